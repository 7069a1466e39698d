// ferz/movegen/context.hpp: what the generator knows of a position while it generates one side's
// moves: occupancy, the royal square, check and pin masks (where they are exact) or the squares whose
// moves need a legality test (where they are not), and the test itself (safe_after). The generator
// (generate.hpp) and its rule modules (movegen/modules/) share it.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "ferz/movegen/sinks.hpp"
#include "ferz/position.hpp"
#include "ferz/tables/attacks.hpp"
#include "ferz/tables/model.hpp"

// GCC's IPA-CP function cloning, off for a function (other compilers: nothing).
#if defined(__GNUC__) && !defined(__clang__)
#define FERZ_NOCLONE [[gnu::noclone]]
#else
#define FERZ_NOCLONE
#endif

namespace ferz::movegen {

template <class V, int Us, class Sink>
struct move_context {
    using pos_t = position<V>;
    using M = tables::model_t<V>;
    using bitboard = typename M::bitboard;
    using attack = tables::attacks<V>;
    static constexpr std::size_t max_pins = M::max_pins;

    const pos_t& pos;
    const M& m;
    Sink& sink;
    bitboard occ, own, enemy;
    int ksq = -1;             // our royal square when there is exactly one
    bool use_masks = false;   // check/pin masks are exact here
    bitboard check_mask;      // targets that resolve a check (all squares when not in check)
    bool double_check = false;
    signed char checked = -1;  // whether the royal on ksq is in check: 1, 0, or -1 not known
    // Read below `pins` only: the masks are left unset (a run-time variant's lists are long, and
    // a bitboard zeroes itself: 1 KiB a node); so are the squares of a run-time variant's long
    // list, but a compile-time variant's few are zeroed (g++ vectorises the loop over them, and
    // then warns of reading unset ones).
    std::conditional_t<(max_pins > 16), unset_array<int, max_pins>, std::array<int, max_pins>> pinned_sq{};
    unset_array<bitboard, max_pins> pin_mask;
    int pins = 0;
    bitboard pinned;
    bitboard movers;  // the pieces whose moves are wanted
    type_mask drop_types = ~type_mask{0};  // the types whose drops are wanted (bit per type)
    // Without check and pin masks: the squares a move must leave or enter for its legality to
    // need a test (attacks::sensitive; every square when in check or when it is not known; under
    // rules.board.blast, captures are tested wherever they are).
    bitboard sensitive = ~bitboard{};
    // A run-time variant's whole-line riders, gathered once for every attack question of this node
    // (a compile-time variant's are constants of its code: nothing here).
    struct no_lines {};
    [[no_unique_address]] std::conditional_t<M::dynamic, typename attack::line_riders, no_lines> lines;

    move_context(const pos_t& p, Sink& s, bitboard mv, type_mask drops)
        : pos(p), m(p.model()), sink(s), occ(p.occupied()), own(p.pieces(Us)), enemy(p.pieces(Us ^ 1)), check_mask(~bitboard{}),
          movers(mv), drop_types(drops) {
        if constexpr (M::dynamic) lines = attack::line_riders_of(p);
        if constexpr (M::flags.has_pseudo_royals) {
            if (m.traits.has_pseudo_royals) {
                royals_now = p.royal_set(Us);
                if (m.rules.end.duple_check && !m.rules.end.every_pseudo_royal) {
                    const bitboard pseudo = p.pseudo_royal_pieces(Us);
                    if (pseudo.more_than_one()) duple_set = pseudo;
                }
            }
        }
        if constexpr (M::flags.blast)
            if (m.traits.blast) their_royals = p.royal_set(Us ^ 1);
    }

    // Is our royal (or every royal) safe once a piece went from `from` to `to`, taking `victim`?
    // Not cloned: g++ -O3 clones it for victim = -1 (IPA-CP), and the clone made chess perft a
    // third slower in a program with one variant (kiwipete 5: 250 M -> 360 M nodes/s without it;
    // a file with forty variants exhausted the cloning budget and never showed it).
    FERZ_NOCLONE bool safe_after(int from, int to, int victim = -1) const { return safe_after_taking(from, to, victim); }
    // The same for a move that takes `victims` on its way (a locust with several).
    bool safe_after(int from, int to, bitboard victims) const { return safe_after_taking(from, to, victims); }

private:
    // The victims on the way: one square (-1: none) or a set.
    static constexpr bool takes_any(int victim) noexcept { return victim >= 0; }
    static constexpr bool takes_any(const bitboard& victims) noexcept { return victims.any(); }
    static constexpr void take_off(bitboard& b, int victim) noexcept {
        if (victim >= 0) b.reset(victim);
    }
    static constexpr void take_off(bitboard& b, const bitboard& victims) noexcept { b = andnot(b, victims); }

