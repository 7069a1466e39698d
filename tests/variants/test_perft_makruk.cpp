// Perft of the makruk family, sittuyin and shatar (variants/makruk.hpp) against
// ../shared/perft/suite.tsv (Fairy-Stockfish's counts; every row at its suite depth), positions for
// the rules they add (counts from Fairy-Stockfish too, through tools/oracle-perft), the counting
// rules, and random games that check gates, drops, promotions and keys through make/unmake.
#include <doctest/doctest.h>

#include <initializer_list>
#include <string>
#include <string_view>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(cambodian)
FERZ_TEST_SHARED(sittuyin)

#include "ferz/game.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/variants/makruk.hpp"
#include "support/move_text.hpp"
#include "support/perft_case.hpp"
#include "support/random_games.hpp"

using ferz::testing::check_perft;
using namespace ferz::variants;

TEST_CASE("makruk: the suite, promotion to a met on the sixth rank") {
    check_perft<makruk>("startpos", 1, 23);
    check_perft<makruk>("startpos", 4, 273026);
    check_perft<makruk>("startpos", 5, 6223994);
    check_perft<makruk>("4k3/8/8/4P3/8/8/8/3K4 w - - 0 1", 3, 222);  // e5e6m is the pawn's only move
    check_perft<makruk>("3k4/8/8/8/8/2n5/3r4/R2K4 w - - 0 1", 3, 689);
    check_perft<makruk>("4k3/8/8/8/4r3/8/R7/4K3 w - - 0 1", 3, 1147);
}

TEST_CASE("makpong: a king in check may only take the checker") {
    check_perft<makpong>("3mk3/r3s1R1/1psppnp1/p1pn4/1P2NP2/P1PPP1P1/4NS2/R1SKM3 w - - 0 1", 4, 593103);
    check_perft<makpong>("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", 1, 1);  // only e1xe2
    check_perft<makpong>("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", 3, 40);
    check_perft<makpong>("4k3/8/8/8/8/8/8/r3K2R w - - 0 1", 1, 0);  // mate: the king may not step aside
    check_perft<makpong>("4k3/8/8/8/4r3/8/R7/4K3 w - - 0 1", 3, 60);
    check_perft<makpong>("3k4/8/8/8/8/2n5/3r4/R2K4 w - - 0 1", 3, 0);  // double check: mate
}

TEST_CASE("cambodian: gates, the king's leap and the met's jump") {
    check_perft<cambodian>("startpos", 1, 25);
    check_perft<cambodian>("startpos", 4, 361719);
    check_perft<cambodian>("r1s1ks1r/3nm3/pppNpppp/3n4/5P2/PPPPPNPP/8/R1SKMS1R b DEe 0 0 5", 2, 72);
    check_perft<cambodian>("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/4N3/RNSKMS1R w DEde - 0 1", 3, 16631);  // e1e3
    check_perft<cambodian>("4k2r/8/8/8/8/8/8/3KMN2 b DE - 0 1", 2, 174);
    check_perft<cambodian>("4k3/8/8/8/8/8/8/3KMN1r w DE - 0 1", 1, 13);
    check_perft<cambodian>("3k4/8/8/8/8/8/8/3KM2r w DE - 0 1", 1, 6);
    check_perft<cambodian>("4k3/8/8/8/8/8/4N3/3KM3 w DE - 0 1", 2, 70);
}

TEST_CASE("cambodian: a rook aimed at the king on its gate takes the king's gate") {
    auto pos = *ferz::position<cambodian>::from_fen("4k2r/8/8/8/8/8/8/3KMN2 b DE - 0 1");
    pos.make(*ferz::parse_uci(pos, "h8h1"));
    // White (K, M, N against k, r) counts by board's honour from here, as ffish 0.7.10 writes it.
    CHECK(ferz::to_fen(pos) == "4k3/8/8/8/8/8/8/3KMN1r w E 126 0 2");
    CHECK(!ferz::parse_uci(pos, "d1b2").has_value());
    CHECK(ferz::to_fen(ferz::position<cambodian>{}) == cambodian::start_fen);
}

