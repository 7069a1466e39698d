// ferz/ferz.hpp: everything a program needs — built-in variants, positions, legal moves, notation,
// perft. Include the layer headers directly to compile less.
#pragma once

#include "ferz/betza.hpp"
#include "ferz/game.hpp"
#include "ferz/move.hpp"
#include "ferz/movegen/is_legal.hpp"
#include "ferz/movegen/generate.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/notation/san.hpp"
#include "ferz/notation/sfen.hpp"
#include "ferz/notation/shogi_server.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/notation/ucci.hpp"
#include "ferz/notation/usi.hpp"
#include "ferz/notation/wxf.hpp"
#include "ferz/perft.hpp"
#include "ferz/position.hpp"
#include "ferz/rules/check.hpp"
#include "ferz/rules/definition.hpp"
#include "ferz/variants/registry.hpp"
#include "ferz/version.hpp"
