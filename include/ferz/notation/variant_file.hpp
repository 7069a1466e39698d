// ferz/notation/variant_file.hpp: Fairy-Stockfish's variant files (`variants.ini`), read and written.
//
//   ferz::variant_file_result r = ferz::read_variant_file(text, "variants.ini");
//   for (const auto& d : r.diagnostics) std::puts(d.to_string().c_str());
//   if (const ferz::variant_file_entry* e = r.find("mychess")) use(e->definition);   // a ferz::variant_def
//
// The file is INI: text before the first section is skipped, `[name]` or `[name:parent]` opens a
// section, `key = value` lines set its keys, and lines starting with `#` or `;` are comments. A
// parent is an earlier section or a built-in variant: ferz's built-ins stand for Fairy-Stockfish's of
// the same name (they follow its rules, perft for perft). What the keys mean is in fsf_keys.hpp and
// docs/variant-files.md. Reading never throws, prints or stops early: every problem becomes a
// diagnostic with its file, line, column, section and key, a section with an error is left out of
// the catalogue, and the others load. Where Fairy-Stockfish coerces, truncates or ignores (unknown
// keys, `castling = yes`, `promotionPieceTypes = qzrb`, `maxFile = 13`), ferz reports.
//
// write_variant_file(def) writes a definition as a section that read_variant_file reads back to the
// same definition (variant_file_writer.hpp).
#pragma once

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/notation/fsf_keys.hpp"
#include "ferz/notation/fsf_rules.hpp"
#include "ferz/notation/fsf_section.hpp"
#include "ferz/notation/variant_catalogue.hpp"
#include "ferz/notation/variant_file_writer.hpp"

