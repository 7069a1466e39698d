// Legality with multi-leg pieces (issue 16): a royal is in check when an enemy move captures it
// anywhere on its path, where it lands or on the way (a locust's victim, a rifle's shot, the lion's
// igui), so no legal move may leave it so, and a position whose side not to move is so attacked is
// refused. Checked against XBoard's own XBetza generator (shared/tools/oracle-xbetza, its `legal on`
// filter counting captures on the way) on random positions: tests/oracle/multileg-check.sh made
// tests/data/multileg_oracle.inc (3,000 positions of seed 1 on 8x8, 12x12 and 16x16 boards: 1,592
// agree move for move, 65,746 moves, and in the other 1,408 both find the side not to move in check;
// the first 240 are kept here) and tests/data/multileg_victims.inc (crowded boards of pieces that take
// two or three on their way: 120 positions with such moves) and tests/data/multileg_fairymax.inc
// (Fairy-Max's falcon and bifurcators among other pieces: 60 positions; pieces of a cylinder board: 40) and
// tests/data/multileg_own.inc (pieces that take their own, d: 50 positions) and tests/data/multileg_unload.inc
// (pieces that unload, u: 50 positions with such moves). A pass (the lion's mabK: out and back,
// FROM = TO) is a move in both.
#include <doctest/doctest.h>

#include <span>
#include <string>
#include <string_view>

#include "ferz/dynamic_instances.hpp"
#include <support/multileg.hpp>
#include <support/multileg_rows.hpp>

namespace {

using multileg::oracle_row;
struct perft_row {
    int files, ranks;
    std::string_view board, side, pieces;
    unsigned long long nodes;
};
constexpr perft_row perft_rows[] = {
#include "data/multileg_perft.inc"
};

std::string fen_of(std::string_view board, std::string_view side) { return std::string(board) + " " + std::string(side) + " - - 0 1"; }

}  // namespace

TEST_CASE("a king next to a draughts man that can jump it is in check (issue 16's repro)") {
    // M = fmFfcafmF: Black's man on e5 captures d4 on the way to c3. White's king must step out of
    // that; the wazir on a1 can do nothing about it (XBoard's generator: the same 8 moves).
    CHECK(multileg::moves_text(8, 8, "M=fmFfcafmF W=W", "8/8/8/4m3/3K4/8/8/W5k1 w - - 0 1") ==
          "d4c3 d4c4 d4c5 d4d3 d4d5 d4e3 d4e4 d4e5");
    // With the wazir on c3 the man cannot land there: no check, but the wazir is pinned (if it moves,
    // the man can jump the king), so only the king moves (XBoard's generator: the same 7).
    CHECK(multileg::moves_text(8, 8, "M=fmFfcafmF W=W", "8/8/8/4m3/3K4/2W5/8/6k1 w - - 0 1") == "d4c4 d4c5 d4d3 d4d5 d4e3 d4e4 d4e5");
    // Black to move in the first: White's king stands in check, which a FEN may not leave.
    CHECK(multileg::moves_text(8, 8, "M=fmFfcafmF W=W", "8/8/8/4m3/3K4/8/8/W5k1 b - - 0 1").starts_with("error:"));
    // A rifle (mRcaibR) shoots along its lines and stays: the king on its file, with nothing between,
    // is in check and must step off the file; a piece between shields it and may be shot.
    CHECK(multileg::moves_text(8, 8, "R=mRcaibR", "3k4/8/8/8/8/8/8/3R3K b - - 0 1") == "d8c7 d8c8 d8e7 d8e8");
    CHECK(multileg::moves_text(8, 8, "R=mRcaibR", "3k4/8/8/8/8/8/8/3R3K w - - 0 1").starts_with("error:"));
    CHECK(multileg::moves_text(8, 8, "R=mRcaibR", "3k4/3r4/8/8/8/8/8/3R3K w - - 0 1") ==
          "d1a1 d1b1 d1c1 d1d1xd7 d1d2 d1d3 d1d4 d1d5 d1d6 d1e1 d1f1 d1g1 h1g1 h1g2 h1h2");
}

