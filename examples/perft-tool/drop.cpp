// ferz-perft's drop family (ferz::variants::drop_family): see run.hpp.
#include "run.hpp"

bool perft_tool::run_drop_family(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc) {
    return run_in<ferz::variants::drop_family>(variant, fen, depth, divide, rc);
}
