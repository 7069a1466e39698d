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
#include "ferz/rules/features.hpp"
#include "ferz/rules/piece.hpp"
#include "ferz/rules/policies.hpp"
#include "ferz/rules/traits.hpp"

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

// A variant read from text at run time, on boards whose squares fit Bits bits (64, 128 or 256), with
// the features Features may have (rules/features.hpp: features::all, the default, or a leaner mask
// such as features::standard for faster positions): the variant itself is a value its positions
// hold (tables/dynamic_model.hpp), not part of the type.
template <std::size_t Bits, feature_set Features = features::all>
struct dynamic {
    static_assert(Bits == 64 || Bits == 128 || Bits == 256, "ferz::dynamic<Bits>: Bits is 64, 128 or 256");
    static constexpr std::size_t bits = Bits;
    static constexpr feature_set features = Features;
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

// What follows from a definition that passed check(): everything the generator asks of a variant,
// as constants (built by build_traits, rules/traits.hpp, the same builder run-time variants use).
template <const variant_def& Definition>
struct traits_of {
    static constexpr const variant_def& definition = Definition;

    using board = geometry<Definition.files, Definition.ranks>;
    using pieces = piece_set<Definition>;
    using bitboard = typename board::bitboard;
    static constexpr int files = board::files;
    static constexpr int ranks = board::ranks;
    static constexpr int squares = board::squares;
    static constexpr int types = static_cast<int>(Definition.pieces.size());
    static constexpr std::string_view name = definition.name.view();
    static constexpr std::string_view start_fen = definition.start_fen.view();
    static constexpr const variant_rules& rules = definition.rules;

    using data_type = traits_data<bitboard, static_cast<std::size_t>(types)>;
    static constexpr data_type data = [] {
        data_type t{};
        build_traits(board{}, Definition, t);
        return t;
    }();

    static constexpr promotion_policy promotion = rules.promotion;
    static constexpr int promotion_ranks = promotion.ranks;
    static constexpr std::string_view promotion_pieces = promotion.for_color(0);
    static constexpr std::string_view promotion_pieces_black = promotion.for_color(1);
    static constexpr int pawn_lowest_rank = rules.pawns.lowest_rank;
    static constexpr bool chess960 = rules.castling.chess960;

    static constexpr auto castling_king_rules = data.castling_king_rules;
    static constexpr std::array<std::string_view, types> descriptors = data.descriptors;
    static constexpr auto castling_counts = data.castling_counts;
    static constexpr auto drop_counts = data.drop_counts;
    static constexpr int first_type_with(unsigned trait) noexcept { return data.first_type_with(trait); }
    static constexpr int count_types_with(unsigned trait) noexcept { return data.count_types_with(trait); }
    static constexpr int royal_type = data.royal_type;
    static constexpr type_mask pseudo_royal_types = data.pseudo_royal_types;
    static constexpr bool has_pseudo_royals = data.has_pseudo_royals;
    static constexpr int castling_partner_type = data.castling_partner_type;
    static constexpr int castling_king_type = data.castling_king_type;
    static constexpr bool royal_castles = data.royal_castles;
    static constexpr std::array<int, 2> castling_steps = data.castling_steps;
    static constexpr bool has_castling = data.has_castling;

    static constexpr drop_policy drop_rules_policy = rules.drops;
    static constexpr bool has_drops = data.has_drops;
    static constexpr bool captures_to_hand = data.captures_to_hand;
    static constexpr bool has_drop_moves = data.has_drop_moves;
    static constexpr bool has_gating = data.has_gating;
    static constexpr bool cambodian_gates = data.cambodian_gates;
    static constexpr bool has_gates = data.has_gates;
    static constexpr auto drop_rules = data.drop_rules;
    // A type can be held in hand when it is not a promoted form (which goes to hand as its base) and,
    // unless a variant says otherwise, not royal.
    static constexpr bool can_be_in_hand(int type) noexcept {
        return has_drops && !pieces::promoted[static_cast<std::size_t>(type)] &&
               (rules.drops.royals_in_hand || !(pieces::traits[static_cast<std::size_t>(type)] & royal));
    }
    static constexpr std::array<std::array<bitboard, types>, 2> drop_zone = data.drop_zone;
    static constexpr std::array<int, types> drop_file_limit = data.drop_file_limit;
    static constexpr std::array<int, types> drop_board_limit = data.drop_board_limit;
    static constexpr type_mask must_drop_types = data.must_drop_types;
    static constexpr int type_moving_as(std::string_view betza) noexcept { return data.type_moving_as(betza); }
    static constexpr int bishop_type = data.bishop_type;
    static constexpr int fers_type = data.fers_type;
    static constexpr int rook_type = data.rook_type;

