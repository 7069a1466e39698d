// ferz/instances.hpp: a variant's code compiled in one file of a program, not in every file that uses it.
//
// A variant is played by template code (position, the generator, perft, the game's end, the text of
// moves and positions), and every file that plays it instantiates that code again: seconds of compile
// time per file and per variant. FERZ_EXTERN_VARIANT(V) declares the instantiations for V as `extern
// template`, so that a file that says it compiles none of them; FERZ_INSTANTIATE_VARIANT(V), in one
// file of the program, defines them:
//
//   // chess_instances.hpp, included by every file that plays chess
//   #include <ferz/instances.hpp>
//   FERZ_EXTERN_VARIANT(ferz::variants::chess)
//
//   // chess_instances.cpp, one file of the program
//   #include <ferz/instances.hpp>
//   FERZ_INSTANTIATE_VARIANT(ferz::variants::chess)
//
// Covered: position's make and unmake, the legal moves (legal_moves,
// generate_legal, legal_move_vector, count_legal_moves), perft and divide, is_legal and legal_move,
// in_check, has_legal_move and game_result, and the text of moves and positions (to_san, parse_san,
// to_uci, parse_uci, to_fen). A function not listed is instantiated where it is used, as without these
// macros. The run-time variants' forms are in dynamic_instances.hpp. V is a type without a top-level
// comma (a type alias where it has one).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ferz/game.hpp"
#include "ferz/movegen/generate.hpp"
#include "ferz/movegen/is_legal.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/notation/san.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/perft.hpp"
#include "ferz/position.hpp"

#define FERZ_EXTERN_VARIANT(...) FERZ_DETAIL_VARIANT_INSTANCES(extern, __VA_ARGS__)
#define FERZ_INSTANTIATE_VARIANT(...) FERZ_DETAIL_VARIANT_INSTANCES(, __VA_ARGS__)

#define FERZ_DETAIL_VARIANT_INSTANCES(EXTERN, V)                                                                     \
    EXTERN template void ferz::position<V>::make(ferz::move);                                                        \
    EXTERN template void ferz::position<V>::unmake();                                                                \
    EXTERN template struct ferz::tables::attacks<V>;                                                                \
    EXTERN template ferz::move_list_for<V> ferz::legal_moves(const ferz::position<V>&);                              \
    EXTERN template void ferz::generate_legal(const ferz::position<V>&,                                              \
                                              ferz::move_list_for<V>&);                                              \
    EXTERN template std::vector<ferz::move> ferz::legal_move_vector(const ferz::position<V>&);                       \
    EXTERN template std::uint64_t ferz::count_legal_moves(const ferz::position<V>&);                                 \
    EXTERN template std::uint64_t ferz::perft(ferz::position<V>&, int);                                              \
    EXTERN template std::vector<std::pair<ferz::move, std::uint64_t>> ferz::divide(ferz::position<V>&, int);         \
    EXTERN template std::optional<ferz::move> ferz::legal_move(const ferz::position<V>&, ferz::move);                \
    EXTERN template bool ferz::is_legal(const ferz::position<V>&, ferz::move);                                       \
    EXTERN template bool ferz::in_check(const ferz::position<V>&);                                                   \
    EXTERN template bool ferz::has_legal_move(const ferz::position<V>&);                                             \
    EXTERN template ferz::game_status ferz::game_result(const ferz::position<V>&);                                   \
    EXTERN template std::string ferz::to_san(const ferz::position<V>&, ferz::move);                                  \
    EXTERN template ferz::result<ferz::move, ferz::move_text_error> ferz::parse_san(                                 \
        const ferz::position<V>&, std::string_view);                                                                 \
    EXTERN template std::string ferz::to_uci(const ferz::position<V>&, ferz::move);                                  \
    EXTERN template ferz::result<ferz::move, ferz::move_text_error> ferz::parse_uci(                                 \
        const ferz::position<V>&, std::string_view);                                                                 \
    EXTERN template std::string ferz::to_fen(const ferz::position<V>&);
