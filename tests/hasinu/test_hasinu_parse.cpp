// Tests of the Ħasínū parser (ferz/hasinu/parser.hpp): the syntax tree of each grammar rule of
// HASINU.md §2–§3, and every error the parser raises (§3's checks, §4's nesting, §9's constructs by
// name) with its column in code points. Unless a test says otherwise its case is our own, for the
// grammar rule it names. Errors of the translation itself (out_of_range, betza) are tested in
// test_hasinu_to_betza.cpp.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include <ferz/hasinu/parser.hpp>

namespace {

using namespace ferz::hasinu;

syntax_tree parsed(std::string_view text) {
    CAPTURE(text);
    auto t = parse(text);
    REQUIRE_MESSAGE(t.has_value(), (t ? std::string() : t.error().message()));
    return std::move(*t);
}

const term& first(const syntax_tree& t) { return t.terms[std::size_t(t.first)]; }
const term& next(const syntax_tree& t, const term& x) { return t.terms[std::size_t(x.next)]; }
const term& child(const syntax_tree& t, const term& x) { return t.terms[std::size_t(x.child)]; }

void check_error(std::string_view text, errc kind, int column, std::string_view what = {}) {
    CAPTURE(text);
    const auto t = parse(text);
    REQUIRE(!t.has_value());
    CHECK(t.error().kind == kind);
    CHECK(t.error().column == column);
    if (!what.empty()) CHECK(t.error().what.view() == what);
}

}  // namespace

TEST_CASE("radial terms: distances, count, directions") {
    const auto t = parsed("{3,1,2}×4dO");  // distances in any order
    const term& r = first(t);
    CHECK(r.kind == term_kind::radial);
    CHECK(r.column == 1);
    CHECK(r.leg.has(1));
    CHECK(r.leg.has(3));
    CHECK(!r.leg.has(4));
    CHECK(r.leg.run() == 3);
    CHECK(!r.leg.has_extras());
    CHECK(r.leg.count == 4);
    CHECK(r.leg.count_column == 9);  // × is one column
    CHECK(r.leg.directions == 0x55);
    CHECK(r.leg.directions_column == 11);
    CHECK(r.next == -1);

    CHECK(first(parsed("n8d")).leg.rider);
    CHECK(first(parsed("n8d")).leg.directions == 0xFF);             // only 8d omits the list
    CHECK(first(parsed("n8d")).leg.directions_column == 0);
    CHECK(first(parsed("1×7dS")).leg.directions == 0xEF);           // exclusive: all but S (§11.1 Drunken Elephant)
    CHECK(first(parsed("n3dN-E-W")).leg.directions == 0x45);        // inclusive (§11.1)
    CHECK(first(parsed("1×2dNE-NW")).leg.directions == 0x82);       // §11.1 pawn
    CHECK(first(parsed("1×4dN-E-S-W")).leg.directions == 0x55);     // k = 4: inclusive [decision]
    CHECK(first(parsed("1×4dNE-SE-SW-NW")).leg.directions == 0xAA);
    CHECK(first(parsed("1×5dN-NE-E")).leg.directions == 0xF8);      // 5d lists the 3 it lacks
    CHECK(first(parsed("n8dN-NE-E-SE-S-SW-W-NW")).leg.directions == 0xFF);
    CHECK(first(parsed("n8dO-D")).leg.directions == 0xFF);          // O = N-E-S-W, D = NE-SE-SW-NW
    CHECK(first(parsed("1×6dN-S")).leg.directions == 0xEE);         // 6d: all but N and S
    CHECK(first(parsed("1x4dD")).leg.directions == 0xAA);           // x = ×
    CHECK(first(parsed("{1, 2, 3, 4}×4dO")).leg.run() == 4);        // the seed's spaces (§11.1 Short Rook)
    CHECK(first(parsed("1 × 4d  O")).leg.directions == 0x55);       // whitespace between tokens is free
    CHECK(first(parsed("3×1dN")).leg.has_extras());                 // a lone distance
    CHECK(first(parsed("1×1dN")).leg.single_step());
}

