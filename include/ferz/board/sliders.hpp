// ferz/board/sliders.hpp: fast rook, bishop and queen attacks (the four orthogonal and four diagonal
// rides) on any geometry.
//
// These are the hottest calls of a chess-like move generator (every slider move, every check and
// pin test), so each width gets its own method. Boards of at most 64 squares (8×8 and smaller) use
// one table lookup per call: PEXT-indexed when the target has BMI2 (`__BMI2__`, opt out with
// FERZ_NO_PEXT for CPUs where PEXT is microcoded, i.e. AMD before Zen 3), otherwise "fancy" magic
// bitboards. The tables (800 KB of rook sets on 8×8) are built at run time on first use, in a
// function-local static, because building ~100k entries in constant evaluation costs seconds of
// compile time per translation unit (and exceeds clang's constexpr step limit); the magic numbers
// are searched with a fixed seed, so any geometry up to 64 squares works, not only 8×8. Wider
// boards (10×8, 9×9, 12×12, 16×16) use the branch-free ray scan of rays.hpp per direction: a
// lookup table indexed by a whole line's occupancy would be megabytes (2^20 entries of 256 bits for
// one 12×12 rook square), and the scan is a few word operations. In constant evaluation every
// function here falls back to the ray scan, so they stay usable in constexpr code.
// For single directions and range-limited rides (a lance is fR, a short rook R4) use
// ray_attacks<G, Dx, Dy>(sq, occupied[, range]) from rays.hpp, which this header includes.
// All results are subsets of G::all_squares(); `occupied` may contain bits outside the board only if
// they are zero, as always (see bitboard.hpp).
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "ferz/board/rays.hpp"

#if defined(__BMI2__) && !defined(FERZ_NO_PEXT)
#include <immintrin.h>
#define FERZ_USE_PEXT 1
#else
#define FERZ_USE_PEXT 0
#endif

namespace ferz {

namespace detail {

template <class G>
constexpr typename G::bitboard rook_scan(int sq, typename G::bitboard occ) noexcept {
    return ray_attacks<G, 1, 0>(sq, occ) | ray_attacks<G, -1, 0>(sq, occ) |
           ray_attacks<G, 0, 1>(sq, occ) | ray_attacks<G, 0, -1>(sq, occ);
}
template <class G>
constexpr typename G::bitboard bishop_scan(int sq, typename G::bitboard occ) noexcept {
    return ray_attacks<G, 1, 1>(sq, occ) | ray_attacks<G, -1, -1>(sq, occ) |
           ray_attacks<G, 1, -1>(sq, occ) | ray_attacks<G, -1, 1>(sq, occ);
}

// The four rays of a rook or a bishop on a board, as ray tables: the static ones of geometry<F, R>,
// or tables made for a board known only at run time.
template <class G>
struct slider_rays {
    std::array<const ray_table<G>*, 4> rook{}, bishop{};
};

// Relevant occupancy of a ride: the ray minus its last square, since a piece on the edge square
// blocks nothing beyond it. Fewer relevant bits, smaller tables.
template <class G>
constexpr std::uint64_t inner_ray(const ray_table<G>& t, int sq) noexcept {
    auto r = t.mask(sq);
    if (r.none()) return 0;
    if (t.step > 0) r.reset(r.msb());
    else r.reset(r.lsb());
    return r.value();
}

template <class G, bool Rook>
constexpr std::uint64_t relevant_occupancy(const slider_rays<G>& rays, int sq) noexcept {
    std::uint64_t m = 0;
    for (const ray_table<G>* t : Rook ? rays.rook : rays.bishop) m |= inner_ray(*t, sq);
    return m;
}

template <class G, bool Rook>
constexpr slider_rays<G> static_slider_rays() noexcept {
    return {{&ray<G, 1, 0>, &ray<G, -1, 0>, &ray<G, 0, 1>, &ray<G, 0, -1>},
            {&ray<G, 1, 1>, &ray<G, -1, -1>, &ray<G, 1, -1>, &ray<G, -1, 1>}};
}

// Entries of the shared attack array: one per subset of each square's relevant occupancy.
template <class G, bool Rook>
constexpr std::size_t slider_table_size(const slider_rays<G>& rays, int squares) noexcept {
    std::size_t n = 0;
    for (int sq = 0; sq < squares; ++sq) n += std::size_t{1} << std::popcount(relevant_occupancy<G, Rook>(rays, sq));
    return n;
}

struct slider_entry {
    std::uint64_t mask = 0;   // relevant occupancy
    std::uint64_t magic = 0;  // unused with PEXT; 0 without PEXT: no magic, scan the rays
    unsigned shift = 0;       // 64 - popcount(mask); unused with PEXT
    std::uint32_t offset = 0; // first entry of this square in the shared attack array
};

// The attack array: sized while the program compiles for geometry<F, R>, allocated at build else.
template <class G, bool Rook, bool Dynamic = G::dynamic>
struct slider_storage {
    using type = std::vector<std::uint64_t>;
};
template <class G, bool Rook>
struct slider_storage<G, Rook, false> {
    using type = std::array<std::uint64_t, slider_table_size<G, Rook>(static_slider_rays<G, Rook>(), G::max_squares)>;
};

// One slider kind (rook or bishop) on one board of at most 64 squares: geometry<F, R>, whose
// attack array is sized while the program compiles, or a board known at run time (board_geometry<64>),
// whose array is allocated when the table is built.
template <class G, bool Rook>
class slider_table {
public:
    slider_table() noexcept
        requires(!G::dynamic)
        : rays_(static_slider_rays<G, Rook>()) {
        build(G{});
    }
    slider_table(const G& geo, const slider_rays<G>& rays) : rays_(rays) {
        attacks_.resize(slider_table_size<G, Rook>(rays, geo.squares));
        build(geo);
    }

