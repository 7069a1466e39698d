// Perft and results of the goals (variants/goals.hpp): king of the hill, racing kings and 3check
// against ../shared/perft/suite.tsv (Fairy-Stockfish's counts; every row at its suite depth), and
// positions for each rule's cases with Fairy-Stockfish's counts through tools/oracle-perft: a flag
// reached with no reply (king of the hill), Black's king following White's into the last rank or not,
// no move that gives check (racing kings), the last check given, and the check counts' FEN forms.
#include <doctest/doctest.h>

#include "ferz/game.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/variants/goals.hpp"
#include "support/perft_case.hpp"

using ferz::testing::check_perft;
using namespace ferz::variants;

namespace {

// Fairy-Stockfish's kono and river (its variants.ini) as compiled definitions, from positions near
// their goals (tests/data/variant_files/fsf_forms.ini has them as sections, read at run time).
constexpr ferz::variant_def kono_def = {
    .name = "kono-blocked",
    .files = 5,
    .ranks = 5,
    .pieces = {ferz::piece('P', "mF")},
    .start_fen = "PPPP1/P2Pp/5/5/pppp1 w - - 0 1",
    .rules = {.end = {.move_rule = 0,
                      .repetitions = 0,
                      .flag_piece = 'P',
                      .flag_region = "a5 b5 c5 d5 e5 a4 e4",
                      .flag_region_black = "a1 b1 c1 d1 e1 a2 e2",
                      .flag_move = false,
                      .flag_count = 7,
                      .flag_blocked_win = true}},
};
using kono_blocked = ferz::variant<kono_def>;

constexpr ferz::variant_def river_def = [] {
    ferz::variant_def d = ferz::variants::definitions::chess;
    d.name = "river";
    d.pieces.set(ferz::piece('K', "KisO2"));  // a commoner that castles (castlingKingPiece = k): no royal piece
    d.start_fen = "4k3/R7/8/8/8/8/8/4K3 w - - 0 1";
    d.rules.end.flag_piece = '*';
    d.rules.end.flag_region = "a8-h8";
    d.rules.end.flag_region_black = "a1-h1";
    d.rules.end.flag_move = false;
    return d;
}();
using river = ferz::variant<river_def>;

template <class V>
ferz::game_status result_of(std::string_view fen) {
    auto pos = ferz::from_fen<V>(fen);
    REQUIRE(pos.has_value());
    return ferz::game_result(*pos);
}

}  // namespace

TEST_CASE("king of the hill: the suite, and a king on the hill wins at once") {
    check_perft<kingofthehill>("rnb2b1r/ppp2ppp/3k4/8/1PKp1pn1/3Pq3/PBP1P2P/RN1Q1B1R w - - 4 12", 3, 19003);
    check_perft<kingofthehill>("startpos", 4, 197281);  // chess's: no king reaches the centre in four plies
    // oracle-perft: the king on d5 has won; the side to move has no moves.
    check_perft<kingofthehill>("8/8/8/3K4/8/8/8/k7 b - - 0 1", 1, 0);
    check_perft<kingofthehill>("8/8/8/8/2K5/8/8/k7 w - - 0 1", 3, 105);
    check_perft<kingofthehill>("4k3/8/8/8/8/8/8/4K3 w - - 0 1", 6, 51096);
    CHECK(result_of<kingofthehill>("8/8/8/3K4/8/8/8/k7 b - - 0 1") == ferz::game_status{ferz::game_end::flag, ferz::outcome::loss});
    // Two kings are no dead draw here: either may still reach the hill.
    CHECK_FALSE(result_of<kingofthehill>("4k3/8/8/8/8/8/8/4K3 w - - 0 1").over());
}

