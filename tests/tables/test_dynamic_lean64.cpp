// Run-time variants on the leanest feature mask that holds them (ferz::with_dynamic_variant:
// features::standard, features::drops, else features::all), on boards of up to 64 squares: every suite
// row (tests/data/suite_rows.inc: Fairy-Stockfish's counts) whose board the width holds, and the mask each built-in variant is given. (One width per file: each is three
// instantiations of the generator.)
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <string_view>

#include "ferz/ferz.hpp"

#include <support/dynamic_suite.hpp>

namespace {

constexpr std::size_t bits = 64;

bool fits(const ferz::variant_def& d) {
    const int squares = d.files * d.ranks;
    return squares <= static_cast<int>(bits) && (bits == 64 || squares > 64);
}

// Perft of a position of a definition played at run time on this width, against a count.
void check_perft(const ferz::variant_def& def, std::string_view fen, int depth, std::uint64_t nodes) {
    std::string error;
    const auto n = ferz::with_dynamic_variant<bits>(def, [&](auto variant) { return dynamic_suite::perft_of(variant, fen, depth, error); });
    REQUIRE_MESSAGE(n.has_value(), n.error().message());
    CHECK_MESSAGE(error.empty(), error);
    CHECK(*n == nodes);
}

}  // namespace

TEST_CASE("suite rows, each variant exported to a variant file and read back, through the leanest run-time instantiation (64-bit boards)") {
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
    // With racing kings (4), king of the hill (1), 3check (2), sortofalmost (2), losalamos (2), the
    // losing games (7), the 21 rows of the extinction games, breakthrough, clobber, flipello, flipersi,
    // ataxx (2), duck, legan and perfect, and the atomic games (12).
    CHECK(rows == 127);
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
    CHECK(mask_of(chess) == "standard");
    CHECK(mask_of(fischerandom) == "standard");
    CHECK(mask_of(makruk) == "standard");
    CHECK(mask_of(crazyhouse) == "drops");
    CHECK(mask_of(placement) == "drops");
    CHECK(mask_of(grasshopper) == "all");  // hoppers
    CHECK(mask_of(seirawan) == "all");     // gating
    CHECK(mask_of(shatranj) == "all");     // the bare king
    CHECK(mask_of(duck) == "all");         // walls
}

TEST_CASE("sections of a variant file in forms Fairy-Stockfish's files use, played as Fairy-Stockfish plays them") {
    // tests/data/variant_files/fsf_forms.ini; the counts are Fairy-Stockfish's perft 3 of that file
    // (shared/tools/oracle-perft SECTION startpos 3 fsf_forms.ini).
    struct row {
        std::string_view section;
        std::uint64_t nodes;
    };
    for (const row& r : {row{"knight-king", 11888}, row{"forward-pawns", 8506}, row{"three-ranks", 2141080}, row{"six-by-six", 683},
                         row{"pawn-race", 1750}, row{"black-knight-goal", 7122}, row{"lone-amazon", 9097},
                         row{"turned-zones", 24982}, row{"first-rank-steps", 975}, row{"kono-blocked", 549},
                         row{"three-knights", 9}, row{"any-piece-river", 1585}, row{"rook-corners", 3557},
                         row{"any-piece-race", 1750}, row{"atomic-from-chess", 46044}, row{"kings-immune", 312},
                         row{"six-by-six-atomic", 344}, row{"capture-the-queen", 84242}}) {
        CAPTURE(r.section);
        std::string error;
        const ferz::variant_def def = dynamic_suite::section_of("fsf_forms.ini", r.section, error);
        REQUIRE_MESSAGE(error.empty(), error);
        check_perft(def, "startpos", 3, r.nodes);
    }
}

