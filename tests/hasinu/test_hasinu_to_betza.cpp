// Tests of Ħasínū → XBetza (ferz/hasinu/to_betza.hpp, HASINU.md §6): every §11 row in the h2b
// direction, compared with the row's XBetza by move sets (tests/support/hasinu_moves.hpp) and by
// exact text (the canonical round of §6 step 2 makes the text depend on the moves only); then our
// own cases for each rule of §6 and each error the translation (not the parser) raises; then the
// constant-evaluation paths, to_betza_fixed and betza_of.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include <ferz/hasinu/to_betza.hpp>
#include <support/hasinu_moves.hpp>

namespace {

using ferz::hasinu::errc;
using ferz::hasinu::royalty;
using ferz::hasinu::to_betza;

struct row {
    const char* source;   // where the expected value comes from
    const char* hasinu;
    const char* xbetza;   // expected: same moves, and this exact text
};

void check_row(const row& r) {
    const std::string source = r.source, hasinu = r.hasinu;
    CAPTURE(source);
    CAPTURE(hasinu);
    const auto got = to_betza(r.hasinu);
    REQUIRE_MESSAGE(got.has_value(), (got ? std::string() : got.error().message()));
    CHECK(hasinu_test::move_difference(*got, r.xbetza) == "");
    CHECK(*got == r.xbetza);
}

void check_error(std::string_view hasinu, errc kind, int column) {
    CAPTURE(hasinu);
    const auto got = to_betza(hasinu);
    REQUIRE_MESSAGE(!got.has_value(), (got ? *got : std::string()));
    CHECK(got.error().kind == kind);
    CHECK(got.error().column == column);
}

}  // namespace

TEST_CASE("HASINU.md §11.1: the seed's examples, canonical Ħasínū (b2h column) and the seed's own text") {
    const row rows[] = {
        {"§11.1 Short Rook", "{1,2,3,4}×4dO", "W4"},
        {"§11.1 Short Rook, seed", "{1, 2, 3, 4}×4dO", "W4"},
        {"§11.1 Bishop", "n4dD", "B"},
        {"§11.1 Queen", "n8d", "Q"},
        {"§11.1 Lance", "n1dN", "fR"},
        {"§11.1 Drunken Elephant", "1×7dS", "fsWF"},
        {"§11.1 Knight", "(1,2)", "N"},
        {"§11.1 Knight, seed", "(2, 1)", "N"},
        {"§11.1 Camel", "(1,3)", "C"},
        {"§11.1 Camel, seed", "(3, 1)", "C"},
        {"§11.1 Zebra", "(2,3)", "Z"},
        {"§11.1 Zebra, seed", "(3, 2)", "Z"},
        {"§11.1 Cardinal", "(1,2) & n4dD", "NB"},
        {"§11.1 Cardinal, seed", "(2, 1) & n4dD", "NB"},
        {"§11.1 Marshall", "(1,2) & n4dO", "NR"},
        {"§11.1 Marshall, seed", "(2, 1) & n4dO", "NR"},
        {"§11.1 Amazon", "(1,2) & n8d", "NQ"},
        {"§11.1 Amazon, seed", "(2, 1) & n8d", "NQ"},
        {"§11.1 Gnu", "(1,2) (1,3)", "NC"},
        {"§11.1 Buffalo", "(1,2) (1,3) (2,3)", "NCZ"},
        {"§11.1 no name (B5R4)", "{1,2,3,4}×4dO & {1,2,3,4,5}×4dD", "W4F5"},
        {"§11.1 no name (B5R4), seed", "{1,2,3,4}×8d & 5×4dD", "W4F5"},
        {"§11.1 Gryphon", "1×4dD &t n4dO", "FyafsF"},
        {"§11.1 Anchorite (§10.1 reading)", "1×4dO &t n4dD", "WyafsW"},
        {"§11.1 Anchorite, the seed's string (§10.1: a whole rook move, then bishop)", "n4dO &t n4dD", "RmafsR"},
        {"§11.1 Rhino", "1×4dO &t 1×4dD", "WmafsW"},
        {"§11.1 Rose", "n((2,1) &t22.5°)", "qN"},
        {"§11.1 rook, no backward", "n3dN-E-W", "fsR"},
        {"§11.1 knight, no backward", "(1,2)abch", "fhN"},
        {"§11.1 Fibnif", "(1,2)abef & 1×4dD", "vNF"},
        {"§11.1 Crab", "(1,2)abdg", "fNbsN"},
        {"§11.1 RlLrN (§10.2 reading)", "(1,2)bcde (1,3)afgh & n4dO", "rhNlhCR"},
        {"§11.1 RlLrN, seed (§10.2: the Ħasínū stands)", "(1,3)fgha (1,2)bcde & n4dO", "rhNlhCR"},
        {"§11.1 pawn minus e.p.", "m(1×1dN) & c(1×2dNE-NW) & atmove(1, m(2×1dN))", "fmWfcFifmnD"},
        {"§11.1 pawn minus e.p., seed (atmove first)", "atmove(1, m(2×1dN)) & m(1×1dN) & c(1×2dNE-NW)", "fmWfcFifmnD"},
        {"§11.1 rifle queen", "m(n8d) & i(n8d)", "mQcaibQ"},
        {"§11.1 rifle queen, seed", "m(n8d) & group(i, c)(n8d)", "mQcaibQ"},
        {"§11.1 rifle queen, seed with \\", "\\mQ & i(\\cQ)", "mQcaibQ"},
    };
    for (const row& r : rows) check_row(r);
}

