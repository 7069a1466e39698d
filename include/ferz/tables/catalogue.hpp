// ferz/tables/catalogue.hpp: every path of every piece type of a variant, compiled from its
// definition, with where each may be used.
//
// This is the first table of a variant and the input of all the others (piece_tables.hpp,
// attacks.hpp, mobility.hpp). One builder fills it from a variant_def, in constant evaluation for a
// compile-time variant (capacities exact: catalogue_size counts first) and at run time for a variant
// read from text (capacities the most any definition may use): the same code, so the two can never
// disagree about what a definition means. The queries below (pins_exact, any_class, ...) are free
// functions over either.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "ferz/betza/compile.hpp"
#include "ferz/betza/legs.hpp"
#include "ferz/betza/path_class.hpp"
#include "ferz/board/region.hpp"
#include "ferz/rules/definition.hpp"

namespace ferz::tables {

using betza::captures;
using betza::classify;
using betza::is_hop;
using betza::path_class;

// How many paths a definition's pieces compile to (their XBetza and their region moves), and how
// many of each class: the capacities of a compile-time variant's tables.
struct catalogue_size {
    std::size_t paths = 0, leaps = 0, rides = 0, hops = 0, chains = 0;
};

// The paths of a variant: type t's are paths[begin[t] .. begin[t + 1]), in the order its XBetza
// gives them, then those of its region moves. Castling (O) and drop (@) rules come per type.
template <class Bitboard, std::size_t Types, std::size_t Paths>
struct catalogue_data {
    std::array<betza::path, Paths == 0 ? 1 : Paths> paths{};
    std::array<std::size_t, Types + 1> begin{};
    // Where each path may be used, per colour (Black's mirrored), and whether that is less than the
    // whole board (a confined piece, or moves made only in a region).
    std::array<std::array<Bitboard, 2>, Paths == 0 ? 1 : Paths> region{};
    std::array<bool, Paths == 0 ? 1 : Paths> regional{};
    std::size_t total = 0;
    int types = 0;
    std::array<std::array<betza::drop_rule, 4>, Types> drops{};
    std::array<std::uint8_t, Types> drop_count{};
};

namespace detail {

// Appends one descriptor's paths (each distinct path once) to a catalogue.
template <class Catalogue>
struct catalogue_sink {
    Catalogue& out;
    int type;
    std::size_t first = 0;  // this descriptor's first path: duplicates are looked for among its own
    betza::detail::path_index index{};
    std::size_t move_begin = 0;
    bool overflow = false;

