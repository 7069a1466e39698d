// ferz/notation/fen.hpp: a position as FEN / X-FEN / Shredder-FEN text, and FEN text as a position.
//
// Reading is rules/setup.hpp's constexpr reader (position<V>::from_fen adopts what it reads, after the
// checks that need attacks); this header writes. The e.p. field is written Stockfish-style, only when
// an e.p. capture is legal, which is why writing sits above the move generator.
#pragma once

#include <string>

#include "ferz/movegen/generate.hpp"
#include "ferz/position.hpp"
#include "ferz/rules/counting.hpp"
#include "ferz/rules/setup.hpp"

namespace ferz {

namespace detail {
template <class Position>
void append_gates(const Position& pos, int color, std::string& out) {
    const auto& m = pos.model();
    const auto& geo = m.geo;
    // Rights written as KQ imply their royal's gate; rights written as file letters (Chess960) do not:
    // the reader gives a letter on a partner its right only when the royal's letter is there too.
    for (const int sq : pos.gates(color)) {
        bool implied = false;
        for (int side = 0; side < 2; ++side)
            if (pos.can_castle(color, side))
                implied = implied || sq == pos.castling_partner(color, side) ||
                          (sq == pos.royal_square(color) && !m.rules.castling.chess960);
        if (!implied) out += static_cast<char>((color == 0 ? 'A' : 'a') + geo.file_of(sq));
    }
}
}  // namespace detail

// The position as X-FEN: KQkq where the partner is the outermost piece on its side, the partner's
// file letter otherwise (Shredder style for the letters); an e.p. square only when an e.p. capture is
// legal, as Stockfish writes it, so that equal positions have equal FENs; a running count of the
// makruk family in the e.p. and halfmove fields, as Fairy-Stockfish writes it.
template <class Position, class HasEpCapture>
std::string to_fen(const Position& pos, HasEpCapture&& has_ep_capture) {
    const auto& m = pos.model();
    const auto& geo = m.geo;
    std::string out;
    for (int r = geo.ranks - 1; r >= 0; --r) {
        int gap = 0;
        for (int f = 0; f < geo.files; ++f) {
            const int sq = geo.square(f, r);
            if ((m.traits.has_holes && m.traits.holes.test(sq)) || pos.walls().test(sq)) {  // a hole, or a wall a move placed
                if (gap) out += std::to_string(gap), gap = 0;
                out += '*';
                continue;
            }
            if (pos.empty(sq)) {
                ++gap;
                continue;
            }
            if (gap) out += std::to_string(gap), gap = 0;
            if (m.traits.promoted[static_cast<std::size_t>(pos.type_on(sq))]) out += '+';
            const char letter = m.traits.letters[static_cast<std::size_t>(pos.type_on(sq))];
            out += pos.color_on(sq) == 0 ? letter : static_cast<char>(letter - 'A' + 'a');
            if (pos.promoted_pieces().test(sq)) out += '~';
        }
        if (gap) out += std::to_string(gap);
        if (r) out += '/';
    }
    // Variants with drops but no castling or e.p. leave out both fields, as shogi FENs are written
    // ("...[-] w 0 1", the variants' start FENs in Fairy-Stockfish); they show an empty hand as "[-]",
    // the others as "[]".
    const bool rights_fields = !m.traits.has_drops || m.traits.has_castling || m.any_gives_ep;
    if (m.traits.has_drops && !m.rules.drops.free) {  // (free drops: no hand to write)
        std::string hand;
        for (int color = 0; color < 2; ++color)
            for (int t = 0; t < m.traits.types; ++t)
                for (int n = 0; n < pos.in_hand(color, t); ++n) {
                    const char letter = m.traits.letters[static_cast<std::size_t>(t)];
                    hand += color == 0 ? letter : static_cast<char>(letter - 'A' + 'a');
                }
        out += '[' + (hand.empty() && !rights_fields ? std::string("-") : hand) + ']';
    }
    out += pos.side_to_move() == 0 ? " w " : " b ";
    // n-check's counts follow the e.p. field, as Fairy-Stockfish writes them ("- 3+3 0 1").
    auto checks = [&] {
        if (m.rules.end.check_counting)
            out += std::to_string(pos.checks_remaining(0)) + '+' + std::to_string(pos.checks_remaining(1)) + ' ';
    };
    if (!rights_fields) {
        checks();
        out += std::to_string(pos.halfmove_clock()) + ' ' + std::to_string(pos.fullmove_number());
        return out;
    }
    std::string rights;
    for (int color = 0; color < 2; ++color)
        for (int side = 1; side >= 0; --side) {
            if (!pos.can_castle(color, side)) {
                if (m.traits.has_gates)
                    if (side == 0) detail::append_gates(pos, color, rights);
                continue;
            }
            const int partner = pos.castling_partner(color, side);
            const int back = geo.rank_of(partner);
            bool outermost = true;
            // (Outermost from where K and Q start looking: rules.castling.kingside_file, queenside_file.)
            const int k_last = m.rules.castling.kingside_file >= 0 ? m.rules.castling.kingside_file + 1 : geo.files;
            const int q_first = m.rules.castling.queenside_file >= 0 ? m.rules.castling.queenside_file : 0;
            for (int f = side ? geo.file_of(partner) + 1 : q_first; f < (side ? k_last : geo.file_of(partner)); ++f)
                if (pos.code_on(geo.square(f, back)) == pos.code_on(partner)) outermost = false;
            // By the variant, not by pos.chess960(): that flag is fixed when the game starts, and the
            // same position must be written alike however it was reached.
            char c = outermost && !m.rules.castling.chess960 ? (side ? 'K' : 'Q') : static_cast<char>('A' + geo.file_of(partner));
            rights += color == 0 ? c : static_cast<char>(c - 'A' + 'a');
            // Seirawan: after a colour's rights, its gates that the rights do not imply (a right's
            // royal and partner squares are gates too), as file letters: KQBCDFGkqbcdfg.
            if (m.traits.has_gating)
                if (side == 0) detail::append_gates(pos, color, rights);
        }
    out += rights.empty() ? "-" : rights;
    out += ' ';
    // A running count (rules/counting.hpp) as Fairy-Stockfish writes it: its limit in plies in place
    // of the e.p. square, the count in plies in place of the halfmove clock ("b - 88 8 1").
    if (m.rules.end.counting != counting_rule::none)
        if (const counting_state c = counting(pos); c.active()) {
            out += std::to_string(2 * c.limit) + ' ';
            checks();
            out += std::to_string(c.plies) + ' ' + std::to_string(pos.fullmove_number());
            return out;
        }
    auto square = [&](int sq) {
        out += static_cast<char>('a' + geo.file_of(sq));
        out += std::to_string(geo.rank_of(sq) + 1);
    };
    if (pos.ep_squares().any() && has_ep_capture(pos)) {
        for (int sq : pos.ep_squares()) square(sq);
        // The victim is named when it is not the piece just beyond (Berolina: c3 passed, d4 taken).
        const auto ep = pos.ep_squares();
        if (pos.ep_victim() != (pos.side_to_move() == 0 ? ep.lsb() - geo.files : ep.msb() + geo.files))
            square(pos.ep_victim());
    } else if (pos.lion_taken_square() >= 0) {
        square(pos.lion_taken_square());  // rules.board.lions: where a lion was just taken by no lion
    } else {
        out += '-';
    }
    out += ' ';
    checks();
    out += std::to_string(pos.halfmove_clock()) + ' ' + std::to_string(pos.fullmove_number());
    return out;
}


template <class V>
std::string to_fen(const position<V>& pos) {
    return to_fen(pos, [](const position<V>& p) {
        for (const move m : legal_move_vector(p))
            if (m.kind() == move_kind::en_passant) return true;
        return false;
    });
}

// A FEN read into a position: position<V>::from_fen, as a free function beside to_fen.
template <class V>
result<position<V>, fen_error> from_fen(std::string_view fen)
    requires(!position<V>::dynamic)
{
    return position<V>::from_fen(fen);
}

}  // namespace ferz