TEST_CASE("karouk: the first check wins") {
    check_perft<karouk>("startpos", 4, 361719);
    check_perft<karouk>("rn1mksnr/3s4/pppppppp/8/4N3/PPPPPPPP/8/R1SKMSNR b DEde - 3 2", 4, 358460);
    check_perft<karouk>("4k3/8/8/8/8/8/8/R2K4 w - - 0 1", 3, 1118);
    check_perft<karouk>("r3k3/8/8/8/8/8/8/R2K4 w - - 0 1", 4, 37454);
    auto pos = *ferz::position<karouk>::from_fen("4k3/8/8/8/8/8/8/R2K4 w - - 0 1");
    pos.make(*ferz::parse_uci(pos, "a1a8"));
    CHECK(ferz::count_legal_moves(pos) == 0);
    CHECK(ferz::game_result(pos) == ferz::game_status{ferz::game_end::checks, ferz::outcome::loss});
    // The counts as Fairy-Stockfish writes them (its karouk is checkCounting with none in the start
    // FEN: one check each).
    CHECK(ferz::to_fen(ferz::position<karouk>{}) == "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 1+1 0 1");
    // (Black's bare king has started the count: the limit in plies, 30, then the counts, then the count.)
    CHECK(ferz::to_fen(pos) == "R3k3/8/8/8/8/8/8/3K4 b - 30 0+1 6 1");
}

TEST_CASE("asean: chess letters, promotion on the last rank") {
    check_perft<asean>("startpos", 4, 273026);
    check_perft<asean>("4k3/4P3/8/8/8/8/8/3K4 w - - 0 1", 3, 142);
}

TEST_CASE("ai-wok") {
    check_perft<aiwok>("startpos", 4, 485045);
    check_perft<aiwok>("8/8/8/2sp2k1/7p/3P4/6K1/7r w - - 0 1", 5, 30055);
}

TEST_CASE("sittuyin: setup drops, the fers promotion") {
    check_perft<sittuyin>("startpos", 1, 88);
    check_perft<sittuyin>("startpos", 3, 580096);
    check_perft<sittuyin>("8/8/6R1/s3r3/P5R1/1KP3p1/1F2kr2/8[] b - - 0 72", 4, 652686);
    check_perft<sittuyin>("2r5/6k1/6p1/3s2P1/3npR2/8/p2N2F1/3K4[] w - - 1 50", 4, 373984);
    check_perft<sittuyin>("8/6s1/5P2/3n4/pR2K2S/1P6/1k4p1/8[] w - - 1 50", 4, 268869);
    check_perft<sittuyin>("1k5K/3r2P1/8/8/8/8/8/8[] w - - 0 1", 5, 68662);
    check_perft<sittuyin>("k7/8/8/8/3P4/8/8/4K3[] w - - 0 1", 1, 11);  // d4d5, d4d4f and four diagonals
    check_perft<sittuyin>("k7/8/8/2r5/3P4/8/8/4K3[] w - - 0 1", 1, 10);  // d4c5f would attack the rook
    check_perft<sittuyin>("k7/8/8/2r5/3P4/8/P7/4K3[] w - - 0 1", 3, 914);
    check_perft<sittuyin>("k7/8/8/8/3P4/8/8/4KF2[] w - - 0 1", 2, 21);  // a fers on the board: none
    check_perft<sittuyin>("3k4/8/8/2P5/8/8/8/3K4[] w - - 0 1", 3, 543);
    check_perft<sittuyin>("3k4/8/3P4/1P6/8/8/8/3K4[] w - - 0 1", 3, 171);
    check_perft<sittuyin>("8/8/8/8/8/8/8/8[KFRRSSNNkfrrssnn] w - - 0 1", 2, 10792);
    check_perft<sittuyin>("rnsfk3/8/8/8/8/8/8/8[KFRRSSNNrsn] w - - 0 1", 2, 4104);  // no king dropped into check
}

