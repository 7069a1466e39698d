// ferz/hasinu/parser.hpp: a Ħasínū text to a syntax tree of the subset ferz translates.
//
// The parser reads the grammar of HASINU.md §3 (below) from the tokens of lexer.hpp into a
// syntax_tree (syntax_tree.hpp). It makes every check of §3 (counts, direction lists, part letters,
// obliques, bent legs and angles, the Rose) and those of §4 on nesting, desugars `group(…)(x)`,
// `[…(x)]` and `rifle`, and recognises by name what §9 lists as having no XBetza equivalent, so that
// the error names it. Meaning is left to to_betza.hpp. Errors carry the column, in code points.
//
// Grammar (EBNF; HASINU.md §3; whitespace between tokens is free except where noted):
//
//   piece    = term , { sep , term } ;
//   sep      = "&" | "" ;                      (* "" only between two oblique terms *)
//   term     = oblique | radial | bent | loop | call | "\" , xbetza | royal ;
//   radial   = dist , ( "×" | "x" ) , count , [ dirs ] | "n" , count , [ dirs ] ;
//   dist     = int | "{" , int , { "," , int } , "}" ;   (* each >= 1, no repeats, any order *)
//   count    = "1".."8" , "d" ;                (* one token: no space before the d *)
//   dirs     = dir , { "-" , dir } ;
//   dir      = "N" | "NE" | "E" | "SE" | "S" | "SW" | "W" | "NW" | "O" | "D" ;
//   oblique  = "(" , int , "," , int , ")" , [ parts ] ;   (* parts: no space after ")" *)
//   parts    = part , { part } ;                (* part = "a".."h", no repeats, any order *)
//   bent     = radial , "&t" , [ angle ] , radial ;        (* angle: no space after "&t" *)
//   angle    = number , [ "°" | "deg" | "grad" | "rad" ] ;
//   loop     = "n" , "(" , oblique , "&t" , [ angle ] , ")" ;
//   call     = fn , "(" , piece , ")" | "atmove" , "(" , int , "," , piece , ")"
//            | "group" , "(" , fn , { "," , fn } , ")" , "(" , piece , ")"
//            | "[" , fn , { "," , fn } , "(" , piece , ")" , "]" ;
//   fn       = "m" | "c" | "i" | "rifle" | "j" | "nj" ;
//   royal    = "royal" , "(" , [ "A" | "O" ] , ")" ;     (* outermost piece only *)
//   xbetza   = { ASCII letter | digit } ;       (* right after the "\" *)
//
// Recognised and refused (errc::no_equivalent, naming them): fe() burn() rpg() im() sz() ataction()
// function() promote() INF(), other functions (user functions), atmove(k, ·) with k ≠ 1, loops but
// the Rose's, counted loops, extra FE/PA/GL/number arguments, `//` text, Meta1, bends into or out of
// obliques. The seed's trailing `*` is a syntax error.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "ferz/betza/atoms.hpp"
#include "ferz/hasinu/errors.hpp"
#include "ferz/hasinu/lexer.hpp"
#include "ferz/hasinu/royalty.hpp"
#include "ferz/hasinu/syntax_tree.hpp"
#include "ferz/result.hpp"

namespace ferz::hasinu {

namespace detail {

inline constexpr std::size_t max_depth = 32;     // calls nested deeper: an error, not a deep recursion
inline constexpr std::size_t max_group = 16;     // functions in one group(…) or […]

class parser {
public:
    constexpr explicit parser(std::string_view text) : lex_(text) {}

    constexpr result<syntax_tree, error> run() {
        const int first = piece(0);
        if (failed()) return unexpected{err_};
        const token t = lex_.peek();
        if (!t.is(token_kind::end))
            return unexpected{unexpected_token(t, t.is(token_kind::close_paren) ? "unexpected )" : "expected & between terms")};
        tree_.first = first;
        if (auto e = check_nesting(tree_, first, {})) return unexpected{e};
        return std::move(tree_);
    }

private:
    lexer lex_;
    syntax_tree tree_{};
    error err_{};
    bool royal_seen_ = false;

