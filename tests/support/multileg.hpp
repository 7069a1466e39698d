// Positions with multi-leg pieces and a royal king, as tests/oracle/multileg-check.sh hands them to
// XBoard's generator (shared/tools/oracle-xbetza) and to ferz: a definition made from the pieces, and
// ferz's legal moves written as the oracle writes them (FROM TO, then `x`SQ for a piece captured on
// the way; a rifle or igui capture has FROM = TO, and so has a pass, without an x; a move that unloads,
// XBetza u, ends in `u`SQ where that is not FROM, and `=S`), sorted.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/ferz.hpp"

namespace multileg {

// A board of `files` x `ranks` with the pieces `pieces` ("M=fmFfcafmF R=mRcaibR ..."; K, the royal
// king, is added), whose start position is `fen`. No castling (the king has no `O`), promotion or
// drops.
inline ferz::variant_def definition(int files, int ranks, std::string_view pieces, std::string_view fen) {
    ferz::variant_def d;
    d.name = "multileg";
    d.files = files;
    d.ranks = ranks;
    d.pieces.add(ferz::piece('K', "K", ferz::royal));
    for (std::size_t at = 0; at < pieces.size();) {
        std::size_t end = pieces.find(' ', at);
        if (end == std::string_view::npos) end = pieces.size();
        const std::string_view item = pieces.substr(at, end - at);
        if (item.size() > 2 && item[1] == '=') d.pieces.add(ferz::piece(item[0], item.substr(2)));
        at = end + 1;
    }
    d.start_fen = fen;
    return d;
}

// The legal moves of `pos` as the oracle writes them, sorted (byte order, as its `moves` line).
template <class Position>
std::vector<std::string> moves_of(const Position& pos) {
    const auto& geo = pos.model().geo;
    std::vector<std::string> out;
    for (const ferz::move m : ferz::legal_move_vector(pos)) {
        std::string text = ferz::square_name(geo, m.from()) + ferz::square_name(geo, m.to());
        if (m.kind() == ferz::move_kind::locust)
            for (int i = 0; i < m.victim_count(); ++i) text += "x" + ferz::square_name(geo, m.victim(i));
        // XBetza u, as the oracle writes XBoard's Swap: the empty relay the last leg starts from, `=S`.
        if (m.has_unload()) text += (m.unload() != m.from() ? "u" + ferz::square_name(geo, m.unload()) : "") + "=S";
        out.push_back(text);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

// The legal moves of the position `fen` on that board, joined by spaces (with `depth` > 0: its perft to
// that depth, the key checked after make and unmake); "error: ..." if ferz refuses the definition or
// the position.
inline std::string moves_text(int files, int ranks, std::string_view pieces, std::string_view fen, int depth = 0) {
    const ferz::variant_def d = definition(files, ranks, pieces, fen);
    auto text = [&](auto variant) -> std::string {
        using pos_t = ferz::position<typename decltype(variant)::element_type::variant>;
        auto pos = pos_t::from_fen(variant, fen);
        if (!pos) return "error: " + pos.error().message();
        if (depth > 0) {
            const std::uint64_t key = pos->key();
            const std::uint64_t n = ferz::perft(*pos, depth);
            return pos->key() == key ? std::to_string(n) : "error: make and unmake changed the key";
        }
        std::string line;
        for (const std::string& m : moves_of(*pos)) line += (line.empty() ? "" : " ") + m;
        return line;
    };
    const auto r = files * ranks <= 64 ? ferz::with_dynamic_variant<64>(d, text)
                   : files * ranks <= 128 ? ferz::with_dynamic_variant<128>(d, text)
                                          : ferz::with_dynamic_variant<256>(d, text);
    if (!r) return "error: " + r.error().message();
    return *r;
}

}  // namespace multileg
