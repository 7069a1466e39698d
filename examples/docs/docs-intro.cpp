// examples/docs/docs-intro.cpp: the README's first example, verbatim (ctest docs.snippets checks that it is).
#include <cstdio>
#include <ferz/ferz.hpp>

// A variant of one's own: chess's definition, with another army.
inline constexpr ferz::variant_def xiangqi_army = [] {
    ferz::variant_def v = ferz::variants::chess::definition;  // chess's board, start and rules ...
    v.name = "xiangqi-army";
    v.pieces = {ferz::piece('P', "fmWfceFifmnD", ferz::pawn),  // ... with this army: the chess pawn, e.p. and all
                ferz::piece('N', "mafsW"),                     // xiangqi horse: a two-leg XBetza move
                ferz::piece('B', "B"),
                ferz::piece('R', "R", ferz::castling_partner),
                ferz::piece('Q', "mRcpR"),                     // xiangqi cannon: hops to capture
                ferz::piece('K', "KisO2", ferz::royal)};       // castles (isO2)
    return v;
}();

int main() {
    ferz::position<ferz::variant<xiangqi_army>> pos;        // its start position (chess's FEN)
    for (ferz::move m : ferz::legal_moves(pos))
        std::printf("%s ", ferz::to_uci(pos, m).c_str());
    std::printf("\nperft(4) = %llu\n", (unsigned long long)ferz::perft(pos, 4));
}
