// ferz/rules/chase.hpp: xiangqi's chase rule (rules.end.chasing = chasing_rule::axf), and the AXF's
// count of checks in the move rule.
//
// The Asian Xiangqi Federation's rules forbid perpetual chase: a player who, in a repetition, threatens
// on every move of the cycle to win the same piece loses, as a perpetual checker does (ferz/game.hpp
// scores the repetition). This header says which pieces a move chases. ferz reads "a threat to win
// the piece" through the legal moves, so that pins, the flying general, discovered checks and lame
// horses are judged exactly rather than by patterns:
//  - the mover's side (them) has a legal capture of the piece, with a piece that is not its king or a
//    soldier (kings and soldiers may chase freely);
//  - the capture wins material: the chased side has no legal recapture on that square afterwards, or
//    the victim is worth more (a horse or cannon takes a chariot; an elephant or advisor takes a
//    chariot, cannon or horse);
//  - the threat is new: it did not stand before the move (the attacker, from where it stood then,
//    had no such capture); a move may make it new by moving the attacker, by opening its line, or by
//    pinning or drawing away the piece that protected the victim;
//  - not a mutual threat: a victim of the attacker's own kind that can take the attacker back is not
//    chased;
//  - kings are never chased (that is check), nor soldiers that have not crossed the river.
// The kinds are known by their moves, as the built-in xiangqi writes them (and Fairy-Stockfish's
// variant files do): chariot R, cannon mRcpR, horse mafsW or nN, elephant mafF or nA, advisor F,
// soldier fW (with its sideways step across the river) or fsW; the royal piece is the king. Any
// other piece chases and is chased without a kind.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "ferz/move.hpp"
#include "ferz/movegen/generate.hpp"
#include "ferz/position.hpp"
#include "ferz/rules/traits.hpp"
#include "ferz/tables/attacks.hpp"

