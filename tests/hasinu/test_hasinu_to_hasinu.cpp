// XBetza → Ħasínū (hasinu/to_hasinu.hpp): every b2h row of HASINU.md §11, the no-equivalent errors of
// §9, the reading of compiled paths rather than text (§7), the canonical layout of §8, and that the
// text depends only on the moves (many spellings of the same piece print the same). Each case says
// where its expected value comes from.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <ferz/hasinu/to_betza.hpp>
#include <ferz/hasinu/to_hasinu.hpp>
#include <support/hasinu_moves.hpp>

using namespace ferz::hasinu;

namespace {

std::string b2h(std::string_view xbetza, royalty royal = royalty::none) {
    const auto r = to_hasinu(xbetza, royal);
    if (!r) return "error: " + r.error().message();
    return *r;
}

// The `what` of the error b2h gives, or "no error".
std::string what_of(std::string_view xbetza) {
    const auto r = to_hasinu(xbetza);
    if (r) return "no error: " + *r;
    return std::string(r.error().what.view());
}

struct row {
    const char* betza;  // XBetza (the h2b column, or the seed's Betza where ferz compiles it)
    const char* hasinu; // the b2h column
};

// HASINU.md §11.1, b2h column; XBetza from the h2b column and the seed's Betza column.
const row seed_rows[] = {
    {"R4", "{1,2,3,4}×4dO"},                      // Short Rook (seed)
    {"W4", "{1,2,3,4}×4dO"},                      // Short Rook (h2b)
    {"B", "n4dD"},                                // Bishop
    {"Q", "n8d"},                                 // Queen
    {"fR", "n1dN"},                               // Lance
    {"FfrlW", "1×7dS"},                           // Drunken Elephant (seed)
    {"fsWF", "1×7dS"},                            // Drunken Elephant (h2b)
    {"N", "(1,2)"},                               // Knight
    {"L", "(1,3)"},                               // Camel (seed)
    {"C", "(1,3)"},                               // Camel (h2b)
    {"J", "(2,3)"},                               // Zebra (seed)
    {"Z", "(2,3)"},                               // Zebra (h2b)
    {"NB", "(1,2) & n4dD"},                       // Cardinal
    {"NR", "(1,2) & n4dO"},                       // Marshall
    {"QN", "(1,2) & n8d"},                        // Amazon (seed)
    {"NQ", "(1,2) & n8d"},                        // Amazon (h2b)
    {"NL", "(1,2) (1,3)"},                        // Gnu (seed)
    {"NC", "(1,2) (1,3)"},                        // Gnu (h2b)
    {"NLJ", "(1,2) (1,3) (2,3)"},                 // Buffalo (seed)
    {"NCZ", "(1,2) (1,3) (2,3)"},                 // Buffalo (h2b)
    {"B5R4", "{1,2,3,4}×4dO & {1,2,3,4,5}×4dD"},  // no name (seed)
    {"Q4B5", "{1,2,3,4}×4dO & {1,2,3,4,5}×4dD"},  // no name (seed)
    {"W4F5", "{1,2,3,4}×4dO & {1,2,3,4,5}×4dD"},  // no name (h2b)
    {"FyafsF", "1×4dD &t n4dO"},                  // Gryphon (h2b; the seed's FtR: see the error test)
    {"WyafsW", "1×4dO &t n4dD"},                  // Anchorite (h2b, §10.1)
    {"WmafsW", "1×4dO &t 1×4dD"},                 // Rhino (h2b)
    {"qN", "n((2,1) &t22.5°)"},                   // Rose
    {"frlR", "n3dN-E-W"},                         // rook, no backward (seed)
    {"fsR", "n3dN-E-W"},                          // rook, no backward (h2b)
    {"fhN", "(1,2)abch"},                         // knight, no backward
    {"fbNF", "(1,2)abef & 1×4dD"},                // Fibnif (seed)
    {"vNF", "(1,2)abef & 1×4dD"},                 // Fibnif (h2b)
    {"ffNbsN", "(1,2)abdg"},                      // Crab (seed)
    {"fNbsN", "(1,2)abdg"},                       // Crab (h2b)
    {"rhNlhCR", "(1,2)bcde (1,3)afgh & n4dO"},    // no name (h2b, §10.2)
    {"fmWfcFifmnD", "m(1×1dN) & c(1×2dNE-NW) & atmove(1, m(2×1dN))"},  // pawn minus e.p.
    {"mQcaibQ", "m(n8d) & i(n8d)"},               // rifle queen
    // §11.1's note: the seed's Anchorite string and its RlLrN, read by ferz.
    {"RmafsR", "n4dO &t n4dD"},
    {"RlLrN", "(1,2)cd (1,3)gh & n4dO"},
};

// HASINU.md §11.2, XBetza column → Ħasínū column.
const row further_rows[] = {
    {"nHG", "3×4dO & j(3×4dD)"},
    {"BmasB", "n4dD &t90° n4dD"},
    {"fWfyafsW", "1×1dN &t n4dD"},
    {"sZ", "(2,3)cdgh"},
    {"mCmRcF", "m((1,3) & n4dO) & c(1×4dD)"},
};

}  // namespace

