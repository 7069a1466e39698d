// ferz/tables/attack_tables.hpp: the tables attack detection reads — how each type's rides group
// into whole rook and bishop lines, which queen lines carry captures, which squares can decide
// whether a square becomes attacked, where lame leapers capture from.
//
// Builders over a catalogue and its ride and chain lists (piece_tables.hpp), shared by compile-time
// variants (the classes below hold their results as constants) and variants read from text
// (tables/dynamic_model.hpp). tables/attacks.hpp answers the questions with them.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "ferz/board/rays.hpp"
#include "ferz/tables/catalogue.hpp"
#include "ferz/tables/piece_tables.hpp"

namespace ferz::tables {

// Per type, how its rides are grouped: whole rook / bishop line sets go to the line lookups.
// Its capturing hops likewise: cannon hops (over the first piece, onto the next, at any distance)
// along all four rook / bishop lines are found by one x-ray lookup for all such types
// (attacks::attackers), the others hop by hop (lined_hop tells which is which).
struct ride_group {
    bool rook = false, bishop = false;    // all four lines, unlimited, moving and capturing
    std::array<std::uint8_t, 32> rest{};  // indices (into the ride list's entries) of other rides
    std::uint8_t rest_count = 0;
    bool captures = false;  // any ride that captures
    bool hop_rook = false, hop_bishop = false;  // captures by cannon hops along all four lines
    bool other_hops = false;                    // a capturing hop that is not among those
};

// The whole line a one-square step goes along: 1 a rook line, 2 a bishop line, 0 neither.
constexpr int queen_line_kind(int dx, int dy) noexcept {
    if ((dx == 0) != (dy == 0) && dx * dx + dy * dy == 1) return 1;
    if ((dx == 1 || dx == -1) && (dy == 1 || dy == -1)) return 2;
    return 0;
}

// Whether a hop captures like a cannon along a rook (1) or bishop (2) line: over any distance to
// the hurdle and on to the next piece, on the whole board; 0: neither.
constexpr int hop_line(const hop& h) noexcept {
    if (!(h.mode & betza::to_enemy) || h.one_beyond || h.regional) return 0;
    return queen_line_kind(h.dx, h.dy);
}
// Whether attack detection finds hop h of a type with group g by the x-ray lookup.
constexpr bool lined_hop(const ride_group& g, const hop& h) noexcept {
    const int l = hop_line(h);
    return (l == 1 && g.hop_rook) || (l == 2 && g.hop_bishop);
}

template <class Hops, class Out>
constexpr void build_hop_groups(const Hops& d, int types, int hop_shy_type, Out& out) {
    for (int t = 0; t < types; ++t) {
        const std::size_t b = d.begin[static_cast<std::size_t>(t)], e = d.begin[static_cast<std::size_t>(t) + 1];
        bool lines[9] = {};
        // (Janggi's cannons may not hop over cannons: theirs stay hop by hop.)
        if (t != hop_shy_type)
            for (std::size_t k = b; k < e; ++k)
                if (hop_line(d.entries[k]) != 0) lines[(d.entries[k].dx + 1) * 3 + (d.entries[k].dy + 1)] = true;
        ride_group& gr = out[static_cast<std::size_t>(t)];
        gr.hop_rook = lines[7] && lines[1] && lines[5] && lines[3];
        gr.hop_bishop = lines[8] && lines[0] && lines[6] && lines[2];
        for (std::size_t k = b; k < e; ++k)
            if ((d.entries[k].mode & betza::to_enemy) && !lined_hop(gr, d.entries[k])) gr.other_hops = true;
    }
}

template <class Rides, class Out>
constexpr void build_ride_groups(const Rides& d, int types, Out& out) {
    constexpr std::uint16_t mc = betza::to_empty | betza::to_enemy;
    for (int t = 0; t < types; ++t) {
        const std::size_t b = d.begin[static_cast<std::size_t>(t)], e = d.begin[static_cast<std::size_t>(t) + 1];
        bool lines[9] = {};
        for (std::size_t k = b; k < e; ++k) {
            const ride& r = d.entries[k];
            if (r.range == 0 && r.mode == mc && !r.initial && !r.regional && r.dx >= -1 && r.dx <= 1 && r.dy >= -1 && r.dy <= 1)
                lines[(r.dx + 1) * 3 + (r.dy + 1)] = true;
        }
        ride_group& gr = out[static_cast<std::size_t>(t)];
        gr.rook = lines[7] && lines[1] && lines[5] && lines[3];
        gr.bishop = lines[8] && lines[0] && lines[6] && lines[2];
        for (std::size_t k = b; k < e; ++k) {
            const ride& r = d.entries[k];
            if (r.mode & betza::to_enemy) gr.captures = true;
            const int kind = queen_line_kind(r.dx, r.dy);
            const bool whole = r.range == 0 && r.mode == mc && !r.initial && !r.regional;
            if (whole && ((kind == 1 && gr.rook) || (kind == 2 && gr.bishop))) continue;
            gr.rest[gr.rest_count++] = static_cast<std::uint8_t>(k);
        }
    }
}

template <class V>
struct ride_groups {
    using rides = ride_tables<V>;
    using group = ride_group;
    static constexpr int types = variant_traits<V>::types;
    static constexpr std::array<group, types> value = [] {
        std::array<group, types> g{};
        build_ride_groups(rides::value, types, g);
        build_hop_groups(hop_tables<V>::value, types, variant_traits<V>::data.first_type_with(no_same_type_hops), g);
        return g;
    }();
};

// A capturing ride or hop along a queen line (rook or bishop step): its sensitive squares are found
// per position (line_sensitive). A ride bound to a region (janggi's palace diagonals) goes along a
// prefix of the whole line: the whole line's pieces are a superset of its.
constexpr bool queen_line(const betza::path& p) noexcept {
    const path_class c = classify(p);
    const int dx = p.legs[0].dx, dy = p.legs[0].dy;
    return captures(p) && (c == path_class::ride || c == path_class::hop) && dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1;
}

// Per colour of the attacker, the queen directions (index detail::queen_direction, looking out from
// the square attacked) along which some type of it captures by a ride, or by a hop. The flying
// general is a ride of the royal along the file.
template <class Bitboard>
struct queen_lines {
    std::uint16_t rides = 0, hops = 0;
    // Per direction, where its captures can be (the whole board, or the regions of rides bound to
    // one: janggi's palace diagonals go no further than the palace).
    std::array<Bitboard, 9> within{};
    // The same per type (types from max_line_types on: every direction, as any_type), so that a
    // piece on the line counts only if its type captures along it (the flying general's file is a
    // ride of the royal); any_type: the directions where every piece counts.
    static constexpr int max_line_types = static_cast<int>(max_piece_types);
    std::array<std::uint16_t, max_line_types> type_lines{}, type_hops{};  // rides or hops; hops
    std::uint16_t any_type = 0;
    // Whether a piece of type t captures along direction i (hop_only: by a hop).
    constexpr bool captures_along(int t, int i, bool hop_only) const noexcept {
        if (t < 0 || t >= max_line_types) return true;
        return (((hop_only ? type_hops : type_lines)[static_cast<std::size_t>(t)] | any_type) >> i & 1) != 0;
    }
};

template <class G, class C, class Out>
constexpr void build_queen_lines(const G& geo, const C& cat, bool flying_general, int royal_type, Out& out) {
    for (int them = 0; them < 2; ++them) {
        auto& q = out[static_cast<std::size_t>(them)];
        for (auto& w : q.within) w = {};  // assigned: g++ 12 reads value-initialised members as uninitialised here
        for (int t = 0; t < cat.types; ++t)
            for (std::size_t k = cat.begin[static_cast<std::size_t>(t)]; k < cat.begin[static_cast<std::size_t>(t) + 1]; ++k) {
                const betza::path& p = cat.paths[k];
                if (!queen_line(p)) continue;
                const int ax = them == 0 ? p.legs[0].dx : -p.legs[0].dx, ay = them == 0 ? p.legs[0].dy : -p.legs[0].dy;
                const int i = (-ax + 1) * 3 + (-ay + 1);
                const auto bit = static_cast<std::uint16_t>(1u << i);
                const bool hop = classify(p) == path_class::hop;
                if (hop) q.hops |= bit;
                else q.rides |= bit;
                if (t < q.max_line_types) {
                    q.type_lines[static_cast<std::size_t>(t)] |= bit;
                    if (hop) q.type_hops[static_cast<std::size_t>(t)] |= bit;
                } else {
                    q.any_type |= bit;
                }
                q.within[static_cast<std::size_t>(i)] |= cat.region[k][static_cast<std::size_t>(them)];
            }
        if (flying_general) {
            constexpr auto file = static_cast<std::uint16_t>((1u << 5) | (1u << 3));  // (0, 1), (0, -1)
            q.rides |= file;
            if (royal_type >= 0 && royal_type < q.max_line_types) q.type_lines[static_cast<std::size_t>(royal_type)] |= file;
            else q.any_type |= file;
            q.within[5] = q.within[3] = geo.all_squares();
        }
    }
}

// Whether sensitive squares beyond line_sensitive's exist (other capturing rides and hops).
template <class C>
constexpr bool has_static_sensitive(const C& cat) noexcept {
    for (std::size_t k = 0; k < cat.total; ++k) {
        const path_class c = classify(cat.paths[k]);
        if (captures(cat.paths[k]) && !queen_line(cat.paths[k]) && c != path_class::leap && c != path_class::chain) return true;
    }
    return false;
}

// Every capture is a leap, a ride or a leg chain (no hop or walked capture).
template <class C>
constexpr bool has_only_simple_captures(const C& cat) noexcept {
    for (std::size_t k = 0; k < cat.total; ++k) {
        const path_class c = classify(cat.paths[k]);
        if (captures(cat.paths[k]) && c != path_class::leap && c != path_class::ride && c != path_class::chain) return false;
    }
    return true;
}

// The types with walked captures (limited hoppers, bent riders, locusts): while the attacker has one
// of them, every square is sensitive (attacks::sensitive); the tables below leave them out.
template <class C>
constexpr std::uint64_t walk_capture_types(const C& cat) noexcept {
    std::uint64_t out = 0;
    for (int t = 0; t < cat.types && t < 64; ++t)
        for (std::size_t k = cat.begin[static_cast<std::size_t>(t)]; k < cat.begin[static_cast<std::size_t>(t) + 1]; ++k)
            if (captures(cat.paths[k]) && classify(cat.paths[k]) == path_class::walk) out |= std::uint64_t{1} << t;
    return out;
}

// out[type]: how far the type's capturing walked paths reach, in files or ranks (betza::reach: the
// Chu lion's 2), or -1 where one has no bound; 0 for a type without them.
template <class C, class Out>
constexpr void build_walk_reach(const C& cat, Out& out) {
    for (int t = 0; t < cat.types; ++t) {
        int r = 0;
        for (std::size_t k = cat.begin[static_cast<std::size_t>(t)]; k < cat.begin[static_cast<std::size_t>(t) + 1]; ++k) {
            if (!captures(cat.paths[k]) || classify(cat.paths[k]) != path_class::walk) continue;
            const int x = betza::reach(cat.paths[k]);
            r = r < 0 || x < 0 ? -1 : (x > r ? x : r);
        }
        out[static_cast<std::size_t>(t)] = r;
    }
}

// sensitive[them][sq] (see attacks::sensitive): the squares of other capturing rides and hops.
template <class G, class C, class Out>
constexpr void build_sensitive(const G& geo, const C& cat, Out& out) {
    // The distinct capturing lines (step, and the path whose region bounds it, or -1), so that
    // pieces sharing a line (rook, cannon) cost one walk: clang's constexpr step budget.
    struct line {
        int dx = 0, dy = 0;
        int k = -1;
    };
    std::array<line, 64> lines{};
    std::size_t n = 0;
    for (std::size_t k = 0; k < cat.total; ++k) {
        const betza::path& p = cat.paths[k];
        if (!captures(p)) continue;
        const path_class c = classify(p);
        if (c != path_class::ride && c != path_class::hop) continue;
        if (queen_line(p)) continue;  // looked at per position: line_sensitive
        const line l{p.legs[0].dx, p.legs[0].dy, cat.regional[k] ? static_cast<int>(k) : -1};
        bool seen = false;
        for (std::size_t i = 0; i < n && !seen; ++i)
            seen = lines[i].dx == l.dx && lines[i].dy == l.dy &&
                   (lines[i].k == l.k || (lines[i].k >= 0 && l.k >= 0 && cat.region[static_cast<std::size_t>(lines[i].k)] == cat.region[k]));
        if (!seen) {
            if (n == lines.size()) {  // more distinct lines than kept: every square may matter
                for (auto& per_colour : out)
                    for (int sq = 0; sq < geo.squares; ++sq) per_colour[static_cast<std::size_t>(sq)] = geo.all_squares();
                return;
            }
            lines[n++] = l;
        }
    }
    for (int them = 0; them < 2; ++them)
        for (int sq = 0; sq < geo.squares; ++sq) {
            auto& s = out[static_cast<std::size_t>(them)][static_cast<std::size_t>(sq)];
            for (std::size_t i = 0; i < n; ++i) {
                const int dx = them == 0 ? -lines[i].dx : lines[i].dx, dy = them == 0 ? -lines[i].dy : lines[i].dy;
                if (lines[i].k < 0 && dx == 0) s |= geo.file_mask(geo.file_of(sq));  // a superset: the whole file
                else if (lines[i].k < 0 && dy == 0) s |= geo.rank_mask(geo.rank_of(sq));
                else {
                    // Walk back from the square along the line (inside the path's region, if any:
                    // janggi's palace diagonals).
                    const auto in = lines[i].k < 0 ? geo.all_squares() : cat.region[static_cast<std::size_t>(lines[i].k)][static_cast<std::size_t>(them)];
                    if (in.test(sq))
                        for (int f = geo.file_of(sq) + dx, r = geo.rank_of(sq) + dy; geo.on_board(f, r) && in.test(geo.square(f, r)); f += dx, r += dy)
                            s.set(geo.square(f, r));
                }
            }
        }
}

// chain_origins[c][type][sq]: the squares from which a colour-c piece of that type captures on sq by a
// lame leap (chain) on an empty board.
template <class G, class Chains, class Out>
constexpr void build_chain_origins(const G& geo, const Chains& d, int types, Out& out) {
    for (int c = 0; c < 2; ++c)
        for (int t = 0; t < types; ++t)
            for (std::size_t k = d.begin[static_cast<std::size_t>(t)]; k < d.begin[static_cast<std::size_t>(t) + 1]; ++k) {
                if (!(d.chains[k].mode & betza::to_enemy)) continue;
                for (int from = 0; from < geo.squares; ++from) {
                    const int to = d.chains[k].at[static_cast<std::size_t>(c)][static_cast<std::size_t>(from)].to;
                    if (to >= 0) out[static_cast<std::size_t>(c)][static_cast<std::size_t>(t)][static_cast<std::size_t>(to)].set(from);
                }
            }
}

// The types whose pieces can capture onto a square, sorted by how: by a leap (a reverse-table lookup
// each), along whole rook or bishop lines (one line lookup for all of them), or otherwise (other
// rides, hops, lame leaps, walked paths: looked at type by type). A variant read at run time asks
// attack questions through this plan, visiting only the types that matter, in the cheapest way; a
// compile-time variant's code is specialised per type instead.
struct attack_plan {
    int leap_count = 0, rook_count = 0, bishop_count = 0, other_count = 0, hop_rook_count = 0, hop_bishop_count = 0;
    // (Each list holds every type at most once: max_piece_types entries.)
    std::array<std::uint8_t, max_piece_types> leap_types{}, rook_types{}, bishop_types{}, other_types{}, hop_rook_types{}, hop_bishop_types{};
};

template <class C, class Rides, class Chains, class Groups>
constexpr attack_plan build_attack_plan(const C& cat, const Rides& rides, const Chains& chains, const Groups& groups) {
    attack_plan p{};
    for (int t = 0; t < cat.types; ++t) {
        const auto u = static_cast<std::size_t>(t);
        bool leap = false, other = false;
        for (std::size_t k = cat.begin[u]; k < cat.begin[u + 1]; ++k) {
            const betza::path& path = cat.paths[k];
            if (!captures(path)) continue;
            const path_class c = classify(path);
            if (c == path_class::leap) leap = true;
            else if (c == path_class::walk) other = true;
        }
        for (std::size_t k = 0; k < groups[u].rest_count; ++k) other = other || (rides.entries[groups[u].rest[k]].mode & betza::to_enemy) != 0;
        other = other || groups[u].other_hops;
        for (std::size_t k = chains.begin[u]; k < chains.begin[u + 1]; ++k) other = other || (chains.chains[k].mode & betza::to_enemy) != 0;
        const auto id = static_cast<std::uint8_t>(t);
        if (leap) p.leap_types[static_cast<std::size_t>(p.leap_count++)] = id;
        if (groups[u].rook) p.rook_types[static_cast<std::size_t>(p.rook_count++)] = id;
        if (groups[u].bishop) p.bishop_types[static_cast<std::size_t>(p.bishop_count++)] = id;
        if (groups[u].hop_rook) p.hop_rook_types[static_cast<std::size_t>(p.hop_rook_count++)] = id;
        if (groups[u].hop_bishop) p.hop_bishop_types[static_cast<std::size_t>(p.hop_bishop_count++)] = id;
        if (other) p.other_types[static_cast<std::size_t>(p.other_count++)] = id;
    }
    return p;
}

// A compile-time variant's attack tables, as constants.
template <class V>
struct attack_tables {
    using traits = variant_traits<V>;
    using G = typename traits::board;
    using bitboard = typename traits::bitboard;
    using catalogue = path_catalogue<V>;
    static constexpr int types = traits::types;

    static constexpr std::array<queen_lines<bitboard>, 2> line_directions = [] {
        std::array<queen_lines<bitboard>, 2> out{};
        build_queen_lines(G{}, catalogue::value, traits::rules.board.flying_general, traits::royal_type, out);
        return out;
    }();
    static constexpr std::array<std::array<bitboard, G::squares>, 2> sensitive = [] {
        std::array<std::array<bitboard, G::squares>, 2> out{};
        build_sensitive(G{}, catalogue::value, out);
        return out;
    }();
    static constexpr std::array<std::array<std::array<bitboard, G::squares>, types>, 2> chain_origins = [] {
        std::array<std::array<std::array<bitboard, G::squares>, types>, 2> out{};
        build_chain_origins(G{}, chain_tables<V>::value, types, out);
        return out;
    }();
};

}  // namespace ferz::tables
