// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::missing_atom, ferz::betza::at_column<4>, ferz::betza::descriptor_text<'m', 'R', 'c'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<'Q'>, ferz::betza::errc::rejected_dialect, ferz::betza::at_column<2>, ferz::betza::descriptor_text<'F', 't', 'R'> ?>
// expect-errors: 2
// The variable template `compiled` reports the same diagnostic as compile(), and a variant's piece
// adds its letter: the descriptor's mistake, column and text, wherever the descriptor is compiled
// while the program compiles.
#include <ferz/betza/compile.hpp>
#include <ferz/variants/chess.hpp>

constexpr auto a = ferz::betza::compiled<"mRc">;  // "c" has no atom after it

inline constexpr ferz::variant_def queen_typo = [] {
    ferz::variant_def v = ferz::variants::chess::definition;
    v.pieces.set(ferz::piece('Q', "FtR"));  // t: 2013 "then" chaining
    return v;
}();
constexpr int b = ferz::variant_traits<ferz::variant<queen_typo>>::types;
