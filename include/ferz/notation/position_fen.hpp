// ferz/notation/position_fen.hpp: a position's FEN, with the e.p. field Stockfish-style.
//
// fen.hpp writes the fields; this header adds the one question only the generator can answer
// (is an e.p. capture legal?), so that fen.hpp stays free of move generation.
#pragma once

#include <string>

#include "ferz/movegen/generate.hpp"
#include "ferz/notation/fen.hpp"

namespace ferz {

template <class V>
std::string to_fen(const position<V>& pos) {
    return to_fen(pos, [](const position<V>& p) {
        for (const move m : legal_move_vector(p))
            if (m.kind() == move_kind::en_passant) return true;
        return false;
    });
}

}  // namespace ferz
