// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::missing_atom, ferz::betza::at_column<4>, ferz::betza::descriptor_text<'m', 'R', 'c'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<'Q'>, ferz::betza::errc::rejected_dialect, ferz::betza::at_column<2>, ferz::betza::descriptor_text<'F', 't', 'R'> ?>
// expect-errors: 2
// The variable template `compiled` reports the same diagnostic as compile(), and ferz::piece adds its
// letter: the descriptor's mistake, column and text, wherever the descriptor is a template argument.
#include <ferz/betza/compile.hpp>
#include <ferz/rules/piece.hpp>

constexpr auto a = ferz::betza::compiled<"mRc">;                 // "c" has no atom after it
constexpr auto b = ferz::piece<'Q', "FtR">::moves.path_count;    // t: 2013 "then" chaining
