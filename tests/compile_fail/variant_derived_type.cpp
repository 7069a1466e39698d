// expect: a variant type is ferz::variant<definition>
// expect-errors: 1
// A variant written the old way, as a struct derived from a variant type with members of its own,
// is an error that says how a variant is defined now, rather than members silently ignored.
#include "ferz/perft.hpp"
#include "ferz/variants/chess.hpp"

struct old_style : ferz::variants::chess {
    static constexpr std::string_view start_fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
};

int main() {
    ferz::position<old_style> pos;
    return static_cast<int>(ferz::perft(pos, 1));
}
