// ferz-perft: perft of a built-in variant from its start position or a FEN.
//
//   ferz-perft VARIANT startpos|FEN DEPTH [--divide]
//   ferz-perft --runtime VARIANT startpos|FEN DEPTH [--divide]
//   ferz-perft --list
//
// --runtime plays the built-in variant's definition as a variant read at run time (the same
// generator, its tables built when the program runs), to set its speed beside the compiled one's.
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

#include "ferz/variants/registry.hpp"
#include "perft-tool/run.hpp"

namespace {

int usage() {
    std::fprintf(stderr,
                 "usage: ferz-perft VARIANT startpos|FEN DEPTH [--divide]\n"
                 "       ferz-perft --runtime VARIANT startpos|FEN DEPTH [--divide]\n"
                 "       ferz-perft --list\n");
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 2 && std::string_view(argv[1]) == "--list") {
        ferz::variants::for_each_variant([](auto v) { std::printf("%s\n", std::string(decltype(v)::name).c_str()); });
        return 0;
    }
    bool runtime = false;
    if (argc > 1 && std::string_view(argv[1]) == "--runtime") {
        runtime = true;
        --argc, ++argv;
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
    const std::string_view variant = argv[1], fen = argv[2];
    const int d = static_cast<int>(depth);
    if (runtime) {
        const ferz::variant_def* definition = ferz::variants::find_definition(variant);
        if (!definition) {
            std::fprintf(stderr, "ferz-perft: unknown variant '%s' (ferz-perft --list shows the built-in ones)\n", argv[1]);
            return 1;
        }
        return perft_tool::run_runtime(*definition, fen, d, divide);
    }
    if (!perft_tool::run_chess_family(variant, fen, d, divide, rc) && !perft_tool::run_wide_family(variant, fen, d, divide, rc) &&
        !perft_tool::run_drop_family(variant, fen, d, divide, rc) && !perft_tool::run_shogi_family(variant, fen, d, divide, rc) &&
        !perft_tool::run_xiangqi_family(variant, fen, d, divide, rc) && !perft_tool::run_large_family(variant, fen, d, divide, rc) &&
        !perft_tool::run_makruk_family(variant, fen, d, divide, rc)) {
        std::fprintf(stderr, "ferz-perft: unknown variant '%s' (ferz-perft --list shows the built-in ones)\n", argv[1]);
        return 1;
    }
    return rc;
}
