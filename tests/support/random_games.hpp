// tests/support/random_games.hpp: long fixed-seed random games that check make/unmake bookkeeping.
//
// Every ply: the incremental key equals the key computed from scratch, and the written FEN reads
// back to itself; is_legal agrees with the generated list for every legal move (also as built from
// its squares by hand) and for a hand-made move from each of the mover's pieces to a random square;
// unmaking every move then returns each earlier FEN and key exactly.
#pragma once

#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/game.hpp"
#include "ferz/movegen/generate.hpp"
#include "ferz/movegen/is_legal.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/position.hpp"
#include "ferz/zobrist.hpp"

namespace ferz::testing {

struct game_stats {
    long plies = 0;
    long captures = 0, castlings = 0, en_passants = 0, promotions = 0, drops = 0;
};

template <class V>
game_stats random_games(std::string_view fen, int games, int max_plies, std::uint64_t seed = 2024) {
    CAPTURE(V::name);
    CAPTURE(fen);
    game_stats stats;
    for (int g = 0; g < games; ++g) {
        auto parsed = fen == "startpos" ? result<position<V>, fen_error>(position<V>{}) : position<V>::from_fen(fen);
        REQUIRE_MESSAGE(parsed.has_value(), (parsed ? "" : parsed.error().message()));
        position<V> pos = *parsed;
        std::vector<std::string> fens{to_fen(pos)};
        std::vector<std::uint64_t> keys{pos.key()};
        for (int ply = 0; ply < max_plies; ++ply) {
            const auto moves = legal_moves(pos);
            for (const move m : moves) {
                REQUIRE(legal_move(pos, m) == m);
                REQUIRE(legal_move(pos, m.with_ep_source(0)) == m);
            }
            for (const int from : pos.pieces(pos.side_to_move())) {
                const move guess(from, static_cast<int>(splitmix64(seed) % static_cast<std::uint64_t>(variant_traits<V>::squares)));
                bool listed = false;
                for (const move m : moves) listed = listed || m.with_ep_source(0) == guess;
                REQUIRE(is_legal(pos, guess) == listed);
            }
            CHECK(game_result(pos).over() == (moves.empty() || game_result(pos).reason > game_end::stalemate));
            if (moves.empty()) break;
            const move m = moves[static_cast<std::size_t>(splitmix64(seed) % moves.size())];
            if (!pos.empty(m.to()) && m.kind() != move_kind::castling) ++stats.captures;
            stats.castlings += m.kind() == move_kind::castling;
            stats.en_passants += m.kind() == move_kind::en_passant;
            stats.promotions += m.kind() == move_kind::promotion;
            stats.drops += m.kind() == move_kind::drop;
            pos.make(m);
            ++stats.plies;
            const std::string now = to_fen(pos);
            CAPTURE(now);
            REQUIRE(pos.key() == pos.compute_key());
            auto again = position<V>::from_fen(now);
            REQUIRE(again.has_value());
            REQUIRE(to_fen(*again) == now);
            // Read back, the position hashes alike (hands and promoted pieces included). Not where
            // e.p. rights are held that no legal capture can use: FEN leaves those out, the key keeps
            // them while a pseudo-legal capture exists (see position::ep_capture_possible).
            if (pos.ep_squares().none()) REQUIRE(again->key() == pos.key());
            fens.push_back(now);
            keys.push_back(pos.key());
        }
        for (std::size_t i = fens.size() - 1; i > 0; --i) {
            pos.unmake();
            REQUIRE(to_fen(pos) == fens[i - 1]);
            REQUIRE(pos.key() == keys[i - 1]);
        }
        CHECK(pos.key() == pos.compute_key());
    }
    return stats;
}

}  // namespace ferz::testing
