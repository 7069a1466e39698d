// runtime-costs: what a run-time variant costs to make (time and heap, per width) and how fast chess
// plays on each width (docs/runtime-variants.md, "Costs"). Build: benchmarks (FERZ_BUILD_BENCHMARKS).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <malloc.h>
#include "ferz/dynamic_instances.hpp"  // the run-time generator: compiled once, in ferz_dynamic_instances
#include "ferz/ferz.hpp"
template <std::size_t Bits>
void build(const ferz::variant_def& d) {
    using clk = std::chrono::steady_clock;
    const auto m0 = mallinfo2().uordblks + mallinfo2().hblkhd;
    const auto t0 = clk::now();
    auto v = ferz::make_dynamic_variant<Bits>(d);
    const double ms = std::chrono::duration<double, std::milli>(clk::now() - t0).count();
    const auto m1 = mallinfo2().uordblks + mallinfo2().hblkhd;
    std::printf("%-12s dynamic<%zu>: %.2f ms, %.0f KiB\n", d.name.view().data(), Bits, ms, (double)(m1 - m0) / 1024);
}
template <std::size_t Bits>
double speed(const ferz::variant_def& d, int depth) {
    auto v = ferz::make_dynamic_variant<Bits>(d);
    ferz::position<ferz::dynamic<Bits>> pos(*v);
    const auto t0 = std::chrono::steady_clock::now();
    auto n = ferz::perft(pos, depth);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return static_cast<double>(n) / s / 1e6;
}
int main() {
    using namespace ferz::variants;
    build<64>(chess::definition); build<64>(chess::definition); build<64>(makruk::definition); build<128>(chess::definition); build<256>(chess::definition);
    build<128>(capablanca::definition); build<128>(shogi::definition); build<128>(xiangqi::definition);
    const auto& big = *ferz::variants::find_definition("tencubed");
    build<128>(big); build<256>(*ferz::variants::find_definition("tencubed"));
    double a64 = 0, a128 = 0, a256 = 0;
    for (int i = 0; i < 3; ++i) {
        a64 = std::max(a64, speed<64>(chess::definition, 5));
        a128 = std::max(a128, speed<128>(chess::definition, 5));
        a256 = std::max(a256, speed<256>(chess::definition, 5));
    }
    std::printf("chess perft 5, features::all: 64: %.1f Mnps, 128: %.1f, 256: %.1f\n", a64, a128, a256);
}
