// ferz/tables/attacks.hpp: which pieces of a colour capture onto a square — check detection.
//
// Attacks are answered by looking outward from the square: a leap is a table lookup in reverse,
// a ride is a ray from the square whose first piece must be a rider of that direction, a hop a ray
// to the hurdle and one beyond it; chains and walked paths (rare: lame leapers, locusts) are tried
// forward from each enemy piece of their type.
// Every function takes the occupancy and the attacking side's pieces explicitly, so that the legality
// of a move can be asked about the board after it without making it.
#pragma once

#include "ferz/board/rays.hpp"
#include "ferz/board/sliders.hpp"
#include "ferz/tables/piece_tables.hpp"
#include "ferz/tables/walker.hpp"

namespace ferz::movegen {

// Per type, how its rides are grouped: whole rook / bishop line sets go to the line lookups.
template <class V>
struct ride_groups {
    using rides = ride_tables<V>;
    static constexpr int types = variant_traits<V>::types;
    static constexpr std::uint16_t mc = betza::to_empty | betza::to_enemy;

    struct group {
        bool rook = false, bishop = false;  // all four lines, unlimited, moving and capturing
        std::array<std::uint8_t, 32> rest{};  // indices (into rides::value.rides) of other rides
        std::uint8_t rest_count = 0;
        bool captures = false;  // any ride that captures
    };

    static constexpr std::array<group, types> value = [] {
        std::array<group, types> g{};
        for (int t = 0; t < types; ++t) {
            const auto& d = rides::value;
            const std::size_t b = d.begin[static_cast<std::size_t>(t)], e = d.begin[static_cast<std::size_t>(t) + 1];
            auto has = [&](int dx, int dy) {
                for (std::size_t k = b; k < e; ++k) {
                    const ride& r = d.entries[k];
                    if (r.dx == dx && r.dy == dy && r.range == 0 && r.mode == mc && !r.initial && !r.regional) return true;
                }
                return false;
            };
            group& gr = g[static_cast<std::size_t>(t)];
            gr.rook = has(1, 0) && has(-1, 0) && has(0, 1) && has(0, -1);
            gr.bishop = has(1, 1) && has(-1, 1) && has(1, -1) && has(-1, -1);
            for (std::size_t k = b; k < e; ++k) {
                const ride& r = d.entries[k];
                if (r.mode & betza::to_enemy) gr.captures = true;
                const bool orth = (r.dx == 0) != (r.dy == 0) && (r.dx * r.dx + r.dy * r.dy == 1);
                const bool diag = (r.dx == 1 || r.dx == -1) && (r.dy == 1 || r.dy == -1);
                const bool whole = r.range == 0 && r.mode == mc && !r.initial && !r.regional;
                if (whole && ((orth && gr.rook) || (diag && gr.bishop))) continue;
                gr.rest[gr.rest_count++] = static_cast<std::uint8_t>(k);
            }
        }
        return g;
    }();
};

template <class V>
struct attacks {
    using traits = variant_traits<V>;
    using G = typename traits::board;
    using bitboard = typename traits::bitboard;
    using catalogue = path_catalogue<V>;
    using leaps = leap_tables<V>;
    using rides = ride_tables<V>;
    using groups = ride_groups<V>;
    using chains = chain_tables<V>;
    static constexpr int types = traits::types;

    using ride_rays = direction_rays<V, rides>;
    using hop_rays = direction_rays<V, hop_tables<V>>;

    // Squares ride k of colour `color` reaches from `from`, up to and including the first piece;
    // `back` looks the other way (from a target towards the rider).
    static bitboard ride_reach(std::size_t k, int color, bool back, int from, bitboard occ) noexcept {
        const ray_table<G>& t = *ride_rays::value[static_cast<std::size_t>(color + (back ? 2 : 0))][k];
        const int range = rides::value.entries[k].range;
        return range == 0 ? t.attacks(from, occ) : t.attacks(from, occ, range);
    }

    // The type that may neither hop over nor capture its own kind (janggi's cannon, the piece trait
    // no_same_type_hops), or -1. At most one per variant.
    static constexpr int hop_shy_type = traits::first_type_with(no_same_type_hops);
    static_assert(traits::count_types_with(no_same_type_hops) <= 1, "at most one piece type has no_same_type_hops");

