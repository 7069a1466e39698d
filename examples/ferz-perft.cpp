// ferz-perft: perft of a built-in variant from its start position or a FEN.
//
//   ferz-perft VARIANT startpos|FEN DEPTH [--divide]
//   ferz-perft --list
//
// With --divide, each root move's count is printed (`e2e4: 20`) as soon as it is known; at depth 0
// there are no root moves and only the total (1) is printed. The last line is
// `nodes N time_s T nps X`. An unknown variant or a bad FEN prints the error and
// exits non-zero.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "ferz/ferz.hpp"

namespace {

int usage() {
    std::fprintf(stderr, "usage: ferz-perft VARIANT startpos|FEN DEPTH [--divide]\n       ferz-perft --list\n");
    return 2;
}

template <class V>
int run(std::string_view fen, int depth, bool divide) {
    ferz::position<V> pos;
    if (fen != "startpos") {
        auto parsed = ferz::position<V>::from_fen(fen);
        if (!parsed) {
            std::fprintf(stderr, "ferz-perft: %s\n", parsed.error().message().c_str());
            return 1;
        }
        pos = *parsed;
    }
    const auto start = std::chrono::steady_clock::now();
    std::uint64_t nodes = 0;
    if (divide && depth > 0) {
        // Each root move's line as soon as its subtree is counted, so a deep divide shows progress.
        for (const ferz::move m : ferz::legal_move_vector(pos)) {
            const std::string uci = ferz::to_uci(pos, m);
            pos.make(m);
            const std::uint64_t n = ferz::perft(pos, depth - 1);
            pos.unmake();
            std::printf("%s: %llu\n", uci.c_str(), static_cast<unsigned long long>(n));
            std::fflush(stdout);
            nodes += n;
        }
    } else {
        // Without --divide, and at depth 0 where there are no root moves to divide (perft is 1).
        nodes = ferz::perft(pos, depth);
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("nodes %llu time_s %.3f nps %.0f\n", static_cast<unsigned long long>(nodes), seconds,
                seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 2 && std::string_view(argv[1]) == "--list") {
        ferz::variants::for_each_variant([](auto v) { std::printf("%s\n", std::string(decltype(v)::name).c_str()); });
        return 0;
    }
    if (argc < 4 || argc > 5) return usage();
    const bool divide = argc == 5 && std::string_view(argv[4]) == "--divide";
    if (argc == 5 && !divide) return usage();
    char* end = nullptr;
    const long depth = std::strtol(argv[3], &end, 10);
    if (*end != '\0' || depth < 0 || depth > 30) {
        std::fprintf(stderr, "ferz-perft: depth must be a number from 0 to 30, not '%s'\n", argv[3]);
        return 2;
    }
    int rc = 0;
    if (!ferz::variants::with_variant(argv[1], [&](auto v) { rc = run<decltype(v)>(argv[2], static_cast<int>(depth), divide); })) {
        std::fprintf(stderr, "ferz-perft: unknown variant '%s' (ferz-perft --list shows the built-in ones)\n", argv[1]);
        return 1;
    }
    return rc;
}
