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
#include <utility>

#include "ferz/betza/legs.hpp"
#include "ferz/betza/path_class.hpp"
#include "ferz/board/rays.hpp"
#include "ferz/board/region.hpp"
#include "ferz/rules/variant.hpp"

namespace ferz::movegen {

// How each path is generated (betza/path_class.hpp).
using betza::path_class;
using betza::is_hop;
using betza::classify;
using betza::captures;

// All paths of all piece types of a variant in one array, with each type's range in it.
template <class V>
struct path_catalogue {
    using traits = variant_traits<V>;
    static constexpr int types = traits::types;

    static constexpr std::size_t total = [] {
        std::size_t n = 0;
        for (const std::size_t c : traits::path_counts) n += c;
        return n;
    }();

    // Where a path may be used (rules/piece.hpp: confined, moves_in), as region texts from White's
    // side: the piece's confinement and the path's own area; empty means the whole board.
    struct region_text {
        std::string_view confine, area;
    };
    struct data {
        std::array<betza::path, total == 0 ? 1 : total> paths{};
        std::array<std::size_t, types + 1> begin{};
        std::array<region_text, total == 0 ? 1 : total> regions{};
    };

    template <std::size_t N>
    static constexpr std::size_t append(data& d, std::size_t n, const betza::move_table<N>& moves, region_text where) {
        for (std::size_t k = 0; k < moves.path_count; ++k) d.regions[n] = where, d.paths[n++] = moves.paths[k];
        return n;
    }
    template <class Piece>
    static constexpr std::size_t append_piece(data& d, std::size_t n) {
        n = append(d, n, Piece::moves, {Piece::confinement, {}});
        [&]<class... Region>(std::tuple<Region...>*) {
            ((n = append(d, n, Region::moves, {Piece::confinement, Region::squares})), ...);
        }(static_cast<typename Piece::regions*>(nullptr));
        return n;
    }
    template <std::size_t... I>
    static constexpr data build(std::index_sequence<I...>) {
        data d{};
        std::size_t n = 0;
        ((d.begin[I] = n, n = append_piece<typename traits::pieces::template at<static_cast<int>(I)>>(d, n)), ...);
        d.begin[types] = n;
        return d;
    }
    static constexpr data value = build(std::make_index_sequence<types>{});

    // Per path and colour, the squares it may start from, pass and end on (Black's mirrored).
    using G = typename traits::board;
    using bitboard = typename traits::bitboard;
    static constexpr bool regions_valid = [] {
        for (std::size_t k = 0; k < total; ++k)
            if (!parse_region<G>(value.regions[k].confine) || !parse_region<G>(value.regions[k].area)) return false;
        return true;
    }();
    static constexpr bool regional(std::size_t k) noexcept {
        return !value.regions[k].confine.empty() || !value.regions[k].area.empty();
    }
    static constexpr bool has_regions = [] {
        for (std::size_t k = 0; k < total; ++k)
            if (regional(k)) return true;
        return false;
    }();
    static constexpr bitboard region_squares(std::string_view text) {
        if (text.empty() || !regions_valid) return G::all_squares();
        return *parse_region<G>(text);
    }
    static constexpr std::array<std::array<bitboard, 2>, total == 0 ? 1 : total> region = [] {
        std::array<std::array<bitboard, 2>, total == 0 ? 1 : total> out{};
        for (std::size_t k = 0; k < total; ++k) {
            out[k][0] = region_squares(value.regions[k].confine) & region_squares(value.regions[k].area);
            out[k][1] = mirror_ranks<G>(out[k][0]);
        }
        return out;
    }();

    // True when every capture of every type is a leap or a ride: check and pin masks are exact.
    static constexpr bool pins_exact = [] {
        for (std::size_t k = 0; k < total; ++k) {
            const auto& p = value.paths[k];
            const path_class c = classify(p);
            if (captures(p) && c != path_class::leap && c != path_class::ride) return false;
            // A ride that stops where its region ends is not a line a pin can be read from.
            if (captures(p) && c == path_class::ride && regional(k)) return false;
            // A capture that needs the piece to be unmoved depends on more than occupancy.
            if (captures(p) && (p.legs[0].flags & betza::initial_only)) return false;
        }
        return true;
    }();

