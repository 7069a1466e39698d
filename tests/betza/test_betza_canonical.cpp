// Canonical text: descriptor -> canonical text -> the same legs, over every descriptor the other
// tests use (tests/support/betza_cases.hpp); the canonical text is a fixed point; and the spelling
// rules of XBETZA.md §0 and §10 (N0 for NN, C/Z for L/J, W+F for directed K, never fsF).
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <tuple>
#include <vector>

#include <ferz/betza.hpp>
#include <support/betza_cases.hpp>

using namespace ferz::betza;

namespace {

auto key(const path& p) {
    std::vector<std::tuple<int, int, int, int, int>> k;
    for (std::size_t i = 0; i < p.size; ++i) {
        const leg& l = p.legs[i];
        k.emplace_back(l.dx, l.dy, l.range, l.mode, l.flags);
    }
    return k;
}

std::vector<std::vector<std::tuple<int, int, int, int, int>>> sorted_paths(const dynamic_move_table& t) {
    std::vector<std::vector<std::tuple<int, int, int, int, int>>> v;
    for (const auto& p : t.paths) v.push_back(key(p));
    std::sort(v.begin(), v.end());
    return v;
}

void check_round_trip(std::string_view d) {
    CAPTURE(d);
    const auto original = compile(d);
    REQUIRE(original.has_value());
    const auto text = canonical(d);
    REQUIRE(text.has_value());
    CAPTURE(*text);
    const auto again = compile(*text);
    REQUIRE(again.has_value());
    CHECK(sorted_paths(*original) == sorted_paths(*again));
    CHECK(original->castlings == again->castlings);
    CHECK(original->drops == again->drops);
    const auto twice = canonical(*text);
    REQUIRE(twice.has_value());
    CHECK(*twice == *text);
    // The K-system trap is never written: no direction letter on the first leg of a K or Q move
    // (continuation legs are relative and always in the K system anyway).
    for (std::size_t i = 1; i < text->size(); ++i) {
        if ((*text)[i] != 'K' && (*text)[i] != 'Q') continue;
        std::size_t start = i;
        bool chained = false;
        while (start > 0 && (*text)[start - 1] >= 'a' && (*text)[start - 1] <= 'z') chained |= (*text)[--start] == 'a';
        if (!chained) CHECK_FALSE(is_direction_letter((*text)[i - 1]));
    }
    for (std::string_view trap : {"fsF", "fsB"})
        for (auto at = text->find(trap); at != std::string::npos; at = text->find(trap, at + 1)) {
            std::size_t start = at;
            bool chained = false;
            while (start > 0 && (*text)[start - 1] >= 'a' && (*text)[start - 1] <= 'z') chained |= (*text)[--start] == 'a';
            CHECK(chained);
        }
}

// The compile-time variant agrees with the run-time one.
static_assert(canonical_fixed("NN")->view() == "N0");
static_assert(canonical_fixed("LJ")->view() == "CZ");
static_assert(canonical_fixed("fhK")->view() == "fWfF");
static_assert(canonical_fixed("ffrrN")->view() == "ffrN");

}  // namespace

TEST_CASE("round trip: the piece table") {
    for (auto d : betza_test::piece_table) check_round_trip(d);
}
TEST_CASE("round trip: the worked examples") {
    for (auto d : betza_test::worked_examples) check_round_trip(d);
}
TEST_CASE("round trip: the direction rows") {
    for (auto d : betza_test::direction_rows) check_round_trip(d);
}
TEST_CASE("round trip: extras") {
    for (auto d : betza_test::extras) check_round_trip(d);
}

TEST_CASE("round trip: two moves of one atom side by side do not fuse into a rider") {
    // Found by the Ħasínū round trips (tests/hasinu/test_hasinu_round_trip.cpp): canonical("NmcN"),
    // a knight's moves twice, was "NN", the nightrider; "fNmcN" was "fNN", the forward nightrider.
    for (std::string_view d : {"NmcN", "fNmcN", "WmcW", "fhNmcN", "mWcW", "DmcDA", "NmcNmcN", "fNmcbN", "KmcK", "NcN"}) check_round_trip(d);
    CHECK(canonical("NmcN").value() == "NmcN");
    CHECK(canonical("fNmcN").value() == "fNmcN");
    CHECK(canonical("fNmcbN").value() == "fNbN");
}

