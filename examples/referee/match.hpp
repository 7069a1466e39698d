// examples/referee/match.hpp: the referee's games: the engine plays itself, and ferz checks every move
// it makes and every result it states.
//
// One game: `new`, `variant`, `sd`; `force` and the referee's opening plies (random legal moves, so
// that a deterministic engine does not play the same game every time); then `go` for every ply: the
// engine plays the side to move and answers `move X` (or states a result). After each move `ping`
// collects what the engine says about it (Fairy-Max writes `1-0 {White mates}` right after a mating
// move). The game ends at an illegal move, at a result the engine states or ferz finds, or at the ply
// limit (unfinished).
//
// Fairness: a draw ferz finds by repetition, by the move rule or by counting is one a player may
// claim, not one that ends the game, so an engine that plays on is right to; in a dead position
// (insufficient material, ferz/rules/material.hpp) the engine may play on as well, and the game ends
// there as drawn.
// Any other end ferz finds (mate, stalemate, bare king, ...) leaves no move to play. A resignation is
// never questioned.
#pragma once

#include <cstdio>
#include <optional>
#include <random>
#include <string>
#include <string_view>

#include "ferz/dynamic_instances.hpp"  // the run-time generator: compiled once, in ferz_dynamic_instances
#include "ferz/game.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/notation/san.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/tables/dynamic_model.hpp"
#include "referee/session.hpp"

namespace referee {

struct tally {
    int games = 0;
    long moves = 0;  // the engine's moves that ferz checked and played
    int illegal = 0;
    int disagreements = 0;
    int unfinished = 0;
};

template <std::size_t Bits>
class match {
public:
    using position = ferz::position<ferz::dynamic<Bits>>;

    match(engine_session& engine, const options& opt, ferz::dynamic_variant<Bits> variant, tally& t)
        : engine_(engine), opt_(opt), variant_(std::move(variant)), tally_(t) {}

    // Game `game` (from 1); the engine has had `new` and `variant` already when `started`.
    void play(int game, bool started) {
        if (!started) engine_.new_game();
        ++tally_.games;
        game_ = game;
        position pos(variant_);
        const std::string end = play(pos);
        std::printf("game %d: %s, %d plies\n", game, end.c_str(), pos.moves_made());
        std::fflush(stdout);
    }

private:
    // Returns how the game ended.
    std::string play(position& pos) {
        if (auto refused = opening(pos)) return *refused;
        while (true) {
            if (pos.moves_made() >= opt_.max_plies) {
                ++tally_.unfinished;
                return "unfinished";
            }
            const ferz::game_status status = ferz::game_result(pos);
            const bool may_play_on = status.over() && status.result == ferz::outcome::draw &&
                                     (status.reason == ferz::game_end::repetition || status.reason == ferz::game_end::move_rule ||
                                      status.reason == ferz::game_end::counting || status.reason == ferz::game_end::insufficient_material);
            engine_.send("go");
            std::string line, text;
            // A move of legs may come a leg at a time, each but the last ending in a comma (XBoard's
            // protocol: "move e4f5," then "move f5e6").
            while (text.empty() || text.back() == ',') {
                line = engine_.read();
                if (line.rfind("move ", 0) == 0) text += line.substr(5);
                else if (const claim c = read_claim(line); c.what != claim::kind::none) return judge(pos, c, line);
            }
            if (status.over() && !may_play_on) {
                disagree(pos, "ferz: " + ferz_says(pos) + "; engine: " + line);
                return "ended by ferz: " + ferz_says(pos) + ", the engine played on";
            }
            const auto m = parse(pos, text);
            if (!m) {
                ++tally_.illegal;
                std::printf("illegal: game %d, ply %d, fen %s: the engine's '%s': %s\n", game_, pos.moves_made() + 1,
                            ferz::to_fen(pos).c_str(), line.c_str(), m.error().message().c_str());
                return "illegal move " + text;
            }
            pos.make(*m);
            ++tally_.moves;
            if (status.over() && status.reason == ferz::game_end::insufficient_material) return "1/2-1/2 insufficient material (ferz), the engine played on";
            for (const std::string& after : engine_.sync())
                if (const claim c = read_claim(after); c.what != claim::kind::none) return judge(pos, c, after);
        }
    }

