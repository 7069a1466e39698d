// xboard_engine: a small engine speaking CECP (the XBoard/WinBoard protocol, version 2) for ferz's
// variants, the built-in ones and a variant of its own (horse-and-cannon, engine/variants.hpp).
//
//   xboard -fcp ./xboard_engine -variant capablanca -testLegality false
//
// On `new` (chess) and `variant NAME` it tells the GUI the variant: `setup (TABLE) [WxH+S_PARENT] FEN` and a
// `piece ID BETZA` line for each piece type XBoard does not know (ferz/notation/cecp.hpp), so that the
// GUI can test legality, show target squares and write SAN with its own legality testing off. It plays
// one-ply greedy moves (engine/game.hpp). Moves are read in coordinate notation (e2e4, e7e8q, P@e4,
// c3c4+; SAN and O-O too); a move that is not legal, or not a move at all, is answered
// `Illegal move: TEXT` and changes nothing; an unknown command `Error (unknown command): TEXT`.
//
// Variant files (engine/file_variants.hpp): `--variant-path FILE` on the command line (or
// Fairy-Stockfish's `load FILE`), `option VariantPath=FILE` (offered to the GUI as a file option), or the
// command `load FILE` read a Fairy-Stockfish variant file; its sections are variants `variant NAME`
// can name, told to the GUI with `setup` and `piece` like any other. After a load the engine sends
// `feature variants="..."` again with the new names, and `tellusererror` for what did not load.
#include <cstdio>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>

#include "engine/file_variants.hpp"
#include "engine/game.hpp"
#include "engine/variants.hpp"