    std::uint64_t attacks(int sq, std::uint64_t occ) const noexcept {
        const slider_entry& e = entries_[static_cast<std::size_t>(sq)];
#if FERZ_USE_PEXT
        return attacks_[e.offset + _pext_u64(occ, e.mask)];
#else
        if (e.magic == 0) [[unlikely]] return reference(sq, occ);  // no magic was found for this square
        return attacks_[e.offset + (((occ & e.mask) * e.magic) >> e.shift)];
#endif
    }

private:
    std::uint64_t reference(int sq, std::uint64_t occ) const noexcept {
        const auto o = G::bitboard::from_word(occ);
        std::uint64_t out = 0;
        for (const ray_table<G>* t : Rook ? rays_.rook : rays_.bishop) out |= t->attacks(sq, o).value();
        return out;
    }

    void build(const G& geo) noexcept {
        std::uint32_t offset = 0;
#if !FERZ_USE_PEXT
        // xorshift64*, reseeded per square from a fixed list: the same magics on every run and
        // every machine. These per-rank seeds are Stockfish's for 8×8 (known to find all magics
        // in a few thousand tries); other shapes are far less constrained and take them too.
        constexpr std::uint64_t seeds[8] = {728, 10316, 55013, 32803, 12281, 15100, 16645, 255};
        std::uint64_t seed = 0;
        auto next = [&seed] {
            seed ^= seed >> 12;
            seed ^= seed << 25;
            seed ^= seed >> 27;
            return seed * 2685821657736338717ULL;
        };
        // Scratch sized for the largest square (2^16 subsets on 16×4); allocated once, at build.
        std::size_t most = 1;
        for (int sq = 0; sq < geo.squares; ++sq)
            most = std::max(most, std::size_t{1} << std::popcount(relevant_occupancy<G, Rook>(rays_, sq)));
        std::vector<std::uint64_t> occs(most), refs(most);
        std::vector<unsigned> epoch(most);
        unsigned tries = 0;
#endif
        for (int sq = 0; sq < geo.squares; ++sq) {
            slider_entry& e = entries_[static_cast<std::size_t>(sq)];
            e.mask = relevant_occupancy<G, Rook>(rays_, sq);
            e.offset = offset;
            const int bits = std::popcount(e.mask);
            // A shift by 64 would be undefined; with no relevant bits every index is 0 anyway.
            e.shift = static_cast<unsigned>(bits ? 64 - bits : 63);
            const std::size_t size = std::size_t{1} << bits;
            offset += static_cast<std::uint32_t>(size);
#if FERZ_USE_PEXT
            // Carry-Rippler enumeration of every subset of the mask.
            std::uint64_t occ = 0;
            do {
                attacks_[e.offset + _pext_u64(occ, e.mask)] = reference(sq, occ);
                occ = (occ - e.mask) & e.mask;
            } while (occ);
#else
            seed = seeds[geo.rank_of(sq) % 8];
            const unsigned first_try = tries;
            std::size_t n = 0;
            std::uint64_t occ = 0;
            do {
                occs[n] = occ;
                refs[n++] = reference(sq, occ);
                occ = (occ - e.mask) & e.mask;
            } while (occ);
            // Sparse random candidates until one maps every subset without a harmful collision
            // (two subsets may share a slot only if their attack sets are equal). Boards taller
            // than wide (3×9, 4×8 to 4×16, 5×9, 7×9...) have squares whose file bits, `files`
            // apart, no sparse magic seems to map in any number of tries: after max_tries the
            // square gives up (magic 0) and attacks() scans its rays instead. No square of a board
            // at least as wide as tall has needed the fallback (8×8 finds all in fewer tries), so
            // those keep a generous limit; taller boards give up early, to keep the build short.
            const unsigned max_tries = geo.files >= geo.ranks ? 1u << 18 : 1u << 11;
            for (bool found = false; !found;) {
                if (tries - first_try == max_tries) {
                    e.magic = 0;
                    break;
                }
                do e.magic = next() & next() & next();
                while (e.magic == 0 || (geo.squares == 64 && bits > 6 && std::popcount((e.magic * e.mask) >> 56) < 6));
                ++tries;
                found = true;
                for (std::size_t i = 0; i < n; ++i) {
                    const std::size_t idx = ((occs[i] * e.magic) >> e.shift);
                    std::uint64_t& slot = attacks_[e.offset + idx];
                    if (epoch[idx] != tries) {
                        epoch[idx] = tries;
                        slot = refs[i];
                    } else if (slot != refs[i]) {
                        found = false;
                        break;
                    }
                }
            }
#endif
        }
    }

