// ferz/rules/variant.hpp: what a variant type must say, and the defaults for what it may leave out.
//
// A variant is a plain struct of types and constants (see variants/chess.hpp); users derive from a
// built-in one and change what differs. variant_traits<V> is the one place that reads a variant, so
// that every optional rule has its default written once, and the generator can ask questions such
// as "does any piece castle?" as constant expressions and prune what a variant cannot do.
#pragma once

#include <array>
#include <cstddef>
#include <string_view>

#include "ferz/board/geometry.hpp"
#include "ferz/rules/piece.hpp"

namespace ferz {

template <class V>
struct variant_traits {
    using board = typename V::board;  // a ferz::geometry<Files, Ranks>
    using pieces = typename V::pieces;
    using bitboard = typename board::bitboard;
    static constexpr int files = board::files;
    static constexpr int ranks = board::ranks;
    static constexpr int squares = board::squares;
    static constexpr int types = static_cast<int>(pieces::size);
    static constexpr std::string_view name = V::name;
    static constexpr std::string_view start_fen = V::start_fen;

    // Promotion: pawn-trait pieces promote on entering the last `promotion_ranks` ranks, to one of
    // `promotion_pieces` (letters). An empty list means they cannot promote.
    static constexpr int promotion_ranks = [] {
        if constexpr (requires { V::promotion_ranks; }) return V::promotion_ranks;
        else return 1;
    }();
    static constexpr std::string_view promotion_pieces = [] {
        if constexpr (requires { V::promotion_pieces; }) return std::string_view(V::promotion_pieces);
        else return std::string_view();
    }();
    // Black's list when it differs (Chigorin: White promotes to C R N, Black to Q R B).
    static constexpr std::string_view promotion_pieces_black = [] {
        if constexpr (requires { V::promotion_pieces_black; }) return std::string_view(V::promotion_pieces_black);
        else return promotion_pieces;
    }();
    // Pawn-trait pieces may not move onto relative ranks below this one (Pawnback's pawns never
    // return to their first rank).
    static constexpr int pawn_lowest_rank = [] {
        if constexpr (requires { V::pawn_lowest_rank; }) return V::pawn_lowest_rank;
        else return 0;
    }();
    // Shatranj's bare-king rule as Fairy-Stockfish applies it: the game is over (no legal moves)
    // when the side that just moved has only its royal piece and the side to move has two or more
    // pieces, or when the side to move has only its royal piece and the other side three or more.
    static constexpr bool bare_king_rule = [] {
        if constexpr (requires { V::bare_king_rule; }) return V::bare_king_rule;
        else return false;
    }();
    // Castling written and read as king-takes-partner, rights as partner files (Chess960).
    static constexpr bool chess960 = [] {
        if constexpr (requires { V::chess960; }) return V::chess960;
        else return false;
    }();

    // Castling: where the royal piece lands, per side (left, right); the partner lands next to it,
    // on the side of the centre. Chess: c and g files; Capablanca: c and i.
    static constexpr std::array<int, 2> castling_king_files = [] {
        if constexpr (requires { V::castling_king_files; }) return V::castling_king_files;
        else return std::array<int, 2>{2, files - 2};
    }();

    // Whether the generator must guard against the rarer rules at all.
    static constexpr bool has_castling = [] {
        bool any = false;
        pieces::for_each([&](auto, auto p) { any = any || p.moves.castling_count > 0; });
        return any;
    }();

    static constexpr int royal_type = [] {
        int found = -1;
        pieces::for_each([&](auto i, auto p) {
            if ((p.traits & royal) && found < 0) found = i;
        });
        return found;
    }();
    static constexpr int castling_partner_type = [] {
        int found = -1;
        pieces::for_each([&](auto i, auto p) {
            if ((p.traits & castling_partner) && found < 0) found = i;
        });
        return found;
    }();
    static_assert(!has_castling || castling_partner_type >= 0,
                  "a variant whose royal piece castles (O in its XBetza) needs a castling_partner piece");

    // The move buffer's capacity: enough for the largest known positions of a board this size.
    static constexpr std::size_t max_moves = [] {
        if constexpr (requires { V::max_moves; }) return static_cast<std::size_t>(V::max_moves);
        else return squares <= 64 ? std::size_t{512} : squares <= 128 ? std::size_t{2048} : std::size_t{8192};
    }();

    // Per colour: how many promotion choices, and their type indices.
    static constexpr std::array<int, 2> promotion_type_count = {static_cast<int>(promotion_pieces.size()),
                                                                static_cast<int>(promotion_pieces_black.size())};
    static constexpr std::array<std::array<int, 32>, 2> promotion_types = [] {
        std::array<std::array<int, 32>, 2> out{};
        for (std::size_t i = 0; i < promotion_pieces.size() && i < 32; ++i) out[0][i] = pieces::index_of(promotion_pieces[i]);
        for (std::size_t i = 0; i < promotion_pieces_black.size() && i < 32; ++i)
            out[1][i] = pieces::index_of(promotion_pieces_black[i]);
        return out;
    }();
    static_assert(promotion_pieces.size() <= 32 && promotion_pieces_black.size() <= 32, "at most 32 promotion choices");
    static_assert([] {
        for (int c = 0; c < 2; ++c)
            for (int i = 0; i < promotion_type_count[static_cast<std::size_t>(c)]; ++i)
                if (promotion_types[static_cast<std::size_t>(c)][static_cast<std::size_t>(i)] < 0) return false;
        return true;
    }(), "promotion_pieces names a letter that is not one of the variant's pieces");
};

}  // namespace ferz