// Fairy-Stockfish's test.py (test_is_optional_game_end, "sittuyin stalemate due to optional
// promotion"): White's king is boxed in and its pawn on g8 can only become a met, so White is
// stalemated: a draw. With another legal move, or in check, the game goes on.
TEST_CASE("sittuyin: only promotions left is a stalemate (rule 3.9 c.7)") {
    using ferz::game_end, ferz::outcome, ferz::game_status;
    const auto boxed = *ferz::position<sittuyin>::from_fen("1k4PK/3r4/8/8/8/8/8/8[] w - - 0 1");
    CHECK(ferz::count_legal_moves(boxed) > 0);
    CHECK(ferz::game_result(boxed) == game_status{game_end::stalemate, outcome::draw});
    // The king can step to h7 once the rook no longer covers the seventh rank.
    CHECK_FALSE(ferz::game_result(*ferz::position<sittuyin>::from_fen("1k4PK/8/3r4/8/8/8/8/8[] w - - 0 1")).over());
    // A second white piece: not this rule.
    CHECK_FALSE(ferz::game_result(*ferz::position<sittuyin>::from_fen("1k4PK/3r4/8/8/8/8/8/F7[] w - - 0 1")).over());
}

TEST_CASE("shatar: the bers, a bare king ends the game") {
    check_perft<shatar>("startpos", 1, 20);
    check_perft<shatar>("startpos", 4, 177344);
    check_perft<shatar>("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", 1, 0);
    check_perft<shatar>("4k3/8/8/8/8/8/p7/R3K3 w - - 0 1", 3, 545);
    const auto pos = *ferz::position<shatar>::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    CHECK(ferz::game_result(pos) == ferz::game_status{ferz::game_end::bare_king, ferz::outcome::draw});
}

TEST_CASE("random games: gates, drops, promotions and keys through make and unmake") {
    using ferz::testing::random_games;
    CHECK(random_games<makruk>("startpos", 4, 200).promotions > 0);
    CHECK(random_games<makpong>("startpos", 3, 200).plies > 100);
    CHECK(random_games<cambodian>("startpos", 4, 200).plies > 100);
    CHECK(random_games<karouk>("startpos", 6, 200).plies > 20);
    CHECK(random_games<asean>("startpos", 3, 200).plies > 100);
    CHECK(random_games<aiwok>("startpos", 3, 200).plies > 100);
    const auto s = random_games<sittuyin>("startpos", 4, 200);
    CHECK(s.drops == 4 * 16);  // every piece of both hands
    CHECK(s.promotions > 0);
    CHECK(random_games<shatar>("startpos", 3, 200).plies > 100);
}

TEST_CASE("UCI and SAN of the gate moves and sittuyin's promotions read back") {
    using ferz::testing::move_text_round_trips;
    CHECK(move_text_round_trips<makruk>(2, 80) > 1000);
    CHECK(move_text_round_trips<cambodian>(2, 80) > 1000);
    CHECK(move_text_round_trips<sittuyin>(3, 120) > 3000);
    CHECK(move_text_round_trips<shatar>(2, 80) > 1000);
}