TEST_CASE("racing kings: the suite") {
    check_perft<racingkings>("startpos", 1, 21);
    check_perft<racingkings>("startpos", 4, 296242);
    check_perft<racingkings>("6r1/2K5/5k2/8/3R4/8/8/8 w - - 0 1", 4, 86041);
    check_perft<racingkings>("6R1/2k5/5K2/8/3r4/8/8/8 b - - 0 1", 4, 86009);
    check_perft<racingkings>("4brn1/2K2k2/8/8/8/8/8/8 w - - 0 1", 6, 265932);
    // Middlegames of random games, where checks could be given and uncovered in many ways (the
    // generator judges a plain move's check on the board after it, without making it): Fairy-Stockfish's
    // counts (tools/oracle-perft, depth 3).
    check_perft<racingkings>("7R/B7/1r6/8/3Nn3/k3b3/2b3K1/1qrnNBRQ b - - 15 8", 3, 66245);
    check_perft<racingkings>("5BR1/8/8/8/8/1k6/1rbnN2K/qrbnNBRQ b - - 7 4", 3, 18381);
    check_perft<racingkings>("8/3b4/8/n7/4NR2/2n3B1/kr2N1RK/qrb2B1Q w - - 18 10", 3, 21136);
    check_perft<racingkings>("1Q4R1/8/1n6/1r6/3N4/1q2R3/1kbN1B2/1rbn1B1K b - - 21 11", 3, 79970);
}

TEST_CASE("racing kings: Black's king may follow White's in, once; no move gives check") {
    // oracle-perft: White's king on b8, Black's too far to follow: over.
    check_perft<racingkings>("1K6/8/8/8/8/8/8/7k b - - 0 1", 1, 0);
    CHECK(result_of<racingkings>("1K6/8/8/8/8/8/8/7k b - - 0 1") == ferz::game_status{ferz::game_end::flag, ferz::outcome::loss});
    // Black's king can follow: every Black move is legal (8), and then the game is over: drawn if it
    // followed, won by White if not.
    check_perft<racingkings>("1K6/6k1/8/8/8/8/8/8 b - - 0 1", 1, 8);
    check_perft<racingkings>("1K6/6k1/8/8/8/8/8/8 b - - 0 1", 2, 0);
    CHECK_FALSE(result_of<racingkings>("1K6/6k1/8/8/8/8/8/8 b - - 0 1").over());
    CHECK(result_of<racingkings>("1K4k1/8/8/8/8/8/8/8 w - - 0 1") == ferz::game_status{ferz::game_end::flag, ferz::outcome::draw});
    CHECK(result_of<racingkings>("1K6/8/6k1/8/8/8/8/8 w - - 0 1") == ferz::game_status{ferz::game_end::flag, ferz::outcome::win});
    // Black got there first: White gets no reply.
    CHECK(result_of<racingkings>("6k1/8/1K6/8/8/8/8/8 w - - 0 1") == ferz::game_status{ferz::game_end::flag, ferz::outcome::loss});
    check_perft<racingkings>("8/1K4k1/8/8/8/8/8/8 w - - 0 1", 3, 170);
    // The rook on b2 holds the b-file: the king on b7 has its six steps off it (oracle-perft divides
    // a6 c8 c6 a7 c7 a8).
    check_perft<racingkings>("8/1K6/8/8/8/8/1r6/5k2 w - - 0 1", 1, 6);
    check_perft<racingkings>("8/1K6/8/8/8/8/1r6/5k2 w - - 0 1", 3, 300);
    // No move gives check: Black's rook may not go to the b-file or the seventh rank here.
    auto pos = ferz::from_fen<racingkings>("8/1K6/8/8/8/8/5r2/5k2 b - - 0 1");
    REQUIRE(pos.has_value());
    for (const ferz::move m : ferz::legal_moves(*pos)) {
        ferz::position<racingkings> after = *pos;
        after.make(m);
        CHECK_FALSE(after.royal_attacked(0));
    }
    CHECK_FALSE(ferz::parse_uci(*pos, "f2b2").has_value());
    CHECK_FALSE(ferz::parse_uci(*pos, "f2f7").has_value());
    CHECK(ferz::parse_uci(*pos, "f2f3").has_value());
}

