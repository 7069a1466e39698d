// ferz/variants/fairy.hpp: chess with other armies, on 6×6, 8×8, 9×9, 10×8 and 12×8 boards.
//
// Each definition follows Fairy-Stockfish's variant of the same name (tests/data/variant_rules.md
// says where each fact comes from), so that perft counts agree with its published numbers. Most are
// a copy of chess, or of another variant here, with the army, the start position or a rule changed.
#pragma once

#include "ferz/variants/chess.hpp"

namespace ferz::variants {

namespace definitions {

// The pieces most armies share.
inline constexpr piece_def pawn_piece = piece('P', "fmWfceFifmnD", pawn);
inline constexpr piece_def single_step_pawn = piece('P', "fmWfceF", pawn);  // no double step, no e.p.
inline constexpr piece_def knight = piece('N', "N");
inline constexpr piece_def bishop = piece('B', "B");
inline constexpr piece_def rook = piece('R', "R", castling_partner);
inline constexpr piece_def queen = piece('Q', "Q");
inline constexpr piece_def king = piece('K', "KisO2", royal);

inline constexpr variant_def fischerandom = [] {
    variant_def v = chess;
    v.name = "fischerandom";
    v.rules.castling.chess960 = true;
    return v;
}();

inline constexpr variant_def nightrider = [] {
    variant_def v = chess;
    v.name = "nightrider";
    v.pieces.set(piece('N', "N0"));
    return v;
}();

inline constexpr variant_def grasshopper = [] {
    variant_def v = chess;
    v.name = "grasshopper";
    v.pieces = {single_step_pawn, knight, bishop, rook, queen, king, piece('G', "gQ")};
    v.start_fen = "rnbqkbnr/gggggggg/pppppppp/8/8/PPPPPPPP/GGGGGGGG/RNBQKBNR w KQkq - 0 1";
    v.rules.promotion.pieces = "QRBNG";
    return v;
}();

inline constexpr variant_def amazon = [] {
    variant_def v = chess;
    v.name = "amazon";
    v.pieces = {pawn_piece, knight, bishop, rook, piece('A', "QN"), king};
    v.start_fen = "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1";
    v.rules.promotion.pieces = "ARBN";
    return v;
}();

inline constexpr variant_def berolina = [] {
    variant_def v = chess;
    v.name = "berolina";
    v.pieces.set(piece('P', "mfFcfeWimfnA", pawn));
    return v;
}();

inline constexpr variant_def pawnsideways = [] {
    variant_def v = chess;
    v.name = "pawnsideways";
    v.pieces.set(piece('P', "fsmWfceFifmnD", pawn));
    return v;
}();

inline constexpr variant_def pawnback = [] {
    variant_def v = chess;
    v.name = "pawnback";
    v.pieces.set(piece('P', "fbmWfceFifmnD", pawn));
    v.rules.pawns.lowest_rank = 1;
    v.rules.end.pawn_moves_reset = false;  // a pawn may step back: its moves never restart the count
    return v;
}();

// A double step from any square, with e.p. rights on the square passed (the non-final `n`).
inline constexpr variant_def torpedo = [] {
    variant_def v = chess;
    v.name = "torpedo";
    v.pieces.set(piece('P', "fmWfceFfnafmW", pawn));
    return v;
}();

// White's knights and chancellor against Black's bishops and queen.
inline constexpr variant_def chigorin = [] {
    variant_def v = chess;
    v.name = "chigorin";
    v.pieces = {pawn_piece, knight, bishop, rook, queen, piece('C', "RN"), king};
    v.start_fen = "rbbqkbbr/pppppppp/8/8/8/8/PPPPPPPP/RNNCKNNR w KQkq - 0 1";
    v.rules.promotion = {.pieces = "CRN", .black_pieces = "QRB"};
    return v;
}();

inline constexpr variant_def almost = [] {
    variant_def v = chess;
    v.name = "almost";
    v.pieces = {pawn_piece, knight, bishop, rook, piece('C', "RN"), king};
    v.start_fen = "rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1";
    v.rules.promotion.pieces = "CRBN";
    return v;
}();

// Sort-of-almost chess: White has almost chess's chancellor where Black keeps the queen.
inline constexpr variant_def sortofalmost = [] {
    variant_def v = chess;
    v.name = "sortofalmost";
    v.pieces = {pawn_piece, knight, bishop, rook, queen, piece('C', "RN"), king};
    v.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1";
    v.rules.promotion = {.pieces = "CRBN", .black_pieces = "QRBN"};
    return v;
}();

// Los Alamos chess, 6×6: no bishops, no castling, no double step; promotion to a queen, rook or knight.
inline constexpr variant_def losalamos = [] {
    variant_def v = chess;
    v.name = "losalamos";
    v.files = 6, v.ranks = 6;
    // (The rook is the castling partner: a child that turns castling on, diana, castles with it.)
    v.pieces = {single_step_pawn, knight, rook, queen, piece('K', "K", royal)};
    v.start_fen = "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1";
    v.rules.promotion.pieces = "QRN";
    return v;
}();

inline constexpr variant_def hoppelpoppel = [] {
    variant_def v = chess;
    v.name = "hoppelpoppel";
    v.pieces.set(piece('N', "mNcB"));
    v.pieces.set(piece('B', "mBcN"));
    return v;
}();

inline constexpr variant_def newzealand = [] {
    variant_def v = chess;
    v.name = "newzealand";
    v.pieces.set(piece('N', "mNcR"));
    v.pieces.set(piece('R', "mRcN", castling_partner));
    return v;
}();

// The royal piece moves as a knight; the knights' places are taken by non-royal kings.
inline constexpr variant_def knightmate = [] {
    variant_def v = chess;
    v.name = "knightmate";
    v.pieces = {pawn_piece, piece('M', "K"), bishop, rook, queen, piece('K', "NisO2", royal)};
    v.start_fen = "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1";
    v.rules.promotion.pieces = "MQRB";
    return v;
}();

// Shatranj: ferz and alfil for queen and bishop, kings on d1/d8, bare king loses.
inline constexpr variant_def shatranj = {
    .name = "shatranj",
    .files = 8,
    .ranks = 8,
    .pieces = {piece('P', "fmWfcF", pawn), knight, piece('B', "A"), piece('R', "R"), piece('Q', "F"), piece('K', "K", royal)},
    .start_fen = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1",
    // The bare king (Fairy-Stockfish's extinction of all pieces but one, with the claim): lost,
    // unless the bare side can bare the other back at once.
    .rules = {.promotion = {.pieces = "Q"},
              .end = {.stalemate = outcome::loss,
                      .extinction_pieces = "*",
                      .extinction_count = 1,
                      .extinction_opponent_count = 2,
                      .extinction_claim = true}},
};

// Courier chess, 12×8: alfil (E), fers (F), man (M), schleich (W), advanced pawns; no castling.
inline constexpr variant_def courier = {
    .name = "courier",
    .files = 12,
    .ranks = 8,
    .pieces = {single_step_pawn, knight, bishop, piece('R', "R"), piece('E', "A"), piece('F', "F"), piece('M', "K"),
               piece('W', "W"), piece('K', "K", royal)},
    .start_fen = "rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w - - 0 1",
    .rules = {.promotion = {.pieces = "F"},
              .end = {.stalemate = outcome::loss,
                      .extinction_pieces = "*",
                      .extinction_count = 1,
                      .extinction_opponent_count = 2,
                      .extinction_claim = true}},
};

// Capablanca chess, 10×8: archbishop (A = BN) and chancellor (C = RN); the king castles 3 squares.
inline constexpr variant_def capablanca = {
    .name = "capablanca",
    .files = 10,
    .ranks = 8,
    .pieces = {pawn_piece, knight, bishop, rook, queen, piece('A', "BN"), piece('C', "RN"), piece('K', "KisO3", royal)},
    .start_fen = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
    .rules = {.promotion = {.pieces = "ACQRBN"}},
};

inline constexpr variant_def gothic = [] {
    variant_def v = capablanca;
    v.name = "gothic";
    v.start_fen = "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1";
    return v;
}();

inline constexpr variant_def caparandom = [] {
    variant_def v = capablanca;
    v.name = "caparandom";
    v.rules.castling.chess960 = true;
    return v;
}();

// Embassy: Capablanca mirrored, the king on e1 castles to b1 or h1.
inline constexpr variant_def embassy = [] {
    variant_def v = capablanca;
    v.name = "embassy";
    v.start_fen = "rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1";
    return v;
}();

// Janus: two janus pieces (J = BN) per side, the king on e1 castles to b1 or i1.
inline constexpr variant_def janus = {
    .name = "janus",
    .files = 10,
    .ranks = 8,
    .pieces = {pawn_piece, knight, bishop, rook, queen, piece('J', "BN"), piece('K', "KilO3irO4", royal)},
    .start_fen = "rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1",
    .rules = {.promotion = {.pieces = "JQRBN"}},
};

// Modern chess, 9×9, with a minister (M = BN); the set-up is point-symmetric.
inline constexpr variant_def modern = {
    .name = "modern",
    .files = 9,
    .ranks = 9,
    .pieces = {pawn_piece, knight, bishop, rook, queen, piece('M', "BN"), king},
    .start_fen = "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq - 0 1",
    .rules = {.promotion = {.pieces = "MQRBN"}},
};

// Perfect chess: chancellor (C = RN), archbishop (M = BN) and amazon (G = QN) beside the
// chess army; the king castles with a rook or a chancellor (both castling partners).
inline constexpr variant_def perfect = [] {
    variant_def v = chess;
    v.name = "perfect";
    v.pieces = {pawn_piece, knight, bishop, rook, queen, king, piece('C', "RN", castling_partner), piece('M', "BN"), piece('G', "QN")};
    v.start_fen = "cmqgkbnr/pppppppp/8/8/8/8/PPPPPPPP/CMQGKBNR w KQkq - 0 1";
    v.rules.promotion.pieces = "GCMQRBN";
    return v;
}();

// Legan chess: the armies face each other across a diagonal, from the corners h1 and a8. A pawn
// moves one square diagonally towards the a8 corner (White) and takes one square straight ahead or
// to the left; it promotes on the edges around the enemy corner (White: a5-a8, a8-d8; Black's zone is
// White's turned half a turn, not its mirror image: rules.promotion.black_zone).
inline constexpr variant_def legan = [] {
    variant_def v = chess;
    v.name = "legan";
    v.pieces = {piece('P', "mflFcflW", pawn), knight, bishop, piece('R', "R"), queen, piece('K', "K", royal)};
    v.start_fen = "knbrp3/bqpp4/npp5/rp1p3P/p3P1PR/5PPN/4PPQB/3PRBNK w - - 0 1";
    v.rules.pawns.allowed_on_first_rank = true;
    v.rules.promotion.zone = "a8-d8 a5-a7";
    v.rules.promotion.black_zone = "e1-h1 h2-h4";
    return v;
}();

// Chancellor chess, 9×9, with a chancellor (C = RN).
inline constexpr variant_def chancellor = {
    .name = "chancellor",
    .files = 9,
    .ranks = 9,
    .pieces = {pawn_piece, knight, bishop, rook, queen, piece('C', "RN"), king},
    .start_fen = "rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1",
    .rules = {.promotion = {.pieces = "CQRBN"}},
};

}  // namespace definitions

using fischerandom = variant<definitions::fischerandom>;
using nightrider = variant<definitions::nightrider>;
using grasshopper = variant<definitions::grasshopper>;
using amazon = variant<definitions::amazon>;
using berolina = variant<definitions::berolina>;
using pawnsideways = variant<definitions::pawnsideways>;
using pawnback = variant<definitions::pawnback>;
using torpedo = variant<definitions::torpedo>;
using chigorin = variant<definitions::chigorin>;
using almost = variant<definitions::almost>;
using sortofalmost = variant<definitions::sortofalmost>;
using losalamos = variant<definitions::losalamos>;
using hoppelpoppel = variant<definitions::hoppelpoppel>;
using newzealand = variant<definitions::newzealand>;
using knightmate = variant<definitions::knightmate>;
using shatranj = variant<definitions::shatranj>;
using courier = variant<definitions::courier>;
using capablanca = variant<definitions::capablanca>;
using gothic = variant<definitions::gothic>;
using caparandom = variant<definitions::caparandom>;
using embassy = variant<definitions::embassy>;
using janus = variant<definitions::janus>;
using modern = variant<definitions::modern>;
using chancellor = variant<definitions::chancellor>;
using legan = variant<definitions::legan>;
using perfect = variant<definitions::perfect>;

}  // namespace ferz::variants
