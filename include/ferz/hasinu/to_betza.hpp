// ferz/hasinu/to_betza.hpp: Ħasínū → XBetza, the text ferz's XBetza compiler reads.
//
// The translation of HASINU.md §6. detail::write_betza_direct is §6's rules alone: parse and check
// (parser.hpp), write every term as XBetza moves, betza-canonical. write_betza adds step 2's round:
// the direct XBetza is read back as canonical Ħasínū by the other direction (to_hasinu.hpp, §7–§8)
// and written again by the same rules, so that the text depends only on the moves and comes in §8's
// order; the `\X` texts with no Ħasínū form are appended last, and ferz::betza::canonical spells the
// whole. Each rule writes single moves `[i] directions [m|c|y|n] atom`: m()/c() put m/c on a move's
// last leg, atmove(1, ·) puts i on its first, i() makes a move a rifle (`caibQ`), j() makes
// distances plain leaps.
//
// The core is a template over its output (anything with push_back(char)) and runs in constant
// evaluation (betza_of<"…">, to_betza_fixed) as at run time (to_betza, piece_to_betza). A royal()
// term is no move: piece_to_betza returns it beside the text, to_betza refuses it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ferz/betza/atoms.hpp"
#include "ferz/betza/canonical.hpp"
#include "ferz/betza/compile.hpp"
#include "ferz/betza/fixed_string.hpp"
#include "ferz/hasinu/errors.hpp"
#include "ferz/hasinu/parser.hpp"
#include "ferz/hasinu/royalty.hpp"
#include "ferz/hasinu/to_hasinu.hpp"
#include "ferz/result.hpp"

