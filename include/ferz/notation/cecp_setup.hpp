// ferz/notation/cecp_setup.hpp: the pieces of a CECP `setup` line a GUI takes apart, and the rules a
// parent variant stands for (the reader is ferz/notation/cecp_reader.hpp).
//
// `setup (TABLE) WxH+N_parent FEN` says three things: which letter sits in which of XBoard's piece
// slots (the table, white half then black half, the king last in each), the board and holdings, and
// the start position. The parent is an XBoard variant whose rules the GUI keeps: castling, drops,
// promotion style, zones. A GUI built on ferz has those rules as built-in definitions; this header
// says which definition an XBoard variant name stands for, and reads the table and the FEN's board
// into cells, with every mistake located by its column in the line.
#pragma once

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/notation/cecp.hpp"
#include "ferz/rules/definition.hpp"

namespace ferz::cecp {

// A mistake in an engine's lines: the line (1-based, counting every line fed), the column in it
// (1-based; 0 when it is about the line as a whole, or about the lines together) and what is wrong.
struct cecp_error {
    int line = 0;
    int column = 0;
    std::string what;

    // "line 2, column 9: unknown atom in the XBetza".
    [[nodiscard]] std::string message() const {
        std::string s;
        if (line > 0) s += "line " + std::to_string(line);
        if (column > 0) s += (s.empty() ? "column " : ", column ") + std::to_string(column);
        return s.empty() ? what : s + ": " + what;
    }
};

namespace detail {

// A word of a line and its 1-based column.
struct token {
    std::string_view text;
    int column = 0;
};

inline std::vector<token> tokens_of(std::string_view line) {
    std::vector<token> out;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r' || line[i] == '\n')) ++i;
        const std::size_t start = i;
        while (i < line.size() && !(line[i] == ' ' || line[i] == '\t' || line[i] == '\r' || line[i] == '\n')) ++i;
        if (i > start) out.push_back({line.substr(start, i - start), static_cast<int>(start) + 1});
    }
    return out;
}

inline constexpr char upper_of(char c) noexcept { return lower(c) ? static_cast<char>(c - 'a' + 'A') : c; }

// A number of at most `max_digits` digits at text[i], advancing i; -1 if there is none or it is longer.
inline int read_number(std::string_view text, std::size_t& i, std::size_t max_digits = 3) {
    const std::size_t start = i;
    int n = 0;
    while (i < text.size() && digit(text[i])) {
        if (i - start == max_digits) return -1;
        n = n * 10 + (text[i] - '0');
        ++i;
    }
    return i == start ? -1 : n;
}

// One square of a FEN board: empty, a hole ('*'), or a piece (letter as written, '+' before it,
// '~' after it).
struct fen_cell {
    char piece = 0;  // 0: empty
    bool hole = false, promoted = false, tilde = false;
    int column = 0;  // of the letter in the line
};

// The board part of a FEN: its ranks from the top (short ranks padded by the caller), what follows
// the board in brackets (the holdings), and the fields after it.
struct fen_board {
    std::vector<std::vector<fen_cell>> ranks;
    std::string holdings;  // the text inside [..], or "" (has_holdings says whether it was there)
    bool has_holdings = false;
    std::vector<token> fields;  // side, castling, e.p., clocks as written
};

// Reads a FEN's board and fields (fen[0] the board); errors point into the line.
inline std::optional<cecp_error> read_fen_board(const std::vector<token>& fen, fen_board& out) {
    const token& board = fen[0];
    const std::string_view b = board.text;
    auto fail = [&](std::size_t at, std::string what) { return cecp_error{0, board.column + static_cast<int>(at), std::move(what)}; };
    out.ranks.assign(1, {});
    std::size_t i = 0;
    while (i < b.size()) {
        const char c = b[i];
        if (c == '/') {
            if (out.ranks.size() == 16) return fail(i, "more than 16 ranks in the FEN");
            out.ranks.emplace_back();
            ++i;
        } else if (digit(c)) {
            const std::size_t at = i;
            const int n = read_number(b, i, 2);
            if (n <= 0 || n > 16 || out.ranks.back().size() + static_cast<std::size_t>(n) > 16)
                return fail(at, "more than 16 squares in a rank of the FEN");
            out.ranks.back().resize(out.ranks.back().size() + static_cast<std::size_t>(n));
        } else if (c == '[') {
            const std::size_t close = b.find(']', i);
            if (close == std::string_view::npos || close + 1 != b.size()) return fail(i, "holdings '[' without a closing ']' at the board's end");
            out.holdings = std::string(b.substr(i + 1, close - i - 1));
            out.has_holdings = true;
            i = close + 1;
        } else if (c == '*' || c == '+' || upper(c) || lower(c)) {
            fen_cell cell;
            if (c == '*') cell.hole = true;
            else {
                if (c == '+') {
                    cell.promoted = true;
                    if (++i == b.size() || !(upper(b[i]) || lower(b[i]))) return fail(i, "'+' not followed by a piece letter");
                }
                cell.piece = b[i];
                cell.column = board.column + static_cast<int>(i);
                if (i + 1 < b.size() && b[i + 1] == '~') cell.tilde = true, ++i;
            }
            if (out.ranks.back().size() == 16) return fail(i, "more than 16 squares in a rank of the FEN");
            out.ranks.back().push_back(cell);
            ++i;
        } else {
            return fail(i, std::string("'") + c + "' is no part of a FEN board");
        }
    }
    out.fields.assign(fen.begin() + 1, fen.end());
    return std::nullopt;
}

// A rank of cells as FEN text.
inline std::string fen_rank_text(const std::vector<fen_cell>& rank) {
    std::string s;
    int empty = 0;
    for (const fen_cell& c : rank) {
        if (!c.piece && !c.hole) {
            ++empty;
            continue;
        }
        if (empty) s += std::to_string(empty), empty = 0;
        if (c.hole) s += '*';
        else {
            if (c.promoted) s += '+';
            s += c.piece;
            if (c.tilde) s += '~';
        }
    }
    if (empty) s += std::to_string(empty);
    return s;
}

// The holes of a board as a region (board/region.hpp): runs along each rank ("a2-a7" is not used,
// "b1-k1 a2 l2"), from White's side.
inline std::string holes_region(const fen_board& fen, int files) {
    std::string out;
    const int ranks = static_cast<int>(fen.ranks.size());
    // Appended piece by piece: GCC 12 at -O3 warns (-Wrestrict, a false positive) on char + std::string.
    auto square = [&out](int f, int r) {
        out += static_cast<char>('a' + f);
        out += std::to_string(r + 1);
    };
    for (int row = 0; row < ranks; ++row) {
        const int r = ranks - 1 - row;
        const auto& cells = fen.ranks[static_cast<std::size_t>(row)];
        const int width = std::min(files, static_cast<int>(cells.size()));  // short ranks end in empty squares
        for (int f = 0; f < width; ++f) {
            if (!cells[static_cast<std::size_t>(f)].hole) continue;
            int last = f;
            while (last + 1 < width && cells[static_cast<std::size_t>(last + 1)].hole) ++last;
            if (!out.empty()) out += ' ';
            square(f, r);
            if (last > f) {
                out += '-';
                square(last, r);
            }
            f = last;
        }
    }
    return out;
}

}  // namespace detail

