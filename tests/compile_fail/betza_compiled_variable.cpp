// expect: betza_descriptor_error<ferz::betza::errc::missing_atom, 4>
// expect: betza_descriptor_error<ferz::betza::errc::rejected_dialect, 2>
// The variable template `compiled` and a piece-like wrapper report the same diagnostic as compile():
// the descriptor's mistake and column, wherever the descriptor is used as a template argument.
#include <ferz/betza/compile.hpp>

template <ferz::fixed_string Moves>
struct piece_like {
    static constexpr auto moves = ferz::betza::compile<Moves>();
};

constexpr auto a = ferz::betza::compiled<"mRc">;                // "c" has no atom after it
constexpr auto b = piece_like<"FtR">::moves.path_count;          // t: 2013 "then" chaining
