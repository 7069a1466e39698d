// variant-file-check: reads a Fairy-Stockfish variant file and says, per section, whether it loaded.
//
//   variant-file-check variants.ini            every diagnostic, then one line per section
//   variant-file-check variants.ini --summary  the sections only: "loaded" or the first error
//   variant-file-check --write NAME            a built-in variant written as a section
//   variant-file-check --keys                  the key table, as Markdown (docs/variant-files.md)
//
// Exit status: 0 if every section loaded, 1 if some did not, 2 on a usage or file error.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "ferz/variant_text.hpp"

namespace {

int keys() {
    std::printf("| key | family | ferz | what |\n|---|---|---|---|\n");
    for (const ferz::fsf::key_info& k : ferz::fsf::keys) {
        std::string what(k.doc);
        if (k.support == ferz::fsf::key_support::deprecated) what = "old name of `" + std::string(k.fsf_default) + "`" + (what.empty() ? "" : "; " + what);
        if (k.support == ferz::fsf::key_support::unsupported) what += " (default `" + std::string(k.fsf_default) + "`)";
        std::printf("| `%s` | %s | %s | %s |\n", std::string(k.name).c_str(), std::string(k.family).c_str(),
                    std::string(ferz::fsf::to_string(k.support)).c_str(), what.c_str());
    }
    std::printf("\n| piece key | XBetza in ferz | note |\n|---|---|---|\n");
    for (const ferz::fsf::named_piece& p : ferz::fsf::named_pieces)
        std::printf("| `%s` | `%s` | %s |\n", std::string(p.name).c_str(), std::string(p.betza).c_str(), std::string(p.note).c_str());
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc >= 2 && std::string(argv[1]) == "--keys") return keys();
    if (argc >= 3 && std::string(argv[1]) == "--write") {
        const ferz::variant_def* d = ferz::variants::find_definition(argv[2]);
        if (!d) {
            std::fprintf(stderr, "no built-in variant '%s'\n", argv[2]);
            return 2;
        }
        std::fputs(ferz::write_variant_file(*d).c_str(), stdout);
        return 0;
    }
    if (argc < 2) {
        std::fprintf(stderr, "usage: variant-file-check FILE [--summary] | --write NAME | --keys\n");
        return 2;
    }
    std::ifstream in(argv[1], std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "cannot read %s\n", argv[1]);
        return 2;
    }
    std::ostringstream text;
    text << in.rdbuf();
    const bool summary = argc >= 3 && std::string(argv[2]) == "--summary";
    const ferz::variant_file_result r = ferz::read_variant_file(text.str(), argv[1]);
    if (!summary) std::fputs(r.report().c_str(), stdout);
    // One line per section header in the file, in order.
    std::istringstream lines(text.str());
    std::string line;
    int number = 0, sections = 0, loaded = 0;
    while (std::getline(lines, line)) {
        ++number;
        if (line.empty() || line[0] != '[') continue;
        const std::string name = line.substr(1, line.find_first_of(":]") - 1);
        ++sections;
        const ferz::variant_file_entry* e = r.find(name);
        if (e && e->line == number) {
            ++loaded;
            std::printf("%-24s loaded\n", name.c_str());
            continue;
        }
        std::string why = "not loaded";
        for (const ferz::variant_file_diagnostic& d : r.diagnostics)
            if (d.is_error() && d.section == name && d.line >= number) {
                why = (d.key.empty() ? std::string() : d.key + ": ") + d.what;
                break;
            }
        std::printf("%-24s %s\n", name.c_str(), why.c_str());
    }
    std::printf("%d of %d sections loaded; %zu errors, %zu warnings\n", loaded, sections, r.error_count(), r.warning_count());
    return loaded == sections ? 0 : 1;
}
