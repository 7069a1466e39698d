// examples/docs/docs-cecp.cpp: the code of docs/cecp.md, verbatim, in a program that compiles and
// runs it and checks what the page says it prints (ctest example.docs-cecp).
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/dynamic_instances.hpp"  // the run-time generator: compiled once, in ferz_dynamic_instances
#include "ferz/ferz.hpp"
#include "ferz/variant_text.hpp"

namespace {

int failures = 0;
void expect(bool ok, const char* what) {
    if (!ok) {
        std::fprintf(stderr, "docs-cecp: %s\n", what);
        ++failures;
    }
}

// docs/cecp.md: a variant from the lines Fairy-Max sends after `variant ai-wok`.
std::size_t ai_wok() {
const std::vector<std::string> engine_lines = {
    "feature done=1",                                            // not a setup or piece line: ignored
    "setup (PN.R...A..SKpn.r...a..sk) 8x8+0_makruk rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w KQkq - 0 1",
    "piece A& NFR",
};
ferz::cecp::variant_reader reader("ai-wok", ferz::variants::builtin_parents());  // `variant`'s name; the parents it knows
for (const std::string& line : engine_lines)
    if (auto taken = reader.feed(line); !taken)
        std::printf("%s\n", taken.error().message().c_str());   // a wrong setup or piece line, located
auto def = reader.finish();                                      // a ferz::variant_def, or the first mistake
if (!def) {
    std::printf("%s\n", def.error().message().c_str());
    return 0;
}
auto variant = ferz::make_dynamic_variant<64>(*def);             // playable: makruk's rules, the ai-wok's moves
ferz::position<ferz::dynamic<64>> pos(*variant);
std::printf("%zu moves\n", ferz::legal_move_vector(pos).size()); // 26 moves
    return ferz::legal_move_vector(pos).size();
}

// docs/cecp.md: what the reader says about a mistake.
std::string mistake() {
ferz::cecp::variant_reader reader("my-variant", ferz::variants::builtin_parents());
(void)reader.feed("setup (PNBRQKpnbrqk) 8x8+0_fairy rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
(void)reader.feed("piece N& mafsX");
std::printf("%s\n", reader.finish().error().message().c_str());
// line 2, column 14: bad XBetza: unknown atom
    return reader.finish().error().message();
}

}  // namespace

int main() {
    expect(ai_wok() == 26, "the ai-wok has 26 moves at the start");
    expect(mistake() == "line 2, column 14: bad XBetza: unknown atom", "the mistake's message");
    return failures == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
