// tests/oracle/axf_games.cpp: long quiet xiangqi games with many checks, with ferz's game_result at
// their end, for tests/oracle/chase-check.sh to compare with Fairy-Stockfish's (the AXF's move rule:
// checks beyond ten do not count). From one of four sparse positions, 96 to 145 plies without a
// capture, each game preferring checking moves in a proportion of its own. Each line:
// FEN|moves|result for Red (1, 0, -1; 9: the game goes on)|ferz's reason.
//   axf_games N SEED
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
int main(int argc, char** argv) {
    const int n = argc > 1 ? std::atoi(argv[1]) : 100;
    std::mt19937 rng(argc > 2 ? std::atoi(argv[2]) : 1);
    const char* starts[] = {"3k4r/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "5k3/4a4/9/9/9/9/9/9/4A4/R2K5 w - - 0 1",
                            "5k2r/4a4/9/9/9/9/9/9/4A4/R2K5 w - - 0 1", "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1"};
    int made = 0;
    while (made < n) {
        const std::string fen = starts[rng() % 4];
        P pos = *P::from_fen(fen);
        const int plies = 96 + static_cast<int>(rng() % 50);
        std::string text;
        bool ok = true;
        const int check_bias = static_cast<int>(rng() % 10);  // 0..9 in 10: how often a checking move is preferred
        for (int i = 0; i < plies; ++i) {
            if (ferz::game_result(pos).over()) { ok = i >= 96; break; }
            std::vector<ferz::move> quiet, checks;
            for (auto m : ferz::legal_move_vector(pos)) {
                if (pos.is_capture(m)) continue;
                quiet.push_back(m);
                P q = pos; q.make(m);
                if (ferz::in_check(q)) checks.push_back(m);
            }
            if (quiet.empty()) { ok = false; break; }
            const auto& from = !checks.empty() && static_cast<int>(rng() % 10) < check_bias ? checks : quiet;
            const auto m = from[rng() % from.size()];
            text += ferz::to_uci(pos, m) + " ";
            pos.make(m);
        }
        if (!ok || text.empty()) continue;
        text.pop_back();
        const auto s = ferz::game_result(pos);
        const int abs = s.over() ? static_cast<int>(s.result) * (pos.side_to_move() == 0 ? 1 : -1) : 9;
        std::printf("%s|%s|%d|%s\n", fen.c_str(), text.c_str(), abs, std::string(ferz::to_string(s.reason)).c_str());
        ++made;
    }
}