    template <class Victims>
    [[gnu::always_inline]] bool safe_after_taking(int from, int to, Victims victim) const {
        if constexpr (!M::flags.has_royal && !M::flags.has_pseudo_royals) {
            (void)from, (void)to, (void)victim;
            return true;
        } else {
            bitboard o = occ;
            o.reset(from);
            o.set(to);
            bitboard theirs = enemy;
            theirs.reset(to);
            take_off(o, victim), take_off(theirs, victim);
            bitboard royals = own_royals();
            if (royals.test(from)) royals.reset(from), royals.set(to);
            if constexpr (M::flags.blast) {
                if (m.traits.blast && (enemy.test(to) || takes_any(victim))) {
                    // The capture blows up what is around `to`: none of ours may go, and when one of
                    // theirs does, the game is won whatever is left attacked.
                    const bitboard area = pos.blast_area(to, pos.type_on(from), o);
                    if ((royals & area).any()) return false;
                    if ((their_royals & area).any()) return true;
                    o = andnot(o, area), theirs = andnot(theirs, area);
                }
            }
            return royals_safe(royals, duple_after(from, to), o, theirs, from, to, victim);
        }
    }

public:

    // Whether a royal of ours on `k` is attacked, with occupancy `o` and enemies `theirs` (under
    // rules.board.blast, never next to an enemy royal).
    bool royal_attacked_at(int k, bitboard o, bitboard theirs) const {
        if constexpr (M::flags.blast)
            if (m.traits.blast && pos.blast_shielded(k, their_royals)) return false;
        return attackers_at(k, o, theirs).any();
    }
    // The enemy's pieces that capture onto `k`, with occupancy `o` and enemies `theirs`.
    bitboard attackers_at(int k, bitboard o, bitboard theirs) const {
        if constexpr (M::dynamic) return attack::attackers(pos, k, Us ^ 1, o, theirs, nullptr, &lines);
        else return attack::attackers(pos, k, Us ^ 1, o, theirs);
    }

    // Is every royal safe after a promotion on `to` to `type`, the new piece among them when it is of
    // a pseudo-royal kind that makes it royal (coregal's queen; a second spartan king makes neither
    // royal, and the two may not both be attacked)?
    bool promotion_safe(int from, int to, int type) const {
        bitboard o = occ;
        o.reset(from);
        o.set(to);
        bitboard theirs = enemy;
        theirs.reset(to);
        bitboard royals = m.traits.royal_type >= 0 ? pos.pieces(Us, m.traits.royal_type) : bitboard{};
        bitboard pseudo = pos.pseudo_royal_pieces(Us);
        pseudo.reset(from);
        if ((m.traits.pseudo_royal_types >> type) & 1u) pseudo.set(to);
        bitboard duple{};
        if (m.rules.end.every_pseudo_royal || !pseudo.more_than_one()) royals |= pseudo;
        else if (m.rules.end.duple_check) duple = pseudo;
        return royals_safe(royals, duple, o, theirs, from, to, -1);
    }

    // Is every royal safe after castling, the king from `ksq` to `kto` and its partner from `rsq` to
    // `rto` (the king's path is the castling module's to test)?
    bool castling_safe(int ksq, int kto, int rsq, int rto) const {
        bitboard o = occ;
        o.reset(ksq), o.reset(rsq), o.set(kto), o.set(rto);
        bitboard royals = own_royals();
        if (royals.test(ksq)) royals.reset(ksq), royals.set(kto);
        return royals_safe(royals, duple_after(ksq, kto), o, enemy, ksq, kto, -1);
    }

    // Our royal pieces (with pseudo-royals: those that are royal now, position::royal_set).
    bitboard own_royals() const {
        if constexpr (M::flags.has_pseudo_royals)
            if (m.traits.has_pseudo_royals) return royals_now;
        if (m.traits.royal_type < 0) return {};
        return pos.pieces(Us, m.traits.royal_type);
    }

