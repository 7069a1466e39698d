// ferz-hasinu: translates piece moves between Ħasínū and XBetza (docs/hasinu.md).
//
//   ferz-hasinu to-betza  '(1,2) & n4dD'    prints the XBetza, one line:        NB
//   ferz-hasinu to-hasinu 'fmWfcFifmnD'     prints the canonical Ħasínū:        m(1×1dN) & c(1×2dNE-NW) & atmove(1, m(2×1dN))
//   ferz-hasinu to-betza                    reads one text per line from stdin, prints one answer per line
//
// Several arguments after the command are one text joined by spaces, so that an unquoted
// `(1,2) n4dD` works too (quote `&`, `(` and `*` for the shell). `×` and ASCII `x`, `°` and `deg`
// are both read; the output uses `×` and `°`. On bad input the error, with its column, goes to
// stderr, the text with a caret under the column, and the exit status is 1; a usage error exits 2.
#include <cstdio>
#include <iostream>
#include <string>
#include <string_view>

#include "ferz/hasinu.hpp"

namespace {

int usage() {
    std::fputs("usage: ferz-hasinu to-betza|to-hasinu [TEXT...]   (no TEXT: one text per line from stdin)\n", stderr);
    return 2;
}

// The caret under column `column` (code points from 1) of `text`: continuation bytes of UTF-8 take
// no column.
std::string caret(std::string_view text, unsigned column) {
    std::string line;
    unsigned at = 1;
    for (std::size_t i = 0; i < text.size() && at < column; ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) line += ' ', ++at;
    return line + '^';
}

// One translation; true on success.
bool translate(bool to_betza, std::string_view text) {
    const auto r = to_betza ? ferz::hasinu::to_betza(text) : ferz::hasinu::to_hasinu(text);
    if (r) {
        std::printf("%s\n", r->c_str());
        return true;
    }
    const ferz::hasinu::error& e = r.error();
    std::fprintf(stderr, "ferz-hasinu: %s\n", e.message().c_str());
    // Ħasínū columns point into the text; an XBetza compiler error points into the XBetza given.
    const unsigned column = e.column != 0 ? e.column : (!to_betza && e.kind == ferz::hasinu::errc::betza ? e.betza_error.column : 0u);
    if (column != 0 && text.size() <= 200)
        std::fprintf(stderr, "  %.*s\n  %s\n", static_cast<int>(text.size()), text.data(), caret(text, column).c_str());
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) return usage();
    const std::string_view command = argv[1];
    if (command != "to-betza" && command != "to-hasinu") return usage();
    const bool to_betza = command == "to-betza";
    if (argc > 2) {
        std::string text = argv[2];
        for (int i = 3; i < argc; ++i) (text += ' ') += argv[i];
        return translate(to_betza, text) ? 0 : 1;
    }
    bool all = true;
    for (std::string line; std::getline(std::cin, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty()) continue;
        all = translate(to_betza, line) && all;
    }
    return all ? 0 : 1;
}
