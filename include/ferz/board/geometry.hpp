// ferz/board/geometry.hpp: the shape of a board (files × ranks, 1..16 each) and its square numbering.
//
// geometry<Files, Ranks> fixes everything the rest of the library derives from the board's size:
// square numbers (a1 = 0, then along the first rank, then the next rank: sq = rank * files + file),
// the bitboard width (64/128/256 bits, the narrowest that fits), file/rank masks, and the one place
// where the "bits above `squares` stay zero" invariant of bitboard.hpp is enforced: all_squares()
// is the mask to AND with after a complement, and shift<dx, dy>() moves a set by a step vector with
// no wrap-around between files and nothing pushed beyond the last square. Masks are static
// constexpr tables, built once per geometry that a program actually uses.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "ferz/assert.hpp"
#include "ferz/board/bitboard.hpp"

namespace ferz {

namespace detail {

// Table builders live outside geometry because a static constexpr member cannot be initialised by
// calling a member function of its own, still incomplete, class.
template <int Files, int Ranks, class Board>
struct geometry_masks {
    static constexpr std::array<Board, 16> files() noexcept {
        std::array<Board, 16> m{};
        for (int f = 0; f < Files; ++f)
            for (int r = 0; r < Ranks; ++r) m[static_cast<std::size_t>(f)].set(r * Files + f);
        return m;
    }
    static constexpr std::array<Board, 16> ranks() noexcept {
        std::array<Board, 16> m{};
        for (int r = 0; r < Ranks; ++r)
            m[static_cast<std::size_t>(r)] =
                andnot(Board::low_bits((r + 1) * Files), Board::low_bits(r * Files));
        return m;
    }
    static constexpr std::array<Board, 31> keep_file() noexcept {
        const auto fm = files();
        std::array<Board, 31> m{};
        for (int d = -15; d <= 15; ++d)
            for (int f = 0; f < Files; ++f)
                if (f + d >= 0 && f + d < Files)
                    m[static_cast<std::size_t>(d + 15)] |= fm[static_cast<std::size_t>(f)];
        return m;
    }
    static constexpr std::array<Board, 31> keep_rank() noexcept {
        const auto rm = ranks();
        std::array<Board, 31> m{};
        for (int d = -15; d <= 15; ++d)
            for (int r = 0; r < Ranks; ++r)
                if (r + d >= 0 && r + d < Ranks)
                    m[static_cast<std::size_t>(d + 15)] |= rm[static_cast<std::size_t>(r)];
        return m;
    }
};

}  // namespace detail

template <int Files, int Ranks>
struct geometry {
    static_assert(Files >= 1 && Files <= 16, "ferz::geometry: files must be in 1..16");
    static_assert(Ranks >= 1 && Ranks <= 16, "ferz::geometry: ranks must be in 1..16");

    static constexpr int files = Files;
    static constexpr int ranks = Ranks;
    static constexpr int squares = Files * Ranks;
    static constexpr int max_squares = squares;  // the size of per-square tables
    static constexpr bool dynamic = false;
    using bitboard = ferz::bitboard_for<Files * Ranks>;

    static constexpr int square(int file, int rank) noexcept { return rank * files + file; }
    static constexpr int file_of(int sq) noexcept { return sq % files; }
    static constexpr int rank_of(int sq) noexcept { return sq / files; }
    static constexpr bool on_board(int file, int rank) noexcept {
        return file >= 0 && file < files && rank >= 0 && rank < ranks;
    }
    static constexpr bool on_board(int sq) noexcept { return sq >= 0 && sq < squares; }

    // Colour 0 (white) moves towards higher ranks, colour 1 (black) towards lower ones; a rank
    // counted from the mover's own side lets pawn, promotion and zone rules be written once.
    static constexpr int relative_rank(int color, int sq) noexcept {
        return color == 0 ? rank_of(sq) : ranks - 1 - rank_of(sq);
    }
    static constexpr int relative_rank_of(int color, int rank) noexcept {
        return color == 0 ? rank : ranks - 1 - rank;
    }
    // The square seen from the other side (rank mirrored): piece-square and zone tables for black.
    static constexpr int flip_rank(int sq) noexcept {
        return square(file_of(sq), ranks - 1 - rank_of(sq));
    }

