// Perft driver for Disservin's chess-library (MIT), used by benchmarks/peers.sh.
// Usage: chess_library_perft "FEN" DEPTH   prints "nodes N seconds S".
// Counts like ferz-perft: legal moves, bulk count at the last ply, one thread.
#include <chess.hpp>

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <iostream>

namespace {
std::uint64_t perft(chess::Board& board, int depth) {
    chess::Movelist moves;
    chess::movegen::legalmoves(moves, board);
    if (depth == 1) return moves.size();
    std::uint64_t nodes = 0;
    for (const auto& move : moves) {
        board.makeMove(move);
        nodes += perft(board, depth - 1);
        board.unmakeMove(move);
    }
    return nodes;
}
}  // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::cerr << "usage: chess_library_perft FEN DEPTH\n";
        return 2;
    }
    chess::Board board(argv[1]);
    const int depth = std::atoi(argv[2]);
    const auto start = std::chrono::steady_clock::now();
    const std::uint64_t nodes = perft(board, depth);
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
    std::cout << "nodes " << nodes << " seconds " << took.count() << '\n';
}
