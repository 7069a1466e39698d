// ferz-perft: perft of a variant from its start position or a FEN.
//
//   ferz-perft VARIANT startpos|FEN DEPTH [--divide] [--threads N]
//   ferz-perft --runtime VARIANT startpos|FEN DEPTH [--divide] [--threads N]
//   ferz-perft --variant-file FILE VARIANT startpos|FEN DEPTH [--divide] [--threads N]
//   ferz-perft --list
//   ferz-perft --list-variants [--variant-file FILE]
//
// POSITION is `startpos` or a FEN, and may go on as in UCI: `startpos moves e2e4 e7e5` plays those
// moves (the variant's UCI text) first.
// VARIANT is one of the 61 built-in variants. Eight are compiled into this program (chess, capablanca,
// crazyhouse, grand, shogi, xiangqi, janggi, makruk: perft-tool/run.hpp), the others are played through
// the run-time generator with the same counts and a note on stderr; a build configured with
// -DFERZ_PERFT_ALL_COMPILED=ON compiles all of them (minutes longer). --runtime plays the built-in
// variant's definition as a variant read at run time (the same generator, its tables built when the
// program runs), to set its speed beside the compiled one's. --variant-file reads a Fairy-Stockfish
// variant file (docs/variant-files.md) and plays its section VARIANT the same way; the file's
// diagnostics go to stderr, and a section that did not load is an error naming why.
// --list-variants lists the built-in variants, or a file's sections with the line each starts on.
// With --divide, each root move's count is printed (`e2e4: 20`) as soon as it is known; at depth 0
// there are no root moves and only the total (1) is printed. The last line is
// `nodes N time_s T nps X`, timed without the one-off set-up (tables built at first use). --threads N
// counts on N threads (default: all the machine's cores; ferz/perft_parallel.hpp), with the same
// counts and the same order of divide lines. An unknown variant or a bad FEN prints the error and
// exits non-zero.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>

#include "ferz/variant_text.hpp"
#include "ferz/variants/registry.hpp"
#include "perft-tool/run.hpp"

namespace {

int usage() {
    std::fprintf(stderr,
                 "usage: ferz-perft VARIANT \"startpos|FEN [moves M ...]\" DEPTH [--divide] [--threads N]\n"
                 "       ferz-perft --runtime VARIANT startpos|FEN DEPTH [--divide] [--threads N]\n"
                 "       ferz-perft --variant-file FILE VARIANT startpos|FEN DEPTH [--divide] [--threads N]\n"
                 "       ferz-perft --list\n"
                 "       ferz-perft --list-variants [--variant-file FILE]\n");
    return 2;
}

// A variant file read, its diagnostics printed to stderr; nothing when the file cannot be read.
std::optional<ferz::variant_file_result> read_file(const char* path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "ferz-perft: cannot read '%s'\n", path);
        return std::nullopt;
    }
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    ferz::variant_file_result r = ferz::read_variant_file(text, path);
    for (const ferz::variant_file_diagnostic& d : r.diagnostics) std::fprintf(stderr, "%s\n", d.to_string().c_str());
    return r;
}

