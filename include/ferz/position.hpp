// ferz/position.hpp: the state of a game of variant V, and making and unmaking moves on it.
//
// A mailbox (piece code per square) answers "what is on this square"; bitboards per colour and per
// type answer "where are the pieces" for the generator. make/unmake keep both, the Zobrist key, the
// castling rights, the e.p. squares and the clocks, with an undo stack inside the position (engines
// that search in parallel copy the position per thread). Legal move generation is in movegen/.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ferz/move.hpp"
#include "ferz/movegen/piece_tables.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/result.hpp"
#include "ferz/rules/variant.hpp"
#include "ferz/zobrist.hpp"

namespace ferz {

template <class V>
class position {
public:
    using variant = V;
    using traits = variant_traits<V>;
    using geometry = typename traits::board;
    using bitboard = typename traits::bitboard;
    static constexpr int squares = traits::squares;
    static constexpr int types = traits::types;
    static constexpr int codes = 1 + 2 * types;

    // The start position of the variant.
    position() : position(start_setup()) {}

    static result<position, fen_error> from_fen(std::string_view fen) {
        auto s = parse_fen<V>(fen);
        if (!s) return unexpected<fen_error>{s.error()};
        return position(*s);
    }

    // --- queries -------------------------------------------------------------------------------
    [[nodiscard]] int side_to_move() const noexcept { return side_; }
    [[nodiscard]] std::uint8_t code_on(int sq) const noexcept { return board_[static_cast<std::size_t>(sq)]; }
    [[nodiscard]] bool empty(int sq) const noexcept { return board_[static_cast<std::size_t>(sq)] == 0; }
    [[nodiscard]] int type_on(int sq) const noexcept { return code_type(code_on(sq)); }
    [[nodiscard]] int color_on(int sq) const noexcept { return code_color(code_on(sq)); }
    [[nodiscard]] bitboard occupied() const noexcept { return by_color_[0] | by_color_[1]; }
    [[nodiscard]] bitboard pieces(int color) const noexcept { return by_color_[static_cast<std::size_t>(color)]; }
    [[nodiscard]] bitboard pieces_of_type(int type) const noexcept { return by_type_[static_cast<std::size_t>(type)]; }
    [[nodiscard]] bitboard pieces(int color, int type) const noexcept {
        return by_color_[static_cast<std::size_t>(color)] & by_type_[static_cast<std::size_t>(type)];
    }
    [[nodiscard]] std::uint64_t key() const noexcept { return st().key; }
    [[nodiscard]] int castling_rights() const noexcept { return st().rights; }
    [[nodiscard]] int castling_partner(int color, int side) const noexcept {
        return partner_[static_cast<std::size_t>(color * 2 + side)];
    }
    [[nodiscard]] bool can_castle(int color, int side) const noexcept {
        return (st().rights >> (color * 2 + side)) & 1;
    }
    [[nodiscard]] bitboard ep_squares() const noexcept { return st().ep; }
    [[nodiscard]] int ep_victim() const noexcept { return st().ep_victim; }
    [[nodiscard]] int halfmove_clock() const noexcept { return st().rule50; }
    [[nodiscard]] int fullmove_number() const noexcept { return 1 + game_ply_ / 2; }
    [[nodiscard]] int game_ply() const noexcept { return game_ply_; }
    // Squares where a piece of this colour and type still counts as unmoved (for XBetza `i` moves).
    [[nodiscard]] bitboard initial_squares(int color, int type) const noexcept {
        return initial_[static_cast<std::size_t>(color)][static_cast<std::size_t>(type)];
    }
    [[nodiscard]] move last_move() const noexcept { return history_.size() > 1 ? history_.back().played : move{}; }
    [[nodiscard]] bool chess960() const noexcept { return chess960_; }

    // The key computed from scratch; equal to key() after any sequence of make/unmake.
    [[nodiscard]] std::uint64_t compute_key() const noexcept {
        const auto& z = keys();
        std::uint64_t k = 0;
        for (int sq = 0; sq < squares; ++sq)
            if (board_[static_cast<std::size_t>(sq)]) k ^= z.piece[board_[static_cast<std::size_t>(sq)]][static_cast<std::size_t>(sq)];
        if (side_) k ^= z.side;
        k ^= z.castling[static_cast<std::size_t>(st().rights)];
        if (st().ep.any()) k ^= z.ep[static_cast<std::size_t>(st().ep.lsb())];
        return k;
    }

