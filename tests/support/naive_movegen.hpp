// tests/support/naive_movegen.hpp: a deliberately simple legal move generator and perft, for checking
// ferz where no reference engine exists (3×3 to 16×16 boards, non-square ones).
//
// It shares nothing with ferz: a plain std::vector<int> mailbox whose size is given at run time, its
// own FEN reader and writer, and a fixed vocabulary of pieces written out by hand — king (royal, one
// step, no castling), rook, bishop, queen, knight, nightrider (S, "N0"), wazir (W), ferz (F) and a pawn
// that steps one square forward, captures one square diagonally forward and promotes on the last rank
// (ferz's "fmWfceF": no double step, no e.p.). Legality is the slowest honest way: make the move on a
// copy, then ask every enemy piece whether it attacks one of the mover's kings.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace naive {

enum class kind : int { none = 0, pawn, knight, bishop, rook, queen, king, nightrider, wazir, ferz };

inline kind kind_of(char upper) {
    switch (upper) {
    case 'P': return kind::pawn;
    case 'N': return kind::knight;
    case 'B': return kind::bishop;
    case 'R': return kind::rook;
    case 'Q': return kind::queen;
    case 'K': return kind::king;
    case 'S': return kind::nightrider;
    case 'W': return kind::wazir;
    case 'F': return kind::ferz;
    default: return kind::none;
    }
}

inline char letter_of(kind k) {
    constexpr char letters[] = ".PNBRQKSWF";
    return letters[static_cast<int>(k)];
}

// The XBetza that ferz must be given for each letter, so that both generators mean the same piece.
inline std::string_view betza_of(char upper) {
    switch (upper) {
    case 'P': return "fmWfceF";
    case 'N': return "N";
    case 'B': return "B";
    case 'R': return "R";
    case 'Q': return "Q";
    case 'K': return "K";
    case 'S': return "N0";
    case 'W': return "W";
    case 'F': return "F";
    default: return "";
    }
}

