// ferz/notation/fsf_fen.hpp: what the variant-file reader asks of a section's startFen before any
// position is read from it: where a piece stands, whether castling rights are given, the walls (`*`).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "ferz/notation/fsf_values.hpp"

namespace ferz::fsf {

// Walks a FEN's board, up to its first space or '[': calls `cell(row, file, c, promoted)` for each
// square written with a letter or `*` (rows counted from White's side, files from 0; `promoted`: the
// letter follows a '+'), and stops with true as soon as `cell` returns true.
template <class Cell>
bool walk_fen_board(std::string_view fen, int ranks, Cell&& cell) {
    int row = ranks - 1, file = 0;
    for (std::size_t i = 0; i < fen.size() && fen[i] != ' ' && fen[i] != '['; ++i) {
        char c = fen[i];
        if (c == '/') {
            --row, file = 0;
        } else if (is_digit(c)) {
            int n = 0;
            while (i < fen.size() && is_digit(fen[i]) && n < 100) n = n * 10 + (fen[i++] - '0');
            --i;
            file += n;
        } else if (c != '~') {
            const bool promoted = c == '+';
            if (promoted) {
                if (i + 1 >= fen.size()) break;
                c = fen[++i];
            }
            if (cell(row, file, c, promoted)) return true;
            ++file;
        }
    }
    return false;
}

// The file of the first unpromoted `letter` (upper case: White's) on a rank of a FEN's board, counted
// from White's side; -1 if there is none.
[[nodiscard]] inline int fen_file_of(std::string_view fen, int ranks, int rank, char letter) {
    int found = -1;
    walk_fen_board(fen, ranks, [&](int row, int file, char c, bool promoted) {
        if (promoted || row != rank || c != letter) return false;
        found = file;
        return true;
    });
    return found;
}

// Whether a FEN's board has the unpromoted `letter` (its case is its colour) on a rank other than
// `rank` (counted from White's side).
[[nodiscard]] inline bool fen_has_off_rank(std::string_view fen, int ranks, int rank, char letter) {
    return walk_fen_board(fen, ranks, [&](int row, int, char c, bool promoted) { return !promoted && c == letter && row != rank; });
}

// Whether a FEN's board or holdings hold the letter (either case), not as a promoted form.
[[nodiscard]] inline bool fen_has(std::string_view fen, char upper) {
    const std::size_t end = fen.find(' ');
    const std::string_view board = fen.substr(0, end);
    for (std::size_t i = 0; i < board.size(); ++i)
        if (to_upper(board[i]) == upper && (i == 0 || board[i - 1] != '+')) return true;
    return false;
}

// Whether a FEN gives any castling (or gating) rights: its third field, unless it is missing, `-`,
// or a number (Fairy-Stockfish's short FENs, "... w 0 1").
[[nodiscard]] inline bool fen_has_castling_rights(std::string_view fen) {
    std::size_t at = 0;
    for (int field = 0; field < 2; ++field) {
        at = fen.find(' ', at);
        if (at == std::string_view::npos) return false;
        while (at < fen.size() && fen[at] == ' ') ++at;
    }
    return at < fen.size() && fen[at] != '-' && !is_digit(fen[at]);
}

// The FEN with its castling field "-" (where it has one: shogi-style FENs have none).
[[nodiscard]] inline std::string fen_without_castling_rights(std::string_view fen) {
    if (!fen_has_castling_rights(fen)) return std::string(fen);
    std::size_t at = 0;
    for (int field = 0; field < 2; ++field) {
        at = fen.find(' ', at);
        while (at < fen.size() && fen[at] == ' ') ++at;
    }
    std::size_t end = at;
    while (end < fen.size() && fen[end] != ' ') ++end;
    return std::string(fen.substr(0, at)) + "-" + std::string(fen.substr(end));
}

// The squares of a FEN's board written `*` (walls), as a region text; empty if there are none.
[[nodiscard]] inline std::string fen_walls(std::string_view fen, int files, int ranks) {
    std::string out;
    walk_fen_board(fen, ranks, [&](int row, int file, char c, bool promoted) {
        if (row < 0) return true;
        if (c == '*' && !promoted && file < files) out += (out.empty() ? "" : " ") + square_name(file, row);
        return false;
    });
    return out;
}

}  // namespace ferz::fsf
