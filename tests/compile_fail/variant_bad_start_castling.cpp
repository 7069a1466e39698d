// expect: start_fen_error<(ferz::)?fen_field::castling, 47>
// A start FEN whose board is right but whose other fields do not read is a compile error naming the
// FEN's field and column (here castling rights on a side with no rook).
#include "ferz/perft.hpp"
#include "ferz/variants/chess.hpp"

inline constexpr ferz::variant_def no_rook = [] {
    ferz::variant_def v = ferz::variants::chess::definition;
    v.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1";
    return v;
}();

int main() {
    ferz::position<ferz::variant<no_rook>> pos;
    return static_cast<int>(ferz::perft(pos, 1));
}