TEST_CASE("b2h: every row of HASINU.md §11.1") {
    for (const row& r : seed_rows) {
        INFO(r.betza);
        CHECK(b2h(r.betza) == r.hasinu);
    }
}

TEST_CASE("b2h: every row of HASINU.md §11.2") {
    for (const row& r : further_rows) {
        INFO(r.betza);
        CHECK(b2h(r.betza) == r.hasinu);
    }
    // §11.2's last row: the diagonal-first lame knight has no Ħasínū form.
    CHECK(what_of("mafsF") == "mafsF (diagonal-first lame leap)");
}

TEST_CASE("b2h: the seed's Betza with original Betza's t passes on ferz's compile error (§7.1, §10.7)") {
    for (const char* text : {"FtR", "WtB", "WtF"}) {
        INFO(text);
        const auto r = to_hasinu(text);
        REQUIRE_FALSE(r);
        CHECK(r.error().kind == errc::betza);
        CHECK(r.error().column == 0);
        CHECK(r.error().betza_error.kind == ferz::betza::errc::rejected_dialect);
        CHECK(r.error().betza_error.column == 2);
    }
    // Other XBetza that ferz does not compile (own cases).
    CHECK(to_hasinu("").error().kind == errc::betza);
    CHECK(to_hasinu("nDD").error().betza_error.kind == ferz::betza::errc::unsupported);
    CHECK(to_hasinu("Wx").error().kind == errc::betza);
}

TEST_CASE("b2h: read from the compiled paths, not the text (§1, §7)") {
    // The brief's cases: K, WF, FW, K1 are the same moves.
    for (const char* text : {"K", "WF", "FW", "K1", "KK1"}) CHECK(b2h(text) == "1×8d");
    // fhN and the seed's (1,2)abch.
    CHECK(b2h("fhN") == "(1,2)abch");
    CHECK(b2h("lfNrfNfrNflN") == "(1,2)abch");
    // §7.2: e.p. rights are not carried (ifmnD has them, fmnD and mafW not).
    CHECK(b2h("ifmnD") == "atmove(1, m(2×1dN))");
    CHECK(b2h("ifmafmW") == "atmove(1, m(2×1dN))");
    // §7.2 rifle; §8 nesting: m/c/i outside j.
    CHECK(b2h("caibQ") == "i(n8d)");
    CHECK(b2h("caibRcaibB") == "i(n8d)");
    CHECK(b2h("caibmQ") == "i(n8d)");
    CHECK(b2h("cabK") == "i(1×8d)");
    CHECK(b2h("caibR4") == "i({1,2,3,4}×4dO)");
    CHECK(b2h("caibD") == "i(j(2×4dO))");
    CHECK(b2h("caibN") == "i((1,2))");
    CHECK(b2h("icaibQ") == "atmove(1, i(n8d))");
    // Own: a rifle's slides stay 1..k (§4: i() holds no others), so overlaps are kept there.
    CHECK(b2h("icaibR4caibR2") == "i({1,2}×4dO) & atmove(1, i({1,2,3,4}×4dO))");
    CHECK(b2h("icaibR4caibR") == "i(n4dO)");
    CHECK(b2h("caibR3caibD") == "i({1,2,3}×4dO & j(2×4dO))");
    // Own [decision]: moves a wider context already has are dropped (mc over m and c, any time over
    // initial-only), and a move both m and c is one mc move.
    CHECK(b2h("WmW") == "1×4dO");
    CHECK(b2h("mWcW") == "1×4dO");
    CHECK(b2h("mRcW") == "1×4dO & m(n4dO)");
    CHECK(b2h("ifmnDfmnD") == "m(2×1dN)");
    CHECK(b2h("R3D") == "{1,3}×4dO & j(2×4dO)");  // the slide of 2 is inside the leap of 2
    CHECK(b2h("WnHD") == "{1,3}×4dO & j(2×4dO)");
    CHECK(b2h("WD") == "1×4dO & j(2×4dO)");
    // Found by fuzzing (tests/fuzz/hasinu.cpp): K80 with the leap G kept its diagonal slides as
    // {1,2,4,...,80}, lone distances over eight that Ħasínū -> XBetza cannot write: a slide inside a
    // leap is dropped only when what is left can be written. (The same for a wider context: mK80 with K.)
    CHECK(b2h("K3K8K80G") == "{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,"
                             "34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,"
                             "64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80}×8d & j(3×4dD)");
    const auto back = to_betza(b2h("K3K8K80G"));
    REQUIRE(back.has_value());
    CHECK(hasinu_test::move_difference("K3K8K80G", *back) == "");
    for (const char* d : {"KmK80", "KcB", "mR20R", "iR12R2"}) {
        CAPTURE(d);
        const auto again = to_betza(b2h(d));
        REQUIRE(again.has_value());
        CHECK(hasinu_test::move_difference(d, *again) == "");
    }
    // The brief's pawn and rifle queen.
    CHECK(b2h("mQcaibQ") == "m(n8d) & i(n8d)");
    CHECK(b2h("fmWfcFifmnD") == "m(1×1dN) & c(1×2dNE-NW) & atmove(1, m(2×1dN))");
}

