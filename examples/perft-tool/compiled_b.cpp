// ferz-perft's compiled variants, second half (run.hpp: compiled_b).
#include "run.hpp"

bool perft_tool::run_compiled_b(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc) {
    return run_in<compiled_b>(variant, fen, depth, divide, rc);
}
