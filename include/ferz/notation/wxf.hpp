// ferz/notation/wxf.hpp: xiangqi moves in the World Xiangqi Federation's notation (C2.5, H8+7, R+.3).
//
// The notation is the AXF's (C.W. Huang, 1980/82; piece names revised 1995, adopted by the WXF in
// 1997), as the WXF states it at www.wxf.org/xq/computer/wxf_notation.html. A move is four characters:
//   1. the piece: K general, A advisor, E elephant, H horse, R chariot, C cannon, P soldier;
//   2. the file it stands on, 1-9 counted from the mover's right: Red's (colour 0's) file 1 is file i,
//      Black's file 1 is file a, so Red's file 4 is Black's file 6;
//   3. the direction: + forward (towards the other side), - backward, . sideways;
//   4. for a move along the file (general, chariot, cannon, soldier) the number of ranks moved, for
//      every other move the file it lands on (advisors, elephants and horses always change files).
// So the cannon opening is C2.5, Black's reply H8+7, a chariot's step back R1-1, a soldier's step
// aside across the river P7.6. Checks and captures are not marked.
//
// Two pieces of one kind on a file ("tandem" pieces) replace the file with + for the front one (the
// one nearer the other side) and - for the rear one: R+.3, C--1. Advisors and elephants keep their
// file (A6+5), as the direction and the landing file tell them apart; the tandem form is written for
// them only in a position where it does not (no game reaches one). Soldiers, by the WXF's special
// cases: three on a file are P+, P<file> (the middle one) and P-; four are ++, P+, P-, --; five are
// ++, P+, P<file>, P-, --; and when two files hold two or more soldiers each, the piece letter gives
// way to the file: 3+.4, 33.4 (the middle of three), 3-.4 and 7+.6, 7-.6.
//
// Written: upper-case letters, E and H, '.' for sideways (the WXF's own form). Read: also B for the
// elephant and N for the horse (ferz's and UCCI's letters), lower-case letters, '=' for sideways
// (common in books), and a piece's file where the tandem form was due if the text then names one move
// only (older books write C3.5 for the rear cannon when the front one cannot go there). A move is read
// by matching the text against the legal moves, so a move string is never trusted. A few positions
// no game reaches have no WXF text for some moves (three chariots on a file, six soldiers): to_wxf
// then returns an error, and such a move can be written in UCCI (notation/ucci.hpp).
//
// For variants with xiangqi's piece letters on a board of 9 files (and up to 10 ranks).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/movegen/generate.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/notation/ucci.hpp"
#include "ferz/position.hpp"
#include "ferz/result.hpp"

