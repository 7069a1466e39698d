// ferz/variants/shogi_family.hpp: shogi's relatives with drops and promoted forms, beyond shogi and
// minishogi (variants/shogi.hpp): euroshogi, torishogi, yarishogi, dobutsu, Kyoto shogi, micro shogi,
// sho shogi (without drops), goro goro, Judkins and Okisaki shogi, and check shogi.
//
// Each is defined as Fairy-Stockfish defines it (variant.cpp; its perft counts are the reference),
// which follows the published rules. As there, FENs have the hands in brackets and no castling or
// e.p. fields, the first player is colour 0 ('w'), and a piece's letter is Fairy-Stockfish's. Rules
// common to all unless stated: a captured piece goes to the capturer's hand as its base (unpromoted)
// type and may be dropped on any empty square instead of a move; stalemate loses; repetition (four
// times) is a draw and there is no move-count rule (sho shogi has no drops). Uchifuzume (a pawn drop that mates) is illegal
// in ferz where it is in the rules; Fairy-Stockfish's perft counts such drops (they lose the game).
#pragma once

#include "ferz/variants/shogi.hpp"

namespace ferz::variants {

namespace definitions {

// EuroShogi (Vladimír Pribylinec, 2000), 8×8: shogi without lances and silvers; the knight jumps two
// forward and one sideways or steps one sideways (ffNsW). Zone: the last three ranks. Promotion is
// mandatory on every move into, inside or out of the zone (pawn, knight, bishop, rook; the first two
// to gold). Nifu, no drop where the piece could never move, uchifuzume.
inline constexpr variant_def euroshogi = {
    .name = "euroshogi",
    .files = 8,
    .ranks = 8,
    .pieces = {piece('P', "fWf@7"), piece('N', "ffNsW"), shogi_pieces::gold, shogi_pieces::bishop, shogi_pieces::rook,
               shogi_pieces::king, shogi_pieces::tokin, promoted_piece('N', "WfF"), shogi_pieces::horse, shogi_pieces::dragon},
    .start_fen = "1nbgkgn1/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/1NGKGBN1[-] w 0 1",
    .rules =
        {
            .promotion = {.ranks = 3, .from_zone = true, .forced = true},
            .drops = {.enabled = true, .pawn_drop_mate_illegal = true},
            .end = {.stalemate = outcome::loss, .move_rule = 0, .repetitions = 4},
        },
};

// Tori shogi (bird shogi, Toyota Genri 1799), 7×7. Phoenix K (royal, K); swallow S (fW) promotes to
// goose (+S: fAbD); falcon F (FsfW) promotes to eagle (+F: KbRfBbF2); crane C (FvW); pheasant P
// (bFfD); left quail L (fRrbBlbF) and right quail R (fRlbBrbF). Zone: the last two ranks; promotion
// is mandatory there. Swallows: at most two of one side on a file for another to be dropped there
// (ff@), not on the last rank; uchifuzume with a swallow. (Fairy-Stockfish: on repetition the side
// that completes it loses; not a move generation rule.)
inline constexpr variant_def torishogi = {
    .name = "torishogi",
    .files = 7,
    .ranks = 7,
    .pieces = {piece('S', "fWff@6"), piece('F', "FsfW"), piece('C', "FvW"), piece('P', "bFfD"), piece('L', "fRrbBlbF"),
               piece('R', "fRlbBrbF"), piece('K', "K", royal), promoted_piece('S', "fAbD"), promoted_piece('F', "KbRfBbF2")},
    .start_fen = "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1",
    .rules =
        {
            .promotion = {.ranks = 2, .from_zone = true, .forced = true},
            .drops = {.enabled = true, .pawn_drop_mate_illegal = true, .pawn_drop_mate_piece = 'S'},
            .end = {.stalemate = outcome::loss, .move_rule = 0, .repetitions = 4},
        },
};

// Yari shogi (Christian Freeling, 1981), 7 files × 9 ranks. King K; pawn P (fW) promotes to yari
// silver (+P: three steps forward and back as a rook, Fairy-Stockfish's fKbR; fWfFbR here, where
// fK is the one step straight forward); yari knight N (fRffN) and yari bishop B (fFfR) promote to
// yari gold (WfFbR);
// yari rook R (frlR) promotes to a rook (R). Zone: the last three ranks, optional promotion as in
// shogi; nifu; pawn-drop mate is legal. (Fairy-Stockfish: a draw on the third repetition.)
inline constexpr variant_def yarishogi = {
    .name = "yarishogi",
    .files = 7,
    .ranks = 9,
    .pieces = {piece('P', "fWf@8"), piece('N', "fRffN"), piece('B', "fFfR"), piece('R', "frlR"), piece('K', "K", royal),
               promoted_piece('P', "fWfFbR"), promoted_piece('N', "WfFbR"), promoted_piece('B', "WfFbR"), promoted_piece('R', "R")},
    .start_fen = "rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[-] w 0 1",
    .rules =
        {
            .promotion = {.ranks = 3, .from_zone = true},
            .drops = {.enabled = true},
            .end = {.stalemate = outcome::loss, .move_rule = 0, .repetitions = 3},
        },
};

// Dobutsu shogi (Let's Catch the Lion!, Kitao Madoka), 3 files × 4 ranks. Lion L (K); chick C (fW)
// promotes to hen (+C: WfF) on the last rank, always; elephant E (F); giraffe G (W). Drops on any
// empty square, a chick even on the last rank. The lion is not royal: it may move into or stay in
// danger, and whoever takes it has won (rules.end.extinction_pieces). Try rule: a lion on its last
// rank that the other side cannot take has won (rules.end.try_piece). Repetition draws. This is
// Fairy-Stockfish's current definition (lion a commoner, extinction, flagPieceSafe); its older one
// made the lion royal, which gives other perft counts.
inline constexpr variant_def dobutsu = {
    .name = "dobutsu",
    .files = 3,
    .ranks = 4,
    .pieces = {piece('C', "fW"), piece('E', "F"), piece('G', "W"), piece('L', "K"), promoted_piece('C', "WfF")},
    .start_fen = "gle/1c1/1C1/ELG[-] w 0 1",
    .rules =
        {
            .promotion = {.ranks = 1, .from_zone = true, .forced = true, .dead_squares_illegal = false},
            .drops = {.enabled = true},
            .end = {.stalemate = outcome::loss, .try_piece = 'L', .extinction_pieces = "L", .move_rule = 0, .repetitions = 4},
        },
};

// Kyoto shogi (Tamiya Katsuya, 1976), 5×5. Every move of a piece with two faces turns it over: pawn P
// (fW) and rook (+P: R); silver S (FfW) and bishop (+S: B); lance L (fR) and tokin (+L: WfF); knight N
// (ffN) and gold (+N: WfF). The king K does not turn. A piece in hand may be dropped either face up,
// anywhere empty (a lance or pawn even on the last rank, where it is stuck until it turns over). No
// nifu, no uchifuzume.
inline constexpr variant_def kyotoshogi = {
    .name = "kyotoshogi",
    .files = 5,
    .ranks = 5,
    .pieces = {piece('P', "fW"), piece('L', "fR"), piece('S', "FfW"), piece('N', "ffN"), piece('K', "K", royal),
               // SAN letters: the piece each promoted form moves as, as Fairy-Stockfish writes them (+L: G).
               promoted_piece('P', "R").written_in_san('R'), promoted_piece('L', "WfF").written_in_san('G'),
               promoted_piece('S', "B").written_in_san('B'), promoted_piece('N', "WfF").written_in_san('G')},
    .start_fen = "p+nks+l/5/5/5/+LSK+NP[-] w 0 1",
    .rules =
        {
            .promotion = {.ranks = 5, .from_zone = true, .forced = true, .demotion = true, .dead_squares_illegal = false},
            .drops = {.enabled = true, .promoted_faces = true},
            .end = {.stalemate = outcome::loss, .move_rule = 0, .repetitions = 4},
        },
};

// Micro shogi (attributed to Oyama Yasuharu), 4 files × 5 ranks. A piece turns over when, and only
// when, it captures: bishop B and gold (+B: WfF); rook R and gold (+R: WfF); lance L (fR) and silver
// (+L: FfW); pawn P (fW) and knight (+P: ffN). The king K does not turn. Drops either face up, on any
// empty square; no nifu, no uchifuzume.
inline constexpr variant_def micro = {
    .name = "micro",
    .files = 4,
    .ranks = 5,
    .pieces = {piece('P', "fW"), piece('L', "fR"), piece('B', "B"), piece('R', "R"), piece('K', "K", royal),
               // SAN letters as Fairy-Stockfish writes them: the piece each promoted form moves as.
               promoted_piece('P', "ffN").written_in_san('N'), promoted_piece('L', "FfW").written_in_san('S'),
               promoted_piece('B', "WfF").written_in_san('G'), promoted_piece('R', "WfF").written_in_san('G')},
    .start_fen = "kb+r+l/p3/4/3P/+L+RBK[-] w 0 1",
    .rules =
        {
            .promotion = {.ranks = 5,
                          .from_zone = true,
                          .forced = true,
                          .on_capture_only = true,
                          .demotion = true,
                          .dead_squares_illegal = false},
            .drops = {.enabled = true, .promoted_faces = true},
            .end = {.stalemate = outcome::loss, .move_rule = 0, .repetitions = 4},
        },
};

// Sho shogi (16th century; shogi before drops), 9×9: shogi's pieces and a drunk elephant E (FsfW)
// in front of the king, which promotes to a crown prince (+E: K). No drops: captured pieces leave
// the game. The king and the crown prince are not royal while a side has both: either may be
// taken, and the last one left is royal (rules.end.pseudo_royals; Fairy-Stockfish's extinction with
// extinctionPseudoRoyal). Promotion as in shogi.
inline constexpr variant_def shoshogi = {
    .name = "shoshogi",
    .files = 9,
    .ranks = 9,
    .pieces = {piece('P', "fW"), piece('L', "fR"), piece('N', "ffN"), shogi_pieces::silver, shogi_pieces::gold,
               shogi_pieces::bishop, shogi_pieces::rook, piece('E', "FsfW"), piece('K', "K"), shogi_pieces::tokin,
               shogi_pieces::promoted_lance, shogi_pieces::promoted_knight, shogi_pieces::promoted_silver, shogi_pieces::horse,
               shogi_pieces::dragon, promoted_piece('E', "K")},
    .start_fen = "lnsgkgsnl/1r2e2b1/ppppppppp/9/9/9/PPPPPPPPP/1B2E2R1/LNSGKGSNL w - - 0 1",
    .rules =
        {
            .promotion = {.ranks = 3, .from_zone = true},
            .end = {.stalemate = outcome::loss, .pseudo_royals = "K+E", .move_rule = 0, .repetitions = 4},
        },
};

// Goro goro shogi, 5 files × 6 ranks: minishogi's pieces (only golds, silvers and pawns at the start),
// with a two-rank zone; a repetition is a draw, as in shogi (Fairy-Stockfish's minishogi base).
inline constexpr variant_def gorogoro = [] {
    variant_def v = minishogi;
    v.name = "gorogoro";
    v.ranks = 6;
    v.pieces.set(piece('P', "fWf@5"));
    v.start_fen = "sgkgs/5/1ppp1/1PPP1/5/SGKGS[-] w 0 1";
    v.rules.promotion.ranks = 2;
    v.rules.end.repetition_outcome = outcome::draw;
    v.rules.end.repetition_outcome_absolute = false;
    return v;
}();

// Judkins shogi, 6×6: goro goro's rules with minishogi's army and a knight (promoting to gold).
inline constexpr variant_def judkins = [] {
    variant_def v = gorogoro;
    v.name = "judkins";
    v.files = 6;
    v.pieces.add(piece('N', "ffN@4"));
    v.pieces.add(shogi_pieces::promoted_knight);
    v.start_fen = "rbnsgk/5p/6/6/P5/KGSNBR[-] w 0 1";
    return v;
}();

// Okisaki shogi, 10×10: shogi with a queen (Q, no promoted form) beside the king, a chess knight (N,
// promoting to gold) and a lance that also moves backwards (L, `vR`, promoting to gold).
inline constexpr variant_def okisakishogi = [] {
    variant_def v = shogi;
    v.name = "okisakishogi";
    v.files = 10;
    v.ranks = 10;
    v.pieces = {piece('P', "fWf@9"), piece('L', "vR"), piece('N', "N"), shogi_pieces::silver, shogi_pieces::gold,
                shogi_pieces::bishop, shogi_pieces::rook, piece('Q', "Q"), shogi_pieces::king, shogi_pieces::tokin,
                shogi_pieces::promoted_lance, shogi_pieces::promoted_knight, shogi_pieces::promoted_silver, shogi_pieces::horse,
                shogi_pieces::dragon};
    v.start_fen = "lnsgkqgsnl/1r6b1/pppppppppp/10/10/10/10/PPPPPPPPPP/1B6R1/LNSGQKGSNL[-] w 0 1";
    return v;
}();

// Check shogi: shogi in which the first check wins (rules.end.check_counting; the start FEN writes no
// counts: one check each, "1+1", as in Fairy-Stockfish). A pawn drop that checks wins with the rest:
// the check ends the game before a mate is looked for, so there is no uchifuzume (Fairy-Stockfish's
// checkCounting ends the game before its shogiPawnDropMateIllegal is looked at).
inline constexpr variant_def checkshogi = [] {
    variant_def v = shogi;
    v.name = "checkshogi";
    v.rules.drops.pawn_drop_mate_illegal = false;
    v.rules.end.check_counting = true;
    return v;
}();

}  // namespace definitions

using euroshogi = variant<definitions::euroshogi>;
using torishogi = variant<definitions::torishogi>;
using yarishogi = variant<definitions::yarishogi>;
using dobutsu = variant<definitions::dobutsu>;
using kyotoshogi = variant<definitions::kyotoshogi>;
using micro = variant<definitions::micro>;
using shoshogi = variant<definitions::shoshogi>;
using gorogoro = variant<definitions::gorogoro>;
using judkins = variant<definitions::judkins>;
using okisakishogi = variant<definitions::okisakishogi>;
using checkshogi = variant<definitions::checkshogi>;

}  // namespace ferz::variants
