// ferz/rules/traits.hpp: what follows from a variant's definition that is not a table of moves — its
// royal and castling pieces, promotion choices and zones, drop zones and limits, the regions of its
// rules — as one value.
//
// The generator and the position ask these questions on every move ("does any piece castle?", "which
// types may a pawn become?"). build_traits answers them once per variant: in constant evaluation for a
// compile-time variant (variant_traits<V> in rules/variant.hpp holds the result as constants, so the
// generator prunes on them with `if constexpr`), at run time for a variant read from text. One
// builder, so that both agree. The definition has passed check(): letters name pieces, regions are
// regions of the board.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "ferz/betza/compile.hpp"
#include "ferz/betza/legs.hpp"
#include "ferz/betza/path_class.hpp"
#include "ferz/board/region.hpp"
#include "ferz/rules/definition.hpp"
#include "ferz/rules/policies.hpp"

namespace ferz {

template <class Bitboard, std::size_t Types>
struct traits_data {
    using bitboard = Bitboard;
    int types = 0;
    std::array<char, Types + 1> letters{};
    std::array<bool, Types> promoted{};        // written "+L"
    std::array<unsigned, Types> piece_traits{};
    std::array<std::string_view, Types> descriptors{};  // each type's XBetza (views into the definition)

    // Castling: the castling king's `O` atoms per board side (0: towards file a, 1: towards the last
    // file) as the number of squares it moves; 0 where it does not castle that way.
    std::array<betza::castling_rule, betza::max_castlings> castling_king_rules{};  // those of castling_king_type
    std::array<std::uint8_t, Types> castling_counts{};
    std::array<std::array<betza::drop_rule, 4>, Types> drop_rules{};
    std::array<std::uint8_t, Types> drop_counts{};
    int royal_type = -1;
    type_mask pseudo_royal_types = 0;  // rules.end.pseudo_royals, bit t: type t
    bool has_pseudo_royals = false;
    std::array<bool, 2> pseudo_royal_promotions{};  // a colour's chess-style promotion may make one
    int castling_partner_type = -1;        // the first type with the castling_partner trait
    type_mask castling_partner_types = 0;  // all of them (Perfect chess: rook and chancellor), bit t: type t
    // The piece that castles: the one type with an `O` atom (the royal piece in chess; Koedem's king,
    // which is not royal, castles too); -1 if none.
    int castling_king_type = -1;
    bool royal_castles = false;
    std::array<int, 2> castling_steps{};
    // Further distances per side (bit n: n squares), where the descriptor gives several
    // (`KisO2isO3isO4`): such a castling move carries its distance (move::piece()).
    std::array<std::uint16_t, 2> castling_more_steps{};
    bool has_castling = false;
    bool destroys_own = false;  // a piece may take an own piece (XBetza `d`)

    // Drops (rules.drops, and each piece's `@`).
    bool has_drops = false, captures_to_hand = false, has_drop_moves = false, has_gating = false;
    bool royals_in_hand = false;  // rules.drops.royals_in_hand
    bool cambodian_gates = false, has_gates = false;  // gate squares kept by the position
    // Where a piece of a type may be dropped by a colour: its `@` rules, else rules.drops.zone_ranks.
    std::array<std::array<Bitboard, Types>, 2> drop_zone{};
    // How many of a type may stand on one file for another to be dropped there (f: 1, ff: 2), or on
    // the board (b); 0: no limit.
    std::array<int, Types> drop_file_limit{}, drop_board_limit{};
    type_mask must_drop_types = 0;  // rules.drops.must_drop's types

    // The first types whose XBetza is exactly B, F, R (rules that name a piece by its moves).
    int bishop_type = -1, fers_type = -1, rook_type = -1;

