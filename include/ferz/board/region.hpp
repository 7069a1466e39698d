// ferz/board/region.hpp: a region is a set of squares written as text ("d1-f3", "a6-i10", "e2 d1 f1").
//
// Palaces, river halves, promotion zones, goal squares and holes are all regions. Variants write them
// as text from White's side, so that a region is board-independent until it meets a geometry, and the
// same words serve a compile-time variant (parsed in constant evaluation, where a typo is a compile
// error) and a variant loaded from text at run time (parse_region returns the error as a value).
// Black's region is White's with the ranks mirrored (mirror_ranks): a palace, a river half, the
// enemy's half all turn that way.
//
// Grammar (items separated by spaces or commas):
//   region    = item { sep item }
//   item      = square [ "-" square ]      a square, or the box with those two corners (inclusive)
//   square    = file rank                  file a..p, rank 1..16: "a10" on a board of 10 ranks
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "ferz/board/geometry.hpp"
#include "ferz/result.hpp"

namespace ferz {

// What went wrong reading a region: the column (0-based) and a message.
struct region_error {
    int column = 0;
    std::string_view what;
};

namespace detail {

template <class G>
struct region_reader {
    using bitboard = typename G::bitboard;
    std::string_view text;
    std::size_t at = 0;
    bitboard squares{};
    region_error error{-1, {}};

    constexpr bool fail(std::size_t column, std::string_view what) {
        error = {static_cast<int>(column), what};
        return false;
    }
    // A square "e4" / "a10"; -1 with an error set.
    constexpr int square() {
        const std::size_t start = at;
        if (at >= text.size() || text[at] < 'a' || text[at] > 'p') return fail(start, "expected a file letter a..p"), -1;
        const int file = text[at++] - 'a';
        if (at >= text.size() || text[at] < '1' || text[at] > '9') return fail(at, "expected a rank number"), -1;
        int rank = text[at++] - '0';
        if (at < text.size() && text[at] >= '0' && text[at] <= '9') rank = rank * 10 + (text[at++] - '0');
        if (!G::on_board(file, rank - 1)) return fail(start, "square off the board"), -1;
        return G::square(file, rank - 1);
    }
    constexpr bool run() {
        while (true) {
            while (at < text.size() && (text[at] == ' ' || text[at] == ',')) ++at;
            if (at >= text.size()) return true;
            const int a = square();
            if (a < 0) return false;
            int b = a;
            if (at < text.size() && text[at] == '-') {
                ++at;
                b = square();
                if (b < 0) return false;
            }
            if (at < text.size() && text[at] != ' ' && text[at] != ',') return fail(at, "expected a space, a comma or '-'");
            const int f0 = G::file_of(a) < G::file_of(b) ? G::file_of(a) : G::file_of(b);
            const int f1 = G::file_of(a) < G::file_of(b) ? G::file_of(b) : G::file_of(a);
            const int r0 = G::rank_of(a) < G::rank_of(b) ? G::rank_of(a) : G::rank_of(b);
            const int r1 = G::rank_of(a) < G::rank_of(b) ? G::rank_of(b) : G::rank_of(a);
            for (int r = r0; r <= r1; ++r)
                for (int f = f0; f <= f1; ++f) squares.set(G::square(f, r));
        }
    }
};

}  // namespace detail

// The squares of a region on geometry G, or where and why the text is not one. An empty text is
// the empty region. Usable in constant evaluation.
template <class G>
[[nodiscard]] constexpr result<typename G::bitboard, region_error> parse_region(std::string_view text) {
    detail::region_reader<G> r{text};
    if (!r.run()) return unexpected{r.error};
    return r.squares;
}

// The region seen from the other side: every square's rank mirrored (Black's palace from White's).
template <class G>
[[nodiscard]] constexpr typename G::bitboard mirror_ranks(typename G::bitboard b) noexcept {
    typename G::bitboard out{};
    for (int sq : b) out.set(G::flip_rank(sq));
    return out;
}

// A region error as one line: "region 'd1-z3', column 4: expected a file letter a..p".
[[nodiscard]] inline std::string describe(std::string_view text, const region_error& e) {
    return "region '" + std::string(text) + "', column " + std::to_string(e.column + 1) + ": " + std::string(e.what);
}

}  // namespace ferz