    // Pieces of colour `them` (those in `theirs`) that capture onto `sq`, with occupancy `occ`, if a
    // royal piece stood there (the flying general counts: rules.board.flying_general). `shy`: where
    // the hop_shy_type pieces stand on that board (default: where they stand in `pos`).
    template <class Position>
    static bitboard attackers(const Position& pos, int sq, int them, bitboard occ, bitboard theirs,
                              const bitboard* shy = nullptr) noexcept {
        bitboard found{};
        bitboard rook_sliders{}, bishop_sliders{};
        [&]<int... T>(std::integer_sequence<int, T...>) {
            (attackers_of_type<T>(pos, sq, them, occ, theirs, found, rook_sliders, bishop_sliders, shy), ...);
        }(std::make_integer_sequence<int, types>{});
        if (rook_sliders.any()) found |= rook_attacks<G>(sq, occ) & rook_sliders;
        if (bishop_sliders.any()) found |= bishop_attacks<G>(sq, occ) & bishop_sliders;
        if constexpr (traits::rules.board.flying_general) {
            // The other royal on the same file with nothing between sees this square.
            const bitboard royal = theirs & pos.pieces_of_type(traits::royal_type);
            if (royal.any()) {
                const int r = royal.lsb();
                if (G::file_of(r) == G::file_of(sq) && r != sq && (between<G>(sq, r) & occ).none()) found.set(r);
            }
        }
        return found;
    }

    // Only the pieces that capture onto `sq` by a leap: a check by them cannot be blocked.
    template <class Position>
    static bitboard leap_attackers(const Position& pos, int sq, int them, bitboard theirs) noexcept {
        bitboard found{};
        [&]<int... T>(std::integer_sequence<int, T...>) {
            ([&] {
                if constexpr (catalogue::any_class(T, path_class::leap))
                    found |= leaps::attackers[static_cast<std::size_t>(them)][T][static_cast<std::size_t>(sq)] &
                             theirs & pos.pieces_of_type(T);
            }(), ...);
        }(std::make_integer_sequence<int, types>{});
        return found;
    }

