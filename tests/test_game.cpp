// The game-state API: check, mate, stalemate as each variant scores it, the bare-king rule, the
// move rule, repetition from the position's own history, and chess's dead positions by material.
#include <doctest/doctest.h>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(berolina)
FERZ_TEST_SHARED(chess)
FERZ_TEST_SHARED(grand)
FERZ_TEST_SHARED(nightrider)
FERZ_TEST_SHARED(seirawan)
FERZ_TEST_SHARED(shatranj)

#include <cstddef>
#include <random>
#include <string_view>

#include "ferz/game.hpp"
#include "ferz/movegen/generate.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/variants/fairy.hpp"
#include "ferz/variants/large.hpp"
#include "support/positions.hpp"

using ferz::game_end;
using ferz::outcome;
using ferz::testing::at;
using ferz::testing::play;
using chess = ferz::variants::chess;
using shatranj = ferz::variants::shatranj;

TEST_CASE("checkmate: fool's mate, also on the 100th half-move without a capture") {
    auto pos = at<chess>("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    CHECK(ferz::in_check(pos));
    CHECK(ferz::is_checkmate(pos));
    CHECK_FALSE(ferz::is_stalemate(pos));
    CHECK(ferz::game_result(pos) == ferz::game_status{game_end::checkmate, outcome::loss});
    auto late = at<chess>("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 100 60");
    CHECK(ferz::game_result(late).reason == game_end::checkmate);
}

TEST_CASE("check that is not mate, and a position that is neither") {
    auto check = at<chess>("rnbqkbnr/ppp2ppp/3p4/1B2p3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 3");
    CHECK(ferz::in_check(check));
    CHECK_FALSE(ferz::is_checkmate(check));
    CHECK_FALSE(ferz::game_result(check).over());
    ferz::position<chess> start;
    CHECK_FALSE(ferz::in_check(start));
    CHECK(ferz::game_result(start) == ferz::game_status{});
}

TEST_CASE("stalemate: a draw in chess, a loss in Shatranj") {
    constexpr std::string_view fen = "k7/1R6/1K6/8/8/8/8/8 b - - 0 1";
    auto c = at<chess>(fen);
    CHECK(ferz::is_stalemate(c));
    CHECK(ferz::game_result(c) == ferz::game_status{game_end::stalemate, outcome::draw});
    auto s = at<shatranj>(fen);
    CHECK(ferz::is_stalemate(s));
    CHECK(ferz::game_result(s) == ferz::game_status{game_end::stalemate, outcome::loss});
}

TEST_CASE("Shatranj's bare king") {
    // Black is bare and White keeps two pieces besides the king whatever Black does: Black has lost.
    CHECK(ferz::game_result(at<shatranj>("k7/8/1K6/8/8/8/8/6RR b - - 0 1")) ==
          ferz::game_status{game_end::bare_king, outcome::loss});
    // Black (who just moved) is bare, White to move has more: White has won.
    CHECK(ferz::game_result(at<shatranj>("k7/8/1K6/8/8/8/8/7R w - - 0 1")) ==
          ferz::game_status{game_end::bare_king, outcome::win});
    // Black is bare but may take White's last piece: play on.
    CHECK_FALSE(ferz::game_result(at<shatranj>("k7/1R6/8/2K5/8/8/8/8 b - - 0 1")).over());
    // Chess has no such rule.
    CHECK_FALSE(ferz::game_result(at<chess>("k7/8/1K6/8/8/8/8/6RR b - - 0 1")).over());
}

TEST_CASE("the 50-move rule") {
    CHECK(ferz::game_result(at<chess>("8/8/8/4k3/8/8/R7/4K3 w - - 100 80")) ==
          ferz::game_status{game_end::move_rule, outcome::draw});
    CHECK_FALSE(ferz::game_result(at<chess>("8/8/8/4k3/8/8/R7/4K3 w - - 99 80")).over());
    auto pos = at<chess>("8/8/8/4k3/8/8/R7/4K3 w - - 99 80");
    play(pos, "a2a3");
    CHECK(ferz::game_result(pos).reason == game_end::move_rule);
    pos.unmake();
    play(pos, "e1d1");
    CHECK(ferz::game_result(pos).reason == game_end::move_rule);
}

TEST_CASE("threefold repetition from the position's own history") {
    ferz::position<chess> pos;
    play(pos, "g1f3 g8f6 f3g1 f6g8");
    CHECK(pos.repetitions() == 1);
    CHECK_FALSE(ferz::game_result(pos).over());
    play(pos, "g1f3 g8f6 f3g1");
    CHECK(pos.repetitions() == 1);  // the position after g1f3 g8f6 f3g1, twice
    CHECK_FALSE(ferz::game_result(pos).over());
    play(pos, "f6g8");
    CHECK(pos.repetitions() == 2);
    CHECK(ferz::game_result(pos) == ferz::game_status{game_end::repetition, outcome::draw});
    pos.unmake();
    CHECK_FALSE(ferz::game_result(pos).over());
    // A capture or pawn move in between starts the count again.
    ferz::position<chess> other;
    play(other, "g1f3 g8f6 f3g1 f6g8 e2e3 e7e6 g1f3 g8f6 f3g1 f6g8");
    CHECK(other.repetitions() == 1);
}

// A double step beside which stands a pawn that may not take e.p. (it would expose its king) gives no
// e.p. rights: the FEN writes none, and the key must hold none either, or the position repeated
// later is not seen as the same (issue 19, first defect: a missed threefold repetition). Constructed
// here; the rule is FIDE's 9.2.3 (positions are the same when the same moves are possible) as
// Stockfish's key applies it.
TEST_CASE("repetition after a double step whose e.p. capture is illegal") {
    auto pos = at<chess>("8/3p4/8/r3P2K/8/8/8/k7 b - - 0 1");
    play(pos, "d7d5");  // exd6 would leave the white king on h5 to the rook on a5
    CHECK(ferz::to_fen(pos) == "8/8/8/r2pP2K/8/8/8/k7 w - - 0 2");
    CHECK_FALSE(pos.ep_squares().any());
    CHECK(pos.key() == pos.compute_key());
    play(pos, "h5h6 a1b1 h6h5 b1a1");
    CHECK(pos.repetitions() == 1);
    play(pos, "h5h6 a1b1 h6h5 b1a1");
    CHECK(pos.repetitions() == 2);
    CHECK(ferz::game_result(pos) == ferz::game_status{game_end::repetition, outcome::draw});
    // A FEN that writes the square anyway reads as the one that does not.
    CHECK(at<chess>("8/8/8/r2pP2K/8/8/8/k7 w - d6 0 2").key() == at<chess>("8/8/8/r2pP2K/8/8/8/k7 w - - 0 2").key());
    // With the king elsewhere the capture is legal, and the rights are kept.
    auto legal = at<chess>("8/3p4/8/r3P3/7K/8/8/k7 b - - 0 1");
    play(legal, "d7d5");
    CHECK(ferz::to_fen(legal) == "8/8/8/r2pP3/7K/8/8/k7 w - d6 0 2");
    CHECK(legal.ep_squares().any());
}

namespace {

// Along random games: the position holds e.p. rights exactly when a legal e.p. capture exists (what
// the FEN writes), and the incremental key is the key computed afresh.
template <class V>
int ep_rights_agree(int games, int plies, unsigned seed) {
    std::mt19937 rng(seed);
    int with_rights = 0;
    for (int g = 0; g < games; ++g) {
        ferz::position<V> pos;
        for (int ply = 0; ply < plies; ++ply) {
            const auto moves = ferz::legal_move_vector(pos);
            bool ep_capture = false;
            for (const ferz::move m : moves) ep_capture = ep_capture || m.kind() == ferz::move_kind::en_passant;
            REQUIRE(pos.ep_squares().any() == ep_capture);
            REQUIRE(pos.key() == pos.compute_key());
            with_rights += ep_capture;
            if (moves.empty() || ferz::game_result(pos).over()) break;
            pos.make(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
        }
    }
    return with_rights;
}

}  // namespace

TEST_CASE("e.p. rights exactly when a legal e.p. capture exists, along random games") {
    CHECK(ep_rights_agree<chess>(200, 120, 1) > 0);
    CHECK(ep_rights_agree<ferz::variants::berolina>(100, 120, 2) > 0);
    CHECK(ep_rights_agree<ferz::variants::grand>(40, 120, 3) > 0);
    CHECK(ep_rights_agree<ferz::variants::seirawan>(60, 120, 4) > 0);
}

TEST_CASE("the result as text: PGN's and in words, and a game still on") {
    const auto on = ferz::position<chess>{};
    CHECK(ferz::result_text(on, ferz::game_result(on)) == "*");
    CHECK(ferz::describe(on, ferz::game_result(on)) == "game on");
    CHECK(ferz::winner(on, ferz::game_result(on)) == -1);
    const auto mated = at<chess>("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    CHECK(ferz::result_text(mated, ferz::game_result(mated)) == "0-1");
    CHECK(ferz::describe(mated, ferz::game_result(mated)) == "Black wins by checkmate");
    const auto scholar = at<chess>("r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4");
    CHECK(ferz::result_text(scholar, ferz::game_result(scholar)) == "1-0");
    CHECK(ferz::winner(scholar, ferz::game_result(scholar)) == 0);
    const auto stalemate = at<chess>("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    CHECK(ferz::result_text(stalemate, ferz::game_result(stalemate)) == "1/2-1/2");
    CHECK(ferz::describe(stalemate, ferz::game_result(stalemate)) == "draw by stalemate");
}

TEST_CASE("chess's dead positions by material") {
    auto result = [](std::string_view fen) { return ferz::game_result(at<chess>(fen)).reason; };
    CHECK(result("8/8/8/4k3/8/8/8/4K3 w - - 0 1") == game_end::insufficient_material);
    CHECK(result("8/8/8/4k3/8/8/8/3NK3 w - - 0 1") == game_end::insufficient_material);
    CHECK(result("8/8/8/4k3/8/8/8/2B1K3 b - - 0 1") == game_end::insufficient_material);
    CHECK(result("8/8/8/4k3/8/8/8/2B1K1b1 w - - 0 1") == game_end::insufficient_material);  // c1, g1: one colour
    CHECK(result("8/8/8/4k3/8/8/8/2B1Kb2 w - - 0 1") == game_end::none);                   // c1, f1
    CHECK(result("8/8/8/4k3/8/8/8/2NNK3 w - - 0 1") == game_end::none);                    // K+N+N can mate
    CHECK(result("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1") == game_end::none);
    CHECK(result("8/8/8/4k3/8/8/8/3RK3 w - - 0 1") == game_end::none);
    // A nightrider is no knight: the rule looks at moves, not letters.
    CHECK(ferz::game_result(at<ferz::variants::nightrider>("8/8/8/4k3/8/8/8/3NK3 w - - 0 1")).reason == game_end::none);
    // Shatranj's bare king is a way to win, so material never runs short (a knight each: no bare
    // king either).
    CHECK(ferz::game_result(at<shatranj>("8/8/3n4/4k3/8/8/8/3NK3 w - - 0 1")).reason == game_end::none);
}