    // Promotion.
    bool has_promoted_forms = false;
    std::array<int, Types> promoted_type{};  // a type's promoted form, or -1
    std::array<int, Types> base_type{};      // a promoted form's base, or the type itself
    bool tracks_promoted = false;            // chess-style promoted pieces go to hand as pawns
    int promotion_ranks = 1;
    int pawn_lowest_rank = 0;  // rules.pawns.lowest_rank
    std::array<int, 2> promotion_type_count{};
    std::array<std::array<int, 32>, 2> promotion_types{};
    std::array<int, Types> promotion_limit{};  // rules.promotion.limits; 0: none
    bool has_promotion_limits = false;
    std::array<int, Types> material_value{};  // rules.end.material_points
    bool has_zone_region = false;
    std::array<Bitboard, 2> promotion_zone{};  // chess-style, per colour
    bool has_initial_region = false;
    std::array<Bitboard, 2> initial_region{};
    bool has_ep_region = false;
    std::array<Bitboard, 2> ep_region{};  // where each colour may take e.p. (rules.pawns.ep_squares)
    bool has_holes = false;
    Bitboard holes{};
    // rules.end.flag_piece's type as bit t (every type for `*`), and whether that is the royal type.
    type_mask flag_types = 0;
    bool royal_flag = false;
    // rules.end.extinction_pieces: bit t for type t, and all (`*`: all pieces counted together).
    type_mask extinction_types = 0;
    bool extinction_all = false;
    type_mask connect_types = 0;  // rules.end.connect.pieces (every type where it is empty)
    std::array<std::array<Bitboard, 2>, 2> connect_regions{};  // [colour][0: from, 1: to]
    std::array<Bitboard, 2> flag_region{};  // each colour's (rules.end.flag_region, flag_region_black)
    Bitboard enclosing_start{};             // rules.drops.enclosing_start, squares as they are
    // rules.board.walls: where each colour may place a wall (the whole board where the rule names no
    // region; holes never).
    std::array<Bitboard, 2> wall_region{};
    // rules.board.blast, and the types it spares: pawns around the target, blast_immune's everywhere;
    // rules.board.mutually_immune's types (bit t for type t).
    bool blast = false;
    type_mask blast_pawn_types = 0, blast_immune_types = 0, mutually_immune_types = 0;
    type_mask lion_types = 0, lion_worthless_types = 0;  // rules.board.lions
    std::size_t max_moves = 0;