struct step {
    int df, dr;
};
inline constexpr step orthogonal[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
inline constexpr step diagonal[] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
inline constexpr step knight_steps[] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
inline constexpr step king_steps[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

struct move {
    int from = 0, to = 0;
    char promo = 0;  // upper-case letter, or 0
};

// cells[rank * files + file]: 0 empty, +k a White piece of kind k, -k a Black one.
struct board {
    int files = 0, ranks = 0;
    std::vector<int> cells;
    int side = 0;            // 0 White, 1 Black
    std::string promotions;  // upper-case letters a pawn may become

    [[nodiscard]] bool on(int f, int r) const { return f >= 0 && f < files && r >= 0 && r < ranks; }
    [[nodiscard]] int at(int f, int r) const { return cells[static_cast<std::size_t>(r * files + f)]; }
    [[nodiscard]] int& cell(int sq) { return cells[static_cast<std::size_t>(sq)]; }
    [[nodiscard]] int cell(int sq) const { return cells[static_cast<std::size_t>(sq)]; }
};

inline int color_of(int v) { return v > 0 ? 0 : 1; }
inline kind kind_at(int v) { return static_cast<kind>(std::abs(v)); }

// "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1": only the board and the side are read; the rest must be
// "- -" (no castling, no e.p.) with optional clocks. Digits may be several ("16").
inline std::optional<board> read_fen(std::string_view fen, int files, int ranks, std::string_view promotions) {
    board b;
    b.files = files;
    b.ranks = ranks;
    b.promotions = std::string(promotions);
    b.cells.assign(static_cast<std::size_t>(files * ranks), 0);
    int f = 0, r = ranks - 1;
    std::size_t i = 0;
    for (; i < fen.size() && fen[i] != ' '; ++i) {
        const char c = fen[i];
        if (c == '/') {
            if (f != files || r == 0) return std::nullopt;
            f = 0, --r;
        } else if (c >= '0' && c <= '9') {
            int n = 0;
            while (i < fen.size() && fen[i] >= '0' && fen[i] <= '9') n = n * 10 + (fen[i++] - '0');
            --i;
            f += n;
            if (n == 0 || f > files) return std::nullopt;
        } else {
            const bool white = c >= 'A' && c <= 'Z';
            const kind k = kind_of(white ? c : static_cast<char>(c - 'a' + 'A'));
            if (k == kind::none || f >= files) return std::nullopt;
            b.cells[static_cast<std::size_t>(r * files + f)] = white ? static_cast<int>(k) : -static_cast<int>(k);
            ++f;
        }
    }
    if (f != files || r != 0) return std::nullopt;
    if (fen.substr(i, 3) == " w ") b.side = 0;
    else if (fen.substr(i, 3) == " b ") b.side = 1;
    else return std::nullopt;
    if (fen.substr(i + 3, 3) != "- -") return std::nullopt;
    return b;
}

inline std::string write_fen(const board& b) {
    std::string out;
    for (int r = b.ranks - 1; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < b.files; ++f) {
            const int v = b.at(f, r);
            if (v == 0) {
                ++empty;
                continue;
            }
            if (empty) out += std::to_string(empty), empty = 0;
            const char c = letter_of(kind_at(v));
            out += v > 0 ? c : static_cast<char>(c - 'A' + 'a');
        }
        if (empty) out += std::to_string(empty);
        if (r) out += '/';
    }
    out += b.side == 0 ? " w - - 0 1" : " b - - 0 1";
    return out;
}

inline std::string square_name(const board& b, int sq) {
    return std::string(1, static_cast<char>('a' + sq % b.files)) + std::to_string(sq / b.files + 1);
}

inline std::string uci(const board& b, const move& m) {
    std::string s = square_name(b, m.from) + square_name(b, m.to);
    if (m.promo) s += static_cast<char>(m.promo - 'A' + 'a');
    return s;
}

namespace detail {

inline void leap(const board& b, int f, int r, const step* steps, int n, std::vector<move>& out) {
    for (int i = 0; i < n; ++i) {
        const int tf = f + steps[i].df, tr = r + steps[i].dr;
        if (!b.on(tf, tr)) continue;
        const int v = b.at(tf, tr);
        if (v != 0 && color_of(v) == b.side) continue;
        out.push_back({r * b.files + f, tr * b.files + tf, 0});
    }
}

inline void ride(const board& b, int f, int r, const step* steps, int n, std::vector<move>& out) {
    for (int i = 0; i < n; ++i) {
        for (int tf = f + steps[i].df, tr = r + steps[i].dr; b.on(tf, tr); tf += steps[i].df, tr += steps[i].dr) {
            const int v = b.at(tf, tr);
            if (v != 0 && color_of(v) == b.side) break;
            out.push_back({r * b.files + f, tr * b.files + tf, 0});
            if (v != 0) break;
        }
    }
}

inline void pawn_to(const board& b, int from, int tf, int tr, std::vector<move>& out) {
    const int to = tr * b.files + tf;
    if (tr == (b.side == 0 ? b.ranks - 1 : 0)) {
        for (const char p : b.promotions) out.push_back({from, to, p});
    } else {
        out.push_back({from, to, 0});
    }
}

// Whether the piece v standing on (f, r) attacks (tf, tr), looking only along the line between them.
inline bool attacks(const board& b, int v, int f, int r, int tf, int tr) {
    const int df = tf - f, dr = tr - r;
    if (df == 0 && dr == 0) return false;
    const int adf = std::abs(df), adr = std::abs(dr);
    auto clear_between = [&](int sf, int sr) {
        for (int x = f + sf, y = r + sr; x != tf || y != tr; x += sf, y += sr)
            if (b.at(x, y) != 0) return false;
        return true;
    };
    auto sign = [](int x) { return (x > 0) - (x < 0); };
    const bool rook_line = df == 0 || dr == 0;
    const bool bishop_line = adf == adr;
    switch (kind_at(v)) {
    case kind::pawn: return dr == (color_of(v) == 0 ? 1 : -1) && adf == 1;
    case kind::knight: return (adf == 1 && adr == 2) || (adf == 2 && adr == 1);
    case kind::king: return adf <= 1 && adr <= 1;
    case kind::wazir: return adf + adr == 1;
    case kind::ferz: return adf == 1 && adr == 1;
    case kind::rook: return rook_line && clear_between(sign(df), sign(dr));
    case kind::bishop: return bishop_line && clear_between(sign(df), sign(dr));
    case kind::queen: return (rook_line || bishop_line) && clear_between(sign(df), sign(dr));
    case kind::nightrider: {
        // A knight step repeated k times: (df, dr) = k * (a, b) with {|a|, |b|} = {1, 2}.
        for (const step s : knight_steps) {
            for (int k = 1; k <= 16; ++k) {
                if (s.df * k != df || s.dr * k != dr) continue;
                for (int j = 1; j < k; ++j)
                    if (b.at(f + s.df * j, r + s.dr * j) != 0) return false;
                return true;
            }
        }
        return false;
    }
    case kind::none: return false;
    }
    return false;
}

}  // namespace detail

// Whether a piece of colour `by` attacks the square.
inline bool attacked(const board& b, int sq, int by) {
    const int tf = sq % b.files, tr = sq / b.files;
    for (int s = 0; s < b.files * b.ranks; ++s) {
        const int v = b.cell(s);
        if (v == 0 || color_of(v) != by) continue;
        if (detail::attacks(b, v, s % b.files, s / b.files, tf, tr)) return true;
    }
    return false;
}

// Whether any king of `color` is attacked.
inline bool in_check(const board& b, int color) {
    for (int s = 0; s < b.files * b.ranks; ++s) {
        const int v = b.cell(s);
        if (v != 0 && kind_at(v) == kind::king && color_of(v) == color && attacked(b, s, 1 - color)) return true;
    }
    return false;
}

inline std::vector<move> pseudo_moves(const board& b) {
    std::vector<move> out;
    for (int s = 0; s < b.files * b.ranks; ++s) {
        const int v = b.cell(s);
        if (v == 0 || color_of(v) != b.side) continue;
        const int f = s % b.files, r = s / b.files;
        switch (kind_at(v)) {
        case kind::pawn: {
            const int tr = r + (b.side == 0 ? 1 : -1);
            if (!b.on(f, tr)) break;  // a pawn on its last rank (never written by FENs here) is stuck
            if (b.at(f, tr) == 0) detail::pawn_to(b, s, f, tr, out);
            for (const int df : {-1, 1}) {
                if (!b.on(f + df, tr)) continue;
                const int t = b.at(f + df, tr);
                if (t != 0 && color_of(t) != b.side) detail::pawn_to(b, s, f + df, tr, out);
            }
            break;
        }
        case kind::knight: detail::leap(b, f, r, knight_steps, 8, out); break;
        case kind::king: detail::leap(b, f, r, king_steps, 8, out); break;
        case kind::wazir: detail::leap(b, f, r, orthogonal, 4, out); break;
        case kind::ferz: detail::leap(b, f, r, diagonal, 4, out); break;
        case kind::rook: detail::ride(b, f, r, orthogonal, 4, out); break;
        case kind::bishop: detail::ride(b, f, r, diagonal, 4, out); break;
        case kind::queen: detail::ride(b, f, r, king_steps, 8, out); break;
        case kind::nightrider: detail::ride(b, f, r, knight_steps, 8, out); break;
        case kind::none: break;
        }
    }
    return out;
}

inline board after(const board& b, const move& m) {
    board n = b;
    const int v = b.cell(m.from);
    const int k = m.promo ? static_cast<int>(kind_of(m.promo)) : std::abs(v);
    n.cell(m.to) = b.side == 0 ? k : -k;
    n.cell(m.from) = 0;
    n.side = 1 - b.side;
    return n;
}

inline std::vector<move> legal_moves(const board& b) {
    std::vector<move> out;
    for (const move& m : pseudo_moves(b))
        if (!in_check(after(b, m), b.side)) out.push_back(m);
    return out;
}

inline std::uint64_t perft(const board& b, int depth) {
    if (depth <= 0) return 1;
    const auto moves = legal_moves(b);
    if (depth == 1) return moves.size();
    std::uint64_t n = 0;
    for (const move& m : moves) n += perft(after(b, m), depth - 1);
    return n;
}

// A small deterministic generator (splitmix64): the same positions on every standard library.
struct rng {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    }
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
};