    // A capturing ride or hop along a queen line (rook or bishop step), not bound to a region: its
    // sensitive squares are found per position (line_sensitive), the rest once (sensitive).
    static constexpr bool queen_line(std::size_t k) noexcept {
        const betza::path& p = catalogue::value.paths[k];
        const path_class c = classify(p);
        const int dx = p.legs[0].dx, dy = p.legs[0].dy;
        // A ride bound to a region (janggi's palace diagonals) goes along a prefix of the whole line:
        // the whole line's pieces are a superset of its.
        return captures(p) && (c == path_class::ride || c == path_class::hop) && dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1;
    }
    // Per colour of the attacker, the queen directions (index detail::queen_direction, looking out
    // from the square attacked) along which some type of it captures by a ride, or by a hop. The
    // flying general is a ride of the royal along the file.
    struct queen_lines {
        std::uint16_t rides = 0, hops = 0;
        // Per direction, where its captures can be (the whole board, or the regions of rides bound
        // to one: janggi's palace diagonals go no further than the palace).
        std::array<bitboard, 9> within{};
    };
    static constexpr std::array<queen_lines, 2> line_directions = [] {
        std::array<queen_lines, 2> out{};
        for (int them = 0; them < 2; ++them) {
            queen_lines& q = out[static_cast<std::size_t>(them)];
            for (auto& w : q.within) w = bitboard{};  // assigned: g++ 12 reads value-initialised members as uninitialised here
            for (std::size_t k = 0; k < catalogue::total; ++k) {
                if (!queen_line(k)) continue;
                const betza::path& p = catalogue::value.paths[k];
                const int ax = them == 0 ? p.legs[0].dx : -p.legs[0].dx, ay = them == 0 ? p.legs[0].dy : -p.legs[0].dy;
                const int i = (-ax + 1) * 3 + (-ay + 1);
                const auto bit = static_cast<std::uint16_t>(1u << i);
                if (classify(p) == path_class::hop) q.hops |= bit;
                else q.rides |= bit;
                q.within[static_cast<std::size_t>(i)] |= catalogue::region[k][static_cast<std::size_t>(them)];
            }
            if constexpr (traits::rules.board.flying_general) {
                q.rides |= (1u << 5) | (1u << 3);  // (0, 1), (0, -1)
                q.within[5] = q.within[3] = G::all_squares();
            }
        }
        return out;
    }();
    // The squares along the queen lines of line_directions[them] whose occupancy can decide whether
    // sq becomes attacked by a move, on this board (sq not attacked now): out from sq on each line,
    // the first piece if the second is the attacker's, the first two if the third is and the line
    // has hops, and the squares up to the first if it is the attacker's and the line has hops; and
    // the squares the attacker's lame leapers near sq must pass.
    template <class Position>
    static bitboard line_sensitive(const Position& pos, int sq, int them, bitboard occ) noexcept {
        bitboard s{};
        const queen_lines q = line_directions[static_cast<std::size_t>(them)];
        const std::uint16_t any = q.rides | q.hops;
        for (int i = 0; i < 9; ++i) {
            if (!(any >> i & 1)) continue;
            const ray_table<G>& t = *detail::queen_rays<G>[static_cast<std::size_t>(i)];
            // Out of the region the line ends, as at a piece that is not there.
            const bitboard within = q.within[static_cast<std::size_t>(i)];
            const bitboard stops = occ | andnot(G::all_squares(), within);
            const bitboard reach = t.attacks(sq, stops) & within;
            const bitboard first = reach & occ;
            if (first.none()) continue;
            const bool hops = (q.hops >> i & 1) != 0;
            // A piece put before an attacker's first piece could be its hurdle.
            if (hops && pos.pieces(them).test(first.lsb())) s |= reach;
            const bitboard second = t.attacks(first.lsb(), stops) & occ & within;
            if (second.none()) continue;
            // The first piece leaving (or changing, with no_same_type_hops) can open the line to an
            // attacker's second piece.
            if (pos.pieces(them).test(second.lsb())) s |= first;
            if (hops) {
                // Either of the first two leaving makes the other the hurdle of an attacker's third.
                const bitboard third = t.attacks(second.lsb(), stops) & occ & within;
                if (third.any() && pos.pieces(them).test(third.lsb())) s |= first | second;
            }
        }
        // Lame leaps: the squares the attacker's pieces that could leap to sq must pass.
        [&]<int... T>(std::integer_sequence<int, T...>) {
            ([&] {
                if constexpr (catalogue::any_class(T, path_class::chain)) {
                    const bitboard near = pos.pieces(them, T) & chain_origins[static_cast<std::size_t>(them)][T][static_cast<std::size_t>(sq)];
                    const auto& d = chains::value;
                    for (const int from : near)
                        for (std::size_t k = d.begin[T]; k < d.begin[T + 1]; ++k) {
                            const auto& e = d.chains[k].at[static_cast<std::size_t>(them)][static_cast<std::size_t>(from)];
                            if ((d.chains[k].mode & betza::to_enemy) && e.to == sq) s |= e.must_be_empty;
                        }
                }
            }(), ...);
        }(std::make_integer_sequence<int, types>{});
        return s;
    }
    // Whether the sensitive table has anything in it (other than line_sensitive's).
    static constexpr bool static_sensitive = [] {
        for (std::size_t k = 0; k < catalogue::total; ++k) {
            const path_class c = classify(catalogue::value.paths[k]);
            if (captures(catalogue::value.paths[k]) && !queen_line(k) && c != path_class::leap && c != path_class::chain) return true;
        }
        return false;
    }();

