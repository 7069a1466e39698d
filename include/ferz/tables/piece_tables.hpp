// ferz/tables/piece_tables.hpp: a variant's compiled paths laid out on its board, sorted by how
// they are generated fastest.
//
// Every path of every piece falls into one class, decided at compile time:
//   leap   one leg of range 1                      → per-square target masks (quiet / capture / e.p.)
//   ride   one leg of range ≠ 1                    → ray attacks, rook/bishop line lookups when whole
//   chain  legs of range 1 through empty relays    → per-square (target, squares that must be empty):
//          (lame leaps, the pawn's double step)       the relays that give e.p. rights come along
//   hop    pass the first piece on a line, land     → two ray lookups (grasshopper, cannon)
//          one step or anywhere beyond
//   walk   anything else (locusts, bent riders,     → the generic leg walker (walker.hpp)
//          limited hoppers, iso legs)
// The classes also decide legality strategy: when no piece captures by anything but a leap or a
// ride, pins and checks are well defined and the generator works with check and pin masks; other
// variants (hoppers, lame leapers) test each move by making it.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include "ferz/betza/legs.hpp"
#include "ferz/betza/path_class.hpp"
#include "ferz/board/rays.hpp"
#include "ferz/board/region.hpp"
#include "ferz/rules/variant.hpp"
#include "ferz/tables/catalogue.hpp"

namespace ferz::tables {

// All paths of all piece types of a compile-time variant in one array, with each type's range in it
// (tables/catalogue.hpp: the same builder as run-time variants').
template <class V>
struct path_catalogue {
    using traits = variant_traits<V>;
    using G = typename traits::board;
    using bitboard = typename traits::bitboard;
    static constexpr int types = traits::types;
    static constexpr catalogue_size size = count_catalogue(traits::definition);
    static constexpr std::size_t total = size.paths;

    using data = catalogue_data<bitboard, static_cast<std::size_t>(types), total>;
    static constexpr data value = [] {
        data d{};
        build_catalogue(G{}, traits::definition, d);
        return d;
    }();