TEST_CASE("round trip: a relay leg whose directions are spelt as nothing keeps its mode") {
    // Found by fuzzing (tests/fuzz/hasinu.cpp): `saF`'s first leg selects all four diagonals, which
    // are spelt as nothing, and its relay mode, the default, was left out too: "aF", an empty leg.
    for (std::string_view d : {"saF", "QroFnDsaFofafxlW", "vsaW", "fhbhaN", "saK"}) check_round_trip(d);
    CHECK(canonical("saF").value() == "maF");
}

TEST_CASE("round trip: every direction set of every system") {
    // All 255 non-empty sets of oblique first legs and of K-system continuation legs, spelt by
    // the canonicaliser and read back.
    for (int set = 1; set < 256; ++set) {
        for (const char* shape : {"%N", "ma%W", "ma%N", "ma%K"}) {
            std::string spelt;
            detail::spell_first_leg(spelt, std::string_view(shape) == "%N" ? atom_class::oblique : atom_class::king,
                                    slot_set(set));
            std::string d = shape;
            d.replace(d.find('%'), 1, spelt);
            CAPTURE(d);
            CAPTURE(set);
            const auto t = compile(d);
            REQUIRE(t.has_value());
            check_round_trip(d);
        }
    }
}

TEST_CASE("canonical spellings") {
    auto c = [](std::string_view d) { return canonical(d).value(); };
    CHECK(c("NN") == "N0");
    CHECK(c("WW") == "R");
    CHECK(c("W0") == "R");
    CHECK(c("K0") == "Q");
    CHECK(c("L") == "C");
    CHECK(c("J") == "Z");
    CHECK(c("fK") == "fW");
    CHECK(c("frK") == "frF");
    CHECK(c("fsK") == "fF");
    CHECK(c("fhK") == "fWfF");
    CHECK(c("fhQ") == "fRfB");
    CHECK(c("fsF") == "fF");
    CHECK(c("rfF") == "frF");
    CHECK(c("mcW") == "W");
    CHECK(c("cmfW") == "fW");
    CHECK(c("fmcW") == "fW");
    CHECK(c("cfW") == "fcW");
    CHECK(c("fsmaW") == "fsaW");  // a relay with letters needs no explicit m
    CHECK(c("fmsafsW") == "fsafsW");
    CHECK(c("fmWfceFifmnD") == "fmWfceFifmnD");
    CHECK(c("ifmnDfmWfceF") == "ifmnDfmWfceF");
    CHECK(c("mRcpR") == "mRcpR");
    CHECK(c("KNADcaKcabKmabK") == "KNADcaKcabKmabK");
    CHECK(c("O2") == "isO2");
    CHECK(c("O0") == "O");
    CHECK(c("fWff@6") == "fWff@6");
    CHECK(c("@1") == "@");
    CHECK(c("FXY") == "GX");
    CHECK(c("N(ca)2fB") == "NfBcafBcacafB");
    CHECK(c("hlN") == "hlN");
    CHECK(c("rhN") == "rhN");
    // XBoard's ii (one rank ahead of a start square: Fairy-Max's Wildebeest pawn) keeps both letters.
    CHECK(c("fmWfceFifmW3iifmnD") == "fmWfceFifmW3iifmnD");
    CHECK(c("KisO2isO3isO4") == "KisO2isO3isO4");
}

TEST_CASE("canonical reports errors like the compiler") {
    CHECK(canonical("fmWfceFifmnE").error() == error{errc::unknown_atom, 12});
    CHECK(canonical("").error() == error{errc::empty_descriptor, 1});
    CHECK(canonical("iiifmnD").error() == error{errc::unsupported, 1});  // (ii is XBoard's; three i mean nothing)
    CHECK(canonical("mRcaiibR").error() == error{errc::unsupported, 5});  // (ii on a later leg: no such reading)
    fixed_text<4> small;
    CHECK(write_canonical("KNAD", small) == error{});
    CHECK(!small.overflow);
    CHECK(small.view() == "KNAD");
    CHECK_FALSE(canonical_fixed<3>("KNAD").has_value());
}
