// ferz/variants/makruk.hpp: makruk (Thai chess) and its family, sittuyin (Burmese chess) and shatar
// (Mongolian chess), as Fairy-Stockfish plays them (notes: its makruk, makpong, cambodian, karouk,
// asean, ai-wok, sittuyin and shatar), so that perft counts agree with its numbers.
//
// Makruk's army: the khon (S, silver-general-like `FfW`), the met (M, a fers `F`), pawns on the third
// rank without a double step that promote on the sixth rank to a met. The kings stand on d1 and e8.
#pragma once

#include <string_view>

#include "ferz/board/geometry.hpp"
#include "ferz/rules/piece.hpp"
#include "ferz/rules/policies.hpp"

namespace ferz::variants {

namespace makruk_pieces {
using pawn = piece<'P', "fmWfcF", ferz::pawn>;
using knight = piece<'N', "N">;
using khon = piece<'S', "FfW">;
using met = piece<'M', "F">;
using rook = piece<'R', "R">;
using king = piece<'K', "K", royal>;
}  // namespace makruk_pieces

// Makruk: pawns promote to a met on entering their sixth rank; no castling, no n-move rule (the
// counting rules are game.hpp's counting()).
struct makruk {
    static constexpr std::string_view name = "makruk";
    using board = geometry<8, 8>;
    using pieces = piece_set<makruk_pieces::pawn, makruk_pieces::knight, makruk_pieces::khon, makruk_pieces::met,
                             makruk_pieces::rook, makruk_pieces::king>;
    static constexpr std::string_view start_fen = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";
    static constexpr variant_rules rules = {.promotion = {.ranks = 3, .pieces = "M"},
                                            .end = {.move_rule = 0, .counting = counting_rule::makruk}};
};

// Makpong: makruk in which a king in check may move only to capture the checker (rules.board.makpong).
struct makpong : makruk {
    static constexpr std::string_view name = "makpong";
    static constexpr variant_rules rules = [] {
        variant_rules r = makruk::rules;
        r.board.makpong = true;
        return r;
    }();
};

// Cambodian chess (Ouk Chatrang): makruk with gates (rules.board.cambodian_gates): from d1 the king
// may once leap to b2 or f2, from e1 the met may once jump to e3 (Black: e8, d8).
struct cambodian : makruk {
    static constexpr std::string_view name = "cambodian";
    static constexpr std::string_view start_fen = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1";
    static constexpr variant_rules rules = [] {
        variant_rules r = makruk::rules;
        r.board.cambodian_gates = true;
        r.end.counting = counting_rule::cambodian;
        return r;
    }();
};

// Kar Ouk: cambodian chess in which the first check wins (rules.end.first_check_wins).
struct karouk : cambodian {
    static constexpr std::string_view name = "karouk";
    static constexpr variant_rules rules = [] {
        variant_rules r = cambodian::rules;
        r.end.first_check_wins = true;
        return r;
    }();
};

// ASEAN chess: makruk's moves with chess's letters (B the khon, Q the met) and chess's promotion on
// the last rank, to a rook, knight, khon or met.
struct asean {
    static constexpr std::string_view name = "asean";
    using board = geometry<8, 8>;
    using pieces = piece_set<makruk_pieces::pawn, makruk_pieces::knight, piece<'B', "FfW">, piece<'Q', "F">,
                             makruk_pieces::rook, makruk_pieces::king>;
    static constexpr std::string_view start_fen = "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1";
    static constexpr variant_rules rules = {.promotion = {.pieces = "RNBQ"}, .end = {.counting = counting_rule::asean}};
};

// Ai-wok: makruk with the met replaced by the ai-wok (A: rook, knight and fers).
struct aiwok {
    static constexpr std::string_view name = "ai-wok";
    using board = geometry<8, 8>;
    using pieces = piece_set<makruk_pieces::pawn, makruk_pieces::knight, makruk_pieces::khon, piece<'A', "RNF">,
                             makruk_pieces::rook, makruk_pieces::king>;
    static constexpr std::string_view start_fen = "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1";
    static constexpr variant_rules rules = {.promotion = {.ranks = 3, .pieces = "A"},
                                            .end = {.move_rule = 0, .counting = counting_rule::makruk}};
};

// Sittuyin (Burmese chess): the pieces start in hand, save the pawns, and are set up by drops, one a
// turn, on the own three first ranks (the rooks on the first only), before any other move; captures
// leave the game. A pawn becomes a fers (F, the met) by rules.promotion.sittuyin.
struct sittuyin {
    static constexpr std::string_view name = "sittuyin";
    using board = geometry<8, 8>;
    using pieces = piece_set<makruk_pieces::pawn, makruk_pieces::knight, piece<'S', "FfW">, piece<'F', "F">,
                             piece<'R', "R@1">, makruk_pieces::king>;
    static constexpr std::string_view start_fen = "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1";
    static constexpr variant_rules rules = {
        .promotion = {.sittuyin = true},
        .drops = {.enabled = true, .captures_to_hand = false, .zone_ranks = 3, .must_drop = true, .royals_in_hand = true},
        .end = {.counting = counting_rule::asean}};
};

// Shatar: chess without a queen but with the bers (J: rook and fers), single-step pawns that start on
// d4/d5 for the d-file, promotion to the bers only; a side left with its bare king ends the game as a
// draw (rules.end.bare_king_draw). The shatar mate rule (rules.end.shatar_mate: a mate by knights
// alone loses for the mating side, and a mate wins only after a "shak", a check by knight, rook or
// bers, in its series of checks; otherwise a draw) changes only the result of a mate, not the moves.
struct shatar {
    static constexpr std::string_view name = "shatar";
    using board = geometry<8, 8>;
    using pieces = piece_set<makruk_pieces::pawn, makruk_pieces::knight, piece<'B', "B">, makruk_pieces::rook,
                             piece<'J', "RF">, makruk_pieces::king>;
    static constexpr std::string_view start_fen = "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1";
    static constexpr variant_rules rules = {.promotion = {.pieces = "J"}, .end = {.bare_king_draw = true, .shatar_mate = true}};
};

}  // namespace ferz::variants
