// ferz/variants/makruk.hpp: makruk (Thai chess) and its family, sittuyin (Burmese chess) and shatar
// (Mongolian chess), as Fairy-Stockfish plays them (notes: its makruk, makpong, cambodian, karouk,
// asean, ai-wok, sittuyin and shatar), so that perft counts agree with its numbers.
//
// Makruk's army: the khon (S, silver-general-like `FfW`), the met (M, a fers `F`), pawns on the third
// rank without a double step that promote on the sixth rank to a met. The kings stand on d1 and e8.
#pragma once

#include "ferz/rules/definition.hpp"
#include "ferz/rules/variant.hpp"

namespace ferz::variants {

namespace definitions {

namespace makruk_pieces {
inline constexpr piece_def pawn = piece('P', "fmWfcF", ferz::pawn);
inline constexpr piece_def knight = piece('N', "N");
inline constexpr piece_def khon = piece('S', "FfW");
inline constexpr piece_def met = piece('M', "F");
inline constexpr piece_def rook = piece('R', "R");
inline constexpr piece_def king = piece('K', "K", royal);
}  // namespace makruk_pieces

// Makruk: pawns promote to a met on entering their sixth rank; no castling, no n-move rule (the
// counting rules are rules/counting.hpp).
inline constexpr variant_def makruk = {
    .name = "makruk",
    .files = 8,
    .ranks = 8,
    .pieces = {makruk_pieces::pawn, makruk_pieces::knight, makruk_pieces::khon, makruk_pieces::met, makruk_pieces::rook,
               makruk_pieces::king},
    .start_fen = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
    .rules = {.promotion = {.ranks = 3, .pieces = "M"}, .end = {.move_rule = 0, .counting = counting_rule::makruk}},
};

// Makpong: makruk in which a king in check may move only to capture the checker (rules.board.makpong).
inline constexpr variant_def makpong = [] {
    variant_def v = makruk;
    v.name = "makpong";
    v.rules.board.makpong = true;
    return v;
}();

// Cambodian chess (Ouk Chatrang): makruk with gates (rules.board.cambodian_gates): from d1 the king
// may once leap to b2 or f2, from e1 the met may once jump to e3 (Black: e8, d8).
inline constexpr variant_def cambodian = [] {
    variant_def v = makruk;
    v.name = "cambodian";
    v.start_fen = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1";
    v.rules.board.cambodian_gates = true;
    v.rules.end.counting = counting_rule::cambodian;
    return v;
}();

// Kar Ouk: cambodian chess in which the first check wins (rules.end.check_counting; its start FEN
// writes no counts: one check each, "1+1", as in Fairy-Stockfish).
inline constexpr variant_def karouk = [] {
    variant_def v = cambodian;
    v.name = "karouk";
    v.rules.end.check_counting = true;
    return v;
}();

// ASEAN chess: makruk's moves with chess's letters (B the khon, Q the met) and chess's promotion on
// the last rank, to a rook, knight, khon or met.
inline constexpr variant_def asean = {
    .name = "asean",
    .files = 8,
    .ranks = 8,
    .pieces = {makruk_pieces::pawn, makruk_pieces::knight, piece('B', "FfW"), piece('Q', "F"), makruk_pieces::rook,
               makruk_pieces::king},
    .start_fen = "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1",
    .rules = {.promotion = {.pieces = "RNBQ"}, .end = {.counting = counting_rule::asean}},
};

// Ai-wok: makruk with the met replaced by the ai-wok (A: rook, knight and fers).
inline constexpr variant_def aiwok = [] {
    variant_def v = makruk;
    v.name = "ai-wok";
    v.pieces = {makruk_pieces::pawn, makruk_pieces::knight, makruk_pieces::khon, piece('A', "RNF"), makruk_pieces::rook,
                makruk_pieces::king};
    v.start_fen = "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1";
    v.rules.promotion.pieces = "A";
    return v;
}();

// Sittuyin (Burmese chess): the pieces start in hand, save the pawns, and are set up by drops, one a
// turn, on the own three first ranks (the rooks on the first only), before any other move; captures
// leave the game. A pawn becomes a fers (F, the met) by rules.promotion.sittuyin.
inline constexpr variant_def sittuyin = {
    .name = "sittuyin",
    .files = 8,
    .ranks = 8,
    .pieces = {makruk_pieces::pawn, makruk_pieces::knight, piece('S', "FfW"), piece('F', "F"), piece('R', "R@1"),
               makruk_pieces::king},
    .start_fen = "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1",
    .rules = {.promotion = {.sittuyin = true},
              .drops = {.enabled = true, .captures_to_hand = false, .zone_ranks = 3, .must_drop = true, .royals_in_hand = true},
              .end = {.counting = counting_rule::asean}},
};

// Shatar: chess without a queen but with the bers (J: rook and fers), single-step pawns that start on
// d4/d5 for the d-file, promotion to the bers only; a side left with its bare king ends the game as a
// draw (rules.end.extinction_pieces "*", count 1, a draw). The shatar mate rule (rules.end.shatar_mate: a mate by knights
// alone loses for the mating side, and a mate wins only after a "shak", a check by knight, rook or
// bers, in its series of checks; otherwise a draw) changes only the result of a mate, not the moves.
inline constexpr variant_def shatar = {
    .name = "shatar",
    .files = 8,
    .ranks = 8,
    .pieces = {makruk_pieces::pawn, makruk_pieces::knight, piece('B', "B"), makruk_pieces::rook, piece('J', "RF"),
               makruk_pieces::king},
    .start_fen = "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1",
    .rules = {.promotion = {.pieces = "J"}, .end = {.extinction_pieces = "*", .extinction_count = 1, .extinction_outcome = outcome::draw, .shatar_mate = true}},
};

}  // namespace definitions

using makruk = variant<definitions::makruk>;
using makpong = variant<definitions::makpong>;
using cambodian = variant<definitions::cambodian>;
using karouk = variant<definitions::karouk>;
using asean = variant<definitions::asean>;
using aiwok = variant<definitions::aiwok>;
using sittuyin = variant<definitions::sittuyin>;
using shatar = variant<definitions::shatar>;

}  // namespace ferz::variants
