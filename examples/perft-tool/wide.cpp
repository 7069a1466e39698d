// ferz-perft's wide family (ferz::variants::wide_family): see run.hpp.
#include "run.hpp"

bool perft_tool::run_wide_family(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc) {
    return run_in<ferz::variants::wide_family>(variant, fen, depth, divide, rc);
}
