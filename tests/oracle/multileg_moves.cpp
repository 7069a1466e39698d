// tests/oracle/multileg_moves.cpp: ferz's legal moves of positions with multi-leg pieces, one line in,
// one line out, for tests/oracle/multileg-check.sh to compare with XBoard's generator. Each input line:
//   FILES RANKS FEN-BOARD SIDE [depth=D] L=XBETZA ...      (K, the royal king, is always there)
// Each output line: the legal moves as tests/support/multileg.hpp writes them (with depth=D: the perft
// count to depth D), or "error: ...".
#include <iostream>
#include <sstream>
#include <string>

#include <support/multileg.hpp>

int main() {
    std::string line;
    while (std::getline(std::cin, line)) {
        std::istringstream in(line);
        int files = 0, ranks = 0, depth = 0;
        std::string board, side, piece, pieces;
        in >> files >> ranks >> board >> side;
        while (in >> piece) {
            if (piece.starts_with("depth=")) depth = std::stoi(piece.substr(6));
            else pieces += (pieces.empty() ? "" : " ") + piece;
        }
        std::cout << multileg::moves_text(files, ranks, pieces, board + " " + side + " - - 0 1", depth) << '\n';
    }
}