    // --- making moves ----------------------------------------------------------------------------
    void make(move m) {
        const state& prev = st();
        state next{};
        next.key = prev.key ^ keys().side ^ (prev.ep.any() ? keys().ep[static_cast<std::size_t>(prev.ep.lsb())] : 0);
        next.rights = prev.rights;
        next.rule50 = prev.rule50 + 1;
        next.played = m;
        const int us = side_;
        const int from = m.from(), to = m.to();

        switch (m.kind()) {
        case move_kind::castling: {
            const auto [kto, rto] = castling_targets(from, to);
            const std::uint8_t king = board_[static_cast<std::size_t>(from)], rook = board_[static_cast<std::size_t>(to)];
            remove(from, next.key), remove(to, next.key);
            put(kto, king, next.key), put(rto, rook, next.key);
            break;
        }
        case move_kind::null:
            break;
        default: {
            const std::uint8_t mover = board_[static_cast<std::size_t>(from)];
            if (m.kind() == move_kind::en_passant || m.kind() == move_kind::locust) {
                next.victim_code = board_[static_cast<std::size_t>(m.victim())];
                remove(m.victim(), next.key);
                next.rule50 = 0;
            }
            next.captured = board_[static_cast<std::size_t>(to)];
            if (next.captured) remove(to, next.key), next.rule50 = 0;
            remove(from, next.key);
            const int mover_type = code_type(mover);
            if (m.kind() == move_kind::promotion) next.promoted_from = static_cast<std::uint8_t>(mover_type + 1);
            put(to, m.kind() == move_kind::promotion ? piece_code(m.piece(), us) : mover, next.key);
            if (traits::pieces::traits[static_cast<std::size_t>(mover_type)] & pawn) next.rule50 = 0;
            set_ep_rights(next, mover_type, from, to);
            if (next.ep.any() && !ep_capture_possible(next.ep, us ^ 1)) next.ep = bitboard{}, next.ep_victim = -1;
            break;
        }
        }
        if (next.rights) {
            next.rights &= castle_keep_[static_cast<std::size_t>(from)] & castle_keep_[static_cast<std::size_t>(to)];
        }
        next.key ^= keys().castling[static_cast<std::size_t>(prev.rights)] ^ keys().castling[static_cast<std::size_t>(next.rights)];
        if (next.ep.any()) next.key ^= keys().ep[static_cast<std::size_t>(next.ep.lsb())];
        side_ ^= 1;
        ++game_ply_;
        history_.push_back(next);
    }

    void unmake() {
        const state s = history_.back();
        history_.pop_back();
        side_ ^= 1;
        --game_ply_;
        const move m = s.played;
        const int from = m.from(), to = m.to();
        std::uint64_t dummy = 0;
        switch (m.kind()) {
        case move_kind::castling: {
            const auto [kto, rto] = castling_targets(from, to);
            const std::uint8_t king = board_[static_cast<std::size_t>(kto)], rook = board_[static_cast<std::size_t>(rto)];
            remove(kto, dummy), remove(rto, dummy);
            put(from, king, dummy), put(to, rook, dummy);
            break;
        }
        case move_kind::null:
            break;
        default: {
            std::uint8_t mover = board_[static_cast<std::size_t>(to)];
            if (m.kind() == move_kind::promotion) mover = piece_code(pawn_type_of_promotion(s), side_);
            remove(to, dummy);
            put(from, mover, dummy);
            if (s.captured) put(to, s.captured, dummy);
            if (s.victim_code) put(m.victim(), s.victim_code, dummy);
            break;
        }
        }
    }

    // Where castling royal -> partner puts the royal and the partner: the royal on the variant's
    // file for that side, the partner next to it towards the centre.
    static std::pair<int, int> castling_targets(int royal, int partner) noexcept {
        const int side = partner > royal ? 1 : 0;
        const int kto = geometry::square(traits::castling_king_files[static_cast<std::size_t>(side)], geometry::rank_of(royal));
        return {kto, kto + (side ? -1 : 1)};
    }