namespace ferz {

namespace fsf {

// Fairy-Stockfish's built-in variants (its variant.cpp, all build options), for telling a parent
// ferz does not have yet from a misspelt one.
inline constexpr std::array<std::string_view, 111> builtin_names = {
    "chess", "normal", "fischerandom", "nocastle", "armageddon", "torpedo", "berolina", "pawnsideways", "pawnback", "legan",
    "fairy", "makruk", "makpong", "cambodian", "karouk", "asean", "ai-wok", "shatranj", "chaturanga", "amazon", "georgian",
    "nightrider", "grasshopper", "hoppelpoppel", "newzealand", "kingofthehill", "racingkings", "knightmate", "misere", "losers",
    "giveaway", "antichess", "suicide", "codrus", "extinction", "kinglet", "threekings", "horde", "petrified", "nocheckatomic",
    "atomic", "atomar", "isolation", "isolation7x7", "snailtrail", "fox-and-hounds", "duck", "joust", "3check", "5check",
    "crazyhouse", "loop", "chessgi", "bughouse", "koedem", "pocketknight", "placement", "sittuyin", "seirawan", "shouse",
    "dragon", "paradigm", "minishogi", "mini", "kyotoshogi", "micro", "dobutsu", "gorogoro", "judkins", "torishogi",
    "euroshogi", "losalamos", "gardner", "almost", "sortofalmost", "chigorin", "perfect", "spartan", "shatar", "coregal",
    "clobber", "breakthrough", "ataxx", "flipersi", "flipello", "minixiangqi", "raazuvaa", "shogi", "checkshogi", "shoshogi",
    "yarishogi", "okisakishogi", "capablanca", "capahouse", "caparandom", "gothic", "janus", "modern", "chancellor", "embassy",
    "centaur", "gustav3", "jesonmor", "courier", "grand", "opulent", "tencubed", "omicron", "troitzky", "wolf",
    "shako"};

[[nodiscard]] inline bool is_fsf_builtin(std::string_view name) {
    for (std::string_view n : builtin_names)
        if (n == name) return true;
    return name == "clobber10" || name == "flipello10" || name == "amazons" || name == "xiangqi" || name == "manchu" ||
           name == "supply" || name == "janggi" || name == "janggitraditional" || name == "janggimodern" || name == "janggicasual";
}

// The lines of a file as sections of raw entries; malformed lines are reported here.
inline std::vector<raw_section> split_sections(std::string_view text, std::string_view file, std::vector<variant_file_diagnostic>& out) {
    std::vector<raw_section> sections;
    auto report = [&](int line, int column, std::string section, std::string key, diagnostic_severity sev, std::string m) {
        out.push_back({std::string(file), line, column, std::move(section), std::move(key), sev, std::move(m)});
    };
    int number = 0;
    std::size_t at = 0;
    while (at <= text.size()) {
        std::size_t end = text.find('\n', at);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(at, end - at);
        at = end + 1;
        ++number;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        const std::size_t p = skip_blanks(line, 0);
        if (p >= line.size() || line[p] == '#' || line[p] == ';') {
            if (end == text.size()) break;
            continue;
        }
        const std::string section_name = sections.empty() ? std::string() : sections.back().name;
        if (line[p] == '[') {
            raw_section s;
            s.line = number;
            s.name_column = static_cast<int>(p) + 2;
            const std::size_t close = line.find(']', p);
            const std::string_view inside = line.substr(p + 1, close == std::string_view::npos ? std::string_view::npos : close - p - 1);
            const std::size_t colon = inside.find(':');
            s.name = std::string(inside.substr(0, colon));
            if (colon != std::string_view::npos) {
                s.parent = std::string(inside.substr(colon + 1));
                s.parent_column = s.name_column + static_cast<int>(colon) + 1;
            }
            if (close == std::string_view::npos) {
                report(number, static_cast<int>(line.size()) + 1, s.name, {}, diagnostic_severity::error, "missing ']' at the end of the section name");
                s.bad = true;
            } else if (const std::size_t tail = skip_blanks(line, close + 1); tail < line.size()) {
                report(number, static_cast<int>(tail) + 1, s.name, {}, diagnostic_severity::error, "unexpected text after the section name's ']'");
                s.bad = true;
            }
            if (!s.bad && s.name.empty()) {
                report(number, s.name_column, {}, {}, diagnostic_severity::error, "the section has no name");
                s.bad = true;
            }
            if (!s.bad && s.parent.find(':') != std::string::npos) {
                report(number, s.parent_column + static_cast<int>(s.parent.find(':')), s.name, {}, diagnostic_severity::error,
                       "one ':' separates the name from the parent");
                s.bad = true;
            }
            if (!s.bad && colon != std::string_view::npos && s.parent.empty()) {
                report(number, s.parent_column, s.name, {}, diagnostic_severity::error, "the parent's name is missing after ':'");
                s.bad = true;
            }
            sections.push_back(std::move(s));
        } else if (sections.empty()) {
            report(number, static_cast<int>(p) + 1, {}, {}, diagnostic_severity::warning,
                   "text before the first section ([name]) belongs to no variant and is ignored");
        } else {
            const std::size_t eq = line.find('=', p);
            if (eq == std::string_view::npos) {
                const bool colon = line.find(':', p) != std::string_view::npos;
                report(number, static_cast<int>(p) + 1, section_name, {}, diagnostic_severity::error,
                       colon ? "expected 'key = value' (keys take '=', not ':')" : "expected 'key = value'");
            } else {
                std::size_t key_end = eq;
                while (key_end > p && (line[key_end - 1] == ' ' || line[key_end - 1] == '\t')) --key_end;
                std::size_t value_end = line.size();
                while (value_end > eq + 1 && (line[value_end - 1] == ' ' || line[value_end - 1] == '\t')) --value_end;
                const std::size_t value_start = std::min(skip_blanks(line, eq + 1), value_end);
                raw_entry e;
                e.key = std::string(line.substr(p, key_end - p));
                e.value = std::string(line.substr(value_start, value_end - value_start));
                e.line = number;
                e.key_column = static_cast<int>(p) + 1;
                e.value_column = static_cast<int>(value_start) + 1;
                if (e.key.empty()) report(number, static_cast<int>(p) + 1, section_name, {}, diagnostic_severity::error, "the key is missing before '='");
                else sections.back().entries.push_back(std::move(e));
            }
        }
        if (end == text.size()) break;
    }
    return sections;
}

}  // namespace fsf

// Reads a variant file's text; `file` names it in the diagnostics. Never throws.
[[nodiscard]] inline variant_file_result read_variant_file(std::string_view text, std::string_view file, definition_list parents) {
    variant_file_result result;
    std::vector<fsf::raw_section> sections = fsf::split_sections(text, file, result.diagnostics);
    std::vector<std::vector<fsf::slot>> slots;  // per catalogue entry
    std::vector<std::pair<std::string, int>> seen;  // every section name and its line, loaded or not
    auto section_error = [&](const fsf::raw_section& s, int column, std::string m) {
        result.diagnostics.push_back({std::string(file), s.line, column, s.name, {}, diagnostic_severity::error, std::move(m)});
    };
    for (std::size_t index = 0; index < sections.size(); ++index) {
        const fsf::raw_section& s = sections[index];
        bool duplicate = false;
        for (const auto& [name, line] : seen)
            if (name == s.name && !s.name.empty()) {
                section_error(s, s.name_column, "a section of this name is already on line " + std::to_string(line) + "; this one is not loaded");
                duplicate = true;
                break;
            }
        seen.emplace_back(s.name, s.line);
        if (s.bad || duplicate) continue;
        if (parents.find(s.name) || fsf::is_fsf_builtin(s.name))
            result.diagnostics.push_back({std::string(file), s.line, s.name_column, s.name, {}, diagnostic_severity::warning,
                                          "has the name of a built-in variant: Fairy-Stockfish skips such a section; ferz loads it, and later "
                                          "sections of this file that name it as parent get this one"});
        const variant_def* parent = nullptr;
        std::vector<fsf::slot> parent_slots;
        if (!s.parent.empty()) {
            bool failed_parent = false;
            for (std::size_t k = 0; k < index && !parent; ++k)
                if (sections[k].name == s.parent) failed_parent = true;
            for (std::size_t k = 0; k < result.catalogue.size(); ++k)
                if (result.catalogue[k].name == s.parent) parent = &result.catalogue[k].definition, parent_slots = slots[k];
            if (!parent && failed_parent) {
                section_error(s, s.parent_column, "the parent section '" + s.parent + "' did not load");
                continue;
            }
            if (s.parent == s.name && !parents.find(s.name)) {
                section_error(s, s.parent_column, "a section cannot be its own parent");
                continue;
            }
            if (!parent) parent = parents.find(s.parent);
            if (!parent) {
                std::string m = "unknown parent '" + s.parent + "'";
                bool later = false;
                for (std::size_t k = index + 1; k < sections.size(); ++k)
                    if (sections[k].name == s.parent) {
                        m += ": it is defined later, on line " + std::to_string(sections[k].line) + "; a parent comes first";
                        later = true;
                        break;
                    }
                if (!later && fsf::is_fsf_builtin(s.parent)) {
                    m = "the parent '" + s.parent + "' is a Fairy-Stockfish built-in variant that ferz does not have yet";
                } else if (!later) {
                    std::vector<std::string_view> names;
                    for (const variant_def* d : parents) names.push_back(d->name.view());
                    for (std::string_view n : fsf::builtin_names) names.push_back(n);
                    for (const variant_file_entry& e : result.catalogue) names.push_back(e.name);
                    m += fsf::did_you_mean(fsf::nearest(s.parent, names));
                }
                section_error(s, s.parent_column, m);
                continue;
            }
        }
        fsf::section_output o = fsf::section_builder(s, parent, std::move(parent_slots), file, result.diagnostics).run();
        if (o.ok) {
            result.catalogue.add({s.name, std::move(o.def), std::string(file), s.line});
            slots.push_back(std::move(o.slots));
        }
    }
    // In the order of the text (a section's keys are read in several passes).
    std::stable_sort(result.diagnostics.begin(), result.diagnostics.end(), [](const variant_file_diagnostic& a, const variant_file_diagnostic& b) {
        return a.line != b.line ? a.line < b.line : a.column < b.column;
    });
    return result;
}

}  // namespace ferz