TEST_CASE("b2h: bent terms (§7.3, §8)") {
    CHECK(b2h("WmafsW") == "1×4dO &t 1×4dD");
    CHECK(b2h("WnN") == "1×4dO &t 1×4dD");  // own: the lame knight's W-then-F steps join the W
    CHECK(b2h("FyafsF") == "1×4dD &t n4dO");
    CHECK(b2h("FmafsF") == "1×4dD &t 1×4dO");
    CHECK(b2h("WyafsW") == "1×4dO &t n4dD");
    CHECK(b2h("RmafsR") == "n4dO &t n4dD");
    CHECK(b2h("RmasR") == "n4dO &t90° n4dO");
    CHECK(b2h("BmasB") == "n4dD &t90° n4dD");
    CHECK(b2h("WmabsW") == "1×4dO &t135° 1×4dD");
    // Own: A's slides beyond A's distances stay a radial term of their own (not absorbed).
    CHECK(b2h("W2mafsW") == "{1,2}×4dO & 1×4dO &t 1×4dD");
    // Own: one direction joins, the other W steps stay.
    CHECK(b2h("WfnN") == "1×3dE-S-W & 1×1dN &t 1×4dD");
    CHECK(b2h("WlmafsW") == "1×3dN-E-S & 1×1dW &t 1×4dD");
    // §8 order of bent terms: A's first direction, then θ, A's distance, B's.
    CHECK(b2h("WmasWmafsW") == "1×4dO &t 1×4dD & 1×4dO &t90° 1×4dO");
    CHECK(b2h("FyafsFmafsF") == "1×4dD &t 1×4dO & 1×4dD &t n4dO");
    CHECK(b2h("fWfyafsWbsWFmafsF") == "1×3dE-S-W & 1×1dN &t n4dD & 1×4dD &t 1×4dO");
    // Own [decision]: a wider context's slides count as held (§7.3), without being absorbed.
    CHECK(b2h("WmafsmW") == "1×4dO & m(1×4dO &t 1×4dD)");
    // Left-over W-then-outward-F steps: nj((1,2)) (§7.3).
    CHECK(b2h("nN") == "nj((1,2))");
    CHECK(b2h("mafsW") == "nj((1,2))");
    CHECK(b2h("fnN") == "nj((1,2)ab)");
    CHECK(b2h("mnN") == "m(nj((1,2)))");
    // Own: a lame knight step inside a knight leap to the same square is dropped.
    CHECK(b2h("NnN") == "(1,2)");
}

