// ferz/ferz.hpp: everything a program needs to play — built-in variants, positions, legal moves,
// game end, notation (CECP's setup/piece writer included), perft (serial and on threads: link
// Threads::Threads before glibc 2.34), the instance macros. Include the layer headers directly to
// compile less. Three headers are left out on purpose (ctest
// headers.umbrella checks that every other public header is reached from here):
//   - ferz/variant_text.hpp, the readers of variant files and of CECP setup/piece lines: they
//     would add about 1.3 s of compile time to every file that includes this one (g++ 12);
//   - ferz/hasinu.hpp, the Ħasínū translator (docs/hasinu.md): few programs need it, and its 2,000
//     lines of constexpr code would be read by every file that includes this one;
//   - ferz/dynamic_instances.hpp, which declares the run-time generator extern, so that one file of
//     the program must define it.
#pragma once

#include "ferz/betza.hpp"
#include "ferz/game.hpp"
#include "ferz/instances.hpp"
#include "ferz/move.hpp"
#include "ferz/movegen/is_legal.hpp"
#include "ferz/movegen/generate.hpp"
#include "ferz/notation/cecp.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/notation/janggi.hpp"
#include "ferz/notation/lan.hpp"
#include "ferz/notation/san.hpp"
#include "ferz/notation/sfen.hpp"
#include "ferz/notation/shogi_server.hpp"
#include "ferz/notation/thai.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/notation/ucci.hpp"
#include "ferz/notation/usi.hpp"
#include "ferz/notation/wxf.hpp"
#include "ferz/perft.hpp"
#include "ferz/perft_parallel.hpp"
#include "ferz/position.hpp"
#include "ferz/rules/check.hpp"
#include "ferz/rules/definition.hpp"
#include "ferz/rules/definition_error.hpp"
#include "ferz/variants/registry.hpp"
#include "ferz/version.hpp"
