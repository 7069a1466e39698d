// tests/support/naive_chu.hpp: Chu shogi written the simplest way, to check ferz's Chu shogi against.
//
// It shares nothing with ferz: a 12x12 mailbox of signed codes, its own FEN reader, and every piece's
// moves written out by hand from the game's rules (not from XBetza): steps, slides and jumps as lists
// of directions, and the lion's, horned falcon's and soaring eagle's double moves as explicit loops.
// Rules, as the Japanese Chu Shogi Association (CSRM) plays them:
//   - promotion is optional, on a move that enters the zone (the far four ranks), and on a capture
//     that starts or ends there; a promoted piece does not promote again; the king, queen and lion
//     (and every promoted form) never promote; no drops;
//   - the king and the crown prince (the promoted drunk elephant): while a side has both, either may
//     be taken; its last one may not be left attacked (as Fairy-Stockfish's sho shogi: judged before
//     the move, so that a promotion to the prince does not rescue an attacked king);
//   - a lion (or a promoted kirin) may capture by its double moves: an adjacent enemy, then on one
//     more step (to an empty square, an enemy, or back where it started: igui); it may pass by
//     stepping out to an empty square and back; falcon and eagle have the same powers in their
//     forward (diagonal) directions;
//   - the lion-trading rules, as XBoard plays them: a lion may not take a lion two squares away
//     that any enemy move could then take back, unless it took something other than a pawn or a
//     go-between on its way; after a lion was taken by another piece, the next move takes no lion
//     (the FEN's e.p. field names the square where that happened).
// A move: from, to, the squares taken on the way, and whether it promotes. Legality is the slowest
// honest way: make the move on a copy and ask whether any enemy move would take the last royal.
#pragma once

#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace naive_chu {

inline constexpr int N = 12;  // files and ranks

// Piece kinds: the letter of the unpromoted piece, and whether it is promoted.
struct piece {
    char letter = 0;  // 0: empty
    bool promoted = false;
    int color = 0;    // 0 sente (upper case, moving up), 1 gote
    bool operator==(const piece&) const = default;
};

struct move {
    int from = 0, to = 0;
    std::vector<int> victims;  // squares taken on the way (not `to`)
    bool promote = false;
};

inline std::string square_name(int sq) { return std::string(1, static_cast<char>('a' + sq % N)) + std::to_string(sq / N + 1); }

// A text that says everything a move does: "e5-f7", "e5-e5xe6" (igui), "e5-e5" (a pass), "+" for a promotion.
inline std::string text(const move& m) {
    std::string s = square_name(m.from) + "-" + square_name(m.to);
    std::vector<int> v = m.victims;
    std::sort(v.begin(), v.end());
    for (int x : v) s += "x" + square_name(x);
    if (m.promote) s += "+";
    return s;
}

struct position {
    std::array<piece, N * N> board{};
    int side = 0;
    bool lion_taken = false;  // the last move's piece, no lion, took a lion

    [[nodiscard]] static bool is_lion(const piece& p) { return (p.letter == 'N' && !p.promoted) || (p.letter == 'O' && p.promoted); }

    [[nodiscard]] static bool on(int f, int r) { return f >= 0 && f < N && r >= 0 && r < N; }
    [[nodiscard]] const piece& at(int f, int r) const { return board[static_cast<std::size_t>(r * N + f)]; }

    // The board part of a FEN ("lfcsgekgscfl/.../LFCSGKEGSCFL w ..."): '+x' for a promoted piece.
    static std::optional<position> from_fen(std::string_view fen) {
        position p;
        int f = 0, r = N - 1;
        std::size_t i = 0;
        for (; i < fen.size() && fen[i] != ' '; ++i) {
            const char c = fen[i];
            if (c == '/') {
                if (f != N) return std::nullopt;
                f = 0, --r;
            } else if (c >= '0' && c <= '9') {
                int n = c - '0';
                if (i + 1 < fen.size() && fen[i + 1] >= '0' && fen[i + 1] <= '9') n = n * 10 + (fen[++i] - '0');
                f += n;
            } else {
                bool promoted = false;
                char l = c;
                if (c == '+') promoted = true, l = fen[++i];
                if (f >= N || r < 0) return std::nullopt;
                const bool black = l >= 'a' && l <= 'z';
                p.board[static_cast<std::size_t>(r * N + f)] = {static_cast<char>(black ? l - 'a' + 'A' : l), promoted, black ? 1 : 0};
                ++f;
            }
        }
        if (r != 0 || f != N) return std::nullopt;
        p.side = fen.find(" b") != std::string_view::npos ? 1 : 0;
        // "... w - e5 0 1": a lion was just taken on e5.
        std::size_t field = i;
        for (int n = 0; n < 2 && field != std::string_view::npos; ++n) field = fen.find(' ', field + 1);
        p.lion_taken = field != std::string_view::npos && field + 1 < fen.size() && fen[field + 1] >= 'a' && fen[field + 1] <= 'l';
        return p;
    }

