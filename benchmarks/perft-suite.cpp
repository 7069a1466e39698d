// perft-suite: the deep rows of the perft suite that CI runs one ply shallower, at full depth,
// checked against their known counts and timed. Prints one line per row and the total nps.
//
//   perft-suite            (build with -DFERZ_NATIVE=ON for this machine's PEXT/popcnt)
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string_view>

#include "ferz/perft.hpp"
#include "ferz/variants/chu.hpp"
#include "ferz/variants/fairy.hpp"
#include "ferz/variants/xiangqi.hpp"

namespace {

std::uint64_t total_nodes = 0;
double total_seconds = 0;
int failures = 0;

template <class V>
void row(std::string_view fen, int depth, std::uint64_t expected) {
    ferz::position<V> pos;
    if (fen != "startpos") {
        auto parsed = ferz::position<V>::from_fen(fen);
        if (!parsed) {
            std::printf("%s: %s\n", std::string(V::name).c_str(), parsed.error().message().c_str());
            ++failures;
            return;
        }
        pos = *parsed;
    }
    const auto start = std::chrono::steady_clock::now();
    const std::uint64_t nodes = ferz::perft(pos, depth);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    total_nodes += nodes, total_seconds += s;
    const bool ok = nodes == expected;
    failures += !ok;
    std::printf("%-11s d%d %12llu %s %7.3f s %6.1f Mnps  %.40s\n", std::string(V::name).c_str(), depth,
                static_cast<unsigned long long>(nodes), ok ? "ok " : "BAD", s, static_cast<double>(nodes) / s / 1e6,
                std::string(fen).c_str());
}

}  // namespace

int main() {
    using namespace ferz::variants;
    row<chess>("startpos", 6, 119060324);
    row<chess>("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -", 5, 193690690);
    row<chess>("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -", 7, 178633661);
    row<chess>("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5, 15833292);
    row<chess>("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 5, 89941194);
    row<chess>("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 5, 164075551);
    row<fischerandom>("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 6, 227689589);
    row<capablanca>("startpos", 5, 28741319);
    row<nightrider>("startpos", 5, 12273896);   // Fairy-Stockfish (ffish oracle)
    row<grasshopper>("startpos", 5, 19157556);  // likewise (635298 at depth 4)
    row<xiangqi>("startpos", 5, 133312995);
    row<janggi>("startpos", 5, 35243995);
    // Chu shogi: tests/support/naive_chu.hpp's counts (a second implementation written by hand; no
    // engine counts Chu shogi): the start, and lions among pawns (igui, double captures, passes).
    row<chu>("startpos", 4, 1801639);
    row<chu>("5k6/12/12/3ppp6/3pNp6/3ppp6/12/6n5/12/3N8/12/5K6 w - - 0 1", 4, 7299505);
    std::printf("total %llu nodes in %.3f s: %.1f Mnps; %d wrong\n", static_cast<unsigned long long>(total_nodes),
                total_seconds, static_cast<double>(total_nodes) / total_seconds / 1e6, failures);
    return failures == 0 ? 0 : 1;
}
