// ferz/position.hpp: the state of a game of variant V, and making and unmaking moves on it.
//
// A mailbox (piece code per square) answers "what is on this square"; bitboards per colour and per
// type answer "where are the pieces" for the generator. make/unmake keep both, the Zobrist key, the
// castling rights, the e.p. squares and the clocks, with an undo stack inside the position (engines
// that search in parallel copy the position per thread). Legal move generation is in movegen/.
//
// Layers: the position sits on the rules (variant, setup: what a FEN says) and the tables (a
// variant's moves laid on its board, and attack detection over them), and under the move generator
// and the notation. make() takes a legal move of this position (see move.hpp); unmake() takes back
// the last move made, and is a checked precondition (FERZ_ASSERT) when none was.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <type_traits>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ferz/assert.hpp"
#include "ferz/move.hpp"
#include "ferz/result.hpp"
#include "ferz/rules/setup.hpp"
#include "ferz/rules/variant.hpp"
#include "ferz/tables/attacks.hpp"
#include "ferz/tables/dynamic_model.hpp"
#include "ferz/tables/piece_tables.hpp"
#include "ferz/zobrist.hpp"

namespace ferz {

template <class V>
class position {
public:
    using variant = V;
    // Everything the position reads of its variant (tables/model.hpp): constants for a compile-time
    // variant, a value this position holds for a variant read from text (V = ferz::dynamic<Bits>).
    using model_type = movegen::model_t<V>;
    using M = model_type;
    using geometry = typename M::geometry;
    using bitboard = typename M::bitboard;
    static constexpr bool dynamic = M::dynamic;
    static constexpr int squares = M::max_squares;  // the size of per-square arrays
    static constexpr int types = M::max_types;
    static constexpr int codes = 1 + 2 * types;
    using handle = std::shared_ptr<const M>;  // a run-time variant, shared by its positions

    // The start position of the variant (read from its start_fen while the program compiled).
    position()
        requires(!dynamic)
        : position(start_setup<V>) {}
    // The start position of a variant read from text.
    explicit position(handle variant)
        requires(dynamic)
        : position(variant, variant->start.position) {}

    // A FEN, X-FEN or Shredder-FEN of this variant, or an error naming the field, the column and what
    // is wrong. Positions that cannot arise are errors too (rules/setup.hpp), and so is one where the
    // side that just moved has left its royal piece attacked.
    static result<position, fen_error> from_fen(std::string_view fen)
        requires(!dynamic)
    {
        auto s = parse_fen<V>(fen);
        if (!s) return unexpected<fen_error>{s.error()};
        return from_setup(*s);
    }
    static result<position, fen_error> from_fen(handle variant, std::string_view fen)
        requires(dynamic)
    {
        auto s = parse_fen_unchecked<V>(*variant, fen, variant->start.royals);
        if (!s) return unexpected<fen_error>{s.error()};
        return checked(position(variant, *s), *s);
    }
    static result<position, fen_error> from_setup(const setup<V>& s)
        requires(!dynamic)
    {
        return checked(position(s), s);
    }
    static result<position, fen_error> from_setup(handle variant, const setup<V>& s)
        requires(dynamic)
    {
        return checked(position(variant, s), s);
    }

    // The variant's model, and (run-time variants) the handle to it that the position shares.
    [[nodiscard]] const M& model() const noexcept {
        if constexpr (dynamic) return *model_;
        else return movegen::static_model_instance<V>;
    }
    [[nodiscard]] const handle& variant_handle() const noexcept
        requires(dynamic)
    {
        return model_;
    }

    // --- queries -------------------------------------------------------------------------------
    [[nodiscard]] int side_to_move() const noexcept { return side_; }
    [[nodiscard]] std::uint8_t code_on(int sq) const noexcept { return board_[static_cast<std::size_t>(sq)]; }
    [[nodiscard]] bool empty(int sq) const noexcept { return board_[static_cast<std::size_t>(sq)] == 0; }
    [[nodiscard]] int type_on(int sq) const noexcept { return code_type(code_on(sq)); }
    [[nodiscard]] int color_on(int sq) const noexcept { return code_color(code_on(sq)); }
    // The occupied squares, walls included (rules.board.holes: no move lands there, rides stop there).
    [[nodiscard]] bitboard occupied() const noexcept {
        if constexpr (M::flags.has_holes) return by_color_[0] | by_color_[1] | model().traits.holes;
        else return by_color_[0] | by_color_[1];
    }
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
    // How many moves were made on this position object (and can be taken back with unmake()).
    [[nodiscard]] int moves_made() const noexcept { return static_cast<int>(history_.size()) - 1; }