// rules.castling.opposite (Fairy-Stockfish's oppositeCastling), read from a variant file: the counts
// are Fairy-Stockfish's (shared/tools/oracle-perft opposite-castling FEN DEPTH fsf_forms.ini); chess
// gives 314,346 and 97,862 for the same two.
TEST_CASE("opposite castling: castling takes the opponent's right to castle to the same side") {
    std::string error;
    const ferz::variant_def def = dynamic_suite::section_of("fsf_forms.ini", "opposite-castling", error);
    REQUIRE_MESSAGE(error.empty(), error);
    CHECK(def.rules.castling.opposite);
    struct row {
        std::string_view fen;
        int depth;
        std::uint64_t nodes;
    };
    for (const row& r : {row{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 4, 314279},
                         row{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 97698}}) {
        CAPTURE(r.fen);
        check_perft(def, r.fen, r.depth, r.nodes);
    }
    // After White's O-O, Black keeps only its queenside right.
    const auto fen = ferz::with_dynamic_variant<bits>(def, [&](auto variant) {
        using pos_t = ferz::position<typename decltype(variant)::element_type::variant>;
        auto pos = pos_t::from_fen(variant, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        REQUIRE(pos.has_value());
        const auto m = ferz::parse_uci(*pos, "e1g1");
        REQUIRE(m.has_value());
        pos->make(*m);
        return ferz::to_fen(*pos);
    });
    REQUIRE(fen.has_value());
    CHECK(*fen == "r3k2r/8/8/8/8/8/8/R4RK1 b q - 1 1");
}

// rules.end.castling_wins (Fairy-Stockfish's castlingWins), read from a variant file: counts from
// shared/tools/oracle-perft castle FEN 3 fsf_forms.ini; the results as Fairy-Stockfish's
// is_immediate_game_end gives them (the castling named won; the right named lost loses).
TEST_CASE("castling as the goal, from a variant file") {
    std::string error;
    const ferz::variant_def def = dynamic_suite::section_of("fsf_forms.ini", "castle", error);
    REQUIRE_MESSAGE(error.empty(), error);
    CHECK(def.rules.end.castling_wins == 4);
    CHECK(ferz::write_variant_file(def).find("castlingWins = q\n") != std::string::npos);
    for (const auto& [fen, nodes] : {std::pair{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 4407}, std::pair{"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", 4581}}) {
        CAPTURE(fen);
        check_perft(def, fen, 3, static_cast<std::uint64_t>(nodes));
    }
    auto status_after = [&](std::string_view fen, std::string_view uci) {
        return ferz::with_dynamic_variant<bits>(def, [&](auto variant) {
            using pos_t = ferz::position<typename decltype(variant)::element_type::variant>;
            auto pos = pos_t::from_fen(variant, fen);
            REQUIRE(pos.has_value());
            const auto m = ferz::parse_uci(*pos, uci);
            REQUIRE(m.has_value());
            pos->make(*m);
            return ferz::game_result(*pos);
        });
    };
    using ferz::game_end;
    using ferz::game_status;
    using ferz::outcome;
    // Black castles queenside: White, to move, has lost.
    CHECK(*status_after("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8") == game_status{game_end::castling, outcome::loss});
    // Black castles kingside: its queenside right is gone, so Black has lost (White to move wins).
    CHECK(*status_after("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8g8") == game_status{game_end::castling, outcome::win});
    // White's rook takes Black's on a8: Black, to move, has lost its right, and the game.
    CHECK(*status_after("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "a1a8") == game_status{game_end::castling, outcome::loss});
    // White castles: the game goes on.
    CHECK_FALSE(status_after("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1")->over());
}

// The makruk family's promoted pawns ("M~") and its count in the FEN, through the run-time generator
// on the standard mask as through the compiled one (the FENs of Fairy-Stockfish's test.py).
TEST_CASE("run-time makruk: promoted pawns and the count in the FEN") {
    const auto fen = ferz::with_dynamic_variant<bits>(ferz::variants::definitions::makruk, [](auto variant) {
        using pos_t = ferz::position<typename decltype(variant)::element_type::variant>;
        auto pos = pos_t::from_fen(variant, "8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1");
        REQUIRE(pos.has_value());
        pos->make(*ferz::parse_uci(*pos, "g5g6m"));
        const std::string after = ferz::to_fen(*pos);
        const auto back = pos_t::from_fen(variant, after);
        REQUIRE(back.has_value());
        CHECK(ferz::to_fen(*back) == after);
        return after;
    });
    REQUIRE(fen.has_value());
    CHECK(*fen == "8/3k4/6M~1/2K1S3/8/8/8/8 b - 88 8 1");
}

// rules.drops.region / region_black (Fairy-Stockfish's dropRegionWhite/Black when they are not mirror
// images of the first ranks), read from a variant file: counts from shared/tools/oracle-perft SECTION
// FEN DEPTH fsf_forms.ini.
TEST_CASE("drop regions of each colour, from a variant file") {
    const std::string hands = "r3k2r/ppp2ppp/8/8/8/8/PPP2PPP/R3K2R[QNbpqnBP] ";
    struct row {
        const char* section;
        std::string fen;
        int depth;
        std::uint64_t nodes;
    };
    for (const row& r : {row{"uneven-drops", hands + "w KQkq - 0 1", 2, 8998}, row{"uneven-drops", hands + "b KQkq - 0 1", 3, 652286},
                         row{"black-drops-rank5", hands + "w KQkq - 0 1", 2, 9428}, row{"black-drops-rank5", hands + "b KQkq - 0 1", 3, 464773}}) {
        CAPTURE(r.section);
        CAPTURE(r.fen);
        std::string error;
        const ferz::variant_def def = dynamic_suite::section_of("fsf_forms.ini", r.section, error);
        REQUIRE_MESSAGE(error.empty(), error);
        CHECK(def.rules.drops.zone_ranks == 0);
        CHECK_FALSE(def.rules.drops.region_black.empty());
        check_perft(def, r.fen, r.depth, r.nodes);
    }
}

// A promotion region given with ranks beyond the board (Fairy-Stockfish's epicatomic): those ranks are
// left out, as Fairy-Stockfish leaves them out. Counts from shared/tools/oracle-perft far-promotion FEN
// 4 fsf_forms.ini.
TEST_CASE("a promotion region with ranks beyond the board, from a variant file") {
    std::string error;
    const ferz::variant_def def = dynamic_suite::section_of("fsf_forms.ini", "far-promotion", error);
    REQUIRE_MESSAGE(error.empty(), error);
    for (const auto& [fen, nodes] : {std::pair{"4k3/8/8/3P4/8/8/8/4K3 w - - 0 1", 2414}, std::pair{"4k3/8/2p5/3P4/5p2/8/8/4K3 b - - 0 1", 15498}}) {
        CAPTURE(fen);
        check_perft(def, fen, 4, static_cast<std::uint64_t>(nodes));
    }
}
