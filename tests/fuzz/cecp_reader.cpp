// tests/fuzz/cecp_reader.cpp: an engine's `setup` and `piece` lines, as the GUI side reads them
// (ferz/notation/cecp_reader.hpp).
//
// The input's first line is the variant name the GUI sent, the rest the engine's lines. Whatever they
// say, the reader must return a definition or an error with a message and a place inside the text;
// a definition it returns must pass ferz::check and, when it fits 256 squares, be made a run-time
// variant (or be refused with a message) whose start position has legal moves that can be generated.
//
// Built with FERZ_FUZZ_READER_ONLY (the CI smoke test, tests/CMakeLists.txt) the last step is left
// out: making and playing a run-time variant instantiates the dynamic<256> move generator, a minute
// and more of compile time under the sanitizers, for a check the long runs (tests/fuzz/run.sh) make.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "ferz/variant_text.hpp"
#include "ferz/rules/check.hpp"
#ifndef FERZ_FUZZ_READER_ONLY
#include "ferz/movegen/generate.hpp"
#include "ferz/position.hpp"
#include "ferz/tables/dynamic_model.hpp"
#endif

namespace {

void check(bool ok) {
    if (!ok) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 2048) return 0;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const std::size_t first = text.find('\n');
    const std::string_view name = first == std::string_view::npos ? text : text.substr(0, first);
    ferz::cecp::variant_reader reader(name, ferz::variants::builtin_parents());
    int lines = 0;
    for (std::size_t at = first == std::string_view::npos ? text.size() : first + 1; at < text.size();) {
        std::size_t end = text.find('\n', at);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view line = text.substr(at, end - at);
        ++lines;
        const auto fed = reader.feed(line);
        if (!fed) {
            check(fed.error().line == lines && !fed.error().what.empty());
            check(fed.error().column >= 0 && static_cast<std::size_t>(fed.error().column) <= line.size() + 1);
        }
        at = end + 1;
    }
    const auto def = reader.finish();
    if (!def) {
        check(!def.error().message().empty() && def.error().line >= 0 && def.error().line <= lines);
        return 0;
    }
    check(!ferz::check(*def));
#ifndef FERZ_FUZZ_READER_ONLY
    if (def->files * def->ranks > 256) return 0;
    const auto variant = ferz::make_dynamic_variant<256>(*def);
    if (!variant) {
        check(!variant.error().message().empty());
        return 0;
    }
    const ferz::position<ferz::dynamic<256>> pos(*variant);
    (void)ferz::legal_move_vector(pos);
#endif
    return 0;
}