    // sensitive[them][sq]: the squares whose occupancy can decide whether pieces of colour `them`
    // capture onto sq, besides those of line_sensitive (a superset: the lines of their other rides
    // and hops through sq, within their regions; the squares a lame leap to sq must pass; every
    // square if some capture is walked). A move that neither leaves nor enters one of these or of
    // line_sensitive cannot expose a royal on sq that was not attacked before: the generator then
    // skips the test of that move.
    static constexpr std::array<std::array<bitboard, G::squares>, 2> sensitive = [] {
        std::array<std::array<bitboard, G::squares>, 2> out{};
        // The distinct capturing lines (step, and the path whose region bounds it, or -1), so that
        // pieces sharing a line (rook, cannon) cost one walk: clang's constexpr step budget.
        struct line {
            int dx = 0, dy = 0;
            int k = -1;
        };
        std::array<line, catalogue::total == 0 ? 1 : catalogue::total> lines{};
        std::size_t n = 0;
        for (std::size_t k = 0; k < catalogue::total; ++k) {
            const betza::path& p = catalogue::value.paths[k];
            if (!captures(p)) continue;
            const path_class c = classify(p);
            if (c == path_class::walk) {
                for (auto& per_colour : out)
                    for (auto& b : per_colour) b = G::all_squares();
                return out;
            }
            if (c != path_class::ride && c != path_class::hop) continue;
            if (queen_line(k)) continue;  // looked at per position: line_sensitive
            const line l{p.legs[0].dx, p.legs[0].dy, catalogue::regional(k) ? static_cast<int>(k) : -1};
            bool seen = false;
            for (std::size_t i = 0; i < n && !seen; ++i)
                seen = lines[i].dx == l.dx && lines[i].dy == l.dy &&
                       (lines[i].k == l.k || (lines[i].k >= 0 && l.k >= 0 &&
                                              catalogue::region[static_cast<std::size_t>(lines[i].k)][0] == catalogue::region[k][0]));
            if (!seen) lines[n++] = l;
        }
        for (int them = 0; them < 2; ++them)
            for (int sq = 0; sq < G::squares; ++sq) {
                bitboard& s = out[static_cast<std::size_t>(them)][static_cast<std::size_t>(sq)];
                for (std::size_t i = 0; i < n; ++i) {
                    const int dx = them == 0 ? -lines[i].dx : lines[i].dx, dy = them == 0 ? -lines[i].dy : lines[i].dy;
                    if (lines[i].k < 0 && dx == 0) s |= G::file_mask(G::file_of(sq));  // a superset: the whole file
                    else if (lines[i].k < 0 && dy == 0) s |= G::rank_mask(G::rank_of(sq));
                    else {
                        // Walk back from the square along the line (inside the path's region, if any:
                        // janggi's palace diagonals).
                        const bitboard in = lines[i].k < 0 ? G::all_squares() : catalogue::region[static_cast<std::size_t>(lines[i].k)][static_cast<std::size_t>(them)];
                        if (in.test(sq))
                            for (int f = G::file_of(sq) + dx, r = G::rank_of(sq) + dy; G::on_board(f, r) && in.test(G::square(f, r)); f += dx, r += dy)
                                s.set(G::square(f, r));
                    }
                }
            }
        return out;
    }();

    // chain_origins[c][type][sq]: the squares from which a colour-c piece of that type captures on
    // sq by a lame leap (chain) on an empty board.
    static constexpr std::array<std::array<std::array<bitboard, G::squares>, types>, 2> chain_origins = [] {
        std::array<std::array<std::array<bitboard, G::squares>, types>, 2> out{};
        const auto& d = chains::value;
        for (int c = 0; c < 2; ++c)
            for (int t = 0; t < types; ++t)
                for (std::size_t k = d.begin[static_cast<std::size_t>(t)]; k < d.begin[static_cast<std::size_t>(t) + 1]; ++k) {
                    if (!(d.chains[k].mode & betza::to_enemy)) continue;
                    for (int from = 0; from < G::squares; ++from) {
                        const int to = d.chains[k].at[static_cast<std::size_t>(c)][static_cast<std::size_t>(from)].to;
                        if (to >= 0) out[static_cast<std::size_t>(c)][static_cast<std::size_t>(t)][static_cast<std::size_t>(to)].set(from);
                    }
                }
        return out;
    }();

    template <class Position>
    static bool attacked(const Position& pos, int sq, int them, bitboard occ, bitboard theirs,
                         const bitboard* shy = nullptr) noexcept {
        return attackers(pos, sq, them, occ, theirs, shy).any();
    }