    // Janggi (rules.turns): whether the royals face each other on an open file now (bikjang), and
    // whether they did before the last move; how many of the last moves were passes (at most 2).
    [[nodiscard]] bool royals_facing() const noexcept { return (st().flags & state::royals_facing) != 0; }
    [[nodiscard]] bool royals_faced_before() const noexcept {
        return history_.size() > 1 && (history_[history_.size() - 2].flags & state::royals_facing) != 0;
    }
    [[nodiscard]] int passes_in_a_row() const noexcept {
        int n = 0;
        for (std::size_t i = history_.size() - 1; i > 0 && n < 2 && history_[i].played.kind() == move_kind::null; --i) ++n;
        return n;
    }
    // The two royals on one file with nothing between (the flying general's and bikjang's test).
    [[nodiscard]] bool royals_face() const noexcept {
        const M& m = model();
        if (m.traits.royal_type < 0) return false;
        const bitboard a = pieces(0, m.traits.royal_type), b = pieces(1, m.traits.royal_type);
        if (a.none() || b.none()) return false;
        const int x = a.lsb(), y = b.lsb();
        return m.geo.file_of(x) == m.geo.file_of(y) && (m.lines.between(x, y) & occupied()).none();
    }
    // How many times the current position occurred before in this game (same pieces, side, rights and
    // e.p. rights and hands, by key), looking back no further than the last capture or pawn move
    // (in variants with drops, where a capture can be undone by a drop, over the whole game).
    [[nodiscard]] int repetitions() const noexcept {
        const int back = model().traits.has_drops ? moves_made() : std::min(st().rule50, moves_made());
        const std::size_t last = history_.size() - 1;
        int n = 0;
        for (int i = 4; i <= back; i += 2)
            n += history_[last - static_cast<std::size_t>(i)].key == st().key;
        return n;
    }
    // Whether a royal piece of `color` is attacked by the other side (any of them, if several).
    [[nodiscard]] bool royal_attacked(int color) const noexcept {
        const M& m = model();
        if constexpr (M::flags.has_pseudo_royals) {
            if (m.traits.has_pseudo_royals) {
                const int k = royal_square(color);
                return k >= 0 && movegen::attacks<V>::attacked(*this, k, color ^ 1, occupied(), pieces(color ^ 1));
            }
        }
        if constexpr (!M::flags.has_royal) {
            (void)color;
            return false;
        } else {
            if (m.traits.royal_type < 0) return false;
            for (const int k : pieces(color, m.traits.royal_type))
                if (movegen::attacks<V>::attacked(*this, k, color ^ 1, occupied(), pieces(color ^ 1))) return true;
            return false;
        }
    }
    [[nodiscard]] bool chess960() const noexcept { return chess960_; }

    // Pieces in hand (variants with drops; always 0 elsewhere).
    [[nodiscard]] int in_hand(int color, int type) const noexcept {
        return hands_[static_cast<std::size_t>(color)][static_cast<std::size_t>(type)];
    }
    [[nodiscard]] bool hand_empty(int color) const noexcept {
        for (const std::uint8_t n : hands_[static_cast<std::size_t>(color)])
            if (n) return false;
        return true;
    }
    // Pieces that promoted chess-style and go to hand as pawns when captured (FEN "Q~"); empty where
    // the variant does not track them.
    [[nodiscard]] bitboard promoted_pieces() const noexcept { return promoted_; }
    // Seirawan gating: the squares of `color` where a piece from hand may still enter (rules.drops.gating).
    [[nodiscard]] bitboard gates(int color) const noexcept { return gates_[static_cast<std::size_t>(color)]; }

