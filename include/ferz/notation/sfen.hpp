// ferz/notation/sfen.hpp: positions of shogi-like variants as SFEN, the position text of USI.
//
// SFEN is FEN as shogi programs write it: the board as in FEN (top rank first, "+P" for a promoted
// piece), then the side to move — 'b' for sente (ferz's colour 0, the player who moves first and
// writes upper-case letters), 'w' for gote — then the hands as counts and letters, sente's first, in
// the order R B G S N L P ("S2Pb3p", "-" when both are empty), then the move number, which counts plies
// from 1: "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1" is shogi's start.
// The board field is read by the FEN reader of rules/setup.hpp (so the same checks apply and the same
// columns are named); the other fields are read here, and every failure is an sfen_error naming the
// field and the column (1-based, in the whole text). position<V> keeps a fullmove number whose ply
// parity follows the side to move, so a move number of the other parity (a handicap game's "w - 1",
// gote to move at ply 0) reads as the next ply and is written back one higher ("w - 2").
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include "ferz/notation/fen.hpp"
#include "ferz/position.hpp"
#include "ferz/result.hpp"
#include "ferz/rules/start.hpp"
#include "ferz/rules/variant.hpp"

namespace ferz {

enum class sfen_field : std::uint8_t { board, side, hand, move_number, extra };

constexpr std::string_view to_string(sfen_field f) noexcept {
    constexpr std::string_view names[] = {"board", "side to move", "hand", "move number", "extra text"};
    return names[static_cast<int>(f)];
}

struct sfen_error {
    sfen_field field = sfen_field::board;
    int column = 0;  // 1-based position in the SFEN text
    std::string_view what;
    std::string message() const {
        return "SFEN " + std::string(to_string(field)) + " field, column " + std::to_string(column) + ": " +
               std::string(what);
    }
};

namespace detail {

// The piece types that can be in hand, in the order SFEN writes them: R B G S N L P first (where the
// variant has them), then the others in the variant's order.
template <class V>
constexpr std::array<int, variant_traits<V>::types> sfen_hand_types(int& count) {
    using traits = variant_traits<V>;
    std::array<int, traits::types> out{};
    std::array<bool, traits::types> taken{};
    count = 0;
    for (const char c : std::string_view("RBGSNLP")) {
        const int t = traits::pieces::index_of(c);
        if (t >= 0 && traits::can_be_in_hand(t)) out[static_cast<std::size_t>(count++)] = t, taken[static_cast<std::size_t>(t)] = true;
    }
    for (int t = 0; t < traits::types; ++t)
        if (!taken[static_cast<std::size_t>(t)] && traits::can_be_in_hand(t)) out[static_cast<std::size_t>(count++)] = t;
    return out;
}

template <class V>
struct sfen_hand_order {
    static constexpr int size = [] {
        int n = 0;
        sfen_hand_types<V>(n);
        return n;
    }();
    static constexpr std::array<int, variant_traits<V>::types> types = [] {
        int n = 0;
        return sfen_hand_types<V>(n);
    }();
};

// One colour's hand as SFEN writes it ("R2P"), without the '-' for an empty one.
template <class V>
std::string sfen_hand(const position<V>& pos, int color) {
    using order = sfen_hand_order<V>;
    std::string out;
    for (int i = 0; i < order::size; ++i) {
        const int t = order::types[static_cast<std::size_t>(i)];
        const int n = pos.in_hand(color, t);
        if (n == 0) continue;
        if (n > 1) out += std::to_string(n);
        const char letter = variant_traits<V>::pieces::letters[t];
        out += color == 0 ? letter : static_cast<char>(letter - 'A' + 'a');
    }
    return out;
}

}  // namespace detail

// The position as SFEN. The move number is the ply plus one (position::game_ply()).
template <class V>
std::string to_sfen(const position<V>& pos) {
    static_assert(variant_traits<V>::has_drops, "SFEN is the position text of variants with pieces in hand");
    std::string fen = to_fen(pos);
    std::string out = fen.substr(0, fen.find('['));
    out += pos.side_to_move() == 0 ? " b " : " w ";
    const std::string hand = detail::sfen_hand(pos, 0) + detail::sfen_hand(pos, 1);
    out += hand.empty() ? std::string("-") : hand;
    out += ' ';
    out += std::to_string(pos.game_ply() + 1);
    return out;
}

// An SFEN read into a position of V, or an error naming the field, the column and what is wrong. The
// move number may be left out (1); the other three fields may not.
template <class V>
result<position<V>, sfen_error> from_sfen(std::string_view text) {
    using traits = variant_traits<V>;
    using G = typename traits::board;
    static_assert(traits::has_drops, "SFEN is the position text of variants with pieces in hand");
    auto fail = [](sfen_field f, std::size_t at, std::string_view what) {
        return unexpected<sfen_error>{sfen_error{f, static_cast<int>(at) + 1, what}};
    };
    text = detail::without_line_end(text);
    std::size_t i = 0;
    auto skip_spaces = [&] {
        while (i < text.size() && text[i] == ' ') ++i;
    };
    skip_spaces();
    if (i == text.size()) return fail(sfen_field::board, i, "the SFEN is empty");

    // 1. The board, by the FEN reader, given only this field (and the spaces before it, so that its
    //    columns are the SFEN's). FEN's ways of writing hands inside the board field are not SFEN.
    const std::size_t board_end = std::min(text.find(' ', i), text.size());
    // '~' marks a piece that promoted chess-style (to go to hand as a pawn); shogi has none.
    constexpr bool chess_promotions =
        traits::tracks_promoted && (traits::promotion_type_count[0] > 0 || traits::promotion_type_count[1] > 0);
    int slashes = 0;
    for (std::size_t k = i; k < board_end; ++k) {
        if (text[k] == '[') return fail(sfen_field::board, k, "'[': SFEN writes the hands in a field of their own");
        if (text[k] == '~' && !chess_promotions)
            return fail(sfen_field::board, k, "'~' (a piece that promoted chess-style) in a variant that has none");
        if (text[k] == '/' && ++slashes == G::ranks) return fail(sfen_field::board, k, "more ranks than the board has");
    }
    auto board = parse_fen_unchecked<V>(tables::static_model_instance<V>, text.substr(0, board_end), start_royals<V>());
    if (!board) {
        // FEN's White and Black are sente and gote here.
        std::string_view what = board.error().what;
        for (const auto& [fen_words, sfen_words] : {std::pair<std::string_view, std::string_view>{
                                                        "White has no royal piece (king)", "sente has no king"},
                                                    {"Black has no royal piece (king)", "gote has no king"},
                                                    {"White has more royal pieces than the variant allows", "sente has more kings than the variant allows"},
                                                    {"Black has more royal pieces than the variant allows", "gote has more kings than the variant allows"}})
            if (what == fen_words) what = sfen_words;
        return fail(sfen_field::board, static_cast<std::size_t>(board.error().column - 1), what);
    }
    setup<V> s = *board;
    s.hand = {};
    s.halfmove = 0;
    i = board_end;

    // 2. The side to move.
    skip_spaces();
    if (i == text.size()) return fail(sfen_field::side, i, "missing: expected 'b' (sente) or 'w' (gote)");
    s.side_column = static_cast<int>(i) + 1;
    if (text[i] == 'b') s.side = 0;
    else if (text[i] == 'w') s.side = 1;
    else return fail(sfen_field::side, i, "expected 'b' (sente) or 'w' (gote)");
    ++i;
    if (i < text.size() && text[i] != ' ') return fail(sfen_field::side, i, "expected a space after the side to move");

    // 3. The hands: '-', or counts and letters ("S2Pb3p"), upper case for sente.
    skip_spaces();
    if (i == text.size()) return fail(sfen_field::hand, i, "missing: expected the pieces in hand or '-'");
    s.hand_column = static_cast<int>(i) + 1;
    if (text[i] == '-') {
        ++i;
        if (i < text.size() && text[i] != ' ') return fail(sfen_field::hand, i, "expected a space after '-'");
    } else {
        for (; i < text.size() && text[i] != ' '; ++i) {
            const std::size_t first = i;
            int count = 1;
            if (detail::is_digit(text[i])) {
                if (text[i] == '0') return fail(sfen_field::hand, i, "a count of 0 or with a leading 0");
                count = 0;
                while (i < text.size() && detail::is_digit(text[i])) {
                    count = count * 10 + (text[i] - '0');
                    if (count > 200) return fail(sfen_field::hand, first, "more than 200 pieces of one type");
                    ++i;
                }
                if (i == text.size() || text[i] == ' ') return fail(sfen_field::hand, first, "a count without a piece letter");
            }
            const char c = text[i];
            if (!(detail::is_upper(c) || detail::is_lower(c))) return fail(sfen_field::hand, i, "expected a count or a piece letter");
            const int type = traits::pieces::index_of(detail::to_upper(c));
            if (type < 0 || !traits::can_be_in_hand(type))
                return fail(sfen_field::hand, i, "a letter that is no piece this variant holds in hand");
            auto& n = s.hand[detail::is_lower(c) ? 1 : 0][static_cast<std::size_t>(type)];
            if (n + count > 200) return fail(sfen_field::hand, first, "more than 200 pieces of one type");
            n = static_cast<std::uint8_t>(n + count);
        }
    }

    // 4. The move number (optional): the ply plus one.
    skip_spaces();
    long number = 1;
    if (i < text.size()) {
        const std::size_t first = i;
        if (!detail::is_digit(text[i])) return fail(sfen_field::move_number, i, "expected a number");
        number = 0;
        while (i < text.size() && detail::is_digit(text[i])) {
            number = number * 10 + (text[i] - '0');
            if (number > 200000000) return fail(sfen_field::move_number, first, "a number too large");
            ++i;
        }
        if (number == 0) return fail(sfen_field::move_number, first, "move numbers start at 1");
        if (i < text.size() && text[i] != ' ') return fail(sfen_field::move_number, i, "expected a number");
    }
    long ply = number - 1;
    if (ply % 2 != s.side) ++ply;
    s.fullmove = static_cast<int>((ply - s.side) / 2 + 1);
    skip_spaces();
    if (i != text.size()) return fail(sfen_field::extra, i, "unexpected text after the SFEN");

    auto pos = position<V>::from_setup(s);
    if (!pos) {
        // What only the whole position tells: the side not to move in check, pieces where they can
        // never be or more of them than the set holds (in the hands, or on the board).
        const fen_error& e = pos.error();
        const sfen_field f = e.field == fen_field::side   ? sfen_field::side
                             : e.column == s.hand_column ? sfen_field::hand
                                                         : sfen_field::board;
        return fail(f, static_cast<std::size_t>(e.column - 1), e.what);
    }
    return *pos;
}

}  // namespace ferz
