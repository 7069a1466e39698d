// ferz/rules/start.hpp: a variant's start position, and what a position needs of it.
//
// The start position is read (rules/setup.hpp) while the program compiles, for compile-time variants;
// a start_fen that does not read is a compile error. From it come what every position of the variant
// needs: the number of royal pieces each side has, the castling files, the squares where pieces count
// as unmoved, and where each confined piece can ever stand. A position read from a FEN is checked
// against it too (check_against_start): pieces where their moves never lead, and, where captures go
// to hand, more pieces than the set holds.
#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "ferz/result.hpp"
#include "ferz/rules/setup.hpp"
#include "ferz/tables/mobility.hpp"
#include "ferz/tables/model.hpp"

namespace ferz {

// The variant's start position, read while the program compiles. A start_fen that does not read is
// a compile error naming the field and column: start_fen_error<field, column> is never defined.
template <fen_field Field, int Column>
struct start_fen_error;

namespace detail {
template <class V>
constexpr result<setup<V>, fen_error> read_start_fen() {
    // Royal counts are checked against the start position itself, so not here (-1: any).
    return parse_fen_unchecked<V>(tables::static_model_instance<V>, variant_traits<V>::start_fen);
}
template <class V>
constexpr setup<V> checked_start_setup() {
    constexpr auto r = read_start_fen<V>();
    if constexpr (!r.has_value()) {
        static_assert(sizeof(start_fen_error<r.error().field, r.error().column>) == 0,
                      "the variant's start_fen is not a valid FEN of its board and pieces");
        return setup<V>{};
    } else {
        return r.value();
    }
}
}  // namespace detail

// A compile-time variant's start position, read while the program compiles.
template <class V>
inline constexpr setup<V> start_setup = detail::checked_start_setup<V>();

// Where the royal piece lands when it castles towards each side of the board (0: file a, 1: the last
// file): its file in the start position moved by the steps of its O atom. The partner lands next to
// it, on the side of the centre.
template <class V, class M>
constexpr std::array<int, 2> castling_files_of(const M& m, const setup<V>& start) noexcept {
    std::array<int, 2> files{-1, -1};
    if (m.traits.has_castling) {
        // White's castling king's file, or Black's where White has none (horde).
        int royal_file = m.rules.castling.king_file;
        for (int c = 0; c < 2 && royal_file < 0; ++c) {
            const int rank = c == 0 ? m.rules.castling.rank : m.geo.ranks - 1 - m.rules.castling.rank;
            for (int f = 0; f < m.geo.files && royal_file < 0; ++f)
                if (start.board[static_cast<std::size_t>(m.geo.square(f, rank))] == piece_code(m.traits.castling_king_type, c))
                    royal_file = f;
        }
        files[0] = royal_file - m.traits.castling_steps[0];
        files[1] = royal_file + m.traits.castling_steps[1];
    }
    return files;
}

// Where each colour and type stands in a start position: there it counts as unmoved.
template <class V, class M>
constexpr std::array<std::array<typename setup<V>::bitboard, setup<V>::types>, 2> start_squares_of(const M& m, const setup<V>& start) noexcept {
    std::array<std::array<typename setup<V>::bitboard, setup<V>::types>, 2> out{};
    for (int sq = 0; sq < m.geo.squares; ++sq)
        if (const auto c = start.board[static_cast<std::size_t>(sq)])
            out[static_cast<std::size_t>(code_color(c))][static_cast<std::size_t>(code_type(c))].set(sq);
    return out;
}

// What a position of a variant needs of its start position: the setup, the number of royal pieces
// each side has (FENs must give as many), the castling files, the squares where pieces are unmoved.
template <class V>
struct start_data {
    setup<V> position{};
    royal_counts royals{};
    std::array<int, 2> castling_king_files{-1, -1};
    std::array<std::array<typename setup<V>::bitboard, setup<V>::types>, 2> squares{};
    // Where a piece of each colour and type can ever stand: for a confined type that can come from
    // nowhere but its start squares (no hand, no promotion), the squares its moves reach from them
    // (tables/mobility.hpp); else the whole board.
    std::array<std::array<typename setup<V>::bitboard, setup<V>::types>, 2> reach{};
};

template <class V, class M>
constexpr start_data<V> make_start_data(const M& m, const setup<V>& s) noexcept {
    start_data<V> d{};
    d.position = s;
    d.royals = {count_royals(m, s, 0), count_royals(m, s, 1)};
    d.castling_king_files = castling_files_of(m, s);
    d.squares = start_squares_of(m, s);
    for (int t = 0; t < m.traits.types; ++t) {
        const auto u = static_cast<std::size_t>(t);
        const bool elsewhere =
            !m.def.pieces[u].is_confined() || m.traits.can_be_in_hand(t) || m.traits.promoted[u] || m.traits.is_promotion_target(t);
        for (int c = 0; c < 2; ++c) {
            const auto cu = static_cast<std::size_t>(c);
            auto& r = d.reach[cu][u];
            if (elsewhere || d.squares[cu][u].none()) {
                r = m.geo.all_squares();
                continue;
            }
            typename setup<V>::bitboard within{};
            for (std::size_t k = m.cat.begin[u]; k < m.cat.begin[u + 1]; ++k) within |= m.cat.region[k][cu];
            r = tables::reach_on_empty_board(m.geo, m.cat, c, t, d.squares[cu][u], within);
        }
    }
    return d;
}

// The checks of a setup against the variant's start position (position<V>::from_setup makes them):
// no piece where its moves from the start never lead (start_data::reach), and, where captured pieces
// go to hand, no more pieces of a kind on the board and in both hands than the start holds (promoted
// forms counted as what they go to hand as; chess-style promotions only out of missing pawns).
enum class set_counts : bool { checked, unchecked };

template <class V, class M>
constexpr std::optional<fen_error> check_against_start(const M& m, const setup<V>& s, const start_data<V>& start,
                                                       set_counts counts = set_counts::checked) noexcept {
    const auto& geo = m.geo;
    for (int sq = 0; sq < geo.squares; ++sq)
        if (const std::uint8_t c = s.board[static_cast<std::size_t>(sq)];
            c != 0 && !start.reach[static_cast<std::size_t>(code_color(c))][static_cast<std::size_t>(code_type(c))].test(sq))
            return fen_error{fen_field::board, s.column[static_cast<std::size_t>(sq)],
                             "a piece where its moves never lead from its start squares (a xiangqi king or advisor "
                             "outside the palace, an elephant off its seven points)"};
    if (!m.traits.captures_to_hand || counts == set_counts::unchecked) return std::nullopt;
    constexpr int types = setup<V>::types;
    const int pawn_kind = m.traits.first_type_with(ferz::pawn);
    const auto kind_of = [&](const setup<V>& x, int sq) {
        const int t = code_type(x.board[static_cast<std::size_t>(sq)]);
        return m.traits.tracks_promoted && pawn_kind >= 0 && x.promoted.test(sq) ? pawn_kind : m.traits.hand_type_of(t);
    };
    const auto count = [&](const setup<V>& x, std::array<int, types>& n) {
        for (int sq = 0; sq < geo.squares; ++sq)
            if (x.board[static_cast<std::size_t>(sq)] != 0) ++n[static_cast<std::size_t>(kind_of(x, sq))];
        for (const auto& hand : x.hand)
            for (int t = 0; t < m.traits.types; ++t) n[static_cast<std::size_t>(t)] += hand[static_cast<std::size_t>(t)];
    };
    std::array<int, types> now{}, was{};
    count(s, now), count(start.position, was);
    const auto column_of = [&](int kind) {
        for (const auto& hand : s.hand)
            if (hand[static_cast<std::size_t>(kind)] > 0 && s.hand_column > 0) return s.hand_column;
        for (int sq = geo.squares - 1; sq >= 0; --sq)
            if (s.board[static_cast<std::size_t>(sq)] != 0 && kind_of(s, sq) == kind) return static_cast<int>(s.column[static_cast<std::size_t>(sq)]);
        return 1;
    };
    int promoted = 0, promoted_kind = -1;
    for (int t = 0; t < m.traits.types; ++t) {
        const auto u = static_cast<std::size_t>(t);
        if (now[u] <= was[u] || !m.traits.can_be_in_hand(t)) continue;
        if (!m.traits.is_promotion_target(t))
            return fen_error{fen_field::board, column_of(t),
                             "more pieces of a kind on the board and in hand than the variant's set holds (captures go "
                             "to hand: no piece is ever added)"};
        promoted += now[u] - was[u], promoted_kind = t;
    }
    if (promoted > 0 && (pawn_kind < 0 || promoted > was[static_cast<std::size_t>(pawn_kind)] - now[static_cast<std::size_t>(pawn_kind)]))
        return fen_error{fen_field::board, column_of(promoted_kind),
                         "more promoted pieces than pawns missing from the variant's set (captures go to hand: no "
                         "piece is ever added)"};
    return std::nullopt;
}

// A compile-time variant's start data, as constants.
template <class V>
inline constexpr start_data<V> static_start = make_start_data(tables::static_model_instance<V>, start_setup<V>);

template <class V>
constexpr royal_counts start_royals() noexcept {
    return static_start<V>.royals;
}
template <class V>
inline constexpr std::array<int, 2> castling_king_files = static_start<V>.castling_king_files;

// A FEN of variant V read into a setup (the royal pieces counted against the variant's start).
template <class V>
constexpr result<setup<V>, fen_error> parse_fen(std::string_view fen) {
    return parse_fen_unchecked<V>(tables::static_model_instance<V>, fen, start_royals<V>());
}

}  // namespace ferz
