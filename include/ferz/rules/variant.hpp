// ferz/rules/variant.hpp: what a variant type must say, and what follows from it.
//
// A variant is a plain struct (see variants/chess.hpp) with exactly these members:
//   name, board (a ferz::geometry), pieces (a ferz::piece_set), start_fen, and optionally
//   rules (a ferz::variant_rules, rules/policies.hpp; default: all policies at their defaults).
// Users derive from a built-in variant and change what differs. variant_traits<V> is the one place
// that reads a variant, so that the generator can ask questions such as "does any piece castle?" as
// constant expressions and prune what a variant cannot do. The loose optional members of earlier
// versions (promotion_pieces, castling_king_files, ...) are compile errors naming their replacement:
// a rule the library does not read must never pass silently.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>

#include "ferz/betza/legs.hpp"
#include "ferz/board/geometry.hpp"
#include "ferz/board/region.hpp"
#include "ferz/rules/piece.hpp"
#include "ferz/rules/policies.hpp"

namespace ferz {

template <class V>
struct variant_traits {
    using board = typename V::board;  // a ferz::geometry<Files, Ranks>
    using pieces = typename V::pieces;
    using bitboard = typename board::bitboard;
    static constexpr int files = board::files;
    static constexpr int ranks = board::ranks;
    static constexpr int squares = board::squares;
    static constexpr int types = static_cast<int>(pieces::size);
    static constexpr std::string_view name = V::name;
    static constexpr std::string_view start_fen = V::start_fen;

    static constexpr variant_rules rules = [] {
        if constexpr (requires { V::rules; }) return variant_rules(V::rules);
        else return variant_rules{};
    }();

    static_assert(!requires { V::promotion_pieces; } && !requires { V::promotion_pieces_black; } &&
                      !requires { V::promotion_ranks; },
                  "promotion is stated as rules.promotion (ferz::promotion_policy: .ranks, .pieces, .black_pieces)");
    static_assert(!requires { V::castling_king_files; },
                  "castling squares follow from the royal piece's O atom (KisO2, KilO3irO4); remove castling_king_files");
    static_assert(!requires { V::chess960; }, "Chess960 castling is stated as rules.castling.chess960");
    static_assert(!requires { V::bare_king_rule; }, "the bare-king rule is stated as rules.end.bare_king");
    static_assert(!requires { V::pawn_lowest_rank; }, "pawn ranks are stated as rules.pawns.lowest_rank");
    static_assert(!requires { V::max_moves; }, "the move buffer's size is stated as rules.max_moves");

    static constexpr promotion_policy promotion = rules.promotion;
    static constexpr int promotion_ranks = promotion.ranks;
    static constexpr std::string_view promotion_pieces = promotion.for_color(0);
    static constexpr std::string_view promotion_pieces_black = promotion.for_color(1);
    static constexpr int pawn_lowest_rank = rules.pawns.lowest_rank;
    static constexpr bool bare_king_rule = rules.end.bare_king;
    static constexpr bool chess960 = rules.castling.chess960;
    static_assert(promotion_ranks >= 1 && promotion_ranks <= ranks, "rules.promotion.ranks must be in 1..ranks");
    static_assert(pawn_lowest_rank >= 0 && pawn_lowest_rank < ranks, "rules.pawns.lowest_rank must be in 0..ranks-1");
    static_assert(rules.end.move_rule >= 0 && rules.end.repetitions >= 0 && rules.end.repetitions != 1,
                  "rules.end: move_rule >= 0, repetitions 0 (none) or >= 2");
    static_assert(rules.end.impasse.points >= 0 && rules.end.extinction_opponent_count >= 0,
                  "rules.end: impasse.points and extinction_opponent_count >= 0");

    // Per type, what its descriptor compiled to besides paths, as plain arrays (pack expansions, no
    // lambdas: every table in ferz is built by loops over arrays into a local that is returned).
    template <std::size_t... I>
    static constexpr auto castling_rules_of(std::index_sequence<I...>) {
        return std::array<std::array<betza::castling_rule, 4>, types>{pieces::template at<I>::moves.castlings...};
    }
    template <std::size_t... I>
    static constexpr auto counts_of(std::index_sequence<I...>, int what) {
        return std::array<std::size_t, types>{(what == 0   ? pieces::template at<I>::total_paths
                                               : what == 1 ? pieces::template at<I>::moves.castling_count
                                                           : pieces::template at<I>::moves.drop_count)...};
    }
    template <std::size_t... I>
    static constexpr auto descriptors_of(std::index_sequence<I...>) {
        return std::array<std::string_view, types>{pieces::template at<I>::betza...};
    }
    static constexpr auto castling_rules = castling_rules_of(std::make_index_sequence<types>{});
    static constexpr std::array<std::string_view, types> descriptors = descriptors_of(std::make_index_sequence<types>{});
    static constexpr auto path_counts = counts_of(std::make_index_sequence<types>{}, 0);
    static constexpr auto castling_counts = counts_of(std::make_index_sequence<types>{}, 1);
    static constexpr auto drop_counts = counts_of(std::make_index_sequence<types>{}, 2);

