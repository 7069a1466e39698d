// Run-time variants (tables/dynamic_model.hpp): a variant_def made a variant while the program runs,
// played by the same generator as the compile-time variants, with its tables as values.
//   - every built-in definition, made a run-time variant, gives every perft count of the suite
//     (tests/data/suite_rows.inc: Fairy-Stockfish's counts);
//   - run-time and compile-time forms of a variant agree move for move over random games (legal moves,
//     FEN, SAN, UCI, game results), so that either may be used;
//   - definitions that cannot be one give an error, never a broken variant.
#include <doctest/doctest.h>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(cambodian)
FERZ_TEST_SHARED(capablanca)
FERZ_TEST_SHARED(chess)
FERZ_TEST_SHARED(crazyhouse)
FERZ_TEST_SHARED(grand)
FERZ_TEST_SHARED(janggi)
FERZ_TEST_SHARED(omicron)
FERZ_TEST_SHARED(seirawan)
FERZ_TEST_SHARED(shogi)
FERZ_TEST_SHARED(shoshogi)
FERZ_TEST_SHARED(sittuyin)
FERZ_TEST_SHARED(xiangqi)

#include <algorithm>
#include <initializer_list>
#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/ferz.hpp"

#include <support/dynamic_suite.hpp>

namespace {

using dynamic_suite::run_time_perft;

std::uint64_t run_time_perft_any(const ferz::variant_def& d, std::string_view fen, int depth, std::string& error) {
    const int squares = d.files * d.ranks;
    if (squares <= 64) return run_time_perft<64>(d, fen, depth, error);
    if (squares <= 128) return run_time_perft<128>(d, fen, depth, error);
    return run_time_perft<256>(d, fen, depth, error);
}

}  // namespace

TEST_CASE("every suite row, played by run-time variants made from the built-in definitions (features::all)") {
    int rows = 0;
    for (const dynamic_suite::suite_row& r : dynamic_suite::suite) {
        CAPTURE(r.variant);
        CAPTURE(r.position);
        CAPTURE(r.depth);
        REQUIRE(ferz::variants::find_definition(r.variant) != nullptr);
        std::string error;
        const std::uint64_t n = run_time_perft_any(dynamic_suite::definition_of(r), r.position, r.depth, error);
        CHECK_MESSAGE(error.empty(), error);
        CHECK(n == r.nodes);
        ++rows;
    }
    // With racing kings (4), king of the hill (1), 3check (2), sortofalmost (2), losalamos (2), the
    // losing games (7), the extinction games (16: horde 5, coregal 4, spartan 3, extinction, kinglet,
    // threekings), the atomic games (12: atomic 8, atomar 2, nocheckatomic 2), breakthrough (2),
    // clobber, the flipello games (3), ataxx (2), duck, amazons, legan and perfect (2).
    CHECK(rows == 162);
}

