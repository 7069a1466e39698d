// ferz/hasinu/to_hasinu.hpp: XBetza → canonical Ħasínū (HASINU.md §7, §8).
//
// The XBetza is compiled by ferz and its paths are read (classify.hpp), never its text: `K`, `WF` and
// `FW` print the same, and so do `fhN` and `ffNfsN`. The text is the one canonical form of §8, which
// depends on the moves alone:
//   - per context: obliques `(p,q)L`, radial terms `S×kdR` (one per distinct distance set), `j(…)`,
//     `nj(…)`, bent terms `A &tθ B`; then the calls `m(…)`, `c(…)`, `i(…)`, `atmove(1, …)` holding
//     every move of their context, laid out the same way; then the Rose `n((2,1) &t22.5°)`;
//   - ` & ` between terms, one space between two obliques; `×` and `°` in UTF-8;
//   - `royal()` / `royal(A)` / `royal(O)` last when the caller says the piece is royal.
// XBetza with no Ħasínū form is an error naming its letter or feature (§9); XBetza that ferz does not
// compile is errc::betza with ferz's own error. The core writes to any `Out` with push_back(char), so
// it runs in constant evaluation (into betza::fixed_text) as well as at run time (into std::string).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "ferz/betza/canonical.hpp"
#include "ferz/hasinu/classify.hpp"
#include "ferz/hasinu/errors.hpp"
#include "ferz/hasinu/royalty.hpp"
#include "ferz/result.hpp"

namespace ferz::hasinu {

namespace b2h_detail {

inline constexpr std::string_view times_sign = "\xC3\x97";   // ×
inline constexpr std::string_view degree_sign = "\xC2\xB0";  // °
inline constexpr std::string_view direction_names[8] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};

using betza::detail::put;
template <class Out>
constexpr void put_number(Out& out, int v) {
    if (v >= 100) out.push_back(char('0' + v / 100));
    if (v >= 10) out.push_back(char('0' + v / 10 % 10));
    out.push_back(char('0' + v % 10));
}

// Writes terms with the right separator: ` & `, or one space between two obliques.
template <class Out>
struct term_writer {
    Out& out;
    bool first = true;
    bool last_oblique = false;

