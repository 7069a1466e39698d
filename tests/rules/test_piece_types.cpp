// A variant of 50 piece types (of max_piece_types = 52: each letter A to Z and its promoted form):
// shogi with 36 types that never stand on the board listed before its own 14 (the 18 letters shogi
// does not use and their promoted forms; +G and +K would make shogi's gold and king promote), so
// that shogi's pieces are types 36 to 49 and every drop and promotion carries a type that needs the
// sixth type bit of a move (move.hpp). It must play shogi exactly:
//   - perft from the start, compiled and read at run time: the shared suite's counts (Fairy-Stockfish's);
//   - along random shogi games (drops, promotions), the same legal moves in UCI, the same FEN after each.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(shogi)

#include <support/dynamic_suite.hpp>

#include "ferz/ferz.hpp"
#include "support/move_text.hpp"
#include "support/perft_case.hpp"

namespace {

constexpr ferz::variant_def shogi50 = [] {
    ferz::variant_def v = ferz::variants::definitions::shogi;
    v.name = "shogi50";
    ferz::piece_list all;
    for (char c = 'A'; c <= 'Z'; ++c)
        if (v.pieces.index_of(c) < 0) all.add(ferz::piece(c, "W"));
    for (char c = 'A'; c <= 'Z'; ++c)
        if (v.pieces.index_of(c) < 0) all.add(ferz::promoted_piece(c, "F"));
    for (const ferz::piece_def& p : v.pieces) all.add(p);
    v.pieces = all;
    return v;
}();
static_assert(shogi50.pieces.size() == 50);
static_assert(shogi50.pieces.index_of('P') == 36 && shogi50.pieces.index_of('R', true) == 49);
using shogi50_variant = ferz::variant<shogi50>;

std::vector<std::string> uci_moves(const auto& pos) {
    std::vector<std::string> out;
    for (const ferz::move m : ferz::legal_move_vector(pos)) out.push_back(ferz::to_uci(pos, m));
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace

TEST_CASE("50 piece types: shogi's pieces as types 36 to 49 play shogi (the suite's counts)") {
    ferz::testing::check_perft<shogi50_variant>("startpos", 3, 25470);
    ferz::testing::check_perft<shogi50_variant>("startpos", 4, 719731);
    std::string error;
    CHECK(dynamic_suite::run_time_perft<128>(shogi50, "startpos", 4, error) == 719731);
    CHECK(error.empty());
}

TEST_CASE("50 piece types at run time: the attack plan lists every type that captures, each once") {
    // (Its lists held 32 types: more leapers than that wrote past them.)
    const auto v = ferz::make_dynamic_variant<128>(shogi50);
    REQUIRE(v.has_value());
    const auto& plan = (*v)->plan;
    CHECK(plan.leap_count == 47);  // every type but the lance, the bishop and the rook leaps (dragon, horse too)
    std::vector<int> seen;
    for (int i = 0; i < plan.leap_count; ++i) seen.push_back(plan.leap_types[static_cast<std::size_t>(i)]);
    std::sort(seen.begin(), seen.end());
    CHECK(std::adjacent_find(seen.begin(), seen.end()) == seen.end());
    CHECK(seen.back() == 49);
    CHECK(plan.rook_count == 2);    // the rook and the dragon
    CHECK(plan.bishop_count == 2);  // the bishop and the horse
}

TEST_CASE("50 piece types: the same moves and FENs as shogi along random games, every move's text read back") {
    using ferz::variants::shogi;
    int drops = 0, promotions = 0;
    const long n = ferz::testing::for_moves_of_random_games<shogi>(12, 120, 52, [&](const ferz::position<shogi>& pos, ferz::move m) {
        if (m.kind() == ferz::move_kind::drop) ++drops;
        if (m.kind() == ferz::move_kind::promotion) ++promotions;
        const std::string fen = ferz::to_fen(pos);
        auto wide = ferz::position<shogi50_variant>::from_fen(fen);
        REQUIRE(wide.has_value());
        const auto u = ferz::parse_uci(*wide, ferz::to_uci(pos, m));
        REQUIRE(u.has_value());
        CHECK(u->piece() == (m.kind() == ferz::move_kind::drop || m.kind() == ferz::move_kind::promotion ? m.piece() + 36 : 0));
        if (m == ferz::legal_move_vector(pos).front()) CHECK(uci_moves(*wide) == uci_moves(pos));
        wide->make(*u);
        ferz::position<shogi> after = pos;
        after.make(m);
        CHECK(ferz::to_fen(*wide) == ferz::to_fen(after));
        CHECK(wide->key() == wide->compute_key());
    });
    CHECK(n > 20000);
    CHECK(drops > 1000);
    CHECK(promotions > 100);
    CHECK(ferz::testing::move_text_round_trips<shogi50_variant>(4, 100) > 5000);
}
