// ferz/assert.hpp: checked preconditions — misuse stops the program, it never corrupts a position.
//
// FERZ_ASSERT(condition, "what was required") guards the preconditions of the API that are too
// costly to turn into error values on the hot path (unmake() with no move made, value() of a failed
// result, ...). It is on in debug builds (no NDEBUG) and whenever FERZ_ENABLE_ASSERTS is defined, and
// then prints the file, line and requirement and calls std::abort(). A program may define FERZ_ASSERT
// itself before including ferz (to throw, log, or break into a debugger): ferz's own tests make it
// throw so that misuse can be asserted.
#pragma once

#include <cstdio>
#include <cstdlib>

namespace ferz::detail {

[[noreturn]] inline void assertion_failed(const char* condition, const char* what, const char* file, int line) noexcept {
    std::fprintf(stderr, "%s:%d: ferz: %s (failed: %s)\n", file, line, what, condition);
    std::abort();
}

}  // namespace ferz::detail

#ifndef FERZ_ASSERT
#if defined(NDEBUG) && !defined(FERZ_ENABLE_ASSERTS)
#define FERZ_ASSERT(condition, what) static_cast<void>(0)
#else
#define FERZ_ASSERT(condition, what) \
    ((condition) ? static_cast<void>(0) : ::ferz::detail::assertion_failed(#condition, what, __FILE__, __LINE__))
#endif
#endif
