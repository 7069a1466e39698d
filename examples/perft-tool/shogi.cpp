// ferz-perft's shogi family (ferz::variants::shogi_family) and Chu shogi (large_shogi_family): see run.hpp.
#include "run.hpp"

bool perft_tool::run_shogi_family(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc) {
    return run_in<ferz::variants::shogi_family>(variant, fen, depth, divide, rc) ||
           run_in<ferz::variants::large_shogi_family>(variant, fen, depth, divide, rc);
}
