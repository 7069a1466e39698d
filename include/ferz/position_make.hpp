// ferz/position_make.hpp: position<V>'s making and unmaking of moves, and its set-up from a FEN's
// contents, defined out of the class (position.hpp declares them and includes this header).
//
// make() plays a legal move of the position: the mover, its victims (to hand where captures go
// there), the piece it unloads (XBetza `u`: put elsewhere, not taken), promotion, castling, drops,
// the e.p. rights the move gives, and the variant modules that act after the move (Seirawan gating,
// Cambodian gates, castling rights from drops, janggi's bikjang flag), with the Zobrist key kept
// incrementally. unmake() takes the last move back from the state make() saved. The definitions are
// marked inline as they were inside the class, so that the compiler's inlining choices stay what
// they were.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>

#include "ferz/assert.hpp"
#include "ferz/board/enclosing.hpp"
#include "ferz/move.hpp"
#include "ferz/position.hpp"

namespace ferz {

// rules.board.lions: a piece that is no lion took a lion (where it lands or on its way): the next
// move may take no lion.
template <class V>
inline void position<V>::note_lion_taken(move m, int mover_type, state& next) {
    const type_mask lions = model().traits.lion_types;
    if ((lions >> mover_type) & 1u) return;
    const auto lion = [&](std::uint8_t code) { return code != 0 && ((lions >> code_type(code)) & 1u) != 0; };
    int sq = lion(next.captured) ? m.to() : -1;
    for (int v = 0; v < m.victim_count(); ++v)
        if (lion(next.victim_code[static_cast<std::size_t>(v)])) sq = m.victim(v);
    if (sq >= 0) next.lion_square = static_cast<std::int16_t>(sq), next.key ^= keys().lion_taken;
}

template <class V>
inline void position<V>::make(move m) {
    const M& md = model();
    const state& prev = st();
    state next{};
    next.key = prev.key ^ keys().side ^ (prev.ep.any() ? keys().ep[static_cast<std::size_t>(prev.ep.lsb())] : 0);
    if constexpr (M::flags.lion_trading)
        if (prev.lion_square >= 0) next.key ^= keys().lion_taken;
    next.rights = prev.rights;
    next.rule50 = prev.rule50 + 1;
    next.played = m;
    const int us = side_;
    const int from = m.from(), to = m.to();

    switch (m.kind()) {
    case move_kind::castling: {
        const auto [kto, rto] = castling_targets(m);
        const std::uint8_t king = board_[static_cast<std::size_t>(from)], rook = board_[static_cast<std::size_t>(to)];
        FERZ_ASSERT(king != 0 && rook != 0 && code_color(king) == us && code_color(rook) == us,
                    "position::make(): a castling move without the side to move's royal and partner");
        remove(from, next.key), remove(to, next.key);
        put(kto, king, next.key), put(rto, rook, next.key);
        break;
    }
    case move_kind::null:
        break;
    case move_kind::drop:
        if constexpr (M::flags.has_drops) {
            FERZ_ASSERT(md.rules.drops.free || in_hand(us, hand_index(m.piece())) > 0, "position::make(): a drop of a piece not in hand");
            if (!md.rules.drops.free) take_from_hand(us, hand_index(m.piece()), next.key);
            put(to, piece_code(m.piece(), us), next.key);
            next.rule50 = 0;  // a drop cannot be taken back
        }
        break;
    default: {
        const std::uint8_t mover = board_[static_cast<std::size_t>(from)];
        // A move of another position, or made up, would corrupt this one (make_checked() tests it in full).
        FERZ_ASSERT(mover != 0 && code_color(mover) == us, "position::make(): no piece of the side to move on the move's from-square");
        FERZ_ASSERT(to == from || board_[static_cast<std::size_t>(to)] == 0 || code_color(board_[static_cast<std::size_t>(to)]) != us ||
                        md.traits.destroys_own,
                    "position::make(): the move captures a piece of the side to move");
        for (int v = 0; v < m.victim_count(); ++v) {
            next.victim_code[static_cast<std::size_t>(v)] = board_[static_cast<std::size_t>(m.victim(v))];
            if constexpr (M::flags.captures_to_hand)
                if (md.traits.captures_to_hand) capture_to_hand(m.victim(v), next, 1 + v);
            if constexpr (M::flags.tracks_promoted) forget_promoted(m.victim(v), next, 1 + v);
            remove(m.victim(v), next.key);
            next.rule50 = 0;
        }
        next.captured = board_[static_cast<std::size_t>(to)];
        if constexpr (M::flags.sittuyin || M::flags.walks)
            if (to == from) next.captured = 0;  // a promotion in place (sittuyin), a rifle's or igui capture
        std::uint8_t unloaded = 0;  // XBetza `u`: the piece on `to`, put on m.unload() (not taken)
        [[maybe_unused]] bool unloaded_promoted = false;
        if constexpr (M::flags.walks) {
            if (next.captured && m.has_unload()) [[unlikely]] {
                unloaded = next.captured, next.captured = 0;
                if constexpr (M::flags.tracks_promoted) unloaded_promoted = promoted_.test(to), promoted_.reset(to);
                remove(to, next.key);
            }
        }
        if (next.captured) {
            if constexpr (M::flags.captures_to_hand)
                if (md.traits.captures_to_hand) capture_to_hand(to, next, 0);
            if constexpr (M::flags.tracks_promoted) forget_promoted(to, next, 0);
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
        if (unloaded) [[unlikely]] {
            put(m.unload(), unloaded, next.key);
            if constexpr (M::flags.tracks_promoted)
                if (unloaded_promoted) promoted_.set(m.unload());
        }
        if constexpr (M::flags.blast)
            if (md.traits.blast && (next.captured || m.victim_count() > 0)) blow_up(to, next);
        if constexpr (M::flags.lion_trading)
            if (md.traits.lion_types != 0) note_lion_taken(m, mover_type, next);
        if (md.traits.piece_traits[static_cast<std::size_t>(mover_type)] & pawn)
            if (m.kind() == move_kind::promotion || (md.rules.end.pawn_moves_reset && !pawn_move_reversible(us, mover_type, from, to)))
                next.rule50 = 0;
        if (m.ep_source()) [[unlikely]] set_ep_rights(next, m.ep_source(), from, to);
        break;
    }
    }
    if constexpr (M::flags.enclosing)
        if (md.rules.board.flips != enclosing_rule::none && m.kind() != move_kind::null) flip_enclosed(to, next);
    if constexpr (M::flags.has_gating)
        if (md.traits.has_gating) gate(m, next);
    if constexpr (M::flags.cambodian_gates)
        if (md.traits.cambodian_gates) cambodian_gate(m, next);
    if constexpr (M::flags.walls) {
        if (md.rules.board.walls != walling_rule::none) {
            // The wall the move places (the duck: after the one on the board is taken away); no e.p.
            // rights on a wall.
            next.walls_before = walls_;
            if (md.rules.board.walls == walling_rule::duck) {
                for (const int sq : walls_) next.key ^= keys().wall[static_cast<std::size_t>(sq)];
                walls_ = bitboard{};
            }
            if (m.has_wall()) walls_.set(m.wall()), next.key ^= keys().wall[static_cast<std::size_t>(m.wall())];
            next.ep = andnot(next.ep, walls_);
        }
    }
    if (next.rights) {
        // A drop has no from-square (from() is 0, a real square): only its target counts.
        next.rights &= (m.kind() == move_kind::drop ? std::uint8_t{0xF} : castle_keep_[static_cast<std::size_t>(from)]) &
                       castle_keep_[static_cast<std::size_t>(to)];
        if constexpr (M::flags.walks)  // a castling partner taken on the way (a locust's victim, `d`)
            for (int v = 0; v < m.victim_count(); ++v) next.rights &= castle_keep_[static_cast<std::size_t>(m.victim(v))];
    }
    if constexpr (M::flags.has_castling)
        if (md.rules.castling.opposite && m.kind() == move_kind::castling) {
            // rules.castling.opposite: the opponent's right to the same side goes.
            next.rights = static_cast<std::uint8_t>(next.rights & ~(1u << castling_bit(us ^ 1, castling_side(m))));
        }
    if constexpr (M::flags.castling_from_drops && M::flags.has_castling)
        if (md.rules.drops.castling_from_drops && md.traits.has_castling && m.kind() == move_kind::drop)
            next.rights = static_cast<std::uint8_t>(next.rights | rights_from_drop(us, m.piece(), to));
    next.key ^= keys().castling[static_cast<std::size_t>(prev.rights)] ^ keys().castling[static_cast<std::size_t>(next.rights)];
    // The rights stay only where the other side has a legal e.p. capture, judged on the board after
    // the whole move (a gated piece may pin or unpin), and only on the squares where it may take e.p.
    // (rules.pawns.ep_squares).
    if (md.traits.has_ep_region) next.ep &= md.traits.ep_region[static_cast<std::size_t>(us ^ 1)];
    if (next.ep.any() && !ep_capture_possible(next.ep, us ^ 1, next.ep_victim)) next.ep = bitboard{}, next.ep_victim = -1;
    if (next.ep.any()) next.key ^= keys().ep[static_cast<std::size_t>(next.ep.lsb())];
    if constexpr (M::flags.bikjang)
        if (md.rules.turns.bikjang && royals_face()) next.flags |= state::royals_facing;
    if constexpr (M::flags.check_counting) {
        // n-check: a move that gives check counts one of the mover's checks down.
        next.checks_left = prev.checks_left;
        auto& left = next.checks_left[static_cast<std::size_t>(us)];
        if (md.rules.end.check_counting && left > 0 && royal_attacked(us ^ 1))
            next.key ^= checks_key(us, left) ^ checks_key(us, left - 1), --left;
    }
    side_ ^= 1;
    ++game_ply_;
    history_.push_back(next);
}

template <class V>
inline void position<V>::unmake() {
    FERZ_ASSERT(history_.size() > 1, "position::unmake() with no move to take back");
    if (history_.size() <= 1) return;  // (asserts off: nothing to take back, nothing done)
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
    if constexpr (M::flags.walls)
        if (md.rules.board.walls != walling_rule::none) walls_ = s.walls_before;
    if constexpr (M::flags.blast) {
        if (s.flags & state::blasted) {
            const blast_record& r = blasts_.back();
            std::size_t i = 0;
            for (const int sq : r.squares) put(sq, r.codes[i++], dummy);
            promoted_ |= r.promoted;
            blasts_.pop_back();
        }
    }
    if constexpr (M::flags.enclosing) {
        if (s.flags & state::flipped) {
            for (const int sq : flips_.back()) {
                const std::uint8_t code = board_[static_cast<std::size_t>(sq)];
                remove(sq, dummy);
                put(sq, piece_code(code_type(code), side_ ^ 1), dummy);
            }
            flips_.pop_back();
        }
    }
    switch (m.kind()) {
    case move_kind::castling: {
        const auto [kto, rto] = castling_targets(m);
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
            if (!md.rules.drops.free) ++hands_[static_cast<std::size_t>(side_)][static_cast<std::size_t>(hand_index(m.piece()))];
        }
        break;
    default: {
        // XBetza `u`: the piece put on m.unload() goes back to `to` (once the mover has left it).
        std::uint8_t unloaded = 0;
        [[maybe_unused]] bool unloaded_promoted = false;
        if constexpr (M::flags.walks) {
            if (m.has_unload() && board_[static_cast<std::size_t>(m.unload())] && m.unload() != to) [[unlikely]] {
                unloaded = board_[static_cast<std::size_t>(m.unload())];
                if constexpr (M::flags.tracks_promoted) unloaded_promoted = promoted_.test(m.unload()), promoted_.reset(m.unload());
                remove(m.unload(), dummy);
            }
        }
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
        if (unloaded) [[unlikely]] {
            put(to, unloaded, dummy);
            if constexpr (M::flags.tracks_promoted)
                if (unloaded_promoted) promoted_.set(to);
        }
        if (s.captured) {
            put(to, s.captured, dummy);
            if constexpr (M::flags.captures_to_hand)
                if (md.traits.captures_to_hand) return_from_hand(s, 0, s.captured, to);
            if constexpr (M::flags.tracks_promoted) recall_promoted(s, 0, to);
        }
        for (int v = m.victim_count() - 1; v >= 0; --v)
            if (s.victim_code[static_cast<std::size_t>(v)]) {
                put(m.victim(v), s.victim_code[static_cast<std::size_t>(v)], dummy);
                if constexpr (M::flags.captures_to_hand)
                    if (md.traits.captures_to_hand)
                        return_from_hand(s, 1 + v, s.victim_code[static_cast<std::size_t>(v)], m.victim(v));
                if constexpr (M::flags.tracks_promoted) recall_promoted(s, 1 + v, m.victim(v));
            }
        break;
    }
    }
}

template <class V>
inline std::uint64_t position<V>::compute_key() const noexcept {
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
    if constexpr (M::flags.check_counting)
        if (model().rules.end.check_counting)
            for (int c = 0; c < 2; ++c) k ^= checks_key(c, checks_remaining(c));
    if constexpr (M::flags.walls)
        for (const int sq : walls_) k ^= z.wall[static_cast<std::size_t>(sq)];
    if (st().lion_square >= 0) k ^= z.lion_taken;
    return k;
}

template <class V>
inline bool position<V>::royal_safe_after_capture(int color, int from, int to, int victim) const noexcept {
    bitboard occ = occupied(), theirs = pieces(color ^ 1);
    occ.reset(from), occ.reset(victim), occ.set(to);
    theirs.reset(victim);
    if constexpr (M::flags.blast) {
        if (model().traits.blast) {
            // As the generator rules it (movegen/context.hpp): none of ours blown up, or one of theirs.
            const bitboard area = blast_area(to, type_on(from), occ);
            if (any_royal_square(color, [&](int k) { return area.test(k == from ? to : k); })) return false;
            const bitboard their_royals = royal_set(color ^ 1);
            if ((their_royals & area).any()) return true;
            occ = andnot(occ, area), theirs = andnot(theirs, area);
            return !any_royal_square(color, [&](int k) {
                const int at = k == from ? to : k;
                return !blast_shielded(at, their_royals) && tables::attacks<V>::attacked(*this, at, color ^ 1, occ, theirs);
            });
        }
    }
    return !any_royal_square(color, [&](int k) {
        return tables::attacks<V>::attacked(*this, k == from ? to : k, color ^ 1, occ, theirs);
    });
}

template <class V>
inline void position<V>::init(const setup<V>& s) {
    const M& md = model();
    history_.reserve(256);
    state first{};
    for (int sq = 0; sq < squares; ++sq)
        if (s.board[static_cast<std::size_t>(sq)]) put(sq, s.board[static_cast<std::size_t>(sq)], first.key);
    if constexpr (M::flags.walls) {
        walls_ = s.walls;
        for (const int sq : walls_) first.key ^= keys().wall[static_cast<std::size_t>(sq)];
    }
    side_ = s.side;
    game_ply_ = 2 * (s.fullmove - 1) + s.side;
    first.rule50 = s.halfmove;
    counting_seed_ = {s.counting_limit, s.counting_ply};
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
            const int partner = partner_[static_cast<std::size_t>(i)];
            const int partner_type = code_type(board_[static_cast<std::size_t>(partner)]);
            if (king < 0 || !start_sq[static_cast<std::size_t>(color)][static_cast<std::size_t>(md.traits.castling_king_type)].test(king) ||
                !md.traits.is_castling_partner(partner_type) ||
                !start_sq[static_cast<std::size_t>(color)][static_cast<std::size_t>(partner_type)].test(partner))
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
    if constexpr (M::flags.lion_trading)
        if (s.lion_square >= 0) first.lion_square = static_cast<std::int16_t>(s.lion_square), first.key ^= keys().lion_taken;
    if (first.ep.any() && first.ep_victim < 0)
        first.ep_victim = static_cast<std::int16_t>(side_ == 0 ? first.ep.lsb() - md.geo.files : first.ep.msb() + md.geo.files);
    // As after a move: a FEN's e.p. square with no legal capture onto it gives no rights (FENs from
    // programs that always write the square read as those that write it only when it matters).
    if (md.traits.has_ep_region) first.ep &= md.traits.ep_region[static_cast<std::size_t>(side_)];
    if (first.ep.any() && !ep_capture_possible(first.ep, side_, first.ep_victim)) first.ep = bitboard{}, first.ep_victim = -1;
    if (side_) first.key ^= keys().side;
    first.key ^= keys().castling[first.rights];
    if (first.ep.any()) first.key ^= keys().ep[static_cast<std::size_t>(first.ep.lsb())];
    if (md.rules.turns.bikjang && royals_face()) first.flags |= state::royals_facing;
    if constexpr (M::flags.check_counting) {
        if (md.rules.end.check_counting) {
            // Not written: the start position's counts; Lichess's checks given: taken from those; the
            // start FEN without counts: 1+1 (Fairy-Stockfish's reading: the next check wins).
            for (int c = 0; c < 2; ++c) {
                const auto u = static_cast<std::size_t>(c);
                const int at_start = start().position.checks_left[u] >= 0 ? start().position.checks_left[u] : 1;
                const int left = s.checks_given ? std::max(at_start - s.checks_left[u], 0) : s.checks_left[u] >= 0 ? s.checks_left[u] : at_start;
                first.checks_left[u] = static_cast<std::uint8_t>(left);
                first.key ^= checks_key(c, left);
            }
        }
    }
    history_.push_back(first);
    initial_ = start().squares;
    if (md.traits.has_initial_region)
        for (int c = 0; c < 2; ++c) initial_[static_cast<std::size_t>(c)].fill(md.traits.initial_region[static_cast<std::size_t>(c)]);
}

template <class V>
inline void position<V>::gate(move m, state& next) noexcept {
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
    else theirs.reset(to), mine.reset(to);  // (mine: an own piece taken, XBetza `d`)
    for (int v = 0; v < m.victim_count(); ++v) theirs.reset(m.victim(v)), mine.reset(m.victim(v));
    if (!model().traits.captures_to_hand && hand_empty(us)) mine = {};
    const bitboard changed = (next.gates_before[0] ^ gates_[0]) | (next.gates_before[1] ^ gates_[1]);
    for (const int sq : changed) next.key ^= gate_key(sq);
}

template <class V>
inline void position<V>::flip_enclosed(int to, state& next) {
    const M& md = model();
    const int us = side_;
    const bitboard flips = enclosed(md.geo, md.lines, md.rules.board.flips, to, by_color_[static_cast<std::size_t>(us)],
                                    by_color_[static_cast<std::size_t>(us ^ 1)]);
    if (flips.none()) return;
    for (const int sq : flips) {
        const std::uint8_t code = board_[static_cast<std::size_t>(sq)];
        remove(sq, next.key);
        put(sq, piece_code(code_type(code), us), next.key);
    }
    flips_.push_back(flips);
    next.flags |= state::flipped;
}

template <class V>
inline void position<V>::blow_up(int to, state& next) {
    const bitboard area = blast_area(to, code_type(board_[static_cast<std::size_t>(to)]), occupied());
    blast_record r{area, promoted_ & area, {}};
    std::size_t i = 0;
    for (const int sq : area) {
        r.codes[i++] = board_[static_cast<std::size_t>(sq)];
        remove(sq, next.key);
        next.rights &= castle_keep_[static_cast<std::size_t>(sq)];
    }
    promoted_ = andnot(promoted_, area);
    next.flags |= state::blasted;
    blasts_.push_back(r);
}

template <class V>
inline void position<V>::cambodian_gate(move m, state& next) noexcept {
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

template <class V>
inline void position<V>::capture_to_hand(int sq, state& next, int slot) noexcept {
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

// A promoted piece taken where captures do not go to hand (the Thai family's "M~"): its mark goes,
// and comes back with it on unmake (state::flags, the slot as capture_to_hand's).
template <class V>
inline void position<V>::forget_promoted(int sq, state& next, int slot) noexcept {
    if (model().traits.tracks_promoted && !model().traits.captures_to_hand && promoted_.test(sq))
        promoted_.reset(sq), next.flags = static_cast<std::uint8_t>(next.flags | (1u << slot));
}

template <class V>
inline void position<V>::recall_promoted(const state& s, int slot, int sq) noexcept {
    if (model().traits.tracks_promoted && !model().traits.captures_to_hand && ((s.flags >> slot) & 1)) promoted_.set(sq);
}

template <class V>
inline void position<V>::return_from_hand(const state& s, int slot, std::uint8_t code, int sq) noexcept {
    const bool was_promoted = (s.flags >> slot) & 1;
    if constexpr (M::flags.tracks_promoted)
        if (was_promoted) promoted_.set(sq);
    const int t = hand_type(code, was_promoted);
    if (model().traits.can_be_in_hand(t)) --hands_[static_cast<std::size_t>(side_)][static_cast<std::size_t>(t)];
}

template <class V>
inline void position<V>::set_ep_rights(state& next, int source, int from, int to) const noexcept {
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

template <class V>
inline std::uint8_t position<V>::rights_from_drop(int us, int type, int sq) noexcept {
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
        const int bit = castling_bit(us, side);
        gained = static_cast<std::uint8_t>(gained | (1 << bit));
        partner_[static_cast<std::size_t>(bit)] = corner;
        castle_keep_[static_cast<std::size_t>(corner)] &= static_cast<std::uint8_t>(~(1 << bit));
        castle_keep_[static_cast<std::size_t>(king_sq)] &= static_cast<std::uint8_t>(~(3 << (us * 2)));
    }
    return gained;
}

}  // namespace ferz