    // Per path and colour, the squares it may start from, pass and end on (Black's mirrored).
    static constexpr const auto& region = value.region;
    static constexpr bool regional(std::size_t k) noexcept { return value.regional[k]; }
    static constexpr bool has_regions = tables::has_regions(value);
    static constexpr bool pins_exact = tables::pins_exact(value);
    static constexpr std::size_t count_of(path_class c) noexcept { return tables::count_of(value, c); }
    static constexpr bool is_ep_ride(const betza::path& p) noexcept { return tables::is_ep_ride(p); }
    static constexpr bool any_ep_ride = [] {
        for (std::size_t k = 0; k < total; ++k)
            if (tables::is_ep_ride(value.paths[k])) return true;
        return false;
    }();
    static constexpr bool gives_ep(int type) noexcept { return tables::gives_ep(value, type); }
    static constexpr bool any_gives_ep = tables::any_gives_ep(value);
    static constexpr bool walked_ep = tables::walked_ep(value);
    static constexpr bool any_class(int type, path_class c) noexcept { return tables::any_class(value, type, c); }
};

// --- builders: the same code lays out a compile-time variant's tables (in constant evaluation, into
// arrays of exact size) and a run-time variant's (into arrays sized for any definition) -----------

// Per colour, type and square: where the leaps of a type go.
template <class Bitboard>
struct leap_masks {
    Bitboard quiet{}, capture{}, ep{};            // from unconditional leaps
    Bitboard quiet_initial{}, capture_initial{};  // leaps a piece has only while unmoved
};

namespace detail {
// Where a leap takes a colour-c piece from `from`, or -1 off the board or its path's region. Black's
// steps are White's turned by 180°.
template <class G, class C>
constexpr int leap_target(const G& geo, const C& cat, std::size_t k, int c, int from) {
    const betza::leg& l = cat.paths[k].legs[0];
    const int f = geo.file_of(from) + (c == 0 ? l.dx : -l.dx), r = geo.rank_of(from) + (c == 0 ? l.dy : -l.dy);
    if (!geo.on_board(f, r)) return -1;
    if (cat.regional[k]) {
        const auto& in = cat.region[k][static_cast<std::size_t>(c)];
        if (!in.test(from) || !in.test(geo.square(f, r))) return -1;
    }
    return geo.square(f, r);
}
}  // namespace detail

// One colour's leap masks of one type, per square: row[sq]. (Loops written out, no visitor lambda
// holding a reference to the table being returned: some compilers' constant evaluators reject that.)
template <class G, class C, class Row>
constexpr void build_leap_row(const G& geo, const C& cat, int type, int c, Row& row) {
#if defined(__GNUC__) && !defined(__clang__)
    // Every element assigned once more: g++ 12 otherwise takes the value-initialised members of a
    // large array for uninitialised in constant evaluation. (Not for clang, whose constexpr step
    // limit is the tighter budget on 16x16 boards.)
    if (std::is_constant_evaluated())
        for (auto& m : row) m = {};
#endif
    for (std::size_t k = cat.begin[static_cast<std::size_t>(type)]; k < cat.begin[static_cast<std::size_t>(type) + 1]; ++k) {
        if (classify(cat.paths[k]) != path_class::leap) continue;
        const betza::leg& l = cat.paths[k].legs[0];
        const bool initial = (l.flags & betza::initial_only) != 0;
        for (int from = 0; from < geo.squares; ++from) {
            const int to = detail::leap_target(geo, cat, k, c, from);
            if (to < 0) continue;
            auto& m = row[static_cast<std::size_t>(from)];
            // (if/else rather than a conditional lvalue: g++ 12 rejects the latter in constant
            // evaluation; set() rather than |= square(): a quarter of the steps on 256-bit boards)
            if (l.mode & betza::to_empty) {
                if (initial) m.quiet_initial.set(to);
                else m.quiet.set(to);
            }
            if (l.mode & betza::to_enemy) {
                if (initial) m.capture_initial.set(to);
                else m.capture.set(to);
            }
            if (l.mode & betza::to_ep) m.ep.set(to);
        }
    }
}

// out[c][type][sq]: leap_masks.
template <class G, class C, class Out>
constexpr void build_leaps(const G& geo, const C& cat, Out& out) {
    for (int type = 0; type < cat.types; ++type)
        for (int c = 0; c < 2; ++c) build_leap_row(geo, cat, type, c, out[static_cast<std::size_t>(c)][static_cast<std::size_t>(type)]);
}

// The reverse of one type's leaps whose mode has `bit`, for colour c: row[sq] = the squares from
// which a colour-c piece of that type reaches sq.
template <class G, class C, class Row>
constexpr void build_leap_reverse_row(const G& geo, const C& cat, std::uint16_t bit, bool include_initial, int type, int c, Row& row) {
    for (std::size_t k = cat.begin[static_cast<std::size_t>(type)]; k < cat.begin[static_cast<std::size_t>(type) + 1]; ++k) {
        if (classify(cat.paths[k]) != path_class::leap) continue;
        const betza::leg& l = cat.paths[k].legs[0];
        if (!(l.mode & bit) || (!include_initial && (l.flags & betza::initial_only))) continue;
        for (int from = 0; from < geo.squares; ++from) {
            const int to = detail::leap_target(geo, cat, k, c, from);
            if (to >= 0) row[static_cast<std::size_t>(to)].set(from);
        }
    }
}

// out[c][type][sq]: the reverse rows of every type and colour.
template <class G, class C, class Out>
constexpr void build_leap_reverse(const G& geo, const C& cat, std::uint16_t bit, bool include_initial, Out& out) {
    for (int type = 0; type < cat.types; ++type)
        for (int c = 0; c < 2; ++c)
            build_leap_reverse_row(geo, cat, bit, include_initial, type, c, out[static_cast<std::size_t>(c)][static_cast<std::size_t>(type)]);
}

// A ride: White-frame step, range (0 = unlimited) and what it may land on. (A ride that gives e.p.
// rights, `ifmnW3`, is walked: see is_ep_ride.)
struct ride {
    std::int8_t dx = 0, dy = 0;
    std::uint8_t range = 0;
    std::uint16_t mode = 0;
    bool initial = false;
    bool regional = false;   // stops where its region ends (make_ray_in)
    std::uint16_t path = 0;  // in the catalogue
    static constexpr ride of(const betza::path& p) noexcept {
        const auto& l = p.legs[0];
        return ride{l.dx, l.dy, l.range, l.mode, (l.flags & betza::initial_only) != 0, false, 0};
    }
};

// A hop: White-frame step, what the landing may be, and whether it is one step beyond the hurdle.
struct hop {
    std::int8_t dx = 0, dy = 0;
    std::uint16_t mode = 0;
    bool one_beyond = false;
    bool regional = false;
    std::uint16_t path = 0;
    static constexpr hop of(const betza::path& p) noexcept {
        return hop{p.legs[0].dx, p.legs[0].dy, p.legs[1].mode, p.legs[1].range == 1, false, 0};
    }
};

// The paths of one class, per type: entries[begin[t] .. begin[t + 1]).
template <class Entry, std::size_t Types, std::size_t N>
struct entry_list {
    std::array<Entry, N == 0 ? 1 : N> entries{};
    std::array<std::size_t, Types + 1> begin{};
    std::size_t count = 0;
    constexpr std::pair<int, int> begin_step(std::size_t k) const { return {entries[k].dx, entries[k].dy}; }
};

template <path_class Class, class C, class Out>
constexpr void build_entries(const C& cat, Out& out) {
    std::size_t n = 0;
    for (int type = 0; type < cat.types; ++type) {
        out.begin[static_cast<std::size_t>(type)] = n;
        for (std::size_t k = cat.begin[static_cast<std::size_t>(type)]; k < cat.begin[static_cast<std::size_t>(type) + 1]; ++k)
            if (classify(cat.paths[k]) == Class) {
                using entry = std::remove_cvref_t<decltype(out.entries[0])>;
                out.entries[n] = entry::of(cat.paths[k]);
                out.entries[n].path = static_cast<std::uint16_t>(k);
                out.entries[n++].regional = cat.regional[k];
            }
    }
    out.begin[static_cast<std::size_t>(cat.types)] = n;
    out.count = n;
}

// A ray table that keeps to a region: from a square outside it, nothing; from inside, the squares of
// the ray up to where it leaves the region. A blocker's own ray is then still "the rest of the ray",
// so ray_table's branch-free attacks() works unchanged (janggi's palace diagonals, confined riders).
template <class G>
constexpr ray_table<G> make_ray_in(const G& geo, int dx, int dy, typename G::bitboard region) noexcept {
    ray_table<G> t;
    t.dx = dx;
    t.dy = dy;
    t.step = dx + dy * geo.files;
    t.files = geo.files, t.ranks = geo.ranks, t.squares = geo.squares;
    for (int sq : region) {
        typename G::bitboard m;
        for (int f = geo.file_of(sq) + dx, r = geo.rank_of(sq) + dy; geo.on_board(f, r) && region.test(geo.square(f, r)); f += dx, r += dy)
            m.set(geo.square(f, r));
        t.masks[static_cast<std::size_t>(sq)] = m;
    }
    return t;
}

// Chains: per path, colour and square, the target and the squares that must be empty on the way.
template <class Bitboard>
struct chain_entry {
    Bitboard must_be_empty{};
    Bitboard ep_squares{};
    std::int16_t to = -1;
};
template <class Bitboard, std::size_t Squares>
struct chain {
    std::uint16_t mode = 0;
    bool initial = false;
    bool gives_ep = false;  // some relay square gets e.p. rights (the pawn's double step)
    std::array<std::array<chain_entry<Bitboard>, Squares>, 2> at{};
};
template <class Bitboard, std::size_t Types, std::size_t Squares, std::size_t N>
struct chain_list {
    std::array<chain<Bitboard, Squares>, N == 0 ? 1 : N> chains{};
    std::array<std::size_t, Types + 1> begin{};
    std::size_t count = 0;
};

template <class G, class C, class Out>
constexpr void build_chains(const G& geo, const C& cat, Out& out) {
    std::size_t n = 0;
    for (int type = 0; type < cat.types; ++type) {
        out.begin[static_cast<std::size_t>(type)] = n;
        for (std::size_t k = cat.begin[static_cast<std::size_t>(type)]; k < cat.begin[static_cast<std::size_t>(type) + 1]; ++k) {
            const auto& p = cat.paths[k];
            if (classify(p) != path_class::chain) continue;
            auto& ch = out.chains[n++];
            ch.mode = p.last().mode;
            ch.initial = (p.legs[0].flags & betza::initial_only) != 0;
            for (std::size_t i = 0; i + 1 < p.size; ++i) ch.gives_ep = ch.gives_ep || (p.legs[i].flags & betza::ep_rights) != 0;
            for (int c = 0; c < 2; ++c)
                for (int sq = 0; sq < geo.squares; ++sq) {
                    chain_entry<typename G::bitboard> e{};
                    int f = geo.file_of(sq), r = geo.rank_of(sq);
                    bool ok = true;
                    for (std::size_t i = 0; i < p.size && ok; ++i) {
                        f += c == 0 ? p.legs[i].dx : -p.legs[i].dx;
                        r += c == 0 ? p.legs[i].dy : -p.legs[i].dy;  // Black: rotated 180°
                        if (!geo.on_board(f, r)) {
                            ok = false;
                            break;
                        }
                        // A region binds where the move starts and lands, not the squares a
                        // lame leap passes (the xiangqi elephant's eye), as Fairy-Stockfish's
                        // mobility regions do.
                        if (cat.regional[k] && i + 1 == p.size) {
                            const auto& in = cat.region[k][static_cast<std::size_t>(c)];
                            if (!in.test(sq) || !in.test(geo.square(f, r))) {
                                ok = false;
                                break;
                            }
                        }
                        if (i + 1 < p.size) {
                            const int s = geo.square(f, r);
                            if (s != sq) e.must_be_empty.set(s);  // the start square counts as empty
                            if (p.legs[i].flags & betza::ep_rights) e.ep_squares.set(s);
                        }
                    }
                    if (ok && geo.square(f, r) != sq) e.to = static_cast<std::int16_t>(geo.square(f, r));
                    ch.at[static_cast<std::size_t>(c)][static_cast<std::size_t>(sq)] = e;
                }
        }
    }
    out.begin[static_cast<std::size_t>(cat.types)] = n;
    out.count = n;
}

// --- a compile-time variant's tables: the builders' results as constants ---------------------

template <class V>
struct leap_tables {
    using traits = variant_traits<V>;
    using G = typename traits::board;
    using bitboard = typename traits::bitboard;
    static constexpr int types = traits::types;
    static constexpr int squares = traits::squares;
    using catalogue = path_catalogue<V>;
    using masks = leap_masks<bitboard>;
    using row_type = std::array<masks, squares>;
    using per_type = std::array<row_type, types>;
    // Each colour's and type's row is a constant of its own, and so is each row of the reverse
    // tables: one constant expression per row keeps a variant of many types on a large board (Chu
    // shogi: 39 types, 144 squares) within clang's constexpr step limit.
    template <int C, int Type>
    static constexpr row_type row = [] {
        row_type r{};
        build_leap_row(G{}, catalogue::value, Type, C, r);
        return r;
    }();
    template <int... T>
    static constexpr std::array<per_type, 2> gather(std::integer_sequence<int, T...>) {
        std::array<per_type, 2> t{};
        ((t[0][static_cast<std::size_t>(T)] = row<0, T>, t[1][static_cast<std::size_t>(T)] = row<1, T>), ...);
        return t;
    }
    static constexpr std::array<per_type, 2> value = gather(std::make_integer_sequence<int, types>{});