namespace ferz::hasinu {

namespace detail {

// Text grown in constant evaluation (a std::vector, freed before the evaluation ends). Moves written
// one after the other never fuse: a move starting with the atom letter the text ends with gets its
// default mode spelt out (`N` and `N` are `NmcN`, not the nightrider `NN`), as betza::write_canonical
// does.
struct text_buffer {
    std::vector<char> chars;
    constexpr void push_back(char c) {
        if (!chars.empty() && betza::detail::fuses(chars.back(), c)) {
            chars.push_back('m');
            chars.push_back('c');
        }
        chars.push_back(c);
    }
    [[nodiscard]] constexpr std::string_view view() const noexcept { return {chars.data(), chars.size()}; }
    [[nodiscard]] constexpr bool empty() const noexcept { return chars.empty(); }
};


// What the enclosing functions do to a term's moves.
struct context {
    nesting calls{};       // m c i j nj
    bool initial = false;  // atmove(1, ·)
};

struct group {
    std::string_view letters;
    slot_set slots;
};

// §5's cover groups, in the order h2b tries them; letters as XBetza writes them on the atom.
inline constexpr group oblique_groups[] = {
    {"fh", 0xC3}, {"bh", 0x3C}, {"lh", 0xF0}, {"rh", 0x0F}, {"hr", 0x55}, {"hl", 0xAA}, {"v", 0x99},
    {"s", 0x66},  {"f", 0x81},  {"b", 0x18},  {"l", 0x60},  {"r", 0x06},  {"fs", 0x42}, {"bs", 0x24},
    {"lv", 0x90}, {"rv", 0x09}, {"lf", 0x80}, {"rf", 0x01}, {"fr", 0x02}, {"br", 0x04}, {"rb", 0x08},
    {"lb", 0x10}, {"bl", 0x20}, {"fl", 0x40},
};
inline constexpr group diagonal_groups[] = {
    {"", 0xAA}, {"f", 0x82}, {"b", 0x28}, {"l", 0xA0}, {"r", 0x0A}, {"fr", 0x02}, {"br", 0x08}, {"bl", 0x20}, {"fl", 0x80},
};

// Calls `each(group)` for the groups that cover `set`, each lying wholly in what is still uncovered
// (a single pass suffices: what is uncovered only shrinks).
template <std::size_t N, class Each>
constexpr error cover(slot_set set, const group (&groups)[N], Each&& each) {
    slot_set left = set;
    for (const group& g : groups) {
        if (left == 0) break;
        if ((g.slots & ~left) != 0) continue;
        left = slot_set(left & ~g.slots);
        if (auto e = each(g)) return e;
    }
    return {};
}

// The orthogonal directions of a set as letters on W / R (none for all four).
template <class Out>
constexpr void put_orthogonal(Out& out, slot_set set) {
    set = slot_set(set & betza::orthogonal_slots);
    if (set == betza::orthogonal_slots) return;
    if ((set & 0x11) == 0x11) out.push_back('v');
    else if (set & 0x01) out.push_back('f');
    else if (set & 0x10) out.push_back('b');
    if ((set & 0x44) == 0x44) out.push_back('s');
    else if (set & 0x04) out.push_back('r');
    else if (set & 0x40) out.push_back('l');
}

template <class Out>
constexpr void put_range(Out& out, int k) {  // 2..99
    if (k >= 10) out.push_back(char('0' + k / 10));
    out.push_back(char('0' + k % 10));
}

// The atom of the leap (a, b), 0 <= a <= b <= 15: a base letter and the fewest X/Y suffixes.
template <class Out>
constexpr void put_leap(Out& out, int a, int b) {
    constexpr char bases[] = {'W', 'F', 'D', 'N', 'A', 'H', 'G', 'C', 'Z'};
    for (int suffixes = 0; suffixes <= 2 * betza::max_coordinate; ++suffixes)
        for (int x = suffixes; x >= 0; --x)
            for (char base : bases) {
                const betza::atom at = betza::atom_of(base);
                if (at.a + 2 * (suffixes - x) == a && at.b + 3 * x + 2 * (suffixes - x) == b) {
                    out.push_back(base);
                    for (int k = 0; k < x; ++k) out.push_back('X');
                    for (int k = 0; k < suffixes - x; ++k) out.push_back('Y');
                    return;
                }
            }
}

// A unit slider: `unit` (W F K) with range k, or `rider` (R B Q) for k = 0.
template <class Out>
constexpr void put_slider(Out& out, char unit, char rider, int k) {
    out.push_back(k == 0 ? rider : unit);
    if (k > 1) put_range(out, k);
}

// One move of the context: `[i] dirs [m|c] [n] atom`, or under i() the rifle `[i] dirs c a [i] b atom`
// (capture on the landing square and come back; iso `i` keeps a slide's way the same length).
template <class Out, class Atom>
constexpr void put_move(Out& out, const context& ctx, std::string_view dirs, bool lame, bool slides, Atom&& atom) {
    if (ctx.initial) out.push_back('i');
    betza::detail::put(out, dirs);
    if (ctx.calls.i) {
        betza::detail::put(out, "ca");
        if (slides) out.push_back('i');
        out.push_back('b');
    } else {
        if (ctx.calls.m) out.push_back('m');
        else if (ctx.calls.c) out.push_back('c');
        if (lame) out.push_back('n');
    }
    atom();
}

// Calls `each(letters, slots, diagonal)` for the orthogonal part of a direction set (one move), then
// for its diagonal cover groups (§5).
template <class Each>
constexpr error each_line_part(slot_set dirs, Each&& each) {
    if (dirs & betza::orthogonal_slots) {
        text_buffer letters;
        put_orthogonal(letters, dirs);
        if (auto e = each(letters.view(), slot_set(dirs & betza::orthogonal_slots), false)) return e;
    }
    return cover(slot_set(dirs & betza::diagonal_slots), diagonal_groups,
                 [&](const group& g) { return each(g.letters, g.slots, true); });
}

// j(S×kdR): every distance a plain leap (§6).
template <class Out>
constexpr error write_leaps(Out& out, const context& ctx, const radial_leg& leg) {
    if (leg.rider) return make_error(errc::out_of_range, leg.column, "j() around the rider n: leaps of every length");
    if (leg.big_column) return make_error(errc::out_of_range, leg.big_column, "a leap over 15");
    for (int s = 16; s < 128; ++s)
        if (leg.has(s)) return make_error(errc::out_of_range, leg.column, "a leap over 15");
    return each_line_part(leg.directions, [&](std::string_view letters, slot_set, bool diagonal) -> error {
        for (int s = 1; s <= 15; ++s)
            if (leg.has(s)) put_move(out, ctx, letters, false, false, [&] { put_leap(out, diagonal ? s : 0, s); });
        return {};
    });
}

// S×kdR / nkdR: the run 1..k slides (K, W, F with a range), each extra distance a lame leap.
template <class Out>
constexpr error write_radial(Out& out, const context& ctx, const radial_leg& leg) {
    if (ctx.calls.j) return write_leaps(out, ctx, leg);
    const int k = leg.rider ? 0 : leg.run();  // 0: unlimited for a rider, none otherwise
    const bool run = leg.rider || k > 0;
    if (k > 99) return make_error(errc::out_of_range, leg.column, "a slide over 99");
    if (leg.big_column) return make_error(errc::out_of_range, leg.big_column, "a lone distance over 8 (ferz's leg limit)");
    bool extras = false;
    if (!leg.rider)
        for (int s = k + 2; s < 128; ++s)
            if (leg.has(s)) {
                if (s > 8) return make_error(errc::out_of_range, leg.column, "a lone distance over 8 (ferz's leg limit)");
                extras = true;
            }
    if (leg.directions == betza::all_slots && !extras) {
        put_move(out, ctx, "", false, k != 1, [&] { put_slider(out, 'K', 'Q', k); });
        return {};
    }
    return each_line_part(leg.directions, [&](std::string_view letters, slot_set, bool diagonal) -> error {
        if (run) put_move(out, ctx, letters, false, k != 1, [&] { put_slider(out, diagonal ? 'F' : 'W', diagonal ? 'B' : 'R', k); });
        if (!leg.rider)
            for (int s = k + 2; s <= 8; ++s)
                if (leg.has(s)) put_move(out, ctx, letters, true, false, [&] { put_leap(out, diagonal ? s : 0, s); });
        return {};
    });
}

// (p,q)L: the atom alone for all eight parts, else one move per cover group; nj((1,2)L): `n` + N.
template <class Out>
constexpr error write_oblique(Out& out, const context& ctx, const term& t) {
    if (t.q > betza::max_coordinate) return make_error(errc::out_of_range, t.column, "no XBetza atom for (p,q) beyond 15");
    if (ctx.calls.nj && !(t.p == 1 && t.q == 2))
        return make_error(errc::no_equivalent, t.column, "nj() around an oblique other than (1,2)");
    auto atom = [&] { put_leap(out, t.p, t.q); };
    if (t.parts == 0 || t.parts == betza::all_slots) {
        put_move(out, ctx, "", ctx.calls.nj, false, atom);
        return {};
    }
    return cover(t.parts, oblique_groups, [&](const group& g) -> error {
        put_move(out, ctx, g.letters, ctx.calls.nj, false, atom);
        return {};
    });
}

// A &tθ B: per part of A (orthogonal, diagonal cover groups) A's own moves, then the chain
// `d (m|y) a turn X`: m keeps A's range for B (equal distances), y toggles it (1 <-> n).
template <class Out>
constexpr error write_bent(Out& out, const context& ctx, const term& t) {
    const radial_leg& a = t.leg;
    const radial_leg& b = t.turn;
    const int steps = t.angle / 45;
    const std::string_view turn = t.angle == 0 ? "f" : t.angle == 45 ? "fs" : t.angle == 90 ? "s" : "bs";
    const bool same = a.rider == b.rider;
    return each_line_part(a.directions, [&](std::string_view letters, slot_set part, bool diagonal) -> error {
        slot_set reached = 0;
        for (int u = 0; u < 8; ++u)
            if (part & (1u << u)) reached = slot_set(reached | (1u << ((u + steps) & 7)) | (1u << ((u - steps) & 7)));
        if ((reached & ~b.directions) != 0) {
            const slot_set line = (reached & betza::orthogonal_slots) ? betza::orthogonal_slots : betza::diagonal_slots;
            const std::uint16_t column = b.directions_column ? b.directions_column : b.column;
            return make_error(errc::bad_bent, column, (b.directions & line) == 0 ? "the second leg is not of the line type reached"
                                                                                 : "the second leg lacks a direction reached");
        }
        const char atom = diagonal ? (a.rider ? 'B' : 'F') : (a.rider ? 'R' : 'W');
        put_move(out, ctx, letters, false, a.rider, [&] { out.push_back(atom); });
        if (ctx.initial) out.push_back('i');
        betza::detail::put(out, letters);
        out.push_back(same ? 'm' : 'y');
        out.push_back('a');
        betza::detail::put(out, turn);
        if (ctx.calls.m) out.push_back('m');
        else if (ctx.calls.c) out.push_back('c');
        out.push_back(atom);
        return {};
    });
}

// The Ħasínū of XBetza embedded with `\` (§6 step 1), by the XBetza → Ħasínū direction.
template <class Out>
constexpr error embedded_hasinu(std::string_view xbetza, Out& out) {
    return write_hasinu(xbetza, out);
}

template <class Out, class Kept>
constexpr error write_terms(Out& out, const syntax_tree& tree, int first, const context& ctx, Kept& kept, royalty* royal,
                            bool outermost);

// `\X`: its Ħasínū terms written in this context; with no Ħasínū form, kept aside verbatim at the
// outermost level (ferz must compile it), an error inside a call.
template <class Out, class Kept>
constexpr error write_embedded(Out& out, const term& t, const context& ctx, Kept& kept, bool outermost) {
    text_buffer hasinu;
    error e = embedded_hasinu(t.xbetza, hasinu);
    if (e.kind == errc::betza) {
        e.column = t.column;
        return e;
    }
    if (e) {
        if (!outermost) return make_error(errc::no_equivalent, t.column, "\\X with no Ħasínū form inside a call");
        if (auto v = betza::validate(t.xbetza); !v) {
            error b = make_error(errc::betza, t.column, "\\X");
            b.betza_error = v.error();
            return b;
        }
        betza::detail::put(kept, t.xbetza);
        return {};
    }
    auto inner = parse(hasinu.view());
    if (!inner) return make_error(inner.error().kind, t.column, inner.error().what.view());
    if (auto n = check_nesting(*inner, inner->first, ctx.calls)) return make_error(n.kind, t.column, n.what.view());
    text_buffer unused;
    if (auto w = write_terms(out, *inner, inner->first, ctx, unused, nullptr, false)) return make_error(w.kind, t.column, w.what.view());
    return {};
}

template <class Out, class Kept>
constexpr error write_terms(Out& out, const syntax_tree& tree, int first, const context& ctx, Kept& kept, royalty* royal,
                            bool outermost) {
    for (int k = first; k >= 0; k = tree.terms[std::size_t(k)].next) {
        const term& t = tree.terms[std::size_t(k)];
        error e{};
        switch (t.kind) {
            case term_kind::oblique: e = write_oblique(out, ctx, t); break;
            case term_kind::radial: e = write_radial(out, ctx, t.leg); break;
            case term_kind::bent: e = write_bent(out, ctx, t); break;
            case term_kind::loop:
                if (ctx.initial) out.push_back('i');
                if (ctx.calls.m) out.push_back('m');
                else if (ctx.calls.c) out.push_back('c');
                betza::detail::put(out, "qN");
                break;
            case term_kind::call: {
                context inner = ctx;
                switch (t.function) {
                    case fn::m: inner.calls.m = true; break;
                    case fn::c: inner.calls.c = true; break;
                    case fn::i: inner.calls.i = true; break;
                    case fn::j: inner.calls.j = true; break;
                    case fn::nj: inner.calls.nj = true; break;
                    case fn::atmove: inner.initial = true; break;
                }
                e = write_terms(out, tree, t.child, inner, kept, royal, false);
                break;
            }
            case term_kind::embedded: e = write_embedded(out, t, ctx, kept, outermost); break;
            case term_kind::royal:
                if (royal == nullptr) return make_error(errc::royal_not_here, t.column, "royal() where only moves are asked for");
                *royal = t.royal;
                break;
        }
        if (e) return e;
    }
    return {};
}

[[nodiscard]] constexpr error betza_failure(const betza::error& b, std::string_view what) {
    error e = make_error(errc::betza, 0, what);
    e.betza_error = b;
    return e;
}

// The §6 rules alone: the terms' XBetza, betza-canonical, into `out`; the `\X` texts with no Ħasínū
// form into `kept`, in input order.
template <class Out, class Kept>
constexpr error write_betza_direct(std::string_view hasinu, Out& out, Kept& kept, royalty* royal) {
    auto tree = parse(hasinu);
    if (!tree) return tree.error();
    text_buffer raw;
    if (auto e = write_terms(raw, *tree, tree->first, context{}, kept, royal, true)) return e;
    if (raw.empty()) return {};
    if (auto b = betza::write_canonical(raw.view(), out)) return betza_failure(b, "the translation");
    return {};
}

// §6 step 2: the XBetza read back as canonical Ħasínū (§7–§8) and written again by the rules, so
// that the text depends only on the moves. (An error here is the translator's own: column 0.)
template <class Out>
constexpr error canonical_round(std::string_view xbetza, Out& out) {
    text_buffer hasinu, none;
    if (auto e = write_hasinu(xbetza, hasinu)) return e;
    if (auto e = write_betza_direct(hasinu.view(), out, none, nullptr)) {
        e.column = 0;
        return e;
    }
    return {};
}

}  // namespace detail

// Generic core, usable in constant evaluation: Out has push_back(char) (see betza::fixed_text, std::string).
// royal == nullptr: a royal() term is errc::royal_not_here; else *royal receives it (none without one).
template <class Out>
constexpr error write_betza(std::string_view hasinu, Out& out, royalty* royal = nullptr) {
    if (royal != nullptr) *royal = royalty::none;
    detail::text_buffer direct, kept, text;
    if (auto e = detail::write_betza_direct(hasinu, direct, kept, royal)) return e;
    if (!direct.empty())
        if (auto e = detail::canonical_round(direct.view(), text)) return e;
    betza::detail::put(text, kept.view());
    if (text.empty()) return {};
    if (auto b = betza::write_canonical(text.view(), out)) return detail::betza_failure(b, "the translation");
    return {};
}

// Run time: the XBetza of a move text (royal() is an error).
[[nodiscard]] inline result<std::string, error> to_betza(std::string_view hasinu) {
    std::string text;
    if (auto e = write_betza(hasinu, text)) return unexpected{e};
    return text;
}

// Run time: a piece's XBetza and its royal trait.
struct piece_translation {
    std::string betza;
    royalty royal = royalty::none;
};
[[nodiscard]] inline result<piece_translation, error> piece_to_betza(std::string_view hasinu) {
    piece_translation p;
    if (auto e = write_betza(hasinu, p.betza, &p.royal)) return unexpected{e};
    return p;
}

// Constant evaluation: at most Capacity characters (a longer XBetza is errc::out_of_range).
template <std::size_t Capacity = 256>
[[nodiscard]] constexpr result<betza::fixed_text<Capacity>, error> to_betza_fixed(std::string_view hasinu) {
    betza::fixed_text<Capacity> text;
    if (auto e = write_betza(hasinu, text)) return unexpected{e};
    if (text.overflow) return unexpected{make_error(errc::out_of_range, 0, "XBetza longer than to_betza_fixed's capacity")};
    return text;
}

// The arguments of betza_of's compile error, named so that it reads as a sentence. Never defined.
template <int Column>
struct at_column;
template <char... Chars>
struct text;
template <errc Kind, class Column, class Text>
struct hasinu_text_error;

namespace detail {

struct counting_out {
    std::size_t size = 0;
    constexpr void push_back(char) noexcept { ++size; }
};
struct array_out {
    char* data;
    std::size_t size = 0;
    constexpr void push_back(char c) noexcept { data[size++] = c; }
};
struct measured {
    errc kind = errc::none;
    std::uint16_t column = 0;
    std::size_t size = 0;
};
template <fixed_string Text>
inline constexpr measured measure = [] {
    counting_out c;
    const error e = write_betza(Text.view(), c);
    return measured{e.kind, e.column, c.size};
}();

template <errc Kind, class Column, class Text>
struct report_text_error {
    static constexpr bool raised = sizeof(hasinu_text_error<Kind, Column, Text>) != 0;
};
template <fixed_string Text, errc Kind, int Column, std::size_t... I>
constexpr void report_text(std::index_sequence<I...>) {
    (void)report_text_error<Kind, at_column<Column>, hasinu::text<Text.data[I]...>>::raised;
}

template <fixed_string Text>
constexpr auto make_betza_of() {
    constexpr measured m = measure<Text>;
    if constexpr (m.kind != errc::none) {
        constexpr std::size_t printed = Text.size() < 256 ? Text.size() : 256;
        report_text<Text, m.kind, m.column>(std::make_index_sequence<printed>{});
        return fixed_string<1>{};
    } else {
        fixed_string<m.size + 1> s{};
        array_out out{s.data};
        (void)write_betza(Text.view(), out);
        return s;
    }
}

}  // namespace detail

// Compile time: the XBetza of a literal, a fixed_string. A malformed text is one compile error naming
// hasinu_text_error<errc::kind, at_column<n>, text<'c', 'h', ...>> (as betza/diagnostics.hpp does).
template <fixed_string Text>
inline constexpr auto betza_of = detail::make_betza_of<Text>();

}  // namespace ferz::hasinu