    [[nodiscard]] constexpr bool failed() const noexcept { return err_.kind != errc::none; }
    constexpr int fail(errc kind, std::uint16_t column, std::string_view what = {}) {
        if (!failed()) err_ = make_error(kind, column, what);
        return -1;
    }
    [[nodiscard]] constexpr std::string_view text(const token& t) const { return t.text(lex_.source()); }
    [[nodiscard]] constexpr bool is_word(const token& t, std::string_view w) const {
        return t.is(token_kind::lower) && text(t) == w;
    }
    constexpr int add(const term& t) {
        tree_.terms.push_back(t);
        return int(tree_.terms.size()) - 1;
    }

    // A token that fits nowhere here: the constructs with errors of their own first.
    [[nodiscard]] constexpr error unexpected_token(const token& t, std::string_view expected) const {
        if (t.is(token_kind::star)) return make_error(errc::syntax, t.column, "* (the seed's wiki mark) is not notation");
        if (t.is(token_kind::slashes)) return make_error(errc::no_equivalent, t.column, "// text");
        return make_error(errc::syntax, t.column, expected);
    }
    constexpr bool expect(token_kind k, std::string_view what) {
        const token t = lex_.next();
        if (t.is(k)) return true;
        if (!failed()) err_ = unexpected_token(t, what);
        return false;
    }
    // The ")" closing a call: a "," there starts the FE/PA/GL/number arguments §9 refuses.
    constexpr bool close_call() {
        const token t = lex_.peek();
        if (t.is(token_kind::comma)) return fail(errc::no_equivalent, t.column, "extra FE/PA/GL/number arguments"), false;
        return expect(token_kind::close_paren, "expected )");
    }
    constexpr bool integer(token& t, std::string_view what) {
        t = lex_.next();
        if (t.is(token_kind::number) && !t.fraction) return true;
        if (!failed()) err_ = unexpected_token(t, what);
        return false;
    }

    // piece = term { sep term }: the index of its first term.
    constexpr int piece(std::size_t depth) {
        const token start = lex_.peek();
        if (start.is(token_kind::end) || start.is(token_kind::close_paren) || start.is(token_kind::close_bracket))
            return fail(errc::empty, start.column);
        int first = term_at(depth), last = first;
        while (!failed()) {
            const token t = lex_.peek();
            const bool oblique_follows = t.is(token_kind::open_paren) && tree_.terms[std::size_t(last)].kind == term_kind::oblique;
            if (t.is(token_kind::amp)) (void)lex_.next();
            else if (!oblique_follows) break;
            const int k = term_at(depth);
            if (failed()) break;
            tree_.terms[std::size_t(last)].next = k;
            last = k;
        }
        return failed() ? -1 : first;
    }

    constexpr int term_at(std::size_t depth) {
        const token t = lex_.peek();
        switch (t.kind) {
            case token_kind::open_paren: return oblique_term();
            case token_kind::open_brace: return radial_or_bent();
            case token_kind::number:
                if (lex_.peek2().is(token_kind::open_paren)) return fail(errc::no_equivalent, t.column, "a counted loop");
                return radial_or_bent();
            case token_kind::open_bracket: return bracket(depth);
            case token_kind::backslash: {
                (void)lex_.next();
                term x;
                x.kind = term_kind::embedded;
                x.column = t.column;
                x.xbetza = t.xbetza(lex_.source());
                if (x.xbetza.empty()) return fail(errc::syntax, t.column, "expected XBetza after \\");
                return add(x);
            }
            case token_kind::upper:
            case token_kind::lower: {
                // A name of letters of both cases or with digits (Meta1, myMove2(…)) is no token of
                // the subset: the name followed by "(" is a user function.
                const std::string_view name = identifier(t);
                if (name == "Meta1") return fail(errc::no_equivalent, t.column, "Meta1");
                const bool called = t.begin + name.size() < lex_.source().size() && lex_.source()[t.begin + name.size()] == '(';
                if (name.size() > text(t).size() && called) return user_function(t.column, name);
                if (t.is(token_kind::lower)) return word(depth, t);
                if (lex_.peek2().is(token_kind::open_paren)) {
                    if (text(t) == "INF") return fail(errc::no_equivalent, t.column, "INF()");
                    return user_function(t.column, text(t));
                }
                return fail(errc::syntax, t.column, "expected a term");
            }
            default: err_ = unexpected_token(t, "expected a term"); return -1;
        }
    }

