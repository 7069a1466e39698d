// Chu shogi (variants/chu.hpp) against tests/support/naive_chu.hpp, a second implementation written
// the simplest way (a mailbox and the pieces' moves written out by hand from the rules, the lion's,
// falcon's and eagle's double moves as explicit loops; no XBetza, nothing shared with ferz). No engine
// gives Chu shogi perft counts (Fairy-Stockfish has no Chu shogi), so every count here comes from the
// naive implementation, and the random games compare every legal move, position by position.
//   - perft from the start: 36, 1,296, 48,315 (naive), and 1,801,639 at depth 4 (naive: 70 s; the
//     benchmark's perft-suite plays it);
//   - random games: the legal moves of every position, as from-to, victims and promotion;
//   - positions for the lion's, falcon's and eagle's moves, promotions, the crown prince and the
//     lion-trading rules: perft 2 and 3;
//   - the counter-strike rule through make and unmake, and its square in the FEN.
#include <doctest/doctest.h>

#include <cstdint>
#include <random>
#include <set>
#include <string>

#include <support/dynamic_suite.hpp>

#include "ferz/ferz.hpp"
#include "ferz/variants/chu.hpp"
#include "support/move_text.hpp"
#include "support/naive_chu.hpp"
#include "support/perft_case.hpp"

using ferz::variants::chu;
using ferz::testing::check_perft;

namespace {

// A move of ferz as the naive implementation writes one: from-to, the squares taken on the way, "+".
std::string naive_text(ferz::move m) {
    naive_chu::move n;
    n.from = m.from();
    n.to = m.to();
    for (int i = 0; i < m.victim_count(); ++i) n.victims.push_back(m.victim(i));
    n.promote = m.kind() == ferz::move_kind::promotion;
    return naive_chu::text(n);
}

std::set<std::string> ferz_moves(const ferz::position<chu>& pos) {
    std::set<std::string> out;
    for (const ferz::move m : ferz::legal_move_vector(pos)) out.insert(naive_text(m));
    return out;
}

std::set<std::string> naive_moves(const std::string& fen) {
    std::set<std::string> out;
    const auto p = naive_chu::position::from_fen(fen);
    REQUIRE(p.has_value());
    for (const naive_chu::move& m : p->legal_moves()) out.insert(naive_chu::text(m));
    return out;
}

}  // namespace

TEST_CASE("Chu shogi: perft from the start (the naive implementation's counts)") {
    check_perft<chu>("startpos", 1, 36);
    check_perft<chu>("startpos", 2, 1296);
    check_perft<chu>("startpos", 3, 48315);
    CHECK(naive_chu::position::from_fen(std::string(chu::start_fen))->perft(2) == 1296);
    std::string error;
    CHECK(dynamic_suite::run_time_perft<256>(chu::definition, "startpos", 3, error) == 48315);
    CHECK(error.empty());
}

TEST_CASE("Chu shogi: the legal moves of random games, against the naive implementation") {
    std::mt19937 rng(2026);
    long positions = 0, promotions = 0, lion_doubles = 0, passes = 0;
    for (int game = 0; game < 3; ++game) {
        ferz::position<chu> pos;
        for (int ply = 0; ply < 220; ++ply) {
            const std::string fen = ferz::to_fen(pos);
            CAPTURE(fen);
            const std::set<std::string> a = ferz_moves(pos), b = naive_moves(fen);
            CHECK(a == b);
            ++positions;
            const auto moves = ferz::legal_move_vector(pos);
            for (const ferz::move m : moves) {
                promotions += m.kind() == ferz::move_kind::promotion;
                lion_doubles += m.victim_count() > 0;
                passes += m.kind() == ferz::move_kind::locust && m.from() == m.to() && m.victim_count() == 0;
            }
            if (moves.empty()) break;
            pos.make(moves[rng() % moves.size()]);
        }
    }
    CHECK(positions > 500);
    CHECK(promotions > 1000);
    CHECK(lion_doubles > 100);
    CHECK(passes > 100);
}

