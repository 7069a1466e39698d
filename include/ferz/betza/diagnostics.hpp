// ferz/betza/diagnostics.hpp: a malformed descriptor given as a template argument is a compile error
// that names the mistake and its column.
//
// The error is the instantiation of a template that is declared and never defined, with the error
// kind and the column as its arguments: both GCC and Clang print a template's arguments when they
// reject it, enumerators by name. Nothing else is reported, so the first line of the compiler's
// output is the whole message. For `ferz::betza::compile<"fmWfceFifmnQx">()` g++ 12 prints
//
//   error: invalid use of incomplete type 'struct ferz::betza::betza_descriptor_error<ferz::betza::errc::unknown_atom, 13>'
//
// and clang 14
//
//   error: implicit instantiation of undefined template 'ferz::betza::betza_descriptor_error<ferz::betza::errc::unknown_atom, 13>'
//
// each followed by the "required from" chain that leads to the offending descriptor.
#pragma once

#include "ferz/betza/errors.hpp"

namespace ferz::betza {

// Never defined: naming it with arguments is the diagnostic.
template <errc Kind, int Column>
struct betza_descriptor_error;



}  // namespace ferz::betza
