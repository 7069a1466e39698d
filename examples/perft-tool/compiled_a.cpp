// ferz-perft's compiled variants, first half (run.hpp: compiled_a).
#include "run.hpp"

bool perft_tool::run_compiled_a(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc) {
    return run_in<compiled_a>(variant, fen, depth, divide, rc);
}