    // The letters and digits from a token on.
    [[nodiscard]] constexpr std::string_view identifier(const token& t) const {
        const std::string_view src = lex_.source();
        std::size_t end = t.begin;
        auto alnum = [](char ch) { return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9'); };
        while (end < src.size() && alnum(src[end])) ++end;
        return src.substr(t.begin, end - t.begin);
    }

    constexpr int user_function(std::uint16_t column, std::string_view name) {
        if (name.size() > 40) name = name.substr(0, 40);
        char buffer[64]{};
        std::size_t n = 0;
        for (char ch : std::string_view("user function ")) buffer[n++] = ch;
        for (char ch : name) buffer[n++] = ch;
        buffer[n++] = '(';
        buffer[n++] = ')';
        return fail(errc::no_equivalent, column, std::string_view(buffer, n));
    }

    // Terms that start with a lower-case word: the rider, the loop, calls, royal(), §9's names.
    constexpr int word(std::size_t depth, const token& t) {
        const std::string_view w = text(t);
        const token after = lex_.peek2();
        if (w == "n" && !after.is(token_kind::open_paren)) {
            if (after.is(token_kind::times) || is_word(after, "x"))
                return fail(errc::syntax, after.column, "the rider n takes no ×");
            return radial_or_bent();
        }
        if (w == "nx") return fail(errc::syntax, std::uint16_t(t.column + 1), "the rider n takes no ×");
        if (!after.is(token_kind::open_paren)) return fail(errc::syntax, t.column, "expected a term");
        if (w == "n") return loop();
        constexpr std::string_view refused[] = {"fe", "burn", "rpg", "im", "sz", "ataction", "function", "promote"};
        for (std::string_view r : refused)
            if (w == r) {
                char buffer[16]{};
                std::size_t n = 0;
                for (char ch : r) buffer[n++] = ch;
                buffer[n++] = '(';
                buffer[n++] = ')';
                return fail(errc::no_equivalent, t.column, std::string_view(buffer, n));
            }
        if (w == "royal") return royal(depth, t);
        if (depth >= max_depth) return fail(errc::bad_nesting, t.column, "calls nested more than 32 deep");
        if (w == "atmove") return atmove(depth, t);
        if (w == "group") return group(depth, t);
        fn f{};
        if (function_name(w, f)) {
            (void)lex_.next();
            (void)lex_.next();  // (
            return call(depth, f, t.column);
        }
        return user_function(t.column, w);
    }

    static constexpr bool function_name(std::string_view w, fn& f) {
        if (w == "m") f = fn::m;
        else if (w == "c") f = fn::c;
        else if (w == "i" || w == "rifle") f = fn::i;
        else if (w == "j") f = fn::j;
        else if (w == "nj") f = fn::nj;
        else return false;
        return true;
    }

    // f(piece), the "(" read: the argument, then ")".
    constexpr int call(std::size_t depth, fn f, std::uint16_t column) {
        const int child = piece(depth + 1);
        if (failed() || !close_call()) return -1;
        term x;
        x.kind = term_kind::call;
        x.column = column;
        x.function = f;
        x.child = child;
        return add(x);
    }

    constexpr int atmove(std::size_t depth, const token& name) {
        (void)lex_.next();
        (void)lex_.next();  // (
        token k;
        if (!integer(k, "expected the number of atmove(number, move)")) return -1;
        if (k.value != 1) return fail(errc::no_equivalent, name.column, "atmove(k, ·) with k ≠ 1");
        if (!expect(token_kind::comma, "expected , after atmove(1")) return -1;
        return call(depth, fn::atmove, name.column);
    }

    // A function name inside group(…) or […].
    constexpr bool group_function(fn& f, std::uint16_t& column) {
        const token t = lex_.next();
        column = t.column;
        if (t.is(token_kind::lower) && function_name(text(t), f)) return true;
        if (t.is(token_kind::lower)) {
            constexpr std::string_view refused[] = {"fe", "burn", "rpg", "im", "sz", "ataction", "function", "promote", "atmove"};
            for (std::string_view r : refused)
                if (text(t) == r) {
                    fail(errc::no_equivalent, t.column, r == "atmove" ? std::string_view("atmove() in a group")
                                                                       : std::string_view("a function of §9 in a group"));
                    return false;
                }
        }
        if (!failed()) err_ = unexpected_token(t, "expected m, c, i, rifle, j or nj");
        return false;
    }

    // Wraps the argument in the functions, the first outermost.
    constexpr int nest(const fn* fs, const std::uint16_t* columns, std::size_t n, int child) {
        for (std::size_t k = n; k-- > 0;) {
            term x;
            x.kind = term_kind::call;
            x.column = columns[k];
            x.function = fs[k];
            x.child = child;
            child = add(x);
        }
        return child;
    }

    constexpr int group(std::size_t depth, const token&) {
        (void)lex_.next();
        (void)lex_.next();  // (
        std::array<fn, max_group> fs{};
        std::array<std::uint16_t, max_group> columns{};
        std::size_t n = 0;
        for (;;) {
            if (n == max_group) return fail(errc::syntax, lex_.peek().column, "more than 16 functions in a group");
            if (!group_function(fs[n], columns[n])) return -1;
            ++n;
            const token t = lex_.next();
            if (t.is(token_kind::close_paren)) break;
            if (!t.is(token_kind::comma)) return err_ = unexpected_token(t, "expected , or )"), -1;
        }
        if (!expect(token_kind::open_paren, "expected ( after group(…)")) return -1;
        const int child = piece(depth + 1);
        if (failed() || !close_call()) return -1;
        return nest(fs.data(), columns.data(), n, child);
    }

    constexpr int bracket(std::size_t depth) {
        (void)lex_.next();  // [
        if (depth >= max_depth) return fail(errc::bad_nesting, lex_.peek().column, "calls nested more than 32 deep");
        std::array<fn, max_group> fs{};
        std::array<std::uint16_t, max_group> columns{};
        std::size_t n = 0;
        for (;;) {
            if (n == max_group) return fail(errc::syntax, lex_.peek().column, "more than 16 functions in [...]");
            if (!group_function(fs[n], columns[n])) return -1;
            ++n;
            const token t = lex_.next();
            if (t.is(token_kind::open_paren)) break;
            if (!t.is(token_kind::comma)) return err_ = unexpected_token(t, "expected , or ("), -1;
        }
        const int child = piece(depth + 1);
        if (failed() || !close_call() || !expect(token_kind::close_bracket, "expected ]"))
            return -1;
        return nest(fs.data(), columns.data(), n, child);
    }

    constexpr int royal(std::size_t depth, const token& name) {
        if (depth != 0) return fail(errc::royal_not_here, name.column, "royal() inside a call");
        if (royal_seen_) return fail(errc::syntax, name.column, "royal() twice");
        royal_seen_ = true;
        (void)lex_.next();
        (void)lex_.next();  // (
        term x;
        x.kind = term_kind::royal;
        x.column = name.column;
        x.royal = royalty::plain;
        token t = lex_.next();
        if (t.is(token_kind::upper) && (text(t) == "A" || text(t) == "O")) {
            x.royal = text(t) == "A" ? royalty::all : royalty::one;
            t = lex_.next();
        }
        if (!t.is(token_kind::close_paren)) return err_ = unexpected_token(t, "expected A, O or ) in royal()"), -1;
        return add(x);
    }

    // (p,q) and its part letters, or an error (`p`, `q` zero or equal).
    constexpr int oblique_term() {
        term x;
        if (!oblique(x)) return -1;
        const token t = lex_.peek();
        if (t.is(token_kind::amp_t)) return fail(errc::no_equivalent, t.column, "a bend into or out of an oblique");
        return add(x);
    }

    constexpr bool oblique(term& x) {
        const token open = lex_.next();
        x.kind = term_kind::oblique;
        x.column = open.column;
        token p, q;
        if (!integer(p, "expected a number in (p,q)") || !expect(token_kind::comma, "expected , in (p,q)") ||
            !integer(q, "expected a number in (p,q)") || !expect(token_kind::close_paren, "expected ) after (p,q)"))
            return false;
        if (p.value == 0 || q.value == 0) return fail(errc::bad_oblique, open.column, "(p,q) with a zero"), false;
        if (p.value == q.value) return fail(errc::bad_oblique, open.column, "(p,q) with p = q: a line leap is j(s×4dO) / j(s×4dD)"), false;
        auto clip = [](std::uint32_t v) { return std::uint16_t(v < 65535 ? v : 65535); };
        x.p = clip(p.value < q.value ? p.value : q.value);
        x.q = clip(p.value < q.value ? q.value : p.value);
        const token t = lex_.peek();
        if (!t.is(token_kind::lower)) return true;
        const std::string_view letters = text(t);
        bool all_parts = true;
        for (char ch : letters) all_parts = all_parts && ch >= 'a' && ch <= 'h';
        if (t.space_before) {
            if (all_parts && !lex_.peek2().is(token_kind::open_paren))
                return fail(errc::syntax, t.column, "part letters follow ) with no space"), false;
            return true;
        }
        (void)lex_.next();
        x.parts_column = t.column;
        for (std::size_t k = 0; k < letters.size(); ++k) {
            const char ch = letters[k];
            const auto column = std::uint16_t(t.column + k);
            if (ch < 'a' || ch > 'h') return fail(errc::bad_parts, column, "part letters are a..h"), false;
            const auto bit = std::uint8_t(1u << part_slot(ch));
            if (x.parts & bit) return fail(errc::bad_parts, column, "a part letter repeated"), false;
            x.parts = std::uint8_t(x.parts | bit);
        }
        return true;
    }

    // An angle right after "&t" (none if whitespace follows the "&t"), in degrees; `written` false if none.
    constexpr bool angle(double& degrees, bool& written, std::uint16_t& column) {
        written = false;
        const token t = lex_.peek();
        if (!t.is(token_kind::number)) return true;
        const token unit = lex_.peek2();
        const bool has_unit = unit.is(token_kind::degree) || is_word(unit, "deg") || is_word(unit, "grad") || is_word(unit, "rad");
        if (t.space_before) {
            if (has_unit) return fail(errc::syntax, t.column, "an angle follows &t with no space"), false;
            return true;
        }
        (void)lex_.next();
        written = true;
        column = t.column;
        degrees = t.real;
        if (has_unit) {
            (void)lex_.next();
            if (is_word(unit, "grad")) degrees = t.real * 0.9;
            if (is_word(unit, "rad")) degrees = t.real * 57.295779513082320876798;  // 180 / π
        }
        return true;
    }

    static constexpr bool near(double degrees, double target) noexcept {
        const double d = degrees - target;
        return d <= 0.01 && d >= -0.01;
    }

    // n( (2,1) &t [angle] ): the Rose, or no equivalent.
    constexpr int loop() {
        const token n = lex_.next();
        (void)lex_.next();  // (
        auto other = [&] { return fail(errc::no_equivalent, n.column, "a loop other than the Rose's n((2,1) &t)"); };
        if (!lex_.peek().is(token_kind::open_paren)) return other();
        term x;
        if (!oblique(x)) return -1;
        if (x.p != 1 || x.q != 2 || x.parts != 0 || !lex_.peek().is(token_kind::amp_t)) return other();
        (void)lex_.next();
        double degrees = 45;
        bool written = false;
        std::uint16_t column = 0;
        if (!angle(degrees, written, column)) return -1;
        if (written && !near(degrees, 22.5) && !near(degrees, 45))
            return fail(errc::bad_angle, column, "the Rose turns one orientation step: 22.5° or 45°");
        if (!expect(token_kind::close_paren, "expected ) closing the loop")) return -1;
        x.kind = term_kind::loop;
        x.column = n.column;
        x.angle_column = column;
        return add(x);
    }

    // A radial term, or a bent one if "&t" follows.
    constexpr int radial_or_bent() {
        term x;
        x.kind = term_kind::radial;
        if (!radial(x.leg)) return -1;
        x.column = x.leg.column;
        if (!lex_.peek().is(token_kind::amp_t)) return add(x);
        (void)lex_.next();
        x.kind = term_kind::bent;
        double degrees = 45;
        bool written = false;
        if (!angle(degrees, written, x.angle_column)) return -1;
        const token b = lex_.peek();
        if (b.is(token_kind::open_paren)) return fail(errc::no_equivalent, b.column, "a bend into or out of an oblique");
        const bool starts_radial = b.is(token_kind::number) || b.is(token_kind::open_brace) || is_word(b, "n") || is_word(b, "nx");
        if (!starts_radial) return err_ = unexpected_token(b, "expected the second leg of the bent term"), -1;
        if (is_word(b, "nx") || ((is_word(lex_.peek2(), "x") || lex_.peek2().is(token_kind::times)) && is_word(b, "n")))
            return fail(errc::syntax, std::uint16_t(b.column + 1), "the rider n takes no ×");
        if (!radial(x.turn)) return -1;
        if (lex_.peek().is(token_kind::amp_t)) return fail(errc::bad_bent, lex_.peek().column, "a bent term has two legs");
        for (const radial_leg* l : {&x.leg, &x.turn})
            if (!l->rider && !l->single_step()) return fail(errc::bad_bent, l->column, "bent legs are 1× or n");
        const bool both_steps = x.leg.single_step() && x.turn.single_step();
        if (near(degrees, 45)) x.angle = 45;
        else if (near(degrees, 90)) x.angle = 90;
        else if (near(degrees, 135)) x.angle = 135;
        else if (near(degrees, 0) && both_steps) x.angle = 0;
        else return fail(errc::bad_angle, x.angle_column, both_steps ? "a bend turns 0°, 45°, 90° or 135°" : "a bend turns 45°, 90° or 135° (0° only with two 1× legs)");
        return add(x);
    }

    constexpr bool distance(radial_leg& l) {
        token t;
        if (!integer(t, "expected a distance")) return false;
        if (t.value == 0) return fail(errc::bad_number, t.column, "a distance is at least 1"), false;
        if (t.value > 127) {
            if (l.big_column == 0) l.big_column = t.column;
            return true;
        }
        if (l.has(int(t.value))) return fail(errc::bad_number, t.column, "a distance repeated"), false;
        l.add(int(t.value));
        return true;
    }

    constexpr bool radial(radial_leg& l) {
        const token first = lex_.peek();
        l.column = first.column;
        if (first.is(token_kind::lower)) {
            (void)lex_.next();  // n
            l.rider = true;
        } else if (first.is(token_kind::open_brace)) {
            (void)lex_.next();
            for (;;) {
                if (!distance(l)) return false;
                const token t = lex_.next();
                if (t.is(token_kind::close_brace)) break;
                if (!t.is(token_kind::comma)) return err_ = unexpected_token(t, "expected , or } in the distances"), false;
            }
        } else if (!distance(l)) {
            return false;
        }
        if (!l.rider) {
            const token times = lex_.next();
            if (!times.is(token_kind::times) && !is_word(times, "x"))
                return err_ = unexpected_token(times, "expected × after the distance"), false;
        }
        // count = "1".."8" "d", one token
        const token k = lex_.next();
        if (!k.is(token_kind::number) || k.fraction) return err_ = unexpected_token(k, "expected the count kd"), false;
        const token d = lex_.next();
        if (!is_word(d, "d") || d.space_before) return err_ = unexpected_token(d, "expected d right after the count"), false;
        if (k.value < 1 || k.value > 8) return fail(errc::bad_number, k.column, "the count is 1d..8d"), false;
        l.count = std::uint8_t(k.value);
        l.count_column = k.column;
        return directions(l);
    }

    constexpr bool directions(radial_leg& l) {
        slot_set listed = 0;
        int n = 0;
        for (token t = lex_.peek(); t.is(token_kind::upper) && !lex_.peek2().is(token_kind::open_paren); t = lex_.peek()) {
            (void)lex_.next();
            if (l.directions_column == 0) l.directions_column = t.column;
            constexpr std::string_view names[] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW", "O", "D"};
            slot_set s = 0;
            for (std::size_t k = 0; k < 10; ++k)
                if (text(t) == names[k]) s = k < 8 ? slot_set(1u << k) : k == 8 ? betza::orthogonal_slots : betza::diagonal_slots;
            if (s == 0) return fail(errc::bad_directions, t.column, "a direction is N NE E SE S SW W NW, O or D"), false;
            if (listed & s) return fail(errc::bad_directions, t.column, "a direction listed twice"), false;
            listed = slot_set(listed | s);
            for (int b = 0; b < 8; ++b) n += (s >> b) & 1;
            if (!lex_.peek().is(token_kind::hyphen)) break;
            (void)lex_.next();
            if (!lex_.peek().is(token_kind::upper)) return err_ = unexpected_token(lex_.peek(), "expected a direction after -"), false;
        }
        if (n == l.count) l.directions = listed;                       // inclusive (k = 4 too)
        else if (n == 8 - l.count) l.directions = slot_set(~listed);  // exclusive: all but these
        else
            return fail(errc::bad_directions, l.directions_column ? l.directions_column : l.count_column,
                        l.directions_column ? "a kd list holds k directions, or the 8 - k it lacks" : "only 8d may omit its directions"), false;
        return true;
    }
};

}  // namespace detail

// Parses and checks a Ħasínū text (§3, §4's nesting; §9 by name). Usable in constant evaluation.
[[nodiscard]] constexpr result<syntax_tree, error> parse(std::string_view text) {
    if (text.size() > max_text_length) return unexpected{make_error(errc::too_long, 0)};
    return detail::parser{text}.run();
}

}  // namespace ferz::hasinu