// One half of a pieceToCharTable: per slot, the letter ('.' none, '+' the promoted form of the
// piece 11 slots before), and the king's letter (the last one).
struct table_half {
    std::string slots;
    char king = '.';
};

// Reads `(TABLE)`; a table shorter than 3 letters means XBoard's default `PNBRQKpnbrqk`. The two
// halves must be as long as each other.
inline std::optional<cecp_error> read_table(detail::token t, table_half& white, table_half& black) {
    std::string_view text = t.text.substr(1, t.text.size() - 2);
    if (text.size() < 3) text = "PNBRQKpnbrqk";
    if (text.size() % 2 != 0) return cecp_error{0, t.column, "the table has an odd number of letters: its white and black halves differ in length"};
    const std::size_t half = text.size() / 2;
    if (half - 1 > static_cast<std::size_t>(xboard_max_slots))
        return cecp_error{0, t.column, "the table has more than " + std::to_string(xboard_max_slots) + " slots and a king per side"};
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const bool white_half = i < half;
        const int column = t.column + 1 + static_cast<int>(i);
        if (c == '\'' || c == '!')
            return cecp_error{0, column, "piece letters with ' or ! (XBoard's extra pieces) are not supported"};
        if (!(c == '.' || c == '+' || detail::upper(c) || detail::lower(c)))
            return cecp_error{0, column, std::string("'") + c + "' is no piece letter, '.' or '+'"};
        if (c != '.' && c != '+' && (white_half ? detail::lower(c) : detail::upper(c)))
            return cecp_error{0, column, std::string("'") + c + "' is in the " + (white_half ? "white" : "black") +
                                             " half of the table, which takes " + (white_half ? "upper" : "lower") + "-case letters"};
        const std::size_t slot = white_half ? i : i - half;
        if (c == '+' && (slot + 1 == half || slot < static_cast<std::size_t>(xboard_promoted_offset) ||
                         text[i - static_cast<std::size_t>(xboard_promoted_offset)] == '.' ||
                         text[i - static_cast<std::size_t>(xboard_promoted_offset)] == '+'))
            return cecp_error{0, column, "'+' in a slot whose slot 11 before holds no piece to promote"};
    }
    white = {std::string(text.substr(0, half - 1)), text[half - 1]};
    black = {std::string(text.substr(half, half - 1)), text[2 * half - 1]};
    if (white.king == '+' || black.king == '+') return cecp_error{0, t.column, "the king's place (last in each half) holds a '+'"};
    return std::nullopt;
}