TEST_CASE("moves that take two or three pieces on their way") {
    // The draughts man with the double jump (fmFfcafmFfcafmafcafmF), example 4 of XBoard's generator's
    // README (shared/tools/oracle-xbetza): on b2, black men on c3 and e5; it steps, jumps c3, or jumps
    // c3 and e5. With f6 taken, the double jump has nowhere to land.
    CHECK(multileg::moves_text(8, 8, "M=fmFfcafmFfcafmafcafmF", "7k/8/8/4m3/8/2m5/1M6/7K w - - 0 1") ==
          "b2a3 b2d4xc3 b2f6xc3xe5 h1g1 h1g2 h1h2");
    CHECK(multileg::moves_text(8, 8, "M=fmFfcafmFfcafmafcafmF", "7k/8/5m2/4m3/8/2m5/1M6/7K w - - 0 1") ==
          "b2a3 b2d4xc3 h1g1 h1g2 h1h2");
    // A wazir that also takes a line of one, two or three pieces, landing beyond
    // (WcafmWcafcafmWcafcafcafmW), on a1 with enemies on a2, a3 and a4: a1a5 takes all three.
    CHECK(multileg::moves_text(8, 8, "T=WcafmWcafcafmWcafcafcafmW", "7k/8/8/8/t7/t7/t7/T6K w - - 0 1") ==
          "a1a2 a1a5xa2xa3xa4 a1b1 h1g1 h1g2 h1h2");
    // A king second in a line such a piece takes is in check: a FEN that leaves White so, with Black
    // to move, is refused.
    CHECK(multileg::moves_text(8, 8, "T=WcafmWcafcafmWcafcafcafmW", "8/8/8/8/K7/T7/t7/7k b - - 0 1").starts_with("error:"));
}

TEST_CASE("Fairy-Max's falcon and bifurcators, as XBoard's generator moves them") {
    // Fairy-Max (Debian's fairymax, fmax.ini) sends these `piece` lines; the move lists are XBoard's
    // generator's (shared/tools/oracle-xbetza: `sh divide -r K FEN K=K ...`). The falcon's chain starts
    // with an empty leg (every direction, to an empty square): three steps, bending 45 degrees twice.
    CHECK(multileg::moves_text(8, 8, "F=aflafrKafraflKafafsKafsafK", "7k/8/8/8/3F4/8/8/K7 w - - 0 1") ==
          "a1a2 a1b1 a1b2 d4a2 d4a3 d4a5 d4a6 d4b1 d4b7 d4c1 d4c7 d4e1 d4e7 d4f1 d4f7 d4g2 d4g3 d4g5 d4g6");
    // The bifurcator (BtgabyabsB): a bishop that, meeting a piece of its own (t: own pieces only as the
    // hurdle of the g leg), steps back and turns aside along the lines beside it (here off the king on
    // a1 too: d4a2, d4b1).
    CHECK(multileg::moves_text(8, 8, "B=BtgabyabsB N=N", "7k/8/5N2/8/3B4/8/8/K7 w - - 0 1") ==
          "a1a2 a1b1 a1b2 d4a2 d4a7 d4b1 d4b2 d4b6 d4c3 d4c5 d4e3 d4e5 d4e6 d4e7 d4e8 d4f2 d4f5 d4g1 d4g5 d4h5 "
          "f6d5 f6d7 f6e4 f6e8 f6g4 f6g8 f6h5 f6h7");
    CHECK(multileg::moves_text(8, 8, "B=BtgabyabsB N=N", "7k/8/5n2/8/3B4/8/8/K7 w - - 0 1") ==
          "a1a2 a1b1 a1b2 d4a2 d4a7 d4b1 d4b2 d4b6 d4c3 d4c5 d4e3 d4e5 d4f2 d4f6 d4g1");
    CHECK(multileg::moves_text(8, 8, "R=RtgabyabsR N=N", "7k/8/8/8/3N4/8/8/K2R4 w - - 0 1") ==
          "a1a2 a1b1 a1b2 d1a2 d1a6 d1b1 d1b5 d1c1 d1c4 d1d2 d1d3 d1e1 d1e4 d1f1 d1f5 d1g1 d1g6 d1h1 d1h7 "
          "d4b3 d4b5 d4c2 d4c6 d4e2 d4e6 d4f3 d4f5");
}