    static constexpr int first_type_with(unsigned trait) noexcept {
        for (int t = 0; t < types; ++t)
            if (pieces::traits[static_cast<std::size_t>(t)] & trait) return t;
        return -1;
    }
    static constexpr int count_types_with(unsigned trait) noexcept {
        int n = 0;
        for (int t = 0; t < types; ++t) n += (pieces::traits[static_cast<std::size_t>(t)] & trait) != 0;
        return n;
    }
    static constexpr int royal_type = first_type_with(royal);
    // rules.end.pseudo_royals as a set of type indices (bit t: type t), or 0.
    static constexpr std::uint32_t pseudo_royal_types = [] {
        std::uint32_t out = 0;
        const std::string_view s = rules.end.pseudo_royals;
        for (std::size_t i = 0; i < s.size(); ++i) {
            const bool plus = s[i] == '+' && i + 1 < s.size();
            const int t = pieces::index_of(plus ? s[++i] : s[i], plus);
            out |= t >= 0 ? std::uint32_t{1} << t : ~std::uint32_t{0};
        }
        return out;
    }();
    static constexpr bool has_pseudo_royals = pseudo_royal_types != 0;
    static_assert(pseudo_royal_types != ~std::uint32_t{0}, "rules.end.pseudo_royals names a piece the variant does not have");
    static_assert(!has_pseudo_royals || royal_type < 0, "rules.end.pseudo_royals is for variants without a ferz::royal piece");
    static constexpr int castling_partner_type = first_type_with(castling_partner);
    static_assert(count_types_with(royal) <= 1 && count_types_with(castling_partner) <= 1,
                  "at most one piece type of a variant is royal, and at most one is the castling partner");

    // The piece that castles: the one type with an `O` atom, the royal piece in chess (Koedem's king,
    // which is not royal, castles too); -1 if none.
    static constexpr int castling_king_type = [] {
        for (int t = 0; t < types; ++t)
            if (castling_counts[static_cast<std::size_t>(t)] != 0) return t;
        return -1;
    }();
    static constexpr bool royal_castles = castling_king_type >= 0 && castling_king_type == royal_type;
    // Castling: the castling king's `O` atoms, per board side (0: towards file a, 1: towards the last
    // file), as the number of squares it moves; 0 where it does not castle that way.
    static constexpr std::array<int, 2> castling_steps = [] {
        std::array<int, 2> steps{};
        if (castling_king_type >= 0)
            for (std::size_t k = 0; k < castling_counts[static_cast<std::size_t>(castling_king_type)]; ++k) {
                const betza::castling_rule& c = castling_rules[static_cast<std::size_t>(castling_king_type)][k];
                steps[c.side < 0 ? 0 : 1] = c.king_steps;
            }
        return steps;
    }();
    static constexpr bool has_castling = castling_steps[0] > 0 || castling_steps[1] > 0;
    static_assert([] {
        for (int t = 0; t < types; ++t)
            if (castling_counts[static_cast<std::size_t>(t)] != 0 && t != castling_king_type) return false;
        return true;
    }(), "only one piece type may castle (O atoms on two piece types)");
    static_assert(castling_king_type < 0 || royal_type < 0 || royal_castles,
                  "the piece that castles (O atom) must be the royal piece when the variant has one");
    static_assert([] {
        for (int t = 0; t < types; ++t)
            for (std::size_t k = 0; k < castling_counts[static_cast<std::size_t>(t)]; ++k)
                if (castling_rules[static_cast<std::size_t>(t)][k].inner_partner) return false;
        return true;
    }(), "castling with the partner one square in from the edge (jO) is not supported yet");
    static_assert(!has_castling || castling_partner_type >= 0,
                  "a variant whose royal piece castles (O in its XBetza) needs a castling_partner piece");