// The moves of XBoard's fairy pieces that the writer (cecp.hpp) does not count on, but a GUI may:
// slot 5 the ferz, 6 the alfil, 9 the wazir, 10 the man (Fairy-Max's roman puts its commoner there).
inline std::string_view xboard_slot_moves(int slot) noexcept {
    if (slot >= 0 && static_cast<std::size_t>(slot) < xboard_pieces.size() && !xboard_pieces[static_cast<std::size_t>(slot)].moves.empty())
        return xboard_pieces[static_cast<std::size_t>(slot)].moves;
    switch (slot) {
        case 5: return "F";
        case 6: return "A";
        case 9: return "W";
        case 10: return "K";
        default: return {};
    }
}

// The rules a parent variant stands for: a built-in definition, and what the reader does with it.
struct parent_rules {
    variant_def definition;
    bool promotes_to_any = false;  // XBoard's "fairy": a pawn may become any piece of the table
};

// The definition an XBoard variant name (or the name of a variant in `parents`) stands for as a
// parent, or none. "normal" and "fairy" are the parents' chess (fairy promoting to any piece),
// "nocastle" that chess without castling, "cylinder" and "falcon" XBoard's.
inline std::optional<parent_rules> parent_variant(std::string_view name, definition_list parents) {
    const variant_def* chess = parents.find("chess");
    if ((name == "normal" || name == "fairy") && chess) return parent_rules{*chess, name == "fairy"};
    if (name == "nocastle" && chess) {
        variant_def v = *chess;
        v.name = "nocastle";
        v.pieces.set(piece('K', "K", royal));
        v.pieces.set(piece('R', "R"));
        v.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
        return parent_rules{v, false};
    }
    if (const variant_def* d = parents.find(name)) return parent_rules{*d, false};
    // Two of XBoard's variants that ferz has no built-in for, as XBoard starts them (backend.c); an
    // engine sends their pieces' moves (Fairy-Max does), and these are the moves it sends.
    if (name == "cylinder" && chess) {
        // Chess with the a- and h-files joined (XBetza o).
        variant_def v = *chess;
        v.name = "cylinder";
        v.pieces.set(piece('P', "fmWfceoFifmnD", pawn));
        v.pieces.set(piece('N', "oN"));
        v.pieces.set(piece('B', "oB"));
        v.pieces.set(piece('R', "oR", castling_partner));
        v.pieces.set(piece('Q', "oQ"));
        v.pieces.set(piece('K', "oKisO2", royal));
        return parent_rules{v, false};
    }
    if (name == "falcon" && chess) {
        // Falcon chess, 10x8 (XBoard's FalconArray): the falcon reaches the squares a knight's and a
        // camel's leap beyond by any of its shortest paths, each step blockable.
        variant_def v = *chess;
        v.name = "falcon";
        v.files = 10;
        v.pieces.add(piece('F', "aflafrKafraflKafafsKafsafK"));
        v.pieces.set(piece('K', "KisO3", royal));
        v.start_fen = "rnbfqkfbnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBFQKFBNR w KQkq - 0 1";
        v.rules.promotion.pieces = "QFRBN";
        return parent_rules{v, false};
    }
    return std::nullopt;
}

}  // namespace ferz::cecp
