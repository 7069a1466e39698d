// examples/engine/file_variants.hpp: the variants an example engine reads from Fairy-Stockfish variant
// files, and the games it plays of them.
//
// As Fairy-Stockfish does, the engines take variant files through the option VariantPath (UCI:
// `setoption name VariantPath value FILE`; CECP: `option VariantPath=FILE`), on the command line
// (`--variant-path FILE`, or Fairy-Stockfish's `load FILE`), and by the command `load FILE`. Several
// files may be given at once, separated by ':' (Fairy-Stockfish's separator off Windows). A section
// that loads is a variant the engine plays by name, ahead of a built-in of the same name (as in
// Fairy-Stockfish); a section that does not is reported with its file, line, column and key, and the
// sections around it still load.
//
// A variant read from a file is a run-time variant: the generator for it is compiled once, in
// file_variants.cpp (one translation unit for both engines), whatever the file holds.
#pragma once

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/game.hpp"
#include "engine/variants.hpp"
#include "ferz/variant_text.hpp"
#include "ferz/rules/definition.hpp"

namespace engine {

// A new game of a variant read from text (on the narrowest board type that holds it), or null with
// the reason in `why` (file_variants.cpp).
std::unique_ptr<game> make_file_game(const ferz::variant_def& definition, std::string& why);

class file_variants {
public:
    // Reads every file of `paths` (separated by ':'); returns what to tell the user: a line per
    // problem (file:line:column: error: [section] key '...': ...) and a last line naming what loaded.
    std::vector<std::string> load(std::string_view paths) {
        std::vector<std::string> report;
        std::size_t start = 0;
        while (start <= paths.size()) {
            const std::size_t end = std::min(paths.find(':', start), paths.size());
            const std::string path(paths.substr(start, end - start));
            start = end + 1;
            if (path.empty() || path == "<empty>") continue;  // Fairy-Stockfish's default value
            std::ifstream in(path, std::ios::binary);
            if (!in) {
                report.push_back(path + ": cannot open the file");
                continue;
            }
            std::ostringstream text;
            text << in.rdbuf();
            const ferz::variant_file_result r = ferz::read_variant_file(text.str(), path);
            for (const ferz::variant_file_diagnostic& d : r.diagnostics) report.push_back(d.to_string());
            std::string names;
            for (const ferz::variant_file_entry& e : r.catalogue) {
                add(e.definition);
                names += (names.empty() ? "" : " ") + e.name;
            }
            report.push_back(path + ": " + std::to_string(r.catalogue.size()) + " variant" +
                             (r.catalogue.size() == 1 ? "" : "s") + " loaded" + (names.empty() ? "" : ": " + names));
        }
        return report;
    }

    [[nodiscard]] const ferz::variant_def* find(std::string_view name) const noexcept {
        for (const ferz::variant_def& d : defs_)
            if (d.name.view() == name) return &d;
        return nullptr;
    }

    // The names, in the order they were first loaded.
    [[nodiscard]] std::vector<std::string_view> names() const {
        std::vector<std::string_view> out;
        for (const ferz::variant_def& d : defs_) out.push_back(d.name.view());
        return out;
    }

private:
    // A later section of the same name takes the place of the earlier one.
    void add(const ferz::variant_def& d) {
        for (ferz::variant_def& old : defs_)
            if (old.name == d.name) {
                old = d;
                return;
            }
        defs_.push_back(d);
    }

    std::vector<ferz::variant_def> defs_;
};

// The variants an engine plays: the compile-time ones of engine/variants.hpp and those read from
// variant files, which come first where a name is in both.
class variant_library {
public:
    // A new game of the variant `name`, or null (with the reason in `why` when the name is a file's
    // variant that cannot be played).
    std::unique_ptr<game> make(std::string_view name, std::string* why = nullptr) const {
        if (const ferz::variant_def* d = files_.find(name)) {
            // The variant's tables are built once, on its first game; later games share them.
            for (const auto& [n, prototype] : prototypes_)
                if (n == name) return prototype->fresh();
            std::string reason;
            auto g = make_file_game(*d, reason);
            if (!g) {
                if (why) *why = reason;
                return g;
            }
            prototypes_.emplace_back(std::string(name), g->fresh());
            return g;
        }
        return make_builtin_game(name);
    }

    [[nodiscard]] std::vector<std::string_view> names() const {
        std::vector<std::string_view> out = variant_names<variants>();
        for (const std::string_view n : files_.names())
            if (std::find(out.begin(), out.end(), n) == out.end()) out.push_back(n);
        return out;
    }

    std::vector<std::string> load(std::string_view paths) {
        prototypes_.clear();  // a reloaded section may have changed
        return files_.load(paths);
    }

    // An engine's command line: `--variant-path FILE[:FILE...]` or Fairy-Stockfish's `load FILE`, any
    // number of times. What the reader says goes to stderr (there is no GUI to tell yet); sections
    // with errors are left out and the others played. Returns -1 to go on, else the exit status: 2 on
    // a usage error, 1 when a file cannot be read at all.
    int command_line(int argc, char** argv, std::string_view program) {
        for (int i = 1; i < argc; ++i) {
            const std::string_view a = argv[i];
            if ((a != "--variant-path" && a != "load") || i + 1 == argc) {
                std::fprintf(stderr, "usage: %.*s [--variant-path FILE[:FILE...]]\n", static_cast<int>(program.size()), program.data());
                return 2;
            }
            bool readable = true;
            for (const std::string& line : load(argv[++i])) {
                std::fprintf(stderr, "%s\n", line.c_str());
                readable = readable && line.find(": cannot open the file") == std::string::npos;
            }
            if (!readable) return 1;
        }
        return -1;
    }

private:
    file_variants files_;
    mutable std::vector<std::pair<std::string, std::unique_ptr<game>>> prototypes_;
};

}  // namespace engine
