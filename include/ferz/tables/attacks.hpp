// ferz/tables/attacks.hpp: which pieces of a colour capture onto a square — check detection.
//
// Attacks are answered by looking outward from the square: a leap is a table lookup in reverse,
// a ride is a ray from the square whose first piece must be a rider of that direction, a hop a ray
// to the hurdle and one beyond it (cannons on all four rook or bishop lines: the lines' second
// pieces, one x-ray lookup for every such type); chains and walked paths (rare: lame leapers,
// locusts, limited hoppers) are tried forward from each enemy piece of their type.
// Every function takes the occupancy and the attacking side's pieces explicitly, so that the legality
// of a move can be asked about the board after it without making it. The tables are the variant's
// model (tables/model.hpp), read through the position: constants for a compile-time variant, values
// for one read from text.
#pragma once

#include <bit>

#include "ferz/board/rays.hpp"
#include "ferz/board/sliders.hpp"
#include "ferz/tables/attack_tables.hpp"
#include "ferz/tables/dynamic_model.hpp"
#include "ferz/tables/model.hpp"
#include "ferz/tables/piece_tables.hpp"
#include "ferz/tables/walker.hpp"

namespace ferz::tables {

template <class V>
struct attacks {
    using M = model_t<V>;
    using G = typename M::geometry;
    using bitboard = typename M::bitboard;

    // Squares strictly between two squares on a line some rider could use (queen lines, and the
    // lines of other rides of the variant: nightrider lines and the like): where a check by a rider
    // can be blocked.
    static bitboard between_any(const M& m, int a, int b) {
        bitboard out = m.lines.between(a, b);
        if (out.any()) return out;
        const auto& geo = m.geo;
        const int df = geo.file_of(b) - geo.file_of(a), dr = geo.rank_of(b) - geo.rank_of(a);
        for (std::size_t k = 0; k < m.rides.count; ++k) {
            const tables::ride& r = m.rides.entries[k];
            for (const int sy : {1, -1}) {
                const int dx = r.dx, dy = r.dy * sy;
                // b = a + n * (dx, dy) for some n > 1?
                int n = 0;
                if (dx != 0) n = df / dx;
                else if (dy != 0) n = dr / dy;
                if (n > 1 && n * dx == df && n * dy == dr) {
                    for (int i = 1; i < n; ++i) out.set(geo.square(geo.file_of(a) + i * dx, geo.rank_of(a) + i * dy));
                    return out;
                }
            }
        }
        return {};
    }

    // Squares ride k of colour `color` reaches from `from`, up to and including the first piece;
    // `back` looks the other way (from a target towards the rider).
    static bitboard ride_reach(const M& m, std::size_t k, int color, bool back, int from, bitboard occ) noexcept {
        const ray_table<G>& t = m.ride_ray(color + (back ? 2 : 0), k);
        const int range = m.rides.entries[k].range;
        return range == 0 ? t.attacks(from, occ) : t.attacks(from, occ, range);
    }

    // The pieces (of both colours) that ride whole rook lines and whole bishop lines: a run-time
    // variant's attackers() gathers them type by type, so a caller that asks about many squares of
    // one position (the move generator: castling, a royal's moves) gathers them once.
    // Likewise the cannons that capture by hops along whole rook and bishop lines (ride_group).
    struct line_riders {
        bitboard rook{}, bishop{}, hop_rook{}, hop_bishop{};
    };
    template <class Position>
    static line_riders line_riders_of(const Position& pos) noexcept {
        const M& m = pos.model();
        line_riders out;
        if constexpr (M::dynamic) {
            const attack_plan& p = m.plan;
            for (int i = 0; i < p.rook_count; ++i) out.rook |= pos.pieces_of_type(p.rook_types[static_cast<std::size_t>(i)]);
            for (int i = 0; i < p.bishop_count; ++i) out.bishop |= pos.pieces_of_type(p.bishop_types[static_cast<std::size_t>(i)]);
            for (int i = 0; i < p.hop_rook_count; ++i) out.hop_rook |= pos.pieces_of_type(p.hop_rook_types[static_cast<std::size_t>(i)]);
            for (int i = 0; i < p.hop_bishop_count; ++i)
                out.hop_bishop |= pos.pieces_of_type(p.hop_bishop_types[static_cast<std::size_t>(i)]);
        }
        return out;
    }

