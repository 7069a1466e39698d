// Run-time variants on the leanest feature mask that holds them (ferz::with_dynamic_variant:
// features::standard, features::drops, else features::all), on boards of up to 64 squares: every suite
// row (tests/data/suite_rows.inc: Fairy-Stockfish's counts) whose board the width holds, and the mask each built-in variant is given. (One width per file: each is three
// instantiations of the generator.)
#include <doctest/doctest.h>

#include <cstdint>
#include <initializer_list>
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

// Perft of sections of tests/data/variant_files/fsf_forms.ini from positions, against counts.
struct section_row {
    const char* section;
    const char* fen;
    int depth;
    std::uint64_t nodes;
};
void check_sections(std::initializer_list<section_row> rows) {
    for (const section_row& r : rows) {
        CAPTURE(r.section);
        CAPTURE(r.fen);
        std::string error;
        const ferz::variant_def def = dynamic_suite::section_of("fsf_forms.ini", r.section, error);
        REQUIRE_MESSAGE(error.empty(), error);
        check_perft(def, r.fen, r.depth, r.nodes);
    }
}

// The status after one move (UCI) from a position of a run-time variant.
ferz::game_status status_after(const ferz::variant_def& def, std::string_view fen, std::string_view uci) {
    const auto status = ferz::with_dynamic_variant<bits>(def, [&](auto variant) {
        using pos_t = ferz::position<typename decltype(variant)::element_type::variant>;
        auto pos = pos_t::from_fen(variant, fen);
        REQUIRE(pos.has_value());
        const auto m = ferz::parse_uci(*pos, uci);
        REQUIRE(m.has_value());
        pos->make(*m);
        return ferz::game_result(*pos);
    });
    REQUIRE(status.has_value());
    return *status;
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
    for (const auto& row : {std::pair{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 4407}, std::pair{"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", 4581}}) {
        const char* fen = row.first;  // (clang 14 cannot capture a structured binding: CAPTURE does)
        const int nodes = row.second;
        CAPTURE(fen);
        check_perft(def, fen, 3, static_cast<std::uint64_t>(nodes));
    }
    using ferz::game_end;
    using ferz::game_status;
    using ferz::outcome;
    // Black castles queenside: White, to move, has lost.
    CHECK(status_after(def, "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8") == game_status{game_end::castling, outcome::loss});
    // Black castles kingside: its queenside right is gone, so Black has lost (White to move wins).
    CHECK(status_after(def, "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8g8") == game_status{game_end::castling, outcome::win});
    // White's rook takes Black's on a8: Black, to move, has lost its right, and the game.
    CHECK(status_after(def, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "a1a8") == game_status{game_end::castling, outcome::loss});
    // White castles: the game goes on.
    CHECK_FALSE(status_after(def, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1").over());
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
    for (const auto& row : {std::pair{"4k3/8/8/3P4/8/8/8/4K3 w - - 0 1", 2414}, std::pair{"4k3/8/2p5/3P4/5p2/8/8/4K3 b - - 0 1", 15498}}) {
        const char* fen = row.first;  // (clang 14 cannot capture a structured binding: CAPTURE does)
        const int nodes = row.second;
        CAPTURE(fen);
        check_perft(def, fen, 4, static_cast<std::uint64_t>(nodes));
    }
}

// Mobility regions that are not mirror images (Fairy-Stockfish's mobilityRegionWhite/Black for one
// colour: stardust, buffalo, crowdedxiangqi), read from a variant file: counts from
// shared/tools/oracle-perft one-sided-regions FEN 3 fsf_forms.ini (chess gives 42,041 from both;
// the xiangqi section is in test_dynamic_lean128).
TEST_CASE("mobility regions of one colour, from a variant file") {
    check_sections({{"one-sided-regions", "r3k2r/pppq1ppp/8/8/8/8/PPPQ1PPP/R3K2R w KQkq - 0 1", 3, 35678},
                    {"one-sided-regions", "r3k2r/pppq1ppp/8/8/8/8/PPPQ1PPP/R3K2R b KQkq - 0 1", 3, 26194}});
}

// Pawns taken that stay in hand, never dropped (Fairy-Stockfish's dropNoDoubledCount = 0, as its
// dragonfly has it): counts from shared/tools/oracle-perft no-pawn-drops FEN DEPTH fsf_forms.ini (the
// start position 3 and 4: 1,604 and 20,909; with a pawn and a knight in each hand, only the knights
// are dropped: 38,788).
TEST_CASE("pieces never dropped (dropNoDoubledCount = 0), from a variant file") {
    check_sections({{"no-pawn-drops", "startpos", 3, 1604},
                    {"no-pawn-drops", "startpos", 4, 20909},
                    {"no-pawn-drops", "rbbk1nr/ppp1ppp/7/7/7/PPP1PPP/RBBK1NR[PNpn] w - - 0 1", 3, 38788}});
}

// Boards of one rank and one file (Fairy-Stockfish's 1d-chess, and the same game on end): counts from
// shared/tools/oracle-perft one-rank startpos DEPTH fsf_forms.ini (1, 2, 3, 4, 8: 4, 8, 18, 49, 1,500;
// depth 10: 7,792), and the same for one-file.
TEST_CASE("boards of one rank or one file, from a variant file") {
    check_sections({{"one-rank", "startpos", 4, 49}, {"one-rank", "startpos", 8, 1500}, {"one-rank", "startpos", 10, 7792},
                    {"one-file", "startpos", 4, 49}, {"one-file", "startpos", 8, 1500}});
}

// Pawn types per colour (Fairy-Stockfish's khans: White's P promote to QRBN, Black's S to T): one
// set for both, as each colour's letters never stand for the other. Counts from
// shared/tools/oracle-perft pawns-apart FEN DEPTH fsf_forms.ini.
TEST_CASE("pawns of each colour apart (khans), from a variant file") {
    check_sections({{"pawns-apart", "startpos", 4, 667056},
                    {"pawns-apart", "4k3/1P4s1/8/8/8/8/1s4P1/4K3 w - - 0 1", 4, 8825},
                    {"pawns-apart", "4k3/1P4s1/8/8/8/8/1s4P1/4K3 b - - 0 1", 4, 9542}});
}

// Readings of Fairy-Stockfish that massacre and stardust need: castling on with no castling partner
// left gives no castling (and giveaway's castling king is its `commoner`); a flag region for White
// alone gives Black no flag goal. Counts from shared/tools/oracle-perft SECTION FEN 4 fsf_forms.ini
// (chess: 14,032 from the last).
TEST_CASE("castling with no partner left, and a flag region for White alone, from a variant file") {
    check_sections({{"kingless-giveaway", "startpos", 4, 175682},
                    {"white-flag-only", "r1bqkb1r/pppp1ppp/2n2n2/4p1N1/4P3/5N2/PPPP1PPP/R1BQKB1R w KQkq - 0 1", 4, 743836},
                    {"white-flag-only", "r1bqkb1r/pppp1ppp/2n2n2/4p1N1/4P3/5N2/PPPP1PPP/R1BQKB1R b KQkq - 0 1", 4, 730103},
                    {"white-flag-only", "4k3/8/1N6/8/3n4/8/8/4K3 w - - 0 1", 4, 10823},
                    {"white-flag-only", "4k3/8/1N6/8/3n4/8/8/4K3 b - - 0 1", 4, 12279}});
}

// Connection goals (rules.end.connect: Fairy-Stockfish's connectN, connectNxN, collinearN), read
// from a variant file. Counts from shared/tools/oracle-perft SECTION FEN DEPTH fsf_forms.ini; those of
// three-in-a-row are tic-tac-toe's own, known apart from any program: 54,720 games still on after six
// moves, and 127,872 played to the ninth (81,792 won by the first player, 46,080 drawn).
TEST_CASE("connection goals: in a row, in a square, on a line, from a variant file") {
    check_sections({{"three-in-a-row", "startpos", 6, 54720}, {"three-in-a-row", "startpos", 9, 127872},
                    {"four-on-five", "startpos", 4, 303600}, {"four-on-five", "5/1PP2/2pp1/1pP2/3p1 w - - 0 1", 4, 81938},
                    {"four-on-five", "5/5/1PP2/1P1pp/2ppP w - - 0 1", 4, 24424}, {"four-on-five", "5/5/1PP2/1P1pp/2ppP b - - 0 1", 4, 23323},
                    {"queen-rows", "startpos", 3, 35040}, {"lines-of-three", "startpos", 7, 263040},
                    {"lines-of-three", "pp1pM/pp1pp/p1Mp1/pp1p1/Mp1pp b - - 0 1", 4, 6048}});
    using ferz::game_end;
    using ferz::game_status;
    using ferz::outcome;
    auto status_in = [&](const char* section, std::string_view fen, std::string_view uci) {
        std::string error;
        const ferz::variant_def def = dynamic_suite::section_of("fsf_forms.ini", section, error);
        REQUIRE_MESSAGE(error.empty(), error);
        return status_after(def, fen, uci);
    };
    // The third in a row, a diagonal: Black, to move, has lost.
    CHECK(status_in("three-in-a-row", "P1p/1Pp/3[PPPpp] w - - 0 1", "P@c1") == game_status{game_end::connection, outcome::loss});
    // Two in a row only: the game goes on.
    CHECK_FALSE(status_in("three-in-a-row", "P1p/2p/3[PPPPpp] w - - 0 1", "P@b2").over());
    // A 2x2 square (b2 c2 b3 c3) made by a step: Black has lost.
    CHECK(status_in("four-on-five", "4p/5/1PP2/1P1P1/p1p1p w - - 0 1", "d2c2") == game_status{game_end::connection, outcome::loss});
    // Black's man steps: White's musketeers are on no line of three, and the game goes on. Then
    // three on one file, with a gap: White, who lined them up, has lost (connectValue = loss).
    CHECK_FALSE(status_in("lines-of-three", "2M2/5/2p2/1M3/2M2 b - - 0 1", "c3b3").over());
    CHECK(status_in("lines-of-three", "2M2/5/2p2/1Mp2/2M2 w - - 0 1", "b2c2") == game_status{game_end::connection, outcome::win});
    // The definition written out and read back keeps the goal.
    std::string error;
    const ferz::variant_def muskets = dynamic_suite::section_of("fsf_forms.ini", "lines-of-three", error);
    REQUIRE_MESSAGE(error.empty(), error);
    const std::string text = ferz::write_variant_file(muskets);
    CHECK(text.find("collinearN = 3\n") != std::string::npos);
    CHECK(text.find("connectValue = loss\n") != std::string::npos);
    const auto back = ferz::read_variant_file(text);
    INFO(back.report());
    REQUIRE(back.find(muskets.name.view()) != nullptr);
    CHECK(back.find(muskets.name.view())->definition.rules.end.connect == muskets.rules.end.connect);
}

// Drops into a frame (enclosingDrop = top: cfour), pushed in from an edge (anyside: cfour-anyside, with
// a misère connection), and on no square next to an enemy piece (snort), read from a variant file.
// Counts from shared/tools/oracle-perft SECTION FEN DEPTH fsf_forms.ini (the first is 6^5, six
// columns five times). The second pushed-in position has a gap in the a-file under an empty top:
// pushed from the top, Fairy-Stockfish's stone lands in the gap's lowest square (a2).
TEST_CASE("drops from the top, from any side, and on no square next to an enemy piece, from a variant file") {
    check_sections({{"four-in-a-column", "startpos", 5, 7776},
                    {"four-in-a-column", "6/6/2p3/1pP3/PPp2P[PPPPPPPPPPPPppppppppppppp] b - - 0 1", 4, 1274},
                    {"pushed-in", "startpos", 4, 72752},
                    {"pushed-in", "6/6/p5/6/P5[PPPPPPPPPPPPPPpppppppppppppp] w - - 0 1", 3, 3436},
                    {"pushed-in", "1p4/3P2/p1P3/2p2p/P2P2[PPPPPPPPPPPpppppppppppp] w - - 0 1", 3, 1518},
                    {"no-neighbours", "startpos", 4, 167504},
                    {"no-neighbours", "5/1P3/3p1/5/P4[PPPPPPPPPPPpppppppppppp] b - - 0 1", 4, 33196}});
    std::string error;
    const ferz::variant_def def = dynamic_suite::section_of("fsf_forms.ini", "pushed-in", error);
    REQUIRE_MESSAGE(error.empty(), error);
    CHECK(def.rules.drops.enclosing == ferz::enclosing_rule::anyside);
    CHECK(def.rules.end.connect.result == ferz::outcome::loss);
    const std::string text = ferz::write_variant_file(def);
    CHECK(text.find("enclosingDrop = anyside\n") != std::string::npos);
}

// flagPieceSafe with any piece as the flag (rules.end.flag_safe: Fairy-Stockfish's squatter, and with
// flagMove its alapo), read from a variant file. Counts from shared/tools/oracle-perft SECTION FEN 4
// fsf_forms.ini (chess: 52,309 from the first, 320,660 from the last).
TEST_CASE("a flag piece that must be safe on its region, from a variant file") {
    for (const char* section : {"safe-squat", "safe-reply"}) {
        std::string error;
        const ferz::variant_def def = dynamic_suite::section_of("fsf_forms.ini", section, error);
        REQUIRE_MESSAGE(error.empty(), error);
        CHECK(def.rules.end.flag_safe);
        CHECK(def.rules.end.flag_piece == '*');
    }
    check_sections({{"safe-squat", "4k3/1P4R1/8/8/8/8/1p4r1/4K3 w - - 0 1", 4, 30461}, {"safe-squat", "4k3/1P4R1/8/8/8/8/1p4r1/4K3 b - - 0 1", 4, 30461},
                    {"safe-squat", "r3k3/8/2N5/3b4/8/8/5n2/R3K3 w - - 0 1", 4, 293204},
                    {"safe-reply", "4k3/1P4R1/8/8/8/8/1p4r1/4K3 w - - 0 1", 4, 29620}, {"safe-reply", "4k3/1P4R1/8/8/8/8/1p4r1/4K3 b - - 0 1", 4, 29620},
                    {"safe-reply", "r3k3/8/2N5/3b4/8/8/5n2/R3K3 w - - 0 1", 4, 261388}});
}

// Joining two regions (connectRegion1/2White/Black: Fairy-Stockfish's gale), read from a variant file.
// Counts from shared/tools/oracle-perft edge-to-edge FEN DEPTH fsf_forms.ini. In the third position
// White's men run a5 b5, then b4 to e4: joined, but Fairy-Stockfish's search steps only east and
// north from the a-file, so it does not count, and the game goes on (19 drops, then 18 each).
TEST_CASE("connecting two regions, from a variant file") {
    check_sections({{"edge-to-edge", "startpos", 3, 13800},
                    {"edge-to-edge", "5/PPP2/ppp2/5/5[PPPPPPPPPppppppppp] w - - 0 1", 4, 92480},
                    {"edge-to-edge", "PP3/1PPPP/5/5/5[PPPPPPpppppppppppp] b - - 0 1", 2, 342},
                    {"edge-to-edge", "5/PPPP1/ppp2/5/5[PPPPPPPPppppppppp] w - - 0 1", 3, 4624}});
}

// Readings that perft 3 of Fairy-Stockfish's variants.ini did not tell apart and deeper perft did
// (benchmarks/variant-files.sh: fullmoon and ajax-orthodox at depth 6 and 5, forward, allexplodeatomic,
// empire and ordavsempire, backrank, annexation). Counts from shared/tools/oracle-perft SECTION FEN
// DEPTH fsf_forms.ini; ferz's earlier reading gave the second number of each comment.
TEST_CASE("deeper readings of Fairy-Stockfish's defaults and rules, from a variant file") {
    std::string error;
    auto section = [&](const char* name) {
        const ferz::variant_def def = dynamic_suite::section_of("fsf_forms.ini", name, error);
        REQUIRE_MESSAGE(error.empty(), error);
        return def;
    };
    // capturesToHand is false unless given, whatever ferz's chess keeps (180,128 with captures to hand).
    CHECK_FALSE(section("queens-in-reserve").rules.drops.captures_to_hand);
    // immobilityIllegal is false unless given: s may stay unpromoted on the last rank (57).
    CHECK_FALSE(section("forward-bishops").rules.promotion.dead_squares_illegal);
    // The blast spares the pawn piece only, not custom pieces made pawns (436).
    CHECK_FALSE(section("atomic-own-pawns").rules.board.blast_spares_pawns);
    REQUIRE(ferz::variants::find_definition("atomic") != nullptr);
    CHECK(ferz::variants::find_definition("atomic")->rules.board.blast_spares_pawns);
    // Every commoner counts, the promoted ones with the first (387: the king could step into attack).
    CHECK(section("commoners-crowned").rules.end.pseudo_royals == "+Q+R+B+N+PK");
    check_sections({{"queens-in-reserve", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR[Qq] w KQkq - 0 2", 3, 178311},
                    {"forward-bishops", "4k3/8/8/8/8/8/8/S3K3 w - - 0 1", 2, 62},
                    {"atomic-own-pawns", "rnbqkbnr/1ppppppp/8/p7/1P6/P7/2PPPPPP/RNBQKBNR b KQkq - 0 2", 2, 443},
                    // A flying-general pin where every capture is a leap or a ride (509).
                    {"facing-kings", "4k3/8/8/8/8/4N3/8/4K3 w - - 0 1", 3, 217},
                    {"commoners-crowned", "4k3/8/b7/8/8/8/8/4K3 w - - 0 1", 3, 197},
                    // P@c1 reaches a3 over the hole b2 (4, 281 at depth 4).
                    {"holed-reversi", "**4**/**4**/8/3Pp3/3pP3/P7/**p3**/**4**[PPPPPPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppppppp] w 0 1", 1, 5},
                    {"holed-reversi", "**4**/**4**/8/3Pp3/3pP3/P7/**p3**/**4**[PPPPPPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppppppp] w 0 1", 4, 404}});
}

// Cannons of every kind (pR, mBcpB, mRcpR; attack detection finds them by one x-ray lookup per line
// set) and a limited hopper (cpB2: walked, every square then matters) with drops: a drop onto a
// cannon's line can make a hurdle and check. Counts from a native Fairy-Stockfish (c19b5f6c, the
// build benchmarks/peers.sh makes) reading fsf_forms.ini; shared/tools/oracle-perft gives the same for
// the second (before, ferz tested every drop square's legality, and every move's with w on the board).
TEST_CASE("cannons and a limited hopper with drops, from a variant file") {
    check_sections({{"cannon-drops", "startpos", 4, 400507},
                    {"cannon-drops", "4u1k1/8/4p3/c7/8/4N3/8/4K3[Ww] w - - 0 1", 3, 90597},
                    {"cannon-drops", "4k3/8/8/8/2w5/8/8/5K2[Pp] w - - 0 1", 3, 34596},
                    {"cannon-drops", "r3k2r/ppp2ppp/2n1u3/3pa3/2c5/2N1P3/PPP1CPPP/R1U1K1WR[Aw] w - - 0 1", 3, 174307},
                    {"cannon-drops", "4k3/8/8/8/4P3/8/8/4U1K1[Cc] b - - 0 1", 3, 20638}});
}
