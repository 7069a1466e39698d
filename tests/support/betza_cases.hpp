// tests/support/betza_cases.hpp: the descriptors the XBetza tests use, in one list.
//
// The canonical-text test runs over every valid descriptor any other test names, so they live here:
// the piece table of XBETZA.md §7, the worked examples of §5.2, the direction rows of §4.3-4.6 and
// the extras (castling, drops, U, I, suffixes, repetition groups).
#pragma once

#include <string_view>

namespace betza_test {

inline constexpr std::string_view piece_table[] = {
    "KisO2", "KisO3", "Q", "R", "B", "N", "K", "fmWfceFifmnD", "ifmnDfmWfceF", "fmWfcF", "fmFfceWifmnA",
    "F", "W", "A", "D", "H", "G", "C", "Z", "FX", "mpafmpafmpafsW", "N0", "NN", "qN", "zB", "gQ",
    "BN", "RN", "QN", "mNcB", "mBcN", "NC", "NAD", "WAD", "FC", "fW", "fR", "ffN", "fN", "FfW", "WfF",
    "RF", "BW", "mafsW", "mafF", "mRcpR", "fsW", "mafsmafW", "pR", "KNADcaKcabKmabK", "FD", "WA",
    "FsfW", "FsbW", "fFvW", "FvW", "vW", "sRvW", "vRsW", "vR", "BsbRfWfDfcafWfmcabW",
    "RbBfFfAfcafFfmcabF", "FyafsF", "WyafsW", "mafsF", "mBcpB", "mQcpQ", "fmFfcafmF", "mRcaibR",
    "RmasR", "mQcabyafmK",
};

inline constexpr std::string_view worked_examples[] = {
    "mafsW", "mafF", "mafsmafW", "FyafsF", "WyafsW", "gQ", "gafK", "gafsR", "fmFfcafmF",
    "KNADcaKcabKmabK", "mRcaibR", "mRcabR", "RmasR", "mQcabyafmK", "BsbRfWfDfcafWfmcabW",
    "RbBfFfAfcafFfmcabF", "gabyabsR", "mpafN",
};

inline constexpr std::string_view direction_rows[] = {
    // §4.3 orthogonal
    "fW", "bW", "lW", "rW", "vW", "sW", "frW", "fsW", "fD", "sH", "fR", "bR", "sR", "vR", "flR",
    // §4.4 diagonal
    "fF", "bF", "lF", "rF", "frF", "rfF", "flF", "brF", "blF", "vF", "sF", "fsF", "fA", "lG", "fB",
    "frB", "fsB", "ffF",
    // §4.5 oblique
    "fN", "ffN", "bN", "bbN", "lN", "llN", "rN", "rrN", "fsN", "bsN", "lvN", "rvN", "fhN", "bhN",
    "lhN", "rhN", "rfN", "lfN", "frN", "flN", "brN", "blN", "rbN", "lbN", "hrN", "hlN", "ffrrN",
    "vN", "sN", "fC", "frZ", "hlC", "fN0", "lfN0",
    // §4.6 K system
    "fK", "ffK", "frK", "rfK", "fsK", "fhK", "sK", "vK", "bK", "blK", "fQ", "frQ", "fsQ", "fhQ",
    "sQ", "lvK", "bsK",
};

inline constexpr std::string_view extras[] = {
    "isO2", "lO2", "rjO3", "O", "iuO", "@", "j@7", "fWff@6", "fR@8", "fN@7", "ss@5", "c@0", "mcn@3",
    "U", "cU", "I", "bI", "mI", "WX", "DX", "NX", "AY", "NY", "CY", "ZY", "GX", "FXFX", "(caf)6mkB",
    "N(ca)2fB", "oR", "ooW2", "jR", "jN", "nN", "nZ", "inD", "nnA", "ifmnW2", "kQ", "mkR", "dK",
    "eF", "xK", "uK", "maW", "maK", "caK", "mafK", "W4", "R4", "K2", "Q3", "N2", "D0", "mcW", "cmK",
    "KF", "WfW", "LJ", "WW", "FF", "pN", "gK", "mpcafR", "cpR", "yafsR", "zR", "qW", "mcdeK",
    "lrO2", "sbfhcafK",
};

}  // namespace betza_test
