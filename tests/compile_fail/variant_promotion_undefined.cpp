// expect: variant_definition_error<ferz::in_variant<'c', 'h', 'e', 's', 's'>, ferz::definition_errc::promotion_names_an_undefined_piece, ferz::in_field<'r', 'u', 'l', 'e', 's', '\.', 'p', 'r', 'o', 'm', 'o', 't', 'i', 'o', 'n', '\.', 'p', 'i', 'e', 'c', 'e', 's'>, ferz::at_column<4> ?>
// expect-errors: 1
// Promotion to a piece the variant does not have is a compile error naming the member and the column
// of the letter.
#include "ferz/perft.hpp"
#include "ferz/variants/chess.hpp"

inline constexpr ferz::variant_def promotes_to_z = [] {
    ferz::variant_def v = ferz::variants::chess::definition;
    v.rules.promotion.pieces = "QRBZ";
    return v;
}();

int main() {
    ferz::position<ferz::variant<promotes_to_z>> pos;
    return static_cast<int>(ferz::perft(pos, 1));
}
