// Run-time variants on the leanest feature mask that holds them (ferz::with_dynamic_variant:
// features::standard, features::drops, else features::all), on boards of up to 128 squares: every suite
// row (tests/data/suite_rows.inc: Fairy-Stockfish's counts) whose board the width holds and the
// 64 one does not, and the mask each built-in variant is given. (One width per file: each is three
// instantiations of the generator.)
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include "ferz/ferz.hpp"

#include <support/dynamic_suite.hpp>

namespace {

constexpr std::size_t bits = 128;

bool fits(const ferz::variant_def& d) {
    const int squares = d.files * d.ranks;
    return squares <= static_cast<int>(bits) && (bits == 64 || squares > 64);
}

}  // namespace

TEST_CASE("suite rows, each variant exported to a variant file and read back, through the leanest run-time instantiation (128-bit boards)") {
    int rows = 0;
    for (const dynamic_suite::suite_row& r : dynamic_suite::suite) {
        if (!fits(dynamic_suite::definition_of(r))) continue;
        CAPTURE(r.variant);
        CAPTURE(r.position);
        CAPTURE(r.depth);
        std::string error;
        // The definition as a variant file writes it and reads it back (notation/variant_file.hpp).
        const ferz::variant_def def = dynamic_suite::exported_definition_of(r, error);
        REQUIRE_MESSAGE(error.empty(), error);
        CHECK(def == dynamic_suite::definition_of(r));
        const auto n = ferz::with_dynamic_variant<bits>(def, [&](auto variant) { return dynamic_suite::perft_of(variant, r.position, r.depth, error); });
        REQUIRE_MESSAGE(n.has_value(), n.error().message());
        CHECK_MESSAGE(error.empty(), error);
        CHECK(*n == r.nodes);
        ++rows;
    }
    CHECK(rows == 35);  // (flipello10 the 34th, amazons the 35th)
}

TEST_CASE("the mask each variant is given: the leanest that holds it") {
    auto mask_of = [](const ferz::variant_def& d) {
        const auto m = ferz::with_dynamic_variant<bits>(d, [](auto variant) {
            constexpr ferz::feature_set f = decltype(variant)::element_type::variant::features;
            return f == ferz::features::standard ? std::string("standard") : f == ferz::features::drops ? std::string("drops") : std::string("all");
        });
        return m ? *m : m.error().message();
    };
    using namespace ferz::variants::definitions;
    CHECK(mask_of(capablanca) == "standard");
    CHECK(mask_of(shogi) == "drops");
    CHECK(mask_of(xiangqi) == "all");  // the flying general, cannons
    CHECK(mask_of(janggi) == "all");   // passes, bikjang
}

TEST_CASE("a mobility region binds where a lame piece stands and lands, not the square it passes (Fairy-Stockfish's reading)") {
    // tests/data/variant_files/fsf_forms.ini; 79666 is Fairy-Stockfish's perft 3 of the section
    // (shared/tools/oracle-perft eyed-elephants startpos 3 fsf_forms.ini), as of xiangqi itself.
    std::string error;
    const ferz::variant_def def = dynamic_suite::section_of("fsf_forms.ini", "eyed-elephants", error);
    REQUIRE_MESSAGE(error.empty(), error);
    const auto n = ferz::with_dynamic_variant<bits>(def, [&](auto variant) { return dynamic_suite::perft_of(variant, "startpos", 3, error); });
    REQUIRE_MESSAGE(n.has_value(), n.error().message());
    CHECK_MESSAGE(error.empty(), error);
    CHECK(*n == 79666);
}

// One colour's mobility region changed, the other's kept from the parent (crowdedxiangqi's form):
// White's elephants keep to ranks 1-3, Black's to their half. Counts from shared/tools/oracle-perft
// short-elephants FEN 3 fsf_forms.ini (xiangqi: 36,898 from the first).
TEST_CASE("a lame piece's mobility region changed for one colour, from a variant file") {
    std::string error;
    const ferz::variant_def def = dynamic_suite::section_of("fsf_forms.ini", "short-elephants", error);
    REQUIRE_MESSAGE(error.empty(), error);
    for (const auto& row : {std::pair{"r1bakab1r/9/2n1b2c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2B1N2/9/R1BAKA2R w - - 0 1", 32705},
                            std::pair{"r1bakab1r/9/2n1b2c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2B1N2/9/R1BAKA2R b - - 0 1", 33732}}) {
        // (Not a structured binding: clang 14 cannot capture one in the lambda below.)
        const char* fen = row.first;
        const int nodes = row.second;
        CAPTURE(fen);
        const auto n = ferz::with_dynamic_variant<bits>(def, [&](auto variant) { return dynamic_suite::perft_of(variant, fen, 3, error); });
        REQUIRE_MESSAGE(n.has_value(), n.error().message());
        CHECK_MESSAGE(error.empty(), error);
        CHECK(*n == static_cast<std::uint64_t>(nodes));
    }
}