    constexpr void begin(bool oblique) {
        if (!first) put(out, oblique && last_oblique ? std::string_view{" "} : std::string_view{" & "});
        first = false;
        last_oblique = oblique;
    }
};

constexpr int popcount8(unsigned v) noexcept {
    int n = 0;
    for (; v; v &= v - 1) ++n;
    return n;
}

// `kd` and the direction list (§8): all eight bare; up to four listed, five or more by the missing
// ones; the four orthogonals `O`, the four diagonals `D`.
template <class Out>
constexpr void put_directions(Out& out, unsigned mask) {
    const int k = popcount8(mask);
    put_number(out, k);
    out.push_back('d');
    if (k == 8) return;
    const unsigned listed = k <= 4 ? mask : (~mask & 0xFFu);
    if (listed == 0x55u) return out.push_back('O');
    if (listed == 0xAAu) return out.push_back('D');
    bool first = true;
    for (int s = 0; s < 8; ++s)
        if ((listed >> s) & 1u) {
            if (!first) out.push_back('-');
            first = false;
            put(out, direction_names[s]);
        }
}

// `s×`, `{a,b,…}×` or `n`.
template <class Out>
constexpr void put_distances(Out& out, const distances& d) {
    if (d.all) return out.push_back('n');
    const bool several = d.count() > 1;
    if (several) out.push_back('{');
    bool first = true;
    for (int s = 1; s < 128; ++s)
        if (d.has(s)) {
            if (!first) out.push_back(',');
            first = false;
            put_number(out, s);
        }
    if (several) out.push_back('}');
    put(out, times_sign);
}

// One radial term per distinct distance set, ordered by its first direction.
template <class Out>
constexpr void put_radial(term_writer<Out>& w, const std::array<distances, 8>& sets) {
    unsigned done = 0;
    for (int s = 0; s < 8; ++s) {
        if (sets[std::size_t(s)].empty() || ((done >> s) & 1u)) continue;
        unsigned mask = 0;
        for (int t = s; t < 8; ++t)
            if (sets[std::size_t(t)] == sets[std::size_t(s)]) mask |= 1u << t;
        done |= mask;
        w.begin(false);
        put_distances(w.out, sets[std::size_t(s)]);
        put_directions(w.out, mask);
    }
}

template <class Out>
constexpr void put_parts(Out& out, unsigned parts) {
    if (parts == 0xFFu) return;
    for (int k = 0; k < 8; ++k)
        if ((parts >> k) & 1u) out.push_back(char('a' + k));
}

// The bent terms of a context, ordered by A's first direction, θ, A's distance, B's (§8).
template <class Out>
constexpr void put_bent(term_writer<Out>& w, const context& c) {
    for (int first = 0; first < 8; ++first)
        for (int theta = 0; theta < 3; ++theta)
            for (int range_a = 0; range_a < 2; ++range_a)
                for (int range_b = 0; range_b < 2; ++range_b) {
                    const int line = first & 1;
                    const unsigned dirs = c.joined[bent_group(line, range_a, theta, range_b)];
                    if (dirs == 0) continue;
                    unsigned mask = 0;
                    int lowest = -1;
                    for (int d = 0; d < 4; ++d)
                        if ((dirs >> d) & 1u) {
                            mask |= 1u << (line + 2 * d);
                            if (lowest < 0) lowest = line + 2 * d;
                        }
                    if (lowest != first) continue;
                    w.begin(false);
                    put(w.out, range_a == 0 ? std::string_view{"1\xC3\x97"} : std::string_view{"n"});
                    put_directions(w.out, mask);
                    put(w.out, " &t");
                    if (theta != 0) {
                        put(w.out, theta == 1 ? "90" : "135");
                        put(w.out, degree_sign);
                    }
                    put(w.out, range_b == 0 ? std::string_view{" 1\xC3\x97"} : std::string_view{" n"});
                    const bool b_orthogonal = (line == 0) == (theta == 1);  // 45° and 135° swap line types
                    put(w.out, b_orthogonal ? "4dO" : "4dD");
                }
}

// Everything of one context but the Rose: obliques, radial terms, j(), nj(), bent terms.
template <class Out>
constexpr void put_plain_terms(term_writer<Out>& w, const context& c) {
    for (int p = 1; p < 16; ++p)
        for (int q = p + 1; q < 16; ++q) {
            const unsigned parts = c.oblique[std::size_t(p * 16 + q)];
            if (parts == 0) continue;
            w.begin(true);
            w.out.push_back('(');
            put_number(w.out, p);
            w.out.push_back(',');
            put_number(w.out, q);
            w.out.push_back(')');
            put_parts(w.out, parts);
        }
    put_radial(w, c.slides);
    bool leaps = false;
    for (const auto& d : c.leaps) leaps = leaps || !d.empty();
    if (leaps) {
        w.begin(false);
        put(w.out, "j(");
        term_writer<Out> inner{w.out};
        put_radial(inner, c.leaps);
        w.out.push_back(')');
    }
    if (c.lame_knight != 0) {
        w.begin(false);
        put(w.out, "nj((1,2)");
        put_parts(w.out, c.lame_knight);
        put(w.out, ")");
    }
    put_bent(w, c);
}

template <class Out>
constexpr void put_rose(term_writer<Out>& w, const context& c) {
    if (c.rose == 0) return;
    w.begin(false);
    put(w.out, "n((2,1) &t22.5");
    put(w.out, degree_sign);
    put(w.out, ")");
}

// The moves of one time (any, or initial-only): plain terms, m(), c(), i(), [atmove(1, …)], Rose.
template <class Out>
constexpr void put_level(term_writer<Out>& w, const model& m, bool initial) {
    const context& plain = m.at(initial, 0);
    put_plain_terms(w, plain);
    constexpr std::string_view calls[kinds] = {"", "m(", "c(", "i("};
    for (std::size_t kind = 1; kind < kinds; ++kind) {
        const context& c = m.at(initial, kind);
        if (c.empty()) continue;
        w.begin(false);
        put(w.out, calls[kind]);
        term_writer<Out> inner{w.out};
        put_plain_terms(inner, c);
        put_rose(inner, c);
        w.out.push_back(')');
    }
    if (!initial) {
        bool any = false;
        for (std::size_t kind = 0; kind < kinds; ++kind) any = any || !m.at(true, kind).empty();
        if (any) {
            w.begin(false);
            put(w.out, "atmove(1, ");
            term_writer<Out> inner{w.out};
            put_level(inner, m, true);
            w.out.push_back(')');
        }
    }
    put_rose(w, plain);
}

}  // namespace b2h_detail

// Writes the canonical Ħasínū of an XBetza descriptor to `out` (anything with push_back(char)).
// Nothing is written when there is an error.
template <class Out>
constexpr error write_hasinu(std::string_view xbetza, Out& out, royalty royal = royalty::none) {
    b2h_detail::model m;
    if (auto e = b2h_detail::build_model(xbetza, m)) return e;
    b2h_detail::term_writer<Out> w{out};
    b2h_detail::put_level(w, m, false);
    if (royal != royalty::none) {
        w.begin(false);
        b2h_detail::put(out, royal == royalty::all ? "royal(A)" : royal == royalty::one ? "royal(O)" : "royal()");
    }
    return {};
}

// Run time.
[[nodiscard]] inline result<std::string, error> to_hasinu(std::string_view xbetza, royalty royal = royalty::none) {
    std::string text;
    if (auto e = write_hasinu(xbetza, text, royal)) return unexpected{e};
    return text;
}

// Constant evaluation: at most Capacity bytes; a longer text is errc::too_long.
template <std::size_t Capacity = 512>
[[nodiscard]] constexpr result<betza::fixed_text<Capacity>, error> to_hasinu_fixed(std::string_view xbetza,
                                                                                  royalty royal = royalty::none) {
    betza::fixed_text<Capacity> text;
    if (auto e = write_hasinu(xbetza, text, royal)) return unexpected{e};
    if (text.overflow) return unexpected{make_error(errc::too_long, 0, "Hasinu text longer than the buffer")};
    return text;
}

}  // namespace ferz::hasinu