    // The referee's opening plies in force mode. A move the engine refuses is a disagreement.
    std::optional<std::string> opening(position& pos) {
        std::mt19937 random(opt_.seed * 7919u + static_cast<unsigned>(game_));
        engine_.send("force");
        std::string sent;
        for (int i = 0; i < opt_.random_plies && !ferz::game_result(pos).over(); ++i) {
            const auto moves = ferz::legal_move_vector(pos);
            const ferz::move m = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)];
            const std::string text = engine_.wants_san() ? ferz::to_san(pos, m) : uci_to_cecp(ferz::to_uci(pos, m), pos.model().geo.ranks);
            engine_.send_move(text);
            sent += (sent.empty() ? "" : " ") + text;
            pos.make(m);
        }
        for (const std::string& line : engine_.sync())
            if (line.rfind("Illegal move", 0) == 0 || line.rfind("Error", 0) == 0) {
                disagree(pos, "the engine refuses the referee's opening '" + sent + "' (legal in ferz): " + line);
                return "the engine refused the opening " + sent;
            }
        return std::nullopt;
    }

    // The engine's move text as a legal move: CECP coordinates, else SAN (O-O).
    ferz::result<ferz::move, ferz::move_text_error> parse(const position& pos, std::string_view text) const {
        auto m = ferz::parse_uci(pos, cecp_to_uci(text, pos.model().geo.ranks));
        if (m) return m;
        if (auto s = ferz::parse_san(pos, text)) return s;
        return m;
    }

    // A result the engine states, against ferz's reading of the position.
    std::string judge(const position& pos, const claim& c, const std::string& line) {
        if (c.resignation()) return "resignation: " + line;
        const ferz::game_status s = ferz::game_result(pos);
        const int winner = ferz::winner(pos, s);
        const int claimed = c.what == claim::kind::white_wins ? 0 : c.what == claim::kind::black_wins ? 1 : -1;
        if (s.over() && winner == claimed) return ferz::result_text(pos, s) + " " + std::string(ferz::to_string(s.reason)) + " (engine: " + line + ")";
        disagree(pos, "engine: " + line + "; ferz: " + ferz_says(pos));
        return "disputed: " + line;
    }

    static std::string ferz_says(const position& pos) {
        const ferz::game_status s = ferz::game_result(pos);
        if (!s.over()) return "the game goes on (" + std::to_string(ferz::legal_move_vector(pos).size()) + " legal moves)";
        return ferz::result_text(pos, s) + " by " + std::string(ferz::to_string(s.reason));
    }

    void disagree(const position& pos, const std::string& what) {
        ++tally_.disagreements;
        std::printf("disagreement: game %d, ply %d, fen %s: %s\n", game_, pos.moves_made(), ferz::to_fen(pos).c_str(), what.c_str());
    }

    engine_session& engine_;
    const options& opt_;
    ferz::dynamic_variant<Bits> variant_;
    tally& tally_;
    int game_ = 0;
};

// Plays every game on bitboards of Bits bits; the first game's `new` and `variant` are sent already.
template <std::size_t Bits>
bool play_games(engine_session& engine, const options& opt, const ferz::variant_def& def, tally& t, std::string& error) {
    auto variant = ferz::make_dynamic_variant<Bits>(def);
    if (!variant) {
        error = variant.error().message();
        return false;
    }
    match<Bits> m(engine, opt, *variant, t);
    for (int g = 1; g <= opt.games; ++g) m.play(g, g == 1);
    return true;
}

}  // namespace referee
