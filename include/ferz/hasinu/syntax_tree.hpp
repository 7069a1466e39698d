// ferz/hasinu/syntax_tree.hpp: the value a Ħasínū text parses to, and §4's checks on its nesting.
//
// parser.hpp reads a text into a syntax_tree; to_betza.hpp writes it out as XBetza. Terms live in a
// std::vector (used transiently in constant evaluation); a piece is the chain of its terms through
// `next`, a call's argument the chain from its `child`. Directions are orientation slots of
// betza/atoms.hpp (0 N = the owner's forward, clockwise to 7 NW), part letters the slots of the
// oblique atom's images, so that (p,q) and (q,p) name the same squares. The nesting check is kept
// with the tree because it runs twice: on the parsed text, and on the Ħasínū an embedded `\X` reads
// as, inside the calls around it.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "ferz/betza/atoms.hpp"
#include "ferz/hasinu/errors.hpp"
#include "ferz/hasinu/royalty.hpp"

namespace ferz::hasinu {

using betza::slot_set;

enum class term_kind : std::uint8_t { oblique, radial, bent, loop, call, embedded, royal };
enum class fn : std::uint8_t { m, c, i, j, nj, atmove };  // rifle is read as i; atmove is atmove(1, ·)

// One leg S×kdR or nkdR.
struct radial_leg {
    std::array<std::uint64_t, 2> distances{};  // bit s % 64 of word s / 64: distance s, 1..127
    std::uint16_t big_column = 0;  // where a distance over 127 was written (beyond XBetza; §6 says so)
    bool rider = false;            // n: every distance
    std::uint8_t count = 0;        // k of kd
    slot_set directions = 0;       // resolved: O / D expanded, an exclusive list complemented
    std::uint16_t column = 0;             // the leg's first character
    std::uint16_t count_column = 0;       // k
    std::uint16_t directions_column = 0;  // the first direction; 0 when the list is omitted

    [[nodiscard]] constexpr bool has(int s) const noexcept {
        return s >= 1 && s < 128 && ((distances[std::size_t(s / 64)] >> (s % 64)) & 1u) != 0;
    }
    constexpr void add(int s) noexcept { distances[std::size_t(s / 64)] |= std::uint64_t(1) << (s % 64); }
    // k of the run 1..k of distances (0 if 1 is not one); meaningless for a rider.
    [[nodiscard]] constexpr int run() const noexcept {
        int k = 0;
        while (has(k + 1)) ++k;
        return k;
    }
    // Distances beyond the run (a lone distance slides blocked: §4).
    [[nodiscard]] constexpr bool has_extras() const noexcept {
        if (rider) return false;
        if (big_column != 0) return true;
        for (int s = run() + 2; s < 128; ++s)
            if (has(s)) return true;
        return false;
    }
    // `1×`: the single distance 1 (a bent leg is 1× or n).
    [[nodiscard]] constexpr bool single_step() const noexcept {
        return !rider && big_column == 0 && distances[0] == 2u && distances[1] == 0;
    }
};

struct term {
    term_kind kind = term_kind::oblique;
    std::uint16_t column = 0;   // its first character
    int next = -1;              // the next term of the same piece (-1: none)
    // oblique, and the leg of a loop: p < q (written either way round)
    std::uint16_t p = 0, q = 0;
    std::uint8_t parts = 0;     // slot bits of the part letters; 0: none written (all eight)
    std::uint16_t parts_column = 0;
    // radial: leg; bent: leg &t turn
    radial_leg leg{}, turn{};
    int angle = 45;             // bent: the checked angle, 0, 45, 90 or 135 degrees
    std::uint16_t angle_column = 0;
    // call
    fn function = fn::m;
    int child = -1;             // the first term of its argument
    // embedded: the XBetza after `\`
    std::string_view xbetza{};
    royalty royal = royalty::none;
};

struct syntax_tree {
    std::vector<term> terms;
    int first = -1;             // the piece's first term
};

// The slot of a part letter's square: a (−p,q) = image 7, b (p,q) = image 0, and clockwise on.
[[nodiscard]] constexpr int part_slot(char letter) noexcept { return (letter - 'a' + 7) % 8; }

namespace detail {

// Which functions enclose a term (§4's nesting checks).
struct nesting {
    bool m = false, c = false, i = false, j = false, nj = false;
};

// §4: m with c; m or i around i; i around m; j with nj; j, nj or i around bent terms and loops; i
// around anything but obliques, j() leaps and radial terms with distances 1..k or n (and, ferz's
// reading, not around nj(): a lame rifle has no XBetza form).
constexpr error check_nesting(const syntax_tree& tree, int first, nesting ctx) {
    auto bad = [](std::uint16_t column, std::string_view what) { return make_error(errc::bad_nesting, column, what); };
    for (int k = first; k >= 0; k = tree.terms[std::size_t(k)].next) {
        const term& t = tree.terms[std::size_t(k)];
        switch (t.kind) {
            case term_kind::call: {
                const fn f = t.function;
                if ((f == fn::m && ctx.c) || (f == fn::c && ctx.m)) return bad(t.column, "m() with c()");
                if (f == fn::i && ctx.m) return bad(t.column, "m() around i()");
                if (f == fn::i && ctx.i) return bad(t.column, "i() around i()");
                if (f == fn::m && ctx.i) return bad(t.column, "i() around m()");
                if ((f == fn::j && ctx.nj) || (f == fn::nj && ctx.j)) return bad(t.column, "j() with nj()");
                nesting inner = ctx;
                if (f == fn::m) inner.m = true;
                if (f == fn::c) inner.c = true;
                if (f == fn::i) inner.i = true;
                if (f == fn::j) inner.j = true;
                if (f == fn::nj) inner.nj = true;
                if (auto e = check_nesting(tree, t.child, inner)) return e;
                break;
            }
            case term_kind::bent:
            case term_kind::loop: {
                const bool bent = t.kind == term_kind::bent;
                if (ctx.j) return bad(t.column, bent ? "j() around a bent term" : "j() around a loop");
                if (ctx.nj) return bad(t.column, bent ? "nj() around a bent term" : "nj() around a loop");
                if (ctx.i) return bad(t.column, bent ? "i() around a bent term" : "i() around a loop");
                break;
            }
            case term_kind::radial:
                if (ctx.i && !ctx.j && t.leg.has_extras())
                    return bad(t.column, "i() around distances other than 1..k or n");
                break;
            case term_kind::oblique:
                if (ctx.i && ctx.nj) return bad(t.column, "i() with nj()");
                break;
            default: break;
        }
    }
    return {};
}

}  // namespace detail
}  // namespace ferz::hasinu