TEST_CASE("pieces of a cylinder board (o), as XBoard's generator moves them") {
    // Fairy-Max's cylinder chess sends `piece N& oN` and the like: the files wrap around. The queen on
    // h1 meets its own king on a1 going right, and reaches d5 two ways (once in XBoard's list); the
    // knight on a2 lands on g1, g3 and h4 across the edge (sh divide -r K FEN K=K Q=oQ / N=oN).
    CHECK(multileg::moves_text(8, 8, "Q=oQ", "5k2/8/8/8/8/8/8/K6Q w - - 0 1") ==
          "a1a2 a1b1 a1b2 h1a2 h1a8 h1b1 h1b3 h1b7 h1c1 h1c4 h1c6 h1d1 h1d5 h1e1 h1e4 h1e6 h1f1 h1f3 h1f7 h1g1 h1g2 h1g8 "
          "h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8");
    CHECK(multileg::moves_text(8, 8, "N=oN", "7k/8/8/8/8/8/N7/K7 w - - 0 1") == "a1b1 a1b2 a2b4 a2c1 a2c3 a2g1 a2g3 a2h4");
    // Black's king on a2, in check across the edge from the queen on h1, cannot go to a1, b1 (the first
    // rank, round the edge) or b3 (the same diagonal): 2 moves; against a flat queen, 5.
    CHECK(multileg::moves_text(8, 8, "Q=oQ", "8/8/8/8/8/8/k7/6KQ b - - 0 1") == "a2a3 a2b2");
    CHECK(multileg::moves_text(8, 8, "Q=Q", "8/8/8/8/8/8/k7/6KQ b - - 0 1") == "a2a1 a2a3 a2b1 a2b2 a2b3");
    // A cylinder cannon (moRcpoR, written in XBoard's order of modifiers: it reads `omR` as `oR`) on h4
    // checks the king on e4 over the knight on b4, round the edge; the knight may step away, after which
    // the cannon's line, round the board, meets its own square and stops (XBoard's generator: 12 moves).
    CHECK(multileg::moves_text(8, 8, "O=moRcpoR N=N", "8/n1k5/8/8/1N2K2o/8/8/8 w - - 0 1") ==
          "b4a2 b4a6 b4c2 b4c6 b4d3 b4d5 e4d3 e4d5 e4e3 e4e5 e4f3 e4f5");
}

