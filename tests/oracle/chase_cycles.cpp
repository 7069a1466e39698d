// tests/oracle/chase_cycles.cpp: threefold repetitions of xiangqi positions from random games, with
// ferz's game_result, for tests/oracle/chase-check.sh to compare with Fairy-Stockfish's. Each line:
// FEN|moves|result for Red (1, 0, -1)|ferz's reason. From the position after 8 to 67 random plies,
// each side picks a quiet move it can take back (the side to move one that threatens a capture, the
// other side two times in three) and the four moves are played twice.
//   chase_cycles N SEED
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>
#include "ferz/game.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/variants/xiangqi.hpp"
using V = ferz::variants::xiangqi;
using P = ferz::position<V>;

static bool find(const P& p, int from, int to, ferz::move& out) {
    for (auto m : ferz::legal_move_vector(p)) if (m.from() == from && m.to() == to && !p.is_capture(m)) { out = m; return true; }
    return false;
}

int main(int argc, char** argv) {
    const int n = argc > 1 ? std::atoi(argv[1]) : 100;
    std::mt19937 rng(argc > 2 ? std::atoi(argv[2]) : 1);
    int made = 0;
    while (made < n) {
        P pos;
        const int plies = 8 + static_cast<int>(rng() % 60);
        bool ok = true;
        for (int i = 0; i < plies && ok; ++i) {
            auto ms = ferz::legal_move_vector(pos);
            if (ms.empty() || ferz::game_result(pos).over()) { ok = false; break; }
            pos.make(ms[rng() % ms.size()]);
        }
        if (!ok || ferz::game_result(pos).over()) continue;
        // Restart from this position's FEN with the clock at 0.
        std::string fen = ferz::to_fen(pos);
        {   // halfmove clock -> 0
            auto sp2 = fen.rfind(' ');
            auto sp1 = fen.rfind(' ', sp2 - 1);
            fen = fen.substr(0, sp1) + " 0" + fen.substr(sp2);
        }
        auto start = P::from_fen(fen);
        if (!start) continue;
        P p = *start;
        auto quiet = [&](const P& q) {
            std::vector<ferz::move> out;
            for (auto m : ferz::legal_move_vector(q)) if (!q.is_capture(m) && m.kind() == ferz::move_kind::normal) out.push_back(m);
            return out;
        };
        for (int attempt = 0; attempt < 20; ++attempt) {
            P q = p;
            auto qa = quiet(q);
            if (qa.empty()) break;
            auto threatening = [&](const P& base, const std::vector<ferz::move>& ms) {
                std::vector<ferz::move> out;
                for (auto m : ms) {
                    P t = base; t.make(m);
                    int k = t.royal_square(t.side_to_move());
                    t.make(ferz::move(k, k, ferz::move_kind::null));
                    for (auto c : ferz::legal_move_vector(t)) if (t.is_capture(c)) { out.push_back(m); break; }
                }
                return out.empty() ? ms : out;
            };
            qa = threatening(q, qa);
            ferz::move a = qa[rng() % qa.size()];
            q.make(a);
            auto qb = quiet(q);
            if (qb.empty()) continue;
            if (rng() % 3 != 0) qb = threatening(q, qb);
            ferz::move b = qb[rng() % qb.size()];
            q.make(b);
            ferz::move ar{0, 0}, br{0, 0};
            if (!find(q, a.to(), a.from(), ar)) continue;
            q.make(ar);
            if (!find(q, b.to(), b.from(), br)) continue;
            q.make(br);
            // second round
            std::vector<ferz::move> cyc{a, b, ar, br};
            bool legal = true;
            std::string text;
            P r = p;
            for (int round = 0; round < 2 && legal; ++round)
                for (auto m : cyc) {
                    ferz::move mm{0, 0};
                    if (!find(r, m.from(), m.to(), mm)) { legal = false; break; }
                    text += ferz::to_uci(r, mm) + " ";
                    r.make(mm);
                    if (ferz::game_result(r).over() && !(round == 1 && m == cyc.back())) { legal = false; break; }
                }
            if (!legal) continue;
            text.pop_back();
            auto s = ferz::game_result(r);
            if (!s.over()) continue;
            // absolute: side to move r
            int abs = static_cast<int>(s.result) * (r.side_to_move() == 0 ? 1 : -1);
            std::printf("%s|%s|%d|%s\n", fen.c_str(), text.c_str(), abs, std::string(ferz::to_string(s.reason)).c_str());
            ++made;
            break;
        }
    }
}