    static constexpr bitboard all_squares() noexcept { return all_; }
    static constexpr bitboard file_mask(int file) noexcept { return file_masks_[file]; }
    static constexpr bitboard rank_mask(int rank) noexcept { return rank_masks_[rank]; }
    // The rank `rank` counted from colour `color`'s side: relative_rank_mask(1, 0) is black's back rank.
    static constexpr bitboard relative_rank_mask(int color, int rank) noexcept {
        return rank_masks_[relative_rank_of(color, rank)];
    }
    // Squares whose rank, counted from `color`'s side, is >= rank: promotion zones ("last n ranks").
    static constexpr bitboard ranks_from(int color, int rank) noexcept {
        if (rank <= 0) return all_;
        if (rank >= ranks) return bitboard{};
        return color == 0 ? andnot(all_, bitboard::low_bits(rank * files))
                          : bitboard::low_bits((ranks - rank) * files);
    }

    // Move every square of b by (dx, dy); squares that would leave the board vanish, never wrap.
    // Sources are masked before the shift (files that would leave and ranks that would leave),
    // so the result needs no post-mask and stays inside all_squares(). With constant dx, dy the two
    // masks fold into one constant and the whole thing is one AND and one shift.
    template <int Dx, int Dy>
    static constexpr bitboard shift(bitboard b) noexcept {
        static_assert(Dx > -16 && Dx < 16 && Dy > -16 && Dy < 16, "ferz::geometry::shift: |step| <= 15");
        if constexpr (Dx >= Files || -Dx >= Files || Dy >= Ranks || -Dy >= Ranks) {
            return bitboard{};
        } else {
            constexpr int n = Dx + Dy * Files;
            const bitboard src = b & (keep_file_[Dx + 15] & keep_rank_[Dy + 15]);
            if constexpr (n > 0) return src << n;
            else if constexpr (n < 0) return src >> -n;
            else return src;
        }
    }
    // Run-time step, for variants loaded from text. Same contract as shift<Dx, Dy>.
    static constexpr bitboard shift(bitboard b, int dx, int dy) noexcept {
        if (dx >= files || -dx >= files || dy >= ranks || -dy >= ranks) return bitboard{};
        const int n = dx + dy * files;
        const bitboard src = b & keep_file_[dx + 15] & keep_rank_[dy + 15];
        return n > 0 ? src << n : n < 0 ? src >> -n : src;
    }
    // The squares next to sq, orthogonally and diagonally (a blast's area, rules.board.blast).
    static constexpr bitboard neighbours(int sq) noexcept { return neighbours_[static_cast<std::size_t>(sq)]; }

private:
    using masks_ = detail::geometry_masks<Files, Ranks, bitboard>;
    static constexpr bitboard all_ = bitboard::low_bits(squares);
    static constexpr std::array<bitboard, 16> file_masks_ = masks_::files();
    static constexpr std::array<bitboard, 16> rank_masks_ = masks_::ranks();
    // keep_file_[d + 15]: squares whose file + d is on the board; keep_rank_ likewise for ranks.
    static constexpr std::array<bitboard, 31> keep_file_ = masks_::keep_file();
    static constexpr std::array<bitboard, 31> keep_rank_ = masks_::keep_rank();
    static constexpr std::array<bitboard, squares> neighbours_ = [] {
        std::array<bitboard, squares> out{};
        for (int sq = 0; sq < squares; ++sq)
            for (int df = -1; df <= 1; ++df)
                for (int dr = -1; dr <= 1; ++dr) {
                    const int f = sq % Files + df, r = sq / Files + dr;
                    if ((df != 0 || dr != 0) && f >= 0 && f < Files && r >= 0 && r < Ranks) out[static_cast<std::size_t>(sq)].set(r * Files + f);
                }
        return out;
    }();
};

// A board whose size is a run-time value, for variants read from text: the same functions as
// geometry<F, R>, as members of a value, over bitboards of Bits bits (64, 128 or 256). Code that
// takes its geometry as an object (geo.square(f, r), geo.files) serves both: for geometry<F, R> the
// object is empty and every member a constant.
template <std::size_t Bits>
class board_geometry {
public:
    using bitboard = ferz::bitboard<Bits>;
    static constexpr int max_squares = static_cast<int>(Bits);
    static constexpr bool dynamic = true;

    int files = 0;
    int ranks = 0;
    int squares = 0;

