// ferz/dynamic_instances.hpp: the run-time generator compiled once per program, not once per file.
//
// A run-time variant (ferz::dynamic<Bits, Features>, tables/dynamic_model.hpp) is played by the same
// template code as a compiled one; each file that plays one instantiates that code again, which costs
// seconds of compile time per file, per board width and per feature mask. This header declares the
// instantiations as `extern template` for the three widths (64, 128 and 256 bits) and, at each, the
// three masks that make_dynamic_variant<Bits> (features::all) and with_dynamic_variant<Bits>
// (features::standard, features::drops, features::all) give, so that a file including it compiles
// none of them:
//
//   // in every file that plays run-time variants
//   #include <ferz/dynamic_instances.hpp>
//
//   // in exactly one file of the program: all three widths ...
//   #define FERZ_DYNAMIC_INSTANCES_DEFINE
//   #include <ferz/dynamic_instances.hpp>
//   // ... or one width per file, in three files (FERZ_DYNAMIC_INSTANCES_DEFINE 64, 128, 256)
//   #define FERZ_DYNAMIC_INSTANCES_DEFINE 128
//   #include <ferz/dynamic_instances.hpp>
//
// What is covered is instances.hpp's list (FERZ_EXTERN_VARIANT); other feature masks are not.
// Measured on one file that plays a 64-bit run-time variant (perft, SAN, game_result), at -O1: g++ 12
// 13.1 s without this header and 4.0 s with it, clang 14 10.7 s and 4.1 s. Defining a width's three
// masks takes g++ 12 at -O0 29 s (64 bits), 48 s (128) and 63 s (256); the project's own programs and
// tests share one such build (CMake target ferz_dynamic_instances).
#pragma once

#include "ferz/instances.hpp"
#include "ferz/tables/dynamic_model.hpp"

namespace ferz::detail {
// The masks as type names without a top-level comma, for the instance macros.
template <std::size_t Bits>
using dynamic_standard = dynamic<Bits, features::standard>;
template <std::size_t Bits>
using dynamic_drops = dynamic<Bits, features::drops>;
}  // namespace ferz::detail

#define FERZ_DETAIL_DYNAMIC_WIDTH(MACRO, BITS)                                                                         \
    MACRO(ferz::dynamic<BITS>)                                                                                         \
    MACRO(ferz::detail::dynamic_standard<BITS>)                                                                        \
    MACRO(ferz::detail::dynamic_drops<BITS>)

// Each width is defined where FERZ_DYNAMIC_INSTANCES_DEFINE is empty or names it, declared elsewhere.
#if defined(FERZ_DYNAMIC_INSTANCES_DEFINE) && (FERZ_DYNAMIC_INSTANCES_DEFINE + 0 == 0 || FERZ_DYNAMIC_INSTANCES_DEFINE + 0 == 64)
FERZ_DETAIL_DYNAMIC_WIDTH(FERZ_INSTANTIATE_VARIANT, 64)
#else
FERZ_DETAIL_DYNAMIC_WIDTH(FERZ_EXTERN_VARIANT, 64)
#endif
#if defined(FERZ_DYNAMIC_INSTANCES_DEFINE) && (FERZ_DYNAMIC_INSTANCES_DEFINE + 0 == 0 || FERZ_DYNAMIC_INSTANCES_DEFINE + 0 == 128)
FERZ_DETAIL_DYNAMIC_WIDTH(FERZ_INSTANTIATE_VARIANT, 128)
#else
FERZ_DETAIL_DYNAMIC_WIDTH(FERZ_EXTERN_VARIANT, 128)
#endif
#if defined(FERZ_DYNAMIC_INSTANCES_DEFINE) && (FERZ_DYNAMIC_INSTANCES_DEFINE + 0 == 0 || FERZ_DYNAMIC_INSTANCES_DEFINE + 0 == 256)
FERZ_DETAIL_DYNAMIC_WIDTH(FERZ_INSTANTIATE_VARIANT, 256)
#else
FERZ_DETAIL_DYNAMIC_WIDTH(FERZ_EXTERN_VARIANT, 256)
#endif