namespace ferz {

namespace detail {

// The WXF letter of a piece letter: the elephant B is written E and the horse N is written H.
constexpr char wxf_letter(char letter) noexcept { return letter == 'B' ? 'E' : letter == 'N' ? 'H' : letter; }

constexpr bool is_wxf_letter(char letter) noexcept {
    return std::string_view("KAEHRCP").find(wxf_letter(letter)) != std::string_view::npos;
}

constexpr std::string_view wxf_piece_name(char wxf) noexcept {
    switch (wxf) {
    case 'K': return "general";
    case 'A': return "advisor";
    case 'E': return "elephant";
    case 'H': return "horse";
    case 'R': return "chariot";
    case 'C': return "cannon";
    default: return "soldier";
    }
}

template <class V>
constexpr bool wxf_pieces() noexcept {
    using P = typename variant_traits<V>::pieces;
    for (std::size_t i = 0; i < P::size; ++i) {
        if (!is_wxf_letter(P::letters[i]) || P::promoted[i]) return false;
        for (std::size_t j = i + 1; j < P::size; ++j)
            if (wxf_letter(P::letters[i]) == wxf_letter(P::letters[j])) return false;
    }
    return true;
}

// The type written with a WXF letter (K A E H R C P), or -1.
template <class V>
constexpr int wxf_type(char wxf) noexcept {
    using P = typename variant_traits<V>::pieces;
    for (std::size_t i = 0; i < P::size; ++i)
        if (wxf_letter(P::letters[i]) == wxf) return static_cast<int>(i);
    return -1;
}

// Files counted from the player's right: Red's (colour 0's) file 1 is file i, Black's is file a.
constexpr int wxf_file_number(int color, int file) noexcept { return color == 0 ? 9 - file : file + 1; }
constexpr int wxf_file_index(int color, int number) noexcept { return color == 0 ? 9 - number : number - 1; }

// The squares of `color`'s pieces of `type` on `file`, the most advanced (the front) first.
template <class V>
std::vector<int> wxf_column(const position<V>& pos, int color, int type, int file) {
    using G = typename variant_traits<V>::board;
    std::vector<int> out;
    for (int r = 0; r < G::ranks; ++r) {
        const int sq = G::square(file, color == 0 ? G::ranks - 1 - r : r);
        if (!pos.empty(sq) && pos.color_on(sq) == color && pos.type_on(sq) == type) out.push_back(sq);
    }
    return out;
}

// The files (indices) holding two or more of `color`'s pieces of `type`.
template <class V>
std::vector<int> wxf_tandem_files(const position<V>& pos, int color, int type) {
    std::vector<int> out;
    for (int f = 0; f < 9; ++f)
        if (wxf_column(pos, color, type, f).size() >= 2) out.push_back(f);
    return out;
}

// The last two characters: the direction and the ranks moved (along the file) or the file reached.
template <class V>
std::string wxf_movement(int color, int from, int to) {
    using G = typename variant_traits<V>::board;
    const int forward = (G::rank_of(to) - G::rank_of(from)) * (color == 0 ? 1 : -1);
    std::string s(1, forward > 0 ? '+' : forward < 0 ? '-' : '.');
    const int number =
        G::file_of(to) == G::file_of(from) ? std::abs(forward) : wxf_file_number(color, G::file_of(to));
    s += static_cast<char>('0' + number);
    return s;
}

// The first two characters, which name the piece that moves; empty when WXF has no form for it.
template <class V>
std::string wxf_selector(const position<V>& pos, move m, char letter) {
    using G = typename variant_traits<V>::board;
    const int color = pos.color_on(m.from()), type = pos.type_on(m.from()), file = G::file_of(m.from());
    const std::vector<int> column = wxf_column(pos, color, type, file);
    const std::size_t n = column.size();
    const std::size_t k = static_cast<std::size_t>(std::find(column.begin(), column.end(), m.from()) - column.begin());
    const char digit = static_cast<char>('0' + wxf_file_number(color, file));
    const std::string plain{letter, digit};
    if (n == 1) return plain;
    if (letter == 'A' || letter == 'E') {
        // Its own file, unless another of them on the file makes the same move.
        const std::string movement = wxf_movement<V>(color, m.from(), m.to());
        bool alone = true;
        for (const move other : legal_move_vector(pos))
            if (other.from() != m.from() && std::find(column.begin(), column.end(), other.from()) != column.end() &&
                wxf_movement<V>(color, other.from(), other.to()) == movement)
                alone = false;
        if (alone) return plain;
    }
    const bool front = k == 0, rear = k + 1 == n;
    if (letter == 'P' && wxf_tandem_files(pos, color, type).size() >= 2) {
        if (n == 2) return {digit, front ? '+' : '-'};
        if (n == 3) return {digit, front ? '+' : rear ? '-' : digit};
        return {};
    }
    if (n == 2) return {letter, front ? '+' : '-'};
    if (letter != 'P') return {};
    switch (n) {
    case 3: return front ? "P+" : rear ? "P-" : plain;
    case 4: return front ? "++" : rear ? "--" : k == 1 ? "P+" : "P-";
    case 5: return front ? "++" : rear ? "--" : k == 1 ? "P+" : k == 3 ? "P-" : plain;
    default: return {};
    }
}

}  // namespace detail

// Whether a variant has WXF texts: a board of 9 files and up to 10 ranks, pieces lettered with
// xiangqi's letters (K A B or E, N or H, R C P: one letter per WXF piece), no promoted forms, no drops.
template <class V>
inline constexpr bool wxf_variant = variant_traits<V>::files == 9 && variant_traits<V>::ranks <= 10 &&
                                    !variant_traits<V>::has_drops && detail::wxf_pieces<V>();

// The WXF text of a legal move of `pos`, or an error when WXF has none for it (see above).
template <class V>
result<std::string, move_text_error> to_wxf(const position<V>& pos, move m) {
    static_assert(wxf_variant<V>,
                  "WXF notation is for xiangqi-like variants: 9 files, up to 10 ranks, pieces lettered K A B/E "
                  "N/H R C P (one letter per piece), no promoted forms and no drops");
    using traits = variant_traits<V>;
    if (m.kind() != move_kind::normal || m.has_unload()) return detail::move_error(to_ucci(pos, m), "has no WXF form (not a plain move)");
    const char letter = detail::wxf_letter(traits::pieces::letters[pos.type_on(m.from())]);
    std::string s = detail::wxf_selector(pos, m, letter);
    if (s.empty()) {
        std::string why = "has no WXF form: WXF tells apart two pieces of a kind on a file, or up to five soldiers, "
                          "and here ";
        why.append(std::to_string(detail::wxf_column(pos, pos.color_on(m.from()), pos.type_on(m.from()),
                                                     traits::board::file_of(m.from()))
                                      .size()))
            .append(" ")
            .append(detail::wxf_piece_name(letter))
            .append("s share its file");
        return detail::move_error(to_ucci(pos, m), why);
    }
    return s + detail::wxf_movement<V>(pos.side_to_move(), m.from(), m.to());
}

// The legal move of `pos` that a WXF text names, or an error saying why there is none: not WXF (and
// which character), a piece letter xiangqi does not have, no such piece on that file, no two pieces
// on a file to call front and rear, more than one move named, or no legal move.
template <class V>
result<move, move_text_error> parse_wxf(const position<V>& pos, std::string_view text) {
    static_assert(wxf_variant<V>,
                  "WXF notation is for xiangqi-like variants: 9 files, up to 10 ranks, pieces lettered K A B/E "
                  "N/H R C P (one letter per piece), no promoted forms and no drops");
    const int us = pos.side_to_move();
    auto bad = [&](std::string_view why) { return detail::move_error(text, why); };
    auto is_file = [](char c) { return c >= '1' && c <= '9'; };
    auto upper = [](char c) { return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c; };
    if (text.size() != 4)
        return detail::move_error(text.substr(0, 12),
                                  "is not a WXF move (expected four characters like C2.5, H8+7, R1-1 or R+.3)");
    const char c0 = upper(text[0]), c1 = text[1], direction = text[2] == '=' ? '.' : text[2], number = text[3];
    if (direction != '+' && direction != '-' && direction != '.')
        return bad("is not a WXF move: its third character must be the direction, + (forward), - (backward) or . "
                   "(sideways; = is read too)");
    if (!is_file(number))
        return bad("is not a WXF move: its last character must be the file reached or the ranks moved, 1-9");

    // The squares the first two characters may name, and the piece's name for the messages.
    std::vector<int> from;
    char letter = 'P';
    if (is_file(c0) || c0 == '+' || c0 == '-') {
        // The soldiers' forms: 3+.4, 33.4, 3-.4 (two files with two or more) and ++.4, --.4 (four or five).
        const int type = detail::wxf_type<V>('P');
        if (type < 0) return bad("names soldiers by their place on a file, and this variant has no soldiers");
        if (is_file(c0)) {
            const auto column = detail::wxf_column(pos, us, type, detail::wxf_file_index(us, c0 - '0'));
            std::string where = "names a soldier among two or more on file ";
            where += c0;
            if (column.size() < 2)
                return bad(where.append(", and ").append(std::to_string(column.size())).append(" stand there"));
            if (c1 == '+') from = {column.front()};
            else if (c1 == '-') from = {column.back()};
            else if (c1 == c0 && column.size() == 3) from = {column[1]};
            else if (c1 == c0)
                return bad(where.append(" as the middle one of three, and there are ").append(std::to_string(column.size())));
            else return bad("is not a WXF move: after a soldier's file, + (front), - (rear) or the file again (middle)");
        } else {
            if (c1 != c0) return bad("is not a WXF move: its second character must be a file 1-9, + (front) or - (rear)");
            std::vector<std::vector<int>> columns;
            for (int f = 0; f < 9; ++f)
                if (auto column = detail::wxf_column(pos, us, type, f); column.size() >= 4) columns.push_back(column);
            if (columns.empty())
                return bad(c0 == '+' ? "names the foremost of four or more soldiers on a file (++), and no file has four"
                                     : "names the rearmost of four or more soldiers on a file (--), and no file has four");
            if (columns.size() > 1) return bad("is ambiguous: two files hold four or more soldiers");
            from = {c0 == '+' ? columns[0].front() : columns[0].back()};
        }
    } else {
        const int type = detail::is_wxf_letter(c0) ? detail::wxf_type<V>(detail::wxf_letter(c0)) : -1;
        if (type < 0) {
            std::string why = "is not a WXF move: '";
            why.append(1, text[0]).append("' is not a piece letter (K, A, E or B, H or N, R, C, P)");
            return bad(why);
        }
        letter = detail::wxf_letter(c0);
        const std::string name(detail::wxf_piece_name(letter));
        if (is_file(c1)) {
            auto column = detail::wxf_column(pos, us, type, detail::wxf_file_index(us, c1 - '0'));
            if (column.empty()) {
                std::string why = "names no piece: there is no ";
                return bad(why.append(name).append(" on file ").append(1, c1));
            }
            // The middle one of three or five soldiers is written with its file (P3.4).
            if (letter == 'P' && (column.size() == 3 || column.size() == 5)) column = {column[column.size() / 2]};
            from = column;
        } else if (c1 == '+' || c1 == '-') {
            const std::vector<int> files = detail::wxf_tandem_files(pos, us, type);
            if (files.empty()) {
                std::string why = "names the ";
                why.append(c1 == '+' ? "front " : "rear ").append(name).append(", and no two ").append(name);
                return bad(why.append("s stand on one file"));
            }
            if (files.size() > 1) {
                std::string why = "is ambiguous: two or more ";
                why.append(name).append("s stand on each of several files");
                return bad(why.append(letter == 'P' ? " (write the file first: 3+.4)" : ""));
            }
            const auto column = detail::wxf_column(pos, us, type, files[0]);
            const std::size_t n = column.size();
            // Of four or five soldiers, P+ and P- are the second from the front and from the rear.
            from = {column[n >= 4 ? (c1 == '+' ? 1 : n - 2) : (c1 == '+' ? 0 : n - 1)]};
        } else {
            return bad("is not a WXF move: its second character must be a file 1-9, + (front) or - (rear)");
        }
    }

    const std::string movement{direction, number};
    std::vector<move> found;
    for (const move m : legal_move_vector(pos))
        if (m.kind() == move_kind::normal && std::find(from.begin(), from.end(), m.from()) != from.end() &&
            detail::wxf_movement<V>(us, m.from(), m.to()) == movement)
            found.push_back(m);
    if (found.size() == 1) return found[0];
    std::string why;
    if (found.empty()) {
        why = "is not a legal move here: the ";
        why.append(detail::wxf_piece_name(letter)).append(" it names has no such move");
    } else {
        why = "is ambiguous: it names ";
        why.append(std::to_string(found.size())).append(" moves (");
        for (std::size_t i = 0; i < found.size(); ++i) why.append(i ? " " : "").append(to_ucci(pos, found[i]));
        why.append(" in UCCI); write + or - for the front or rear ").append(detail::wxf_piece_name(letter));
    }
    return bad(why);
}

}  // namespace ferz
