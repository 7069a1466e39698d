// tests/fuzz/variant_file.cpp: any text as a Fairy-Stockfish variant file.
//
// Reading must never crash, hang or read out of bounds; every diagnostic must point into the text
// (its line among the text's lines, its column within the line or just past it); every section that
// loaded must pass ferz's check and survive a round trip: written out and read back, the same
// definition. The input is also read with a parent line prepended, so that the bytes act as the keys
// of a child of chess, shogi and xiangqi.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "ferz/notation/variant_file.hpp"

namespace {

void check(bool ok) {
    if (!ok) std::abort();
}

void run(std::string_view text) {
    const ferz::variant_file_result r = ferz::read_variant_file(text, "fuzz.ini");
    std::size_t lines = 1;
    for (char c : text) lines += c == '\n';
    for (const ferz::variant_file_diagnostic& d : r.diagnostics) {
        check(d.line >= 0 && static_cast<std::size_t>(d.line) <= lines);
        check(d.column >= 0 && static_cast<std::size_t>(d.column) <= text.size() + 2);
        check(!d.message.empty());
        check(!d.to_string().empty());
    }
    check(r.ok() == (r.error_count() == 0));
    for (const ferz::variant_file_entry& e : r.catalogue) {
        check(!ferz::check(e.definition));
        const std::string written = ferz::write_variant_file(e.definition);
        const ferz::variant_file_result again = ferz::read_variant_file(written);
        const ferz::variant_file_entry* back = again.find(e.name);
        check(back != nullptr);
        check(back->definition == e.definition);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 4096) return 0;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    run(text);
    for (std::string_view parent : {std::string_view("[t:chess]\n"), std::string_view("[t:shogi]\n"), std::string_view("[t:xiangqi]\n")})
        run(std::string(parent) + std::string(text));
    return 0;
}