TEST_CASE("3check and 5check: the suite, and the last check wins") {
    // The suite's two rows: one position, its counts written "1+3" and Lichess's "+2+0" (checks given).
    check_perft<threecheck>("7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1+3 1 39", 3, 12407);
    check_perft<threecheck>("7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1 39 +2+0", 3, 12407);
    // oracle-perft: no count reaches 0 in four plies from the start (chess's count).
    check_perft<threecheck>("startpos", 4, 197281);
    check_perft<fivecheck>("startpos", 4, 197281);
    // oracle-perft: White's last check (Bxf7+, Qxf7+) ends the game: 49106; with two left, 49127.
    check_perft<threecheck>("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 1+3 2 3", 3, 49106);
    check_perft<threecheck>("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2+1 2 3", 3, 49127);
    check_perft<threecheck>("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3 +2+0", 3, 49106);
    // oracle-perft: kiwipete with one check each to give, and with two.
    check_perft<threecheck>("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 1+1 0 1", 4, 4081798);
    check_perft<threecheck>("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 2+2 0 1", 4, 4085603);
    // oracle-perft: the side that just moved has no checks left: over, whatever the side to move has.
    check_perft<threecheck>("4k3/8/8/8/8/8/8/4K2R w K - 3+0 0 1", 1, 0);
    check_perft<threecheck>("4k3/8/8/8/8/8/8/4K2R b K - 0+3 0 1", 1, 0);
    CHECK(result_of<threecheck>("4k3/8/8/8/8/8/8/4K2R b K - 0+3 0 1") == ferz::game_status{ferz::game_end::checks, ferz::outcome::loss});
    CHECK_FALSE(result_of<threecheck>("4k3/8/8/8/8/8/8/4K2R w K - 0+3 0 1").over());
    // A lone rook can still give the checks: no dead draw.
    CHECK_FALSE(result_of<threecheck>("4k3/8/8/8/8/8/8/4K2N w - - 3+3 0 1").over());
}

