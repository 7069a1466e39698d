// tests/support/betza_board.hpp: a tiny reference board that says where compiled paths lead.
//
// Tests of the XBetza compiler assert exact target sets, so they need a meaning for paths that does
// not come from the engine's own move generator: this walker is written from legs.hpp's definitions
// alone, square by square, with no bitboards and no cleverness. A board is files x ranks, the piece
// stands on a start square (which counts as empty once it has left), and other squares hold friends,
// enemies or royal enemies. A target is written relative to the start square, "dx,dy", followed by
// "x" and the relative square of every piece captured on the way ("0,0x0,3" = capture on (0,3) and
// return), and "e" when it is an e.p. capture. White's frame: +y is forward.
#pragma once

#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <ferz/betza.hpp>

namespace betza_test {

enum class occupant { empty, friendly, enemy, royal_enemy };

struct board {
    int files = 9, ranks = 9;
    int x0 = 4, y0 = 4;                                // the moving piece
    std::map<std::pair<int, int>, occupant> pieces;    // absolute squares
    std::set<std::pair<int, int>> ep;                  // empty squares holding e.p. rights
    bool virgin = true;                                // the piece has not moved yet

    // Places a piece relative to the start square.
    board& put(int dx, int dy, occupant o) {
        pieces[{x0 + dx, y0 + dy}] = o;
        return *this;
    }
    board& friend_at(int dx, int dy) { return put(dx, dy, occupant::friendly); }
    board& enemy_at(int dx, int dy) { return put(dx, dy, occupant::enemy); }
    board& royal_at(int dx, int dy) { return put(dx, dy, occupant::royal_enemy); }
    board& ep_at(int dx, int dy) {
        ep.insert({x0 + dx, y0 + dy});
        return *this;
    }
};

namespace detail {

using ferz::betza::leg;
using ferz::betza::path;

struct walker {
    const board& b;
    const path& p;
    std::set<std::string>& out;

    occupant at(int x, int y, const std::vector<std::pair<int, int>>& victims) const {
        if (x == b.x0 && y == b.y0) return occupant::empty;
        for (const auto& v : victims)
            if (v == std::pair{x, y}) return occupant::empty;
        const auto it = b.pieces.find({x, y});
        return it == b.pieces.end() ? occupant::empty : it->second;
    }

    void emit(int x, int y, const std::vector<std::pair<int, int>>& victims, bool ep) const {
        // Appended piece by piece: `"x" + std::string` trips GCC 12's -Wrestrict false positive at -O3.
        std::string s = std::to_string(x - b.x0);
        s += ',';
        s += std::to_string(y - b.y0);
        for (const auto& v : victims) {
            s += 'x';
            s += std::to_string(v.first - b.x0);
            s += ',';
            s += std::to_string(v.second - b.y0);
        }
        if (ep) s += 'e';
        out.insert(s);
    }

    void walk(std::size_t i, int x, int y, int prev_steps, int used_steps, std::vector<std::pair<int, int>> victims) const {
        using namespace ferz::betza;
        const leg& l = p.legs[i];
        const bool last = i + 1 == p.size;
        if (l.has(imitator)) return;
        int limit = l.range == 0 ? 64 : l.range;
        if (l.has(remaining_range)) limit = l.range == 0 ? 64 : l.range - used_steps;
        int exact = 0;
        if (l.has(same_length)) exact = prev_steps;
        if (l.has(exact_range)) exact = l.range;
        if (exact) limit = exact;
        int dx = l.dx, dy = l.dy;
        const auto first = std::pair{dx, dy};
        const bool clockwise = l.has(turn_clockwise);
        for (int k = 1; k <= limit; ++k) {
            if (k > 1 && l.has(crooked)) {
                const auto s = (k % 2 == 0) ? ferz::betza::turned(first.first, first.second, clockwise) : first;
                dx = s.first, dy = s.second;
            } else if (k > 1 && l.has(circular)) {
                const auto s = ferz::betza::turned(dx, dy, clockwise);
                dx = s.first, dy = s.second;
            }
            const int px = x, py = y;
            x += dx, y += dy;
            if (l.has(cylinder)) x = (x % b.files + b.files) % b.files;
            if (l.has(torus)) y = (y % b.ranks + b.ranks) % b.ranks;
            if (x < 0 || y < 0 || x >= b.files || y >= b.ranks) return;
            if (l.has(skip_first) && k == 1) continue;
            if (l.has(must_jump) && at(px + dx / 2, py + dy / 2, victims) == occupant::empty) return;
            const bool at_length = exact == 0 || k == exact;
            const occupant o = at(x, y, victims);
            if (o == occupant::empty) {
                if (at_length) {
                    if (last) {
                        if (l.has(to_empty)) emit(x, y, victims, false);
                        if (l.has(to_ep) && b.ep.count({x, y})) emit(x, y, victims, true);
                    } else if (l.has(to_empty)) {
                        walk(i + 1, x, y, k, used_steps + k, victims);
                    }
                }
                continue;
            }
            if (!at_length) return;
            const bool enemy = o == occupant::enemy || o == occupant::royal_enemy;
            const bool take = enemy && l.has(to_enemy) && (!l.has(royal_only) || o == occupant::royal_enemy);
            const bool destroy = o == occupant::friendly && l.has(to_friend);
            if (last) {
                if (take || destroy) emit(x, y, victims, false);
            } else {
                if (take || destroy) {
                    auto more = victims;
                    more.push_back({x, y});
                    walk(i + 1, x, y, k, used_steps + k, more);
                }
                if (l.has(pass_occupied)) walk(i + 1, x, y, k, used_steps + k, victims);
            }
            return;
        }
    }
};

}  // namespace detail

// Every target of the paths on board `b`.
template <class Paths>
std::set<std::string> targets_of(const Paths& paths, const board& b) {
    std::set<std::string> out;
    for (const auto& p : paths) {
        if (p.size == 0) continue;
        if (p.legs[0].has(ferz::betza::initial_only) && !b.virgin) continue;
        detail::walker{b, p, out}.walk(0, b.x0, b.y0, 0, 0, {});
    }
    return out;
}

// Compiles at run time and walks; an invalid descriptor gives {"error"}.
inline std::set<std::string> targets(std::string_view descriptor, const board& b) {
    auto t = ferz::betza::compile(descriptor);
    if (!t) return {"error"};
    return targets_of(t->paths, b);
}

// The paths of a compile-time table, as a vector (for targets_of()).
template <std::size_t N>
std::vector<ferz::betza::path> paths_of(const ferz::betza::move_table<N>& t) {
    return {t.paths.begin(), t.paths.begin() + static_cast<std::ptrdiff_t>(t.path_count)};
}

// Builds a target set from a list like {"0,1", "1,1"}.
inline std::set<std::string> set_of(std::initializer_list<const char*> items) {
    std::set<std::string> s;
    for (const char* i : items) s.insert(i);
    return s;
}

// All leaps (dx, dy) of the given atom vector within `limit` of the start on an empty board, for
// riders: helper to write expected sets of sliders compactly.
inline std::set<std::string> ray(int dx, int dy, int from, int to) {
    std::set<std::string> s;
    for (int k = from; k <= to; ++k) s.insert(std::to_string(dx * k) + "," + std::to_string(dy * k));
    return s;
}
inline std::set<std::string> operator+(std::set<std::string> a, const std::set<std::string>& b) {
    a.insert(b.begin(), b.end());
    return a;
}

}  // namespace betza_test
