// expect: definition_errc::start_fen_names_an_undefined_piece, ferz::in_field<'s', 't', 'a', 'r', 't', '_', 'f', 'e', 'n'>, ferz::at_column<12> ?>
// expect-errors: 1
// A start_fen naming a piece the variant does not have is a compile error naming the member and the
// column (here an X, no piece of chess, in column 12).
#include "ferz/perft.hpp"
#include "ferz/variants/chess.hpp"

inline constexpr ferz::variant_def typo = [] {
    ferz::variant_def v = ferz::variants::chess::definition;
    v.start_fen = "rnbqkbnr/ppXppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    return v;
}();

int main() {
    ferz::position<ferz::variant<typo>> pos;
    return static_cast<int>(ferz::perft(pos, 1));
}
