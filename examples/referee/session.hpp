// examples/referee/session.hpp: the CECP dialogue with one engine, apart from the rules: the
// handshake (`xboard`, `protover 2`, the `feature` lines up to `done=1`), a new game (`new`,
// `variant`, `sd`), moves sent in force mode, and `ping`/`pong` to learn that the engine has said
// everything it had to say after a move.
//
// Any failure of the engine as a program (it stops, says nothing within the timeout, never sends
// `feature done=1`) is an engine_failure: the referee cannot go on, and says why.
#pragma once

#include <chrono>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "referee/cecp_text.hpp"
#include "referee/process.hpp"

namespace referee {

struct options {
    std::string variant = "normal";
    int games = 2;
    int depth = 2;
    int max_plies = 200;
    int random_plies = 2;
    unsigned seed = 1;
    std::chrono::milliseconds timeout{30000};
    bool verbose = false;
    std::vector<std::string> engine;  // the program and its arguments
};

struct engine_failure {
    std::string message;
};

class engine_session {
public:
    explicit engine_session(const options& opt) : opt_(opt) {}

    // Starts the engine and reads its features; an engine_failure if it cannot be started or never
    // finishes its features within the timeout.
    void start() {
        if (auto e = process_.start(opt_.engine)) throw engine_failure{*e};
        send("xboard");
        send("protover 2");
        const auto deadline = std::chrono::steady_clock::now() + opt_.timeout;
        bool done = false;
        while (!done) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
            std::string line;
            const auto r = left.count() > 0 ? process_.read_line(line, left) : child_process::read_status::timeout;
            if (r == child_process::read_status::timeout)
                throw engine_failure{"the engine sent no 'feature ... done=1' within " + seconds() + " s"};
            if (r == child_process::read_status::closed) throw engine_failure{"the engine closed its output before 'feature ... done=1'"};
            log('<', line);
            if (line.rfind("feature ", 0) != 0) continue;
            for (const auto& [name, value] : read_features(line)) {
                if (name == "done") {
                    if (value == "1") done = true;
                    continue;  // done=0: the engine asks for more time; the timeout still holds
                }
                if (name == "ping") ping_ = value == "1";
                else if (name == "usermove") usermove_ = value == "1";
                else if (name == "san") san_ = value == "1";
                else if (name == "variants") variants_ = value;
                send("accepted " + name);
            }
        }
    }

    // Whether the engine's `feature variants=` names `name` (normal is always playable).
    [[nodiscard]] bool plays(std::string_view name) const {
        if (name == "normal") return true;
        std::size_t i = 0;
        while (i <= variants_.size()) {
            const std::size_t comma = std::min(variants_.find(',', i), variants_.size());
            if (variants_.substr(i, comma - i) == name) return true;
            i = comma + 1;
        }
        return false;
    }
    [[nodiscard]] bool wants_san() const noexcept { return san_; }

    // `new`, `variant NAME` (unless normal), `sd D`, then everything the engine says before it has
    // caught up (the `setup` and `piece` lines of an engine-defined variant among them).
    std::vector<std::string> new_game() {
        send("new");
        if (opt_.variant != "normal") send("variant " + opt_.variant);
        send("sd " + std::to_string(opt_.depth));
        return sync();
    }

    void send_move(std::string_view text) { send((usermove_ ? "usermove " : "") + std::string(text)); }

    // Every line the engine sends until it has read everything sent so far: `ping N` and its `pong N`,
    // or, for an engine without ping, until it has been quiet for a moment.
    std::vector<std::string> sync() {
        std::vector<std::string> lines;
        std::string line;
        if (!ping_) {
            while (read(line, std::chrono::milliseconds(300), true)) lines.push_back(line);
            return lines;
        }
        const std::string pong = "pong " + std::to_string(++pings_);
        send("ping " + std::to_string(pings_));
        while (read(line, opt_.timeout, false) && line != pong) lines.push_back(line);
        return lines;
    }

    // The next line; an engine_failure when the engine closes its output or, unless `quiet_ok`, is
    // silent for `timeout` (then false).
    bool read(std::string& line, std::chrono::milliseconds timeout, bool quiet_ok) {
        switch (process_.read_line(line, timeout)) {
            case child_process::read_status::line: log('<', line); return true;
            case child_process::read_status::closed: throw engine_failure{"the engine closed its output"};
            case child_process::read_status::timeout:
                if (quiet_ok) return false;
                throw engine_failure{"the engine said nothing for " + seconds() + " s"};
        }
        return false;
    }
    std::string read() {
        std::string line;
        read(line, opt_.timeout, false);
        return line;
    }

    void send(std::string_view line) {
        log('>', line);
        if (!process_.send(line)) throw engine_failure{"the engine no longer reads its input"};
    }

    void stop() { process_.stop(std::chrono::milliseconds(1000)); }

private:
    void log(char direction, std::string_view line) const {
        if (opt_.verbose) std::fprintf(stderr, "%c %.*s\n", direction, static_cast<int>(line.size()), line.data());
    }
    [[nodiscard]] std::string seconds() const { return std::to_string(opt_.timeout.count() / 1000); }

    const options& opt_;
    child_process process_;
    bool ping_ = false, usermove_ = false, san_ = false;
    std::string variants_;
    int pings_ = 0;
};

}  // namespace referee