TEST_CASE("pieces of a torus board (oo): the ranks wrap around too") {
    // XBoard's generator has no torus, so these lists come from a second walk written the simplest way
    // (each step taken modulo the board's files and ranks, stopping where it meets a piece or, round the
    // board, its own square, as on a cylinder). A queen on d4 of an empty torus reaches the other 7
    // squares of its file, rank and both diagonals, which share h8: 27 squares.
    CHECK(multileg::moves_text(8, 8, "Q=ooQ", "8/1K6/8/8/3Q4/8/6k1/8 w - - 0 1") ==
          "b7a6 b7a7 b7a8 b7b6 b7b8 b7c6 b7c7 b7c8 d4a1 d4a4 d4a7 d4b2 d4b4 d4b6 d4c3 d4c4 d4c5 d4d1 d4d2 d4d3 "
          "d4d5 d4d6 d4d7 d4d8 d4e3 d4e4 d4e5 d4f2 d4f4 d4f6 d4g1 d4g4 d4g7 d4h4 d4h8");
    // A knight in the corner leaps across both edges.
    CHECK(multileg::moves_text(8, 8, "N=ooN", "8/8/8/4K3/8/8/8/N3k3 w - - 0 1") ==
          "a1b3 a1b7 a1c2 a1c8 a1g2 a1g8 a1h3 a1h7 e5d4 e5d5 e5d6 e5e4 e5e6 e5f4 e5f5 e5f6");
    // A rook on d2 checks the king on d8 across the bottom edge (d1, then d8): with White to move the
    // position is refused; Black's king may not step to d7 (still on the line once d8 is empty), and the
    // knight, pinned from below as well, can neither take the rook nor reach d1: 4 moves. On a flat
    // board, no check: the pinned knight stays, the king has 5.
    CHECK(multileg::moves_text(8, 8, "R=ooR N=N", "3k4/8/8/3n4/7K/8/3R4/8 w - - 0 1").starts_with("error:"));
    CHECK(multileg::moves_text(8, 8, "R=ooR N=N", "3k4/8/8/3n4/7K/8/3R4/8 b - - 0 1") == "d8c7 d8c8 d8e7 d8e8");
    CHECK(multileg::moves_text(8, 8, "R=R N=N", "3k4/8/8/3n4/7K/8/3R4/8 b - - 0 1") == "d8c7 d8c8 d8d7 d8e7 d8e8");
    // Perft 3 by that second walk (tests/oracle/second_walk_check.py's perft(); its random positions agree with
    // ferz: 600 at depth 2, 150 at depth 3, 40 at depth 4, none differ).
    CHECK(multileg::moves_text(8, 8, "R=ooR N=ooN Q=ooQ", "r1n1k1n1/8/8/3q4/8/8/1N6/R3K2Q w - - 0 1", 3) == "3420");
}

TEST_CASE("crooked and circular riders (z, q): the Rose and the Boyscout") {
    // XBoard's generator has neither; the lists come from the second walk of
    // tests/oracle/second_walk_check.py (TURNING=1): a crooked rider's steps go first, turned, first,
    // turned ...; a circular one's turn at every step, the same way (betza::turned: the neighbouring
    // image of an oblique step, 90 degrees for the others), both senses. The Rose (qN) in the middle of
    // a 15x15 board reaches 32 squares round its eight circles.
    CHECK(multileg::moves_text(15, 15, "O=qN", "15/15/15/15/15/15/15/7O7/15/15/15/15/15/15/K13k w - - 0 1") ==
          "a1a2 a1b1 a1b2 h8b8 h8c10 h8c6 h8d12 h8d4 h8d8 h8e11 h8e5 h8f13 h8f3 h8f7 h8f9 h8g10 h8g6 h8h12 h8h14 h8h2 "
          "h8h4 h8i10 h8i6 h8j13 h8j3 h8j7 h8j9 h8k11 h8k5 h8l12 h8l4 h8l8 h8m10 h8m6 h8n8");
    // The Boyscout (zB) zigzags: d4-e5-f4-g5-h4, d4-c5-b4-a5 ...
    CHECK(multileg::moves_text(8, 8, "Y=zB", "8/8/8/8/3Y4/8/8/K6k w - - 0 1") ==
          "a1a2 a1b1 a1b2 d4a3 d4a5 d4b4 d4c1 d4c3 d4c5 d4c7 d4d2 d4d6 d4d8 d4e1 d4e3 d4e5 d4e7 d4f4 d4g3 d4g5 d4h4");
    // Perft 3 with the Rose, the Boyscout, a circular wazir and a crooked nightrider, by that second walk
    // (its random positions agree with ferz: 600 at depth 2, 150 at depth 3, none differ).
    CHECK(multileg::moves_text(8, 8, "O=qN Y=zB W=qW V=zN", "k7/1v6/2o5/8/4Y3/8/3w4/W3K2O w - - 0 1", 3) == "2039");
    // K and Q turn 45 or 90 degrees, which no source settles: not compiled yet.
    CHECK(multileg::moves_text(8, 8, "Y=qK", "8/8/8/8/3Y4/8/8/K6k w - - 0 1").starts_with("error:"));
}

