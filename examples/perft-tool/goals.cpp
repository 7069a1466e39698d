// ferz-perft's variants won by other goals than mate: the losing games, the extinction games, the
// board games, the wall games (ferz::variants::losing_family, extinction_family, board_game_family,
// wall_family), and the small and historical boards (small_family): see run.hpp.
#include "run.hpp"

bool perft_tool::run_goal_families(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc) {
    return run_in<ferz::variants::losing_family>(variant, fen, depth, divide, rc) ||
           run_in<ferz::variants::extinction_family>(variant, fen, depth, divide, rc) ||
           run_in<ferz::variants::board_game_family>(variant, fen, depth, divide, rc) ||
           run_in<ferz::variants::wall_family>(variant, fen, depth, divide, rc) ||
           run_in<ferz::variants::small_family>(variant, fen, depth, divide, rc);
}