    // --- drops (rules.drops, and each piece's `@`) -----------------------------------------------
    static constexpr drop_policy drop_rules_policy = rules.drops;
    static constexpr bool has_drops = rules.drops.enabled;
    static constexpr bool captures_to_hand = has_drops && rules.drops.captures_to_hand;
    static constexpr bool has_drop_moves = has_drops && rules.drops.drop_moves;
    static constexpr bool has_gating = has_drops && rules.drops.gating;
    // Gate squares kept by the position (Seirawan's gating, or rules.board.cambodian_gates).
    static constexpr bool cambodian_gates = rules.board.cambodian_gates;
    static constexpr bool has_gates = has_gating || cambodian_gates;
    static_assert(!rules.drops.gating || (rules.drops.enabled && types <= 15),
                  "gating needs rules.drops.enabled (pieces in hand) and at most 15 piece types (move encoding)");
    static_assert(has_drops || [] {
        for (const std::size_t n : drop_counts)
            if (n != 0) return false;
        return true;
    }(), "a piece has drop rules (the @ atom) but the variant has no drops: set rules.drops.enabled");
    template <std::size_t... I>
    static constexpr auto drop_rules_of(std::index_sequence<I...>) {
        return std::array<std::array<betza::drop_rule, 4>, types>{pieces::template at<I>::moves.drops...};
    }
    static constexpr auto drop_rules = drop_rules_of(std::make_index_sequence<types>{});
    static_assert([] {
        for (int t = 0; t < types; ++t)
            for (std::size_t k = 0; k < drop_counts[static_cast<std::size_t>(t)]; ++k) {
                const betza::drop_rule& d = drop_rules[static_cast<std::size_t>(t)][k];
                if (d.no_jump || d.per_colour != 0 || d.mode != betza::to_empty) return false;
            }
        return true;
    }(), "drops with n, s or c (dropping behind the own pieces, per square colour, capturing) are not supported yet");
    // A type can be held in hand when it is not a promoted form (which goes to hand as its base) and,
    // unless a variant says otherwise, not royal.
    static constexpr bool can_be_in_hand(int type) noexcept {
        return has_drops && !pieces::promoted[static_cast<std::size_t>(type)] &&
               (rules.drops.royals_in_hand || !(pieces::traits[static_cast<std::size_t>(type)] & royal));
    }
    // Where a piece of `type` may be dropped by `color`, from its `@` rules (the whole board when it
    // has none): ranks [skip, depth) counted from the colour's own first rank.
    static constexpr std::array<std::array<bitboard, types>, 2> drop_zone = [] {
        std::array<std::array<bitboard, types>, 2> out{};
        for (int c = 0; c < 2; ++c)
            for (int t = 0; t < types; ++t) {
                const std::size_t n = drop_counts[static_cast<std::size_t>(t)];
                if (n == 0) {
                    auto& zone = out[static_cast<std::size_t>(c)][static_cast<std::size_t>(t)];
                    if (rules.drops.zone_ranks <= 0) zone = board::all_squares();
                    for (int r = 0; r < rules.drops.zone_ranks && r < ranks; ++r) zone |= board::relative_rank_mask(c, r);
                    continue;
                }
                for (std::size_t k = 0; k < n; ++k) {
                    const betza::drop_rule& d = drop_rules[static_cast<std::size_t>(t)][k];
                    const int depth = d.zone_depth == 0 || d.zone_depth > ranks ? ranks : d.zone_depth;
                    for (int r = d.skip_home_ranks; r < depth; ++r)
                        out[static_cast<std::size_t>(c)][static_cast<std::size_t>(t)] |= board::relative_rank_mask(c, r);
                }
            }
        return out;
    }();
    // How many of a type may stand on one file for another to be dropped there (f: 1, ff: 2), or on the
    // board (b); 0: no limit.
    static constexpr std::array<int, types> drop_file_limit = [] {
        std::array<int, types> out{};
        for (int t = 0; t < types; ++t)
            for (std::size_t k = 0; k < drop_counts[static_cast<std::size_t>(t)]; ++k)
                out[static_cast<std::size_t>(t)] = drop_rules[static_cast<std::size_t>(t)][k].per_file;
        return out;
    }();
    static constexpr std::array<int, types> drop_board_limit = [] {
        std::array<int, types> out{};
        for (int t = 0; t < types; ++t)
            for (std::size_t k = 0; k < drop_counts[static_cast<std::size_t>(t)]; ++k)
                out[static_cast<std::size_t>(t)] = drop_rules[static_cast<std::size_t>(t)][k].per_board;
        return out;
    }();

