// ferz/dynamic_instances.hpp: the run-time generator compiled once per program, not once per file.
//
// A run-time variant (ferz::dynamic<Bits>, tables/dynamic_model.hpp) is played by the same template
// code as a compiled one; each file that plays one instantiates that code again, which costs seconds
// of compile time per file and per board width. This header declares the instantiations for the three
// widths (64, 128 and 256 bits) with features::all, the form make_dynamic_variant<Bits> gives, as
// `extern template`, so that a file including it compiles none of it:
//
//   // in every file that plays run-time variants
//   #include <ferz/dynamic_instances.hpp>
//
//   // in exactly one file of the program: all three widths (g++ 12 -O1: 95 s, 860 MB) ...
//   #define FERZ_DYNAMIC_INSTANCES_DEFINE
//   #include <ferz/dynamic_instances.hpp>
//   // ... or one width per file, in three files (FERZ_DYNAMIC_INSTANCES_DEFINE 64, 128, 256)
//   #define FERZ_DYNAMIC_INSTANCES_DEFINE 128
//   #include <ferz/dynamic_instances.hpp>
//
// What is covered is instances.hpp's list (FERZ_EXTERN_VARIANT); leaner feature masks
// (with_dynamic_variant) are not. Measured on one file that plays a 64-bit run-time variant (perft,
// SAN, game_result), at -O1: g++ 12 13.1 s without this header and 4.0 s with it, clang 14 10.7 s
// and 4.1 s; defining the three widths takes g++ 12 15 s, 28 s and 49 s.
#pragma once

#include "ferz/instances.hpp"
#include "ferz/tables/dynamic_model.hpp"

// Each width is defined where FERZ_DYNAMIC_INSTANCES_DEFINE is empty or names it, declared elsewhere.
#if defined(FERZ_DYNAMIC_INSTANCES_DEFINE) && (FERZ_DYNAMIC_INSTANCES_DEFINE + 0 == 0 || FERZ_DYNAMIC_INSTANCES_DEFINE + 0 == 64)
FERZ_INSTANTIATE_VARIANT(ferz::dynamic<64>)
#else
FERZ_EXTERN_VARIANT(ferz::dynamic<64>)
#endif
#if defined(FERZ_DYNAMIC_INSTANCES_DEFINE) && (FERZ_DYNAMIC_INSTANCES_DEFINE + 0 == 0 || FERZ_DYNAMIC_INSTANCES_DEFINE + 0 == 128)
FERZ_INSTANTIATE_VARIANT(ferz::dynamic<128>)
#else
FERZ_EXTERN_VARIANT(ferz::dynamic<128>)
#endif
#if defined(FERZ_DYNAMIC_INSTANCES_DEFINE) && (FERZ_DYNAMIC_INSTANCES_DEFINE + 0 == 0 || FERZ_DYNAMIC_INSTANCES_DEFINE + 0 == 256)
FERZ_INSTANTIATE_VARIANT(ferz::dynamic<256>)
#else
FERZ_EXTERN_VARIANT(ferz::dynamic<256>)
#endif