TEST_CASE("HASINU.md §11.1: the seed's full pawn is an error naming promote()") {
    // "atmove(1, m(2×1dN)) & m(1×1dN) & c(1×2dNE-NW) & " is 48 code points: promote( at 49.
    check_error("atmove(1, m(2×1dN)) & m(1×1dN) & c(1×2dNE-NW) & promote(//reach rank eight, n8d, n4dO, n4dD, (2,1))",
                errc::no_equivalent, 49);
    CHECK(to_betza("atmove(1, m(2×1dN)) & promote(//x, n8d)").error().what == "promote()");
}

TEST_CASE("HASINU.md §10.2: the seed's Betza RlLrN, as ferz reads it, is (1,2)cd (1,3)gh & n4dO") {
    const auto got = to_betza("(1,2)cd (1,3)gh & n4dO");
    REQUIRE(got.has_value());
    CHECK(hasinu_test::move_difference(*got, "RlLrN") == "");
    CHECK(*got == "rNlCR");
}

TEST_CASE("HASINU.md §11.2: further examples") {
    const row rows[] = {
        {"§11.2 lone distance slides, j() leaps", "3×4dO & j(3×4dD)", "nHG"},
        {"§11.2 a written angle, equal distances", "n4dD &t90° n4dD", "BmasB"},
        {"§11.2 A's directions on the chain, unequal distances", "1×1dN &t n4dD", "fWfyafsW"},
        {"§11.2 part letters on another atom", "(2,3)cdgh", "sZ"},
        {"§11.2 one call per context", "m((1,3) & n4dO) & c(1×4dD)", "mCmRcF"},
    };
    for (const row& r : rows) check_row(r);
    // §11.2's error row (mafsF has no Ħasínū form), embedded with \: kept aside at the outermost level
    // (§6 step 1), an error inside a call.
    CHECK(to_betza("\\mafsF").value() == "mafsF");
    CHECK(to_betza("(1,2) & \\mafsF").value() == "NmafsF");
    check_error("m(\\mafsF)", errc::no_equivalent, 3);
}

TEST_CASE("§6 rules: radial terms (own cases)") {
    const row rows[] = {
        {"own: run 1..k and an extra, one direction", "{1,3}×1dN", "fWfnH"},
        {"own: no run (1 missing), extras only", "{2,3}×4dD", "nAnG"},
        {"own: all eight, run only: K with a range", "{1,2}×8d", "K2"},
        {"own: all eight with an extra: W and F parts", "{1,2,4}×8d", "W2nWXF2nAY"},
        {"own: diagonal cover groups b, then fr", "n3dNE-SE-SW", "bBfrB"},
        {"own: exclusive list (5d: all but three)", "1×5dN-NE-E", "blWbFflF"},
        {"own: k = 4 reads inclusive", "1×4dN-E-S-W", "W"},
        {"own: 8d listing all eight", "n8dN-NE-E-SE-S-SW-W-NW", "Q"},
        {"own: x is ×", "1x4dD", "F"},
        {"own: x after braces", "{1,2}x4dO", "W2"},
        {"own: O and D together", "n8dO-D", "Q"},
        {"own: one diagonal", "n1dNW", "flB"},
        {"own: extra of 8, the longest lame leap", "8×1dN", "fnDXX"},
        {"own: one direction backward", "n1dS", "bR"},
    };
    for (const row& r : rows) check_row(r);
    std::string run99 = "{";
    for (int s = 1; s <= 99; ++s) run99 += (s > 1 ? "," : "") + std::to_string(s);
    CHECK(to_betza(run99 + "}×1dN").value() == "fW99");
    check_error(run99 + ",100}×1dN", errc::out_of_range, 1);  // a slide over 99
    check_error("9×1dN", errc::out_of_range, 1);               // a lone distance over 8 legs
    check_error("{1,200}×1dN", errc::out_of_range, 4);         // beyond any XBetza, at the number
}