TEST_CASE("counting: board's honour, pieces' honour, and the draw when the count passes the limit") {
    using ferz::counting;
    using ferz::counting_limit;
    // A FEN without a count starts none (Fairy-Stockfish); the next move starts it. Makruk: a bare
    // king against a rook counts to 16, from the number of pieces (3), 6 plies.
    auto rook = *ferz::position<makruk>::from_fen("4k3/8/8/8/8/8/8/R2K4 w - - 0 1");
    CHECK(!counting(rook).active());
    rook.make(*ferz::parse_uci(rook, "d1e1"));
    CHECK(counting(rook) == ferz::counting_state{1, true, 16, 3, 6});
    // Board's honour: no pawns, the weaker side has more than its king; counted from 0.
    auto board = *ferz::position<makruk>::from_fen("4k3/4s3/8/8/8/8/8/RR1K4 w - - 0 1");
    board.make(*ferz::parse_uci(board, "d1e1"));
    CHECK(counting(board) == ferz::counting_state{1, false, 64, 0, 0});
    auto pawn = *ferz::position<makruk>::from_fen("4k3/4s3/p7/8/8/8/8/RR1K4 w - - 0 1");
    pawn.make(*ferz::parse_uci(pawn, "d1e1"));
    CHECK(!counting(pawn).active());
    CHECK(!counting(ferz::position<makruk>{}).active());
    CHECK(counting_limit(*ferz::position<makruk>::from_fen("4k3/8/8/8/8/8/8/RR1K4 w - - 0 1"), 1).limit == 8);
    CHECK(counting_limit(*ferz::position<makruk>::from_fen("4k3/8/8/8/8/8/8/1SSK4 w - - 0 1"), 1).limit == 22);
    CHECK(counting_limit(*ferz::position<makruk>::from_fen("4k3/8/8/8/8/8/8/1NNK4 w - - 0 1"), 1).limit == 32);
    CHECK(counting_limit(*ferz::position<makruk>::from_fen("4k3/8/8/8/8/8/8/2SK4 w - - 0 1"), 1).limit == 44);
    CHECK(counting_limit(*ferz::position<makruk>::from_fen("4k3/8/8/8/8/8/8/2MK4 w - - 0 1"), 1).limit == 64);
    // Cambodian: one move less; ASEAN: only a bare king, against a rook 16, a khon 44, a knight 64.
    CHECK(counting_limit(*ferz::position<cambodian>::from_fen("4k3/8/8/8/8/8/8/R2K4 w - - 0 1"), 1).limit == 15);
    CHECK(counting_limit(*ferz::position<cambodian>::from_fen("4k3/4s3/8/8/8/8/8/RR1K4 w - - 0 1"), 1).limit == 63);
    CHECK(counting_limit(*ferz::position<asean>::from_fen("4k3/8/8/8/8/8/8/R2K4 w - - 0 1"), 1).limit == 16);
    CHECK(!counting_limit(*ferz::position<asean>::from_fen("4k3/4b3/8/8/8/8/8/R2K4 w - - 0 1"), 1).active());
    CHECK(!counting_limit(*ferz::position<asean>::from_fen("4k3/8/8/8/8/8/8/2QK4 w - - 0 1"), 1).active());
    // Two rooks: 8 moves from 4 pieces; the bare king's fifth move passes the limit.
    auto p = *ferz::position<makruk>::from_fen("7k/8/8/8/8/8/8/RR1K4 w - - 0 1");
    const char* moves[] = {"d1e1", "h8g8", "e1f1", "g8f8", "f1g1", "f8e8", "g1h1", "e8d8", "h1h2"};
    for (const char* m : moves) p.make(*ferz::parse_uci(p, m));
    CHECK(counting(p).count == 8);
    CHECK(!ferz::game_result(p).over());
    p.make(*ferz::parse_uci(p, "d8c8"));
    CHECK(counting(p).count == 9);
    CHECK(ferz::game_result(p) == ferz::game_status{ferz::game_end::counting, ferz::outcome::draw});
}

namespace {
template <class V>
std::string fen_after(std::string_view fen, std::initializer_list<std::string_view> moves) {
    auto pos = ferz::position<V>::from_fen(fen);
    REQUIRE_MESSAGE(pos.has_value(), fen);
    for (const std::string_view text : moves) {
        const auto m = ferz::parse_uci(*pos, text);
        REQUIRE_MESSAGE(m.has_value(), text);
        pos->make(*m);
    }
    return ferz::to_fen(*pos);
}
}  // namespace