TEST_CASE("Chu shogi: lions, falcons, eagles, promotions and the crown prince (perft 2 and 3, naive counts)") {
    struct row {
        const char* fen;
        std::uint64_t depth2, depth3;
    };
    // Perft 2 and 3, the naive implementation's counts (depth 2 recomputed here; depth 3 took it 10 s
    // for the first row, built with -O2).
    const row rows[] = {
        // Lions among pawns: igui, double captures, hit and run, passes; a lion facing a lion.
        {"5k6/12/12/3ppp6/3pNp6/3ppp6/12/6n5/12/3N8/12/5K6 w - - 0 1", 3390, 246240},
        // A horned falcon (d8) and a soaring eagle (g8) with their forward powers: a pawn to take
        // and a silver beyond it, an own pawn to jump over.
        {"k11/12/3s8/3p1P1p4/3+H2+D5/12/12/12/12/12/12/11K w - - 0 1", 535, 36508},
        // Promotions: a silver and a lance entering the zone (the far four ranks), a gold and a
        // bishop inside it (only their captures promote), a pawn stepping to the last rank.
        {"11k/3pp2P4/4G7/1B10/2S6L2/12/12/12/12/12/12/K11 w - - 0 1", 144, 4653},
        // The king in check: the drunk elephant's capture that would make it a prince does not
        // help (judged before the move, as Fairy-Stockfish's sho shogi) ...
        {"3p7k/4E7/12/12/12/12/12/12/12/12/12/r4K6 w - - 0 1", 78, 1044},
        // ... but with a prince beside the king, either may be left attacked.
        {"3p7k/4E7/12/12/12/12/12/12/12/12/5+E6/r4K6 w - - 0 1", 406, 7120},
        // A lion two squares from a lion that a pawn protects: no jump onto it, nor over a pawn
        // taken on the way; over a gold taken on the way, yes ...
        {"k11/12/12/12/4p7/4n7/3gp7/4N7/12/12/12/11K w - - 0 1", 1322, 42818},
        // ... and with nothing to protect it, every way.
        {"k11/12/12/12/12/4n7/3gp7/4N7/12/12/12/11K w - - 0 1", 1385, 43879},
        // A lion was just taken (on e6, the e.p. field says): no lion may be taken now ...
        {"k11/12/12/12/12/4n7/4N7/12/12/12/1R10/11K w - e6 0 1", 1563, 78284},
        // ... as it may otherwise.
        {"k11/12/12/12/12/4n7/4N7/12/12/12/1R10/11K w - - 0 1", 1572, 78770},
    };
    for (const row& r : rows) {
        CAPTURE(r.fen);
        auto pos = ferz::position<chu>::from_fen(r.fen);
        REQUIRE_MESSAGE(pos.has_value(), (pos ? "" : pos.error().message()));
        CHECK(ferz_moves(*pos) == naive_moves(r.fen));
        CHECK(static_cast<std::uint64_t>(naive_chu::position::from_fen(r.fen)->perft(2)) == r.depth2);
        CHECK(ferz::perft(*pos, 2) == r.depth2);
        CHECK(ferz::perft(*pos, 3) == r.depth3);
    }
}

TEST_CASE("Chu shogi: the counter-strike rule through make and unmake") {
    auto pos = ferz::position<chu>::from_fen("11k/12/12/12/12/R3n7/12/4g7/4N7/12/12/K11 w - - 0 1");
    REQUIRE(pos.has_value());
    const auto before = ferz_moves(*pos);
    const auto rook_takes_lion = ferz::parse_uci(*pos, "a7e7");
    REQUIRE(rook_takes_lion.has_value());
    pos->make(*rook_takes_lion);
    const std::string fen = ferz::to_fen(*pos);
    CHECK(fen == "11k/12/12/12/12/4R7/12/4g7/4N7/12/12/K11 b - e7 0 1");
    CHECK(pos->lion_taken_square() == ferz::position<chu>::from_fen(fen)->lion_taken_square());
    CHECK(pos->key() == pos->compute_key());
    CHECK(pos->key() == ferz::position<chu>::from_fen(fen)->key());
    const auto after = ferz_moves(*pos);
    CHECK(after.count("e5-e4") == 0);  // the gold may not take the lion now
    CHECK(after == naive_moves(fen));
    pos->unmake();
    CHECK(ferz_moves(*pos) == before);
    CHECK(pos->lion_taken_square() == -1);
    // After a quiet move instead, the gold may take the lion.
    auto quiet = ferz::parse_uci(*pos, "a1a2");
    REQUIRE(quiet.has_value());
    pos->make(*quiet);
    CHECK(ferz_moves(*pos).count("e5-e4") == 1);
}

TEST_CASE("Chu shogi: FEN and every move's UCI and SAN read back") {
    auto start = ferz::position<chu>::from_fen(chu::start_fen);
    REQUIRE(start.has_value());
    CHECK(ferz::to_fen(*start) == chu::start_fen);
    CHECK(ferz::testing::move_text_round_trips<chu>(2, 150) > 10000);
}