    // --- the pieces' moves, in sente's frame (dy > 0 is forward) ----------------------------------
    struct dir {
        int dx, dy;
    };
    static constexpr dir orth[4] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    static constexpr dir diag[4] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};

    // Single-leg moves of a piece: steps (one square), slides (any distance) and jumps (exactly
    // there, over anything). Lion powers are added in moves_from.
    struct shape {
        std::vector<dir> steps, slides, jumps;
        int lion = 0;  // 1: the lion; 2: the horned falcon (forward); 3: the soaring eagle (forward diagonals)
    };
    static shape shape_of(const piece& p) {
        shape s;
        auto all8 = [] { return std::vector<dir>{{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}}; };
        const dir F{0, 1}, B{0, -1}, L{-1, 0}, R{1, 0}, FL{-1, 1}, FR{1, 1}, BL{-1, -1}, BR{1, -1};
        std::vector<dir> orthv{F, B, L, R}, diagv{FL, FR, BL, BR};
        const char c = p.letter;
        if (!p.promoted) {
            switch (c) {
            case 'K': s.steps = all8(); break;
            case 'E': s.steps = {FL, FR, BL, BR, F, L, R}; break;  // drunk elephant: not straight back
            case 'G': s.steps = {F, B, L, R, FL, FR}; break;
            case 'S': s.steps = {FL, FR, BL, BR, F}; break;
            case 'C': s.steps = {FL, FR, F, B}; break;
            case 'F': s.steps = {FL, FR, BL, BR, F, B}; break;  // ferocious leopard
            case 'L': s.slides = {F}; break;
            case 'A': s.slides = {F, B}; break;  // reverse chariot
            case 'T': s.steps = {FL, FR, BL, BR, L, R, B}; break;  // blind tiger
            case 'O': s.steps = diagv, s.jumps = {{0, 2}, {0, -2}, {2, 0}, {-2, 0}}; break;  // kirin
            case 'X': s.steps = orthv, s.jumps = {{2, 2}, {-2, 2}, {2, -2}, {-2, -2}}; break;  // phoenix
            case 'M': s.slides = {L, R}, s.steps = {F, B}; break;  // side mover
            case 'V': s.slides = {F, B}, s.steps = {L, R}; break;  // vertical mover
            case 'B': s.slides = diagv; break;
            case 'R': s.slides = orthv; break;
            case 'H': s.slides = diagv, s.steps = orthv; break;  // dragon horse
            case 'D': s.slides = orthv, s.steps = diagv; break;  // dragon king
            case 'N': s.lion = 1; break;
            case 'Q': s.slides = all8(); break;
            case 'I': s.steps = {F, B}; break;  // go-between
            case 'P': s.steps = {F}; break;
            default: break;
            }
            return s;
        }
        switch (c) {
        case 'E': s.steps = all8(); break;                            // crown prince
        case 'G': s.slides = orthv; break;                            // as a rook
        case 'S': s.slides = {F, B}, s.steps = {L, R}; break;         // as a vertical mover
        case 'C': s.slides = {L, R}, s.steps = {F, B}; break;         // as a side mover
        case 'F': s.slides = diagv; break;                            // as a bishop
        case 'L': s.slides = {F, B, FL, FR}; break;                   // white horse
        case 'A': s.slides = {F, B, BL, BR}; break;                   // whale
        case 'T': s.slides = {F, B}, s.steps = {FL, FR, BL, BR, L, R}; break;  // flying stag
        case 'O': s.lion = 1; break;                                  // as a lion
        case 'X': s.slides = all8(); break;                           // as a queen
        case 'M': s.slides = {L, R, FL, FR, BL, BR}; break;           // free boar
        case 'V': s.slides = {F, B, FL, FR, BL, BR}; break;           // flying ox
        case 'B': s.slides = diagv, s.steps = orthv; break;           // as a dragon horse
        case 'R': s.slides = orthv, s.steps = diagv; break;           // as a dragon king
        case 'H': s.slides = {FL, FR, BL, BR, L, R, B}, s.jumps = {{0, 2}}, s.lion = 2; break;  // horned falcon
        case 'D': s.slides = {F, B, L, R, BL, BR}, s.jumps = {{2, 2}, {-2, 2}}, s.lion = 3; break;  // soaring eagle
        case 'I': s.steps = {FL, FR, BL, BR, F, L, R}; break;         // as a drunk elephant
        case 'P': s.steps = {F, B, L, R, FL, FR}; break;              // tokin, as a gold
        default: break;
        }
        return s;
    }

    [[nodiscard]] static bool promotes(const piece& p) {
        return !p.promoted && p.letter != 'K' && p.letter != 'Q' && p.letter != 'N';
    }
    [[nodiscard]] bool in_zone(int sq, int color) const { return color == 0 ? sq / N >= N - 4 : sq / N < 4; }

    // Every move of the side to move, legal or not (the royal may be left attacked).
    [[nodiscard]] std::vector<move> pseudo_moves() const {
        std::vector<move> out;
        const int us = side;
        auto enemy = [&](int sq) { return board[static_cast<std::size_t>(sq)].letter && board[static_cast<std::size_t>(sq)].color != us; };
        auto empty = [&](int sq) { return board[static_cast<std::size_t>(sq)].letter == 0; };
        for (int from = 0; from < N * N; ++from) {
            const piece& p = board[static_cast<std::size_t>(from)];
            if (!p.letter || p.color != us) continue;
            const int f0 = from % N, r0 = from / N, fw = us == 0 ? 1 : -1;
            auto add = [&](int to, std::vector<int> victims) {
                move m{from, to, victims, false};
                out.push_back(m);
                const bool capture = !victims.empty() || (to != from && enemy(to));
                if (promotes(p) && ((!in_zone(from, us) && in_zone(to, us)) || (capture && (in_zone(from, us) || in_zone(to, us))))) {
                    m.promote = true;
                    out.push_back(m);
                }
            };
            auto target = [&](int f, int r) { return on(f, r) && (empty(r * N + f) || enemy(r * N + f)); };
            const shape s = shape_of(p);
            for (const dir d : s.steps)
                if (target(f0 + d.dx, r0 + d.dy * fw)) add((r0 + d.dy * fw) * N + f0 + d.dx, {});
            for (const dir d : s.jumps)
                if (target(f0 + d.dx, r0 + d.dy * fw)) add((r0 + d.dy * fw) * N + f0 + d.dx, {});
            for (const dir d : s.slides)
                for (int f = f0 + d.dx, r = r0 + d.dy * fw; on(f, r); f += d.dx, r += d.dy * fw) {
                    if (enemy(r * N + f) || empty(r * N + f)) add(r * N + f, {});
                    if (!empty(r * N + f)) break;
                }
            // Lion powers, in the directions the piece has them: a first step; on an enemy, a second
            // step anywhere next to it (the lion) or straight on (falcon, eagle), or back; on an empty
            // square, the jump beyond (the same square as a second step) and the pass.
            std::vector<dir> first;
            if (s.lion == 1) first = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
            if (s.lion == 2) first = {{0, 1}};
            if (s.lion == 3) first = {{1, 1}, {-1, 1}};
            // (The falcon's and eagle's jumps two squares on, over anything, are in their shapes.)
            bool pass = false;
            for (const dir d : first) {
                const int f1 = f0 + d.dx, r1 = r0 + d.dy * fw;
                if (!on(f1, r1)) continue;
                const int a = r1 * N + f1;
                if (!empty(a) && !enemy(a)) continue;
                if (empty(a)) pass = true;
                if (s.lion == 1) {
                    add(a, {});  // the plain step
                    for (int dx = -1; dx <= 1; ++dx)
                        for (int dy = -1; dy <= 1; ++dy) {
                            if (!dx && !dy) continue;
                            const int f2 = f1 + dx, r2 = r1 + dy;
                            if (!on(f2, r2)) continue;
                            const int b = r2 * N + f2;
                            if (b == from) {
                                if (enemy(a)) add(from, {a});  // igui
                                continue;
                            }
                            if (enemy(a)) {
                                if (empty(b) || enemy(b)) add(b, {a});
                            }
                        }
                } else {
                    add(a, {});  // the step
                    const int f2 = f1 + d.dx, r2 = r1 + d.dy * fw;
                    if (enemy(a) && on(f2, r2)) {
                        const int b = r2 * N + f2;
                        if (empty(b) || enemy(b)) add(b, {a});  // on, after taking the first
                    }
                    if (enemy(a)) add(from, {a});  // igui
                }
            }
            if (s.lion == 1) {
                // The lion's jumps to every square two away (Chebyshev), over anything.
                for (int dx = -2; dx <= 2; ++dx)
                    for (int dy = -2; dy <= 2; ++dy)
                        if (std::max(std::abs(dx), std::abs(dy)) == 2 && target(f0 + dx, r0 + dy)) add((r0 + dy) * N + f0 + dx, {});
            }
            if (pass) add(from, {});
        }
        // Dedupe (a falcon's step and jump lists never overlap; the lion's step to an enemy is added once).
        std::sort(out.begin(), out.end(), [](const move& x, const move& y) { return text(x) < text(y); });
        out.erase(std::unique(out.begin(), out.end(), [](const move& x, const move& y) { return text(x) == text(y); }), out.end());
        return out;
    }

    void make(const move& m) {
        piece p = board[static_cast<std::size_t>(m.from)];
        bool took_lion = m.to != m.from && is_lion(board[static_cast<std::size_t>(m.to)]);
        for (int v : m.victims) took_lion = took_lion || is_lion(board[static_cast<std::size_t>(v)]);
        lion_taken = took_lion && !is_lion(p);
        for (int v : m.victims) board[static_cast<std::size_t>(v)] = {};
        board[static_cast<std::size_t>(m.from)] = {};
        if (m.promote) p.promoted = true;
        board[static_cast<std::size_t>(m.to)] = p;
        side ^= 1;
    }

    [[nodiscard]] int royals(int color) const {
        int n = 0;
        for (const piece& p : board) n += p.letter && p.color == color && (p.letter == 'K' || (p.letter == 'E' && p.promoted));
        return n;
    }

    // Legal moves: a side with one royal may not leave it where an enemy move takes it. (Whether a
    // side has one is judged before the move: a drunk elephant promoting to a crown prince does not
    // make an attacked king free to be taken, as in Fairy-Stockfish's sho shogi.)
    [[nodiscard]] std::vector<move> legal_moves() const {
        std::vector<move> out;
        if (royals(side) == 0) return out;
        int royal = -1;
        if (royals(side) == 1)
            for (int sq = 0; sq < N * N; ++sq) {
                const piece& p = board[static_cast<std::size_t>(sq)];
                if (p.letter && p.color == side && (p.letter == 'K' || (p.letter == 'E' && p.promoted))) royal = sq;
            }
        for (const move& m : pseudo_moves()) {
            if (!lion_rules_allow(m)) continue;
            position next = *this;
            next.make(m);
            if (royal >= 0) {
                const int r = m.from == royal ? m.to : royal;
                bool taken = false;
                for (const move& reply : next.pseudo_moves())
                    taken = taken || reply.to == r || std::find(reply.victims.begin(), reply.victims.end(), r) != reply.victims.end();
                if (taken) continue;
            }
            out.push_back(m);
        }
        return out;
    }

    // The lion-trading rules.
    [[nodiscard]] bool lion_rules_allow(const move& m) const {
        const piece& to = board[static_cast<std::size_t>(m.to)];
        const bool lion_on_to = m.to != m.from && is_lion(to) && to.color != side;
        bool takes_lion = lion_on_to;
        for (int v : m.victims) takes_lion = takes_lion || is_lion(board[static_cast<std::size_t>(v)]);
        if (!takes_lion) return true;
        if (lion_taken) return false;
        if (!lion_on_to || !is_lion(board[static_cast<std::size_t>(m.from)])) return true;
        if (std::abs(m.to % N - m.from % N) <= 1 && std::abs(m.to / N - m.from / N) <= 1) return true;
        for (int v : m.victims) {
            const piece& b = board[static_cast<std::size_t>(v)];
            if (b.promoted || (b.letter != 'P' && b.letter != 'I')) return true;  // a bridge of worth
        }
        position next = *this;
        next.make(m);
        next.lion_taken = false;  // (every enemy move that captures there counts)
        for (const move& reply : next.pseudo_moves())
            if (reply.to == m.to || std::find(reply.victims.begin(), reply.victims.end(), m.to) != reply.victims.end()) return false;
        return true;
    }

    [[nodiscard]] long perft(int depth) const {
        if (depth == 0) return 1;
        const auto moves = legal_moves();
        if (depth == 1) return static_cast<long>(moves.size());
        long n = 0;
        for (const move& m : moves) {
            position next = *this;
            next.make(m);
            n += next.perft(depth - 1);
        }
        return n;
    }
};

}  // namespace naive_chu