// A random legal-looking position: one king each, not adjacent, `extra` more pieces drawn from
// `letters` (upper case, no 'K') of random colour, pawns never on their last rank, a random side to
// move, and the side not to move not in check. Returns nullopt when the draw breaks the rules for
// kings, so that the caller can simply draw again.
inline std::optional<board> random_board(rng& g, int files, int ranks, std::string_view promotions,
                                         std::string_view letters, int extra) {
    board b;
    b.files = files;
    b.ranks = ranks;
    b.promotions = std::string(promotions);
    const int n = files * ranks;
    b.cells.assign(static_cast<std::size_t>(n), 0);
    const int wk = g.below(n), bk = g.below(n);
    if (std::abs(bk % files - wk % files) <= 1 && std::abs(bk / files - wk / files) <= 1) return std::nullopt;
    b.cell(wk) = static_cast<int>(kind::king);
    b.cell(bk) = -static_cast<int>(kind::king);
    for (int placed = 0, tries = 0; placed < extra && tries < 50 * extra; ++tries) {
        const int s = g.below(n);
        if (b.cell(s) != 0) continue;
        const kind k = kind_of(letters[static_cast<std::size_t>(g.below(static_cast<int>(letters.size())))]);
        const int color = g.below(2);
        if (k == kind::pawn && s / files == (color == 0 ? ranks - 1 : 0)) continue;
        b.cell(s) = color == 0 ? static_cast<int>(k) : -static_cast<int>(k);
        ++placed;
    }
    b.side = g.below(2);
    if (in_check(b, 1 - b.side)) return std::nullopt;
    return b;
}

}  // namespace naive
