// ferz/betza/diagnostics.hpp: a malformed descriptor given as a template argument is one compile
// error that names the piece, the descriptor, the mistake and its column.
//
// The error is `sizeof` of a template that is declared and never defined, whose arguments say it
// all: the piece letter, the error kind, the column and the descriptor's characters as a `char`
// pack (a fixed_string argument would do for GCC, which prints it as a string, but Clang prints its
// characters as numbers; both print a char pack as 'f', 'm', ...). For
// `ferz::piece<'P', "fmWfceFifmnE">` (E is no atom, column 12) g++ 12 prints (on one line)
//
//   error: invalid application of 'sizeof' to incomplete type 'ferz::betza::betza_descriptor_error<
//     ferz::betza::piece_letter<'P'>, ferz::betza::errc::unknown_atom, ferz::betza::at_column<12>,
//     ferz::betza::descriptor_text<'f', 'm', 'W', 'f', 'c', 'e', 'F', 'i', 'f', 'm', 'n', 'E'> >'
//
// and clang 14
//
//   error: implicit instantiation of undefined template 'ferz::betza::betza_descriptor_error<
//     ferz::betza::piece_letter<'P'>, ferz::betza::errc::unknown_atom, ferz::betza::at_column<12>,
//     ferz::betza::descriptor_text<'f', 'm', 'W', 'f', 'c', 'e', 'F', 'i', 'f', 'm', 'n', 'E'>>'
//
// with the instantiation chain from the offending line (g++ before the error, clang after). Called
// directly, betza::compile<"...">() has no letter: `piece_letter<>`. A descriptor longer than 256
// characters shows as descriptor_prefix<length, its first 32 characters>.
//
// The error is raised in an instantiation of its own (report_descriptor_error<...>::raised), not in
// the function that compiles the descriptor: that function then returns an empty move_table and stays
// a valid constant expression, so nothing built on the piece (piece_set, the variant, the move
// generator) fails in turn, and each malformed descriptor costs exactly one error on both compilers.
// Nothing here is instantiated for a valid descriptor. The kinds are listed in errors.hpp;
// validate() gives the same error at run time.
#pragma once

#include <cstddef>
#include <type_traits>
#include <utility>

#include "ferz/betza/errors.hpp"
#include "ferz/betza/fixed_string.hpp"

namespace ferz::betza {

// The arguments of the diagnostic, named so that it reads as a sentence. Never defined.
template <char... Letter>
struct piece_letter;  // the piece's letter; none when compile<"...">() is called directly
template <int Column>
struct at_column;
template <char... Text>
struct descriptor_text;
template <std::size_t Length, char... First>
struct descriptor_prefix;  // a descriptor too long to print: its length and first characters

// Never defined: naming it with arguments is the diagnostic.
template <class Piece, errc Kind, class Column, class Text>
struct betza_descriptor_error;

namespace detail {

inline constexpr std::size_t printed_descriptor_length = 256;
inline constexpr std::size_t printed_prefix_length = 32;

template <class Piece, errc Kind, class Column, class Text>
struct report_descriptor_error {
    static constexpr bool raised = sizeof(betza_descriptor_error<Piece, Kind, Column, Text>) != 0;
};

template <class Piece, fixed_string Descriptor, error Error, std::size_t... I>
constexpr void report_descriptor(std::index_sequence<I...>) {
    using text = std::conditional_t<(Descriptor.size() <= printed_descriptor_length),
                                    descriptor_text<Descriptor.data[I]...>,
                                    descriptor_prefix<Descriptor.size(), Descriptor.data[I]...>>;
    (void)report_descriptor_error<Piece, Error.kind, at_column<Error.column>, text>::raised;
}

// Raises the compile error for `Error` in `Descriptor`, compiled for `Piece` (a piece_letter).
template <class Piece, fixed_string Descriptor, error Error>
constexpr void report_descriptor() {
    constexpr std::size_t printed =
        Descriptor.size() <= printed_descriptor_length ? Descriptor.size() : printed_prefix_length;
    report_descriptor<Piece, Descriptor, Error>(std::make_index_sequence<printed>{});
}

}  // namespace detail
}  // namespace ferz::betza