    // The types rules.drops.must_drop applies to, as a bit mask (all types when no letters are given).
    static constexpr std::uint32_t must_drop_types = [] {
        std::uint32_t m = 0;
        for (int t = 0; t < types; ++t)
            if (rules.drops.must_drop_pieces.empty() ||
                (rules.drops.must_drop_pieces.find(pieces::letters[static_cast<std::size_t>(t)]) != std::string_view::npos &&
                 !pieces::promoted[static_cast<std::size_t>(t)]))
                m |= 1u << t;
        return m;
    }();
    static_assert([] {
        for (const char c : rules.drops.must_drop_pieces)
            if (pieces::index_of(c) < 0) return false;
        return true;
    }(), "rules.drops.must_drop_pieces names a letter that is not one of the variant's pieces");

    // The first type whose descriptor is exactly `betza`, or -1: rules that name a piece by its moves
    // (a bishop, the makruk family's met, khon and rook).
    static constexpr int type_moving_as(std::string_view betza) noexcept {
        for (int t = 0; t < types; ++t)
            if (descriptors[static_cast<std::size_t>(t)] == betza) return t;
        return -1;
    }
    static constexpr int bishop_type = type_moving_as("B");  // rules.drops.bishops_on_both_colours
    static constexpr int fers_type = type_moving_as("F");    // the met of cambodian gates and sittuyin
    static constexpr int rook_type = type_moving_as("R");
    static_assert(!rules.promotion.sittuyin || (fers_type >= 0 && first_type_with(pawn) >= 0 && files == 8 && ranks == 8 &&
                                                promotion.pieces.empty()),
                  "rules.promotion.sittuyin needs 8x8, pawns, a piece moving as F, and no chess-style promotion pieces");
    static_assert(!rules.board.cambodian_gates || (fers_type >= 0 && royal_type >= 0 && !has_gating),
                  "rules.board.cambodian_gates needs a royal piece and a piece moving as F, and no Seirawan gating");
    static_assert(!rules.drops.bishops_on_both_colours || bishop_type >= 0,
                  "rules.drops.bishops_on_both_colours needs a piece type that moves as B");

    // --- shogi-style promotion (promoted_piece forms) ---------------------------------------------
    static constexpr bool has_promoted_forms = pieces::has_promoted_forms;
    static constexpr std::array<int, types> promoted_type = [] {
        std::array<int, types> out{};
        for (int t = 0; t < types; ++t) out[static_cast<std::size_t>(t)] = pieces::promoted_form_of(t);
        return out;
    }();
    static constexpr std::array<int, types> base_type = [] {
        std::array<int, types> out{};
        for (int t = 0; t < types; ++t) out[static_cast<std::size_t>(t)] = pieces::base_of(t);
        return out;
    }();
    // The type a captured piece goes to hand as (a piece that promoted chess-style goes as a pawn
    // unless rules.drops.keep_promoted: position<V> tracks those, FEN's "Q~").
    static constexpr int hand_type_of(int type) noexcept { return base_type[static_cast<std::size_t>(type)]; }
    // Chess-style promoted pieces are tracked when they would go to hand as pawns.
    static constexpr bool tracks_promoted = captures_to_hand && !rules.drops.keep_promoted;

    // The move buffer's capacity: enough for the largest known positions of a board this size.
    static constexpr std::size_t max_moves =
        rules.max_moves != 0 ? rules.max_moves
                             : (squares <= 64 ? std::size_t{512} : squares <= 128 ? std::size_t{2048} : std::size_t{8192});

    // Per colour: how many promotion choices, and their type indices.
    static constexpr std::array<int, 2> promotion_type_count = {static_cast<int>(promotion_pieces.size()),
                                                                static_cast<int>(promotion_pieces_black.size())};
    static_assert(promotion_pieces.size() <= 32 && promotion_pieces_black.size() <= 32, "at most 32 promotion choices");
    static constexpr std::array<std::array<int, 32>, 2> promotion_types = [] {
        std::array<std::array<int, 32>, 2> out{};
        for (std::size_t i = 0; i < promotion_pieces.size() && i < 32; ++i) out[0][i] = pieces::index_of(promotion_pieces[i]);
        for (std::size_t i = 0; i < promotion_pieces_black.size() && i < 32; ++i)
            out[1][i] = pieces::index_of(promotion_pieces_black[i]);
        return out;
    }();
    static_assert([] {
        for (int c = 0; c < 2; ++c)
            for (int i = 0; i < promotion_type_count[static_cast<std::size_t>(c)]; ++i)
                if (promotion_types[static_cast<std::size_t>(c)][static_cast<std::size_t>(i)] < 0) return false;
        return true;
    }(), "rules.promotion names a letter that is not one of the variant's pieces");

