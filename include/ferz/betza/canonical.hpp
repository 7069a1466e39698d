// ferz/betza/canonical.hpp: one spelling for every descriptor.
//
// Many strings mean the same moves (`NN`/`N0`, `L`/`C`, `fsF`/`fF`, `fK`/`fW`, modifiers in any
// order). The canonical text is derived from the meaning, not from the text: directions are
// re-spelt from the slot sets the compiler computed, K and Q with direction letters on the first leg
// become W+F and R+B (the K system is the worst portability trap, §4.6), the final-leg default `mc`
// is left out, modifiers come in XBoard's order (`i`, directions, `u m c d e k x t p g o y n j z q`),
// and a repetition group is written out once per repetition count. Compiling the canonical text
// gives the same paths (in possibly another order). It never writes `fsF`, `fK`, `NN`, `L` or `J`; two
// moves of one atom side by side keep apart with the mode spelt out (`NmcN`: a knight's moves twice, not
// the nightrider).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "ferz/betza/atoms.hpp"
#include "ferz/betza/compile.hpp"
#include "ferz/betza/directions.hpp"
#include "ferz/betza/errors.hpp"
#include "ferz/betza/expand.hpp"
#include "ferz/betza/parser.hpp"
#include "ferz/result.hpp"

namespace ferz::betza {

// Fixed-capacity text for canonical spelling in constant evaluation.
template <std::size_t Capacity>
struct fixed_text {
    std::array<char, Capacity> data{};
    std::size_t size = 0;
    bool overflow = false;
    constexpr void push_back(char c) {
        if (size < Capacity) data[size++] = c;
        else overflow = true;
    }
    [[nodiscard]] constexpr std::string_view view() const noexcept { return {data.data(), size}; }
};

namespace detail {

struct direction_token {
    std::string_view text;
    slot_set slots;
};

// Tokens in order of preference; two-letter tokens always fuse when read back (directions.hpp).
inline constexpr direction_token king_tokens[] = {
    {"fh", 0x83}, {"bh", 0x38}, {"lh", 0xE0}, {"rh", 0x0E}, {"fs", 0x82}, {"bs", 0x28}, {"lv", 0xA0},
    {"rv", 0x0A}, {"fr", 0x02}, {"fl", 0x80}, {"br", 0x08}, {"bl", 0x20}, {"v", 0x11},  {"s", 0x44},
    {"f", 0x01},  {"b", 0x10},  {"l", 0x40},  {"r", 0x04},
};
inline constexpr direction_token oblique_tokens[] = {
    {"fh", 0xC3}, {"bh", 0x3C}, {"lh", 0xF0}, {"rh", 0x0F}, {"hr", 0x55}, {"hl", 0xAA}, {"fs", 0x42},
    {"bs", 0x24}, {"lv", 0x90}, {"rv", 0x09}, {"fr", 0x02}, {"fl", 0x40}, {"rf", 0x01}, {"lf", 0x80},
    {"br", 0x04}, {"bl", 0x20}, {"rb", 0x08}, {"lb", 0x10}, {"v", 0x99},  {"s", 0x66},  {"f", 0x81},
    {"b", 0x18},  {"l", 0x60},  {"r", 0x06},
};

template <class Out>
constexpr void put(Out& out, std::string_view s) {
    for (char c : s) out.push_back(c);
}
template <class Out>
constexpr void put_number(Out& out, unsigned v) {
    if (v >= 10) out.push_back(char('0' + v / 10));
    out.push_back(char('0' + v % 10));
}

// Spells a slot set with tokens: a greedy cover by the largest token inside the set, two-letter
// tokens first, and at most one single letter, last (a second one is written doubled, `vv`, so
// that it cannot fuse with its neighbour).
template <class Out, std::size_t N>
constexpr void spell_tokens(Out& out, slot_set set, const direction_token (&tokens)[N]) {
    std::array<std::size_t, 8> chosen{};
    std::size_t count = 0;
    slot_set left = set;
    while (left != 0 && count < chosen.size()) {
        std::size_t best = N;
        int best_gain = 0;
        for (std::size_t t = 0; t < N; ++t) {
            if ((tokens[t].slots & ~set) != 0) continue;
            const int gain = popcount(slot_set(tokens[t].slots & left));
            if (gain > best_gain) best = t, best_gain = gain;
        }
        if (best == N) return;  // unreachable: single slots always have a token
        chosen[count++] = best;
        left = slot_set(left & ~tokens[best].slots);
    }
    std::size_t singles = 0;
    for (std::size_t k = 0; k < count; ++k) {
        const std::string_view t = tokens[chosen[k]].text;
        if (t.size() == 2) put(out, t);
        else ++singles;
    }
    for (std::size_t k = 0; k < count; ++k) {
        const std::string_view t = tokens[chosen[k]].text;
        if (t.size() != 1) continue;
        if (--singles != 0) out.push_back(t[0]);  // doubled: reads alone whatever follows
        out.push_back(t[0]);
    }
}

template <class Out>
constexpr void spell_first_leg(Out& out, atom_class cls, slot_set set) {
    switch (cls) {
        case atom_class::orthogonal: {
            if (set == orthogonal_slots) return;
            if ((set & 0x11) == 0x11) out.push_back('v');
            else {
                if (set & 0x01) out.push_back('f');
                if (set & 0x10) out.push_back('b');
            }
            if ((set & 0x44) == 0x44) out.push_back('s');
            else {
                if (set & 0x04) out.push_back('r');
                if (set & 0x40) out.push_back('l');
            }
            return;
        }
        case atom_class::diagonal: {
            if (set == diagonal_slots) return;
            constexpr direction_token pairs[] = {{"f", 0x82}, {"b", 0x28}, {"l", 0xA0}, {"r", 0x0A}};
            for (const auto& t : pairs)
                if (set == t.slots) return put(out, t.text);
            constexpr direction_token ones[] = {{"fr", 0x02}, {"br", 0x08}, {"bl", 0x20}, {"fl", 0x80}};
            for (const auto& t : ones)
                if (set & t.slots) put(out, t.text);
            return;
        }
        case atom_class::oblique:
            if (set != all_slots) spell_tokens(out, set, oblique_tokens);
            return;
        default:
            if (set != all_slots) spell_tokens(out, set, king_tokens);
            return;
    }
}

// The letters of an atom of this geometry: a base letter and X/Y suffixes, fewest suffixes first.
template <class Out>
constexpr void spell_atom(Out& out, const atom& at, std::uint8_t range) {
    if (at.radial() && at.size() == 1) {
        const bool rider = range == 0;
        out.push_back(at.cls == atom_class::king ? (rider ? 'Q' : 'K')
                      : at.cls == atom_class::orthogonal ? (rider ? 'R' : 'W')
                                                         : (rider ? 'B' : 'F'));
        if (range > 1) put_number(out, range);
        return;
    }
    constexpr char bases[] = {'W', 'F', 'D', 'N', 'A', 'H', 'G', 'C', 'Z'};
    for (int suffixes = 0; suffixes <= 2 * max_coordinate; ++suffixes)
        for (int x = suffixes; x >= 0; --x)
            for (char base : bases) {
                const atom b = atom_of(base);
                if (b.a + 2 * (suffixes - x) == at.a && b.b + 3 * x + 2 * (suffixes - x) == at.b) {
                    out.push_back(base);
                    for (int k = 0; k < x; ++k) out.push_back('X');
                    for (int k = 0; k < suffixes - x; ++k) out.push_back('Y');
                    if (range != 1) put_number(out, range);
                    return;
                }
            }
}

// `written_before`: the leg's text so far (i, directions, u) is not empty.
template <class Out>
constexpr void spell_mode(Out& out, const leg_ast& l, bool final, bool written_before) {
    const std::uint16_t mode = written_mode(l);
    if (final && mode == (to_empty | to_enemy)) return;  // the default
    if (!final && (mode & ~std::uint16_t{to_empty}) == 0 && !l.has('p') && !l.has('g')) {
        // The relay default `m` (written or not; p / g replace it) is written only when the leg
        // would otherwise be empty. What was written counts, not what was read: `saF`'s `s` selects
        // all four diagonals and is spelt as nothing, so the leg is `maF`.
        if (written_before) return;
        for (char c : std::string_view{"xoynjzq"})
            if (l.has(c)) return;
        out.push_back('m');
        return;
    }
    if (mode & to_empty) out.push_back('m');
    if ((mode & to_enemy) && !(mode & royal_only)) out.push_back('c');
    if (mode & to_friend) out.push_back('d');
    if (mode & to_ep) out.push_back('e');
    if (mode & royal_only) out.push_back('k');
}

template <class Out>
struct counted_out {
    Out& out;
    std::size_t count = 0;
    constexpr void push_back(char c) {
        out.push_back(c);
        ++count;
    }
};

template <class Out>
constexpr void spell_leg(Out& out, const leg_ast& l, bool final, atom_class first_class, slot_set slots,
                         bool first) {
    counted_out<Out> head{out};
    for (int k = 0; k < l.n('i'); ++k) head.push_back('i');  // (ii: XBoard's one rank ahead of the start)
    if (first) spell_first_leg(head, first_class, slots);
    else if (slots != default_continuation) spell_first_leg(head, atom_class::king, slots);
    if (l.has('u')) head.push_back('u');
    spell_mode(out, l, final, head.count != 0);
    if (l.has('x')) out.push_back('x');
    if (l.has('t')) out.push_back('t');
    if (l.has('p')) out.push_back('p');
    if (l.has('g')) out.push_back('g');
    for (int k = 0; k < l.n('o'); ++k) out.push_back('o');
    if (l.has('y')) out.push_back('y');
    for (int k = 0; k < l.n('n'); ++k) out.push_back('n');
    if (l.has('j')) out.push_back('j');
    if (l.has('z')) out.push_back('z');
    if (l.has('q')) out.push_back('q');
}

template <class Out>
constexpr void spell_special(Out& out, const move_ast& m) {
    const leg_ast& l = m.legs[0];
    switch (m.at.cls) {
        case atom_class::castling:
            if (m.range == 0) {
                if (l.has('i')) out.push_back('i');
                if (l.has('u')) out.push_back('u');
                out.push_back('O');
                return;
            }
            out.push_back('i');
            {
                const bool left = l.has('l') || l.has('s') || !l.has('r');
                const bool right = l.has('r') || l.has('s') || !l.has('l');
                out.push_back(left && right ? 's' : left ? 'l' : 'r');
            }
            if (l.has('j')) out.push_back('j');
            out.push_back('O');
            put_number(out, m.range);
            return;
        case atom_class::drop: {
            const bool c = l.has('c');
            if (c) {
                if (l.has('m')) out.push_back('m');
                out.push_back('c');
            }
            for (char k : std::string_view{"fsbj"})
                for (int i = 0; i < l.n(k); ++i) out.push_back(k);
            if (l.has('n')) out.push_back('n');
            out.push_back('@');
            if (m.has_range && m.range != 1) put_number(out, m.range);
            return;
        }
        case atom_class::universal:
            if (l.has('i')) out.push_back('i');
            spell_mode(out, l, true, false);
            out.push_back('U');
            return;
        default:
            if (l.has('b')) out.push_back('b');
            spell_mode(out, l, true, false);
            out.push_back('I');
            return;
    }
}

template <class Out>
constexpr void spell_move(Out& out, const move_ast& m, const slot_set* slots, const atom& at) {
    for (std::size_t i = 0; i < m.leg_count; ++i) {
        if (i) out.push_back('a');
        spell_leg(out, m.legs[i], i + 1 == m.leg_count, at.cls, slots[i], i == 0);
    }
    spell_atom(out, at, m.effective_range());
}

// Two moves of one atom side by side would fuse: `N` then `N` is `NN`, the nightrider, and `fN` then `N`
// the forward nightrider. A move that starts with the letter the text ends with is written with its
// default mode spelt out (`NmcN`), which keeps the two moves apart. (Inside one move an upper-case
// letter is doubled only by the X and Y suffixes; `O` takes no mode and is never fused: `OO` is read
// as two castling moves.)
constexpr bool fuses(char last, char c) noexcept {
    return c == last && c >= 'A' && c <= 'Z' && c != 'X' && c != 'Y' && c != 'O';
}
template <class Out>
struct unfused {
    Out& out;
    char last = 0;
    constexpr void push_back(char c) {
        if (fuses(last, c)) {
            out.push_back('m');
            out.push_back('c');
        }
        out.push_back(c);
        last = c;
    }
};

}  // namespace detail

// Writes the canonical text of a valid descriptor to `out` (anything with push_back(char)).
template <class Out>
constexpr error write_canonical(std::string_view descriptor, Out& target) {
    if (auto v = validate(descriptor); !v) return v.error();
    detail::unfused<Out> out{target};
    parser p{descriptor};
    while (!p.done()) {
        auto parsed = p.next();
        if (!parsed) return parsed.error();
        const move_ast& m = *parsed;
        if (!m.at.steps()) {
            detail::spell_special(out, m);
            continue;
        }
        std::array<slot_set, max_legs> slots{};
        if (auto e = detail::leg_slots(m, slots.data())) return e;
        if (m.at.cls != atom_class::king || slots[0] == all_slots) {
            detail::spell_move(out, m, slots.data(), m.at);
            continue;
        }
        // K / Q with directions: the orthogonal half as W / R, the diagonal half as F / B.
        const slot_set first = slots[0];
        for (slot_set half : {orthogonal_slots, diagonal_slots}) {
            slots[0] = slot_set(first & half);
            if (slots[0] == 0) continue;
            atom part = m.at;
            part.cls = half == orthogonal_slots ? atom_class::orthogonal : atom_class::diagonal;
            part.a = half == orthogonal_slots ? std::int8_t{0} : std::int8_t{1};
            detail::spell_move(out, m, slots.data(), part);
        }
    }
    return {};
}

// Run time.
[[nodiscard]] inline result<std::string, error> canonical(std::string_view descriptor) {
    std::string text;
    if (auto e = write_canonical(descriptor, text)) return unexpected{e};
    return text;
}

// Constant evaluation: at most Capacity characters (too_many_paths reports an overflow).
template <std::size_t Capacity = 128>
[[nodiscard]] constexpr result<fixed_text<Capacity>, error> canonical_fixed(std::string_view descriptor) {
    fixed_text<Capacity> text;
    if (auto e = write_canonical(descriptor, text)) return unexpected{e};
    if (text.overflow) return unexpected{error{errc::too_many_paths, 1}};
    return text;
}

}  // namespace ferz::betza