TEST_CASE("oblique terms and part letters") {
    const auto t = parsed("(2,1)c");
    const term& o = first(t);
    CHECK(o.kind == term_kind::oblique);
    CHECK(o.p == 1);
    CHECK(o.q == 2);                  // (p,q) = (q,p)
    CHECK(o.parts == 0x02);           // c = (q,p): slot 1
    CHECK(o.parts_column == 6);
    CHECK(first(parsed("(1,2)")).parts == 0);
    CHECK(first(parsed("(1,2)abch")).parts == 0xC3);   // §11.1: fh
    CHECK(first(parsed("(1,2)hcba")).parts == 0xC3);   // any order
    CHECK(first(parsed("(2, 1)")).q == 2);             // the seed's spacing
    CHECK(part_slot('a') == 7);
    CHECK(part_slot('b') == 0);
    CHECK(part_slot('h') == 6);
    const auto two = parsed("(1,2)(1,3)");             // "" separates two obliques
    CHECK(next(two, first(two)).q == 3);
    const auto spaced = parsed("(1,2) (1,3) (2,3)");   // §11.1 Buffalo
    CHECK(next(spaced, next(spaced, first(spaced))).p == 2);
}

TEST_CASE("bent terms and angles") {
    const auto g = parsed("1×4dD &t n4dO");  // §11.1 Gryphon: no angle = 45°
    CHECK(first(g).kind == term_kind::bent);
    CHECK(first(g).angle == 45);
    CHECK(first(g).angle_column == 0);
    CHECK(first(g).turn.rider);
    const auto r = parsed("n4dD &t90° n4dD");  // §11.2
    CHECK(first(r).angle == 90);
    CHECK(first(r).angle_column == 8);
    CHECK(first(parsed("n4dO &t135deg 1×4dD")).angle == 135);
    CHECK(first(parsed("n4dO &t100grad n4dO")).angle == 90);       // grad
    CHECK(first(parsed("n4dO &t2.3562rad 1×4dD")).angle == 135);   // rad, to within 0.01°
    CHECK(first(parsed("n4dO &t90 deg n4dO")).angle == 90);        // the unit may follow a space
    CHECK(first(parsed("1×4dO &t0° 1×4dO")).angle == 0);           // 0° with two 1× legs
}

TEST_CASE("&t then whitespace: no angle") {
    // §2: `&t 1×4dD` has no angle: 1 is the second leg's distance.
    const auto t = parsed("1×4dO &t 1×4dD");
    CHECK(first(t).angle == 45);
    CHECK(first(t).turn.single_step());
    check_error("n4dD &t 90° n4dD", errc::syntax, 9, "an angle follows &t with no space");
    check_error("1×4dO &t1×4dD", errc::syntax, 10);  // 1 is the angle here, and × cannot follow it
}

TEST_CASE("the Rose") {
    const auto t = parsed("n((2,1) &t22.5°)");  // §11.1
    CHECK(first(t).kind == term_kind::loop);
    CHECK(first(t).column == 1);
    CHECK(first(parsed("n((1,2)&t)")).kind == term_kind::loop);
    CHECK(first(parsed("n((2,1) &t45°)")).kind == term_kind::loop);
}

TEST_CASE("calls, group, [...], rifle, atmove, royal, embedded XBetza") {
    const auto m = parsed("m(n8d & (1,2))");
    CHECK(first(m).kind == term_kind::call);
    CHECK(first(m).function == fn::m);
    CHECK(child(m, first(m)).kind == term_kind::radial);
    CHECK(next(m, child(m, first(m))).kind == term_kind::oblique);

    CHECK(first(parsed("rifle(n8d)")).function == fn::i);  // rifle = i
    CHECK(first(parsed("nj((1,2))")).function == fn::nj);
    CHECK(first(parsed("j(3×4dD)")).function == fn::j);
    CHECK(first(parsed("c(1×2dNE-NW)")).function == fn::c);
    const auto a = parsed("atmove(1, m(2×1dN))");  // §11.1 pawn
    CHECK(first(a).function == fn::atmove);
    CHECK(child(a, first(a)).function == fn::m);

    // group(f1, f2)(x) = [f1, f2(x)] = f1(f2(x)) (§11.1 rifle queen, the seed's text)
    for (std::string_view text : {"group(i, c)(n8d)", "[i, c(n8d)]", "[i,c(n8d)]"}) {
        const auto g = parsed(text);
        CHECK(first(g).function == fn::i);
        CHECK(first(g).column == (text[0] == 'g' ? 7 : 2));
        const term& inner = child(g, first(g));
        CHECK(inner.function == fn::c);
        CHECK(child(g, inner).kind == term_kind::radial);
    }

    const auto e = parsed("\\mQ & i(\\cQ)");  // §11.1 rifle queen with backslashes
    CHECK(first(e).kind == term_kind::embedded);
    CHECK(first(e).xbetza == "mQ");
    CHECK(child(e, next(e, first(e))).xbetza == "cQ");

    CHECK(first(parsed("royal()")).royal == royalty::plain);
    CHECK(first(parsed("royal(A)")).royal == royalty::all);
    CHECK(first(parsed("royal(O)")).royal == royalty::one);
    CHECK(next(parsed("n8d & royal()"), first(parsed("n8d & royal()"))).kind == term_kind::royal);
}