// Xiangqi's chase rule through the run-time generator, on a section read from text: three of
// Fairy-Stockfish's test.py cases (tests/rules/test_chase.cpp has all 37 for the compiled xiangqi).
TEST_CASE("run-time xiangqi: perpetual chase, from a variant file") {
    const auto r = ferz::read_variant_file("[xq:xiangqi]\n");
    REQUIRE(r.ok());
    const ferz::variant_def& def = r.find("xq")->definition;
    REQUIRE(def.rules.end.chasing == ferz::chasing_rule::axf);
    auto status_after = [&](std::string_view fen, std::string_view moves) {
        return ferz::with_dynamic_variant<bits>(def, [&](auto variant) {
            using pos_t = ferz::position<typename decltype(variant)::element_type::variant>;
            auto pos = pos_t::from_fen(variant, fen);
            REQUIRE(pos.has_value());
            while (!moves.empty()) {
                const auto space = moves.find(' ');
                const auto m = ferz::parse_uci(*pos, moves.substr(0, space));
                REQUIRE(m.has_value());
                pos->make(*m);
                moves = space == std::string_view::npos ? std::string_view() : moves.substr(space + 1);
            }
            return ferz::game_result(*pos);
        });
    };
    using ferz::game_end;
    using ferz::game_status;
    using ferz::outcome;
    // Direct chase by a cannon: the chaser, Black, loses.
    CHECK(*status_after("2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/2C3NC1/9/1NBAKAB1R w - - 0 1",
                        "c3a3 a8b8 a3b3 b8a8 b3a3 a8b8 a3b3 b8a8 b3a3") == game_status{game_end::perpetual_chase, outcome::win});
    // Chase by a soldier: a draw.
    CHECK(*status_after("2bakabr1/9/9/r1p1p1p2/p7R/P8/9/9/9/1C1AKA3 w - - 0 1", "a5a6 a7b7 a6b6 b7a7 b6a6 a7b7 a6b6 b7a7 b6a6") ==
          game_status{game_end::repetition, outcome::draw});
    // D39: the chased chariot is pinned by a horse, so the chase is one-sided.
    CHECK(*status_after("5k3/9/9/9/9/9/7r1/9/2nRA3c/4K4 w - - 0 1", "e2f1 h4h2 f1e2 h2h4 e2f1 h4h2 f1e2 h2h4") ==
          game_status{game_end::perpetual_chase, outcome::win});
}

// Cannons of every kind with drops on a 9x9 board (the cannons' x-ray lookup on 128-bit boards),
// promoting to a limited hopper (+U: mRpRmFpB2, walked). Counts from a native Fairy-Stockfish
// (c19b5f6c, the build benchmarks/peers.sh makes) reading fsf_forms.ini; shared/tools/oracle-perft
// gives the same for the second.
TEST_CASE("cannons in hand and promoted to limited hoppers, from a variant file") {
    std::string error;
    const ferz::variant_def def = dynamic_suite::section_of("fsf_forms.ini", "cannon-hands", error);
    REQUIRE_MESSAGE(error.empty(), error);
    struct row {
        const char* fen;
        int depth;
        std::uint64_t nodes;
    };
    for (const row& r : {row{"startpos", 4, 1278461},
                         row{"lnsgk1snl/1r2g1ab1/pppp1pppp/4p4/4c4/4U4/PPPP1PPPP/1B3I+uR1/LNSGKGSNL[Pi] w 0 1", 3, 108889},
                         row{"lnsgk1snl/1r2g1ab1/pppp1pppp/4p4/4c4/4U4/PPPP1PPPP/1B3I+uR1/LNSGKGSNL[Pi] b 0 1", 3, 212029},
                         row{"lnsgk1snl/1r2g1+ab1/pppp1pppp/4p4/4c4/4+U4/PPPP1PPPP/1B3I1R1/LNSGKGSNL[PCi] w 0 1", 3, 364710},
                         row{"4k4/9/4p4/9/9/9/4P4/9/4K3U[Cci] w 0 1", 3, 671187}}) {
        CAPTURE(r.fen);
        const auto n = ferz::with_dynamic_variant<bits>(def, [&](auto variant) { return dynamic_suite::perft_of(variant, r.fen, r.depth, error); });
        REQUIRE_MESSAGE(n.has_value(), n.error().message());
        CHECK_MESSAGE(error.empty(), error);
        CHECK(*n == r.nodes);
    }
}