TEST_CASE("3check: the counts are part of the position: FEN, key, make and unmake") {
    auto pos = ferz::from_fen<threecheck>("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2+3 2 3");
    REQUIRE(pos.has_value());
    CHECK(pos->checks_remaining(0) == 2);
    CHECK(pos->checks_remaining(1) == 3);
    const std::uint64_t before = pos->key();
    auto m = ferz::parse_uci(*pos, "c4f7");
    REQUIRE(m.has_value());
    pos->make(*m);
    CHECK(pos->checks_remaining(0) == 1);
    CHECK(pos->key() == pos->compute_key());
    CHECK(ferz::to_fen(*pos) == "r1bqkbnr/pppp1Bpp/2n5/4p3/4P3/5Q2/PPPP1PPP/RNB1K1NR b KQkq - 1+3 0 3");
    pos->unmake();
    CHECK(pos->key() == before);
    CHECK(pos->checks_remaining(0) == 2);
    // The same board with other counts is another position (another key: no false repetition).
    auto other = ferz::from_fen<threecheck>("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 1+3 2 3");
    REQUIRE(other.has_value());
    CHECK(other->key() != before);
    CHECK(other->key() == other->compute_key());
    // No counts written: the start position's (3+3 here; Fairy-Stockfish would read 1+1), and the
    // writer always writes them.
    auto plain = ferz::from_fen<threecheck>("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    REQUIRE(plain.has_value());
    CHECK(ferz::to_fen(*plain) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1");
    CHECK(ferz::to_fen(ferz::position<fivecheck>{}) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 5+5 0 1");
    // Lichess's checks given, of the start position's counts.
    auto given = ferz::from_fen<fivecheck>("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 +1+4");
    REQUIRE(given.has_value());
    CHECK(given->checks_remaining(0) == 4);
    CHECK(given->checks_remaining(1) == 1);
}

TEST_CASE("3check: a malformed check count is an error naming it") {
    auto error_of = [](std::string_view fen) {
        auto pos = ferz::from_fen<threecheck>(fen);
        REQUIRE_FALSE(pos.has_value());
        return pos.error();
    };
    const auto big = error_of("4k3/8/8/8/8/8/8/4K3 w - - 16+3 0 1");
    CHECK(big.field == ferz::fen_field::checks);
    CHECK(big.column == 27);
    CHECK(big.what == "a check count above 15");
    CHECK(error_of("4k3/8/8/8/8/8/8/4K3 w - - 3+ 0 1").field == ferz::fen_field::checks);
    CHECK(error_of("4k3/8/8/8/8/8/8/4K3 w - - 3+3x 0 1").field == ferz::fen_field::checks);
    CHECK(error_of("4k3/8/8/8/8/8/8/4K3 w - - 0 1 +1").field == ferz::fen_field::checks);
    CHECK(error_of("4k3/8/8/8/8/8/8/4K3 w - - 0 1 +1+x").field == ferz::fen_field::checks);
    // Chess has no check counts: the field is text it does not expect.
    CHECK_FALSE(ferz::from_fen<ferz::variants::chess>("4k3/8/8/8/8/8/8/4K3 w - - 3+3 0 1").has_value());
}

TEST_CASE("flag goals with several pieces or any piece, compiled (Fairy-Stockfish's kono and river)") {
    // oracle-perft on tests/data/variant_files/fsf_forms.ini (kono-blocked, any-piece-river).
    check_perft<kono_blocked>("startpos", 3, 549);
    check_perft<kono_blocked>("startpos", 4, 4707);
    // d4-e5 fills White's region: one man there and no square empty wins (flag_blocked_win).
    CHECK(result_of<kono_blocked>("PPPPP/P3p/5/pppp1/5 b - - 0 1") == ferz::game_status{ferz::game_end::flag, ferz::outcome::loss});
    // Six men and a hole: not yet.
    CHECK_FALSE(result_of<kono_blocked>("PPPP1/P3P/5/pppp1/5 b - - 0 1").over());
    check_perft<river>("startpos", 3, 1585);
    // Any piece on the far rank: the rook's a8 wins, as the king's would.
    CHECK(result_of<river>("R3k3/8/8/8/8/8/8/4K3 b - - 0 1") == ferz::game_status{ferz::game_end::flag, ferz::outcome::loss});
}

TEST_CASE("armageddon: Black wins every game that would be drawn, but for insufficient material") {
    using ferz::game_end;
    using ferz::game_status;
    using ferz::outcome;
    check_perft<armageddon>("startpos", 4, 197281);  // chess's moves (tools/oracle-perft: 197281)
    // The results as Fairy-Stockfish (ffish) gives them: stalemate 0-1 whoever is stalemated, the move
    // rule and a repetition 0-1, a bare king each 1/2-1/2.
    CHECK(result_of<armageddon>("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1") == game_status{game_end::stalemate, outcome::win});
    CHECK(result_of<armageddon>("K7/2q5/1k6/8/8/8/8/8 w - - 0 1") == game_status{game_end::stalemate, outcome::loss});
    CHECK(result_of<armageddon>("4k3/8/8/8/8/8/8/R3K3 w - - 100 80") == game_status{game_end::move_rule, outcome::loss});
    CHECK(result_of<armageddon>("4k3/8/8/8/8/8/8/R3K3 b - - 100 80") == game_status{game_end::move_rule, outcome::win});
    CHECK(result_of<armageddon>("8/8/8/4k3/8/8/8/4K3 w - - 0 1") == game_status{game_end::insufficient_material, outcome::draw});
    auto pos = *ferz::position<armageddon>::from_fen("k7/8/8/8/8/8/8/K6R w - - 0 1");
    for (const char* m : {"h1h2", "a8b8", "h2h1", "b8a8", "h1h2", "a8b8", "h2h1", "b8a8"}) pos.make(*ferz::parse_uci(pos, m));
    const game_status r = ferz::game_result(pos);
    CHECK(r == game_status{game_end::repetition, outcome::loss});
    CHECK(ferz::result_text(pos, r) == "0-1");
    // Chess itself: the same positions are drawn.
    CHECK(result_of<chess>("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1") == game_status{game_end::stalemate, outcome::draw});
}
