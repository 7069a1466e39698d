// ferz/betza/diagnostics.hpp: a malformed descriptor given as a template argument is a compile error
// that names the mistake and its column.
//
// The error is `sizeof` of a template that is declared and never defined, with the error kind and
// the column as its arguments: both GCC and Clang print a template's arguments when they reject it,
// enumerators by name, and that is the only error printed. For
// `ferz::betza::compile<"fmWfceFifmnE">()` (E is no atom, column 12) g++ 12 prints
//
//   error: invalid application of 'sizeof' to incomplete type 'ferz::betza::betza_descriptor_error<ferz::betza::errc::unknown_atom, 12>'
//
// (after "In instantiation of ... [with Descriptor = ferz::fixed_string<13>{"fmWfceFifmnE"}]",
// which names the descriptor) and clang 14
//
//   error: implicit instantiation of undefined template 'ferz::betza::betza_descriptor_error<ferz::betza::errc::unknown_atom, 12>'
//
// followed by the "in instantiation of ... requested here" chain to the offending line. The kinds
// are listed in errors.hpp; validate() gives the same error at run time.
#pragma once

#include "ferz/betza/errors.hpp"

namespace ferz::betza {

// Never defined: naming it with arguments is the diagnostic.
template <errc Kind, int Column>
struct betza_descriptor_error;

}  // namespace ferz::betza
