// ferz/rules/piece.hpp: a compile-time variant's piece types, compiled from its definition.
//
// A variant_def lists its pieces as values (rules/definition.hpp). For a compile-time variant each
// piece becomes a type here, whose XBetza is compiled while the engine compiles
// (betza::compile<"...">): a typo in it is one compile error naming the piece letter, the
// descriptor, the error kind and the column (betza/diagnostics.hpp). piece_set<D> is what the tables
// read: letters, traits and each type's compiled moves, by index.
#pragma once

#include <cstddef>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include "ferz/betza/compile.hpp"
#include "ferz/betza/fixed_string.hpp"
#include "ferz/rules/definition.hpp"

namespace ferz {

namespace detail {

// A definition's text as a fixed_string, so that betza::compile<...> can take it.
template <std::size_t N>
constexpr fixed_string<N + 1> to_fixed_string(std::string_view text) {
    fixed_string<N + 1> out{};
    for (std::size_t i = 0; i < N; ++i) out.data[i] = text[i];
    return out;
}
template <const variant_def& D, std::size_t I>
inline constexpr auto piece_descriptor = to_fixed_string<D.pieces[I].betza.size()>(D.pieces[I].betza.view());
template <const variant_def& D, std::size_t I, std::size_t K>
inline constexpr auto region_descriptor =
    to_fixed_string<D.pieces[I].moves_in[K].betza.size()>(D.pieces[I].moves_in[K].betza.view());

// The letter a descriptor error names: 'N', or '+', 'N' for a promoted form.
template <const variant_def& D, std::size_t I>
using piece_letter_of = std::conditional_t<D.pieces[I].promoted, betza::piece_letter<'+', D.pieces[I].letter>,
                                           betza::piece_letter<D.pieces[I].letter>>;

// Moves a piece has only in a region (piece_def::moving_in).
template <const variant_def& D, std::size_t I, std::size_t K>
struct region_moves_of {
    static constexpr std::string_view squares = D.pieces[I].moves_in[K].squares.view();
    static constexpr std::string_view betza = D.pieces[I].moves_in[K].betza.view();
    static constexpr auto moves = betza::compile<region_descriptor<D, I, K>, piece_letter_of<D, I>>();
};

template <const variant_def& D, std::size_t I, std::size_t... K>
auto region_tuple(std::index_sequence<K...>) -> std::tuple<region_moves_of<D, I, K>...>;

// Piece type I of definition D.
template <const variant_def& D, std::size_t I>
struct piece_of {
    static constexpr const piece_def& def = D.pieces[I];
    static constexpr char letter = def.letter;
    static constexpr bool promoted = def.promoted;
    static constexpr std::string_view betza = def.betza.view();
    // An empty descriptor is a piece without moves (Fairy-Stockfish's immobile piece: flipello's discs).
    static constexpr auto moves = [] {
        if constexpr (D.pieces[I].betza.empty()) return betza::move_table<0>{};
        else return betza::compile<piece_descriptor<D, I>, piece_letter_of<D, I>>();
    }();
    static constexpr unsigned traits = def.traits;
    using regions = decltype(region_tuple<D, I>(std::make_index_sequence<static_cast<std::size_t>(def.regions)>{}));
    static constexpr std::string_view confinement = def.confine.view();
    static constexpr std::size_t total_paths = [] {
        std::size_t n = moves.path_count;
        [&]<class... R>(std::tuple<R...>*) { ((n += R::moves.path_count), ...); }(static_cast<regions*>(nullptr));
        return n;
    }();
};

}  // namespace detail

// The piece types of a compile-time variant (definition D, already checked: rules/check.hpp).
template <const variant_def& D>
struct piece_set {
    static constexpr std::size_t size = D.pieces.size();

private:
    template <class T, class F>
    static constexpr std::array<T, size> per_type(F f) {
        std::array<T, size> out{};
        for (std::size_t i = 0; i < size; ++i) out[i] = f(D.pieces[i]);
        return out;
    }

public:
    static constexpr std::array<char, size + 1> letters = [] {
        std::array<char, size + 1> out{};
        for (std::size_t i = 0; i < size; ++i) out[i] = D.pieces[i].letter;
        return out;
    }();
    static constexpr std::array<bool, size> promoted = per_type<bool>([](const piece_def& p) { return p.promoted; });  // written "+L"
    static constexpr std::array<unsigned, size> traits = per_type<unsigned>([](const piece_def& p) { return p.traits; });
    static constexpr bool has_promoted_forms = [] {
        for (std::size_t i = 0; i < size; ++i)
            if (D.pieces[i].promoted) return true;
        return false;
    }();

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

    template <int I>
    using at = detail::piece_of<D, static_cast<std::size_t>(I)>;

    // Calls f(std::integral_constant<int, I>{}, at<I>{}) for each type, in order, at compile time.
    template <class F>
    static constexpr void for_each(F&& f) {
        [&]<std::size_t... I>(std::index_sequence<I...>) {
            (f(std::integral_constant<int, static_cast<int>(I)>{}, at<static_cast<int>(I)>{}), ...);
        }(std::make_index_sequence<size>{});
    }
};

}  // namespace ferz
