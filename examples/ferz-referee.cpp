// ferz-referee: a CECP (XBoard protocol 2) engine plays itself, and ferz checks every move and result.
//
//   ferz-referee [--variant NAME] [--games N] [--depth D] [--max-moves M] [--random-plies R]
//                [--seed S] [--timeout SECONDS] [--verbose] -- ENGINE [ARGS...]
//
// The variant is what the engine says it is: the `setup` and `piece` lines it sends after
// `variant NAME`, read by ferz::cecp::variant_reader as a GUI reads them (for a variant XBoard knows,
// when no setup comes, ferz's built-in of that name). It is played as a run-time variant on bitboards
// of 64, 128 or 256 bits, whichever the board fits. Every move the engine plays is checked against
// ferz's legal moves, every result it states against ferz's game_result (referee/match.hpp says what
// counts as a disagreement). One line per game, one per illegal move or disagreement, and last:
//
//   games G moves M illegal I disagreements D
//
// Exit status: 0 when I and D are 0, 1 when not, 2 on bad usage, an engine that cannot be started or
// stops answering, or a variant definition that does not read. See docs/referee.md.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "ferz/variant_text.hpp"
#include "referee/match.hpp"

namespace {

constexpr const char* usage =
    "usage: ferz-referee [--variant NAME] [--games N] [--depth D] [--max-moves M] [--random-plies R]\n"
    "                    [--seed S] [--timeout SECONDS] [--verbose] -- ENGINE [ARGS...]\n";

int bad_usage(const std::string& why) {
    std::fprintf(stderr, "ferz-referee: %s\n%s", why.c_str(), usage);
    return 2;
}

bool read_count(const char* text, int low, int& out) {
    char* end = nullptr;
    const long v = std::strtol(text, &end, 10);
    if (end == text || *end != '\0' || v < low || v > 1000000) return false;
    out = static_cast<int>(v);
    return true;
}

// Reads the options; an error message, or empty.
std::string read_options(int argc, char** argv, referee::options& opt) {
    int i = 1;
    for (; i < argc; ++i) {
        const std::string_view a = argv[i];
        if (a == "--") {
            ++i;
            break;
        }
        if (a == "--verbose") {
            opt.verbose = true;
            continue;
        }
        if (i + 1 >= argc) return "'" + std::string(a) + "' needs a value, or is not an option";
        const char* v = argv[++i];
        int n = 0;
        if (a == "--variant") opt.variant = v;
        else if (a == "--games" && read_count(v, 1, n)) opt.games = n;
        else if (a == "--depth" && read_count(v, 1, n)) opt.depth = n;
        else if (a == "--max-moves" && read_count(v, 1, n)) opt.max_plies = n;
        else if (a == "--random-plies" && read_count(v, 0, n)) opt.random_plies = n;
        else if (a == "--seed" && read_count(v, 0, n)) opt.seed = static_cast<unsigned>(n);
        else if (a == "--timeout" && read_count(v, 1, n)) opt.timeout = std::chrono::seconds(n);
        else return "bad option or value: " + std::string(a) + " " + v;
    }
    for (; i < argc; ++i) opt.engine.emplace_back(argv[i]);
    if (opt.engine.empty()) return "no engine given (after --)";
    return {};
}

}  // namespace

int main(int argc, char** argv) {
    referee::options opt;
    if (const std::string why = read_options(argc, argv, opt); !why.empty()) return bad_usage(why);
    referee::engine_session engine(opt);
    referee::tally t;
    try {
        engine.start();
        if (!engine.plays(opt.variant)) {
            std::fprintf(stderr, "ferz-referee: the engine does not list the variant '%s' in its feature variants\n", opt.variant.c_str());
            engine.stop();
            return 2;
        }
        // The first game's `new` and `variant`: what the engine says then defines the variant.
        ferz::cecp::variant_reader reader(opt.variant, ferz::variants::builtin_parents());
        for (const std::string& line : engine.new_game()) (void)reader.feed(line);
        const auto def = reader.finish();
        if (!def) {
            std::fprintf(stderr, "ferz-referee: the variant '%s' does not read: %s\n", opt.variant.c_str(), def.error().message().c_str());
            engine.stop();
            return 2;
        }
        if (opt.verbose) {  // what ferz read: the board, the start, each piece's moves
            std::fprintf(stderr, "= %s: %dx%d, %s\n", opt.variant.c_str(), def->files, def->ranks, std::string(def->start_fen.view()).c_str());
            for (const ferz::piece_def& p : def->pieces)
                std::fprintf(stderr, "= %s%c %s\n", p.promoted ? "+" : "", p.letter, std::string(p.betza.view()).c_str());
        }
        const int squares = def->files * def->ranks;
        std::string error;
        const bool ok = squares <= 64    ? referee::play_games<64>(engine, opt, *def, t, error)
                        : squares <= 128 ? referee::play_games<128>(engine, opt, *def, t, error)
                                         : referee::play_games<256>(engine, opt, *def, t, error);
        if (!ok) {
            std::fprintf(stderr, "ferz-referee: the variant '%s' is not playable: %s\n", opt.variant.c_str(), error.c_str());
            engine.stop();
            return 2;
        }
    } catch (const referee::engine_failure& e) {
        std::fprintf(stderr, "ferz-referee: %s\n", e.message.c_str());
        std::printf("games %d moves %ld illegal %d disagreements %d\n", t.games, t.moves, t.illegal, t.disagreements);
        engine.stop();
        return 2;
    }
    engine.stop();
    std::printf("games %d moves %ld illegal %d disagreements %d\n", t.games, t.moves, t.illegal, t.disagreements);
    return t.illegal == 0 && t.disagreements == 0 ? 0 : 1;
}
