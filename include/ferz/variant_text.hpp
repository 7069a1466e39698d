// ferz/variant_text.hpp: variants read from text with ferz's built-in variants as the parents.
//
// The readers in notation/ know no concrete variant: each takes the list of variants a text may name
// as its parent (rules/definition.hpp: definition_list). This header gives them ferz's built-ins,
// for the common case of a Fairy-Stockfish file whose sections derive from `chess`, `shogi`, ...:
//
//   ferz::variant_file_result r = ferz::read_variant_file(text, "variants.ini");
//   ferz::cecp::variant_reader reader("los-alamos", ferz::variants::builtin_parents());
#pragma once

#include <string_view>

#include "ferz/notation/cecp_reader.hpp"
#include "ferz/notation/variant_file.hpp"
#include "ferz/variants/registry.hpp"

namespace ferz {

// Reads a variant file's text (notation/variant_file.hpp) with the built-ins as parents; `file`
// names it in the diagnostics. Never throws.
[[nodiscard]] inline variant_file_result read_variant_file(std::string_view text, std::string_view file = {}) {
    return read_variant_file(text, file, variants::builtin_parents());
}

}  // namespace ferz