    // The key computed from scratch; equal to key() after any sequence of make/unmake.
    [[nodiscard]] std::uint64_t compute_key() const noexcept {
        const auto& z = keys();
        std::uint64_t k = 0;
        for (int sq = 0; sq < squares; ++sq)
            if (board_[static_cast<std::size_t>(sq)]) k ^= z.piece[board_[static_cast<std::size_t>(sq)]][static_cast<std::size_t>(sq)];
        if (side_) k ^= z.side;
        k ^= z.castling[static_cast<std::size_t>(st().rights)];
        if (st().ep.any()) k ^= z.ep[static_cast<std::size_t>(st().ep.lsb())];
        if constexpr (M::flags.has_drops)
            if (model().traits.has_drops)
                for (int c = 0; c < 2; ++c)
                    for (int t = 0; t < types; ++t) k ^= hand_key(c, t, in_hand(c, t));
        if constexpr (M::flags.has_gates)
            for (int c = 0; c < 2; ++c)
                for (const int sq : gates_[static_cast<std::size_t>(c)]) k ^= gate_key(sq);
        return k;
    }

    // --- making moves ----------------------------------------------------------------------------
    void make(move m) {
        const M& md = model();
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
        case move_kind::drop:
            if constexpr (M::flags.has_drops) {
                FERZ_ASSERT(in_hand(us, hand_index(m.piece())) > 0, "position::make(): a drop of a piece not in hand");
                take_from_hand(us, hand_index(m.piece()), next.key);
                put(to, piece_code(m.piece(), us), next.key);
            }
            break;
        default: {
            const std::uint8_t mover = board_[static_cast<std::size_t>(from)];
            for (int v = 0; v < m.victim_count(); ++v) {
                next.victim_code[static_cast<std::size_t>(v)] = board_[static_cast<std::size_t>(m.victim(v))];
                if constexpr (M::flags.captures_to_hand)
                    if (md.traits.captures_to_hand) capture_to_hand(m.victim(v), next, 1 + v);
                remove(m.victim(v), next.key);
                next.rule50 = 0;
            }
            next.captured = board_[static_cast<std::size_t>(to)];
            if constexpr (M::flags.sittuyin)
                if (to == from) next.captured = 0;  // a promotion in place (sittuyin)
            if (next.captured) {
                if constexpr (M::flags.captures_to_hand)
                    if (md.traits.captures_to_hand) capture_to_hand(to, next, 0);
                remove(to, next.key), next.rule50 = 0;
            }
            remove(from, next.key);
            const int mover_type = code_type(mover);
            if constexpr (M::flags.tracks_promoted) {
                if (md.traits.tracks_promoted) {
                    if (promoted_.test(from)) promoted_.reset(from), promoted_.set(to), next.flags |= state::mover_promoted;
                    else if (m.kind() == move_kind::promotion && !md.traits.promoted[static_cast<std::size_t>(m.piece())] &&
                             !demotes(mover_type, m.piece()))
                        promoted_.set(to);
                }
            }
            if (m.kind() == move_kind::promotion) next.promoted_from = static_cast<std::uint8_t>(mover_type + 1);
            put(to, m.kind() == move_kind::promotion ? piece_code(m.piece(), us) : mover, next.key);
            if (md.traits.piece_traits[static_cast<std::size_t>(mover_type)] & pawn) next.rule50 = 0;
            if (m.ep_source()) [[unlikely]] {
                set_ep_rights(next, m.ep_source(), from, to);
                if (!ep_capture_possible(next.ep, us ^ 1)) next.ep = bitboard{}, next.ep_victim = -1;
            }
            break;
        }
        }
        if constexpr (M::flags.has_gating)
            if (md.traits.has_gating) gate(m, next);
        if constexpr (M::flags.cambodian_gates)
            if (md.traits.cambodian_gates) cambodian_gate(m, next);
        if (next.rights) {
            // A drop has no from-square (from() is 0, a real square): only its target counts.
            next.rights &= (m.kind() == move_kind::drop ? std::uint8_t{0xF} : castle_keep_[static_cast<std::size_t>(from)]) &
                           castle_keep_[static_cast<std::size_t>(to)];
        }
        if constexpr (M::flags.castling_from_drops && M::flags.has_castling)
            if (md.rules.drops.castling_from_drops && md.traits.has_castling && m.kind() == move_kind::drop)
                next.rights = static_cast<std::uint8_t>(next.rights | rights_from_drop(us, m.piece(), to));
        next.key ^= keys().castling[static_cast<std::size_t>(prev.rights)] ^ keys().castling[static_cast<std::size_t>(next.rights)];
        if (next.ep.any()) next.key ^= keys().ep[static_cast<std::size_t>(next.ep.lsb())];
        if constexpr (M::flags.bikjang)
            if (md.rules.turns.bikjang && royals_face()) next.flags |= state::royals_facing;
        side_ ^= 1;
        ++game_ply_;
        history_.push_back(next);
    }