    // A list of piece letters, each followed by a number ("Q1R2", "R13C7"), read per type; 0 for a type
    // not in it. letter_numbers_valid: every letter is one of the variant's and has a number.
    static constexpr std::array<int, types> letter_numbers(std::string_view s) {
        std::array<int, types> out{};
        for (std::size_t i = 0; i < s.size();) {
            const int t = pieces::index_of(s[i++]);
            int n = 0;
            while (i < s.size() && s[i] >= '0' && s[i] <= '9') n = n * 10 + (s[i++] - '0');
            if (t >= 0) out[static_cast<std::size_t>(t)] = n;
        }
        return out;
    }
    static constexpr bool letter_numbers_valid(std::string_view s) {
        for (std::size_t i = 0; i < s.size();) {
            if (pieces::index_of(s[i++]) < 0) return false;
            const std::size_t digits = i;
            while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
            if (i == digits) return false;
        }
        return true;
    }
    // rules.promotion.limits per type; 0: no limit. A malformed text is a compile error.
    static constexpr std::array<int, types> promotion_limit = letter_numbers(rules.promotion.limits);
    static_assert(letter_numbers_valid(rules.promotion.limits),
                  "rules.promotion.limits is letters of the variant's pieces, each followed by a count (\"Q1R2\")");
    // rules.end.material_points per type (janggi's material count).
    static constexpr std::array<int, types> material_value = letter_numbers(rules.end.material_points);
    static_assert(letter_numbers_valid(rules.end.material_points),
                  "rules.end.material_points is letters of the variant's pieces, each followed by its value (\"R13C7\")");
    static constexpr bool has_promotion_limits = !rules.promotion.limits.empty();

    // --- regions of the rules (board/region.hpp; from White's side, mirrored for Black) -----------
    static constexpr bitboard region_or_fail(std::string_view text) {
        const auto r = parse_region<board>(text);
        return r ? *r : bitboard{};
    }
    static constexpr bool region_valid(std::string_view text) { return static_cast<bool>(parse_region<board>(text)); }
    static_assert(region_valid(rules.promotion.zone), "rules.promotion.zone is not a region (board/region.hpp)");
    static_assert(region_valid(rules.pawns.initial_squares), "rules.pawns.initial_squares is not a region (board/region.hpp)");
    static_assert(region_valid(rules.end.flag_region), "rules.end.flag_region is not a region (board/region.hpp)");
    static_assert(region_valid(rules.board.holes), "rules.board.holes is not a region (board/region.hpp)");
    static_assert(rules.end.flag_piece == 0 || pieces::index_of(rules.end.flag_piece) >= 0,
                  "rules.end.flag_piece is not a letter of the variant's pieces");
    // Chess-style promotion zone per colour: rules.promotion.zone, or the last promotion.ranks ranks.
    static constexpr bool has_zone_region = !rules.promotion.zone.empty();
    static constexpr std::array<bitboard, 2> promotion_zone = [] {
        if constexpr (has_zone_region) {
            const bitboard w = region_or_fail(rules.promotion.zone);
            return std::array<bitboard, 2>{w, mirror_ranks<board>(w)};
        } else {
            return std::array<bitboard, 2>{board::ranks_from(0, ranks - promotion_ranks), board::ranks_from(1, ranks - promotion_ranks)};
        }
    }();
    static constexpr bool in_promotion_zone(int color, int sq) noexcept {
        return promotion_zone[static_cast<std::size_t>(color)].test(sq);
    }
    // rules.pawns.initial_squares per colour (empty: the start position's squares are used).
    static constexpr bool has_initial_region = !rules.pawns.initial_squares.empty();
    static constexpr std::array<bitboard, 2> initial_region = [] {
        const bitboard w = region_or_fail(rules.pawns.initial_squares);
        return std::array<bitboard, 2>{w, mirror_ranks<board>(w)};
    }();
    // Squares that do not exist (rules.board.holes), the same for both sides.
    static constexpr bool has_holes = !rules.board.holes.empty();
    static constexpr bitboard holes = region_or_fail(rules.board.holes);
    static constexpr int flag_type = rules.end.flag_piece == 0 ? -1 : pieces::index_of(rules.end.flag_piece);
    static constexpr bitboard flag_region = region_or_fail(rules.end.flag_region);

    static constexpr bool is_pawn(int type) noexcept { return (pieces::traits[static_cast<std::size_t>(type)] & pawn) != 0; }
};

}  // namespace ferz
