// examples/docs/docs-hasinu.cpp: the code of docs/hasinu.md, verbatim, in a program that compiles and
// runs it and checks what the page says (ctest example.docs-hasinu).
#include <cstdio>
#include <string>

#include "ferz/ferz.hpp"
#include "ferz/hasinu.hpp"

namespace {

// The XBetza of a literal; a malformed text is one compile error naming the kind, column and text.
constexpr auto cardinal = ferz::hasinu::betza_of<"(1,2) & n4dD">;    // "NB"

// Pieces of a compile-time definition written in Ħasínū (royal() gives the royal trait).
inline constexpr ferz::variant_def cardinal_chess = [] {
    ferz::variant_def v = ferz::variants::chess::definition;
    v.name = "cardinal-chess";
    v.pieces.set(ferz::hasinu::piece<'B', "(1,2) & n4dD">());
    v.pieces.set(ferz::hasinu::piece<'K', "1×8d & royal()">());
    return v;
}();

static_assert(cardinal.view() == "NB");
static_assert(cardinal_chess.pieces.find('B')->betza.view() == "NB");
static_assert(cardinal_chess.pieces.find('K')->betza.view() == "K");
static_assert((cardinal_chess.pieces.find('K')->traits & ferz::royal) != 0);

int failures = 0;
void expect(bool ok, const char* what) {
    if (!ok) {
        std::printf("docs/hasinu.md is wrong: %s\n", what);
        ++failures;
    }
}

}  // namespace

int main() {
auto b = ferz::hasinu::to_betza("(2, 1) & n4dD");             // "NB"
auto h = ferz::hasinu::to_hasinu("fmWfcFifmnD");               // "m(1×1dN) & c(1×2dNE-NW) & atmove(1, m(2×1dN))"
auto p = ferz::hasinu::piece_to_betza("1×8d & royal()");       // {"K", royalty::plain}
auto e = ferz::hasinu::to_betza("(1,2) & (2,2)");
if (!e) std::puts(e.error().message().c_str());                // column 9: bad oblique term: (p,q) with p = q: ...
    expect(b && *b == "NB", "to_betza");
    expect(h && *h == "m(1×1dN) & c(1×2dNE-NW) & atmove(1, m(2×1dN))", "to_hasinu");
    expect(p && p->betza == "K" && p->royal == ferz::hasinu::royalty::plain, "piece_to_betza");
    expect(!e && e.error().message().rfind("column 9: bad oblique term: (p,q) with p = q", 0) == 0, "the error");
    return failures == 0 ? 0 : 1;
}
