// ferz/perft.hpp: perft — the number of leaf nodes of the legal move tree — and divide.
//
// Perft is the referee of every rule in ferz. The last ply is counted in bulk: the generator's
// counting sink adds up popcounts of legal target sets instead of listing moves.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "ferz/movegen/generate.hpp"

namespace ferz {

template <class V>
std::uint64_t perft(position<V>& pos, int depth) {
    if (depth <= 0) return 1;
    if (depth == 1) return count_legal_moves(pos);
    move_list_for<V> list;
    generate_legal(pos, list);
    std::uint64_t nodes = 0;
    auto visit = [&](move m) {
        pos.make(m);
        nodes += perft(pos, depth - 1);
        pos.unmake();
    };
    if (!list.overflowed()) [[likely]] {
        for (const move m : list) visit(m);
    } else {
        for (const move m : legal_move_vector(pos)) visit(m);
    }
    return nodes;
}

// Each legal move with the perft of the position after it (depth - 1).
template <class V>
std::vector<std::pair<move, std::uint64_t>> divide(position<V>& pos, int depth) {
    std::vector<std::pair<move, std::uint64_t>> out;
    if (depth <= 0) return out;
    for (const move m : legal_move_vector(pos)) {
        pos.make(m);
        out.emplace_back(m, perft(pos, depth - 1));
        pos.unmake();
    }
    return out;
}

}  // namespace ferz