    // The square of the colour's royal piece, or -1 if it has none or several.
    [[nodiscard]] int royal_square(int color) const noexcept {
        if constexpr (traits::royal_type < 0) return -1;
        else {
            const bitboard r = pieces(color, traits::royal_type);
            return r.any() && !r.more_than_one() ? r.lsb() : -1;
        }
    }

private:
    struct state {
        std::uint64_t key = 0;
        bitboard ep{};
        move played{};
        std::int16_t ep_victim = -1;
        std::int32_t rule50 = 0;
        std::uint8_t rights = 0;
        std::uint8_t captured = 0;
        std::uint8_t victim_code = 0;
        std::uint8_t promoted_from = 0;  // type + 1 of the piece that promoted
    };

    explicit position(const setup<V>& s) {
        history_.reserve(256);
        state first{};
        for (int sq = 0; sq < squares; ++sq)
            if (s.board[static_cast<std::size_t>(sq)]) put(sq, s.board[static_cast<std::size_t>(sq)], first.key);
        side_ = s.side;
        game_ply_ = 2 * (s.fullmove - 1) + s.side;
        first.rule50 = s.halfmove;
        partner_ = s.castling_partner;
        castle_keep_.fill(0xF);
        for (int i = 0; i < 4; ++i) {
            if (partner_[static_cast<std::size_t>(i)] < 0) continue;
            first.rights = static_cast<std::uint8_t>(first.rights | (1 << i));
            const int color = i / 2;
            const int king = royal_square(color);
            castle_keep_[static_cast<std::size_t>(partner_[static_cast<std::size_t>(i)])] &= static_cast<std::uint8_t>(~(1 << i));
            if (king >= 0) castle_keep_[static_cast<std::size_t>(king)] &= static_cast<std::uint8_t>(~(3 << (color * 2)));
            // Castling is Chess960-style when royal or partner stands elsewhere than in the
            // variant's start position (the king-to-square text could then be ambiguous).
            const std::array<std::array<bitboard, types>, 2>& start = start_squares();
            if (king < 0 || !start[static_cast<std::size_t>(color)][static_cast<std::size_t>(traits::royal_type)].test(king) ||
                !start[static_cast<std::size_t>(color)][static_cast<std::size_t>(traits::castling_partner_type)].test(partner_[static_cast<std::size_t>(i)]))
                chess960_ = true;
        }
        if constexpr (traits::chess960) chess960_ = true;
        first.ep = s.ep;
        first.ep_victim = static_cast<std::int16_t>(s.ep_victim);
        if (first.ep.any() && first.ep_victim < 0)
            first.ep_victim = static_cast<std::int16_t>(side_ == 0 ? first.ep.lsb() - geometry::files : first.ep.msb() + geometry::files);
        if (side_) first.key ^= keys().side;
        first.key ^= keys().castling[first.rights];
        if (first.ep.any()) first.key ^= keys().ep[static_cast<std::size_t>(first.ep.lsb())];
        history_.push_back(first);
        initial_ = start_squares();
    }

    static const setup<V>& start_setup() {
        static const setup<V> s = [] {
            auto r = parse_fen<V>(traits::start_fen);
            return r ? *r : setup<V>{};
        }();
        return s;
    }
    // Where each colour and type stands in the start position: there it counts as unmoved.
    static const std::array<std::array<bitboard, types>, 2>& start_squares() {
        static const auto t = [] {
            std::array<std::array<bitboard, types>, 2> out{};
            const setup<V>& s = start_setup();
            for (int sq = 0; sq < squares; ++sq)
                if (const auto c = s.board[static_cast<std::size_t>(sq)])
                    out[static_cast<std::size_t>(code_color(c))][static_cast<std::size_t>(code_type(c))].set(sq);
            return out;
        }();
        return t;
    }

    static constexpr const zobrist_keys<codes, squares>& keys() noexcept { return zobrist<codes, squares>; }

    const state& st() const noexcept { return history_.back(); }