    // Pieces of colour `them` (those in `theirs`) that capture onto `sq`, with occupancy `occ`, if a
    // royal piece stood there (the flying general counts: rules.board.flying_general). `shy`: where
    // the hop-shy pieces (no_same_type_hops: janggi's cannons) stand on that board (default: where
    // they stand in `pos`).
    // `lines`: line_riders_of(pos), when the caller has it (read by a run-time variant only).
    template <class Position>
    static bitboard attackers(const Position& pos, int sq, int them, bitboard occ, bitboard theirs,
                              const bitboard* shy = nullptr, const line_riders* lines = nullptr) noexcept {
        const M& m = pos.model();
        bitboard found{};
        line_riders near;  // those of `theirs` (near.hop_*: cannons; set only when some variant type has them)
        if constexpr (M::dynamic) {
            // A variant read at run time: only the types that capture, each the cheapest way (the plan).
            const attack_plan& plan = m.plan;
            for (int i = 0; i < plan.leap_count; ++i) {
                const int t = plan.leap_types[static_cast<std::size_t>(i)];
                found |= m.leap_attackers[static_cast<std::size_t>(them)][static_cast<std::size_t>(t)][static_cast<std::size_t>(sq)] &
                         pos.pieces_of_type(t);
            }
            found &= theirs;
            const line_riders riders = lines ? *lines : line_riders_of(pos);
            near.rook = riders.rook & theirs, near.bishop = riders.bishop & theirs;
            if constexpr (M::flags.hops) near.hop_rook = riders.hop_rook & theirs, near.hop_bishop = riders.hop_bishop & theirs;
            for (int i = 0; i < plan.other_count; ++i)
                other_attackers_of_type(m, static_cast<int>(plan.other_types[static_cast<std::size_t>(i)]), pos, sq, them, occ, theirs, found, shy);
        } else {
            for_each_type(m, [&](auto t) { attackers_of_type(m, t, pos, sq, them, occ, theirs, found, near, shy); });
        }
        [[maybe_unused]] const auto& geo = m.geo;
        // Boards of more than 64 squares scan their lines (no lookup table): only where a piece
        // stands on one of the square's lines at all (its file and rank; its diagonals, as a queen
        // ray's masks).
        auto on_rook_lines = [&](bitboard b) {
            if constexpr (sizeof(bitboard) > 8) return (b & (geo.file_mask(geo.file_of(sq)) | geo.rank_mask(geo.rank_of(sq)))).any();
            else return (void)b, true;
        };
        auto on_bishop_lines = [&](bitboard b) {
            if constexpr (sizeof(bitboard) > 8)
                return (b & (m.lines.queen_ray(0).mask(sq) | m.lines.queen_ray(2).mask(sq) | m.lines.queen_ray(6).mask(sq) |
                             m.lines.queen_ray(8).mask(sq)))
                    .any();
            else return (void)b, true;
        };
        if (near.rook.any() && on_rook_lines(near.rook)) found |= m.lines.rook(sq, occ) & near.rook;
        if (near.bishop.any() && on_bishop_lines(near.bishop)) found |= m.lines.bishop(sq, occ) & near.bishop;
        if constexpr (M::flags.hops) {
            // Cannons: the second piece out on each line, seen once the first pieces (the hurdles)
            // are taken off.
            if (near.hop_rook.any() && on_rook_lines(near.hop_rook)) {
                const bitboard hurdles = m.lines.rook(sq, occ) & occ;
                found |= m.lines.rook(sq, andnot(occ, hurdles)) & andnot(near.hop_rook, hurdles);
            }
            if (near.hop_bishop.any() && on_bishop_lines(near.hop_bishop)) {
                const bitboard hurdles = m.lines.bishop(sq, occ) & occ;
                found |= m.lines.bishop(sq, andnot(occ, hurdles)) & andnot(near.hop_bishop, hurdles);
            }
        }
        if constexpr (M::flags.flying_general) {
            if (m.rules.board.flying_general) {
                // The other royal on the same file with nothing between sees this square.
                const bitboard royal = theirs & pos.pieces_of_type(m.traits.royal_type);
                if (royal.any()) {
                    const int r = royal.lsb();
                    if (m.geo.file_of(r) == m.geo.file_of(sq) && r != sq && (m.lines.between(sq, r) & occ).none()) found.set(r);
                }
            }
        }
        return found;
    }

