// ferz/hasinu.hpp: the Ħasínū ↔ XBetza translator in one include (docs/hasinu.md).
//
// Ħasínū is a rival notation for piece moves (radial terms `n4dD`, oblique terms `(1,2)abch`, bent
// terms `1×4dD &t n4dO`, functions `m()`, `c()`, `i()`, `atmove(1, …)`, `royal()`). ferz translates
// it to XBetza that its compiler reads (hasinu/to_betza.hpp), at compile time and at run time, and
// XBetza to canonical Ħasínū read from the compiled paths (hasinu/to_hasinu.hpp). HASINU.md (in the
// project's shared specification) fixes the translatable subset and every reading.
#pragma once

#include "ferz/hasinu/errors.hpp"
#include "ferz/hasinu/parser.hpp"
#include "ferz/hasinu/piece.hpp"
#include "ferz/hasinu/royalty.hpp"
#include "ferz/hasinu/to_betza.hpp"
#include "ferz/hasinu/to_hasinu.hpp"