    slider_rays<G> rays_;
    std::array<slider_entry, 64> entries_{};
    typename slider_storage<G, Rook>::type attacks_{};
};

// Built on first use; the guard is one predictable load and branch per call.
template <class G, bool Rook>
const slider_table<G, Rook>& sliders() noexcept {
    static const slider_table<G, Rook> table;
    return table;
}

}  // namespace detail

template <class G>
constexpr typename G::bitboard rook_attacks(int sq, typename G::bitboard occupied) noexcept {
    if constexpr (G::squares <= 64) {
        if (!std::is_constant_evaluated())
            return G::bitboard::from_word(detail::sliders<G, true>().attacks(sq, occupied.value()));
    }
    return detail::rook_scan<G>(sq, occupied);
}

template <class G>
constexpr typename G::bitboard bishop_attacks(int sq, typename G::bitboard occupied) noexcept {
    if constexpr (G::squares <= 64) {
        if (!std::is_constant_evaluated())
            return G::bitboard::from_word(detail::sliders<G, false>().attacks(sq, occupied.value()));
    }
    return detail::bishop_scan<G>(sq, occupied);
}

template <class G>
constexpr typename G::bitboard queen_attacks(int sq, typename G::bitboard occupied) noexcept {
    return rook_attacks<G>(sq, occupied) | bishop_attacks<G>(sq, occupied);
}

}  // namespace ferz
