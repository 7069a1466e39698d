// ferz/variants/fairy.hpp: chess with other armies, on 8×8, 9×9, 10×8 and 12×8 boards.
//
// Each definition follows Fairy-Stockfish's variant of the same name (tests/data/variant_rules.md
// says where each fact comes from), so that perft counts agree with its published numbers. Most are
// a few lines: a derived struct that changes the army, the start position, or one rule.
#pragma once

#include <array>
#include <string_view>

#include "ferz/variants/chess.hpp"

namespace ferz::variants {

// The pieces most armies share.
using pawn_piece = piece<'P', "fmWfceFifmnD", pawn>;
using single_step_pawn = piece<'P', "fmWfceF", pawn>;  // no double step, no e.p.
using knight = piece<'N', "N">;
using bishop = piece<'B', "B">;
using rook = piece<'R', "R", castling_partner>;
using queen = piece<'Q', "Q">;
using king = piece<'K', "KisO2", royal>;

struct fischerandom : chess {
    static constexpr std::string_view name = "fischerandom";
    static constexpr variant_rules rules = [] {
        variant_rules r = chess::rules;
        r.castling.chess960 = true;
        return r;
    }();
};

struct nightrider : chess {
    static constexpr std::string_view name = "nightrider";
    using pieces = piece_set<pawn_piece, piece<'N', "N0">, bishop, rook, queen, king>;
};

struct grasshopper : chess {
    static constexpr std::string_view name = "grasshopper";
    using pieces = piece_set<single_step_pawn, knight, bishop, rook, queen, king, piece<'G', "gQ">>;
    static constexpr std::string_view start_fen = "rnbqkbnr/gggggggg/pppppppp/8/8/PPPPPPPP/GGGGGGGG/RNBQKBNR w KQkq - 0 1";
    static constexpr variant_rules rules = {.promotion = {.pieces = "QRBNG"}};
};

struct amazon : chess {
    static constexpr std::string_view name = "amazon";
    using pieces = piece_set<pawn_piece, knight, bishop, rook, piece<'A', "QN">, king>;
    static constexpr std::string_view start_fen = "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1";
    static constexpr variant_rules rules = {.promotion = {.pieces = "ARBN"}};
};

struct berolina : chess {
    static constexpr std::string_view name = "berolina";
    using pieces = piece_set<piece<'P', "mfFcfeWimfnA", pawn>, knight, bishop, rook, queen, king>;
};

struct pawnsideways : chess {
    static constexpr std::string_view name = "pawnsideways";
    using pieces = piece_set<piece<'P', "fsmWfceFifmnD", pawn>, knight, bishop, rook, queen, king>;
};

struct pawnback : chess {
    static constexpr std::string_view name = "pawnback";
    using pieces = piece_set<piece<'P', "fbmWfceFifmnD", pawn>, knight, bishop, rook, queen, king>;
    static constexpr variant_rules rules = [] {
        variant_rules r = chess::rules;
        r.pawns.lowest_rank = 1;
        return r;
    }();
};

struct torpedo : chess {
    static constexpr std::string_view name = "torpedo";
    // A double step from any square, with e.p. rights on the square passed (the non-final `n`).
    using pieces = piece_set<piece<'P', "fmWfceFfnafmW", pawn>, knight, bishop, rook, queen, king>;
};

// White's knights and chancellor against Black's bishops and queen.
struct chigorin : chess {
    static constexpr std::string_view name = "chigorin";
    using pieces = piece_set<pawn_piece, knight, bishop, rook, queen, piece<'C', "RN">, king>;
    static constexpr std::string_view start_fen = "rbbqkbbr/pppppppp/8/8/8/8/PPPPPPPP/RNNCKNNR w KQkq - 0 1";
    static constexpr variant_rules rules = {.promotion = {.pieces = "CRN", .black_pieces = "QRB"}};
};

struct almost : chess {
    static constexpr std::string_view name = "almost";
    using pieces = piece_set<pawn_piece, knight, bishop, rook, piece<'C', "RN">, king>;
    static constexpr std::string_view start_fen = "rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1";
    static constexpr variant_rules rules = {.promotion = {.pieces = "CRBN"}};
};

struct hoppelpoppel : chess {
    static constexpr std::string_view name = "hoppelpoppel";
    using pieces = piece_set<pawn_piece, piece<'N', "mNcB">, piece<'B', "mBcN">, rook, queen, king>;
};

struct newzealand : chess {
    static constexpr std::string_view name = "newzealand";
    using pieces = piece_set<pawn_piece, piece<'N', "mNcR">, bishop, piece<'R', "mRcN", castling_partner>, queen, king>;
};

// The royal piece moves as a knight; the knights' places are taken by non-royal kings.
struct knightmate : chess {
    static constexpr std::string_view name = "knightmate";
    using pieces = piece_set<pawn_piece, piece<'M', "K">, bishop, rook, queen, piece<'K', "NisO2", royal>>;
    static constexpr std::string_view start_fen = "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1";
    static constexpr variant_rules rules = {.promotion = {.pieces = "MQRB"}};
};

// Shatranj: ferz and alfil for queen and bishop, kings on d1/d8, bare king loses.
struct shatranj {
    static constexpr std::string_view name = "shatranj";
    using board = geometry<8, 8>;
    using pieces = piece_set<piece<'P', "fmWfcF", pawn>, knight, piece<'B', "A">, piece<'R', "R">,
                             piece<'Q', "F">, piece<'K', "K", royal>>;
    static constexpr std::string_view start_fen = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1";
    static constexpr variant_rules rules = {.promotion = {.pieces = "Q"}, .end = {.stalemate = outcome::loss, .bare_king = true}};
};

// Courier chess, 12×8: alfil (E), fers (F), man (M), schleich (W), advanced pawns; no castling.
struct courier {
    static constexpr std::string_view name = "courier";
    using board = geometry<12, 8>;
    using pieces = piece_set<single_step_pawn, knight, bishop, piece<'R', "R">, piece<'E', "A">, piece<'F', "F">,
                             piece<'M', "K">, piece<'W', "W">, piece<'K', "K", royal>>;
    static constexpr std::string_view start_fen =
        "rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w - - 0 1";
    static constexpr variant_rules rules = {.promotion = {.pieces = "F"}, .end = {.stalemate = outcome::loss, .bare_king = true}};
};

// Capablanca chess, 10×8: archbishop (A = BN) and chancellor (C = RN); the king castles 3 squares.
struct capablanca {
    static constexpr std::string_view name = "capablanca";
    using board = geometry<10, 8>;
    using pieces = piece_set<pawn_piece, knight, bishop, rook, queen, piece<'A', "BN">, piece<'C', "RN">,
                             piece<'K', "KisO3", royal>>;
    static constexpr std::string_view start_fen =
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
    static constexpr variant_rules rules = {.promotion = {.pieces = "ACQRBN"}};
};

struct gothic : capablanca {
    static constexpr std::string_view name = "gothic";
    static constexpr std::string_view start_fen =
        "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1";
};

struct caparandom : capablanca {
    static constexpr std::string_view name = "caparandom";
    static constexpr variant_rules rules = [] {
        variant_rules r = capablanca::rules;
        r.castling.chess960 = true;
        return r;
    }();
};

// Embassy: Capablanca mirrored, the king on e1 castles to b1 or h1.
struct embassy : capablanca {
    static constexpr std::string_view name = "embassy";
    static constexpr std::string_view start_fen =
        "rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1";
};

// Janus: two janus pieces (J = BN) per side, the king on e1 castles to b1 or i1.
struct janus {
    static constexpr std::string_view name = "janus";
    using board = geometry<10, 8>;
    using pieces = piece_set<pawn_piece, knight, bishop, rook, queen, piece<'J', "BN">, piece<'K', "KilO3irO4", royal>>;
    static constexpr std::string_view start_fen =
        "rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1";
    static constexpr variant_rules rules = {.promotion = {.pieces = "JQRBN"}};
};

// Modern chess, 9×9, with a minister (M = BN); the set-up is point-symmetric.
struct modern {
    static constexpr std::string_view name = "modern";
    using board = geometry<9, 9>;
    using pieces = piece_set<pawn_piece, knight, bishop, rook, queen, piece<'M', "BN">, king>;
    static constexpr std::string_view start_fen =
        "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq - 0 1";
    static constexpr variant_rules rules = {.promotion = {.pieces = "MQRBN"}};
};

// Chancellor chess, 9×9, with a chancellor (C = RN).
struct chancellor {
    static constexpr std::string_view name = "chancellor";
    using board = geometry<9, 9>;
    using pieces = piece_set<pawn_piece, knight, bishop, rook, queen, piece<'C', "RN">, king>;
    static constexpr std::string_view start_fen =
        "rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1";
    static constexpr variant_rules rules = {.promotion = {.pieces = "CQRBN"}};
};

}  // namespace ferz::variants