int list_variants(const char* file) {
    if (!file) {
        ferz::variants::for_each_variant([](auto v) { std::printf("%s\n", std::string(decltype(v)::name).c_str()); });
        return 0;
    }
    const auto r = read_file(file);
    if (!r) return 2;
    for (const ferz::variant_file_entry& e : r->catalogue)
        std::printf("%s %s:%d\n", std::string(e.name).c_str(), std::string(e.file).c_str(), e.line);
    return r->ok() ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    // --threads N, wherever it stands: taken out before the positional arguments are read.
    for (int i = 1; i < argc; ++i) {
        if (std::string_view(argv[i]) != "--threads") continue;
        char* end = nullptr;
        const long n = i + 1 < argc ? std::strtol(argv[i + 1], &end, 10) : -1;
        if (i + 1 >= argc || *end != '\0' || n < 1 || n > 1024) {
            std::fprintf(stderr, "ferz-perft: --threads wants a number from 1 to 1024, not '%s'\n", i + 1 < argc ? argv[i + 1] : "");
            return 2;
        }
        perft_tool::threads() = static_cast<unsigned>(n);
        for (int j = i; j + 2 <= argc; ++j) argv[j] = argv[j + 2];
        argc -= 2;
        --i;
    }
    if (argc == 2 && std::string_view(argv[1]) == "--list") return list_variants(nullptr);
    if (argc >= 2 && std::string_view(argv[1]) == "--list-variants") {
        if (argc == 2) return list_variants(nullptr);
        if (argc == 4 && std::string_view(argv[2]) == "--variant-file") return list_variants(argv[3]);
        return usage();
    }
    bool runtime = false;
    const char* file = nullptr;
    if (argc > 1 && std::string_view(argv[1]) == "--runtime") {
        runtime = true;
        --argc, ++argv;
    } else if (argc > 2 && std::string_view(argv[1]) == "--variant-file") {
        file = argv[2];
        argc -= 2, argv += 2;
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
    const std::string_view variant = argv[1];
    // POSITION may go on, as in UCI, with " moves" and the moves played from it.
    std::string_view fen = argv[2];
    if (const auto at = fen.find("moves"); at != std::string_view::npos && (at == 0 || fen[at - 1] == ' ')) {
        std::istringstream list{std::string(fen.substr(at + 5))};
        for (std::string m; list >> m;) perft_tool::moves().push_back(m);
        fen = fen.substr(0, at);
        while (!fen.empty() && fen.back() == ' ') fen.remove_suffix(1);
    }
    const int d = static_cast<int>(depth);
    if (file) {
        const auto r = read_file(file);
        if (!r) return 2;
        const ferz::variant_file_entry* e = r->find(variant);
        if (!e) {
            std::fprintf(stderr, "ferz-perft: %s has no section '%s' that loaded (ferz-perft --list-variants --variant-file FILE)\n", file, argv[1]);
            return 1;
        }
        return perft_tool::run_runtime(e->definition, fen, d, divide);
    }
    if (runtime) {
        const ferz::variant_def* definition = ferz::variants::find_definition(variant);
        if (!definition) {
            std::fprintf(stderr, "ferz-perft: unknown variant '%s' (ferz-perft --list shows the built-in ones)\n", argv[1]);
            return 1;
        }
        return perft_tool::run_runtime(*definition, fen, d, divide);
    }
#if FERZ_PERFT_ALL_COMPILED
    const bool compiled =
        perft_tool::run_chess_family(variant, fen, d, divide, rc) || perft_tool::run_wide_family(variant, fen, d, divide, rc) ||
        perft_tool::run_drop_family(variant, fen, d, divide, rc) || perft_tool::run_shogi_family(variant, fen, d, divide, rc) ||
        perft_tool::run_xiangqi_family(variant, fen, d, divide, rc) || perft_tool::run_large_family(variant, fen, d, divide, rc) ||
        perft_tool::run_makruk_family(variant, fen, d, divide, rc) || perft_tool::run_goal_families(variant, fen, d, divide, rc);
#else
    const bool compiled =
        perft_tool::run_compiled_a(variant, fen, d, divide, rc) || perft_tool::run_compiled_b(variant, fen, d, divide, rc);
#endif
    if (!compiled) {
        // A built-in this build does not compile: its definition through the run-time generator.
        const ferz::variant_def* definition = ferz::variants::find_definition(variant);
        if (!definition) {
            std::fprintf(stderr, "ferz-perft: unknown variant '%s' (ferz-perft --list shows the built-in ones)\n", argv[1]);
            return 1;
        }
        std::fprintf(stderr, "ferz-perft: %s is played as a run-time variant (configure with -DFERZ_PERFT_ALL_COMPILED=ON to compile it)\n", argv[1]);
        return perft_tool::run_runtime(*definition, fen, d, divide);
    }
    return rc;
}
