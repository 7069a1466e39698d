// uci_engine: a small engine speaking UCI (with UCI_Variant, as Fairy-Stockfish and cutechess-cli
// use it) and USI (shogi's protocol) for ferz's variants; the first command, `uci` or `usi`, chooses.
//
//   cutechess-cli -engine cmd=./uci_engine -engine cmd=./uci_engine -variant crazyhouse -each tc=1+0.1
//
// UCI: `position startpos|fen FEN [moves e2e4 ...]` with moves as UCI text (P@e4 drops, c3c4+ shogi
// promotions); USI: `position startpos|sfen SFEN [moves 7g7f ...]` with USI moves, shogi by default and
// any shogi-like variant through `setoption name USI_Variant value minishogi`. `go` with any clock
// arguments answers at once with a one-ply greedy move (engine/game.hpp); `go infinite` and `go ponder`
// wait for `stop` or `ponderhit`. A position command whose FEN or a move is bad is refused whole: the
// engine says why (`info string ...`) and keeps the position it had. The engine never ends a game:
// it plays a move whenever it has one, at a repetition or under the move rule too (the GUI adjudicates
// draws in both protocols). No legal move: `bestmove (none)` (USI: `bestmove resign`); USI's
// `bestmove win` where the side to move wins by the 27-point declaration.
//
// Variant files (engine/file_variants.hpp): `--variant-path FILE` on the command line (or
// Fairy-Stockfish's `load FILE`), `setoption name VariantPath value FILE`, or the command `load FILE`
// read a Fairy-Stockfish variant file; its sections are variants UCI_Variant can name (not USI:
// SFEN and USI moves are compile-time variants' only). What did not load is said by `info string`.
#include <cstdio>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/file_variants.hpp"
#include "engine/game.hpp"
#include "engine/variants.hpp"

namespace {

void send(const std::string& line) {
    std::fputs(line.c_str(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

class session {
public:
    // The command line: -1 to go on, else the exit status (engine/file_variants.hpp).
    int command_line(int argc, char** argv) { return library_.command_line(argc, argv, "uci_engine"); }

    // Returns false on quit.
    bool command(const std::string& line) {
        std::istringstream in(line);
        std::vector<std::string> words;
        for (std::string w; in >> w;) words.push_back(w);
        if (words.empty()) return true;
        const std::string& word = words[0];

        if (word == "quit") return false;
        if (word == "uci" || word == "usi") {
            usi_ = word == "usi";
            variant_ = usi_ ? "shogi" : "chess";
            game_ = library_.make(variant_);
            send("id name ferz uci_engine");
            send("id author the ferz developers");
            std::string option = "option name " + option_name() + " type combo default " + variant_;
            for (const std::string_view name : library_.names()) {
                if (usi_) {
                    const auto g = library_.make(name);
                    if (!g || !g->usi_variant()) continue;
                }
                option += " var " + std::string(name);
            }
            send(option);
            send("option name VariantPath type string default <empty>");
            send(usi_ ? "usiok" : "uciok");
        } else if (word == "load") {
            load(line.substr(line.find("load") + 4));
        } else if (!game_) {
            send("info string say uci or usi first");
        } else if (word == "isready") {
            send("readyok");
        } else if (word == "setoption") {
            set_option(words);
        } else if (word == "ucinewgame" || word == "usinewgame") {
            game_->reset();
        } else if (word == "position") {
            position(words);
        } else if (word == "go") {
            pending_ = false;
            for (const std::string& w : words)
                if (w == "infinite" || w == "ponder") pending_ = true;
            if (!pending_) best_move();
        } else if (word == "stop" || word == "ponderhit") {
            if (pending_) best_move();
            pending_ = false;
        } else if (word == "debug" || word == "register" || word == "gameover") {
            // Nothing to do.
        } else {
            send("info string unknown command: " + word);
        }
        return true;
    }

private:
    std::string option_name() const { return usi_ ? "USI_Variant" : "UCI_Variant"; }
    engine::notation notation() const { return usi_ ? engine::notation::usi : engine::notation::coordinate; }

    // A variant file (or several, separated by ':'): a line of `info string` for each problem and
    // one naming what loaded. The variants it holds are named by the next `uci` or `usi`.
    void load(std::string_view paths) {
        while (!paths.empty() && paths.front() == ' ') paths.remove_prefix(1);
        if (paths.empty()) {
            send("info string expected: load FILE");
            return;
        }
        for (const std::string& l : library_.load(paths)) send("info string " + l);
    }

    // setoption name UCI_Variant value crazyhouse (USI_Variant in USI; UCI_Variant is read there too);
    // setoption name VariantPath value FILE (a path may hold spaces).
    void set_option(const std::vector<std::string>& words) {
        if (words.size() >= 5 && words[1] == "name" && words[2] == "VariantPath" && words[3] == "value") {
            std::string path = words[4];
            for (std::size_t i = 5; i < words.size(); ++i) path += " " + words[i];
            load(path);
            return;
        }
        if (words.size() != 5 || words[1] != "name" || words[3] != "value") {
            send("info string expected: setoption name " + option_name() + " value NAME");
            return;
        }
        if (words[2] != "UCI_Variant" && words[2] != "USI_Variant") {
            send("info string unknown option: " + words[2]);
            return;
        }
        std::string why;
        auto next = library_.make(words[4], &why);
        if (!next || (usi_ && !next->usi_variant())) {
            send("info string unknown variant: " + words[4] + (why.empty() ? "" : " (" + why + ")"));
            return;
        }
        variant_ = words[4];
        game_ = std::move(next);
    }

    // position startpos|fen FEN|sfen SFEN [moves M...]: on a fresh game, so that a bad command changes nothing.
    void position(const std::vector<std::string>& words) {
        auto next = library_.make(variant_);
        if (!next) {
            send("info string the variant " + variant_ + " cannot be played");
            return;
        }
        std::size_t i = 1;
        if (i < words.size() && words[i] == "startpos") {
            ++i;
        } else if (i < words.size() && (words[i] == "fen" || words[i] == "sfen")) {
            const bool sfen = words[i] == "sfen";
            std::string text;
            for (++i; i < words.size() && words[i] != "moves"; ++i) text += (text.empty() ? "" : " ") + words[i];
            const std::string why = sfen ? next->set_sfen(text) : next->set_fen(text);
            if (!why.empty()) {
                send("info string bad position: " + why);
                return;
            }
        } else {
            send("info string expected: position startpos|" + std::string(usi_ ? "sfen" : "fen") + " ... [moves ...]");
            return;
        }
        if (i < words.size() && words[i] != "moves") {
            send("info string unexpected '" + words[i] + "' in position command");
            return;
        }
        for (++i; i < words.size(); ++i)
            if (const std::string why = next->play(words[i], notation()); !why.empty()) {
                send("info string illegal move: " + why);
                return;
            }
        game_ = std::move(next);
    }

    void best_move() {
        if (usi_ && game_->declaration_wins()) {
            send("bestmove win");
            return;
        }
        const std::string m = game_->choose(notation());
        send("bestmove " + (m.empty() ? std::string(usi_ ? "resign" : "(none)") : m));
    }

    engine::variant_library library_;
    std::unique_ptr<engine::game> game_;
    std::string variant_ = "chess";
    bool usi_ = false;
    bool pending_ = false;
};

}  // namespace

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    session s;
    if (const int status = s.command_line(argc, argv); status >= 0) return status;
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (!s.command(line)) break;
    }
}
