// ferz/betza.hpp: the XBetza compiler in one include.
//
// Turns piece descriptions in XBetza notation ("fmWfceFifmnD", "mRcpR", "KNADcaKcabKmabK") into
// fully directed legs (betza/legs.hpp), at compile time (compile<"...">(), a typo is a compile error
// naming its kind and column) or at run time (compile(text), an error value). See betza/compile.hpp
// for the entry points, betza/parser.hpp for the grammar and betza/expand.hpp for the semantics.
#pragma once

#include "ferz/betza/atoms.hpp"
#include "ferz/betza/canonical.hpp"
#include "ferz/betza/compile.hpp"
#include "ferz/betza/diagnostics.hpp"
#include "ferz/betza/directions.hpp"
#include "ferz/betza/errors.hpp"
#include "ferz/betza/expand.hpp"
#include "ferz/betza/fixed_string.hpp"
#include "ferz/betza/legs.hpp"
#include "ferz/betza/parser.hpp"