TEST_CASE("null moves (O0): the piece's pass") {
    // XBoard ignores O; ferz reads it as the 2013 page has it (the piece passes), a move from its
    // square to itself as the lion's pass is. Counted by hand: the wazir on d1 has its 3 steps and the
    // pass; pinned by the rook on h1, it keeps the rank and the pass; perft 2: 7 moves x 3 replies.
    CHECK(multileg::moves_text(8, 8, "P=WO0", "7k/8/8/8/8/8/8/K2P4 w - - 0 1") == "a1a2 a1b1 a1b2 d1c1 d1d1 d1d2 d1e1");
    CHECK(multileg::moves_text(8, 8, "P=WO0 R=R", "7k/8/8/8/8/8/8/K2P3r w - - 0 1") == "a1a2 a1b1 a1b2 d1c1 d1d1 d1e1");
    CHECK(multileg::moves_text(8, 8, "P=WO0", "7k/8/8/8/8/8/8/K2P4 w - - 0 1", 2) == "21");
    // In check, a pass is no answer: the king on a1, checked by the rook on a8, must step aside.
    CHECK(multileg::moves_text(8, 8, "P=WO0 R=R", "r6k/8/8/8/8/8/8/K2P4 w - - 0 1") == "a1b1 a1b2");
}

TEST_CASE("pieces that take their own (d), as XBoard's generator moves them") {
    // The move lists are XBoard's generator's (sh divide -r K FEN K=K ...; its dSQ, an own piece taken on
    // the way, written xSQ as ferz writes every piece taken). A knight that may land on its own (NdN):
    CHECK(multileg::moves_text(8, 8, "I=NdN N=N", "7k/8/4N3/8/3I4/8/8/K7 w - - 0 1") ==
          "a1a2 a1b1 a1b2 d4b3 d4b5 d4c2 d4c6 d4e2 d4e6 d4f3 d4f5 e6c5 e6c7 e6d8 e6f4 e6f8 e6g5 e6g7");
    // A rook that takes an own piece and rides on beyond it (RdafR), never stopping on it:
    CHECK(multileg::moves_text(8, 8, "W=RdafR N=N", "7k/8/8/8/W2N3n/8/8/K7 w - - 0 1") ==
          "a1a2 a1b1 a1b2 a4a2 a4a3 a4a5 a4a6 a4a7 a4a8 a4b4 a4c4 a4e4xd4 a4f4xd4 a4g4xd4 a4h4xd4 "
          "d4b3 d4b5 d4c2 d4c6 d4e2 d4e6 d4f3 d4f5");
    // XBoard's generator lets it take its own king too (a1c1db1); no move of ferz takes a royal of
    // its own, so a1c1 is not a move here.
    CHECK(multileg::moves_text(8, 8, "W=RdafR N=N", "7k/8/8/8/8/8/8/WK1N4 w - - 0 1") ==
          "a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 b1a2 b1b2 b1c1 b1c2 d1b2 d1c3 d1e3 d1f2");
    // Nor does an attack need it: the black rook on b6 reaches the white king on f6 only by taking its
    // own king on d6 (XBoard lists b6f6dd6), which is no check, so the position is one to play, and
    // the white king may step onto that line (f5f6, f5g6; XBoard's harness, counting any reply, has 4).
    CHECK(multileg::moves_text(8, 8, "W=RdafR", "8/8/1w1k1K2/8/8/8/8/8 b - - 0 1") ==
          "b6a6 b6b1 b6b2 b6b3 b6b4 b6b5 b6b7 b6b8 b6c6 d6c5 d6c6 d6c7 d6d5 d6d7");
    CHECK(multileg::moves_text(8, 8, "W=RdafR", "8/8/1w1k4/5K2/8/8/8/8 w - - 0 1") == "f5e4 f5f4 f5f6 f5g4 f5g5 f5g6");
}

