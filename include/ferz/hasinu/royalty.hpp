// ferz/hasinu/royalty.hpp: what a Ħasínū `royal()` term says about its piece.
//
// royal() is not a move: it makes the piece royal (HASINU.md §3, §4). Where a piece is being defined
// it becomes the piece's royal trait; where only a move text is asked for it is an error
// (errc::royal_not_here). XBetza → Ħasínū appends it when the caller says the piece is royal.
#pragma once

#include <cstdint>

namespace ferz::hasinu {

enum class royalty : std::uint8_t {
    none,   // no royal() term
    plain,  // royal()
    all,    // royal(A): every royal piece of the side must survive
    one,    // royal(O): one royal piece of the side must survive
};

}  // namespace ferz::hasinu