TEST_CASE("§6 rules: j() and nj() (own cases)") {
    const row rows[] = {
        {"own: j(): every distance a plain leap", "j({1,2,3}×4dO)", "WDH"},
        {"own: j(): a long leap with suffixes", "j(7×1dN)", "fWXX"},
        {"own: j(): W and F leaps, which the round reads as K", "j(1×8d)", "K"},
        {"own: j() around an oblique: no effect", "j((1,2))", "N"},
        {"own: nj((1,2)): the lame knight", "nj((1,2))", "nN"},
        {"own: nj((1,2)) with part letters", "nj((1,2)ab)", "fnN"},
        {"own: nj() on radial terms: no effect (radial terms ordered N first)", "nj(n1dS & 3×1dN)", "fnHbR"},
    };
    for (const row& r : rows) check_row(r);
    check_error("j(n4dO)", errc::out_of_range, 3);     // leaps of every length
    check_error("j(16×1dN)", errc::out_of_range, 3);   // a leap over 15
    check_error("nj((1,3))", errc::no_equivalent, 4);  // nj() on another oblique
}

TEST_CASE("§6 rules: obliques and their cover groups (own cases)") {
    const row rows[] = {
        {"own: (1,4) is FX", "(1,4)", "FX"},
        {"own: (3,4) is NY", "(3,4)", "NY"},
        {"own: (2,1)c = (1,2)c", "(2,1)c", "frN"},
        {"own: all eight letters: the atom alone", "(1,2)abcdefgh", "N"},
        {"own: bh", "(1,2)defg", "bhN"},
        {"own: lh", "(1,2)afgh", "lhN"},
        {"own: hr", "(1,2)bdfh", "hrN"},
        {"own: hl", "(1,2)aceg", "hlN"},
        {"own: s", "(1,2)cdgh", "sN"},
        {"own: fs", "(1,2)ch", "fsN"},
        {"own: lv then a single", "(1,2)afc", "lvNfrN"},
        {"own: one letter", "(1,3)a", "lfC"},
        {"own: letters in any order", "(1,2)hcba", "fhN"},
        {"own: two obliques without &", "(1,2)(1,3)", "NC"},
    };
    for (const row& r : rows) check_row(r);
    check_error("(1,16)", errc::out_of_range, 1);
}

TEST_CASE("§6 rules: bent terms (own cases)") {
    const row rows[] = {
        {"own: 135°, rider then a step (y)", "n4dO &t135° 1×4dD", "RyabsR"},
        {"own: 0° with two 1× legs: the exact slide of 2 and its first step", "1×4dO &t0° 1×4dO", "W2"},
        {"own: all eight directions", "1×8d &t n8d", "WyafsWFyafsF"},
        {"own: m() on a bent term", "m(1×4dD &t n4dO)", "mFyafsmF"},
        {"own: c() on a bent term", "c(1×4dD &t90° 1×4dD)", "cFmascF"},
        {"own: atmove(1, ·) on a bent term", "atmove(1, 1×4dO &t 1×4dD)", "iWiafsW"},
        {"own: angle in grad", "n4dD &t100grad n4dD", "BmasB"},
        {"own: angle in rad", "n4dD &t1.5708rad n4dD", "BmasB"},
        {"own: angle in deg", "n4dD &t90deg n4dD", "BmasB"},
        {"own: B lists more than is reached", "1×1dN &t n8d", "fWfyafsW"},
    };
    for (const row& r : rows) check_row(r);
    check_error("1×4dO &t 1×4dO", errc::bad_bent, 14);     // 45° from orthogonals reaches diagonals
    check_error("1×1dN &t n2dNE-E", errc::bad_bent, 13);   // NW is reached, B lacks it
}

TEST_CASE("§6 rules: rifles, loops, atmove, groups (own cases)") {
    const row rows[] = {
        {"own: rifle of a leap", "i((1,2))", "cabN"},
        {"own: rifle of a step", "i(1×4dO)", "cabW"},
        {"own: rifle of a slide: iso i", "i({1,2,3}×4dD)", "caibF3"},
        {"own: rifle(x) = i(x)", "rifle(n8d)", "caibQ"},
        {"own: i() around a j() leap", "i(j(3×4dO))", "cabH"},
        {"own: j() around i() reads the same", "j(i(3×4dO))", "cabH"},
        {"own: c() around i(): captures anyway", "c(i(n8d))", "caibQ"},
        {"own: initial rifle", "atmove(1, i((1,2)))", "icabN"},
        {"own: the Rose in m()", "m(n((2,1) &t))", "mqN"},
        {"own: the Rose, (1,2) and 45deg", "atmove(1, n((1,2)&t45deg))", "iqN"},
        {"own: group(m, j)(x) = m(j(x))", "group(m, j)(3×4dO)", "mH"},
        {"own: [c, j(x)] = c(j(x))", "[c, j(2×4dD)]", "cA"},
        {"own: [rifle(x)]", "[rifle(1×8d)]", "cabK"},
        {"own: atmove(1, ·) on a leap", "atmove(1, (1,2))", "iN"},
        {"own: atmove(1, ·) on a lame slide", "atmove(1, m(3×1dN))", "ifmnH"},
    };
    for (const row& r : rows) check_row(r);
}