TEST_CASE("b2h: canonical layout (§8)") {
    // Terms: obliques, radial, j(), nj(), bent; then m(), c(), i(), atmove(1, ...), the Rose.
    // (The W steps are not absorbed into the bent term: with nH their distances are {1,3}, not A's.)
    CHECK(b2h("qNcaibQcFmRNnHGiDnNWmafsW") ==
          "(1,2) & {1,3}×4dO & j(3×4dD) & 1×4dO &t 1×4dD & m(n4dO) & c(1×4dD) & i(n8d) & atmove(1, j(2×4dO)) & "
          "n((2,1) &t22.5°)");
    // Obliques ascending, one space between two; letters alphabetical; none for all eight.
    CHECK(b2h("ZCNfsCX") == "(1,2) (1,3) (1,6)ch (2,3)");
    // Radial: one term per distinct distance set, by first direction N NE E ... NW.
    CHECK(b2h("fRbW2bF") == "n1dN & 1×2dSE-SW & {1,2}×1dS");
    CHECK(b2h("W4F5") == "{1,2,3,4}×4dO & {1,2,3,4,5}×4dD");
    CHECK(b2h("fsW") == "1×3dN-E-W");
    CHECK(b2h("fsWbF") == "1×5dNE-S-NW");  // 5 directions: the 3 missing ones
    CHECK(b2h("WfrF") == "1×5dSE-SW-NW");
    CHECK(b2h("vWflF") == "1×3dN-S-NW");
    CHECK(b2h("fWfF") == "1×3dN-NE-NW");
    CHECK(b2h("vWfF") == "1×4dN-NE-S-NW");  // k = 4: inclusive [decision §3]
    CHECK(b2h("FfW") == "1×5dE-S-W");
    // One call per context (§8), atmove laid out the same way.
    CHECK(b2h("mCmRcF") == "m((1,3) & n4dO) & c(1×4dD)");
    CHECK(b2h("iWimFicN") == "atmove(1, 1×4dO & m(1×4dD) & c((1,2)))");
    CHECK(b2h("mqN") == "m(n((2,1) &t22.5°))");
    CHECK(b2h("FqN") == "1×4dD & n((2,1) &t22.5°)");
    // Exact slides and leaps: a lone distance slides (§4 [decision]), j() leaps.
    CHECK(b2h("nD") == "2×4dO");
    CHECK(b2h("D") == "j(2×4dO)");
    CHECK(b2h("WnH") == "{1,3}×4dO");
    CHECK(b2h("WW") == "n4dO");
    // Royalty appended last (§7.5).
    CHECK(b2h("K", royalty::plain) == "1×8d & royal()");
    CHECK(b2h("K", royalty::all) == "1×8d & royal(A)");
    CHECK(b2h("K", royalty::one) == "1×8d & royal(O)");
    CHECK(b2h("fmWfcFifmnD", royalty::plain) == "m(1×1dN) & c(1×2dNE-NW) & atmove(1, m(2×1dN)) & royal()");
}

TEST_CASE("b2h: output uses × and °, never x or deg (§8)") {
    for (const row& r : seed_rows) {
        const std::string h = b2h(r.betza);
        CHECK(h.find('x') == std::string::npos);
        CHECK(h.find("deg") == std::string::npos);
    }
    CHECK(b2h("BmasB").find("90\xC2\xB0") != std::string::npos);
    CHECK(b2h("R4").find("\xC3\x97") != std::string::npos);
}

