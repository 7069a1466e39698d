// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::too_long, ferz::betza::at_column<4097>, ferz::betza::descriptor_prefix<5000, 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unknown_atom, ferz::betza::at_column<300>, ferz::betza::descriptor_prefix<300, 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W'> ?>
// expect-errors: 2
// A descriptor over max_descriptor_length (4096) characters is a compile error of its own kind at
// the first column past the limit, found before any of it is compiled (so no constexpr limit is
// reached first); a descriptor too long to print (over 256 characters) shows as its length and first
// 32 characters. (A variant's piece holds at most 255 characters: variant_text_too_long.cpp.)
#include <cstddef>

#include <ferz/betza/compile.hpp>

template <std::size_t N>
constexpr ferz::fixed_string<N + 1> wazirs(char last) {
    ferz::fixed_string<N + 1> text;
    for (std::size_t i = 0; i + 1 < N; ++i) text.data[i] = 'W';
    text.data[N - 1] = last;
    return text;
}

constexpr auto too_long = ferz::betza::compile<wazirs<5000>('W')>().path_count;
constexpr auto long_typo = ferz::betza::compile<wazirs<300>('E')>().path_count;  // E: no atom
