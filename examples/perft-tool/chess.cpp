// ferz-perft's chess family (ferz::variants::chess_family): see run.hpp.
#include "run.hpp"

bool perft_tool::run_chess_family(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc) {
    return run_in<ferz::variants::chess_family>(variant, fen, depth, divide, rc);
}