    using reverse_row_type = std::array<bitboard, squares>;
    using reverse_table = std::array<std::array<reverse_row_type, types>, 2>;
    template <std::uint16_t Bit, bool Initial, int C, int Type>
    static constexpr reverse_row_type reverse_row = [] {
        reverse_row_type r{};
        build_leap_reverse_row(G{}, catalogue::value, Bit, Initial, Type, C, r);
        return r;
    }();
    template <std::uint16_t Bit, bool Initial, int... T>
    static constexpr reverse_table reverse(std::integer_sequence<int, T...>) {
        reverse_table a{};
        ((a[0][static_cast<std::size_t>(T)] = reverse_row<Bit, Initial, 0, T>, a[1][static_cast<std::size_t>(T)] = reverse_row<Bit, Initial, 1, T>), ...);
        return a;
    }
    // ep_attackers[c][type][sq]: squares from which a colour-c piece of that type takes e.p. on sq.
    static constexpr reverse_table ep_attackers = reverse<betza::to_ep, true>(std::make_integer_sequence<int, types>{});
    // attackers[c][type][sq]: squares from which a colour-c piece of that type captures sq by a
    // leap it always has (initial-only captures make a variant leave pins_exact; see attacks.hpp).
    static constexpr reverse_table attackers = reverse<betza::to_enemy, false>(std::make_integer_sequence<int, types>{});
};

// The paths of one class, per type, each turned into a small Entry (ride, hop) by Entry::of(path).
template <class V, path_class Class, class Entry>
struct path_list {
    using catalogue = path_catalogue<V>;
    static constexpr int types = variant_traits<V>::types;
    static constexpr std::size_t count = catalogue::count_of(Class);
    using data = entry_list<Entry, static_cast<std::size_t>(types), count>;
    static constexpr data value = [] {
        data d{};
        build_entries<Class>(catalogue::value, d);
        return d;
    }();
};

template <class V>
using ride_tables = path_list<V, path_class::ride, ride>;
template <class V>
using hop_tables = path_list<V, path_class::hop, hop>;

// One region-bound ray per (variant, catalogue path, step, colour), built only for those a variant has.
template <class V, std::size_t Path, int Dx, int Dy, int Colour>
inline constexpr ray_table<typename variant_traits<V>::board> region_ray =
    make_ray_in(typename variant_traits<V>::board{}, Dx, Dy, path_catalogue<V>::region[Path][Colour]);

// The ray table of every ride and hop direction of a variant, for each colour, forward (moves) and
// backward (looking from a square for the piece that reaches it). Tables are built only for the
// directions the variant uses (ferz::ray<G, dx, dy> is one inline variable per step).
template <class V, class Steps>
struct direction_rays {
    using G = typename variant_traits<V>::board;
    static constexpr std::size_t count = Steps::count;
    template <std::size_t K, int Sign, int Colour>
    static constexpr const ray_table<G>* at() {
        constexpr auto step = Steps::value.begin_step(K);
        if constexpr (Steps::value.entries[K].regional)
            return &region_ray<V, Steps::value.entries[K].path, Sign * step.first, Sign * step.second, Colour>;
        else
            return &ray<G, Sign * step.first, Sign * step.second>;
    }
    // [0] White forward, [1] Black forward (turned 180°), [2] White backward, [3] Black backward.
    static constexpr std::array<std::array<const ray_table<G>*, count == 0 ? 1 : count>, 4> value =
        []<std::size_t... K>(std::index_sequence<K...>) {
            if constexpr (sizeof...(K) == 0) {
                return std::array<std::array<const ray_table<G>*, 1>, 4>{};
            } else {
                return std::array<std::array<const ray_table<G>*, count>, 4>{
                    {{at<K, 1, 0>()...}, {at<K, -1, 1>()...}, {at<K, -1, 0>()...}, {at<K, 1, 1>()...}}};
            }
        }(std::make_index_sequence<count>{});
};

// Chains: per path, colour and square, the target and the squares that must be empty on the way.
template <class V>
struct chain_tables {
    using traits = variant_traits<V>;
    using G = typename traits::board;
    using bitboard = typename traits::bitboard;
    using catalogue = path_catalogue<V>;
    static constexpr int types = traits::types;
    static constexpr int squares = traits::squares;
    using entry = chain_entry<bitboard>;
    static constexpr std::size_t count = catalogue::count_of(path_class::chain);
    using data = chain_list<bitboard, static_cast<std::size_t>(types), static_cast<std::size_t>(squares), count>;
    static constexpr data value = [] {
        data d{};
        build_chains(G{}, catalogue::value, d);
        return d;
    }();
};

}  // namespace ferz::tables