    static constexpr bool has_promoted_forms = data.has_promoted_forms;
    static constexpr std::array<int, types> promoted_type = data.promoted_type;
    static constexpr std::array<int, types> base_type = data.base_type;
    static constexpr int hand_type_of(int type) noexcept { return base_type[static_cast<std::size_t>(type)]; }
    static constexpr bool tracks_promoted = data.tracks_promoted;
    static constexpr std::size_t max_moves = data.max_moves;
    static constexpr std::array<int, 2> promotion_type_count = data.promotion_type_count;
    static constexpr std::array<std::array<int, 32>, 2> promotion_types = data.promotion_types;
    static constexpr std::array<int, types> promotion_limit = data.promotion_limit;
    static constexpr std::array<int, types> material_value = data.material_value;
    static constexpr bool has_promotion_limits = data.has_promotion_limits;

    static constexpr bool has_zone_region = data.has_zone_region;
    static constexpr std::array<bitboard, 2> promotion_zone = data.promotion_zone;
    static constexpr bool in_promotion_zone(int color, int sq) noexcept {
        return promotion_zone[static_cast<std::size_t>(color)].test(sq);
    }
    static constexpr bool has_initial_region = data.has_initial_region;
    static constexpr std::array<bitboard, 2> initial_region = data.initial_region;
    static constexpr bool has_holes = data.has_holes;
    static constexpr bitboard holes = data.holes;
    static constexpr type_mask flag_types = data.flag_types;
    static constexpr std::array<bitboard, 2> flag_region = data.flag_region;

    static constexpr bool is_pawn(int type) noexcept { return (pieces::traits[static_cast<std::size_t>(type)] & pawn) != 0; }
};

// A definition's traits once it was checked: its own when check() passed, else (after its one
// compile error) the stand-in's, so that nothing built on the variant fails in turn.
template <const variant_def& D>
using checked_traits = std::conditional_t<report_definition<D>(), traits_of<D>, traits_of<fallback_definition>>;

}  // namespace detail

namespace detail {
template <class V>
struct not_a_variant {
    static_assert(is_variant<V>::value,
                  "a variant type is ferz::variant<definition>, for a constexpr ferz::variant_def (rules/definition.hpp); "
                  "derive a variant by copying and changing a definition, not by deriving from a variant type");
};
template <class V>
struct raise_not_a_variant {
    static constexpr bool raised = sizeof(not_a_variant<V>) != 0;
};
// Whether V is a variant type; if it is not, one compile error saying how a variant is made. The
// error is raised where raise_not_a_variant's member is defined, not in this function, which stays a
// constant expression, so that variant_traits<V> is still a whole class (the stand-in's) and nothing
// built on it fails in turn.
template <class V>
constexpr bool report_not_a_variant() {
    if constexpr (!is_variant<V>::value) (void)raise_not_a_variant<V>::raised;
    return is_variant<V>::value;
}
}  // namespace detail

// variant_traits<V>: what the generator reads of a compile-time variant. A type that is not
// ferz::variant<def> is one compile error (a struct derived from a variant type, the old way).
template <class V>
struct variant_traits : std::conditional_t<detail::report_not_a_variant<V>(), detail::traits_of<detail::fallback_definition>,
                                           detail::traits_of<detail::fallback_definition>> {};
template <const variant_def& D>
struct variant_traits<variant<D>> : detail::checked_traits<D> {};

// The sizes a position of a variant type has: the variant's own for a compile-time variant, the
// most any variant read from text may have for ferz::dynamic<Bits>.
template <class V>
struct variant_limits {
    using bitboard = typename variant_traits<V>::bitboard;
    static constexpr int max_squares = variant_traits<V>::squares;
    static constexpr int max_types = variant_traits<V>::types;
};
template <std::size_t Bits, feature_set Features>
struct variant_limits<dynamic<Bits, Features>> {
    using bitboard = ferz::bitboard<Bits>;
    static constexpr int max_squares = static_cast<int>(Bits);
    static constexpr int max_types = static_cast<int>(max_piece_types);
};

}  // namespace ferz
