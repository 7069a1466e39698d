// benchmarks/instructions/side_by_side.cpp: the perft of one built-in variant, compiled (mode c) or as
// a run-time variant (mode r), for benchmarks/instructions.sh, which counts the instructions of each
// under callgrind. Built once per variant: -DSBS_VARIANT=shogi -DSBS_BITS=128 -DSBS_MASK=drops.
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <type_traits>

#include "ferz/ferz.hpp"

namespace {

template <class Position, class... Handle>
int count(std::string_view fen, int depth, const Handle&... variant) {
    Position pos(variant...);
    if (fen != "startpos") {
        auto parsed = Position::from_fen(variant..., fen);
        if (!parsed) {
            std::fprintf(stderr, "side_by_side: %s\n", parsed.error().message().c_str());
            return 1;
        }
        pos = *parsed;
    }
    std::printf("%llu\n", static_cast<unsigned long long>(ferz::perft(pos, depth)));
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 4 || (std::string_view(argv[1]) != "c" && std::string_view(argv[1]) != "r")) {
        std::fprintf(stderr, "usage: side_by_side c|r DEPTH startpos|FEN\n");
        return 2;
    }
    const int depth = std::atoi(argv[2]);
    if (std::string_view(argv[1]) == "c") return count<ferz::position<ferz::variants::SBS_VARIANT>>(argv[3], depth);
    const auto variant = ferz::make_dynamic_variant<SBS_BITS, ferz::features::SBS_MASK>(ferz::variants::definitions::SBS_VARIANT);
    if (!variant) {
        std::fprintf(stderr, "side_by_side: %s\n", variant.error().message().c_str());
        return 1;
    }
    using handle = std::remove_cvref_t<decltype(*variant)>;
    return count<ferz::position<typename handle::element_type::variant>>(argv[3], depth, *variant);
}