    // Takes back the last move made. Precondition: one was (moves_made() > 0).
    void unmake() {
        FERZ_ASSERT(history_.size() > 1, "position::unmake() with no move to take back");
        const state s = history_.back();
        history_.pop_back();
        side_ ^= 1;
        --game_ply_;
        const move m = s.played;
        const int from = m.from(), to = m.to();
        std::uint64_t dummy = 0;
        [[maybe_unused]] const M& md = model();
        if constexpr (M::flags.has_gating) {
            if (md.traits.has_gating) {
                // The gated piece first: it stands where the mover (or the castling partner) returns.
                if (m.gating() >= 0) {
                    remove(m.gate_on_partner() ? to : from, dummy);
                    ++hands_[static_cast<std::size_t>(side_)][static_cast<std::size_t>(m.gating())];
                }
                gates_ = s.gates_before;
            }
        }
        if constexpr (M::flags.cambodian_gates)
            if (md.traits.cambodian_gates) gates_ = s.gates_before;
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
        case move_kind::drop:
            if constexpr (M::flags.has_drops) {
                remove(to, dummy);
                ++hands_[static_cast<std::size_t>(side_)][static_cast<std::size_t>(hand_index(m.piece()))];
            }
            break;
        default: {
            std::uint8_t mover = board_[static_cast<std::size_t>(to)];
            if (m.kind() == move_kind::promotion) mover = piece_code(pawn_type_of_promotion(s), side_);
            remove(to, dummy);
            put(from, mover, dummy);
            if constexpr (M::flags.tracks_promoted) {
                if (md.traits.tracks_promoted) {
                    promoted_.reset(to);
                    if (s.flags & state::mover_promoted) promoted_.set(from);
                }
            }
            if (s.captured) {
                put(to, s.captured, dummy);
                if constexpr (M::flags.captures_to_hand)
                    if (md.traits.captures_to_hand) return_from_hand(s, 0, s.captured, to);
            }
            for (int v = m.victim_count() - 1; v >= 0; --v)
                if (s.victim_code[static_cast<std::size_t>(v)]) {
                    put(m.victim(v), s.victim_code[static_cast<std::size_t>(v)], dummy);
                    if constexpr (M::flags.captures_to_hand)
                        if (md.traits.captures_to_hand)
                            return_from_hand(s, 1 + v, s.victim_code[static_cast<std::size_t>(v)], m.victim(v));
                }
            break;
        }
        }
    }

    // Where castling royal -> partner puts the royal and the partner: the royal on the variant's
    // file for that side, the partner next to it towards the centre.
    std::pair<int, int> castling_targets(int royal, int partner) const noexcept {
        const M& m = model();
        const int side = partner > royal ? 1 : 0;
        const int kto = m.geo.square(start().castling_king_files[static_cast<std::size_t>(side)], m.geo.rank_of(royal));
        return {kto, kto + (side ? -1 : 1)};
    }

    // The square of the colour's castling king (the royal piece in chess; see variant_traits::
    // castling_king_type), or -1 if it has none or several.
    [[nodiscard]] int castling_king_square(int color) const noexcept {
        const int type = model().traits.castling_king_type;
        if (type < 0) return -1;
        const bitboard r = pieces(color, type);
        return r.any() && !r.more_than_one() ? r.lsb() : -1;
    }

    // The square of the colour's royal piece, or -1 if it has none or several. With pseudo-royal
    // pieces (rules.end.pseudo_royals), the square of the colour's last one: while it has two or
    // more, none is royal.
    [[nodiscard]] int royal_square(int color) const noexcept {
        const M& m = model();
        if constexpr (M::flags.has_pseudo_royals) {
            if (m.traits.has_pseudo_royals) {
                bitboard r{};
                for (int t = 0; t < m.traits.types; ++t)
                    if ((m.traits.pseudo_royal_types >> t) & 1u) r |= pieces(color, t);
                return r.any() && !r.more_than_one() ? r.lsb() : -1;
            }
        }
        if (m.traits.royal_type < 0) return -1;
        const bitboard r = pieces(color, m.traits.royal_type);
        return r.any() && !r.more_than_one() ? r.lsb() : -1;
    }

    // The variant's start position and what follows from it (rules/setup.hpp: start_data).
    [[nodiscard]] const start_data<V>& start() const noexcept {
        if constexpr (dynamic) return model_->start;
        else return static_start<V>;
    }