    // Only the pieces that capture onto `sq` by a leap: a check by them cannot be blocked.
    template <class Position>
    static bitboard leap_attackers(const Position& pos, int sq, int them, bitboard theirs) noexcept {
        const M& m = pos.model();
        bitboard found{};
        if constexpr (M::dynamic) {
            for (int i = 0; i < m.plan.leap_count; ++i) {
                const int t = m.plan.leap_types[static_cast<std::size_t>(i)];
                found |= m.leap_attackers[static_cast<std::size_t>(them)][static_cast<std::size_t>(t)][static_cast<std::size_t>(sq)] &
                         pos.pieces_of_type(t);
            }
            return found & theirs;
        }
        for_each_type(m, [&](auto t) {
            if constexpr (may_have<M, decltype(t)>(path_class::leap))
                if (m.has(t, path_class::leap))
                    found |= m.leap_attackers[static_cast<std::size_t>(them)][static_cast<std::size_t>(t)][static_cast<std::size_t>(sq)] &
                             theirs & pos.pieces_of_type(t);
        });
        return found;
    }

    // The squares along the queen lines of line_directions[them] whose occupancy can decide whether
    // sq becomes attacked by a move, on this board (sq not attacked now): out from sq on each line,
    // the first piece if the second is the attacker's, the first two if the third is and the line
    // has hops, and the squares up to the first if it is the attacker's and the line has hops; and
    // the squares the attacker's lame leapers near sq must pass.
    template <class Position>
    static bitboard line_sensitive(const Position& pos, int sq, int them, bitboard occ) noexcept {
        const M& m = pos.model();
        bitboard s{};
        const auto& q = m.line_directions[static_cast<std::size_t>(them)];
        const std::uint16_t any = q.rides | q.hops;
        for (int i = 0; i < 9; ++i) {
            if (!(any >> i & 1)) continue;
            const ray_table<G>& t = m.lines.queen_ray(i);
            // Out of the region the line ends, as at a piece that is not there.
            const bitboard within = q.within[static_cast<std::size_t>(i)];
            const bitboard stops = occ | andnot(m.geo.all_squares(), within);
            const bitboard reach = t.attacks(sq, stops) & within;
            const bitboard first = reach & occ;
            if (first.none()) continue;
            const bool hops = (q.hops >> i & 1) != 0;
            // Whether the piece on `at` is the attacker's and captures along this line by a ride or
            // a hop (hop: by a hop only).
            auto capturer = [&](int at, bool hop_only) {
                return pos.pieces(them).test(at) && q.captures_along(pos.type_on(at), i, hop_only);
            };
            // A piece put before an attacker's first piece could be its hurdle.
            if (hops && capturer(first.lsb(), true)) s |= reach;
            const bitboard second = t.attacks(first.lsb(), stops) & occ & within;
            if (second.none()) continue;
            // The first piece leaving (or changing, with no_same_type_hops) can open the line to an
            // attacker's second piece.
            if (capturer(second.lsb(), false)) s |= first;
            if (hops) {
                // Either of the first two leaving makes the other the hurdle of an attacker's third.
                const bitboard third = t.attacks(second.lsb(), stops) & occ & within;
                if (third.any() && capturer(third.lsb(), true)) s |= first | second;
            }
        }
        // Lame leaps: the squares the attacker's pieces that could leap to sq must pass.
        for_each_type(m, [&](auto t) {
            if constexpr (may_have<M, decltype(t)>(path_class::chain)) {
                if (!m.has(t, path_class::chain)) return;
                const auto u = static_cast<std::size_t>(t);
                const bitboard near =
                    pos.pieces(them, t) & m.chain_origins[static_cast<std::size_t>(them)][u][static_cast<std::size_t>(sq)];
                const auto& d = m.chains;
                for (const int from : near)
                    for (std::size_t k = d.begin[u]; k < d.begin[u + 1]; ++k) {
                        const auto& e = d.chains[k].at[static_cast<std::size_t>(them)][static_cast<std::size_t>(from)];
                        if ((d.chains[k].mode & betza::to_enemy) && e.to == sq) s |= e.must_be_empty;
                    }
            }
        });
        return s;
    }

