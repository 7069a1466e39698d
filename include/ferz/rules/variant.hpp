// ferz/rules/variant.hpp: a compile-time variant, and what follows from its definition.
//
// A variant is one checked value, a variant_def (rules/definition.hpp). ferz::variant<def> makes it a
// type, which position<V>, the move generator and the notations are specialised on:
//
//   inline constexpr ferz::variant_def my_def = ...;     // a constexpr definition
//   using my_variant = ferz::variant<my_def>;
//   ferz::position<my_variant> pos;
//
// The definition is checked (rules/check.hpp) when the type is first used; a definition ferz cannot
// play is one compile error naming the variant, the kind of mistake, the member and the column. The
// built-in variants are such types (variants/: ferz::variants::chess is variant<definitions::chess>,
// its definition ferz::variants::chess::definition). variant_traits<V> is the one place that reads a
// definition for the generator, so that it can ask questions such as "does any piece castle?" as
// constant expressions and prune what a variant cannot do.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>
#include <utility>

#include "ferz/betza/diagnostics.hpp"
#include "ferz/betza/legs.hpp"
#include "ferz/board/geometry.hpp"
#include "ferz/board/region.hpp"
#include "ferz/rules/check.hpp"
#include "ferz/rules/definition.hpp"
#include "ferz/rules/piece.hpp"
#include "ferz/rules/policies.hpp"

namespace ferz {

// A compile-time variant: the type of a constexpr definition with static storage.
template <const variant_def& Definition>
struct variant {
    static constexpr const variant_def& definition = Definition;
    // Shorthands for what is read most often (variant_traits<variant> holds all that follows).
    static constexpr std::string_view name = Definition.name.view();
    static constexpr std::string_view start_fen = Definition.start_fen.view();
    static constexpr const variant_rules& rules = Definition.rules;
    using board = geometry<Definition.files, Definition.ranks>;
};

template <class V>
struct is_variant : std::false_type {};
template <const variant_def& D>
struct is_variant<variant<D>> : std::true_type {};

// The parts of the compile error for a definition that check() turns down; never defined.
template <char... Name>
struct in_variant;
template <char... Field>
struct in_field;
template <int Column>
struct at_column;
template <class Variant, definition_errc Kind, class Field, class Column>
struct variant_definition_error;

namespace detail {

template <const variant_def& D>
inline constexpr definition_error definition_error_of = check(D);

template <class Variant, definition_errc Kind, class Field, class Column>
struct report_definition_error {
    static constexpr bool raised = sizeof(variant_definition_error<Variant, Kind, Field, Column>) != 0;
};

template <const variant_def& D, std::size_t... N, std::size_t... F>
constexpr void report_definition(std::index_sequence<N...>, std::index_sequence<F...>) {
    constexpr const definition_error& e = definition_error_of<D>;
    (void)report_definition_error<in_variant<D.name[N]...>, e.kind, in_field<e.field[F]...>, at_column<e.column>>::raised;
}

// A piece's XBetza that does not compile is reported as the XBetza compiler reports it (the piece's
// letter, the kind, the column and the text); other mistakes as variant_definition_error.
template <const variant_def& D>
constexpr bool report_definition() {
    constexpr const definition_error& e = definition_error_of<D>;
    if constexpr (!e) {
        return true;
    } else if constexpr (e.kind == definition_errc::betza_does_not_compile && e.piece >= 0 && e.region < 0) {
        (void)piece_of<D, static_cast<std::size_t>(e.piece)>::moves;
        return false;
    } else if constexpr (e.kind == definition_errc::betza_does_not_compile && e.piece >= 0) {
        (void)region_moves_of<D, static_cast<std::size_t>(e.piece), static_cast<std::size_t>(e.region)>::moves;
        return false;
    } else {
        report_definition<D>(std::make_index_sequence<D.name.size()>{}, std::make_index_sequence<e.field.size()>{});
        return false;
    }
}

// What a compile-time variant is built from once its definition was turned down: one error is
// enough, so everything else is built from a definition that is known to be good.
inline constexpr variant_def fallback_definition = {
    .name = "fallback",
    .pieces = {piece('K', "K", royal)},
    .start_fen = "k7/8/8/8/8/8/8/K7 w - - 0 1",
};

}  // namespace detail

namespace detail {

// What follows from a definition that passed check(): everything the generator asks of a variant.
template <const variant_def& Definition>
struct traits_of {
    static constexpr const variant_def& definition = Definition;