    // Whether a target of a walked `d` path (XBetza: an own piece taken) takes one of our royal pieces,
    // where it lands (unless it unloads it there: `u`, a swap) or on its way.
    bool destroys_royal(const tables::walk_target& w, int from) const {
        const bitboard royals = own_royals();
        if (w.to != from && w.unload < 0 && royals.test(w.to)) return true;
        for (int i = 0; i < w.victims.count; ++i)
            if (royals.test(w.victims.squares[static_cast<std::size_t>(i)])) return true;
        return false;
    }

    // A walked move that unloads (XBetza `u`: the piece on the landing square goes where the last leg
    // began), if legal. The bitboard tests cannot describe the board after it (the piece put down may
    // shield or attack a royal), so it is made on a copy of the position: these moves cost more.
    void add_unload(int from, const tables::walk_target& w) {
        move mv(from, w.to, w.victims.empty() ? move_kind::normal : move_kind::locust);
        for (int i = 0; i < w.victims.count; ++i) mv = mv.with_victim(w.victims.squares[static_cast<std::size_t>(i)]);
        mv = mv.with_unload(w.unload);
        if constexpr (M::flags.has_royal || M::flags.has_pseudo_royals) {
            position<V> after = pos;
            after.make(mv);
            if (after.royal_attacked(Us)) return;
        }
        sink.add(mv);
    }

    // Variants with pseudo-royal pieces, set once per generation: position::royal_set(Us), the pieces
    // that may not be attacked after a move; and rules.end.duple_check's set, our pseudo-royals when
    // there are two or more and none of them is royal (not all of them may be attacked at once).
    bitboard royals_now{};
    bitboard duple_set{};
    // rules.board.blast: the other side's royal pieces (position::royal_set(Us ^ 1)); nothing elsewhere.
    struct no_blast {};
    [[no_unique_address]] std::conditional_t<M::flags.blast, bitboard, no_blast> their_royals{};

private:
    // duple_set after a piece went from `from` to `to`.
    bitboard duple_after(int from, int to) const {
        bitboard d = duple_set;
        if (d.test(from)) d.reset(from), d.set(to);
        return d;
    }
    // No square of `royals` attacked, and not every square of `duple` (when it has two or more),
    // with occupancy `o` and enemies `theirs` after a move from `from` to `to` taking `victim`.
    template <class Victims = int>
    bool royals_safe(bitboard royals, bitboard duple, bitboard o, bitboard theirs, [[maybe_unused]] int from,
                     [[maybe_unused]] int to, [[maybe_unused]] Victims victim) const {
        auto attacked = [&](int k) { return royal_attacked_at(k, o, theirs); };
        if constexpr (M::flags.hop_shy) {
            if (m.hop_shy_type >= 0) {
                // Where the cannons stand after the move: one cannot hop over another.
                bitboard shy = pos.pieces_of_type(m.hop_shy_type);
                const bool mover = shy.test(from);
                shy.reset(to);
                take_off(shy, victim);
                if (mover) shy.reset(from), shy.set(to);
                for (int k : royals)
                    if (attack::attacked(pos, k, Us ^ 1, o, theirs, &shy)) return false;
                return true;
            }
        }
        for (int k : royals)
            if (attacked(k)) return false;
        if (duple.more_than_one()) {
            for (int k : duple)
                if (!attacked(k)) return true;
            return false;
        }
        return true;
    }

public:
    // Non-royal targets from `from`, legal ones only.
    [[gnu::always_inline]] bitboard legal_targets(int from, bitboard targets) const {
        if (use_masks) {
            if (double_check) return {};
            targets &= check_mask;
            if (pinned.test(from)) [[unlikely]]
                for (std::size_t i = 0; i < static_cast<std::size_t>(pins) && i < max_pins; ++i)  // (the bound, for g++ -O3's warnings)
                    if (pinned_sq[i] == from) targets &= pin_mask[i];
            return targets;
        }
        bitboard ok{};
        if (!sensitive.test(from)) {
            bitboard test = sensitive;
            // A capture blows up what is around its square: each one is tested.
            if constexpr (M::flags.blast)
                if (m.traits.blast) test |= enemy;
            ok = andnot(targets, test);
            targets &= test;
        }
        for (int to : targets)
            if (safe_after(from, to)) ok.set(to);
        return ok;
    }
};

}  // namespace ferz::movegen