    constexpr void begin_move() { move_begin = out.total; }
    constexpr bool add(const betza::path& p) {
        if (index.find_or_insert(out.paths.data() + first, move_begin - first, out.total - first, p)) return true;
        if (out.total >= out.paths.size()) return !(overflow = true);
        out.paths[out.total++] = p;
        return true;
    }
    constexpr bool add(const betza::castling_rule&) { return true; }  // (castling: variant_traits)
    constexpr bool add(const betza::drop_rule& d) {
        auto& n = out.drop_count[static_cast<std::size_t>(type)];
        auto& list = out.drops[static_cast<std::size_t>(type)];
        for (std::size_t i = 0; i < n; ++i)
            if (list[i] == d) return true;
        if (n >= list.size()) return false;
        list[n++] = d;
        return true;
    }
};

// Counts without storing.
struct counting_sink {
    catalogue_size size{};
    betza::detail::vector_sink kept{};
    constexpr void begin_move() { kept.begin_move(); }
    constexpr bool add(const betza::path& p) {
        const std::size_t before = kept.table.paths.size();
        if (!kept.add(p)) return false;
        if (kept.table.paths.size() == before) return true;  // a duplicate
        ++size.paths;
        switch (classify(p)) {
            case path_class::leap: ++size.leaps; break;
            case path_class::ride: ++size.rides; break;
            case path_class::hop: ++size.hops; break;
            case path_class::chain: ++size.chains; break;
            case path_class::walk: break;
        }
        return true;
    }
    constexpr bool add(const betza::castling_rule&) { return true; }
    constexpr bool add(const betza::drop_rule&) { return true; }
};

// Region text -> squares of the board for colour 0, or every square when the text is empty. (The
// squares are gathered in one object and returned in another: no callback refers to the object being
// returned, which some compilers' constant evaluators mishandle.)
template <class G>
struct square_adder {
    const G* geo;
    typename G::bitboard* squares;
    constexpr void operator()(int f, int rank) const { squares->set(geo->square(f, rank)); }
};
template <class G>
constexpr typename G::bitboard region_or_board(const G& geo, std::string_view text) {
    if (text.empty()) return geo.all_squares();
    typename G::bitboard squares{};
    ferz::detail::region_scanner r{text, geo.files, geo.ranks};
    r.run(square_adder<G>{&geo, &squares});
    const typename G::bitboard out = squares;
    return out;
}

template <class G>
constexpr typename G::bitboard mirror(const G& geo, typename G::bitboard b) {
    typename G::bitboard out{};
    for (int sq : b) out.set(geo.flip_rank(sq));
    return out;
}

}  // namespace detail

// The paths a definition compiles to, counted per class. The definition has passed check().
constexpr catalogue_size count_catalogue(const variant_def& d) {
    catalogue_size total{};
    for (const piece_def& p : d.pieces) {
        detail::counting_sink sink;
        (void)betza::detail::run(p.betza.view(), sink);
        for (int k = 0; k < p.regions; ++k) {
            detail::counting_sink region_sink;
            (void)betza::detail::run(p.moves_in[static_cast<std::size_t>(k)].betza.view(), region_sink);
            sink.size.paths += region_sink.size.paths, sink.size.leaps += region_sink.size.leaps;
            sink.size.rides += region_sink.size.rides, sink.size.hops += region_sink.size.hops;
            sink.size.chains += region_sink.size.chains;
        }
        total.paths += sink.size.paths, total.leaps += sink.size.leaps, total.rides += sink.size.rides;
        total.hops += sink.size.hops, total.chains += sink.size.chains;
    }
    return total;
}

namespace detail {
// One descriptor's paths, appended for type t, usable where `white` and `black` say.
template <class Bitboard, class Catalogue>
constexpr bool append_paths(Catalogue& out, int t, std::string_view moves, Bitboard white, Bitboard black, bool regional) {
    const std::size_t first = out.total;
    catalogue_sink<Catalogue> sink{out, t, first};
    (void)betza::detail::run(moves, sink);
    for (std::size_t k = first; k < out.total; ++k) {
        out.region[k][0] = white;
        out.region[k][1] = black;
        out.regional[k] = regional;
    }
    return !sink.overflow;
}
}  // namespace detail

// Fills a catalogue from a definition that passed check(), on a board `geo` (the regions' squares).
// False if the catalogue's capacity is too small for the definition's paths.
template <class G, class Catalogue>
constexpr bool build_catalogue(const G& geo, const variant_def& d, Catalogue& out) {
    out.types = static_cast<int>(d.pieces.size());
    for (std::size_t t = 0; t < d.pieces.size(); ++t) {
        const piece_def& p = d.pieces[t];
        out.begin[t] = out.total;
        // Black's region: the mirror image of White's, or its own squares (confine_black).
        const auto white = detail::region_or_board(geo, p.confine.view());
        const auto black = p.confine_black.empty() ? detail::mirror(geo, white) : detail::region_or_board(geo, p.confine_black.view());
        if (!detail::append_paths(out, static_cast<int>(t), p.betza.view(), white, black, p.is_confined())) return false;
        for (int k = 0; k < p.regions; ++k) {
            const region_moves& r = p.moves_in[static_cast<std::size_t>(k)];
            const auto area = detail::region_or_board(geo, r.squares.view());
            if (!detail::append_paths(out, static_cast<int>(t), r.betza.view(), white & area, black & detail::mirror(geo, area), true))
                return false;
        }
    }
    out.begin[d.pieces.size()] = out.total;
    return true;
}

// --- what a catalogue tells the generator ----------------------------------------------------

template <class C>
constexpr bool any_class(const C& cat, int type, path_class c) noexcept {
    for (std::size_t k = cat.begin[static_cast<std::size_t>(type)]; k < cat.begin[static_cast<std::size_t>(type) + 1]; ++k)
        if (classify(cat.paths[k]) == c) return true;
    return false;
}
template <class C>
constexpr std::size_t count_of(const C& cat, path_class c) noexcept {
    std::size_t n = 0;
    for (std::size_t k = 0; k < cat.total; ++k) n += classify(cat.paths[k]) == c;
    return n;
}
template <class C>
constexpr bool has_regions(const C& cat) noexcept {
    for (std::size_t k = 0; k < cat.total; ++k)
        if (cat.regional[k]) return true;
    return false;
}

// True when every capture of every type is a leap or a ride: check and pin masks are exact.
template <class C>
constexpr bool pins_exact(const C& cat) noexcept {
    for (std::size_t k = 0; k < cat.total; ++k) {
        const auto& p = cat.paths[k];
        const path_class c = classify(p);
        if (captures(p) && c != path_class::leap && c != path_class::ride) return false;
        // A ride that stops where its region ends is not a line a pin can be read from.
        if (captures(p) && c == path_class::ride && cat.regional[k]) return false;
        // A capture that needs the piece to be unmoved depends on more than occupancy.
        if (captures(p) && (p.legs[0].flags & betza::initial_only)) return false;
    }
    return true;
}

// A riding leg that gives the squares it passes e.p. rights (a long pawn push, `ifmnW3`), or a
// straight chain of single steps whose relays get them, walked because of its first leg (XBoard's
// `iifmnD`): either way, the squares between the start and the landing.
constexpr bool is_ep_ride(const betza::path& p) noexcept {
    if (!(p.legs[0].flags & betza::ep_rights)) return false;
    if (p.size == 1) return p.legs[0].range != 1;
    if (classify(p) != path_class::walk) return false;  // (a chain, `ifmnD`, has its own e.p. source)
    for (std::size_t i = 0; i < p.size; ++i) {
        const betza::leg& l = p.legs[i];
        if (l.range != 1 || l.dx != p.legs[0].dx || l.dy != p.legs[0].dy) return false;
        if (i + 1 < p.size && (!(l.flags & betza::ep_rights) || l.mode != betza::to_empty)) return false;
    }
    return true;
}

// Whether a type has a path that gives e.p. rights (a chain through such relays, or an e.p. ride).
template <class C>
constexpr bool gives_ep(const C& cat, int type) noexcept {
    for (std::size_t k = cat.begin[static_cast<std::size_t>(type)]; k < cat.begin[static_cast<std::size_t>(type) + 1]; ++k) {
        const auto& p = cat.paths[k];
        if (is_ep_ride(p)) return true;
        if (classify(p) == path_class::chain)
            for (std::size_t i = 0; i + 1 < p.size; ++i)
                if (p.legs[i].flags & betza::ep_rights) return true;
    }
    return false;
}
template <class C>
constexpr bool any_gives_ep(const C& cat) noexcept {
    for (int t = 0; t < cat.types; ++t)
        if (gives_ep(cat, t)) return true;
    return false;
}

// Some e.p. capture is a path other than a single leap.
template <class C>
constexpr bool walked_ep(const C& cat) noexcept {
    for (std::size_t k = 0; k < cat.total; ++k)
        if ((cat.paths[k].last().mode & betza::to_ep) && classify(cat.paths[k]) != path_class::leap) return true;
    return false;
}

}  // namespace ferz::tables
