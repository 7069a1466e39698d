// ferz/position.hpp: the state of a game of variant V, and making and unmaking moves on it.
//
// A mailbox (piece code per square) answers "what is on this square"; bitboards per colour and per
// type answer "where are the pieces" for the generator. make/unmake keep both, the Zobrist key, the
// castling rights, the e.p. squares and the clocks, with an undo stack inside the position (engines
// that search in parallel copy the position per thread); they are defined in position_make.hpp.
// The position sits on the rules (variant, setup: what a FEN says) and the tables (a variant's moves
// on its board, attack detection), under the move generator (movegen/) and the notation. make() takes
// a legal move of this position (move.hpp); unmake() the last move made (FERZ_ASSERT when none was).
#pragma once

#include <algorithm>
#include <array>
#include <bit>
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
#include "ferz/rules/start.hpp"
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
    using model_type = tables::model_t<V>;
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
    // set_counts::unchecked: more pieces of a kind than the start position holds may stand (a
    // handicap that places pieces, seed 002's `8b=G`); every other check is made.
    static result<position, fen_error> from_setup(const setup<V>& s, set_counts counts = set_counts::checked)
        requires(!dynamic)
    {
        return checked(position(s), s, counts);
    }
    static result<position, fen_error> from_setup(handle variant, const setup<V>& s, set_counts counts = set_counts::checked)
        requires(dynamic)
    {
        return checked(position(variant, s), s, counts);
    }

    // The variant's model, and (run-time variants) the handle to it that the position shares.
    [[nodiscard]] const M& model() const noexcept {
        if constexpr (dynamic) return *model_;
        else return tables::static_model_instance<V>;
    }
    [[nodiscard]] const handle& variant_handle() const noexcept
        requires(dynamic)
    {
        return model_;
    }

    // --- queries -------------------------------------------------------------------------------
    [[nodiscard]] int side_to_move() const noexcept { return side_; }
    // What stands on a square: its piece code (0: nothing), whether it is empty, the piece's type and
    // colour. A square outside 0..squares-1 is a checked precondition (FERZ_ASSERT); where asserts
    // are off, it reads as empty (never memory outside the board).
    [[nodiscard]] std::uint8_t code_on(int sq) const {
        FERZ_ASSERT(sq >= 0 && sq < squares, "position: a square outside the board");
        return static_cast<unsigned>(sq) < static_cast<unsigned>(squares) ? board_[static_cast<std::size_t>(sq)] : std::uint8_t{0};
    }
    [[nodiscard]] bool empty(int sq) const { return code_on(sq) == 0; }
    [[nodiscard]] int type_on(int sq) const { return code_type(code_on(sq)); }
    [[nodiscard]] int color_on(int sq) const { return code_color(code_on(sq)); }
    // The occupied squares, holes and walls included (rules.board.holes, rules.board.walls: no move
    // lands there, rides stop there).
    [[nodiscard]] bitboard occupied() const noexcept {
        bitboard occ = by_color_[0] | by_color_[1];
        if constexpr (M::flags.has_holes) occ |= model().traits.holes;
        if constexpr (M::flags.walls) occ |= walls_;
        return occ;
    }
    // The walls that moves placed (rules.board.walls; none elsewhere).
    [[nodiscard]] bitboard walls() const noexcept {
        if constexpr (M::flags.walls) return walls_;
        else return bitboard{};
    }
    [[nodiscard]] bitboard pieces(int color) const noexcept { return by_color_[static_cast<std::size_t>(color)]; }
    [[nodiscard]] bitboard pieces_of_type(int type) const noexcept { return by_type_[static_cast<std::size_t>(type)]; }
    [[nodiscard]] bitboard pieces(int color, int type) const noexcept {
        return by_color_[static_cast<std::size_t>(color)] & by_type_[static_cast<std::size_t>(type)];
    }
    [[nodiscard]] std::uint64_t key() const noexcept { return st().key; }
    [[nodiscard]] int castling_rights() const noexcept { return st().rights; }
    // Whether a move of this position captures: onto a piece (an own one too: XBetza `d`; castling, stored
    // as the royal taking its partner, does not, nor a promotion in place: sittuyin), e.p., a locust's
    // (not a pass); not the piece a move unloads elsewhere (XBetza `u`: a swap).
    [[nodiscard]] bool is_capture(move m) const noexcept {
        if (m.has_unload()) return m.victim_count() > 0;
        switch (m.kind()) {
        case move_kind::en_passant: return true;
        case move_kind::locust: return m.victim_count() > 0 || (m.to() != m.from() && !empty(m.to()));  // (a pass: no)
        case move_kind::castling: case move_kind::null: case move_kind::drop: return false;
        default: return m.to() != m.from() && !empty(m.to());
        }
    }
    // A castling right's bit in castling_rights(): side 1 is toward the higher files (the king's right,
    // as Fairy-Stockfish's kingside), side 0 toward file a.
    [[nodiscard]] static constexpr int castling_bit(int color, int side) noexcept { return color * 2 + side; }
    // The side a castling move castles to (as castling_bit names it).
    [[nodiscard]] int castling_side(move m) const noexcept { return model().geo.file_of(m.to()) > model().geo.file_of(m.from()) ? 1 : 0; }
    [[nodiscard]] int castling_partner(int color, int side) const noexcept { return partner_[static_cast<std::size_t>(castling_bit(color, side))]; }
    [[nodiscard]] bool can_castle(int color, int side) const noexcept { return (st().rights >> castling_bit(color, side)) & 1; }
    [[nodiscard]] bitboard ep_squares() const noexcept { return st().ep; }
    [[nodiscard]] int ep_victim() const noexcept { return st().ep_victim; }
    // rules.board.lions: the square where the last move's piece, no lion, took a lion (the next move
    // may take no lion), or -1.
    [[nodiscard]] int lion_taken_square() const noexcept { return st().lion_square; }
    [[nodiscard]] int halfmove_clock() const noexcept { return st().rule50; }
    [[nodiscard]] int fullmove_number() const noexcept { return 1 + game_ply_ / 2; }
    [[nodiscard]] int game_ply() const noexcept { return game_ply_; }
    // Squares where a piece of this colour and type still counts as unmoved (for XBetza `i` moves).
    [[nodiscard]] bitboard initial_squares(int color, int type) const noexcept {
        return initial_[static_cast<std::size_t>(color)][static_cast<std::size_t>(type)];
    }
    // The squares one rank ahead (for the colour) of initial_squares: XBoard's `ii` moves start there.
    // Out of line: rare (a capturing ii move is refused by ferz::check, so check detection never asks).
    [[nodiscard, gnu::noinline]] bitboard ahead_of_initial(int color, int type) const noexcept {
        return model().geo.shift(initial_squares(color, type), 0, color == 0 ? 1 : -1);
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
    // Whether a royal piece of `color` is attacked by the other side (any of them, if several), or
    // with rules.end.duple_check, all its pseudo-royal pieces at once.
    [[nodiscard]] bool royal_attacked(int color) const noexcept {
        bitboard their_royals{};
        if constexpr (M::flags.blast)
            if (model().traits.blast) their_royals = royal_set(color ^ 1);
        const auto attacked = [&](int k) {
            if constexpr (M::flags.blast)
                if (blast_shielded(k, their_royals)) return false;
            return tables::attacks<V>::attacked(*this, k, color ^ 1, occupied(), pieces(color ^ 1));
        };
        if (any_royal_square(color, attacked)) return true;
        if constexpr (M::flags.has_pseudo_royals) {
            if (model().rules.end.duple_check) {
                const bitboard p = pseudo_royal_pieces(color);
                if (!p.more_than_one()) return false;
                for (const int k : p)
                    if (!attacked(k)) return false;
                return true;
            }
        }
        return false;
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
    // The count the FEN gave (rules.end.counting, rules/counting.hpp): {limit, ply} in plies as
    // Fairy-Stockfish writes them; {0, 0} where it gave none.
    [[nodiscard]] std::array<int, 2> counting_seed() const noexcept { return counting_seed_; }
    // n-check (rules.end.check_counting): the checks `color` still has to give to win; 0 elsewhere.
    [[nodiscard]] int checks_remaining(int color) const noexcept {
        if constexpr (M::flags.check_counting) return st().checks_left[static_cast<std::size_t>(color)];
        else return (void)color, 0;
    }
    // Seirawan gating: the squares of `color` where a piece from hand may still enter (rules.drops.gating).
    [[nodiscard]] bitboard gates(int color) const noexcept { return gates_[static_cast<std::size_t>(color)]; }

    // The key computed from scratch; equal to key() after any sequence of make/unmake.
    [[nodiscard]] std::uint64_t compute_key() const noexcept;

    // --- making moves ----------------------------------------------------------------------------
    // Plays a legal move of this position, as the generator, legal_move() or a parser gave it. A move
    // from elsewhere (a GUI, another position): make_checked(pos, m) (movegen/is_legal.hpp) tests it
    // in full and plays it only if legal. make() checks what is cheap (FERZ_ASSERT: the mover, or the
    // castling pair, belongs to the side to move; a capture takes no own piece).
    void make(move m);

    // Takes back the last move made. Precondition: one was (moves_made() > 0), checked by FERZ_ASSERT;
    // where asserts are off, a call with no move to take back does nothing.
    void unmake();

    // Where castling royal -> partner puts the royal and the partner: the royal on the variant's
    // file for that side, the partner next to it towards the centre.
    std::pair<int, int> castling_targets(int royal, int partner) const noexcept {
        const M& m = model();
        const int side = partner > royal ? 1 : 0;
        const int kto = m.geo.square(start().castling_king_files[static_cast<std::size_t>(side)], m.geo.rank_of(royal));
        return {kto, kto + (side ? -1 : 1)};
    }
    // The same for a castling move, which may carry its own distance (move::castling_steps(): one of
    // the side's extra distances, variant_traits::castling_more_steps): the royal moves that many
    // squares toward the partner.
    std::pair<int, int> castling_targets(move m) const noexcept {
        const int steps = m.castling_steps();
        if (steps == 0) return castling_targets(m.from(), m.to());
        const int side = m.to() > m.from() ? 1 : 0;
        const int kto = m.from() + (side ? steps : -steps);
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

    // The colour's pieces of the pseudo-royal kinds (rules.end.pseudo_royals; none elsewhere).
    [[nodiscard]] bitboard pseudo_royal_pieces(int color) const noexcept {
        if constexpr (M::flags.has_pseudo_royals) return pieces_of_types(color, model().traits.pseudo_royal_types);
        else return (void)color, bitboard{};
    }
    // The colour's pieces of the types in `mask` (bit t: type t), or with color -1 both sides'.
    [[nodiscard]] bitboard pieces_of_types(int color, type_mask mask) const noexcept {
        bitboard r{};
        for (; mask != 0; mask &= mask - 1) {
            const int t = std::countr_zero(mask);
            r |= color < 0 ? pieces_of_type(t) : pieces(color, t);
        }
        return r;
    }
    // rules.board.blast: whether a royal piece on `sq` stands next to one of `their_royals` (the other
    // side's royal_set()): no capture of it is legal (the capturer's would blow up), it is never in check.
    [[nodiscard]] bool blast_shielded(int sq, bitboard their_royals) const noexcept {
        return (model().geo.neighbours(sq) & their_royals).any();
    }
    // rules.board.blast: the squares a capture onto `to` blows up (`occ`: the board after the move, `mover_type`:
    // the type that landed on `to`): `to` unless that type is immune, the pieces around it but pawns and immune types.
    [[nodiscard]] bitboard blast_area(int to, int mover_type, bitboard occ) const noexcept {
        const auto& t = model().traits;
        bitboard area = andnot(model().geo.neighbours(to) & occ, pieces_of_types(-1, t.blast_pawn_types | t.blast_immune_types));
        if (((t.blast_immune_types >> mover_type) & 1u) == 0) area.set(to);
        return area;
    }
    // The colour's pieces that count for the flag rule (rules.end.flag_piece: every piece for `*`).
    [[nodiscard]] bitboard flag_pieces(int color) const noexcept {
        if constexpr (M::flags.flag) return pieces_of_types(color, model().traits.flag_types);
        else return (void)color, bitboard{};
    }
    // The colour's pieces that may not be left attacked: its royal pieces, and where the variant has
    // pseudo-royal pieces, those of them that are royal now (every one with
    // rules.end.every_pseudo_royal, else the last one left).
    [[nodiscard]] bitboard royal_set(int color) const noexcept {
        const M& m = model();
        bitboard r = m.traits.royal_type >= 0 ? pieces(color, m.traits.royal_type) : bitboard{};
        if constexpr (M::flags.has_pseudo_royals) {
            if (m.traits.has_pseudo_royals) {
                const bitboard p = pseudo_royal_pieces(color);
                if (m.rules.end.every_pseudo_royal || !p.more_than_one()) r |= p;
            }
        }
        return r;
    }
    // The square of the colour's royal piece, or -1 if it has none or several. With pseudo-royal
    // pieces (rules.end.pseudo_royals), of royal_set's one piece: while a side has two or more
    // pseudo-royal pieces, none is royal (unless every_pseudo_royal).
    [[nodiscard]] int royal_square(int color) const noexcept {
        const M& m = model();
        if constexpr (M::flags.has_pseudo_royals) {
            if (m.traits.has_pseudo_royals) {
                const bitboard r = royal_set(color);
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
    struct no_checks_left {};
    using checks_type = std::conditional_t<M::flags.check_counting, std::array<std::uint8_t, 2>, no_checks_left>;
    struct no_walls {};
    using walls_type = std::conditional_t<M::flags.walls, bitboard, no_walls>;
    struct no_model {};
    // rules.board.blast: what a capture blew up (the squares, their pieces' codes in the squares'
    // order), for unmake(), one per move with the flag `blasted`; rules.board.flips: the squares a
    // move turned over, one per move with the flag `flipped`.
    struct blast_record {
        bitboard squares{}, promoted{};
        std::array<std::uint8_t, 9> codes{};
    };
    struct no_blasts {};
    using blasts_type = std::conditional_t<M::flags.blast, std::vector<blast_record>, no_blasts>;
    struct no_flips {};
    using flips_type = std::conditional_t<M::flags.enclosing, std::vector<bitboard>, no_flips>;
    struct state {
        std::uint64_t key = 0;
        bitboard ep{};
        move played{};
        std::int16_t ep_victim = -1;
        std::int16_t lion_square = -1;  // lion_taken_square()
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
        static constexpr std::uint8_t blasted = 1u << 5;        // rules.board.blast: a blast_record was pushed
        static constexpr std::uint8_t flipped = 1u << 4;        // rules.board.flips: a flip set was pushed
        [[no_unique_address]] gates_type gates_before{};  // Seirawan: the gates before the move
        [[no_unique_address]] checks_type checks_left{};  // n-check: the checks each colour still has to give
        [[no_unique_address]] walls_type walls_before{};  // rules.board.walls: the walls before the move
    };

    static result<position, fen_error> checked(position p, const setup<V>& s, set_counts counts = set_counts::checked) {
        if (const auto e = check_against_start(p.model(), s, p.start(), counts)) return unexpected<fen_error>{*e};
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

    void init(const setup<V>& s);

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
    static std::uint64_t checks_key(int color, int left) noexcept {
        return keys().checks[static_cast<std::size_t>(color)][static_cast<std::size_t>(left & 15)];
    }
    // Gate squares are hashed with the keys of "no piece" on a square, which nothing else uses.
    static std::uint64_t gate_key(int sq) noexcept { return keys().piece[0][static_cast<std::size_t>(sq)]; }

    // Seirawan gating, after the move itself: the gated piece enters, and gates are used up by their
    // piece leaving (both castling pieces), by being captured, and, where captures do not refill the
    // hand, all at once when the hand is empty.
    void gate(move m, state& next) noexcept;

    // rules.board.cambodian_gates, after the move: the mover's gate and a gate captured on are lost,
    // and the enemy royal's gate when a rook lands where its lines (on an empty board) reach it.
    void cambodian_gate(move m, state& next) noexcept;

    // rules.board.blast, after a capture onto `to`: blows up blast_area() and records it.
    void blow_up(int to, state& next);
    void note_lion_taken(move m, int mover_type, state& next);
    // rules.board.flips, after a move onto `to`: turns over the enemy pieces it encloses, and records them.
    void flip_enclosed(int to, state& next);

    void capture_to_hand(int sq, state& next, int slot) noexcept;
    void return_from_hand(const state& s, int slot, std::uint8_t code, int sq) noexcept;
    void forget_promoted(int sq, state& next, int slot) noexcept;
    void recall_promoted(const state& s, int slot, int sq) noexcept;

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
    void set_ep_rights(state& next, int source, int from, int to) const noexcept;

    // Whether a pawn-trait piece of `color` and `type` that went from -> to could step straight back
    // (tables/mobility.hpp): then its move does not restart the move rule's count.
    bool pawn_move_reversible(int color, int type, int from, int to) const noexcept {
        const M& m = model();
        return m.reversible[static_cast<std::size_t>(type)] && tables::plain_move_to(m.geo, m.cat, color, type, to, from);
    }

    // E.p. rights are kept (and hashed) only when a piece of `color` has a legal e.p. capture onto one
    // of the squares, as Stockfish does and as the FEN writes them, so that transpositions share
    // their key and repetitions are seen (a pawn beside the double step that is pinned, or whose
    // capture leaves its royal in check, gives no rights). Legal here is what the generator tests: the
    // royal not attacked on the occupancy after the capture, the victim gone. Pieces whose e.p.
    // captures are walked multi-leg paths keep the rights whenever they exist.
    bool ep_capture_possible(bitboard ep, int color, int victim) const noexcept {
        const M& m = model();
        if constexpr (M::flags.walked_ep)
            if (m.walked_ep) return true;
        for (int sq : ep)
            for (int t = 0; t < m.traits.types; ++t)
                for (const int from : m.ep_attackers[static_cast<std::size_t>(color)][static_cast<std::size_t>(t)][static_cast<std::size_t>(sq)] &
                                          pieces(color, t))
                    if (royal_safe_after_capture(color, from, sq, victim)) return true;
        return false;
    }

    // Whether `hit(square)` holds for a royal square of `color`: its pseudo-royal piece where the
    // variant has them, else any piece of the royal type (none: false).
    template <class Hit>
    bool any_royal_square(int color, Hit&& hit) const noexcept {
        const M& m = model();
        if constexpr (M::flags.has_pseudo_royals) {
            if (m.traits.has_pseudo_royals) {
                for (const int k : royal_set(color))
                    if (hit(k)) return true;
                return false;
            }
        }
        if constexpr (!M::flags.has_royal) {
            (void)color, (void)hit, (void)m;
            return false;
        } else {
            if (m.traits.royal_type < 0) return false;
            for (const int k : pieces(color, m.traits.royal_type))
                if (hit(k)) return true;
            return false;
        }
    }

    // Whether the royal piece(s) of `color` stand unattacked after its piece on `from` captures on
    // `to` the piece on `victim` (an e.p. capture: `to` is empty).
    bool royal_safe_after_capture(int color, int from, int to, int victim) const noexcept;

    int pawn_type_of_promotion(const state& s) const noexcept { return s.promoted_from - 1; }

    // rules.drops.castling_from_drops: the rights a drop of `type` on `sq` gives (the royal on its
    // castling square with a partner in a corner of the back rank, or a partner in a corner with the
    // royal in place); the partner squares and the squares whose moves end them are set up here.
    std::uint8_t rights_from_drop(int us, int type, int sq) noexcept;
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
    std::array<int, 2> counting_seed_{};
    int side_ = 0;
    int game_ply_ = 0;
    bool chess960_ = false;
    [[no_unique_address]] blasts_type blasts_{};
    [[no_unique_address]] flips_type flips_{};
    [[no_unique_address]] walls_type walls_{};
    [[no_unique_address]] std::conditional_t<dynamic, handle, no_model> model_{};
};

}  // namespace ferz

#include "ferz/position_make.hpp"  // make(), unmake() and the set-up, defined out of the class
