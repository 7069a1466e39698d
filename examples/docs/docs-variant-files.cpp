// examples/docs/docs-variant-files.cpp: the code of docs/variant-files.md, verbatim, in a program that
// compiles and runs it and checks what the page says (ctest example.docs-variant-files).
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "ferz/dynamic_instances.hpp"  // the run-time generator: compiled once, in ferz_dynamic_instances
#include "ferz/ferz.hpp"
#include "ferz/variant_text.hpp"

namespace {

// A file with one good section and one with a mistake (maxRank 0: Fairy-Stockfish makes a board with
// no ranks of it; ferz says so and skips the section).
constexpr std::string_view text =
    "[mychess:chess]\n"
    "customPiece1 = a:mafsW\n"
    "[broken:chess]\n"
    "maxRank = 0\n";

std::string shown;

int read_and_play() {
ferz::variant_file_result r = ferz::read_variant_file(text, "variants.ini");
for (const ferz::variant_file_diagnostic& d : r.diagnostics)
    std::puts(d.to_string().c_str());  // variants.ini:4:11: error: [broken] key 'maxRank': ferz's boards have 1 to 16 ranks
if (const ferz::variant_file_entry* e = r.find("mychess")) {
    auto variant = ferz::make_dynamic_variant<64>(e->definition);   // docs/runtime-variants.md
    ferz::position<ferz::dynamic<64>> pos(*variant);
    std::printf("%llu\n", static_cast<unsigned long long>(ferz::perft(pos, 3)));   // 8902
}
std::string section = ferz::write_variant_file(ferz::variants::definitions::shogi);
    shown = r.report();
    int failures = 0;
    if (r.find("mychess") == nullptr || r.find("broken") != nullptr) ++failures;
    if (r.error_count() != 1 || shown.find("variants.ini:4:") == std::string::npos || shown.find("maxRank") == std::string::npos) ++failures;
    const ferz::variant_file_result back = ferz::read_variant_file(section, "shogi.ini");
    if (back.find("shogi") == nullptr || !(back.find("shogi")->definition == ferz::variants::definitions::shogi)) ++failures;
    return failures;
}

}  // namespace

int main() {
    const int failures = read_and_play();
    if (failures) std::fprintf(stderr, "docs-variant-files: %d checks failed; report:\n%s\n", failures, shown.c_str());
    return failures == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
