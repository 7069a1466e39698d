// examples/engine/game.hpp: the game an example engine plays, behind one interface for every variant.
//
// A protocol loop (xboard_engine.cpp, uci_engine.cpp) reads text and must not care which variant it
// plays, so each variant's position lives behind a small virtual interface; make_game<Variants>(name)
// instantiates it only for the variants in the list (each costs seconds of compile time). Every call
// that takes text answers with an error message instead of changing the state when the text is not
// a legal move or a valid position: a protocol engine must survive whatever a GUI or a user sends.
//
// The engine's "search" is one ply: a move that ends the game in its favour, else the move that
// leaves the best material balance (pieces valued by their moves on an empty board), ties broken by
// a pseudo-random number generator seeded on every new game, so that a session plays the same moves
// every time it is run. Search is not the point of these examples.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/game.hpp"
#include "ferz/movegen/generate.hpp"
#include "ferz/notation/cecp.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/notation/san.hpp"
#include "ferz/notation/sfen.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/notation/usi.hpp"
#include "ferz/position.hpp"
#include "ferz/tables/piece_tables.hpp"
#include "ferz/variants/registry.hpp"

namespace engine {

// How moves are written: UCI and CECP share coordinate text (e2e4, e7e8q, P@e4, c3c4+); USI has its own.
enum class notation { coordinate, usi };

class game {
public:
    virtual ~game() = default;
    [[nodiscard]] virtual std::string_view name() const = 0;
    virtual void reset() = 0;                                    // the start position, a new game
    virtual std::string set_fen(std::string_view fen) = 0;       // "" or why not (the state is kept)
    virtual std::string set_sfen(std::string_view sfen) = 0;     // the same, from SFEN
    virtual std::string play(std::string_view text, notation n) = 0;  // "" or why not (the state is kept)
    virtual bool undo() = 0;                                     // false when there is no move to take back
    // The engine's move; "" when it has none. A game that a draw rule (repetition, the move rule,
    // insufficient material) has ended still has moves: the engine plays one, and the protocol
    // decides whether to claim the draw (CECP) or leave it to the GUI (UCI, USI).
    [[nodiscard]] virtual std::string choose(notation n) = 0;
    // Whether the side to move wins by declaring (shogi's 27-point rule: USI `bestmove win`).
    [[nodiscard]] virtual bool declaration_wins() const = 0;
    [[nodiscard]] virtual std::string fen() const = 0;
    [[nodiscard]] virtual int side_to_move() const = 0;          // 0: the first player (White, sente)
    [[nodiscard]] virtual int moves_made() const = 0;            // moves that undo() can take back
    [[nodiscard]] virtual std::string cecp_result() const = 0;   // "1-0 {White mates}", or "" while it goes on
    [[nodiscard]] virtual std::vector<std::string> cecp_variant_commands() const = 0;  // setup and piece
    [[nodiscard]] virtual bool usi_variant() const = 0;          // shogi-like: has USI squares and promoted forms
    [[nodiscard]] virtual std::unique_ptr<game> fresh() const = 0;  // a new game of the same variant (its tables shared)
};

// The game of variant V: a compile-time variant (game_of<ferz::variants::chess>), or a run-time one
// (game_of<ferz::dynamic<64>>, made with the variant's handle: a variant read from a variant file).
template <class V>
class game_of final : public game {
    using position_type = ferz::position<V>;
    using model = typename position_type::model_type;

public:
    game_of()
        requires(!model::dynamic)
    {
        init();
    }
    explicit game_of(typename position_type::handle variant)
        requires(model::dynamic)
        : variant_(std::move(variant)), pos_(variant_) {
        init();
    }

    std::string_view name() const override { return pos_.model().def.name.view(); }

    void reset() override {
        pos_ = start();
        rng_.seed(20261123u);
    }

    std::string set_fen(std::string_view fen) override {
        auto parsed = [&] {
            if constexpr (model::dynamic) return position_type::from_fen(variant_, fen);
            else return position_type::from_fen(fen);
        }();
        if (!parsed) return parsed.error().message();
        pos_ = *parsed;
        return {};
    }

    std::string set_sfen(std::string_view sfen) override {
        if constexpr (usi_variant_v) {
            auto parsed = ferz::from_sfen<V>(sfen);
            if (!parsed) return parsed.error().message();
            pos_ = *parsed;
            return {};
        } else {
            (void)sfen;
            return "SFEN needs a compiled variant with pieces in hand on a board of at most 9x9";
        }
    }

    std::string play(std::string_view text, notation n) override {
        auto m = read(text, n);
        if (!m) return m.error().message();
        pos_.make(*m);
        return {};
    }

    bool undo() override {
        if (pos_.moves_made() == 0) return false;
        pos_.unmake();
        return true;
    }

