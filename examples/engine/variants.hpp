// examples/engine/variants.hpp: the variants the example engines play.
//
// Every variant an engine can be asked for by name is instantiated in engine/builtin_games.cpp, one
// translation unit that both engines link, and each costs seconds of compile time (chess about 4 s
// at -O1 with g++ 12 on the build machine). The engines are built with a short list by default, which is what CI builds and tests; configure with
// -DFERZ_ENGINES_ALL_VARIANTS=ON for every built-in variant (see examples/CMakeLists.txt).
#pragma once

#include <memory>
#include <string_view>
#include <tuple>

#include "ferz/rules/definition.hpp"
#include "ferz/variants/registry.hpp"

namespace engine {

// A variant of one's own, as the README defines one: chess with xiangqi's horse (`mafsW`, a knight
// that can be blocked; XBoard is sent `nN`) and cannon (`mRcpR`: captures by hopping over one piece).
inline constexpr ferz::variant_def horse_and_cannon_def = [] {
    namespace d = ferz::variants::definitions;
    ferz::variant_def v = d::chess;
    v.name = "horse-and-cannon";
    v.pieces = {d::pawn_piece, ferz::piece('H', "mafsW"), d::bishop, d::rook, ferz::piece('C', "mRcpR"), d::king};
    v.start_fen = "rhbckbhr/pppppppp/8/8/8/8/PPPPPPPP/RHBCKBHR w KQkq - 0 1";
    v.rules = {.promotion = {.pieces = "CRBH"}};
    return v;
}();
using horse_and_cannon = ferz::variant<horse_and_cannon_def>;

#if FERZ_ENGINES_ALL_VARIANTS
using variants = decltype(std::tuple_cat(ferz::variants::builtin{}, std::tuple<horse_and_cannon>{}));
#else
using variants = std::tuple<ferz::variants::chess, ferz::variants::capablanca, ferz::variants::crazyhouse,
                            ferz::variants::shogi, ferz::variants::minishogi, horse_and_cannon>;
#endif


class game;  // engine/game.hpp
// A new game of the variant named `name` among `variants`, or null (engine/builtin_games.cpp).
std::unique_ptr<game> make_builtin_game(std::string_view name);

}  // namespace engine
