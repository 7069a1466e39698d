// ferz-perft's large-board family (ferz::variants::large_family): see run.hpp.
#include "run.hpp"

bool perft_tool::run_large_family(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc) {
    return run_in<ferz::variants::large_family>(variant, fen, depth, divide, rc);
}
