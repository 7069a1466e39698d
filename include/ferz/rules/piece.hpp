// ferz/rules/piece.hpp: a piece type is a letter, an XBetza descriptor and a few traits.
//
// The descriptor is compiled while the engine compiles (betza::compile<"...">), so a typo in it is
// one compile error naming the piece letter, the descriptor, the error kind and the column
// (betza/diagnostics.hpp), and nothing else. Traits say what XBetza cannot: which pieces are royal,
// which promote (pawn-like), and which one a royal piece castles with.
#pragma once

#include <cstddef>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include "ferz/betza/compile.hpp"
#include "ferz/betza/fixed_string.hpp"

namespace ferz {

enum piece_trait : unsigned {
    royal = 1u << 0,             // may not be left in check; losing all royals loses
    pawn = 1u << 1,              // promotes on reaching the promotion zone; resets the 50-move counter
    castling_partner = 1u << 2,  // the piece a royal castles with (the rook)
    // Janggi's cannon: may neither hop over nor capture a piece of its own type (of either colour).
    no_same_type_hops = 1u << 3,
};

// Where a piece may go, and moves it has only in part of the board (board/region.hpp: squares as
// text, from White's side; Black's are mirrored). Given to ferz::piece after its traits:
//   piece<'K', "W", royal, confined<"d1-f3">>               xiangqi's king stays in its palace
//   piece<'P', "fW", 0, moves_in<"a6-i10", "sW">>            its soldier also steps sideways across the river
// A confined piece's every move starts and ends in the region, and a ride or hop stops where the
// region ends. moves_in adds moves that start in the region and stay in it (janggi's palace
// diagonals: moves_in<"d1 f1 e2 d3 f3 d8 f8 e9 d10 f10", "B"> for the chariot).
template <fixed_string Squares>
struct confined {
    static constexpr bool confines = true;
    static constexpr std::string_view squares = Squares.view();
    static constexpr std::string_view betza = {};
    static constexpr betza::move_table<0> moves{};
};

template <fixed_string Squares, fixed_string Moves>
struct moves_in {
    static constexpr bool confines = false;
    static constexpr std::string_view squares = Squares.view();
    static constexpr std::string_view betza = Moves.view();
    static constexpr auto moves = betza::compile<Moves>();
};

namespace detail {
template <class... Regions>
constexpr std::string_view confinement_of() {
    std::string_view out;
    ((Regions::confines ? void(out = Regions::squares) : void()), ...);
    return out;
}
template <class... Regions>
constexpr bool valid_regions() {
    return (((Regions::confines ? 1 : 0) + ... + 0) <= 1);
}
}  // namespace detail

template <char Letter, fixed_string Moves, unsigned Traits = 0, class... Regions>
struct piece {
    static_assert((Letter >= 'A' && Letter <= 'Z'), "a piece letter is an upper-case ASCII letter");
    static_assert(detail::valid_regions<Regions...>(), "a piece has at most one confined<...> region");
    static constexpr char letter = Letter;
    static constexpr bool promoted = false;
    static constexpr std::string_view betza = Moves.view();
    static constexpr auto moves = betza::compile<Moves, betza::piece_letter<Letter>>();
    static constexpr unsigned traits = Traits;
    using regions = std::tuple<Regions...>;
    static constexpr std::string_view confinement = detail::confinement_of<Regions...>();
    static constexpr std::size_t total_paths = (moves.path_count + ... + Regions::moves.path_count);
};

// The promoted form of the piece lettered Base (shogi's tokin is promoted_piece<'P', "WfF">): a piece
// type of its own, written "+P" in FEN, SFEN and the shogi notations. A piece type that has a promoted
// form promotes into it (shogi-style promotion, rules.promotion.zone_ranks), and a captured promoted
// piece goes to the hand as its base. The base keeps its own letter; the pair is one piece in hand.
template <char Base, fixed_string Moves, unsigned Traits = 0, class... Regions>
struct promoted_piece {
    static_assert((Base >= 'A' && Base <= 'Z'), "a piece letter is an upper-case ASCII letter");
    static_assert(detail::valid_regions<Regions...>(), "a piece has at most one confined<...> region");
    static constexpr char letter = Base;
    static constexpr bool promoted = true;
    static constexpr std::string_view betza = Moves.view();
    static constexpr auto moves = betza::compile<Moves, betza::piece_letter<'+', Base>>();
    static constexpr unsigned traits = Traits;
    using regions = std::tuple<Regions...>;
    static constexpr std::string_view confinement = detail::confinement_of<Regions...>();
    static constexpr std::size_t total_paths = (moves.path_count + ... + Regions::moves.path_count);
};

template <class... Pieces>
struct piece_set {
    static constexpr std::size_t size = sizeof...(Pieces);
    static_assert(size >= 1 && size <= 31, "a variant has between 1 and 31 piece types");
    static constexpr char letters[size + 1] = {Pieces::letter..., '\0'};
    static constexpr bool promoted[size] = {Pieces::promoted...};  // written "+L"
    static constexpr unsigned traits[size] = {Pieces::traits...};
    static constexpr bool has_promoted_forms = (Pieces::promoted || ...);

    // Type index of a letter (upper case), or -1: the unpromoted piece, or with `promoted_form` the
    // piece written "+L".
    static constexpr int index_of(char upper, bool promoted_form = false) noexcept {
        for (std::size_t i = 0; i < size; ++i)
            if (letters[i] == upper && promoted[i] == promoted_form) return static_cast<int>(i);
        return -1;
    }
    // The type a promoted form demotes to (its base), or the type itself.
    static constexpr int base_of(int type) noexcept {
        return promoted[static_cast<std::size_t>(type)] ? index_of(letters[static_cast<std::size_t>(type)]) : type;
    }
    // The promoted form of a type, or -1.
    static constexpr int promoted_form_of(int type) noexcept {
        return promoted[static_cast<std::size_t>(type)] ? -1 : index_of(letters[static_cast<std::size_t>(type)], true);
    }

    // Calls f(std::integral_constant<int, I>{}, Piece{}) for each type, in order, at compile time.
    template <class F>
    static constexpr void for_each(F&& f) {
        [&]<std::size_t... I>(std::index_sequence<I...>) {
            (f(std::integral_constant<int, static_cast<int>(I)>{}, Pieces{}), ...);
        }(std::index_sequence_for<Pieces...>{});
    }

    template <int I>
    using at = std::tuple_element_t<I, std::tuple<Pieces...>>;

private:
    static constexpr bool letters_unique() {
        for (std::size_t i = 0; i < size; ++i)
            for (std::size_t j = i + 1; j < size; ++j)
                if (letters[i] == letters[j] && promoted[i] == promoted[j]) return false;
        return true;
    }
    static constexpr bool promoted_forms_have_bases() {
        for (std::size_t i = 0; i < size; ++i)
            if (promoted[i] && index_of(letters[i]) < 0) return false;
        return true;
    }
    static_assert(letters_unique(), "two piece types of a variant share a letter");
    static_assert(promoted_forms_have_bases(), "a promoted_piece<'L', ...> needs a piece<'L', ...> in the same set");
};

}  // namespace ferz