    // How many paths of the variant fall into a class.
    static constexpr std::size_t count_of(path_class c) noexcept {
        std::size_t n = 0;
        for (std::size_t k = 0; k < total; ++k) n += classify(value.paths[k]) == c;
        return n;
    }

    // A riding leg that gives the squares it passes e.p. rights (a long pawn push, `ifmnW3`).
    static constexpr bool is_ep_ride(const betza::path& p) noexcept {
        return p.size == 1 && p.legs[0].range != 1 && (p.legs[0].flags & betza::ep_rights) != 0;
    }
    static constexpr bool any_ep_ride = [] {
        for (std::size_t k = 0; k < total; ++k)
            if (is_ep_ride(value.paths[k])) return true;
        return false;
    }();

    // Whether a type has a path that gives e.p. rights (a chain through such relays, or an e.p. ride).
    static constexpr bool gives_ep(int type) {
        for (std::size_t k = value.begin[static_cast<std::size_t>(type)]; k < value.begin[static_cast<std::size_t>(type) + 1]; ++k) {
            const auto& p = value.paths[k];
            if (is_ep_ride(p)) return true;
            if (classify(p) == path_class::chain)
                for (std::size_t i = 0; i + 1 < p.size; ++i)
                    if (p.legs[i].flags & betza::ep_rights) return true;
        }
        return false;
    }

    static constexpr bool any_gives_ep = [] {
        for (int t = 0; t < types; ++t)
            if (gives_ep(t)) return true;
        return false;
    }();

    // Some e.p. capture is a path other than a single leap.
    static constexpr bool walked_ep = [] {
        for (std::size_t k = 0; k < total; ++k)
            if ((value.paths[k].last().mode & betza::to_ep) && classify(value.paths[k]) != path_class::leap) return true;
        return false;
    }();

    static constexpr bool any_class(int type, path_class c) {
        for (std::size_t k = value.begin[static_cast<std::size_t>(type)]; k < value.begin[static_cast<std::size_t>(type) + 1]; ++k)
            if (classify(value.paths[k]) == c) return true;
        return false;
    }
};

// Per colour, type and square: where the leaps of a type go. Black's steps are White's turned by 180°.
template <class V>
struct leap_tables {
    using traits = variant_traits<V>;
    using G = typename traits::board;
    using bitboard = typename traits::bitboard;
    static constexpr int types = traits::types;
    static constexpr int squares = traits::squares;
    using catalogue = path_catalogue<V>;

    struct masks {
        bitboard quiet{}, capture{}, ep{};                 // from unconditional leaps
        bitboard quiet_initial{}, capture_initial{};  // leaps a piece has only while unmoved
    };
    using per_square = std::array<masks, squares>;
    using per_type = std::array<per_square, types>;

    // Every leap of the variant, with its type: what both builders below walk over.
    struct leap {
        int type = 0;
        betza::leg leg{};
        std::size_t path = 0;  // in the catalogue: its region
    };
    static constexpr std::size_t leap_count = catalogue::count_of(path_class::leap);
    static constexpr std::array<leap, leap_count == 0 ? 1 : leap_count> leaps_list = [] {
        std::array<leap, leap_count == 0 ? 1 : leap_count> out{};
        std::size_t n = 0;
        for (int type = 0; type < types; ++type)
            for (std::size_t k = catalogue::value.begin[static_cast<std::size_t>(type)];
                 k < catalogue::value.begin[static_cast<std::size_t>(type) + 1]; ++k)
                if (classify(catalogue::value.paths[k]) == path_class::leap) out[n++] = leap{type, catalogue::value.paths[k].legs[0], k};
        return out;
    }();
    static constexpr std::span<const leap> leaps{leaps_list.data(), leap_count};

