// expect: start_fen_error<(ferz::)?fen_field::board, 12>
// A start_fen that does not read is a compile error naming the field and the column (here an X,
// no piece of chess, in column 12).
#include "ferz/perft.hpp"
#include "ferz/variants/chess.hpp"

struct typo : ferz::variants::chess {
    static constexpr std::string_view start_fen = "rnbqkbnr/ppXppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
};

int main() {
    ferz::position<typo> pos;
    return static_cast<int>(ferz::perft(pos, 1));
}
