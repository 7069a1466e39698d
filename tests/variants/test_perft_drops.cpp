// Perft of the variants with pieces in hand against ../shared/perft/suite.tsv (Fairy-Stockfish's
// counts), and long random games that check hands, promoted pieces and keys through make/unmake.
#include <doctest/doctest.h>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(crazyhouse)
FERZ_TEST_SHARED(minishogi)
FERZ_TEST_SHARED(seirawan)
FERZ_TEST_SHARED(shogi)

#include "ferz/variants/crazyhouse.hpp"
#include "ferz/variants/shogi.hpp"
#include "support/move_text.hpp"
#include "ferz/notation/fen.hpp"
#include "support/perft_case.hpp"
#include "support/positions.hpp"
#include "support/random_games.hpp"

using ferz::testing::check_perft;
using namespace ferz::variants;

TEST_CASE("shogi: drops, nifu, uchifuzume, promoted forms") {
    check_perft<shogi>("startpos", 1, 30);
    check_perft<shogi>("startpos", 2, 900);
    check_perft<shogi>("startpos", 3, 25470);
    check_perft<shogi>("startpos", 4, 719731);
    check_perft<minishogi>("startpos", 5, 533203);
}

TEST_CASE("crazyhouse family") {
    check_perft<crazyhouse>("startpos", 4, 197281);
    check_perft<crazyhouse>("2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1", 2, 75353);
    check_perft<crazyhouse>("2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1", 3, 88634);
    check_perft<crazyhouse>("2k5/8/8/8/8/8/8/4K3/Qn w - - 0 1", 3, 88634);
    check_perft<crazyhouse>("r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1", 3, 58057);
    check_perft<loop>("startpos", 4, 197281);
    check_perft<loop>("5R2/2p1Nb2/2B4k/6p1/8/P3PP2/1PPqR3/3R1BKn[QBNPPPPrrrnppp] b - - 1 1", 2, 31983);
    check_perft<chessgi>("startpos", 4, 197281);
    check_perft<chessgi>("5Rp1/2p1Nb2/2B4k/6p1/8/P3PP2/1PPqR3/3R1BKn[QBNPPPPrrrnpp] b - - 1 48", 2, 32816);
    check_perft<pocketknight>("startpos", 3, 88617);
    // A drop cannot be taken back: it restarts the move rule's count (Fairy-Stockfish's test.py).
    auto pocket = ferz::testing::at<pocketknight>("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 5 3");
    ferz::testing::play(pocket, "N@e4");
    CHECK(ferz::to_fen(pocket) == "rnbqkbnr/pppppppp/8/8/4N3/8/PPPPPPPP/RNBQKBNR[n] b KQkq - 0 3");
}

TEST_CASE("placement: back-rank drops first, bishops on both colours, castling from dropped pieces") {
    check_perft<placement>("startpos", 3, 50560);
    check_perft<placement>("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/QR1BKNN1[BRk] w - - 0 1", 6, 17804);
    check_perft<placement>("1n1r1q2/pppppppp/8/8/8/8/PPPPPPPP/1N1B1R1N[KQRBkrbbn] b - - 0 4", 5, 145152);
    check_perft<placement>("r3k3/pppppppp/8/8/8/8/PPPPPPPP/R6R[Kr] w q - 0 1", 4, 18492);
    ferz::testing::random_games<placement>("startpos", 6, 120);
}

// Seirawan960 (the suite's row with chess960 on).
inline constexpr ferz::variant_def seirawan960_def = ferz::testing::chess960_of(ferz::variants::seirawan::definition, "seirawan960");
using seirawan960 = ferz::variant<seirawan960_def>;

TEST_CASE("seirawan and s-house: gating") {
    check_perft<seirawan>("startpos", 4, 782599);
    check_perft<seirawan>("reb1k2r/ppppqppp/2nb1n2/4p3/4P3/N1P2N2/PB1PQPPP/RE2KBHR[h] b KQkqc - 3 7", 4, 890467);
    check_perft<seirawan960>("qbbrnkrn/pppppppp/8/8/8/8/PPPPPPPP/QBBRNKRN[HEhe] w ABCDEFGHabcdefgh - 0 1", 3, 21170);
    check_perft<shouse>("startpos", 3, 546694);
    ferz::testing::random_games<seirawan>("startpos", 6, 150);
    ferz::testing::random_games<seirawan960>("qbbrnkrn/pppppppp/8/8/8/8/PPPPPPPP/QBBRNKRN[HEhe] w ABCDEFGHabcdefgh - 0 1", 4, 150);
    ferz::testing::random_games<shouse>("startpos", 6, 200);
}

// A gated move is legal only where the move without the gating is (the variant's authors' 2008
// rule; Fairy-Stockfish issue 141, cutechess issue 569): the Hawk or Elephant entering never shields
// the king. Counts from Fairy-Stockfish (shared/tools/oracle-perft, ffish). Before the fix ferz gave
// the pinned bishop seven gated moves (11 at depth 1) and the checked king a gated step along the
// checking rank (e1f1h, 7 at depth 1).
TEST_CASE("seirawan: gating neither unpins a piece nor blocks a check") {
    check_perft<seirawan>("4k3/8/8/8/8/8/8/4KB1r[H] w F - 0 1", 1, 4);  // the bishop is pinned
    check_perft<seirawan>("4k3/8/8/8/8/8/8/4KB1r[H] w F - 0 1", 3, 833);
    check_perft<seirawan>("4k3/8/8/8/8/8/8/r3K3[H] w E - 0 1", 1, 6);  // in check: no Kf1/H
    check_perft<seirawan>("4k3/8/8/8/8/8/8/r3K3[H] w E - 0 1", 3, 976);
    check_perft<seirawan>("R2nk2r/ppp2ppp/5n2/1B1pp3/4P3/2N2N2/PPPP1PPP/2BQK2R[EHeh] b KCDkd - 0 1", 3, 12369);
    check_perft<seirawan>("r3k2r/pppq1ppp/2n2n2/1B1pp3/4P3/2N2N2/PPPP1PPP/R1BQK2R[EHeh] b KQCDkq - 0 1", 3, 149636);
}

