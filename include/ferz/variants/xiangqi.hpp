// ferz/variants/xiangqi.hpp: xiangqi (Chinese chess) and its relatives: pieces bound to regions.
//
// Xiangqi's king and advisors never leave the palace, its elephants never cross the river, and its
// soldiers step sideways only once across it: each is a piece with a region (rules/definition.hpp:
// confined, moving_in; board/region.hpp), written from White's (Red's) side and mirrored for Black.
// The kings may not face each other on an open file (rules.board.flying_general). A stalemated side
// loses. Red moves first and is ferz's colour 0, 'w' in FEN, as in Fairy-Stockfish. Minixiangqi is
// the game on 7×7, without advisors or elephants. Janggi's traditional and casual rules differ from
// the tournament rules in how a game ends only.
#pragma once

#include "ferz/rules/definition.hpp"
#include "ferz/rules/variant.hpp"

namespace ferz::variants {

namespace definitions {

namespace xiangqi_pieces {
inline constexpr piece_def king = piece('K', "W", royal).confined("d1-f3");
inline constexpr piece_def advisor = piece('A', "F").confined("d1-f3");
inline constexpr piece_def elephant = piece('B', "mafF").confined("a1-i5").written_in_san('E');  // the eye (1,1) must be empty
inline constexpr piece_def horse = piece('N', "mafsW").written_in_san('H');  // lame: the orthogonal neighbour must be empty
inline constexpr piece_def chariot = piece('R', "R");
inline constexpr piece_def cannon = piece('C', "mRcpR");  // moves as a rook, captures by hopping exactly one piece
inline constexpr piece_def soldier = piece('P', "fW").moving_in("a6-i10", "sW");
}  // namespace xiangqi_pieces

inline constexpr variant_def xiangqi = {
    .name = "xiangqi",
    .files = 9,
    .ranks = 10,
    .pieces = {xiangqi_pieces::soldier, xiangqi_pieces::horse, xiangqi_pieces::elephant, xiangqi_pieces::advisor,
               xiangqi_pieces::chariot, xiangqi_pieces::cannon, xiangqi_pieces::king},
    .start_fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    .rules =
        {
            .end = {.stalemate = outcome::loss, .move_rule = 50, .repetitions = 3, .perpetual_check_loses = true,
                    .chasing = chasing_rule::axf},
            .board = {.flying_general = true},
        },
};

// Manchu: Red has a banner (rook, cannon capture and horse in one) instead of its chariots, horses
// and cannons; Black has the full army. No chase rule (as Fairy-Stockfish).
inline constexpr variant_def manchu = [] {
    variant_def v = xiangqi;
    v.name = "manchu";
    v.rules.end.chasing = chasing_rule::none;
    v.pieces.add(piece('M', "RcpRmafsW"));
    v.start_fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/M1BAKAB2 w - - 0 1";
    return v;
}();

// Minixiangqi (Shih-Hsiang Teng, 1973), 7×7: no advisors or elephants, a palace of c1-e3, and
// soldiers that step sideways from the start (there is no river).
inline constexpr variant_def minixiangqi = [] {
    variant_def v = xiangqi;
    v.name = "minixiangqi";
    v.rules.end.chasing = chasing_rule::none;  // as Fairy-Stockfish: the chase rule is xiangqi's only
    v.files = v.ranks = 7;
    v.pieces = {piece('P', "fsW"), xiangqi_pieces::horse, xiangqi_pieces::chariot, xiangqi_pieces::cannon,
                piece('K', "W", royal).confined("c1-e3")};
    v.start_fen = "rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1";
    return v;
}();

// Janggi (Korean chess): the kings start in the palace's centre, and with the advisors may also step
// along the palace's diagonals, as may the chariots (sliding), the cannons (hopping) and the soldiers
// (forward, in the enemy palace). A cannon hops over exactly one piece, never over a cannon nor onto
// one (no_same_type_hops). Elephants are unconfined. No flying general: instead the side to move may
// pass, and kings facing each other (bikjang) must be parted (rules.turns).
namespace janggi_pieces {
inline constexpr std::string_view palace_lines = "d1 f1 e2 d3 f3 d8 f8 e9 d10 f10";  // both palaces' diagonals
inline constexpr piece_def king = piece('K', "W", royal).confined("d1-f3").moving_in("d1 f1 e2 d3 f3", "F");
inline constexpr piece_def advisor = piece('A', "W").confined("d1-f3").moving_in("d1 f1 e2 d3 f3", "F");
inline constexpr piece_def elephant = piece('B', "mafsmafW").written_in_san('E');  // blocked at (0,1) and (1,2)
inline constexpr piece_def horse = piece('N', "mafsW").written_in_san('H');
inline constexpr piece_def chariot = piece('R', "R").moving_in(palace_lines, "B");
inline constexpr piece_def cannon = piece('C', "pR", no_same_type_hops).moving_in(palace_lines, "pB");
inline constexpr piece_def soldier = piece('P', "fsW").moving_in("d8 f8 e9 d10 f10", "fF");
}  // namespace janggi_pieces

inline constexpr variant_def janggi = {
    .name = "janggi",
    .files = 9,
    .ranks = 10,
    .pieces = {janggi_pieces::soldier, janggi_pieces::horse, janggi_pieces::elephant, janggi_pieces::advisor,
               janggi_pieces::chariot, janggi_pieces::cannon, janggi_pieces::king},
    .start_fen = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
    .rules =
        {
            // Fairy-Stockfish's janggi: threefold repetition (perpetual check loses), 50 moves without a
            // capture; a drawn ending (these, bikjang, two passes) is decided by the material count, the
            // second player (Han, Black) getting 1.5 points.
            .end = {.stalemate = outcome::loss,
                    .move_rule = 50,
                    .repetitions = 3,
                    .perpetual_check_loses = true,
                    .material_points = "R13C7N5B3A3P2",
                    .komi_tenths = 15},
            .turns = {.pass = true, .bikjang = true},
        },
};

// Janggi's traditional rules: bikjang and two passes are a draw (no material count).
inline constexpr variant_def janggitraditional = [] {
    variant_def v = janggi;
    v.name = "janggitraditional";
    v.rules.end.material_points = "";
    v.rules.end.komi_tenths = 0;
    return v;
}();

// Janggi's casual rules: no bikjang (the kings may face each other), no material count.
inline constexpr variant_def janggicasual = [] {
    variant_def v = janggitraditional;
    v.name = "janggicasual";
    v.rules.turns.bikjang = false;
    return v;
}();

}  // namespace definitions

using xiangqi = variant<definitions::xiangqi>;
using manchu = variant<definitions::manchu>;
using minixiangqi = variant<definitions::minixiangqi>;
using janggi = variant<definitions::janggi>;
using janggitraditional = variant<definitions::janggitraditional>;
using janggicasual = variant<definitions::janggicasual>;

}  // namespace ferz::variants