    // The squares a move must leave or enter for sq (not attacked now) to become attacked by
    // `them`: line_sensitive's, the squares of their other capturing lines (the sensitive table),
    // and every square while they have a piece with walked captures.
    template <class Position>
    static bitboard sensitive(const Position& pos, int sq, int them, bitboard occ) noexcept {
        const M& m = pos.model();
        bitboard s = line_sensitive(pos, sq, them, occ);
        if constexpr (M::flags.static_sensitive) {
            s |= m.sensitive[static_cast<std::size_t>(them)][static_cast<std::size_t>(sq)];
            // A piece with walked captures: every square, unless its paths have a reach and no piece
            // of the type stands that near (the Chu lion two squares away).
            for (std::uint64_t w = m.walk_capture_types; w != 0; w &= w - 1) {
                const int t = std::countr_zero(w);
                const bitboard b = pos.pieces(them, t);
                if (b.none()) continue;
                const int r = m.walk_reach[static_cast<std::size_t>(t)];
                if (r < 0 || (b & within(m.geo, sq, r)).any()) return m.geo.all_squares();
            }
        }
        return s;
    }

    template <class Position>
    static bool attacked(const Position& pos, int sq, int them, bitboard occ, bitboard theirs,
                         const bitboard* shy = nullptr, const line_riders* lines = nullptr) noexcept {
        return attackers(pos, sq, them, occ, theirs, shy, lines).any();
    }

    // Every square the pieces of `them` capture onto, with occupancy `occ`, for variants whose
    // captures are all leaps, rides and leg chains (no hop or walked capture: only_simple_captures).
    // The royal piece's moves are tested against it at once instead of square by square: one lookup
    // per enemy piece instead of one per enemy type and target square.
    template <class Position>
    static bitboard attacked_squares(const Position& pos, int them, bitboard occ) noexcept {
        const M& m = pos.model();
        bitboard out{};
        if constexpr (M::dynamic) for_each_shaped_type(m, [&](auto t) { attacked_by_type(m, t, pos, them, occ, out); });
        else for_each_type(m, [&](auto t) { attacked_by_type(m, t, pos, them, occ, out); });
        return out;
    }

    // The squares from which a piece of type t and colour `color` would capture on `sq` (with
    // occupancy `occ`): where a dropped piece would give check. Leaps and rides (a type with other
    // captures is asked square by square instead: see generator::drop_type).
    template <class T>
    static bitboard origins_attacking(const M& m, T t, int sq, int color, bitboard occ) noexcept {
        const auto u = static_cast<std::size_t>(t);
        bitboard out{};
        if constexpr (may_have<M, T>(path_class::leap))
            if (m.has(t, path_class::leap)) out |= m.leap_attackers[static_cast<std::size_t>(color)][u][static_cast<std::size_t>(sq)];
        if constexpr (may_have<M, T>(path_class::ride)) {
            const auto& g = m.groups[u];
            if (g.rook) out |= m.lines.rook(sq, occ);
            if (g.bishop) out |= m.lines.bishop(sq, occ);
            for (std::size_t k = 0; k < g.rest_count; ++k) {
                const ride& r = m.rides.entries[g.rest[k]];
                if ((r.mode & betza::to_enemy) && !r.initial) out |= ride_reach(m, g.rest[k], color, true, sq, occ);
            }
        }
        return out;
    }
    // Whether the type's captures are all leaps and rides (its other paths may be anything: the
    // chess pawn's lame double step), so that origins_attacking tells where it checks from.
    template <class T>
    static constexpr bool captures_by_leaps_and_rides(const M& m, T t) noexcept {
        const unsigned other = (1u << static_cast<unsigned>(path_class::hop)) | (1u << static_cast<unsigned>(path_class::chain)) |
                               (1u << static_cast<unsigned>(path_class::walk));
        return (m.capture_classes[static_cast<std::size_t>(t)] & other) == 0;
    }

