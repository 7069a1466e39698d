// ferz-perft's makruk family, sittuyin and shatar (ferz::variants::makruk_family): see run.hpp.
#include "run.hpp"

bool perft_tool::run_makruk_family(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc) {
    return run_in<ferz::variants::makruk_family>(variant, fen, depth, divide, rc);
}
