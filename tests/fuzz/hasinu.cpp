// tests/fuzz/hasinu.cpp: any text as Ħasínū, and as XBetza to be written in Ħasínū.
//
// Translating must never crash, hang or read out of bounds; an error's column must lie in the text
// (code points from 1, or just past the end); a translation must be XBetza that ferz compiles, and
// translating it back and forth again must give the same XBetza (HASINU.md §6: the output depends
// only on the moves), unless the input embedded XBetza with `\`, which is kept as written.
// Inputs over 4 KB are skipped; tests/fuzz/run.sh runs with -max_len=2048.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "ferz/betza.hpp"
#include "ferz/hasinu.hpp"

namespace {

void check(bool ok) {
    if (!ok) std::abort();
}

std::size_t code_points(std::string_view text) {
    std::size_t n = 0;
    for (char c : text) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
}

void run(std::string_view text) {
    const auto b = ferz::hasinu::to_betza(text);
    if (!b) {
        check(b.error().kind != ferz::hasinu::errc::none);
        check(b.error().column <= code_points(text) + 1);
        check(!b.error().message().empty());
    } else {
        check(ferz::betza::validate(*b).has_value());
        if (text.find('\\') == std::string_view::npos) {
            const auto h = ferz::hasinu::to_hasinu(*b);
            check(h.has_value());
            const auto again = ferz::hasinu::to_betza(*h);
            check(again.has_value() && *again == *b);
        }
    }
    const auto h = ferz::hasinu::to_hasinu(text);
    if (h) {
        const auto back = ferz::hasinu::to_betza(*h);
        check(back.has_value());
    } else {
        check(!h.error().message().empty());
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 4096) return 0;
    run(std::string_view(reinterpret_cast<const char*>(data), size));
    return 0;
}