TEST_CASE("§6 step 1: embedded XBetza") {
    const row rows[] = {
        {"own: \\X with a Ħasínū form", "\\N & n4dO", "NR"},
        {"own: \\X in a call", "m(\\R)", "mR"},
        {"own: \\X in i()", "i(\\cQ)", "caibQ"},
    };
    for (const row& r : rows) check_row(r);
    CHECK(to_betza("\\isO2").value() == "isO2");          // castling: no Ħasínū form, kept at the outermost level
    CHECK(to_betza("\\mafsF & \\isO2 & (1,2)").value() == "NmafsFisO2");  // kept texts last, in input order
    const auto bad = to_betza("n8d & \\E");                // not XBetza: the compiler's error, at the backslash
    REQUIRE(!bad.has_value());
    CHECK(bad.error().kind == errc::betza);
    CHECK(bad.error().column == 7);
    CHECK(bad.error().betza_error.kind == ferz::betza::errc::unknown_atom);
    check_error("j(\\isO2)", errc::no_equivalent, 3);
}

TEST_CASE("royal(): allowed by piece_to_betza, refused by to_betza") {
    const auto queen = ferz::hasinu::piece_to_betza("royal(O) & n8d");
    REQUIRE(queen.has_value());
    CHECK(queen->betza == "Q");
    CHECK(queen->royal == royalty::one);
    const auto knight = ferz::hasinu::piece_to_betza("(1,2) & royal()");
    REQUIRE(knight.has_value());
    CHECK(knight->betza == "N");
    CHECK(knight->royal == royalty::plain);
    const auto all = ferz::hasinu::piece_to_betza("royal(A)");
    REQUIRE(all.has_value());
    CHECK(all->betza.empty());
    CHECK(all->royal == royalty::all);
    CHECK(ferz::hasinu::piece_to_betza("1×8d")->royal == royalty::none);
    check_error("1×8d & royal()", errc::royal_not_here, 8);
    check_error("m(royal())", errc::royal_not_here, 3);  // inside a call: also for a piece
    CHECK(ferz::hasinu::piece_to_betza("m(royal())").error().kind == errc::royal_not_here);
}

TEST_CASE("errors reach the caller with their column") {
    check_error("", errc::empty, 1);
    check_error("n8d & fe()", errc::no_equivalent, 7);
    check_error("(1,2)*", errc::syntax, 6);
    check_error(std::string(4097, ' '), errc::too_long, 0);
    const auto e = to_betza("n8d & burn(n8d)").error();
    CHECK(e.message() == "column 7: no equivalent in the other notation: burn()");
}

// Constant evaluation, with both compilers.
namespace {
using ferz::hasinu::betza_of;
using ferz::hasinu::to_betza_fixed;
static_assert(to_betza_fixed("(1,2)abdg & n4dD &t90° n4dD")->view() == "fNbsNBmasB");   // own
static_assert(to_betza_fixed("{1,2,3,4}×8d & 5×4dD")->view() == "W4F5");                // §11.1 seed, through the round
static_assert(to_betza_fixed("1×7dS")->view() == "fsWF");                               // §11.1
static_assert(to_betza_fixed("fe()").error().kind == errc::no_equivalent);              // own: §9
static_assert(to_betza_fixed("fe()").error().column == 1);
static_assert(to_betza_fixed("royal()").error().kind == errc::royal_not_here);
static_assert(to_betza_fixed<4>("(1,2) (1,3) (2,3) & n8d & (1,4)").error().kind == errc::out_of_range);  // capacity
static_assert(betza_of<"m(1×1dN) & c(1×2dNE-NW) & atmove(1, m(2×1dN))"> == ferz::fixed_string("fmWfcFifmnD"));  // §11.1
static_assert(betza_of<"n((2,1) &t22.5°)"> == ferz::fixed_string("qN"));                // §11.1 Rose
static_assert(betza_of<"1×4dD &t n4dO">.view() == "FyafsF");                             // §11.1 Gryphon
static_assert(betza_of<"n4dD">.size() == 1);
}  // namespace

TEST_CASE("betza_of and to_betza_fixed agree with to_betza") {
    CHECK(std::string(betza_of<"(1,2)abef & 1×4dD">.view()) == to_betza("(1,2)abef & 1×4dD").value());
    CHECK(std::string(to_betza_fixed("m(n8d) & i(n8d)")->view()) == "mQcaibQ");
}