TEST_CASE("a wider position type plays a smaller board alike") {
    std::string error;
    const auto& chess = ferz::variants::definitions::chess;
    CHECK(run_time_perft<128>(chess, "startpos", 4, error) == 197281);
    CHECK(run_time_perft<256>(chess, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -", 3, error) == 97862);
    CHECK(run_time_perft<256>(ferz::variants::definitions::shogi, "startpos", 3, error) == 25470);
    CHECK(error.empty());
}

namespace {

// Plays the same random game on a compile-time variant and its run-time twin, comparing what each
// says about every position on the way.
template <class V, std::size_t Bits>
int compare_games(int games, int plies, unsigned seed) {
    const auto variant = ferz::make_dynamic_variant<Bits>(V::definition);
    REQUIRE(variant.has_value());
    std::mt19937 rng(seed);
    int positions = 0;
    for (int g = 0; g < games; ++g) {
        ferz::position<V> a;
        ferz::position<ferz::dynamic<Bits>> b(*variant);
        for (int ply = 0; ply < plies; ++ply) {
            ++positions;
            REQUIRE(ferz::to_fen(a) == ferz::to_fen(b));
            // The same moves (a run-time variant takes its types in another order: kind by kind).
            auto moves_a = ferz::legal_move_vector(a);
            auto moves_b = ferz::legal_move_vector(b);
            const auto by_bits = [](ferz::move x, ferz::move y) { return x.raw() < y.raw(); };
            std::sort(moves_a.begin(), moves_a.end(), by_bits);
            std::sort(moves_b.begin(), moves_b.end(), by_bits);
            REQUIRE(moves_a.size() == moves_b.size());
            for (std::size_t i = 0; i < moves_a.size(); ++i) {
                REQUIRE(moves_a[i] == moves_b[i]);
                CHECK(ferz::to_uci(a, moves_a[i]) == ferz::to_uci(b, moves_b[i]));
                CHECK(ferz::to_san(a, moves_a[i]) == ferz::to_san(b, moves_b[i]));
            }
            const ferz::game_status sa = ferz::game_result(a), sb = ferz::game_result(b);
            CHECK(sa == sb);
            CHECK(ferz::in_check(a) == ferz::in_check(b));
            if (moves_a.empty() || sa.over()) break;
            const ferz::move m = moves_a[std::uniform_int_distribution<std::size_t>(0, moves_a.size() - 1)(rng)];
            const auto parsed = ferz::parse_uci(b, ferz::to_uci(a, m));
            REQUIRE(parsed.has_value());
            CHECK(*parsed == m);
            a.make(m);
            b.make(m);
            CHECK(a.key() != 0);
        }
    }
    return positions;
}

}  // namespace

TEST_CASE("run-time and compile-time variants agree move for move") {
    using namespace ferz::variants;
    int n = 0;
    n += compare_games<chess, 64>(6, 80, 1);
    n += compare_games<crazyhouse, 64>(4, 80, 2);
    n += compare_games<seirawan, 64>(4, 60, 3);
    n += compare_games<shogi, 128>(4, 80, 4);
    n += compare_games<xiangqi, 128>(4, 80, 5);
    n += compare_games<janggi, 128>(3, 60, 6);
    n += compare_games<capablanca, 128>(3, 60, 7);
    n += compare_games<grand, 128>(3, 60, 8);
    n += compare_games<cambodian, 64>(3, 60, 9);
    n += compare_games<sittuyin, 64>(3, 60, 10);
    n += compare_games<shoshogi, 128>(3, 60, 11);
    n += compare_games<omicron, 128>(3, 60, 12);
    CHECK(n > 1000);
}

TEST_CASE("a definition that is no variant is an error, never a broken variant") {
    ferz::variant_def d = ferz::variants::definitions::chess;
    d.rules.promotion.pieces = "QRBZ";
    auto bad = ferz::make_dynamic_variant<64>(d);
    REQUIRE(!bad.has_value());
    CHECK(bad.error().definition.kind == ferz::definition_errc::promotion_names_an_undefined_piece);
    CHECK(bad.error().message() == "rules.promotion.pieces, column 4: this letter is no piece of the variant");

    auto too_big = ferz::make_dynamic_variant<64>(ferz::variants::definitions::shogi);
    REQUIRE(!too_big.has_value());
    CHECK(too_big.error().message().find("81 squares") != std::string::npos);

    d = ferz::variants::definitions::chess;
    d.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1";  // no rook for K
    auto no_rook = ferz::make_dynamic_variant<64>(d);
    REQUIRE(!no_rook.has_value());
    CHECK(no_rook.error().message().find("castling") != std::string::npos);

    // A FEN of a run-time variant is read as a compile-time variant's is.
    const auto chess = ferz::make_dynamic_variant<64>(ferz::variants::definitions::chess);
    REQUIRE(chess.has_value());
    const auto fen = ferz::position<ferz::dynamic<64>>::from_fen(*chess, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNZ w KQkq - 0 1");
    REQUIRE(!fen.has_value());
    CHECK(fen.error().column == 43);
}

TEST_CASE("two run-time variants side by side, and a position outliving its handle") {
    ferz::variant_def horses = ferz::variants::definitions::chess;
    horses.name = "horses";
    horses.pieces.set(ferz::piece('N', "mafsW"));
    const auto a = ferz::make_dynamic_variant<64>(ferz::variants::definitions::chess);
    const auto b = ferz::make_dynamic_variant<64>(horses);
    REQUIRE(a.has_value());
    REQUIRE(b.has_value());
    ferz::position<ferz::dynamic<64>> pa(*a), pb(*b);
    CHECK(ferz::perft(pa, 3) == 8902);
    CHECK(ferz::perft(pb, 1) == 16);  // the horses are blocked by their own pawns (b2, g2)
    CHECK(ferz::perft(pa, 1) == 20);
    ferz::position<ferz::dynamic<64>> kept = [] {
        const auto v = ferz::make_dynamic_variant<64>(ferz::variants::definitions::chess);
        return ferz::position<ferz::dynamic<64>>(*v);
    }();
    CHECK(ferz::perft(kept, 2) == 400);  // the handle inside the position keeps the variant alive
}

namespace {

struct impossible {
    std::string_view fen;
    int column;
    std::string_view says;  // words of the message; empty: the position is possible
};

// Reads each FEN as the compile-time variant V and as its run-time twin: the same answer from both.
template <class V>
void check_impossible(std::initializer_list<impossible> cases) {
    const auto variant = ferz::make_dynamic_variant<128>(V::definition);
    REQUIRE(variant.has_value());
    for (const impossible& c : cases) {
        CAPTURE(c.fen);
        const auto compiled = ferz::position<V>::from_fen(c.fen);
        const auto run_time = ferz::position<ferz::dynamic<128>>::from_fen(*variant, c.fen);
        CHECK(compiled.has_value() == c.says.empty());
        CHECK(run_time.has_value() == c.says.empty());
        if (compiled || run_time) continue;
        CHECK(compiled.error().field == ferz::fen_field::board);
        CHECK(compiled.error().column == c.column);
        CHECK(compiled.error().message().find(c.says) != std::string::npos);
        CHECK(compiled.error().message() == run_time.error().message());
    }
}

}  // namespace

// Positions no game can reach (issue 19), by the rules of each game: a shogi pawn or lance on its
// last rank, a knight on its last two, can never move and must promote there (nor may it be dropped
// there); a side never has two unpromoted pawns on a file (nifu); the set holds 18 pawns, 4 lances,
// knights, silvers and golds, 2 bishops and 2 rooks, promoted or not, on the board or in a hand. The
// xiangqi king and advisors never leave the palace, the elephants stand on their seven points only;
// janggi's king and advisors keep to the palace too, its elephants go anywhere. Crazyhouse's pieces
// are conserved too, but a pawn may have become a piece (written Q~ or not).
TEST_CASE("FENs of positions that cannot arise: shogi, xiangqi, janggi, crazyhouse, compiled and run-time") {
    using namespace ferz::variants;
    constexpr std::string_view dead = "could never move again";
    constexpr std::string_view nifu = "nifu";
    constexpr std::string_view set = "than the variant's set holds";
    check_impossible<shogi>({
        {"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w - - 0 1", 0, ""},
        {"4k3P/9/9/9/9/9/9/9/4K4[-] w - - 0 1", 4, dead},    // a pawn on the last rank
        {"4k3L/9/9/9/9/9/9/9/4K4[-] w - - 0 1", 4, dead},    // a lance
        {"4k4/8N/9/9/9/9/9/9/4K4[-] w - - 0 1", 6, dead},    // a knight on the last but one
        {"4k4/9/8N/9/9/9/9/9/4K4[-] w - - 0 1", 0, ""},      // and one rank lower
        {"4k4/9/9/9/9/9/9/9/l3K4[-] w - - 0 1", 19, dead},   // Black's lance on its last rank
        {"4k3+P/9/9/9/9/9/9/9/4K4[-] w - - 0 1", 0, ""},     // promoted, it moves
        {"4k4/9/9/9/9/9/P8/P8/4K4[-] w - - 0 1", 18, nifu},  // two pawns on file 1
        {"4k4/9/9/9/9/9/+P8/P8/4K4[-] w - - 0 1", 0, ""},    // a tokin and a pawn
        {"4k4/9/9/9/9/9/P8/p8/4K4[-] w - - 0 1", 0, ""},     // one pawn of each side
        {"4k4/9/9/9/9/9/9/9/4K4[PPPPPPPPPppppppppp] w - - 0 1", 0, ""},  // all 18 pawns in hand
        {"4k4/9/9/9/9/9/9/9/4K4[PPPPPPPPPPppppppppp] w - - 0 1", 22, set},  // 19
        {"4k4/9/9/9/9/9/P8/9/4K4[PPPPPPPPPppppppppp] w - - 0 1", 23, set},  // 18 in hand and one on the board
        {"4k4/9/9/9/9/9/9/9/R3K3R[-] w - - 0 1", 0, ""},
        {"4k4/9/9/9/9/9/9/9/R3K3R[r] w - - 0 1", 24, set},       // three rooks
        {"4k4/9/9/9/9/9/9/9/+R3K2RR[-] w - - 0 1", 25, set},     // a dragon counts as a rook
    });
    check_impossible<xiangqi>({
        {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 0, ""},
        {"3k5/9/9/9/9/9/9/9/9/6K2 w - - 0 1", 22, "palace"},      // the king on g1
        {"4k4/9/9/9/9/9/9/3K5/9/9 w - - 0 1", 0, ""},            // on d3, a corner of the palace
        {"9/9/3k5/9/9/9/9/9/9/4K4 w - - 0 1", 0, ""},            // Black's king on d8
        {"9/9/9/3k5/9/9/9/9/9/4K4 w - - 0 1", 8, "palace"},       // on d7
        {"3k5/9/9/9/9/9/9/4A4/9/4K4 w - - 0 1", 18, "palace"},    // an advisor on e3
        {"5k3/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1", 0, ""},          // on e2
        {"3k5/9/9/9/9/4B4/9/9/9/4K4 w - - 0 1", 14, "points"},    // an elephant on e5
        {"3k5/9/9/9/9/2B3B2/9/B3B3B/9/2B1K1B2 w - - 0 1", 0, ""},  // the seven points
        {"3k5/9/9/9/9/9/9/9/9/3BK4 w - - 0 1", 22, "points"},     // on d1
        {"3kb4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", 3, "points"},      // Black's on e10
        {"2bk5/9/4b4/9/2b6/9/9/9/9/4K4 w - - 0 1", 0, ""},       // on c10, e8, c6
    });
    check_impossible<janggi>({
        {"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", 0, ""},
        {"4k4/9/9/9/9/9/9/9/9/6K2 w - - 0 1", 22, "palace"},
        {"4k4/9/9/9/9/9/9/9/9/3KA4 w - - 0 1", 0, ""},
        {"4k4/9/9/9/9/9/9/9/9/2AK5 w - - 0 1", 22, "palace"},     // an advisor on c1
        {"4k4/9/9/9/9/4B4/9/9/9/4K4 w - - 0 1", 0, ""},           // its elephants go anywhere
    });
    check_impossible<crazyhouse>({
        {"rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR[Q] w KQkq - 0 1", 0, ""},        // a promoted queen, in hand
        {"rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR[QQ] w KQkq - 0 1", 44, "pawns missing"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q] w KQkq - 0 1", 44, "pawns missing"},
        {"rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR[Pp] w KQkq - 0 1", 44, set},     // 17 pawns
        {"rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKQ~NR[B] w KQkq - 0 1", 0, ""},       // Q~ is a pawn
        {"rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKQ~NR[BP] w KQkq - 0 1", 45, set},
    });
}