    [[nodiscard]] constexpr int first_type_with(unsigned trait) const noexcept {
        for (int t = 0; t < types; ++t)
            if (piece_traits[static_cast<std::size_t>(t)] & trait) return t;
        return -1;
    }
    [[nodiscard]] constexpr int count_types_with(unsigned trait) const noexcept {
        int n = 0;
        for (int t = 0; t < types; ++t) n += (piece_traits[static_cast<std::size_t>(t)] & trait) != 0;
        return n;
    }
    [[nodiscard]] constexpr bool is_castling_partner(int type) const noexcept {
        return type >= 0 && ((castling_partner_types >> type) & 1u) != 0;
    }
    [[nodiscard]] constexpr bool is_pawn(int type) const noexcept { return (piece_traits[static_cast<std::size_t>(type)] & pawn) != 0; }
    // Type index of a letter (upper case), or -1: the unpromoted piece, or with `promoted_form` "+L".
    [[nodiscard]] constexpr int index_of(char upper, bool promoted_form = false) const noexcept {
        for (int t = 0; t < types; ++t)
            if (letters[static_cast<std::size_t>(t)] == upper && promoted[static_cast<std::size_t>(t)] == promoted_form) return t;
        return -1;
    }
    // The types a rule's list of letters names, as a mask (bit t: type t): "QR", and "+P" for a
    // promoted form; letters that are no piece (such as '*', which the rules read themselves) add nothing.
    [[nodiscard]] constexpr type_mask types_of_letters(std::string_view s) const noexcept {
        type_mask mask = 0;
        for (std::size_t i = 0; i < s.size(); ++i) {
            const bool plus = s[i] == '+' && i + 1 < s.size();
            if (const int type = index_of(plus ? s[++i] : s[i], plus); type >= 0) mask |= type_mask{1} << type;
        }
        return mask;
    }
    [[nodiscard]] constexpr int type_moving_as(std::string_view betza) const noexcept {
        for (int t = 0; t < types; ++t)
            if (descriptors[static_cast<std::size_t>(t)] == betza) return t;
        return -1;
    }
    // A type can be held in hand when it is not a promoted form (which goes to hand as its base) and,
    // unless a variant says otherwise, not royal.
    [[nodiscard]] constexpr bool can_be_in_hand(int type) const noexcept {
        return has_drops && !promoted[static_cast<std::size_t>(type)] &&
               (royals_in_hand || !(piece_traits[static_cast<std::size_t>(type)] & royal));
    }
    // The type a captured piece goes to hand as (its unpromoted form).
    [[nodiscard]] constexpr int hand_type_of(int type) const noexcept { return base_type[static_cast<std::size_t>(type)]; }
    // Whether a chess-style promotion of either colour may make a piece of the type.
    [[nodiscard]] constexpr bool is_promotion_target(int type) const noexcept {
        for (int c = 0; c < 2; ++c)
            for (int i = 0; i < promotion_type_count[static_cast<std::size_t>(c)]; ++i)
                if (promotion_types[static_cast<std::size_t>(c)][static_cast<std::size_t>(i)] == type) return true;
        return false;
    }
    [[nodiscard]] constexpr bool in_promotion_zone(int color, int sq) const noexcept {
        return promotion_zone[static_cast<std::size_t>(color)].test(sq);
    }
};

namespace detail {

// What a descriptor compiles to besides paths: its castling and drop rules.
struct rules_sink {
    std::array<betza::castling_rule, betza::max_castlings> castlings{};
    std::size_t castling_count = 0;
    std::array<betza::drop_rule, 4> drops{};
    std::size_t drop_count = 0;
    bool destroys_own = false;
    constexpr void begin_move() {}
    constexpr bool add(const betza::path& p) {
        destroys_own = destroys_own || betza::destroys_own(p);
        return true;
    }
    constexpr bool add(const betza::castling_rule& c) {
        for (std::size_t i = 0; i < castling_count; ++i)
            if (castlings[i] == c) return true;
        if (castling_count >= castlings.size()) return false;
        castlings[castling_count++] = c;
        return true;
    }
    constexpr bool add(const betza::drop_rule& d) {
        for (std::size_t i = 0; i < drop_count; ++i)
            if (drops[i] == d) return true;
        if (drop_count >= drops.size()) return false;
        drops[drop_count++] = d;
        return true;
    }
};

// A list of piece letters each followed by a number ("Q1R2", "R13C7"), read per type.
template <class Traits, class Out>
constexpr void letter_numbers(const Traits& t, std::string_view s, Out& out) {
    for (std::size_t i = 0; i < s.size();) {
        const int type = t.index_of(s[i++]);
        int n = 0;
        while (i < s.size() && s[i] >= '0' && s[i] <= '9') n = n * 10 + (s[i++] - '0');
        if (type >= 0) out[static_cast<std::size_t>(type)] = n;
    }
}

template <class G>
struct region_set {
    typename G::bitboard* squares;
    const G* geo;
    constexpr void operator()(int f, int rank) const { squares->set(geo->square(f, rank)); }
};
// A rules region on the board (empty text: no squares), and its mirror for Black.
template <class G>
constexpr std::array<typename G::bitboard, 2> rules_region(const G& geo, std::string_view text) {
    typename G::bitboard w{};
    region_scanner r{text, geo.files, geo.ranks};
    r.run(region_set<G>{&w, &geo});
    typename G::bitboard b{};
    for (int sq : w) b.set(geo.flip_rank(sq));
    const std::array<typename G::bitboard, 2> out{w, b};
    return out;
}

}  // namespace detail

// Fills `t` from a definition that passed check(), on its board `geo`.
template <class G, class Traits>
constexpr void build_traits(const G& geo, const variant_def& d, Traits& t) {
    const variant_rules& rules = d.rules;
    t.types = static_cast<int>(d.pieces.size());
    for (int i = 0; i < t.types; ++i) {
        const auto u = static_cast<std::size_t>(i);
        const piece_def& p = d.pieces[u];
        t.letters[u] = p.letter;
        t.promoted[u] = p.promoted;
        t.piece_traits[u] = p.traits;
        t.descriptors[u] = p.betza.view();
        detail::rules_sink sink;
        (void)betza::detail::run(p.betza.view(), sink);
        if (sink.castling_count != 0 && t.castling_king_type < 0) t.castling_king_type = i, t.castling_king_rules = sink.castlings;
        t.castling_counts[u] = static_cast<std::uint8_t>(sink.castling_count);
        t.destroys_own = t.destroys_own || sink.destroys_own;
        t.drop_rules[u] = sink.drops;
        t.drop_counts[u] = static_cast<std::uint8_t>(sink.drop_count);
    }
    t.royal_type = t.first_type_with(royal);
    t.pseudo_royal_types = t.types_of_letters(rules.end.pseudo_royals);
    t.has_pseudo_royals = t.pseudo_royal_types != 0;
    t.castling_partner_type = t.first_type_with(castling_partner);
    for (int i = 0; i < t.types; ++i)
        if (t.piece_traits[static_cast<std::size_t>(i)] & castling_partner) t.castling_partner_types |= type_mask{1} << i;
    t.royal_castles = t.castling_king_type >= 0 && t.castling_king_type == t.royal_type;
    if (t.castling_king_type >= 0)
        for (std::size_t k = 0; k < t.castling_counts[static_cast<std::size_t>(t.castling_king_type)]; ++k) {
            const betza::castling_rule& c = t.castling_king_rules[k];
            const std::size_t side = c.side < 0 ? 0 : 1;
            // The first distance given per side is the side's castling; the others are extra.
            if (t.castling_steps[side] == 0) t.castling_steps[side] = c.king_steps;
            else if (c.king_steps != t.castling_steps[side]) t.castling_more_steps[side] |= static_cast<std::uint16_t>(1u << (c.king_steps & 15));
        }
    t.has_castling = t.castling_steps[0] > 0 || t.castling_steps[1] > 0;

    t.has_drops = rules.drops.enabled;
    t.captures_to_hand = t.has_drops && rules.drops.captures_to_hand;
    t.has_drop_moves = t.has_drops && rules.drops.drop_moves;
    t.has_gating = t.has_drops && rules.drops.gating;
    t.royals_in_hand = rules.drops.royals_in_hand;
    t.cambodian_gates = rules.board.cambodian_gates;
    t.has_gates = t.has_gating || t.cambodian_gates;
    // rules.drops.region / region_black: each colour's drop region, binding every type (the whole
    // board where neither is given).
    std::array<typename G::bitboard, 2> drop_region{geo.all_squares(), geo.all_squares()};
    if (!rules.drops.region.empty()) drop_region = detail::rules_region(geo, rules.drops.region);
    if (!rules.drops.region_black.empty()) drop_region[1] = detail::rules_region(geo, rules.drops.region_black)[0];
    for (int c = 0; c < 2; ++c)
        for (int i = 0; i < t.types; ++i) {
            auto& zone = t.drop_zone[static_cast<std::size_t>(c)][static_cast<std::size_t>(i)];
            const std::size_t n = t.drop_counts[static_cast<std::size_t>(i)];
            if (n == 0) {
                if (rules.drops.zone_ranks <= 0) zone = geo.all_squares();
                for (int r = 0; r < rules.drops.zone_ranks && r < geo.ranks; ++r) zone |= geo.relative_rank_mask(c, r);
            }
            for (std::size_t k = 0; k < n; ++k) {
                const betza::drop_rule& dr = t.drop_rules[static_cast<std::size_t>(i)][k];
                const int depth = dr.zone_depth == 0 || dr.zone_depth > geo.ranks ? geo.ranks : dr.zone_depth;
                for (int r = dr.skip_home_ranks; r < depth; ++r) zone |= geo.relative_rank_mask(c, r);
            }
            zone &= drop_region[static_cast<std::size_t>(c)];
        }
    for (int i = 0; i < t.types; ++i)
        for (std::size_t k = 0; k < t.drop_counts[static_cast<std::size_t>(i)]; ++k) {
            t.drop_file_limit[static_cast<std::size_t>(i)] = t.drop_rules[static_cast<std::size_t>(i)][k].per_file;
            t.drop_board_limit[static_cast<std::size_t>(i)] = t.drop_rules[static_cast<std::size_t>(i)][k].per_board;
        }
    for (int i = 0; i < t.types; ++i)
        if (rules.drops.must_drop_pieces.empty() ||
            (rules.drops.must_drop_pieces.find(t.letters[static_cast<std::size_t>(i)]) != std::string_view::npos &&
             !t.promoted[static_cast<std::size_t>(i)]))
            t.must_drop_types |= type_mask{1} << i;

    t.bishop_type = t.type_moving_as("B");
    t.fers_type = t.type_moving_as("F");
    t.rook_type = t.type_moving_as("R");

    for (int i = 0; i < t.types; ++i) {
        const auto u = static_cast<std::size_t>(i);
        t.has_promoted_forms = t.has_promoted_forms || t.promoted[u];
        t.promoted_type[u] = t.promoted[u] ? -1 : t.index_of(t.letters[u], true);
        t.base_type[u] = t.promoted[u] ? t.index_of(t.letters[u]) : i;
    }
    // Chess-style promoted pieces are told apart where they go to hand as pawns, and in the Thai
    // family (makruk's and cambodian's counting), whose FENs mark a promoted pawn "M~" as
    // Fairy-Stockfish writes them for GUIs and whose Thai notation names it.
    t.tracks_promoted = (t.captures_to_hand && !rules.drops.keep_promoted) || rules.end.counting == counting_rule::makruk ||
                        rules.end.counting == counting_rule::cambodian;
    t.promotion_ranks = rules.promotion.ranks;
    t.pawn_lowest_rank = rules.pawns.lowest_rank;
    for (int c = 0; c < 2; ++c) {
        const std::string_view letters = rules.promotion.for_color(c);
        t.promotion_type_count[static_cast<std::size_t>(c)] = static_cast<int>(letters.size());
        for (std::size_t i = 0; i < letters.size() && i < 32; ++i)
            t.promotion_types[static_cast<std::size_t>(c)][i] = t.index_of(letters[i]);
    }
    detail::letter_numbers(t, rules.promotion.limits, t.promotion_limit);
    t.has_promotion_limits = !rules.promotion.limits.empty();
    detail::letter_numbers(t, rules.end.material_points, t.material_value);
    if (rules.end.material_points.view() == "*") t.material_value.fill(1);  // every piece one point
    t.has_zone_region = !rules.promotion.zone.empty() || !rules.promotion.black_zone.empty();
    if (!rules.promotion.zone.empty()) t.promotion_zone = detail::rules_region(geo, rules.promotion.zone);
    else t.promotion_zone = {geo.ranks_from(0, geo.ranks - t.promotion_ranks), geo.ranks_from(1, geo.ranks - t.promotion_ranks)};
    if (!rules.promotion.black_zone.empty()) t.promotion_zone[1] = detail::rules_region(geo, rules.promotion.black_zone)[0];
    t.has_initial_region = !rules.pawns.initial_squares.empty();
    t.initial_region = detail::rules_region(geo, rules.pawns.initial_squares);
    t.has_ep_region = !rules.pawns.ep_squares.empty();
    t.ep_region = detail::rules_region(geo, rules.pawns.ep_squares);
    t.has_holes = !rules.board.holes.empty();
    t.holes = detail::rules_region(geo, rules.board.holes)[0];
    for (int c = 0; c < 2; ++c)
        for (int i = 0; i < t.promotion_type_count[static_cast<std::size_t>(c)] && i < 32; ++i) {
            const int p = t.promotion_types[static_cast<std::size_t>(c)][static_cast<std::size_t>(i)];
            if (p >= 0 && ((t.pseudo_royal_types >> p) & 1u)) t.pseudo_royal_promotions[static_cast<std::size_t>(c)] = true;
        }
    if (rules.end.flag_piece == '*') t.flag_types = t.types >= 64 ? ~type_mask{0} : (type_mask{1} << t.types) - 1;
    else if (const int type = rules.end.flag_piece == 0 ? -1 : t.index_of(rules.end.flag_piece); type >= 0)
        t.flag_types = type_mask{1} << type, t.royal_flag = type == t.royal_type;
    for (const char c : rules.end.extinction_pieces.view()) t.extinction_all = t.extinction_all || c == '*';
    t.extinction_types = t.types_of_letters(rules.end.extinction_pieces);
    {
        const connect_goal& g = rules.end.connect;
        t.connect_regions[0] = {detail::rules_region(geo, g.from)[0], detail::rules_region(geo, g.to)[0]};
        t.connect_regions[1] = {detail::rules_region(geo, g.from_black)[0], detail::rules_region(geo, g.to_black)[0]};
    }
    t.connect_types = rules.end.connect.pieces.empty() ? (t.types >= 64 ? ~type_mask{0} : (type_mask{1} << t.types) - 1)
                                                       : t.types_of_letters(rules.end.connect.pieces);
    t.blast = rules.board.blast;
    for (int type = 0; rules.board.blast_spares_pawns && type < t.types; ++type)
        if (t.piece_traits[static_cast<std::size_t>(type)] & pawn) t.blast_pawn_types |= type_mask{1} << type;
    t.blast_immune_types = t.types_of_letters(rules.board.blast_immune);
    t.mutually_immune_types = t.types_of_letters(rules.board.mutually_immune);
    t.lion_types = t.types_of_letters(rules.board.lions.pieces);
    t.lion_worthless_types = t.types_of_letters(rules.board.lions.worthless);
    t.flag_region[0] = detail::rules_region(geo, rules.end.flag_region)[0];
    t.flag_region[1] = rules.end.flag_region_black.empty() ? t.flag_region[0]
                       : rules.end.flag_region_black == "-" ? typename G::bitboard{}
                                                            : detail::rules_region(geo, rules.end.flag_region_black)[0];
    t.enclosing_start = detail::rules_region(geo, rules.drops.enclosing_start)[0];
    {
        const auto white = rules.board.wall_region.empty() ? geo.all_squares() : detail::rules_region(geo, rules.board.wall_region)[0];
        const auto black = rules.board.wall_region_black.empty() ? white : detail::rules_region(geo, rules.board.wall_region_black)[0];
        t.wall_region[0] = andnot(white, t.holes), t.wall_region[1] = andnot(black, t.holes);
    }
    const int squares = geo.files * geo.ranks;
    t.max_moves = rules.max_moves != 0 ? rules.max_moves
                  : squares <= 64       ? std::size_t{512}
                  : squares <= 128      ? std::size_t{2048}
                                        : std::size_t{8192};
}

}  // namespace ferz
