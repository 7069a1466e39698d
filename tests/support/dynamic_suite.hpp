// The suite rows (tests/data/suite_rows.inc: Fairy-Stockfish's counts) and a perft through a
// run-time variant, for the run-time variant tests (test_dynamic*.cpp).
#pragma once

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

#include "ferz/dynamic_instances.hpp"  // compiled once: ferz_test_dynamic_instances (cmake/FerzInstances.cmake)
#include "ferz/ferz.hpp"
#include "ferz/variant_text.hpp"

namespace dynamic_suite {

struct suite_row {
    std::string_view variant;
    std::string_view position;
    int depth;
    std::uint64_t nodes;
    bool chess960;  // the variant's Chess960 form (seirawan's row)
};
inline constexpr suite_row suite[] = {
#include "data/suite_rows.inc"
};

// The row's definition (with its Chess960 form where the row asks for it).
inline ferz::variant_def definition_of(const suite_row& r) {
    const ferz::variant_def* d = ferz::variants::find_definition(r.variant);
    ferz::variant_def def = d ? *d : ferz::variant_def{};
    def.rules.castling.chess960 = def.rules.castling.chess960 || r.chess960;
    return def;
}

// The row's definition written out as a variant file (ferz::write_variant_file) and read back; the
// reader's first error in `error` when it does not read back.
inline ferz::variant_def exported_definition_of(const suite_row& r, std::string& error) {
    const ferz::variant_def def = definition_of(r);
    const ferz::variant_file_result file = ferz::read_variant_file(ferz::write_variant_file(def), "exported.ini");
    if (const ferz::variant_file_entry* e = file.find(def.name.view())) return e->definition;
    error = file.report();
    return def;
}

#ifndef FERZ_TEST_DATA_DIR
#define FERZ_TEST_DATA_DIR "tests/data"
#endif

// A section of a variant file of tests/data/variant_files/; the reader's report in `error` if it
// did not load.
inline ferz::variant_def section_of(std::string_view file, std::string_view name, std::string& error) {
    std::ifstream in(std::string(FERZ_TEST_DATA_DIR) + "/variant_files/" + std::string(file), std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    const ferz::variant_file_result r = ferz::read_variant_file(text.str(), file);
    if (const ferz::variant_file_entry* e = r.find(name)) return e->definition;
    error = "no section " + std::string(name) + "; " + r.report();
    return {};
}

// Perft of a position of the run-time variant `variant` (a dynamic_variant handle); checks that the
// key comes back.
template <class Handle>
std::uint64_t perft_of(const Handle& variant, std::string_view fen, int depth, std::string& error) {
    using pos_t = ferz::position<typename Handle::element_type::variant>;
    pos_t pos(variant);
    if (fen != "startpos") {
        auto parsed = pos_t::from_fen(variant, fen);
        if (!parsed) {
            error = parsed.error().message();
            return 0;
        }
        pos = *parsed;
    }
    const std::uint64_t key = pos.key();
    const std::uint64_t n = ferz::perft(pos, depth);
    if (pos.key() != key) error = "make/unmake did not restore the key";
    return n;
}

// Through make_dynamic_variant<Bits, Features>.
template <std::size_t Bits, ferz::feature_set Features = ferz::features::all>
std::uint64_t run_time_perft(const ferz::variant_def& d, std::string_view fen, int depth, std::string& error) {
    const auto variant = ferz::make_dynamic_variant<Bits, Features>(d);
    if (!variant) {
        error = variant.error().message();
        return 0;
    }
    return perft_of(*variant, fen, depth, error);
}

}  // namespace dynamic_suite
