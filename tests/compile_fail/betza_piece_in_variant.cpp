// expect: betza_descriptor_error<ferz::betza::piece_letter<'P'>, ferz::betza::errc::unknown_atom, ferz::betza::at_column<12>, ferz::betza::descriptor_text<'f', 'm', 'W', 'f', 'c', 'e', 'F', 'i', 'f', 'm', 'n', 'E'> ?>
// expect-errors: 1
// A typo in one piece of a variant is one compile error, naming the piece, and nothing else: the
// variant's traits, the position and the move generator built on it compile on (from a stand-in
// definition), so the typo is the only thing the programmer reads about.
#include <ferz/ferz.hpp>

inline constexpr ferz::variant_def army = [] {
    ferz::variant_def v = ferz::variants::chess::definition;
    v.name = "army";
    v.pieces.set(ferz::piece('P', "fmWfceFifmnE", ferz::pawn));  // E: no such atom
    return v;
}();

int main() {
    ferz::position<ferz::variant<army>> pos;
    return static_cast<int>(ferz::perft(pos, 1));
}
