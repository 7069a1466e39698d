// expect: variant_definition_error<ferz::in_variant<'i', 'n', 'd', 'u', 'c', 'e', 'r'>, ferz::definition_errc::move_modifier_not_supported_yet, ferz::in_field<'p', 'i', 'e', 'c', 'e', 's', '\[', '2', '\]', '\.', 'b', 'e', 't', 'z', 'a'>, ferz::at_column<0> ?>
// expect-errors: 1
// A variant whose pieces use what the move generator cannot do yet does not compile, and says why:
// the variant, the kind of mistake and the member (the third piece's XBetza).
#include "ferz/perft.hpp"
#include "ferz/variants/chess.hpp"

inline constexpr ferz::variant_def inducer = [] {
    ferz::variant_def v = ferz::variants::chess::definition;
    v.name = "inducer";
    v.pieces.set(ferz::piece('B', "xB"));  // x: induction
    return v;
}();

int main() {
    ferz::position<ferz::variant<inducer>> pos;
    return static_cast<int>(ferz::perft(pos, 1));
}