TEST_CASE("b2h: no-equivalent errors name the XBetza feature (§9)") {
    struct error_case {
        const char* betza;
        const char* what;
    };
    const error_case cases[] = {
        {"NN", "nightrider (a rider of a leap)"},
        {"N0", "nightrider (a rider of a leap)"},
        {"DD", "nightrider (a rider of a leap)"},
        {"N3", "nightrider (a rider of a leap)"},
        {"pR", "p (hopper)"},
        {"cpR", "p (hopper)"},
        {"gQ", "g (grasshopper)"},
        {"jN", "j (must jump)"},
        {"jR", "j (must jump)"},  // §9: skip on sliders
        {"zW", "z (crooked)"},
        {"qW", "q (circular)"},
        {"qN3", "q (circular)"},
        {"fqN", "q (circular)"},  // part of the Rose (§7.4)
        {"oW", "o (cylinder)"},
        {"dW", "d (capture of an own piece)"},
        {"eW", "e (en-passant capture)"},
        {"kW", "k (capture of a royal piece only)"},
        {"xW", "x (induction)"},
        {"uW", "u (unload)"},
        {"cafmW", "locust (capture on a relay square)"},
        {"mcafW", "locust (capture on a relay square)"},
        {"RmafR", "a (a chain with no Hasinu form)"},
        {"mabW", "a (a chain with no Hasinu form)"},
        {"NmaN", "a (a chain with no Hasinu form)"},
        {"mafsR", "a (a bent chain with no Hasinu form)"},
        {"FyafsW", "a (a bent chain with no Hasinu form)"},  // Gryphon legs without the F moves
        {"mafsF", "mafsF (diagonal-first lame leap)"},
        {"nZ", "n (a lame leap other than nN)"},
        {"isO2", "O (castling)"},
        {"O2", "O (castling)"},
        {"O", "O (null move)"},
        {"@", "@ (drop)"},
        {"KI", "I (imitator)"},
    };
    for (const error_case& c : cases) {
        INFO(c.betza);
        const auto r = to_hasinu(c.betza);
        REQUIRE_FALSE(r);
        CHECK(r.error().kind == errc::no_equivalent);
        CHECK(r.error().column == 0);
        CHECK(r.error().what.view() == c.what);
    }
}

namespace {

// Spellings of the same moves: each group's texts must give the same moves (checked first) and so,
// by §1, the same Ħasínū whichever spelling and order a descriptor uses. Own cases.
const std::vector<std::vector<const char*>> spellings = {
    {"K", "WF", "FW", "K1", "vWsWF"},
    {"Q", "RB", "BR", "WWFF"},
    {"R", "WW", "vRsR"},
    {"B", "FF", "fBbB"},
    {"fsR", "frlR", "flrR", "fRsR"},
    {"R4", "W4", "W2W4", "vR4sW4"},
    {"B3", "F3", "fF3bB3"},
    {"N", "fhNbhN", "lhNrhN"},
    {"fhN", "lfNrfNfrNflN", "ffNfsN"},
    {"vN", "fbN", "ffNbbN"},
    {"sC", "lCrC"},
    {"Z", "J"},
    {"C", "L"},
    {"D", "vDsD"},
    {"A", "fAbA"},
    {"H", "vHsH"},
    {"G", "lGrG"},
    {"nD", "mafW"},
    {"fnA", "fmafF"},
    {"nH", "vnHsnH"},
    {"fmW", "fmR1"},
    {"cF", "cfFcbF"},
    {"ifmnD", "ifmafmW"},
    {"iK", "iWiF"},
    {"mR", "mWW", "mvRmsR"},
    {"caibQ", "caibRcaibB"},
    {"nN", "mafsW"},
    {"WnN", "WmafsW"},
    {"FyafsF", "FyafsF"},
};

struct rng {
    std::uint32_t state = 2463534242u;
    std::uint32_t next(std::uint32_t n) {
        state ^= state << 13, state ^= state >> 17, state ^= state << 5;
        return state % n;
    }
};

}  // namespace

TEST_CASE("b2h: spellings of one group give the same moves (sanity of the property's data)") {
    for (const auto& group : spellings)
        for (const char* s : group) {
            INFO(group[0] << " vs " << s);
            CHECK(hasinu_test::move_difference(group[0], s) == "");
        }
}

TEST_CASE("b2h property: the text depends on the moves, not on how the XBetza is written") {
    rng r;
    for (int round = 0; round < 300; ++round) {
        const std::uint32_t count = 1 + r.next(4);
        std::vector<std::size_t> groups;
        while (groups.size() < count) {
            const std::size_t g = r.next(std::uint32_t(spellings.size()));
            if (std::find(groups.begin(), groups.end(), g) == groups.end()) groups.push_back(g);
        }
        // A random order and spelling of each group. Two pieces must not touch with the same capital
        // (`W` + `WmafsW` reads `WW`, a rook): such a draw is made again.
        auto spell = [&] {
            for (;;) {
                std::vector<std::size_t> order = groups;
                for (std::size_t k = order.size(); k > 1; --k) std::swap(order[k - 1], order[r.next(std::uint32_t(k))]);
                std::string text;
                bool touching = false;
                for (std::size_t g : order) {
                    const std::string_view piece = spellings[g][r.next(std::uint32_t(spellings[g].size()))];
                    touching = touching || (!text.empty() && text.back() == piece.front());
                    text += piece;
                }
                if (!touching) return text;
            }
        };
        const std::string a = spell(), b = spell();
        INFO(a << " vs " << b);
        const auto ha = to_hasinu(a), hb = to_hasinu(b);
        REQUIRE(ha);
        REQUIRE(hb);
        CHECK(*ha == *hb);
    }
}