    // The squares at most `r` files and `r` ranks away from sq.
    template <class Geo>
    static bitboard within(const Geo& geo, int sq, int r) noexcept {
        const int f = geo.file_of(sq), k = geo.rank_of(sq);
        bitboard files{}, ranks{};
        for (int i = f - r < 0 ? 0 : f - r; i <= f + r && i < geo.files; ++i) files |= geo.file_mask(i);
        for (int i = k - r < 0 ? 0 : k - r; i <= k + r && i < geo.ranks; ++i) ranks |= geo.rank_mask(i);
        return files & ranks;
    }

private:
    template <class T, class Position>
    static void attacked_by_type(const M& m, T t, const Position& pos, int them, bitboard occ, bitboard& out) noexcept {
        const bitboard mine = pos.pieces(them, t);
        if (mine.none()) return;
        const auto u = static_cast<std::size_t>(t);
        // A run-time type of a plain shape (plain_type) has exactly its classes and no initial moves.
        constexpr bool plain = requires { T::plain; };
        constexpr bool no_other_rides = [] {
            if constexpr (requires { T::rest; }) return !T::rest;
            return false;
        }();
        const bitboard unmoved = plain ? bitboard{} : pos.initial_squares(them, t);
        for (const int from : mine) {
            if constexpr (may_have<M, T>(path_class::leap)) {
                if (plain || m.has(t, path_class::leap)) {
                    const auto& lm = m.leaps[static_cast<std::size_t>(them)][u][static_cast<std::size_t>(from)];
                    out |= lm.capture;
                    if constexpr (!plain)
                        if (unmoved.test(from)) out |= lm.capture_initial;
                }
            }
            if constexpr (may_have<M, T>(path_class::ride)) {
                const auto& g = m.groups[u];
                if (g.rook) out |= m.lines.rook(from, occ);
                if (g.bishop) out |= m.lines.bishop(from, occ);
                if constexpr (no_other_rides) continue;
                for (std::size_t k = 0; k < g.rest_count; ++k) {
                    const ride& r = m.rides.entries[g.rest[k]];
                    if (!(r.mode & betza::to_enemy) || (r.initial && !unmoved.test(from))) continue;
                    out |= ride_reach(m, g.rest[k], them, false, from, occ);
                }
            }
            if constexpr (may_have<M, T>(path_class::chain)) {
                const auto& d = m.chains;
                for (std::size_t k = d.begin[u]; k < d.begin[u + 1]; ++k) {
                    const auto& ch = d.chains[k];
                    if (!(ch.mode & betza::to_enemy) || (ch.initial && !unmoved.test(from))) continue;
                    const auto& e = ch.at[static_cast<std::size_t>(them)][static_cast<std::size_t>(from)];
                    if (e.to >= 0 && (e.must_be_empty & occ).none()) out.set(e.to);
                }
            }
        }
    }

    template <class T, class Position>
    static void attackers_of_type(const M& m, T t, const Position& pos, int sq, int them, bitboard occ, bitboard theirs,
                                  bitboard& found, line_riders& near, const bitboard* shy) noexcept {
        const bitboard mine = theirs & pos.pieces_of_type(t);
        if (mine.none()) return;
        const auto u = static_cast<std::size_t>(t);
        if constexpr (may_have<M, T>(path_class::leap))
            if (m.has(t, path_class::leap))
                found |= m.leap_attackers[static_cast<std::size_t>(them)][u][static_cast<std::size_t>(sq)] & mine;
        if constexpr (may_have<M, T>(path_class::ride)) {
            const auto& g = m.groups[u];
            if (g.rook) near.rook |= mine;
            if (g.bishop) near.bishop |= mine;
        }
        if constexpr (may_have<M, T>(path_class::hop)) {
            const auto& g = m.groups[u];
            if (g.hop_rook) near.hop_rook |= mine;
            if (g.hop_bishop) near.hop_bishop |= mine;
        }
        other_attackers_of_type(m, t, pos, sq, them, occ, theirs, found, shy);
    }