TEST_CASE("nesting that §4 allows") {
    for (std::string_view text : {"i(j(3×4dO))", "j(i(3×4dO))", "c(i(n8d))", "i(c(n8d))", "m(m(n8d))",
                                  "atmove(1, atmove(1, n8d))", "i((1,2))", "i(1×8d)", "nj(n4dO)", "m(1×4dD &t n4dO)",
                                  "atmove(1, n((2,1) &t))"})
        CHECK_MESSAGE(parse(text).has_value(), text);
}

TEST_CASE("errors: empty, syntax, too_long") {
    check_error("", errc::empty, 1);
    check_error("   ", errc::empty, 4);
    check_error("m()", errc::empty, 3);
    check_error("n8d n4dO", errc::syntax, 5, "expected & between terms");
    check_error("n8d)", errc::syntax, 4);
    check_error("n4dD*", errc::syntax, 5, "* (the seed's wiki mark) is not notation");  // §2: the seed's trailing *
    check_error("(2, 1)*", errc::syntax, 7);
    check_error("n×8d", errc::syntax, 2, "the rider n takes no ×");
    check_error("nx8d", errc::syntax, 2, "the rider n takes no ×");
    check_error("(1,2) abch", errc::syntax, 7, "part letters follow ) with no space");
    check_error("1×4 dD", errc::syntax, 5);  // the count's d follows its digit
    check_error("1×4dNE-", errc::syntax, 8);
    check_error("1.5×4dO", errc::syntax, 1);
    check_error("\\ & n8d", errc::syntax, 1);
    check_error("royal() & royal(A)", errc::syntax, 11);
    check_error("royal(B)", errc::syntax, 7);
    check_error("1×4dO &t n4dD &t n4dO", errc::bad_bent, 15, "a bent term has two legs");
    check_error("Ħ", errc::syntax, 1);
    check_error("n8d & Ħ", errc::syntax, 7);
    check_error(std::string(4097, ' '), errc::too_long, 0);
}

TEST_CASE("errors: numbers, directions, parts, obliques (§3 checks)") {
    check_error("0×4dO", errc::bad_number, 1);
    check_error("{1,2,1}×4dO", errc::bad_number, 6);   // repeated
    check_error("1×9dN", errc::bad_number, 3);
    check_error("1×0dN", errc::bad_number, 3);
    check_error("n9d", errc::bad_number, 2);
    check_error("1×2dN", errc::bad_directions, 5);      // 2d holds 2 (or 6)
    check_error("1×4dN-N-E-W", errc::bad_directions, 7);
    check_error("1×5dO-N", errc::bad_directions, 7);    // N twice after expanding O
    check_error("1×2dNN", errc::bad_directions, 5);
    check_error("1×4d", errc::bad_directions, 3, "only 8d may omit its directions");
    check_error("(1,2)abi", errc::bad_parts, 8);
    check_error("(1,2)aba", errc::bad_parts, 8);
    check_error("(0,1)", errc::bad_oblique, 1);
    check_error("(2,2)", errc::bad_oblique, 1);         // a line leap is j(s×4dO)
    check_error("n8d & (3, 3)", errc::bad_oblique, 7);
}

TEST_CASE("errors: bent legs and angles") {
    check_error("n4dD &t60° n4dD", errc::bad_angle, 8);
    check_error("n4dO &t0° n4dO", errc::bad_angle, 8);   // 0° only with two 1× legs
    check_error("n4dO &t180° n4dO", errc::bad_angle, 8);
    check_error("n((2,1) &t30°)", errc::bad_angle, 11);   // the Rose: one orientation step
    check_error("2×4dO &t n4dD", errc::bad_bent, 1);      // legs 1× or n
    check_error("1×4dO &t {1,2}×4dD", errc::bad_bent, 10);
}

