// examples/docs/docs-runtime.cpp: the code of docs/runtime-variants.md, verbatim, in a program that
// compiles and runs it and checks what the page says it prints (ctest example.docs-runtime).
#include <cstdio>
#include <cstdlib>
#include <string>

#include "ferz/dynamic_instances.hpp"  // the run-time generator: compiled once, in ferz_dynamic_instances
#include "ferz/ferz.hpp"

namespace {

int failures = 0;
void expect(bool ok, const char* what) {
    if (!ok) {
        std::fprintf(stderr, "docs-runtime: %s\n", what);
        ++failures;
    }
}

// docs/runtime-variants.md: a definition made a variant while the program runs.
std::uint64_t horse_chess_perft() {
ferz::variant_def def = ferz::variants::chess::definition;    // any definition: built, read or changed at run time
def.name = "horse-chess";
def.pieces.set(ferz::piece('N', "mafsW"));                      // the knight moves as a xiangqi horse

auto variant = ferz::make_dynamic_variant<64>(def);              // tables built now; a shared handle
if (!variant) {
    std::printf("%s\n", variant.error().message().c_str());       // what is wrong, and where
    return 0;
}
ferz::position<ferz::dynamic<64>> pos(*variant);               // the same position, generator and notations
auto moves = ferz::legal_move_vector(pos);                      // 16: the horses' legs are blocked
std::uint64_t nodes = ferz::perft(pos, 3);                      // 4,882 (chess: 8,902)
    expect(moves.size() == 16, "horse chess has 16 moves from the start");
    return nodes;
}

// docs/runtime-variants.md: a mistake in a definition made at run time.
std::string bad_definition_message() {
ferz::variant_def bad = ferz::variants::chess::definition;
bad.pieces.set(ferz::piece('N', "mafsX"));
auto rejected = ferz::make_dynamic_variant<64>(bad);
// rejected.error().message(): "pieces[1].betza, column 5: the XBetza does not compile (unknown atom)"
    expect(!rejected, "a definition with bad XBetza is not a variant");
    return rejected ? std::string() : rejected.error().message();
}

// docs/runtime-variants.md: the leanest build for a definition.
int lean(const ferz::variant_def& def) {
auto nodes = ferz::with_dynamic_variant<64>(def, [](auto variant) {
    using position = ferz::position<typename decltype(variant)::element_type::variant>;
    position pos(variant);                                        // dynamic<64, features::standard> for chess
    return ferz::perft(pos, 4);
});
    return nodes ? static_cast<int>(*nodes) : -1;
}

// docs/runtime-variants.md: a mask that does not hold the definition.
std::string too_lean() {
auto shogi = ferz::make_dynamic_variant<128, ferz::features::standard>(ferz::variants::shogi::definition);
// shogi.error().message(): "the variant needs the feature 'has_drops', which this run-time ..."
    expect(!shogi, "shogi does not load into features::standard");
    return shogi ? std::string() : shogi.error().message();
}

}  // namespace

int main() {
    const std::uint64_t horse = horse_chess_perft();
    std::printf("horse-chess perft 3: %llu\n", static_cast<unsigned long long>(horse));
    expect(horse == 4882, "horse-chess perft 3 is 4,882 (see the page for the references)");
    const std::string bad = bad_definition_message();
    std::printf("bad: %s\n", bad.c_str());
    expect(bad == "pieces[1].betza, column 5: the XBetza does not compile (unknown atom)", "the error names the member and column");
    const int chess4 = lean(ferz::variants::chess::definition);
    std::printf("chess perft 4: %d\n", chess4);
    expect(chess4 == 197281, "chess perft 4 is 197,281");
    const std::string lacks = too_lean();
    std::printf("too lean: %s\n", lacks.c_str());
    expect(lacks.find("has_drops") != std::string::npos, "the error names the feature");
    return failures == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