    // The capturers of a type that are neither leaps nor whole rook and bishop lines: other rides,
    // hops, lame leaps (chains), walked paths.
    template <class T, class Position>
    static void other_attackers_of_type(const M& m, T t, const Position& pos, int sq, int them, bitboard occ, bitboard theirs,
                                        bitboard& found, const bitboard* shy) noexcept {
        const bitboard mine = theirs & pos.pieces_of_type(t);
        if (mine.none()) return;
        const auto u = static_cast<std::size_t>(t);
        if constexpr (may_have<M, T>(path_class::ride)) {
            const auto& g = m.groups[u];
            for (std::size_t k = 0; k < g.rest_count; ++k) {
                const ride& r = m.rides.entries[g.rest[k]];
                if (!(r.mode & betza::to_enemy)) continue;
                // None of the type anywhere on the line back from the square: nothing to look for.
                if ((m.ride_ray(them + 2, g.rest[k]).mask(sq) & mine).none()) continue;
                // Look back along the ride from the square: the first piece there is the candidate.
                bitboard hit = ride_reach(m, g.rest[k], them, true, sq, occ) & mine;
                if (r.initial) hit &= pos.initial_squares(them, t);
                found |= hit;
            }
        }
        if constexpr (may_have<M, T>(path_class::hop)) {
            // Look back from the square: the hurdle (next square, or first piece), then the hopper.
            const auto& d = m.hops;
            const auto& g = m.groups[u];
            if (m.has(t, path_class::hop) && g.other_hops)
            for (std::size_t k = d.begin[u]; k < d.begin[u + 1]; ++k) {
                const hop& h = d.entries[k];
                if (!(h.mode & betza::to_enemy) || lined_hop(g, h)) continue;
                const ray_table<G>& back = m.hop_ray(them + 2, k);
                // The hopper stands beyond the hurdle on the line back from the square: none of the
                // type anywhere on that line, nothing to look for (one mask instead of two scans).
                if ((back.mask(sq) & mine).none()) continue;
                const bitboard to_hurdle = h.one_beyond ? back.attacks(sq, occ, 1) : back.attacks(sq, occ);
                const bitboard hurdle = to_hurdle & occ;
                if (hurdle.none()) continue;
                if constexpr (M::flags.hop_shy)
                    if (static_cast<int>(t) == m.hop_shy_type && (shy ? *shy : pos.pieces_of_type(t)).test(hurdle.lsb())) continue;
                found |= back.attacks(hurdle.lsb(), occ) & occ & mine;
            }
        }
        if constexpr (may_have<M, T>(path_class::chain)) {
            const auto& d = m.chains;
            // Only the pieces standing where some capturing chain of the type lands on sq.
            const bitboard near = mine & m.chain_origins[static_cast<std::size_t>(them)][u][static_cast<std::size_t>(sq)];
            if (near.any())
                for (std::size_t k = d.begin[u]; k < d.begin[u + 1]; ++k) {
                    const auto& ch = d.chains[k];
                    if (!(ch.mode & betza::to_enemy)) continue;
                    for (int from : near) {
                        const auto& e = ch.at[static_cast<std::size_t>(them)][static_cast<std::size_t>(from)];
                        if (e.to == sq && (e.must_be_empty & occ).none() && (!ch.initial || pos.initial_squares(them, t).test(from)))
                            found.set(from);
                    }
                }
        }
        if constexpr (may_have<M, T>(path_class::walk)) {
            if (!m.has(t, path_class::walk)) return;
            // Only the pieces near enough for the type's walked paths to reach the square (the Chu
            // lion: none further than two squares, most often none at all).
            bitboard near = mine;
            if (const int r = m.walk_reach[u]; r >= 0) near &= within(m.geo, sq, r);
            if (near.none()) return;
            const auto& cat = m.cat;
            for (std::size_t k = cat.begin[u]; k < cat.begin[u + 1]; ++k) {
                const auto& p = cat.paths[k];
                if (classify(p) != path_class::walk || !captures(p)) continue;
                for (int from : near) {
                    if (found.test(from)) continue;
                    if ((p.legs[0].flags & betza::initial_only) && !pos.initial_squares(them, t).test(from)) continue;
                    // The square is asked about as if an enemy royal stood there (castling asks
                    // about empty squares; `k` moves capture only royals).
                    const bitboard self = bitboard::square(from), target = bitboard::square(sq);
                    const board_view<bitboard> view{andnot(occ | target, self), andnot(theirs, self), andnot(occ, theirs) | target,
                                                    target, bitboard{}};
                    bool hit = false;
                    // Where it lands, or on the way: a locust's victim, a rifle's shot.
                    leg_walker<G>::walk(m.geo, p, them, from, view, [&](const walk_target& w) {
                        if ((w.to == sq || w.victims.contains(sq)) && !w.ep &&
                            !(m.traits.destroys_own && takes_own_royal(pos, them, theirs, w)))
                            hit = true;
                    });
                    if (hit) found.set(from);
                }
            }
        }
    }

    // Whether a walked capture takes a royal of the mover's own on its way (XBetza `d`): no move does,
    // so neither does such an attack. Asked only of a hit.
    template <class P>
    static bool takes_own_royal(const P& pos, int them, const bitboard& theirs, const walk_target& w) {
        for (int i = 0; i < w.victims.count; ++i) {
            const int v = w.victims.squares[static_cast<std::size_t>(i)];
            if (theirs.test(v) && pos.royal_set(them).test(v)) return true;
        }
        return false;
    }
};

}  // namespace ferz::tables