namespace ferz::chase {

enum class kind : std::uint8_t { other, king, soldier, horse, cannon, chariot, elephant, advisor };

// The kind of a piece type, read from its moves (see above).
template <class M>
kind kind_of(const M& m, int type) noexcept {
    if (type == m.traits.royal_type) return kind::king;
    const std::string_view d = m.traits.descriptors[static_cast<std::size_t>(type)];
    if (d == "R") return kind::chariot;
    if (d == "mRcpR") return kind::cannon;
    if (d == "mafsW" || d == "nN") return kind::horse;
    if (d == "mafF" || d == "nA") return kind::elephant;
    if (d == "F") return kind::advisor;
    if (d == "fW" || d == "fsW") return kind::soldier;
    return kind::other;
}

// Whether the soldier on `sq` has crossed the river: it has its sideways step (fsW), or stands where
// its extra moves are (the region of its moving_in, White's side mirrored for Black).
template <class V>
bool soldier_crossed(const position<V>& pos, int sq) {
    const auto& m = pos.model();
    const int type = pos.type_on(sq);
    if (m.traits.descriptors[static_cast<std::size_t>(type)] == "fsW") return true;
    const auto& piece = m.def.pieces[static_cast<std::size_t>(type)];
    for (int k = 0; k < piece.regions; ++k)
        if (ferz::detail::rules_region(m.geo, piece.moves_in[static_cast<std::size_t>(k)].squares.view())[static_cast<std::size_t>(pos.color_on(sq))].test(sq))
            return true;
    return false;
}

namespace detail {

// Whether a victim of this kind is worth more than an attacker of that one: the capture wins
// material even where it can be answered.
constexpr bool worth_more(kind victim, kind attacker) noexcept {
    if (attacker == kind::horse || attacker == kind::cannon) return victim == kind::chariot;
    if (attacker == kind::elephant || attacker == kind::advisor)
        return victim == kind::chariot || victim == kind::cannon || victim == kind::horse;
    return false;
}

// The side to move's legal capture from `from` onto `to`, if it has one.
template <class V>
std::optional<move> capture_of(const position<V>& pos, int from, int to) {
    for (const move m : legal_move_vector(pos))
        if (m.from() == from && m.to() == to && pos.is_capture(m)) return m;
    return std::nullopt;
}

// The squares of the side to move's pieces that have a legal capture onto `to`.
template <class V>
typename position<V>::bitboard capturers(const position<V>& pos, int to) {
    typename position<V>::bitboard out{};
    for (const move m : legal_move_vector(pos))
        if (m.to() == to && pos.is_capture(m)) out.set(m.from());
    return out;
}

// Whether the piece on `from` (of the side not to move in `pos`) could take on `to` if the board
// were as it is and legality aside: its line of attack.
template <class V>
bool attacks(const position<V>& pos, int from, int to) {
    typename position<V>::bitboard piece{};
    piece.set(from);
    return tables::attacks<V>::attackers(pos, to, pos.color_on(from), pos.occupied(), piece).any();
}

// Whether taking the piece on `to` with the side to move's piece on `from` wins material: the capture
// (legal) is unanswered, or the victim is worth more.
template <class V>
bool wins_material(const position<V>& pos, move capture) {
    const auto& m = pos.model();
    if (worth_more(kind_of(m, pos.type_on(capture.to())), kind_of(m, pos.type_on(capture.from())))) return true;
    position<V> after = pos;
    after.make(capture);
    return capturers(after, capture.to()).none();
}

}  // namespace detail

// The pieces of the side to move of `after` (squares of `after`) that the last move (`last`, played
// in `before` to reach `after`) chases.
template <class V>
typename position<V>::bitboard chased(const position<V>& after, const position<V>& before, move last) {
    using bitboard = typename position<V>::bitboard;
    const auto& m = after.model();
    bitboard out{};
    const int us = after.side_to_move(), them = us ^ 1;
    const int king = after.royal_square(us);
    if (king < 0) return out;
    // The threats as they stand with the other side to move: after a pass.
    position<V> threats = after;
    threats.make(move(king, king, move_kind::null));
    for (const move c : legal_move_vector(threats)) {
        const int from = c.from(), to = c.to();
        if (c.kind() == move_kind::null || !threats.is_capture(c) || out.test(to)) continue;
        const kind attacker = kind_of(m, after.type_on(from)), victim = kind_of(m, after.type_on(to));
        if (attacker == kind::king || attacker == kind::soldier || victim == kind::king) continue;
        if (victim == kind::soldier && !soldier_crossed(after, to)) continue;
        if (!detail::wins_material(threats, c)) continue;
        if (victim == attacker && detail::capture_of(after, to, from)) continue;  // a mutual threat
        // New: the attacker had no line to the victim before the move (it moved, or its line opened) ...
        const int was = from == last.to() ? last.from() : from;
        const bool had_line = last.kind() != move_kind::drop && !before.empty(was) && before.color_on(was) == them &&
                              detail::attacks(before, was, to);
        if (!had_line) {
            out.set(to);
            continue;
        }
        // ... or it had, the capture did not win material then, and a piece that could answer it then
        // still reaches the square but may no longer take there (the move pinned it, or made the
        // capture one that uncovers check).
        const std::optional<move> then = detail::capture_of(before, was, to);
        if (!then || detail::wins_material(before, *then)) continue;
        position<V> answered = before, unanswered = threats;
        answered.make(*then);
        unanswered.make(c);
        for (const int p : detail::capturers(answered, to))
            if (!unanswered.empty(p) && unanswered.color_on(p) == us && detail::attacks(unanswered, p, to)) {
                out.set(to);
                break;
            }
    }
    return out;
}

// The AXF's move rule, as Fairy-Stockfish counts it: of the plies since the last capture (once 20
// have been played since the start or a pass), a side's checks beyond ten do not count, each taking
// two plies off the count. The plies to add to the move rule's limit in this position.
template <class V>
int move_rule_discount(const position<V>& pos) {
    if (pos.model().rules.end.chasing != chasing_rule::axf || pos.moves_made() < 20) return 0;
    const int window = pos.halfmove_clock() < pos.moves_made() ? pos.halfmove_clock() : pos.moves_made();
    position<V> p = pos;
    int them = 0, us = 0;  // checks given by the side that just moved, and by the side to move
    for (int i = 0; i == 0 || i < window; i += 2) {
        them += p.royal_attacked(p.side_to_move()) ? 1 : 0;
        if (p.moves_made() == 0) break;
        p.unmake();
        us += p.royal_attacked(p.side_to_move()) ? 1 : 0;
        if (p.moves_made() == 0) break;
        p.unmake();
    }
    const int most = them > us ? them : us;
    return most > 10 ? 2 * (most - 10) : 0;
}

// A set of squares of the position after `m` taken back to the squares before it: the piece `m`
// moved is followed to where it came from.
template <class Bitboard>
constexpr Bitboard before_move(Bitboard b, move m) noexcept {
    if (m.kind() != move_kind::drop && m.kind() != move_kind::null && b.test(m.to())) {
        b.reset(m.to());
        b.set(m.from());
    }
    return b;
}

}  // namespace ferz::chase