    using board = geometry<Definition.files, Definition.ranks>;
    using pieces = piece_set<Definition>;
    using bitboard = typename board::bitboard;
    static constexpr int files = board::files;
    static constexpr int ranks = board::ranks;
    static constexpr int squares = board::squares;
    static constexpr int types = static_cast<int>(pieces::size);
    static constexpr std::string_view name = definition.name.view();
    static constexpr std::string_view start_fen = definition.start_fen.view();
    static constexpr const variant_rules& rules = definition.rules;

    static constexpr promotion_policy promotion = rules.promotion;
    static constexpr int promotion_ranks = promotion.ranks;
    static constexpr std::string_view promotion_pieces = promotion.for_color(0);
    static constexpr std::string_view promotion_pieces_black = promotion.for_color(1);
    static constexpr int pawn_lowest_rank = rules.pawns.lowest_rank;
    static constexpr bool bare_king_rule = rules.end.bare_king;
    static constexpr bool chess960 = rules.castling.chess960;

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
    static constexpr int castling_partner_type = first_type_with(castling_partner);

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

    // --- drops (rules.drops, and each piece's `@`) -----------------------------------------------
    static constexpr drop_policy drop_rules_policy = rules.drops;
    static constexpr bool has_drops = rules.drops.enabled;
    static constexpr bool captures_to_hand = has_drops && rules.drops.captures_to_hand;
    static constexpr bool has_drop_moves = has_drops && rules.drops.drop_moves;
    static constexpr bool has_gating = has_drops && rules.drops.gating;
    // Gate squares kept by the position (Seirawan's gating, or rules.board.cambodian_gates).
    static constexpr bool cambodian_gates = rules.board.cambodian_gates;
    static constexpr bool has_gates = has_gating || cambodian_gates;
    template <std::size_t... I>
    static constexpr auto drop_rules_of(std::index_sequence<I...>) {
        return std::array<std::array<betza::drop_rule, 4>, types>{pieces::template at<I>::moves.drops...};
    }
    static constexpr auto drop_rules = drop_rules_of(std::make_index_sequence<types>{});
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
    static constexpr std::array<std::array<int, 32>, 2> promotion_types = [] {
        std::array<std::array<int, 32>, 2> out{};
        for (std::size_t i = 0; i < promotion_pieces.size() && i < 32; ++i) out[0][i] = pieces::index_of(promotion_pieces[i]);
        for (std::size_t i = 0; i < promotion_pieces_black.size() && i < 32; ++i)
            out[1][i] = pieces::index_of(promotion_pieces_black[i]);
        return out;
    }();

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
    // rules.end.material_points per type (janggi's material count).
    static constexpr std::array<int, types> material_value = letter_numbers(rules.end.material_points);
    static constexpr bool has_promotion_limits = !rules.promotion.limits.empty();

    // --- regions of the rules (board/region.hpp; from White's side, mirrored for Black) -----------
    static constexpr bitboard region_or_fail(std::string_view text) {
        const auto r = parse_region<board>(text);
        return r ? *r : bitboard{};
    }
    static constexpr bool region_valid(std::string_view text) { return static_cast<bool>(parse_region<board>(text)); }
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

// A definition's traits once it was checked: its own when check() passed, else (after its one
// compile error) the stand-in's, so that nothing built on the variant fails in turn.
template <const variant_def& D>
using checked_traits = std::conditional_t<report_definition<D>(), traits_of<D>, traits_of<fallback_definition>>;

}  // namespace detail

// variant_traits<V>: what the generator reads of a compile-time variant.
template <class V>
struct variant_traits : detail::traits_of<detail::fallback_definition> {
    static_assert(is_variant<V>::value,
                  "a variant type is ferz::variant<definition>, for a constexpr ferz::variant_def (rules/definition.hpp); "
                  "derive a variant by copying and changing a definition, not by deriving from a variant type");
};
template <const variant_def& D>
struct variant_traits<variant<D>> : detail::checked_traits<D> {};

}  // namespace ferz