    std::string choose(notation n) override {
        const std::vector<ferz::move> moves = ferz::legal_move_vector(pos_);
        if (moves.empty()) return {};
        const int us = pos_.side_to_move();
        std::vector<ferz::move> best;
        long best_score = 0;
        for (const ferz::move m : moves) {
            pos_.make(m);
            const ferz::game_status status = ferz::game_result(pos_);
            // status.result is for the side to move now: the opponent.
            const long score = !status.over() ? material(us) - material(us ^ 1)
                               : status.result == ferz::outcome::loss ? 1'000'000
                               : status.result == ferz::outcome::win  ? -1'000'000
                                                                      : 0;
            pos_.unmake();
            if (best.empty() || score > best_score) best.clear(), best_score = score;
            if (score == best_score) best.push_back(m);
        }
        const ferz::move m = best[std::uniform_int_distribution<std::size_t>(0, best.size() - 1)(rng_)];
        return write(m, n);
    }

    bool declaration_wins() const override {
        const ferz::game_status status = ferz::game_result(pos_);
        return status.reason == ferz::game_end::impasse_declaration && status.result == ferz::outcome::win;
    }

    std::string fen() const override { return ferz::to_fen(pos_); }
    int side_to_move() const override { return pos_.side_to_move(); }
    int moves_made() const override { return pos_.moves_made(); }

    std::string cecp_result() const override {
        const ferz::game_status status = ferz::game_result(pos_);
        if (!status.over()) return {};
        const int winner = ferz::winner(pos_, status);
        std::string reason(ferz::to_string(status.reason));
        if (status.reason == ferz::game_end::checkmate) reason = winner == 0 ? "White mates" : "Black mates";
        return ferz::result_text(pos_, status) + " {" + reason + "}";
    }

    std::vector<std::string> cecp_variant_commands() const override {
        return ferz::cecp::variant_commands(start(), ferz::cecp::variant_name(name()));
    }

    bool usi_variant() const override { return usi_variant_v; }

    std::unique_ptr<game> fresh() const override {
        if constexpr (model::dynamic) return std::make_unique<game_of>(variant_);
        else return std::make_unique<game_of>();
    }

private:
    // Shogi-like: USI squares, pieces in hand and promoted forms (SFEN and USI text are compile-time
    // variants' only).
    static constexpr bool usi_variant_v = [] {
        if constexpr (model::dynamic) {
            return false;
        } else {
            using traits = ferz::variant_traits<V>;
            return ferz::usi_board<typename traits::board> && traits::has_drops && traits::has_promoted_forms;
        }
    }();

    position_type start() const {
        if constexpr (model::dynamic) return position_type(variant_);
        else return position_type{};
    }

    ferz::result<ferz::move, ferz::move_text_error> read(std::string_view text, notation n) const {
        if constexpr (usi_variant_v)
            if (n == notation::usi) return ferz::parse_usi(pos_, text);
        auto m = ferz::parse_uci(pos_, text);
        if (m) return m;
        // GUIs in SAN mode, and Chess960 castling as XBoard sends it (O-O, O-O-O).
        if (auto san = ferz::parse_san(pos_, text)) return san;
        return m;
    }

    std::string write(ferz::move m, notation n) const {
        if constexpr (usi_variant_v)
            if (n == notation::usi)
                if (auto text = ferz::to_usi(pos_, m)) return *text;
        return ferz::to_uci(pos_, m);
    }

    // A piece's value: its moves from the middle of an empty board, sliders counted as 3 squares a
    // line; royal pieces are not counted (they are never captured).
    void init() {
        const auto& m = pos_.model();
        values_.assign(static_cast<std::size_t>(m.traits.types), 0);
        for (int t = 0; t < m.traits.types; ++t) {
            if (t == m.traits.royal_type) continue;
            long v = 0;
            for (std::size_t k = m.cat.begin[static_cast<std::size_t>(t)]; k < m.cat.begin[static_cast<std::size_t>(t) + 1]; ++k) {
                const ferz::betza::path& p = m.cat.paths[k];
                v += p.legs[p.size - 1].range == 0 ? 3 : 1;
            }
            values_[static_cast<std::size_t>(t)] = v;
        }
        reset();
    }

    long material(int color) const {
        long sum = 0;
        for (int t = 0; t < pos_.model().traits.types; ++t)
            sum += values_[static_cast<std::size_t>(t)] * (pos_.pieces(color, t).popcount() + pos_.in_hand(color, t));
        return sum;
    }

    typename position_type::handle variant_{};  // a run-time variant's (empty for a compile-time one)
    position_type pos_;
    std::vector<long> values_;
    std::mt19937 rng_;
};

// A new game of the variant named `name` among Variants (a std::tuple of variant types), or null.
template <class Variants>
std::unique_ptr<game> make_game(std::string_view name) {
    std::unique_ptr<game> out;
    ferz::variants::with_variant<Variants>(name, [&](auto v) { out = std::make_unique<game_of<decltype(v)>>(); });
    return out;
}

// The names of Variants, in order.
template <class Variants>
std::vector<std::string_view> variant_names() {
    std::vector<std::string_view> out;
    std::apply([&](auto... v) { (out.push_back(decltype(v)::name), ...); }, Variants{});
    return out;
}

}  // namespace engine
