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
    // "column 4: not a square of the board", as ferz's other errors write theirs.
    [[nodiscard]] std::string message() const { return "column " + std::to_string(column) + ": " + std::string(what); }
};

namespace detail {

// Reads a region's text for a board of `files` x `ranks`, calling add(file, rank) for each square.
// The board's size is a value, so the same reader checks a definition's regions before any geometry
// exists (rules/check.hpp) and fills a geometry's bitboard (parse_region).
struct region_scanner {
    std::string_view text;
    int files = 0, ranks = 0;
    std::size_t at = 0;
    region_error error{-1, {}};

    constexpr bool fail(std::size_t column, std::string_view what) {
        error = {static_cast<int>(column), what};
        return false;
    }
    // A square "e4" / "a10" as file and rank; false with an error set.
    constexpr bool square(int& file, int& rank) {
        const std::size_t start = at;
        if (at >= text.size() || text[at] < 'a' || text[at] > 'p') return fail(start, "expected a file letter a..p");
        file = text[at++] - 'a';
        if (at >= text.size() || text[at] < '1' || text[at] > '9') return fail(at, "expected a rank number");
        rank = text[at++] - '0';
        if (at < text.size() && text[at] >= '0' && text[at] <= '9') rank = rank * 10 + (text[at++] - '0');
        --rank;
        if (file >= files || rank >= ranks) return fail(start, "square off the board");
        return true;
    }
    template <class Add>
    constexpr bool run(Add&& add) {
        while (true) {
            while (at < text.size() && (text[at] == ' ' || text[at] == ',')) ++at;
            if (at >= text.size()) return true;
            int fa = 0, ra = 0;
            if (!square(fa, ra)) return false;
            int fb = fa, rb = ra;
            if (at < text.size() && text[at] == '-') {
                ++at;
                if (!square(fb, rb)) return false;
            }
            if (at < text.size() && text[at] != ' ' && text[at] != ',') return fail(at, "expected a space, a comma or '-'");
            for (int r = ra < rb ? ra : rb; r <= (ra < rb ? rb : ra); ++r)
                for (int f = fa < fb ? fa : fb; f <= (fa < fb ? fb : fa); ++f) add(f, r);
        }
    }
};

}  // namespace detail

// Whether a text is a region of a board of files x ranks; the error says where and why not.
[[nodiscard]] constexpr result<bool, region_error> check_region(std::string_view text, int files, int ranks) {
    detail::region_scanner r{text, files, ranks};
    if (!r.run([](int, int) {})) return unexpected{r.error};
    return true;
}

// The squares of a region on geometry G, or where and why the text is not one. An empty text is
// the empty region. Usable in constant evaluation.
namespace detail {
template <class G>
struct region_adder {
    typename G::bitboard* squares;
    constexpr void operator()(int f, int rank) const { squares->set(G::square(f, rank)); }
};
}  // namespace detail
template <class G>
[[nodiscard]] constexpr result<typename G::bitboard, region_error> parse_region(std::string_view text) {
    detail::region_scanner r{text, G::files, G::ranks};
    typename G::bitboard squares{};
    if (!r.run(detail::region_adder<G>{&squares})) return unexpected{r.error};
    return squares;
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