// The count written in the FEN, as Fairy-Stockfish writes it: the limit in plies in place of the e.p.
// square, the count in plies in place of the halfmove clock. The cases of Fairy-Stockfish's test.py
// (test_get_fen: "makruk FEN", "makruk piece honor counting" and on), with its default count
// (countStarted 0) and promoted pawns shown ("M~": showPromoted, which makruk and ouk GUIs ask for).
// The cases with another countStarted (a GUI's own count) have no equivalent in ferz.
TEST_CASE("counting: the count in the FEN, as Fairy-Stockfish's test.py writes it") {
    // A promoted pawn is marked, read back, and kept as it moves and is taken back.
    const char* thai = "rnsmksnr/8/1pM~1pppp/p7/8/PPPP1PPP/8/RNSKMSNR b - - 0 3";
    CHECK(fen_after<makruk>("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", {"e3e4", "d6d5", "e4d5", "a6a5", "d5c6m"}) == thai);
    CHECK(fen_after<makruk>(thai, {}) == thai);
    CHECK(fen_after<makruk>(thai, {"a5a4", "c6d5"}) == "rnsmksnr/8/1p2pppp/3M~4/p7/PPPP1PPP/8/RNSKMSNR b - - 1 4");
    CHECK(fen_after<makruk>(thai, {"b8c6"}) == "r1smksnr/8/1pn1pppp/p7/8/PPPP1PPP/8/RNSKMSNR w - - 0 4");
    auto back = *ferz::position<makruk>::from_fen(thai);
    back.make(*ferz::parse_uci(back, "b8c6"));
    back.unmake();
    CHECK(ferz::to_fen(back) == thai);
    // Makruk, pieces' honour: a promotion leaves a bare king against K, S, M: one khon, 44 moves.
    CHECK(fen_after<makruk>("8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1", {"g5g6m"}) == "8/3k4/6M~1/2K1S3/8/8/8/8 b - 88 8 1");
    // A capture leaves a bare king: the board's honour count (97 plies) gives way to two khons, 22.
    CHECK(fen_after<makruk>("8/2K3k1/5m2/4S1S1/8/8/8/8 w - 128 97 1", {"e5f6"}) == "8/2K3k1/5S2/6S1/8/8/8/8 b - 44 8 1");
    // Board's honour: the last pawn promotes; the count runs on from the FEN's.
    CHECK(fen_after<makruk>("3k4/2m5/8/4MP2/3KS3/8/8/8 w - - 0 1", {"f5f6m"}) == "3k4/2m5/5M~2/4M3/3KS3/8/8/8 b - 128 0 1");
    CHECK(fen_after<makruk>("3k4/2m5/5M~2/4M3/3KS3/8/8/8 w - 128 0 33", {"d4d5"}) == "3k4/2m5/5M~2/3KM3/4S3/8/8/8 b - 128 1 33");
    CHECK(fen_after<makruk>("3k4/2m5/5M~2/4M3/3KS3/8/8/8 w - 128 36 1", {"d4d5"}) == "3k4/2m5/5M~2/3KM3/4S3/8/8/8 b - 128 37 1");
    CHECK(fen_after<makruk>("3k4/2m5/5M~2/4M3/3KS3/8/8/8 w - 128 36 1", {}) == "3k4/2m5/5M~2/4M3/3KS3/8/8/8 w - 128 36 1");
    // Ouk (cambodian): one move less.
    CHECK(fen_after<cambodian>("8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1", {"g5g6m"}) == "8/3k4/6M~1/2K1S3/8/8/8/8 b - 86 8 1");
    CHECK(fen_after<cambodian>("8/2K3k1/5m2/4S1S1/8/8/8/8 w - 128 97 1", {"e5f6"}) == "8/2K3k1/5S2/6S1/8/8/8/8 b - 42 8 1");
    // A promotion starts pieces' honour (a rook: 15); a bare king that takes the last pawn starts
    // its own, at twice the pieces less one.
    // (test.py's position has the black king on e6, in check from the pawn with white to move, which
    // ferz refuses; on d6, ffish 0.7.10 writes the same fields.)
    CHECK(fen_after<cambodian>("8/8/3k4/5P2/8/2RMK3/8/8 w - 126 41 50", {"f5f6m"}) == "8/8/3k1M~2/8/8/2RMK3/8/8 b - 30 10 50");
    CHECK(fen_after<cambodian>("8/8/4k3/5P2/8/2RMK3/8/8 b - 126 42 50", {"e6f5"}) == "8/8/8/5k2/8/2RMK3/8/8 w - 30 7 51");
    CHECK(fen_after<cambodian>("3k4/2m5/8/4MP2/3KS3/8/8/8 w - - 0 1", {"f5f6m"}) == "3k4/2m5/5M~2/4M3/3KS3/8/8/8 b - 126 0 1");
    CHECK(fen_after<cambodian>("3k4/2m5/5M~2/4M3/3KS3/8/8/8 w - 126 0 33", {"d4d5"}) == "3k4/2m5/5M~2/3KM3/4S3/8/8/8 b - 126 1 33");
    CHECK(fen_after<cambodian>("3k4/2m5/5M~2/4M3/3KS3/8/8/8 w - 126 36 1", {"d4d5"}) == "3k4/2m5/5M~2/3KM3/4S3/8/8/8 b - 126 37 1");
    // ASEAN: only a bare king counts, from 0, and only with no pawns on the board.
    CHECK(fen_after<asean>("4k3/3r4/2K5/8/3R4/8/8/8 w - - 0 1", {"d4d7"}) == "4k3/3R4/2K5/8/8/8/8/8 b - 32 0 1");
    CHECK(fen_after<asean>("4k3/3r4/2K5/8/3R4/1P6/8/8 w - - 0 1", {"d4d7"}) == "4k3/3R4/2K5/8/8/1P6/8/8 b - - 0 1");
    CHECK(fen_after<asean>("8/2P1k3/2K5/8/8/8/8/8 w - - 0 1", {"c7c8b"}) == "2B5/4k3/2K5/8/8/8/8/8 b - 88 0 1");
    CHECK(fen_after<asean>("8/8/4K3/3Q4/1k1N4/5b2/8/8 w - - 0 1", {"d4f3"}) == "8/8/4K3/3Q4/1k6/5N2/8/8 b - 128 0 1");
    CHECK(fen_after<asean>("3Q4/4P3/4K3/3Q4/1k6/8/8/8 w - - 0 1", {"e7e8q"}) == "3QQ3/8/4K3/3Q4/1k6/8/8/8 b - - 0 1");
    // The count read from a FEN runs on and draws: 128 plies is the limit, the 129th passes it.
    auto p = *ferz::position<makruk>::from_fen("3k4/2m5/5M~2/4M3/3KS3/8/8/8 w - 128 128 40");
    CHECK(!ferz::game_result(p).over());
    p.make(*ferz::parse_uci(p, "d4d5"));
    CHECK(ferz::counting(p).plies == 129);
    CHECK(ferz::game_result(p) == ferz::game_status{ferz::game_end::counting, ferz::outcome::draw});
}

