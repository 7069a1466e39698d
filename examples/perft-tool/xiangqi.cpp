// ferz-perft's xiangqi family (ferz::variants::xiangqi_family): see run.hpp.
#include "run.hpp"

bool perft_tool::run_xiangqi_family(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc) {
    return run_in<ferz::variants::xiangqi_family>(variant, fen, depth, divide, rc);
}
