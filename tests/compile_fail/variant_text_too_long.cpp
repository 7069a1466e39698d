// expect: definition_errc::text_too_long_for_its_field, ferz::in_field<'p', 'i', 'e', 'c', 'e', 's', '\[', '5', '\]', '\.', 'b', 'e', 't', 'z', 'a'>
// expect-errors: 1
// A text longer than its member holds (a piece's XBetza: 255 characters) is an error, never a text
// silently cut short.
#include <array>
#include <string_view>

#include "ferz/perft.hpp"
#include "ferz/variants/chess.hpp"

inline constexpr std::array<char, 300> long_king = [] {
    std::array<char, 300> text{};
    for (char& c : text) c = 'K';
    return text;
}();

inline constexpr ferz::variant_def long_descriptor = [] {
    ferz::variant_def v = ferz::variants::chess::definition;
    v.pieces.set(ferz::piece('K', std::string_view(long_king.data(), long_king.size()), ferz::royal));
    return v;
}();

int main() {
    ferz::position<ferz::variant<long_descriptor>> pos;
    return static_cast<int>(ferz::perft(pos, 1));
}
