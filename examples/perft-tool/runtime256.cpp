// ferz-perft: run-time variants on boards of up to 256 squares (runtime.hpp).
#include "runtime.hpp"

int perft_tool::run_runtime256(const ferz::variant_def& definition, std::string_view fen, int depth, bool divide) {
    return run_width<256>(definition, fen, depth, divide);
}
