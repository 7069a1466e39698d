// examples/docs/docs-intro.cpp: the README's first example, verbatim (ctest docs.snippets checks that it is).
#include <cstdio>
#include <ferz/ferz.hpp>

// A variant of one's own: inherit chess, change the army.
struct xiangqi_army : ferz::variants::chess {
    static constexpr std::string_view name = "xiangqi-army";
    using pieces = ferz::piece_set<
        ferz::piece<'P', "fmWfceFifmnD", ferz::pawn>,      // the chess pawn, e.p. and all
        ferz::piece<'N', "mafsW">,                          // xiangqi horse: a two-leg XBetza move
        ferz::piece<'B', "B">,
        ferz::piece<'R', "R", ferz::castling_partner>,
        ferz::piece<'Q', "mRcpR">,                          // xiangqi cannon: hops to capture
        ferz::piece<'K', "KisO2", ferz::royal>>;            // castles (isO2)
};

int main() {
    ferz::position<xiangqi_army> pos;                       // its start position (chess's FEN)
    for (ferz::move m : ferz::legal_moves(pos))
        std::printf("%s ", ferz::to_uci(pos, m).c_str());
    std::printf("\nperft(4) = %llu\n", (unsigned long long)ferz::perft(pos, 4));
}
