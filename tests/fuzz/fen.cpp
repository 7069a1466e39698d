// tests/fuzz/fen.cpp: FEN text, then everything a parsed position must survive.
//
// The bytes are read as a FEN of orthodox chess, Chess960 and Capablanca chess, and of the variants
// with their own FEN fields: janggi (10 ranks, passes), cambodian (gates, a counting field), sittuyin
// (hands), troitzky (walls) and wolf. Whatever parses is
// played on: legal moves are generated, a few (chosen by the input's bytes) are made and unmade, the
// incremental key is checked against a key computed from scratch, and every FEN written is read
// back to the same FEN. Positions need not be legal chess (no king, two kings, the side not to move
// in check): nothing may crash on them. Every move's UCI text must read back as that move, and the
// input is also tried as a move string.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "ferz/movegen/generate.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/position.hpp"
#include "ferz/variants/fairy.hpp"
#include "ferz/variants/large.hpp"
#include "ferz/variants/makruk.hpp"
#include "ferz/variants/xiangqi.hpp"

namespace {

void check(bool ok) {
    if (!ok) std::abort();
}

// Written FEN -> read -> written again must be the same text, and the key must be the same position's.
template <class V>
void check_round_trip(const ferz::position<V>& pos) {
    const std::string fen = ferz::to_fen(pos);
    auto again = ferz::position<V>::from_fen(fen);
    check(again.has_value());
    check(ferz::to_fen(*again) == fen);
    check(again->key() == again->compute_key());
}

template <class V>
void run(std::string_view text, const std::uint8_t* data, std::size_t size) {
    auto parsed = ferz::position<V>::from_fen(text);
    if (!parsed) {
        check(parsed.error().column >= 1 && static_cast<std::size_t>(parsed.error().column) <= text.size() + 1);
        check(!parsed.error().message().empty());
        return;
    }
    ferz::position<V> pos = *parsed;
    check(pos.key() == pos.compute_key());
    check_round_trip(pos);
    const std::string start = ferz::to_fen(pos);
    const std::uint64_t start_key = pos.key();
    (void)ferz::parse_uci(pos, text);

    int made = 0;
    for (std::size_t ply = 0; ply < 6; ++ply) {
        const auto moves = ferz::legal_moves(pos);
        check(moves.size() == ferz::count_legal_moves(pos));
        for (const ferz::move m : moves) {
            auto back = ferz::parse_uci(pos, ferz::to_uci(pos, m));
            check(back.has_value() && *back == m);
        }
        if (moves.empty()) break;
        const std::size_t pick = size ? data[(ply * 7) % size] : 0;
        pos.make(moves[pick % moves.size()]);
        ++made;
        check(pos.key() == pos.compute_key());
        check_round_trip(pos);
    }
    while (made--) pos.unmake();
    check(pos.key() == start_key);
    check(ferz::to_fen(pos) == start);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 512) return 0;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    run<ferz::variants::chess>(text, data, size);
    run<ferz::variants::fischerandom>(text, data, size);
    run<ferz::variants::capablanca>(text, data, size);
    run<ferz::variants::janggi>(text, data, size);
    run<ferz::variants::cambodian>(text, data, size);
    run<ferz::variants::sittuyin>(text, data, size);
    run<ferz::variants::troitzky>(text, data, size);
    run<ferz::variants::wolf>(text, data, size);
    return 0;
}