    void put(int sq, std::uint8_t code, std::uint64_t& key) noexcept {
        board_[static_cast<std::size_t>(sq)] = code;
        by_color_[static_cast<std::size_t>(code_color(code))].set(sq);
        by_type_[static_cast<std::size_t>(code_type(code))].set(sq);
        key ^= keys().piece[code][static_cast<std::size_t>(sq)];
    }
    void remove(int sq, std::uint64_t& key) noexcept {
        const std::uint8_t code = board_[static_cast<std::size_t>(sq)];
        board_[static_cast<std::size_t>(sq)] = 0;
        by_color_[static_cast<std::size_t>(code_color(code))].reset(sq);
        by_type_[static_cast<std::size_t>(code_type(code))].reset(sq);
        key ^= keys().piece[code][static_cast<std::size_t>(sq)];
    }

    // A chain with e.p. squares on its way (the pawn's double step) gives those squares e.p. rights.
    void set_ep_rights(state& next, int type, int from, int to) {
        using chains = movegen::chain_tables<V>;
        if constexpr (chains::count > 0) {
            const auto& d = chains::value;
            for (std::size_t k = d.begin[static_cast<std::size_t>(type)]; k < d.begin[static_cast<std::size_t>(type) + 1]; ++k) {
                const auto& e = d.chains[k].at[static_cast<std::size_t>(side_)][static_cast<std::size_t>(from)];
                if (e.to == to && e.ep_squares.any()) {
                    next.ep |= e.ep_squares;
                    next.ep_victim = static_cast<std::int16_t>(to);
                }
            }
        }
        // A long push (`n` on a riding leg, `ifmnW3`) gives every square it passed e.p. rights.
        using catalogue = movegen::path_catalogue<V>;
        if constexpr (catalogue::any_ep_ride) {
            const auto& cat = catalogue::value;
            const int df = geometry::file_of(to) - geometry::file_of(from), dr = geometry::rank_of(to) - geometry::rank_of(from);
            for (std::size_t k = cat.begin[static_cast<std::size_t>(type)]; k < cat.begin[static_cast<std::size_t>(type) + 1]; ++k) {
                const betza::path& p = cat.paths[k];
                if (!catalogue::is_ep_ride(p)) continue;
                const int sx = side_ == 0 ? p.legs[0].dx : -p.legs[0].dx, sy = side_ == 0 ? p.legs[0].dy : -p.legs[0].dy;
                const int n = sx != 0 ? df / sx : dr / sy;
                if (n < 2 || n * sx != df || n * sy != dr) continue;
                for (int i = 1; i < n; ++i)
                    next.ep.set(geometry::square(geometry::file_of(from) + i * sx, geometry::rank_of(from) + i * sy));
                next.ep_victim = static_cast<std::int16_t>(to);
            }
        }
        (void)next, (void)type, (void)from, (void)to;
    }

    // E.p. rights are kept (and hashed) only when a piece of `color` has an e.p. capture onto one of
    // the squares, as Stockfish does, so that transpositions share their key. Pieces whose e.p.
    // captures are walked multi-leg paths keep the rights whenever they exist.
    bool ep_capture_possible(bitboard ep, int color) const noexcept {
        using catalogue = movegen::path_catalogue<V>;
        if constexpr (catalogue::walked_ep) {
            return true;
        } else {
            using leaps = movegen::leap_tables<V>;
            for (int sq : ep)
                for (int t = 0; t < types; ++t)
                    if ((leaps::ep_attackers[static_cast<std::size_t>(color)][static_cast<std::size_t>(t)][static_cast<std::size_t>(sq)] &
                         pieces(color, t)).any())
                        return true;
            return false;
        }
    }

    int pawn_type_of_promotion(const state& s) const noexcept { return s.promoted_from - 1; }

    std::array<std::uint8_t, squares> board_{};
    std::array<bitboard, 2> by_color_{};
    std::array<bitboard, types> by_type_{};
    std::array<int, 4> partner_{-1, -1, -1, -1};
    std::array<std::uint8_t, squares> castle_keep_{};
    std::array<std::array<bitboard, types>, 2> initial_{};
    std::vector<state> history_;
    int side_ = 0;
    int game_ply_ = 0;
    bool chess960_ = false;
};

}  // namespace ferz
