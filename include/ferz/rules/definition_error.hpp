// ferz/rules/definition_error.hpp: what check() (rules/check.hpp) reports about a definition that
// is not right: the kind of problem, the member it is in, the column in that member's text, and what
// is wrong in words. One value for compile-time definitions (a compile error quotes it) and for
// definitions read from text (the readers turn it into their line-and-key errors).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "ferz/betza/compile.hpp"
#include "ferz/inline_string.hpp"

namespace ferz {

enum class definition_errc : std::uint8_t {
    none,
    text_too_long_for_its_field,
    name_is_empty,
    name_has_a_space_or_control_character,
    board_size_not_in_1_to_16,
    no_piece_types,
    too_many_piece_types,
    piece_letter_is_not_a_capital_letter,
    piece_letter_used_twice,
    san_letter_invalid,
    promoted_form_without_its_base_piece,
    unknown_piece_trait,
    more_than_2_regions_on_a_piece,
    betza_does_not_compile,
    region_is_not_squares_of_the_board,
    move_modifier_not_supported_yet,
    capture_of_own_pieces_not_supported_yet,  // no longer raised: `d` is generated
    more_than_three_victims,
    null_move_not_supported_yet,  // no longer raised: a null move (O, O0) is the piece's pass
    region_bound_move_is_not_a_leap_ride_or_hop,
    ep_rights_on_a_ride_other_than_w_or_f,
    drop_modifier_not_supported_yet,
    castling_with_the_inner_partner_not_supported_yet,
    two_royal_piece_types,
    two_castling_partner_types,  // no longer raised: several types may be castling partners
    castling_on_two_piece_types,
    castling_piece_is_not_the_royal_piece,
    castling_without_a_castling_partner,
    two_types_with_no_same_type_hops,
    drop_rules_without_drops_enabled,
    gating_needs_drops_and_at_most_15_types,
    promotion_ranks_not_on_the_board,
    promotion_names_an_undefined_piece,
    more_than_32_promotion_choices,
    letter_list_malformed,
    rule_names_an_undefined_piece,
    pseudo_royals_with_a_royal_piece,  // the royal piece named as pseudo-royal too
    rule_value_out_of_range,
    rule_needs_what_the_variant_lacks,
    no_royal_piece_and_no_other_goal,
    start_fen_is_empty,
    start_fen_board_malformed,
    start_fen_names_an_undefined_piece,
    start_fen_sides_have_different_royal_counts,
};

// The first problem of a definition: its kind, the member it is in ("rules.promotion.pieces",
// "pieces[3].betza"), the 1-based column in that member's text (0 when it is not about a place in a
// text), what is wrong in words, and for XBetza the compiler's own error.
struct definition_error {
    definition_errc kind = definition_errc::none;
    inline_string<63> field{};
    int column = 0;
    std::string_view what{};
    betza::error betza{};
    int piece = -1;   // the piece's index, for an error in a piece's XBetza
    int region = -1;  // and which of its moves_in, if there

    constexpr explicit operator bool() const noexcept { return kind != definition_errc::none; }
    // "rules.promotion.pieces, column 3: 'Z' is no piece of the variant".
    [[nodiscard]] std::string message() const {
        std::string s(field.view());
        if (column > 0) s += ", column " + std::to_string(column);
        s += ": ";
        s += what;
        if (betza) s += std::string(" (") + std::string(betza.message()) + ")";
        return s;
    }
};

namespace detail {

// A member's name with a piece's index: "pieces[3].betza".
constexpr inline_string<63> piece_field(std::size_t index, std::string_view member) {
    char buf[63]{};
    std::size_t n = 0;
    for (char c : std::string_view("pieces[")) buf[n++] = c;
    if (index >= 10) buf[n++] = static_cast<char>('0' + index / 10);
    buf[n++] = static_cast<char>('0' + index % 10);
    buf[n++] = ']';
    for (std::size_t i = 0; i < member.size() && n < sizeof(buf); ++i) buf[n++] = member[i];
    return inline_string<63>(std::string_view(buf, n));
}

}  // namespace detail

}  // namespace ferz
