// Pieces of a variant definition written in Ħasínū (ferz/hasinu/piece.hpp), at compile time and at
// run time, and a compile-time variant whose pieces are all Ħasínū played by perft. Expected XBetza:
// HASINU.md §11.1 rows (Cardinal, Knight, Bishop, Rook, Queen, the pawn minus e.p.); expected perft:
// chess's start position counts from the perft suite (Fairy-Stockfish), which hold to depth 4
// without e.p. (the first e.p. capture of chess comes at ply 5; the Ħasínū pawn has none).
#include <doctest/doctest.h>

#include <ferz/ferz.hpp>
#include <ferz/hasinu.hpp>

namespace {

constexpr ferz::piece_def cardinal = ferz::hasinu::piece<'A', "(2, 1) & n4dD">();
static_assert(cardinal.betza.view() == "NB");
static_assert(cardinal.letter == 'A' && cardinal.traits == 0);
constexpr ferz::piece_def king = ferz::hasinu::piece<'K', "1×8d & royal()">(ferz::castling_partner);
static_assert(king.betza.view() == "K");
static_assert(king.traits == (ferz::royal | ferz::castling_partner));
static_assert(ferz::hasinu::piece<'K', "royal(A) & 1×8d">().traits == ferz::royal);

// Chess with every piece but the king written in Ħasínū.
inline constexpr ferz::variant_def chess_in_hasinu = [] {
    ferz::variant_def v = ferz::variants::chess::definition;
    v.name = "chess-in-hasinu";
    v.pieces.set(ferz::hasinu::piece<'P', "m(1×1dN) & c(1×2dNE-NW) & atmove(1, m(2×1dN))">(ferz::pawn));
    v.pieces.set(ferz::hasinu::piece<'N', "(1,2)">());
    v.pieces.set(ferz::hasinu::piece<'B', "n4dD">());
    v.pieces.set(ferz::hasinu::piece<'R', "n4dO">(ferz::castling_partner));
    v.pieces.set(ferz::hasinu::piece<'Q', "n8d">());
    return v;
}();
static_assert(chess_in_hasinu.pieces.find('P')->betza.view() == "fmWfcFifmnD");

}  // namespace

TEST_CASE("a compile-time variant with its pieces in Hasinu plays chess to depth 4") {
    ferz::position<ferz::variant<chess_in_hasinu>> pos;
    CHECK(ferz::perft(pos, 1) == 20);
    CHECK(ferz::perft(pos, 2) == 400);
    CHECK(ferz::perft(pos, 3) == 8902);
    CHECK(ferz::perft(pos, 4) == 197281);
}

TEST_CASE("make_piece: the same piece at run time, or the error") {
    const auto a = ferz::hasinu::make_piece('A', "(2, 1) & n4dD");
    REQUIRE(a.has_value());
    CHECK(*a == cardinal);
    const auto k = ferz::hasinu::make_piece('K', "1×8d & royal()", ferz::castling_partner);
    REQUIRE(k.has_value());
    CHECK(*k == king);

    const auto bad = ferz::hasinu::make_piece('A', "(1,2) & fe(n4dO)");
    REQUIRE_FALSE(bad.has_value());
    CHECK(bad.error().kind == ferz::hasinu::errc::no_equivalent);
    CHECK(bad.error().column == 9);

    // royal(O): one royal of several must survive, which ferz has no rule for (column of `royal`).
    const auto one = ferz::hasinu::make_piece('K', "1×8d & royal(O)");
    REQUIRE_FALSE(one.has_value());
    CHECK(one.error().kind == ferz::hasinu::errc::royal_not_here);
    CHECK(one.error().column == 8);
}
