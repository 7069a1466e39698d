// expect: 'start_fne'
// expect: 'peices'
// expect-errors: 2
// A misspelt member of a definition is one error naming it, whether it is assigned or given by a
// designated initializer.
#include "ferz/perft.hpp"
#include "ferz/variants/chess.hpp"

inline constexpr ferz::variant_def assigned = [] {
    ferz::variant_def v = ferz::variants::chess::definition;
    v.start_fne = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    return v;
}();

inline constexpr ferz::variant_def initialized = {
    .name = "initialized",
    .peices = {ferz::piece('K', "K", ferz::royal)},
    .start_fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
};
