// ferz/notation/variant_catalogue.hpp: what reading a variant file gives: the variants that loaded,
// and every problem found, each with its place.
//
// A diagnostic is data, not output: file, line, column, section, key, severity and what, and
// to_string() for the one-line form compilers use ("variants.ini:12:5: error: [mychess] key
// 'maxRank': ..."). The catalogue owns its definitions (ferz::variant_def holds its own texts), so it
// outlives the text it was read from, and any number of catalogues coexist: there is no global
// registry of variants.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/rules/definition.hpp"

namespace ferz {

enum class diagnostic_severity : unsigned char { error, warning };

struct variant_file_diagnostic {
    std::string file;     // as given to the reader; may be empty
    int line = 0;         // 1-based; 0 when about the whole text
    int column = 0;       // 1-based; 0 when about the whole line
    std::string section;  // the section's name, empty outside sections
    std::string key;      // the key, empty when about the section itself
    diagnostic_severity severity = diagnostic_severity::error;
    std::string what;  // what is wrong, without the place (message() has both)

    [[nodiscard]] bool is_error() const noexcept { return severity == diagnostic_severity::error; }

    // "variants.ini:12:5: error: [mychess] key 'maxRank': a rank is 1 to 16" (message() and
    // to_string() are the same line).
    [[nodiscard]] std::string message() const { return to_string(); }
    [[nodiscard]] std::string to_string() const {
        std::string s = file.empty() ? std::string("<text>") : file;
        if (line > 0) s += ":" + std::to_string(line);
        if (line > 0 && column > 0) s += ":" + std::to_string(column);
        s += severity == diagnostic_severity::error ? ": error: " : ": warning: ";
        if (!section.empty()) s += "[" + section + "] ";
        if (!key.empty()) s += "key '" + key + "': ";
        return s + what;
    }
};

// A section that loaded: its name, the definition, and where it was written.
struct variant_file_entry {
    std::string name;
    variant_def definition;
    std::string file;
    int line = 0;
};

class variant_catalogue {
public:
    [[nodiscard]] const variant_file_entry* find(std::string_view name) const noexcept {
        for (const variant_file_entry& e : entries_)
            if (e.name == name) return &e;
        return nullptr;
    }
    [[nodiscard]] std::size_t size() const noexcept { return entries_.size(); }
    [[nodiscard]] bool empty() const noexcept { return entries_.empty(); }
    [[nodiscard]] auto begin() const noexcept { return entries_.begin(); }
    [[nodiscard]] auto end() const noexcept { return entries_.end(); }
    [[nodiscard]] const variant_file_entry& operator[](std::size_t i) const noexcept { return entries_[i]; }
    void add(variant_file_entry e) { entries_.push_back(std::move(e)); }

private:
    std::vector<variant_file_entry> entries_;
};

struct variant_file_result {
    variant_catalogue catalogue;
    std::vector<variant_file_diagnostic> diagnostics;

    [[nodiscard]] const variant_file_entry* find(std::string_view name) const noexcept { return catalogue.find(name); }
    [[nodiscard]] std::size_t error_count() const noexcept {
        std::size_t n = 0;
        for (const variant_file_diagnostic& d : diagnostics) n += d.is_error();
        return n;
    }
    [[nodiscard]] std::size_t warning_count() const noexcept { return diagnostics.size() - error_count(); }
    // No errors at all (warnings allowed): every section loaded.
    [[nodiscard]] bool ok() const noexcept { return error_count() == 0; }
    // Every diagnostic, one a line.
    [[nodiscard]] std::string report() const {
        std::string s;
        for (const variant_file_diagnostic& d : diagnostics) s += d.to_string() + "\n";
        return s;
    }
};

}  // namespace ferz
