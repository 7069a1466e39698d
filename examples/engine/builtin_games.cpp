// examples/engine/builtin_games.cpp: the games of the engines' compile-time variants (variants.hpp), in
// a translation unit of their own that both example engines link: each variant's generator is
// compiled once for the two of them.
#include "engine/game.hpp"
#include "engine/variants.hpp"

namespace engine {

std::unique_ptr<game> make_builtin_game(std::string_view name) { return make_game<variants>(name); }

}  // namespace engine