TEST_CASE("b2h property: equal moves give equal text, different moves different text (own)") {
    // Pairs of single-spelling descriptors: whenever the reference walker finds the same moves, the
    // texts agree, and whenever it finds different moves, they differ.
    std::vector<std::string> texts;
    for (const auto& group : spellings) texts.push_back(group[0]);
    for (const char* extra : {"R3D", "WnHD", "WmW", "W", "mWcW", "cWmW", "ifmnDfmnD", "fmnD", "NnN", "mNN"})
        texts.push_back(extra);
    for (std::size_t i = 0; i < texts.size(); ++i)
        for (std::size_t j = i + 1; j < texts.size(); ++j) {
            const std::string& a = texts[i];
            const std::string& b = texts[j];
            const auto ha = to_hasinu(a), hb = to_hasinu(b);
            if (!ha || !hb) continue;
            INFO(a << " vs " << b);
            CHECK((*ha == *hb) == hasinu_test::move_difference(a, b).empty());
        }
}

// Constant evaluation with both compilers (the brief): the same core as to_hasinu.
namespace {
constexpr bool gives(std::string_view xbetza, std::string_view hasinu, royalty royal = royalty::none) {
    const auto r = to_hasinu_fixed(xbetza, royal);
    return r && r->view() == hasinu;
}
}  // namespace
static_assert(gives("fmWfcFifmnD", "m(1\xC3\x97" "1dN) & c(1\xC3\x97" "2dNE-NW) & atmove(1, m(2\xC3\x97" "1dN))"));
static_assert(gives("qN", "n((2,1) &t22.5\xC2\xB0)"));
static_assert(gives("BmasB", "n4dD &t90\xC2\xB0 n4dD"));
static_assert(gives("rhNlhCR", "(1,2)bcde (1,3)afgh & n4dO"));
static_assert(gives("K", "1\xC3\x97" "8d & royal(A)", royalty::all));
static_assert(to_hasinu_fixed("NN").error().kind == errc::no_equivalent);
static_assert(to_hasinu_fixed("FtR").error().kind == errc::betza);
static_assert(to_hasinu_fixed<8>("Q4B5").error().kind == errc::too_long);

TEST_CASE("b2h: to_hasinu_fixed agrees with to_hasinu") {
    for (const row& r : seed_rows) {
        const auto f = to_hasinu_fixed(r.betza);
        REQUIRE(f);
        CHECK(std::string(f->view()) == b2h(r.betza));
    }
}

// Round trips with the other direction (hasinu/to_betza.hpp), over every §11 row and every spelling of
// the property test: h → b → h gives h back; b → h → b gives the same moves (hasinu_moves.hpp).
TEST_CASE("round trips: b → h → b keeps the moves, h → b → h keeps the text") {
    std::vector<std::string> inputs;
    for (const row& r : seed_rows) inputs.push_back(r.betza);
    for (const row& r : further_rows) inputs.push_back(r.betza);
    for (const auto& group : spellings)
        for (const char* s : group) inputs.push_back(s);
    for (const char* extra : {"WmafsmW", "icaibR4caibR2", "caibR3caibD", "mRcW", "WfnN", "WlmafsW", "mnN", "iWimFicN",
                              "fWfyafsWbsWFmafsF", "qNcaibQcFmRNnHGiDnNWmafsW", "ZCNfsCX", "FqN", "mqN"})
        inputs.push_back(extra);
    for (const std::string& b : inputs) {
        INFO(b);
        const auto h = to_hasinu(b);
        REQUIRE(h);
        const auto b2 = to_betza(*h);
        REQUIRE_MESSAGE(b2, *h << ": " << b2.error().message());
        CHECK(hasinu_test::move_difference(b, *b2) == "");
        const auto h2 = to_hasinu(*b2);
        REQUIRE(h2);
        CHECK(*h2 == *h);
    }
}