    // Every square the pieces of `them` capture onto, with occupancy `occ`, for variants whose
    // captures are all leaps, rides and leg chains (no hop or walked capture: `only_simple_captures`).
    // The royal piece's moves are tested against it at once instead of square by square: one lookup
    // per enemy piece instead of one per enemy type and target square.
    static constexpr bool only_simple_captures = [] {
        for (std::size_t k = 0; k < catalogue::total; ++k) {
            const path_class c = classify(catalogue::value.paths[k]);
            if (captures(catalogue::value.paths[k]) && c != path_class::leap && c != path_class::ride && c != path_class::chain)
                return false;
        }
        return true;
    }();
    template <class Position>
    static bitboard attacked_squares(const Position& pos, int them, bitboard occ) noexcept {
        static_assert(only_simple_captures, "attacked_squares: hops and walked captures are tested square by square");
        bitboard out{};
        [&]<int... T>(std::integer_sequence<int, T...>) {
            (attacked_by_type<T>(pos, them, occ, out), ...);
        }(std::make_integer_sequence<int, types>{});
        return out;
    }

    // The squares from which a piece of type T and colour `color` would capture on `sq` (with
    // occupancy `occ`): where a dropped piece would give check. Leaps and rides (a type with other
    // captures is asked square by square instead: see generator::drop_type).
    template <int T>
    static bitboard origins_attacking(int sq, int color, bitboard occ) noexcept {
        bitboard out{};
        if constexpr (catalogue::any_class(T, path_class::leap))
            out |= leaps::attackers[static_cast<std::size_t>(color)][T][static_cast<std::size_t>(sq)];
        constexpr auto& g = groups::value[T];
        if constexpr (g.rook) out |= rook_attacks<G>(sq, occ);
        if constexpr (g.bishop) out |= bishop_attacks<G>(sq, occ);
        if constexpr (g.rest_count > 0)
            for (std::size_t k = 0; k < g.rest_count; ++k) {
                const ride& r = rides::value.entries[g.rest[k]];
                if ((r.mode & betza::to_enemy) && !r.initial) out |= ride_reach(g.rest[k], color, true, sq, occ);
            }
        return out;
    }
    template <int T>
    static constexpr bool simple_captures_of() noexcept {
        return !catalogue::any_class(T, path_class::hop) && !catalogue::any_class(T, path_class::chain) &&
               !catalogue::any_class(T, path_class::walk);
    }

private:
    template <int T, class Position>
    static void attacked_by_type(const Position& pos, int them, bitboard occ, bitboard& out) noexcept {
        const bitboard mine = pos.pieces(them, T);
        if (mine.none()) return;
        constexpr auto& g = groups::value[T];
        constexpr bool leaps_ = catalogue::any_class(T, path_class::leap);
        constexpr bool chains_ = catalogue::any_class(T, path_class::chain);
        const bitboard unmoved = pos.initial_squares(them, T);
        for (const int from : mine) {
            if constexpr (leaps_) {
                const auto& m = leaps::value[static_cast<std::size_t>(them)][T][static_cast<std::size_t>(from)];
                out |= m.capture;
                if (unmoved.test(from)) out |= m.capture_initial;
            }
            if constexpr (g.rook) out |= rook_attacks<G>(from, occ);
            if constexpr (g.bishop) out |= bishop_attacks<G>(from, occ);
            if constexpr (g.rest_count > 0)
                for (std::size_t k = 0; k < g.rest_count; ++k) {
                    const ride& r = rides::value.entries[g.rest[k]];
                    if (!(r.mode & betza::to_enemy) || (r.initial && !unmoved.test(from))) continue;
                    out |= ride_reach(g.rest[k], them, false, from, occ);
                }
            if constexpr (chains_) {
                const auto& d = chains::value;
                for (std::size_t k = d.begin[T]; k < d.begin[T + 1]; ++k) {
                    const auto& ch = d.chains[k];
                    if (!(ch.mode & betza::to_enemy) || (ch.initial && !unmoved.test(from))) continue;
                    const auto& e = ch.at[static_cast<std::size_t>(them)][static_cast<std::size_t>(from)];
                    if (e.to >= 0 && (e.must_be_empty & occ).none()) out.set(e.to);
                }
            }
        }
    }

