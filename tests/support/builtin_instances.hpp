// The built-in variants that several tests play, compiled once for all of them (ferz/instances.hpp:
// position::make/unmake, the legal moves, perft, is_legal, game_result, SAN, UCI, FEN), instead of
// again in each test file: chess was compiled in ten test files, capablanca in seven, xiangqi and
// shogi in four. tests/CMakeLists.txt compiles them in ferz_test_builtin_instances, one file per
// group below; a test declares the ones it plays:
//
//   #include <support/builtin_instances.hpp>
//   FERZ_TEST_SHARED(chess)
//   FERZ_TEST_SHARED(capablanca)
//
// Declare only variants the file plays: the declaration makes the compiler build the variant's
// tables. A variant that one test alone plays (most of a family's perft test) stays in that test.
// A test that defines FERZ_ASSERT itself (test_safety.cpp: asserts that throw) must not use this:
// the shared code is compiled with the library's own FERZ_ASSERT.
#pragma once

#include "ferz/instances.hpp"
#include "ferz/variants/registry.hpp"

// The shared built-ins, each with the group (the file of ferz_test_builtin_instances) it is compiled in.
#define FERZ_TEST_SHARED_BUILTINS(X)                                                                  \
    X(1, chess) X(1, fischerandom) X(1, shatranj) X(1, courier)                                       \
    X(2, capablanca) X(2, janus) X(2, modern) X(2, chancellor)                                        \
    X(3, xiangqi) X(3, janggi) X(3, shogi) X(3, minishogi)                                            \
    X(4, seirawan) X(4, crazyhouse) X(4, omicron) X(4, grand)                                         \
    X(5, grasshopper) X(5, berolina) X(5, pawnsideways) X(5, nightrider) X(5, knightmate)             \
    X(6, sittuyin) X(6, shoshogi) X(6, cambodian)

#define FERZ_TEST_SHARED(name) FERZ_EXTERN_VARIANT(ferz::variants::name)
