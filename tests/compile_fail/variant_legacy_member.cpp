// expect: promotion is stated as rules.promotion
// A rule written the old way, as a loose member the library no longer reads, is an error that names
// its replacement rather than a rule silently ignored.
#include "ferz/perft.hpp"
#include "ferz/variants/chess.hpp"

struct old_style : ferz::variants::chess {
    static constexpr std::string_view promotion_pieces = "QN";
};

int main() {
    ferz::position<old_style> pos;
    return static_cast<int>(ferz::perft(pos, 1));
}
