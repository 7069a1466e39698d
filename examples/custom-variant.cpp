// custom-variant: a chess variant of your own in a few lines, then its moves and perft.
//
// Derive from a built-in variant and say what differs. Here the knights become xiangqi horses
// (`mafsW`: a step to an empty square, then one diagonal step outwards — a knight that can be
// blocked) and the queen a xiangqi cannon (`mRcpR`: moves as a rook, captures by hopping one piece).
// Fairy-Stockfish (horse as `nN`) agrees: perft 17, 289, 5603.
#include <cstdio>

#include "ferz/ferz.hpp"

struct horse_and_cannon : ferz::variants::chess {
    static constexpr std::string_view name = "horse-and-cannon";
    using pieces = ferz::piece_set<ferz::variants::pawn_piece,                      //
                                   ferz::piece<'H', "mafsW">,                       // horse
                                   ferz::variants::bishop, ferz::variants::rook,    //
                                   ferz::piece<'C', "mRcpR">,                       // cannon
                                   ferz::variants::king>;
    static constexpr std::string_view start_fen = "rhbckbhr/pppppppp/8/8/8/8/PPPPPPPP/RHBCKBHR w KQkq - 0 1";
    static constexpr ferz::variant_rules rules = {.promotion = {.pieces = "CRBH"}};
};

int main() {
    ferz::position<horse_and_cannon> pos;
    std::printf("%s\n%s\n", std::string(horse_and_cannon::name).c_str(), ferz::to_fen(pos).c_str());
    const auto moves = ferz::legal_moves(pos);
    std::printf("%zu legal moves:", moves.size());
    for (const ferz::move m : moves) std::printf(" %s", ferz::to_uci(pos, m).c_str());
    std::printf("\n");
    for (int depth = 1; depth <= 3; ++depth)
        std::printf("perft %d: %llu\n", depth, static_cast<unsigned long long>(ferz::perft(pos, depth)));
    // A move from text, and the position after it.
    if (const auto m = ferz::parse_uci(pos, "e2e4")) {
        pos.make(*m);
        std::printf("after e2e4: %s\n", ferz::to_fen(pos).c_str());
    }
}