    // The loops are written out in each builder (no visitor lambda holding a reference to the table
    // being returned: some compilers' constant evaluators reject that).
    static constexpr std::array<per_type, 2> build() {
        std::array<per_type, 2> t{};
#if defined(__GNUC__) && !defined(__clang__)
        // Every element assigned once more: g++ 12 otherwise takes the value-initialised members of
        // this large array for uninitialised in constant evaluation. (Not for clang, whose
        // constexpr step limit is the tighter budget on 16x16 boards.)
        for (auto& per_colour : t)
            for (auto& row : per_colour)
                for (auto& m : row) m = masks{bitboard{}, bitboard{}, bitboard{}, bitboard{}, bitboard{}};
#endif
        for (int c = 0; c < 2; ++c)
            for (const leap& lp : leaps) {
                const betza::leg& l = lp.leg;
                const bool initial = (l.flags & betza::initial_only) != 0;
                for (int from = 0; from < squares; ++from) {
                    const int to = target(c, lp, from);
                    if (to < 0) continue;
                    masks& m = t[static_cast<std::size_t>(c)][static_cast<std::size_t>(lp.type)][static_cast<std::size_t>(from)];
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
        return t;
    }
    static constexpr std::array<per_type, 2> value = build();

    using reverse_table = std::array<std::array<std::array<bitboard, squares>, types>, 2>;
    // The reverse of the leaps whose mode has `bit`: from which squares a piece reaches a square.
    static constexpr reverse_table reverse(std::uint16_t bit, bool include_initial) {
        reverse_table a{};
        for (int c = 0; c < 2; ++c)
            for (const leap& lp : leaps) {
                const betza::leg& l = lp.leg;
                if (!(l.mode & bit) || (!include_initial && (l.flags & betza::initial_only))) continue;
                for (int from = 0; from < squares; ++from) {
                    const int to = target(c, lp, from);
                    if (to >= 0) a[static_cast<std::size_t>(c)][static_cast<std::size_t>(lp.type)][static_cast<std::size_t>(to)].set(from);
                }
            }
        return a;
    }
    // ep_attackers[c][type][sq]: squares from which a colour-c piece of that type takes e.p. on sq.
    static constexpr reverse_table ep_attackers = reverse(betza::to_ep, true);
    // attackers[c][type][sq]: squares from which a colour-c piece of that type captures sq by a
    // leap it always has (initial-only captures make a variant leave pins_exact; see attacks.hpp).
    static constexpr reverse_table attackers = reverse(betza::to_enemy, false);

private:
    // Where a leap takes a colour-c piece from `from`, or -1 off the board or its region. Black's
    // steps are White's turned by 180°.
    static constexpr int target(int c, const leap& lp, int from) {
        const betza::leg& l = lp.leg;
        const int f = G::file_of(from) + (c == 0 ? l.dx : -l.dx), r = G::rank_of(from) + (c == 0 ? l.dy : -l.dy);
        if (!G::on_board(f, r)) return -1;
        if constexpr (catalogue::has_regions) {
            const bitboard& in = catalogue::region[lp.path][static_cast<std::size_t>(c)];
            if (!in.test(from) || !in.test(G::square(f, r))) return -1;
        }
        return G::square(f, r);
    }
};

// The paths of one class, per type, each turned into a small Entry (ride, hop) by Entry::of(path).
template <class V, path_class Class, class Entry>
struct path_list {
    using catalogue = path_catalogue<V>;
    static constexpr int types = variant_traits<V>::types;
    static constexpr std::size_t count = catalogue::count_of(Class);
    struct data {
        std::array<Entry, count == 0 ? 1 : count> entries{};
        std::array<std::size_t, types + 1> begin{};
        constexpr std::pair<int, int> begin_step(std::size_t k) const { return {entries[k].dx, entries[k].dy}; }
    };
    static constexpr data value = [] {
        data d{};
        std::size_t n = 0;
        for (int type = 0; type < types; ++type) {
            d.begin[static_cast<std::size_t>(type)] = n;
            for (std::size_t k = catalogue::value.begin[static_cast<std::size_t>(type)];
                 k < catalogue::value.begin[static_cast<std::size_t>(type) + 1]; ++k)
                if (classify(catalogue::value.paths[k]) == Class) {
                    d.entries[n] = Entry::of(catalogue::value.paths[k]);
                    d.entries[n].path = static_cast<std::uint16_t>(k);
                    d.entries[n++].regional = catalogue::regional(k);
                }
        }
        d.begin[types] = n;
        return d;
    }();
};

// A ride: White-frame step, range (0 = unlimited) and what it may land on. (A ride that gives e.p.
// rights, `ifmnW3`, is walked: see path_catalogue::is_ep_ride.)
struct ride {
    std::int8_t dx = 0, dy = 0;
    std::uint8_t range = 0;
    std::uint16_t mode = 0;
    bool initial = false;
    bool regional = false;   // stops where its region ends (piece_tables: region_ray)
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

template <class V>
using ride_tables = path_list<V, path_class::ride, ride>;
template <class V>
using hop_tables = path_list<V, path_class::hop, hop>;

// A ray table that keeps to a region: from a square outside it, nothing; from inside, the squares of
// the ray up to where it leaves the region. A blocker's own ray is then still "the rest of the ray",
// so ray_table's branch-free attacks() works unchanged (janggi's palace diagonals, confined riders).
template <class G>
constexpr ray_table<G> make_ray_in(int dx, int dy, typename G::bitboard region) noexcept {
    ray_table<G> t;
    t.dx = dx;
    t.dy = dy;
    t.step = dx + dy * G::files;
    for (int sq : region) {
        typename G::bitboard m;
        for (int f = G::file_of(sq) + dx, r = G::rank_of(sq) + dy; G::on_board(f, r) && region.test(G::square(f, r)); f += dx, r += dy)
            m.set(G::square(f, r));
        t.masks[static_cast<std::size_t>(sq)] = m;
    }
    return t;
}

// One region-bound ray per (variant, catalogue path, step, colour), built only for those a variant has.
template <class V, std::size_t Path, int Dx, int Dy, int Colour>
inline constexpr ray_table<typename variant_traits<V>::board> region_ray =
    make_ray_in<typename variant_traits<V>::board>(Dx, Dy, path_catalogue<V>::region[Path][Colour]);

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

    struct entry {
        bitboard must_be_empty{};
        bitboard ep_squares{};
        std::int16_t to = -1;
    };
    struct chain {
        std::uint16_t mode = 0;
        bool initial = false;
        bool gives_ep = false;  // some relay square gets e.p. rights (the pawn's double step)
        std::array<std::array<entry, squares>, 2> at{};
    };

    static constexpr std::size_t count = catalogue::count_of(path_class::chain);
    struct data {
        std::array<chain, count == 0 ? 1 : count> chains{};
        std::array<std::size_t, types + 1> begin{};
    };
    static constexpr data value = [] {
        data d{};
        std::size_t n = 0;
        for (int type = 0; type < types; ++type) {
            d.begin[static_cast<std::size_t>(type)] = n;
            for (std::size_t k = catalogue::value.begin[static_cast<std::size_t>(type)];
                 k < catalogue::value.begin[static_cast<std::size_t>(type) + 1]; ++k) {
                const auto& p = catalogue::value.paths[k];
                if (classify(p) != path_class::chain) continue;
                chain& ch = d.chains[n++];
                ch.mode = p.last().mode;
                ch.initial = (p.legs[0].flags & betza::initial_only) != 0;
                for (std::size_t i = 0; i + 1 < p.size; ++i) ch.gives_ep = ch.gives_ep || (p.legs[i].flags & betza::ep_rights) != 0;
                for (int c = 0; c < 2; ++c)
                    for (int sq = 0; sq < squares; ++sq) {
                        entry e{};
                        int f = G::file_of(sq), r = G::rank_of(sq);
                        bool ok = true;
                        for (std::size_t i = 0; i < p.size && ok; ++i) {
                            f += c == 0 ? p.legs[i].dx : -p.legs[i].dx;
                            r += c == 0 ? p.legs[i].dy : -p.legs[i].dy;  // Black: rotated 180°
                            if (!G::on_board(f, r)) { ok = false; break; }
                            if constexpr (catalogue::has_regions) {
                                const bitboard& in = catalogue::region[k][static_cast<std::size_t>(c)];
                                if (!in.test(sq) || !in.test(G::square(f, r))) { ok = false; break; }
                            }
                            if (i + 1 < p.size) {
                                const int s = G::square(f, r);
                                if (s != sq) e.must_be_empty.set(s);  // the start square counts as empty
                                if (p.legs[i].flags & betza::ep_rights) e.ep_squares.set(s);
                            }
                        }
                        if (ok && G::square(f, r) != sq) e.to = static_cast<std::int16_t>(G::square(f, r));
                        ch.at[static_cast<std::size_t>(c)][static_cast<std::size_t>(sq)] = e;
                    }
            }
        }
        d.begin[types] = n;
        return d;
    }();
};

}  // namespace ferz::movegen