namespace {

void send(const std::string& line) {
    std::fputs(line.c_str(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

// Whether a word looks like a move rather than a command (protocol version 1 sends moves bare).
bool looks_like_move(std::string_view w) {
    if (w.size() < 2 || w.size() > 12) return false;
    const char a = w[0], b = w[1];
    const bool square = a >= 'a' && a <= 'p' && b >= '0' && b <= '9';
    const bool drop = a >= 'A' && a <= 'Z' && b == '@';
    return square || drop || w.rfind("O-O", 0) == 0 || w.rfind("0-0", 0) == 0;
}

class session {
public:
    session() { select("chess"); }

    // The command line: -1 to go on, else the exit status (engine/file_variants.hpp).
    int command_line(int argc, char** argv) { return library_.command_line(argc, argv, "xboard_engine"); }

    // Returns false on quit.
    bool command(const std::string& line) {
        std::istringstream in(line);
        std::string word;
        if (!(in >> word)) return true;  // an empty line
        std::string rest;
        std::getline(in >> std::ws, rest);

        if (word == "quit") return false;
        // `new` is chess, but XBoard follows it with `variant NAME` for any other variant (after
        // `random`, say) and takes the first setup it is sent: chess's is sent only when no `variant`
        // follows, before the first command that is about the game.
        if (announce_chess_ && word == "variant") announce_chess_ = false;
        if (announce_chess_ && !settings(word)) {
            announce_chess_ = false;
            announce();
        }
        if (word == "protover") {
            send("feature myname=\"ferz xboard_engine\" ping=1 setboard=1 usermove=1 san=0 time=0 draw=0 sigint=0 "
                 "sigterm=0 reuse=1 analyze=0 colors=0 variants=\"" + variant_list() + "\" option=\"VariantPath -file <empty>\" done=1");
        } else if (word == "new") {
            select("chess");
            reported_at_ = -1;
            force_ = false;
            engine_side_ = 1;
            announce_chess_ = true;
        } else if (word == "variant") {
            const std::string name = rest == "normal" ? "chess" : rest;
            std::string why;
            if (!select(name, &why)) send("Error (unsupported variant): " + rest + (why.empty() ? "" : " (" + why + ")"));
            else announce(), reported_at_ = -1;
        } else if (word == "force") {
            force_ = true;
        } else if (word == "go") {
            force_ = false;
            engine_side_ = game_->side_to_move();
            think();
        } else if (word == "playother") {
            force_ = false;
            engine_side_ = game_->side_to_move() ^ 1;
        } else if (word == "usermove") {
            user_move(rest);
        } else if (word == "setboard") {
            if (const std::string why = game_->set_fen(rest); !why.empty()) send("tellusererror Illegal position: " + why);
            else reported_at_ = -1;
        } else if (word == "undo" || word == "remove") {
            const int n = word == "undo" ? 1 : 2;
            if (game_->moves_made() < n) send("Error (command not legal now): " + word);
            else
                for (int i = 0; i < n; ++i) game_->undo(), reported_at_ = -1;
        } else if (word == "result") {
            force_ = true;  // the game is over, whatever the GUI says the result is
        } else if (word == "option") {
            // option NAME=VALUE; VariantPath is the only option.
            const std::size_t eq = rest.find('=');
            if (eq == std::string::npos || rest.substr(0, eq) != "VariantPath") send("Error (unknown option): " + rest);
            else load(rest.substr(eq + 1));
        } else if (word == "load") {
            load(rest);
        } else if (word == "ping") {
            send("pong " + rest);
        } else if (settings(word) || word == "draw" || word == "." || word == "?" || word == "white" || word == "black" ||
                   word == "bk" || word == "hint") {
            // Nothing to do: the engine thinks for no time and has no book, hints, clock or draw offers.
        } else if (looks_like_move(word) && rest.empty()) {
            user_move(word);
        } else {
            send("Error (unknown command): " + word);
        }
        return true;
    }

private:
    // Commands that set something up and are not about the position.
    static bool settings(const std::string& w) {
        for (const char* s : {"xboard", "protover", "accepted", "rejected", "random", "post", "nopost", "hard", "easy",
                              "level", "st", "sd", "time", "otim", "computer", "name", "rating", "ics"})
            if (w == s) return true;
        return false;
    }

    std::string variant_list() const {
        std::string list;
        for (const std::string_view name : library_.names()) {
            if (!list.empty()) list += ',';
            list += ferz::cecp::variant_name(name);
        }
        return list;
    }

    bool select(const std::string& name, std::string* why = nullptr) {
        auto next = library_.make(name, why);
        if (!next) return false;
        game_ = std::move(next);
        return true;
    }

    // A variant file (or several, separated by ':'): what did not load goes to the user
    // (tellusererror), and the GUI is told the variants the engine now plays.
    void load(const std::string& paths) {
        if (paths.empty()) {
            send("Error (no file given): load");
            return;
        }
        for (const std::string& l : library_.load(paths))
            if (l.find(": error: ") != std::string::npos || l.find(": cannot open the file") != std::string::npos)
                send("tellusererror " + l);
        send("feature variants=\"" + variant_list() + "\"");
    }

    void announce() {
        for (const std::string& l : game_->cecp_variant_commands()) send(l);
    }

    void user_move(const std::string& text) {
        if (text.empty()) {
            send("Error (no move given): usermove");
            return;
        }
        if (text.find(' ') != std::string::npos || !game_->play(text, engine::notation::coordinate).empty()) {
            send("Illegal move: " + text);
            return;
        }
        if (report_end()) return;
        if (!force_ && game_->side_to_move() == engine_side_) think();
    }

    void think() {
        if (report_end()) return;
        const std::string m = game_->choose(engine::notation::coordinate);
        if (m.empty()) return;
        game_->play(m, engine::notation::coordinate);
        send("move " + m);
        report_end();
    }

    // Claims the result once, when the game has ended (a draw by rule included: CECP engines claim
    // it), and says true while it stays ended.
    bool report_end() {
        const std::string r = game_->cecp_result();
        if (r.empty()) return false;
        if (reported_at_ != game_->moves_made()) send(r);
        reported_at_ = game_->moves_made();
        force_ = true;
        return true;
    }

    engine::variant_library library_;
    std::unique_ptr<engine::game> game_;
    bool force_ = false;
    int engine_side_ = 1;
    bool announce_chess_ = false;
    int reported_at_ = -1;  // the ply whose result was claimed; -1: none
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
