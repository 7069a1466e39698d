// Perft driver for nkarve's surge (MIT), used by benchmarks/peers.sh; linked with surge's
// position.cpp, tables.cpp and types.cpp.
// Usage: surge_perft "FEN" DEPTH   prints "nodes N seconds S".
// Counts like ferz-perft: legal moves, bulk count at the last ply, one thread.
#include "position.h"
#include "tables.h"
#include "types.h"

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <iostream>

namespace {
template <Color Us>
std::uint64_t perft(Position& p, int depth) {
    MoveList<Us> list(p);
    if (depth == 1) return list.size();
    std::uint64_t nodes = 0;
    for (Move move : list) {
        p.play<Us>(move);
        nodes += perft<~Us>(p, depth - 1);
        p.undo<Us>(move);
    }
    return nodes;
}
}  // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::cerr << "usage: surge_perft FEN DEPTH\n";
        return 2;
    }
    initialise_all_databases();
    zobrist::initialise_zobrist_keys();
    Position p;
    Position::set(argv[1], p);
    const int depth = std::atoi(argv[2]);
    const auto start = std::chrono::steady_clock::now();
    const std::uint64_t nodes =
        p.turn() == WHITE ? perft<WHITE>(p, depth) : perft<BLACK>(p, depth);
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
    std::cout << "nodes " << nodes << " seconds " << took.count() << '\n';
}