    template <int T, class Position>
    static void attackers_of_type(const Position& pos, int sq, int them, bitboard occ, bitboard theirs,
                                  bitboard& found, bitboard& rook_sliders, bitboard& bishop_sliders,
                                  const bitboard* shy) noexcept {
        const bitboard mine = theirs & pos.pieces_of_type(T);
        if (mine.none()) return;
        if constexpr (catalogue::any_class(T, path_class::leap))
            found |= leaps::attackers[static_cast<std::size_t>(them)][T][static_cast<std::size_t>(sq)] & mine;
        constexpr auto& g = groups::value[T];
        if constexpr (g.rook) rook_sliders |= mine;
        if constexpr (g.bishop) bishop_sliders |= mine;
        if constexpr (g.rest_count > 0) {
            for (std::size_t k = 0; k < g.rest_count; ++k) {
                const ride& r = rides::value.entries[g.rest[k]];
                if (!(r.mode & betza::to_enemy)) continue;
                // Look back along the ride from the square: the first piece there is the candidate.
                bitboard hit = ride_reach(g.rest[k], them, true, sq, occ) & mine;
                if (r.initial) hit &= pos.initial_squares(them, T);
                found |= hit;
            }
        }
        if constexpr (catalogue::any_class(T, path_class::hop)) {
            // Look back from the square: the hurdle (next square, or first piece), then the hopper.
            const auto& d = hop_tables<V>::value;
            for (std::size_t k = d.begin[T]; k < d.begin[T + 1]; ++k) {
                const hop& h = d.entries[k];
                if (!(h.mode & betza::to_enemy)) continue;
                const ray_table<G>& back = *hop_rays::value[static_cast<std::size_t>(them + 2)][k];
                const bitboard to_hurdle = h.one_beyond ? back.attacks(sq, occ, 1) : back.attacks(sq, occ);
                const bitboard hurdle = to_hurdle & occ;
                if (hurdle.none()) continue;
                if constexpr (T == hop_shy_type)
                    if ((shy ? *shy : pos.pieces_of_type(T)).test(hurdle.lsb())) continue;
                found |= back.attacks(hurdle.lsb(), occ) & occ & mine;
            }
        }
        if constexpr (catalogue::any_class(T, path_class::chain)) {
            const auto& d = chains::value;
            // Only the pieces standing where some capturing chain of the type lands on sq.
            const bitboard near = mine & chain_origins[static_cast<std::size_t>(them)][T][static_cast<std::size_t>(sq)];
            if (near.any())
            for (std::size_t k = d.begin[T]; k < d.begin[T + 1]; ++k) {
                const auto& ch = d.chains[k];
                if (!(ch.mode & betza::to_enemy)) continue;
                for (int from : near) {
                    const auto& e = ch.at[static_cast<std::size_t>(them)][static_cast<std::size_t>(from)];
                    if (e.to == sq && (e.must_be_empty & occ).none() &&
                        (!ch.initial || pos.initial_squares(them, T).test(from)))
                        found.set(from);
                }
            }
        }
        if constexpr (catalogue::any_class(T, path_class::walk)) {
            const auto& cat = catalogue::value;
            for (std::size_t k = cat.begin[T]; k < cat.begin[T + 1]; ++k) {
                const auto& p = cat.paths[k];
                if (classify(p) != path_class::walk || !captures(p)) continue;
                for (int from : mine) {
                    if (found.test(from)) continue;
                    if ((p.legs[0].flags & betza::initial_only) && !pos.initial_squares(them, T).test(from)) continue;
                    // The square is asked about as if an enemy royal stood there (castling asks
                    // about empty squares; `k` moves capture only royals).
                    const bitboard self = bitboard::square(from), target = bitboard::square(sq);
                    const board_view<bitboard> view{andnot(occ | target, self), andnot(theirs, self),
                                                    andnot(occ, theirs) | target, target, bitboard{}};
                    bool hit = false;
                    leg_walker<G>::walk(p, them, from, view, [&](const walk_target& t) {
                        if (t.to == sq && !t.ep) hit = true;
                    });
                    if (hit) found.set(from);
                }
            }
        }
    }
};

}  // namespace ferz::movegen