TEST_CASE("pieces that unload (u), as XBoard's generator moves them") {
    // XBoard's Swap (sh divide FEN K=K ...; its `=S`, and `u`SQ for the empty square the last leg starts
    // from): the piece where the move lands goes there, or to the mover's square. The harness's legal
    // filter does not make the unload, so legality is read from the board after it, by hand.
    // A rook that swaps with the enemy it meets (umcR): on a1 it would put the rook of a5 on a1, where
    // it checks the king on g1 (XBoard's pseudo-legal list has a1a5=S); the queen it swaps with from a4
    // checks nothing on a1, with the king on h2. (XBoard writes =S on its moves to empty squares too.)
    CHECK(multileg::moves_text(8, 8, "V=umcR R=R", "4k3/8/8/r7/8/8/8/V5K1 w - - 0 1") ==
          "a1a2 a1a3 a1a4 a1b1 a1c1 a1d1 a1e1 a1f1 g1f1 g1f2 g1g2 g1h1 g1h2");
    CHECK(multileg::moves_text(8, 8, "V=umcR Q=Q", "4k3/8/8/8/q7/8/7K/V7 w - - 0 1") ==
          "a1a2 a1a3 a1a4=S a1b1 a1c1 a1d1 a1e1 a1f1 a1g1 a1h1 h2g1 h2g2 h2g3 h2h1 h2h3");
    // A swapper of own neighbours (udK) changes places with its king too.
    CHECK(multileg::moves_text(8, 8, "S=udK", "7k/8/8/8/8/8/8/KS6 w - - 0 1") == "a1a2 a1b2 b1a1=S");
    // A puller (mafucW): to the empty c3, then onto the queen on c4, which goes to c3. With the king on
    // a1 the queen would check it from c3 (XBoard's pseudo-legal list has it, and a1a2, which the
    // queen on c4 sees): neither is legal.
    CHECK(multileg::moves_text(8, 8, "O=mafucW Q=Q", "7k/8/8/8/2q5/8/2O5/7K w - - 0 1") == "c2c4uc3=S h1g1 h1g2 h1h2");
    CHECK(multileg::moves_text(8, 8, "O=mafucW Q=Q", "7k/8/8/8/2q5/8/2O5/K7 w - - 0 1") == "a1b1 a1b2");
}

TEST_CASE("legal moves with multi-leg pieces and royals, as XBoard's generator finds them") {
    for (const std::span<const oracle_row> rows : multileg::all_rows)
        for (const oracle_row& r : rows) {
            const std::string fen = fen_of(r.board, r.side);
            CAPTURE(fen);
            CAPTURE(r.pieces);
            CHECK(multileg::moves_text(r.files, r.ranks, r.pieces, fen) == r.moves);
        }
}

TEST_CASE("perft with multi-leg pieces and royals, XBoard's generator walked by a plain make()") {
    // `tests/oracle/multileg-check.sh perft 3 300 5`: the oracle lists each position's legal moves, the
    // script makes each on a plain board (the piece goes from FROM to TO, pieces taken on the way
    // vanish) and asks again. 168 positions agree, 132 both refuse, none differ (2026-11-29); the rows
    // of up to 250,000 nodes are kept, and 20 each of crowded boards of pieces that take two or three on
    // their way, of pieces that take their own (d) and of pieces that unload (u: the piece on TO goes to
    // the uSQ relay or FROM), the file says how. ferz's perft makes and unmakes its own moves (the key
    // checked).
    for (const perft_row& r : perft_rows) {
        const std::string fen = fen_of(r.board, r.side);
        CAPTURE(fen);
        CAPTURE(r.pieces);
        CHECK(multileg::moves_text(r.files, r.ranks, r.pieces, fen, 3) == std::to_string(r.nodes));
    }
}
