// expect: hasinu_text_error<ferz::hasinu::errc::bad_oblique, ferz::hasinu::at_column<9>, ferz::hasinu::text<'\(', '1', ',', '2', '\)', ' ', '&', ' ', '\(', '2', ',', '2', '\)'> ?>
// expect-errors: 1
// A mistake in a piece written in Ħasínū is one compile error naming its kind, column and text,
// and nothing else: the variant, the position and the move generator built on it compile on.
#include <ferz/ferz.hpp>
#include <ferz/hasinu.hpp>

inline constexpr ferz::variant_def army = [] {
    ferz::variant_def v = ferz::variants::chess::definition;
    v.name = "army";
    v.pieces.set(ferz::hasinu::piece<'N', "(1,2) & (2,2)">());  // (2,2): p = q is no oblique leap
    return v;
}();

int main() {
    ferz::position<ferz::variant<army>> pos;
    return static_cast<int>(ferz::perft(pos, 1));
}