TEST_CASE("koedem: kings that are not royal, dropped first, and lost by extinction") {
    check_perft<koedem>("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB2BNR[KQ] w kq - 0 1", 1, 34);
    check_perft<koedem>("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR[Q] w KQkq - 0 1", 1, 54);
    check_perft<koedem>("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB2BNR[KQ] w kq - 0 1", 3, 39008);  // ffish
    // Both kings owned by Black: White, to move, has lost and has no moves.
    auto over = ferz::position<koedem>::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR[k] w kq - 0 1");
    REQUIRE(over.has_value());
    CHECK(ferz::perft(*over, 1) == 0);
    CHECK(ferz::game_result(*over) == ferz::game_status{ferz::game_end::extinction, ferz::outcome::loss});
    ferz::testing::random_games<koedem>("startpos", 6, 200);
}

TEST_CASE("random games keep hands, promoted pieces and keys through make and unmake") {
    const auto s = ferz::testing::random_games<shogi>("startpos", 6, 300);
    CHECK(s.drops > 20);
    CHECK(s.promotions > 5);
    const auto m = ferz::testing::random_games<minishogi>("startpos", 10, 200);
    CHECK(m.drops > 20);
    const auto c = ferz::testing::random_games<crazyhouse>("startpos", 6, 300);
    CHECK(c.drops > 20);
    // Promotions happen and the promoted pieces go back to hand as pawns ("Q~").
    const auto p = ferz::testing::random_games<crazyhouse>("4k3/1P6/8/8/8/8/6p1/4K3[] w - - 0 1", 20, 60);
    CHECK(p.promotions > 10);
    ferz::testing::random_games<loop>("4k3/1P6/8/8/8/8/6p1/4K3[] w - - 0 1", 10, 60);
    ferz::testing::random_games<chessgi>("startpos", 4, 200);
}

TEST_CASE("FEN with hands and promoted pieces") {
    using ferz::position;
    auto z = position<crazyhouse>::from_fen("4k3/8/8/8/8/8/8/Q~3K3[Pp] w - - 0 1");
    REQUIRE(z.has_value());
    CHECK(z->promoted_pieces().test(0));
    CHECK(z->in_hand(0, 0) == 1);
    CHECK(z->in_hand(1, 0) == 1);
    CHECK(ferz::to_fen(*z) == "4k3/8/8/8/8/8/8/Q~3K3[Pp] w - - 0 1");
    // Both forms of holdings read alike.
    auto slash = position<crazyhouse>::from_fen("4k3/8/8/8/8/8/8/Q~3K3/Pp w - - 0 1");
    REQUIRE(slash.has_value());
    CHECK(slash->key() == z->key());

    // (18 pawns in all: a pawn each side more would be a position no game reaches, an error.)
    auto s = position<shogi>::from_fen("lnsgkgsnl/1r5b1/ppppp1+Ppp/9/9/9/PPPPPP1PP/1B5R1/LNSGKGSNL[Pp] w 0 1");
    REQUIRE(s.has_value());
    CHECK(ferz::to_fen(*s) == "lnsgkgsnl/1r5b1/ppppp1+Ppp/9/9/9/PPPPPP1PP/1B5R1/LNSGKGSNL[Pp] w 0 1");
    CHECK(ferz::to_fen(position<shogi>{}) == shogi::start_fen);

    // Errors name the field, column and what is wrong.
    auto bad = [](auto r) { return r ? std::string() : r.error().message(); };
    CHECK(bad(position<crazyhouse>::from_fen("4k3/8/8/8/8/8/8/4K3[Kx] w - - 0 1")) ==
          "FEN board field, column 21: holdings: a letter that is no piece this variant holds in hand");
    CHECK(bad(position<crazyhouse>::from_fen("4k3/8/8/8/8/8/8/4K3[Q w - - 0 1")) ==
          "FEN board field, column 20: holdings '[' without ']'");
    CHECK(bad(position<shogi>::from_fen("lnsgkgsnl/1r5b1/ppppppp+p+/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w 0 1")) ==
          "FEN board field, column 26: '+' not followed by a piece letter");
    CHECK(bad(position<shogi>::from_fen("lnsgkgsn+k/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w 0 1")) ==
          "FEN board field, column 9: a promoted piece ('+' and a letter) this variant does not have");
    CHECK(bad(position<ferz::variants::chess>::from_fen("4k3/8/8/8/8/8/8/Q~3K3 w - - 0 1")) ==
          "FEN board field, column 18: '~' (a piece that promoted) in a variant without drops");
    CHECK(bad(position<ferz::variants::chess>::from_fen("4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1")) ==
          "FEN board field, column 21: this variant has no pieces in hand");
}

TEST_CASE("UCI and SAN of drops, promotions and gating read back") {
    using ferz::testing::move_text_round_trips;
    CHECK(move_text_round_trips<crazyhouse>(3, 80) > 5000);
    CHECK(move_text_round_trips<seirawan>(3, 60) > 5000);
    CHECK(move_text_round_trips<shouse>(3, 60) > 5000);
    CHECK(move_text_round_trips<placement>(3, 40) > 1000);
    CHECK(move_text_round_trips<koedem>(3, 60) > 3000);
    CHECK(move_text_round_trips<shogi>(2, 100) > 5000);
}
