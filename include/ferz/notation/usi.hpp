// ferz/notation/usi.hpp: moves as USI text (7g7f, 8h2b+, P*5e), the move text of shogi engines.
//
// A USI square is a file digit counted from the right (file 1 is ferz's last file) and a rank letter
// counted from the top (rank a is ferz's last rank, the back rank of colour 1, gote). A promotion into
// the piece's promoted form is written '+', a move that may promote but does not has no suffix, and a
// drop is the piece letter (upper case for both sides), '*' and the square. Boards up to 9 files and
// 9 ranks have USI squares (minishogi's 5x5: 5a..1e); on larger ones both functions return an error.
// Like parse_uci, parse_usi matches the text against the legal moves, so a move string is never
// trusted. (The CECP/XBoard forms of the same moves — P@e4, h2b8+ — are UCI's, in uci.hpp.)
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/movegen/generate.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/position.hpp"
#include "ferz/result.hpp"
#include "ferz/rules/setup.hpp"

namespace ferz {

// Whether a board has USI (and shogi-server) squares: a digit per file and a letter per rank.
template <class G>
inline constexpr bool usi_board = G::files <= 9 && G::ranks <= 9;

// A square's USI name (7f); only on boards with usi_board<G>.
template <class G>
std::string usi_square_name(int sq) {
    std::string s(1, static_cast<char>('0' + G::files - G::file_of(sq)));
    s += static_cast<char>('a' + G::ranks - 1 - G::rank_of(sq));
    return s;
}

namespace detail {
// The square of a file digit and a rank letter, or -1.
template <class G>
constexpr int usi_square(char file_digit, char rank_letter) noexcept {
    if (file_digit < '1' || file_digit > '0' + G::files || rank_letter < 'a' || rank_letter >= 'a' + G::ranks) return -1;
    return G::square(G::files - (file_digit - '0'), G::ranks - 1 - (rank_letter - 'a'));
}

template <class G>
unexpected<move_text_error> board_without_usi_squares(std::string_view text) {
    return move_error(text, "cannot be read: USI squares (digit and letter) reach 9 files and 9 ranks, and this board has " +
                                std::to_string(G::files) + " files and " + std::to_string(G::ranks) + " ranks");
}

inline std::string usi_text(std::string_view from_to, char suffix) {
    std::string s(from_to);
    if (suffix) s += suffix;
    return s;
}
}  // namespace detail

// The USI text of a legal move of `pos`, or an error when the board is larger than 9x9 or the move
// has no USI form (a null move, a move of legs).
template <class V>
result<std::string, move_text_error> to_usi(const position<V>& pos, move m) {
    using traits = variant_traits<V>;
    using G = typename traits::board;
    if constexpr (!usi_board<G>) {
        return detail::board_without_usi_squares<G>(to_uci(pos, m));
    } else {
        if (m.has_unload()) return detail::move_error(to_uci(pos, m), "has no USI form (a move that unloads: write it in UCI)");
        switch (m.kind()) {
        case move_kind::null: return detail::move_error("0000", "has no USI form (a null move)");
        case move_kind::locust: return detail::move_error(to_uci(pos, m), "has no USI form (a move of legs: write it in UCI)");
        case move_kind::drop: return std::string(1, traits::pieces::letters[m.piece()]) + "*" + usi_square_name<G>(m.to());
        default: break;
        }
        // Castling (in variants that have it) is written king-takes-partner, which names no other move.
        std::string s = usi_square_name<G>(m.from()) + usi_square_name<G>(m.to());
        if (m.kind() == move_kind::promotion) {
            // Into the promoted form: '+'. A chess-style promotion keeps UCI's lower-case letter.
            if (traits::pieces::promoted[static_cast<std::size_t>(m.piece())]) s += '+';
            else s += static_cast<char>(traits::pieces::letters[m.piece()] - 'A' + 'a');
        }
        return s;
    }
}

// The legal move of `pos` that a USI text names, or an error saying why there is none: not USI (and
// where), a square or piece this variant does not have, a move that must promote written without
// '+', a '+' on a move that cannot promote, or no legal move at all.
template <class V>
result<move, move_text_error> parse_usi(const position<V>& pos, std::string_view text) {
    using traits = variant_traits<V>;
    using G = typename traits::board;
    if constexpr (!usi_board<G>) {
        return detail::board_without_usi_squares<G>(text);
    } else {
        auto at = [&](std::size_t column, std::string_view what) {
            std::string why = "is not a USI move: ";
            why.append(what).append(" at column ").append(std::to_string(column + 1));
            return detail::move_error(text, why);
        };
        if (text.empty()) return detail::move_error(text, "is not a USI move: the text is empty");
        if (text.size() > 5) return detail::move_error(text.substr(0, 8), "is not a USI move: too long (expected like 7g7f, 8h2b+ or P*5e)");
        auto square_at = [&](std::size_t i) { return i + 1 < text.size() ? detail::usi_square<G>(text[i], text[i + 1]) : -1; };
        const std::string squares = "a square of this board (file 1-" + std::to_string(G::files) + " from the right, rank a-" +
                                    std::string(1, static_cast<char>('a' + G::ranks - 1)) + " from the top)";
        if (text.size() >= 2 && text[1] == '*') {
            const char letter = text[0];
            const int type = detail::is_upper(letter) ? traits::pieces::index_of(letter) : -1;
            if (type < 0 || !traits::can_be_in_hand(type))
                return at(0, "expected the upper-case letter of a piece this variant drops");
            if (square_at(2) < 0) return at(2, "expected " + squares);
            if (text.size() > 4) return at(4, "unexpected text after the drop");
        } else {
            if (square_at(0) < 0) return at(0, "expected " + squares);
            if (square_at(2) < 0) return at(std::min<std::size_t>(2, text.size()), "expected " + squares);
            if (text.size() == 5 && text[4] != '+' && !detail::is_lower(text[4]))
                return at(4, "expected '+' (promote) or nothing");
        }
        const std::vector<move> moves = legal_move_vector(pos);
        auto find = [&](std::string_view t) -> const move* {
            for (const move& m : moves) {
                const auto written = to_usi(pos, m);
                if (written && *written == t) return &m;
            }
            return nullptr;
        };
        if (const move* m = find(text)) return *m;
        if (text.size() == 4 && text[1] != '*' && find(detail::usi_text(text, '+')))
            return detail::move_error(text, "is not legal here: the piece must promote (" + detail::usi_text(text, '+') + ")");
        if (text.size() == 5 && text[4] == '+' && find(text.substr(0, 4)))
            return detail::move_error(text, "is not legal here: the piece cannot promote on this move");
        return detail::move_error(text, "is not a legal move here");
    }
}

}  // namespace ferz