namespace {
ferz::game_status shatar_after(std::string_view fen, std::string_view move) {
    auto pos = *ferz::position<shatar>::from_fen(fen);
    const auto m = ferz::parse_uci(pos, move);
    REQUIRE_MESSAGE(m.has_value(), move);
    pos.make(*m);
    return ferz::game_result(pos);
}
}  // namespace

// Results as Fairy-Stockfish scores them (ffish's Board.result() after the same move).
TEST_CASE("shatar's mate rule: knights alone lose, a mate needs a shak in its series of checks") {
    using ferz::game_end, ferz::game_status, ferz::outcome;
    // A rook's mate is a shak: 1-0, a loss for Black to move.
    CHECK(shatar_after("4k3/R7/8/8/8/8/p7/1R2K3 w - - 0 1", "b1b8") == game_status{game_end::checkmate, outcome::loss});
    // A smothered mate by the knight alone: 0-1, the mated side wins.
    CHECK(shatar_after("6rk/6pp/8/6N1/8/8/8/4K3 w - - 0 1", "g5f7") == game_status{game_end::checkmate, outcome::win});
    // A bishop's mate with no shak before it: a draw.
    CHECK(shatar_after("7k/7p/8/8/8/8/8/2B1K1R1 w - - 0 1", "c1b2") == game_status{game_end::checkmate, outcome::draw});
}

// Found by tests/fuzz/fen.cpp (the inputs are in its corpus): a gate letter on a square held by the
// other side was accepted, and a FEN ending right after the gates read past its end.
TEST_CASE("cambodian FEN: gates need a piece of their side; the field may end the text") {
    const auto enemy = ferz::position<cambodian>::from_fen("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNMsKSNR w DA 162");
    REQUIRE_FALSE(enemy.has_value());
    CHECK(enemy.error().message().find("a gate on a square without a piece of that side") != std::string::npos);
    CHECK(ferz::position<cambodian>::from_fen(" rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNMSKSNR w DAde ").has_value());
}