TEST_CASE("errors: nesting (§4)") {
    check_error("m(c(n8d))", errc::bad_nesting, 3, "m() with c()");
    check_error("c(m(n8d))", errc::bad_nesting, 3, "m() with c()");
    check_error("m(i(n8d))", errc::bad_nesting, 3, "m() around i()");
    check_error("i(i(n8d))", errc::bad_nesting, 3, "i() around i()");
    check_error("i(m(n8d))", errc::bad_nesting, 3, "i() around m()");
    check_error("j(nj((1,2)))", errc::bad_nesting, 3, "j() with nj()");
    check_error("nj(j(n8d))", errc::bad_nesting, 4, "j() with nj()");
    check_error("j(1×4dD &t n4dO)", errc::bad_nesting, 3, "j() around a bent term");
    check_error("nj(1×4dD &t n4dO)", errc::bad_nesting, 4, "nj() around a bent term");
    check_error("j(n((2,1) &t))", errc::bad_nesting, 3, "j() around a loop");
    check_error("nj(n((2,1) &t))", errc::bad_nesting, 4, "nj() around a loop");
    check_error("i(1×4dD &t n4dO)", errc::bad_nesting, 3, "i() around a bent term");
    check_error("i(n((2,1) &t))", errc::bad_nesting, 3, "i() around a loop");
    check_error("i(3×4dO)", errc::bad_nesting, 3, "i() around distances other than 1..k or n");
    check_error("i(nj((1,2)))", errc::bad_nesting, 6, "i() with nj()");
    check_error("group(m, c)(n8d)", errc::bad_nesting, 10);
    check_error("[i, m(n8d)]", errc::bad_nesting, 5);
    std::string deep;
    for (int k = 0; k < 40; ++k) deep += "m(";
    deep += "n8d";
    for (int k = 0; k < 40; ++k) deep += ")";
    check_error(deep, errc::bad_nesting, 65, "calls nested more than 32 deep");
}

TEST_CASE("errors: royal() inside a call") {
    check_error("m(royal())", errc::royal_not_here, 3);
    check_error("(1,2) & atmove(1, royal(A))", errc::royal_not_here, 19);
}

TEST_CASE("errors: §9's constructs, each named") {
    check_error("fe()", errc::no_equivalent, 1, "fe()");
    check_error("n8d & burn(n8d)", errc::no_equivalent, 7, "burn()");
    check_error("rpg(n4dO)", errc::no_equivalent, 1, "rpg()");
    check_error("im(n8d)", errc::no_equivalent, 1, "im()");
    check_error("sz(2, 2) & n8d", errc::no_equivalent, 1, "sz()");
    check_error("ataction(2, n8d)", errc::no_equivalent, 1, "ataction()");
    check_error("atmove(2, n8d)", errc::no_equivalent, 1, "atmove(k, ·) with k ≠ 1");
    check_error("function(inchworm, n4dO)", errc::no_equivalent, 1, "function()");
    check_error("inchworm(n4dO)", errc::no_equivalent, 1, "user function inchworm()");
    check_error("Inch(n4dO)", errc::no_equivalent, 1, "user function Inch()");
    check_error("FOO(n4dO)", errc::no_equivalent, 1, "user function FOO()");
    check_error("n8d & move2(n4dO)", errc::no_equivalent, 7, "user function move2()");
    check_error("(1,2) & promote(//reach rank eight, n8d)", errc::no_equivalent, 9, "promote()");
    check_error("INF(2, 2)", errc::no_equivalent, 1, "INF()");
    check_error("n(1×8d)", errc::no_equivalent, 1, "a loop other than the Rose's n((2,1) &t)");  // §10.4
    check_error("n((1,3) &t)", errc::no_equivalent, 1);
    check_error("n((2,1)a &t)", errc::no_equivalent, 1);  // the Rose's leg has no letters
    check_error("n((2,1))", errc::no_equivalent, 1);
    check_error("3((2,1) &t)", errc::no_equivalent, 1, "a counted loop");
    check_error("j(n4dO, F)", errc::no_equivalent, 7, "extra FE/PA/GL/number arguments");
    check_error("i(n8d, E, A)", errc::no_equivalent, 6, "extra FE/PA/GL/number arguments");
    check_error("n8d & //text", errc::no_equivalent, 7, "// text");
    check_error("Meta1 n8d", errc::no_equivalent, 1, "Meta1");
    check_error("(1,2) &t n4dO", errc::no_equivalent, 7, "a bend into or out of an oblique");
    check_error("n4dO &t (1,2)", errc::no_equivalent, 9, "a bend into or out of an oblique");
    check_error("group(fe, m)(n8d)", errc::no_equivalent, 7);
    check_error("[im, m(n8d)]", errc::no_equivalent, 2);
    // columns count code points: × and ° are one column each
    check_error("1×4dD & fe()", errc::no_equivalent, 9);
    check_error("n((2,1) &t22.5°) & fe()", errc::no_equivalent, 20);
}

// The parser runs in constant evaluation.
static_assert(parse("(1,2)abch & n4dD &t90° n4dD").has_value());
static_assert(parse("m(1×1dN) & c(1×2dNE-NW) & atmove(1, m(2×1dN))").value().terms.size() == 7);
static_assert(parse("fe()").error().kind == errc::no_equivalent);
static_assert(parse("1×4dD & fe()").error().column == 9);