private:
    struct no_gates {};
    using gates_type = std::conditional_t<M::flags.has_gates, std::array<bitboard, 2>, no_gates>;
    struct no_model {};
    struct state {
        std::uint64_t key = 0;
        bitboard ep{};
        move played{};
        std::int16_t ep_victim = -1;
        std::int32_t rule50 = 0;
        std::uint8_t rights = 0;
        std::uint8_t captured = 0;
        std::array<std::uint8_t, move::max_victims> victim_code{};
        std::uint8_t promoted_from = 0;  // type + 1 of the piece that promoted
        // Drop variants that track chess-style promoted pieces: bit 0 the piece on `to`, bit 1 + v
        // victim v was one (it went to hand as a pawn); mover_promoted: the mover was one.
        std::uint8_t flags = 0;
        static constexpr std::uint8_t mover_promoted = 1u << 7;
        static constexpr std::uint8_t royals_facing = 1u << 6;  // rules.turns.bikjang: after this move
        [[no_unique_address]] gates_type gates_before{};  // Seirawan: the gates before the move
    };

    static result<position, fen_error> checked(position p, const setup<V>& s) {
        if (p.royal_attacked(s.side ^ 1))
            return unexpected<fen_error>{fen_error{fen_field::side, s.side_column > 0 ? s.side_column : 1,
                                                   "the side not to move is in check (it could be captured)"}};
        return p;
    }

    explicit position(const setup<V>& s)
        requires(!dynamic)
    {
        init(s);
    }
    position(handle variant, const setup<V>& s)
        requires(dynamic)
        : model_(std::move(variant)) {
        init(s);
    }

    void init(const setup<V>& s) {
        const M& md = model();
        history_.reserve(256);
        state first{};
        for (int sq = 0; sq < squares; ++sq)
            if (s.board[static_cast<std::size_t>(sq)]) put(sq, s.board[static_cast<std::size_t>(sq)], first.key);
        side_ = s.side;
        game_ply_ = 2 * (s.fullmove - 1) + s.side;
        first.rule50 = s.halfmove;
        partner_ = s.castling_partner;
        castle_keep_.fill(0xF);
        // Only a variant with a royal piece and a castling partner has rights to set (and types to
        // index by: g++ 13/14 at -O3 warn of the index -1 otherwise, though no FEN gives such rights).
        if (md.traits.castling_partner_type >= 0 && md.traits.castling_king_type >= 0) {
            for (int i = 0; i < 4; ++i) {
                if (partner_[static_cast<std::size_t>(i)] < 0) continue;
                first.rights = static_cast<std::uint8_t>(first.rights | (1 << i));
                const int color = i / 2;
                const int king = castling_king_square(color);
                castle_keep_[static_cast<std::size_t>(partner_[static_cast<std::size_t>(i)])] &= static_cast<std::uint8_t>(~(1 << i));
                // (king < squares always holds; said so that g++ 14 at -O3 sees no write past the array.)
                if (king >= 0 && king < squares) castle_keep_[static_cast<std::size_t>(king)] &= static_cast<std::uint8_t>(~(3 << (color * 2)));
                // Castling is Chess960-style when royal or partner stands elsewhere than in the
                // variant's start position (the king-to-square text could then be ambiguous).
                const auto& start_sq = start().squares;
                // (Where castling rights come from drops, the pieces start in hand: the squares are
                // the variant's king file and the corners, checked by the FEN reader.)
                if (md.rules.drops.castling_from_drops) continue;
                if (king < 0 || !start_sq[static_cast<std::size_t>(color)][static_cast<std::size_t>(md.traits.castling_king_type)].test(king) ||
                    !start_sq[static_cast<std::size_t>(color)][static_cast<std::size_t>(md.traits.castling_partner_type)].test(partner_[static_cast<std::size_t>(i)]))
                    chess960_ = true;
            }
        }
        if (md.rules.castling.chess960) chess960_ = true;
        hands_ = s.hand;
        if (md.traits.has_gating) {
            gates_ = {s.gates & pieces(0), s.gates & pieces(1)};
            // Without captures to refill it, an empty hand closes the colour's gates (as make() does).
            if (!md.traits.captures_to_hand)
                for (int c = 0; c < 2; ++c)
                    if (hand_empty(c)) gates_[static_cast<std::size_t>(c)] = {};
            for (int c = 0; c < 2; ++c)
                for (const int sq : gates_[static_cast<std::size_t>(c)]) first.key ^= gate_key(sq);
        }
        if (md.traits.cambodian_gates) {
            gates_ = {s.gates & pieces(0), s.gates & pieces(1)};
            for (int c = 0; c < 2; ++c)
                for (const int sq : gates_[static_cast<std::size_t>(c)]) first.key ^= gate_key(sq);
        }
        if (md.traits.tracks_promoted) promoted_ = s.promoted & occupied();
        if (md.traits.has_drops)
            for (int c = 0; c < 2; ++c)
                for (int t = 0; t < types; ++t) first.key ^= hand_key(c, t, in_hand(c, t));
        first.ep = s.ep;
        first.ep_victim = static_cast<std::int16_t>(s.ep_victim);
        if (first.ep.any() && first.ep_victim < 0)
            first.ep_victim = static_cast<std::int16_t>(side_ == 0 ? first.ep.lsb() - md.geo.files : first.ep.msb() + md.geo.files);
        if (side_) first.key ^= keys().side;
        first.key ^= keys().castling[first.rights];
        if (first.ep.any()) first.key ^= keys().ep[static_cast<std::size_t>(first.ep.lsb())];
        if (md.rules.turns.bikjang && royals_face()) first.flags |= state::royals_facing;
        history_.push_back(first);
        initial_ = start().squares;
        if (md.traits.has_initial_region)
            for (int c = 0; c < 2; ++c) initial_[static_cast<std::size_t>(c)].fill(md.traits.initial_region[static_cast<std::size_t>(c)]);
    }

    static constexpr int hand_counts = M::flags.has_drops ? 64 : 0;
    static constexpr const zobrist_keys<codes, squares, hand_counts>& keys() noexcept {
        return zobrist<codes, squares, hand_counts>;
    }
    static std::uint64_t hand_key(int color, int type, int count) noexcept {
        if constexpr (hand_counts == 0) {
            (void)color, (void)type, (void)count;
            return 0;
        } else {
            return keys().hand[piece_code(type, color)][static_cast<std::size_t>(count % hand_counts)];
        }
    }
    void take_from_hand(int color, int type, std::uint64_t& key) noexcept {
        auto& n = hands_[static_cast<std::size_t>(color)][static_cast<std::size_t>(type)];
        key ^= hand_key(color, type, n) ^ hand_key(color, type, n - 1);
        --n;
    }
    void add_to_hand(int color, int type, std::uint64_t& key) noexcept {
        auto& n = hands_[static_cast<std::size_t>(color)][static_cast<std::size_t>(type)];
        key ^= hand_key(color, type, n) ^ hand_key(color, type, n + 1);
        ++n;
    }
    // The hand a dropped type comes from: itself, or where a piece may be dropped face up
    // (rules.drops.promoted_faces), its base.
    int hand_index(int dropped) const noexcept {
        if constexpr (M::flags.promoted_faces)
            if (model().rules.drops.promoted_faces) return model().traits.base_type[static_cast<std::size_t>(dropped)];
        return dropped;
    }
    // Is a promotion move of `mover` into `type` a shogi-style demotion (rules.promotion.demotion)?
    bool demotes(int mover, int type) const noexcept {
        if constexpr (M::flags.demotion) {
            const M& m = model();
            return m.rules.promotion.demotion && m.traits.promoted[static_cast<std::size_t>(mover)] &&
                   type == m.traits.base_type[static_cast<std::size_t>(mover)];
        } else {
            (void)mover, (void)type;
            return false;
        }
    }
    // The type a piece captured on `sq` goes to the capturer's hand as.
    int hand_type(std::uint8_t code, bool was_promoted) const noexcept {
        const int first_pawn_type = model().traits.first_type_with(pawn);
        if (was_promoted && first_pawn_type >= 0) return first_pawn_type;
        return model().traits.hand_type_of(code_type(code));
    }
    // Gate squares are hashed with the keys of "no piece" on a square, which nothing else uses.
    static std::uint64_t gate_key(int sq) noexcept { return keys().piece[0][static_cast<std::size_t>(sq)]; }

    // Seirawan gating, after the move itself: the gated piece enters, and gates are used up by their
    // piece leaving (both castling pieces), by being captured, and, where captures do not refill the
    // hand, all at once when the hand is empty.
    void gate(move m, state& next) noexcept {
        next.gates_before = gates_;
        const int us = side_;  // (make() passes the turn after this)
        const int from = m.from(), to = m.to();
        if (m.gating() >= 0) {
            put(m.gate_on_partner() ? to : from, piece_code(m.gating(), us), next.key);
            take_from_hand(us, m.gating(), next.key);
        }
        auto& mine = gates_[static_cast<std::size_t>(us)];
        auto& theirs = gates_[static_cast<std::size_t>(us ^ 1)];
        if (m.kind() != move_kind::drop) mine.reset(from);
        if (m.kind() == move_kind::castling) mine.reset(to);
        else theirs.reset(to);
        for (int v = 0; v < m.victim_count(); ++v) theirs.reset(m.victim(v));
        if (!model().traits.captures_to_hand && hand_empty(us)) mine = {};
        const bitboard changed = (next.gates_before[0] ^ gates_[0]) | (next.gates_before[1] ^ gates_[1]);
        for (const int sq : changed) next.key ^= gate_key(sq);
    }

    // rules.board.cambodian_gates, after the move: the mover's gate and a gate captured on are lost,
    // and the enemy royal's gate when a rook lands where its lines (on an empty board) reach it.
    void cambodian_gate(move m, state& next) noexcept {
        next.gates_before = gates_;
        const int us = side_;  // (make() passes the turn after this)
        auto& mine = gates_[static_cast<std::size_t>(us)];
        auto& theirs = gates_[static_cast<std::size_t>(us ^ 1)];
        mine.reset(m.from());
        theirs.reset(m.to());
        const M& md = model();
        if (md.traits.rook_type >= 0) {
            if (type_on(m.to()) == md.traits.rook_type) {
                const bitboard king = pieces(us ^ 1, md.traits.royal_type) & theirs;
                if ((md.lines.rook(m.to(), bitboard{}) & king).any()) theirs = andnot(theirs, king);
            }
        }
        const bitboard changed = (next.gates_before[0] ^ gates_[0]) | (next.gates_before[1] ^ gates_[1]);
        for (const int sq : changed) next.key ^= gate_key(sq);
    }

    void capture_to_hand(int sq, state& next, int slot) noexcept {
        bool was_promoted = false;
        if constexpr (M::flags.tracks_promoted) {
            if (model().traits.tracks_promoted) {
                was_promoted = promoted_.test(sq);
                if (was_promoted) promoted_.reset(sq), next.flags = static_cast<std::uint8_t>(next.flags | (1u << slot));
            }
        }
        const int t = hand_type(board_[static_cast<std::size_t>(sq)], was_promoted);
        if (model().traits.can_be_in_hand(t)) add_to_hand(side_, t, next.key);
    }
    void return_from_hand(const state& s, int slot, std::uint8_t code, int sq) noexcept {
        const bool was_promoted = (s.flags >> slot) & 1;
        if constexpr (M::flags.tracks_promoted)
            if (was_promoted) promoted_.set(sq);
        const int t = hand_type(code, was_promoted);
        if (model().traits.can_be_in_hand(t)) --hands_[static_cast<std::size_t>(side_)][static_cast<std::size_t>(t)];
    }

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

    // The e.p. rights a move gives, as the generator marked it (move::ep_source): the relay squares of
    // a leg chain (the pawn's double step), or every square a long push passed (`ifmnW3`).
    void set_ep_rights(state& next, int source, int from, int to) const noexcept {
        const M& m = model();
        if (source != move::ep_ride) {
            if constexpr (M::flags.chains)
                next.ep = m.chains.chains[static_cast<std::size_t>(source - 1)].at[static_cast<std::size_t>(side_)][static_cast<std::size_t>(from)].ep_squares;
        } else {
            const auto& geo = m.geo;
            const int df = geo.file_of(to) - geo.file_of(from), dr = geo.rank_of(to) - geo.rank_of(from);
            const int n = std::max(df < 0 ? -df : df, dr < 0 ? -dr : dr);  // rides handled here step by W or F
            for (int i = 1; i < n; ++i) next.ep.set(geo.square(geo.file_of(from) + i * df / n, geo.rank_of(from) + i * dr / n));
        }
        next.ep_victim = static_cast<std::int16_t>(to);
    }

    // E.p. rights are kept (and hashed) only when a piece of `color` has an e.p. capture onto one of
    // the squares, as Stockfish does, so that transpositions share their key. Pieces whose e.p.
    // captures are walked multi-leg paths keep the rights whenever they exist.
    bool ep_capture_possible(bitboard ep, int color) const noexcept {
        const M& m = model();
        if constexpr (M::flags.walked_ep)
            if (m.walked_ep) return true;
        for (int sq : ep)
            for (int t = 0; t < m.traits.types; ++t)
                if ((m.ep_attackers[static_cast<std::size_t>(color)][static_cast<std::size_t>(t)][static_cast<std::size_t>(sq)] & pieces(color, t)).any())
                    return true;
        return false;
    }

    int pawn_type_of_promotion(const state& s) const noexcept { return s.promoted_from - 1; }

    // rules.drops.castling_from_drops: the rights a drop of `type` on `sq` gives (the royal on its
    // castling square with a partner in a corner of the back rank, or a partner in a corner with the
    // royal in place); the partner squares and the squares whose moves end them are set up here.
    std::uint8_t rights_from_drop(int us, int type, int sq) noexcept {
        const M& m = model();
        const auto& geo = m.geo;
        const int back = us == 0 ? 0 : geo.ranks - 1;
        const int king_sq = geo.square(m.rules.castling.king_file, back);
        std::uint8_t gained = 0;
        const bool royal = type == m.traits.castling_king_type, partner = type == m.traits.castling_partner_type;
        if (!royal && !partner) return 0;
        for (int side = 0; side < 2; ++side) {
            const int corner = geo.square(side ? geo.files - 1 : 0, back);
            const bool king_there = royal ? sq == king_sq : board_[static_cast<std::size_t>(king_sq)] == piece_code(m.traits.castling_king_type, us);
            const bool rook_there = partner ? sq == corner : board_[static_cast<std::size_t>(corner)] == piece_code(m.traits.castling_partner_type, us);
            if (!king_there || !rook_there || (partner && sq != corner)) continue;
            const int bit = us * 2 + side;
            gained = static_cast<std::uint8_t>(gained | (1 << bit));
            partner_[static_cast<std::size_t>(bit)] = corner;
            castle_keep_[static_cast<std::size_t>(corner)] &= static_cast<std::uint8_t>(~(1 << bit));
            castle_keep_[static_cast<std::size_t>(king_sq)] &= static_cast<std::uint8_t>(~(3 << (us * 2)));
        }
        return gained;
    }
    std::array<std::uint8_t, squares> board_{};
    std::array<bitboard, 2> by_color_{};
    std::array<bitboard, types> by_type_{};
    std::array<int, 4> partner_{-1, -1, -1, -1};
    std::array<std::uint8_t, squares> castle_keep_{};
    std::array<std::array<bitboard, types>, 2> initial_{};
    std::vector<state> history_;
    std::array<std::array<std::uint8_t, types>, 2> hands_{};
    bitboard promoted_{};
    std::array<bitboard, 2> gates_{};
    int side_ = 0;
    int game_ply_ = 0;
    bool chess960_ = false;
    [[no_unique_address]] std::conditional_t<dynamic, handle, no_model> model_{};
};

}  // namespace ferz
