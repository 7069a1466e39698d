// ferz/variants/registry.hpp: the built-in variants by name, for programs that choose at run time.
//
// Each variant is a type, so a program that takes a variant name must instantiate every one it may
// meet; with_variant does that once, calling f with a default-constructed tag of the variant type.
// Their definitions, as values, are builtin_definitions.
#pragma once

#include <array>
#include <string_view>
#include <tuple>

#include "ferz/variants/atomic.hpp"
#include "ferz/variants/board_games.hpp"
#include "ferz/variants/chess.hpp"
#include "ferz/variants/chu.hpp"
#include "ferz/variants/crazyhouse.hpp"
#include "ferz/variants/extinction.hpp"
#include "ferz/variants/fairy.hpp"
#include "ferz/variants/goals.hpp"
#include "ferz/variants/large.hpp"
#include "ferz/variants/losing.hpp"
#include "ferz/variants/makruk.hpp"
#include "ferz/variants/shogi.hpp"
#include "ferz/variants/shogi_family.hpp"
#include "ferz/variants/small_boards.hpp"
#include "ferz/variants/walls.hpp"
#include "ferz/variants/xiangqi.hpp"

namespace ferz::variants {

// The built-in variants by family (a program that needs only some instantiates only those), and all.
using chess_family = std::tuple<chess, fischerandom, nightrider, grasshopper, amazon, berolina, pawnsideways, pawnback,
                                torpedo, chigorin, almost, sortofalmost, hoppelpoppel, newzealand, knightmate, shatranj,
                                courier, losalamos, legan, perfect, kingofthehill, racingkings, threecheck, fivecheck, armageddon>;
using wide_family = std::tuple<capablanca, gothic, caparandom, embassy, janus, modern, chancellor>;
using drop_family = std::tuple<crazyhouse, loop, chessgi, pocketknight, placement, seirawan, shouse, koedem, capahouse, dragon>;
using shogi_family = std::tuple<shogi, minishogi, euroshogi, torishogi, yarishogi, dobutsu, kyotoshogi, micro, shoshogi,
                                gorogoro, judkins, okisakishogi, checkshogi>;
using xiangqi_family = std::tuple<xiangqi, manchu, janggi, minixiangqi, janggitraditional, janggicasual>;
using large_family = std::tuple<grand, opulent, tencubed, shako, centaur, gustav3, omicron, troitzky, wolf, jesonmor>;
using losing_family = std::tuple<giveaway, antichess, suicide, codrus, losers>;
using extinction_family = std::tuple<extinction, kinglet, threekings, horde, coregal, spartan, atomic, nocheckatomic, atomar>;
using board_game_family = std::tuple<breakthrough, clobber, flipersi, flipello, flipello10, ataxx>;
using wall_family = std::tuple<duck, amazons, isolation, isolation7x7, snailtrail, joust>;
using makruk_family = std::tuple<makruk, makpong, cambodian, karouk, asean, aiwok, sittuyin, shatar>;
using small_family = std::tuple<gardner, raazuvaa, chaturanga, georgian, paradigm, fox_and_hounds, clobber10>;
using large_shogi_family = std::tuple<chu>;
using builtin = decltype(std::tuple_cat(chess_family{}, wide_family{}, drop_family{}, shogi_family{}, xiangqi_family{},
                                        large_family{}, makruk_family{}, losing_family{}, extinction_family{},
                                        board_game_family{}, small_family{}, wall_family{}, large_shogi_family{}));

// Calls f(V{}) for the variant named `name` among `Variants` (a std::tuple of variant types: the
// built-in ones, or a program's own shorter list, which instantiates only those); returns false if
// there is none.
template <class Variants = builtin, class F>
bool with_variant(std::string_view name, F&& f) {
    bool found = false;
    std::apply([&](auto... v) { ((!found && decltype(v)::name == name ? (f(v), found = true) : false), ...); },
               Variants{});
    return found;
}

// Every built-in definition, as values (no move generator is instantiated for them): the parents a
// variant file may name, and what a program lists or exports.
inline constexpr auto builtin_definitions = []<class... V>(std::tuple<V...>*) {
    return std::array<const variant_def*, sizeof...(V)>{&V::definition...};
}(static_cast<builtin*>(nullptr));

// The built-in definition named `name`, or nullptr.
constexpr const variant_def* find_definition(std::string_view name) noexcept {
    for (const variant_def* d : builtin_definitions)
        if (d->name.view() == name) return d;
    return nullptr;
}

// The built-ins as the parents a variant file or a CECP `setup` may name (rules/definition.hpp).
constexpr definition_list builtin_parents() noexcept { return {builtin_definitions}; }

template <class F>
void for_each_variant(F&& f) {
    std::apply([&](auto... v) { (f(v), ...); }, builtin{});
}

}  // namespace ferz::variants
