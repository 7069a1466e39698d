// expect: error
// expect: static.assert(ion)? failed
// expect: ferz_compile_fail_sample: the harness sees this message
// A sample of the compile-fail convention: the file must not compile, and every `// expect:` line
// above is a CMake regular expression that must match the compiler's output (GCC says "static
// assertion failed", Clang "static_assert failed"; both print the message).
#include <ferz/version.hpp>

static_assert(FERZ_VERSION_MAJOR < 0, "ferz_compile_fail_sample: the harness sees this message");