    constexpr board_geometry() = default;
    // files x ranks, 1..16 each, at most Bits squares (checked by the caller: rules/check.hpp).
    constexpr board_geometry(int f, int r) noexcept : files(f), ranks(r), squares(f * r) {
        all_ = bitboard::low_bits(squares);
        for (int sq = 0; sq < squares; ++sq) {
            file_of_[static_cast<std::size_t>(sq)] = static_cast<std::uint8_t>(sq % files);
            rank_of_[static_cast<std::size_t>(sq)] = static_cast<std::uint8_t>(sq / files);
        }
        for (int file = 0; file < files; ++file)
            for (int rank = 0; rank < ranks; ++rank) file_masks_[static_cast<std::size_t>(file)].set(rank * files + file);
        for (int rank = 0; rank < ranks; ++rank)
            rank_masks_[static_cast<std::size_t>(rank)] = andnot(bitboard::low_bits((rank + 1) * files), bitboard::low_bits(rank * files));
        for (int d = -15; d <= 15; ++d) {
            for (int file = 0; file < files; ++file)
                if (file + d >= 0 && file + d < files) keep_file_[static_cast<std::size_t>(d + 15)] |= file_masks_[static_cast<std::size_t>(file)];
            for (int rank = 0; rank < ranks; ++rank)
                if (rank + d >= 0 && rank + d < ranks) keep_rank_[static_cast<std::size_t>(d + 15)] |= rank_masks_[static_cast<std::size_t>(rank)];
        }
        for (int sq = 0; sq < squares; ++sq) {
            const bitboard b = bitboard::square(sq);
            const bitboard row = b | shift(b, 1, 0) | shift(b, -1, 0);
            neighbours_[static_cast<std::size_t>(sq)] = andnot(row | shift(row, 0, 1) | shift(row, 0, -1), b);
        }
    }

    constexpr int square(int file, int rank) const noexcept { return rank * files + file; }
    // (Looked up: a division by a run-time width costs tens of cycles.)
    constexpr int file_of(int sq) const noexcept {
        FERZ_ASSERT(sq >= 0 && sq < max_squares, "file_of: a square off the board");
        return file_of_[static_cast<std::size_t>(sq)];
    }
    constexpr int rank_of(int sq) const noexcept {
        FERZ_ASSERT(sq >= 0 && sq < max_squares, "rank_of: a square off the board");
        return rank_of_[static_cast<std::size_t>(sq)];
    }
    constexpr bool on_board(int file, int rank) const noexcept { return file >= 0 && file < files && rank >= 0 && rank < ranks; }
    constexpr bool on_board(int sq) const noexcept { return sq >= 0 && sq < squares; }
    constexpr int relative_rank(int color, int sq) const noexcept { return color == 0 ? rank_of(sq) : ranks - 1 - rank_of(sq); }
    constexpr int relative_rank_of(int color, int rank) const noexcept { return color == 0 ? rank : ranks - 1 - rank; }
    constexpr int flip_rank(int sq) const noexcept { return square(file_of(sq), ranks - 1 - rank_of(sq)); }

    constexpr bitboard all_squares() const noexcept { return all_; }
    constexpr bitboard file_mask(int file) const noexcept { return file_masks_[static_cast<std::size_t>(file)]; }
    constexpr bitboard rank_mask(int rank) const noexcept { return rank_masks_[static_cast<std::size_t>(rank)]; }
    constexpr bitboard relative_rank_mask(int color, int rank) const noexcept {
        return rank_masks_[static_cast<std::size_t>(relative_rank_of(color, rank))];
    }
    constexpr bitboard ranks_from(int color, int rank) const noexcept {
        if (rank <= 0) return all_;
        if (rank >= ranks) return bitboard{};
        return color == 0 ? andnot(all_, bitboard::low_bits(rank * files)) : bitboard::low_bits((ranks - rank) * files);
    }
    template <int Dx, int Dy>
    constexpr bitboard shift(bitboard b) const noexcept {
        return shift(b, Dx, Dy);
    }
    constexpr bitboard shift(bitboard b, int dx, int dy) const noexcept {
        if (dx >= files || -dx >= files || dy >= ranks || -dy >= ranks) return bitboard{};
        const int n = dx + dy * files;
        const bitboard src = b & keep_file_[static_cast<std::size_t>(dx + 15)] & keep_rank_[static_cast<std::size_t>(dy + 15)];
        return n > 0 ? src << n : n < 0 ? src >> -n : src;
    }
    // (Looked up: five shifts of a run-time width cost more than the blast they serve.)
    constexpr bitboard neighbours(int sq) const noexcept {
        FERZ_ASSERT(sq >= 0 && sq < max_squares, "neighbours: a square off the board");
        return neighbours_[static_cast<std::size_t>(sq)];
    }

private:
    std::array<bitboard, Bits> neighbours_{};
    bitboard all_{};
    std::array<bitboard, 16> file_masks_{};
    std::array<bitboard, 16> rank_masks_{};
    std::array<bitboard, 31> keep_file_{};
    std::array<bitboard, 31> keep_rank_{};
    std::array<std::uint8_t, Bits> file_of_{}, rank_of_{};
};

}  // namespace ferz
