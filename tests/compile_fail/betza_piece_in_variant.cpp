// expect: betza_descriptor_error<ferz::betza::piece_letter<'P'>, ferz::betza::errc::unknown_atom, ferz::betza::at_column<12>, ferz::betza::descriptor_text<'f', 'm', 'W', 'f', 'c', 'e', 'F', 'i', 'f', 'm', 'n', 'E'> ?>
// expect-errors: 1
// A typo in one piece of a variant is one compile error, naming the piece, and nothing else: the
// piece_set, the variant's traits, the position and the move generator built on it compile on
// (the piece has no moves), so the typo is the only thing the programmer reads about.
#include <ferz/ferz.hpp>

struct army : ferz::variants::chess {
    static constexpr std::string_view name = "army";
    using pieces = ferz::piece_set<ferz::piece<'P', "fmWfceFifmnE", ferz::pawn>,  // E: no such atom
                                   ferz::piece<'N', "N">, ferz::piece<'B', "B">,
                                   ferz::piece<'R', "R", ferz::castling_partner>, ferz::piece<'Q', "Q">,
                                   ferz::piece<'K', "KisO2", ferz::royal>>;
};

int main() {
    ferz::position<army> pos;
    return static_cast<int>(ferz::perft(pos, 1));
}
