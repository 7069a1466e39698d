// ferz/rules/features.hpp: what a variant can do, as flags the move generator compiles for.
//
// The generator is written once and instantiated per variant type; everything it does for a rule
// family sits under `if constexpr (M::flags.family)`, so a variant type whose flags say "never"
// carries none of that code. For a compile-time variant the flags are exactly its own (tables/
// model.hpp, features_of). A run-time variant (ferz::dynamic<Bits, Features>) is compiled for a
// set of flags fixed in advance, one of the masks below: a definition loads into an instantiation
// whose mask covers what it needs, and the leaner the mask, the faster its positions. With_dynamic
// (tables/dynamic_model.hpp) picks the leanest mask and the narrowest board for a definition.
#pragma once

namespace ferz {

// What code may be compiled out: a variant's features, known while the program compiles.
struct feature_set {
    bool has_royal = true;           // some type is ferz::royal
    bool has_pseudo_royals = true;   // rules.end.pseudo_royals
    bool mask_legality = true;       // check and pin masks are exact (pins_exact, and a royal)
    bool not_mask_legality = true;   // legality by testing moves (hoppers, lame leapers)
    bool has_drops = true, has_drop_moves = true, captures_to_hand = true, tracks_promoted = true;
    bool has_gating = true, cambodian_gates = true, has_gates = true;
    bool has_castling = true, royal_castles = true, castling_from_drops = true;
    bool castling_distances = true;  // a side castles more than one distance (almost-wildebeest)
    bool has_promoted_forms = true, promotion = true, promotion_limits = true, promoted_faces = true;
    bool has_holes = true, has_regions = true, has_zone_region = true, has_initial_region = true;
    bool any_gives_ep = true, walked_ep = true;
    bool leaps = true, rides = true, chains = true, hops = true, walks = true;
    bool hop_shy = true, static_sensitive = true, only_simple_captures = true;
    bool pawn_lowest_rank = true;
    bool must_drop = true, drop_checks_off = true, pawn_drop_mate = true, bishops_on_both_colours = true;
    // The rare rules, each pruned where a variant lacks it.
    bool check_counting = true, extinction = true, try_rule = true;
    bool flag = true, turns = true, bikjang = true, flying_general = true, makpong = true, sittuyin = true;
    bool no_checks = true;     // rules.board.checks_allowed false: racing kings
    bool must_capture = true;  // rules.board.must_capture: the losing games
    bool blast = true;             // rules.board.blast: the atomic family
    bool mutual_immunity = true;   // rules.board.mutually_immune: atomar
    bool enclosing = true;         // rules.board.flips, rules.drops.enclosing: flipello, ataxx
    bool full_board = true;        // rules.end.full_board_ends
    bool castling_goal = true;     // rules.end.castling_wins
    bool connect = true;           // rules.end.connect: tic-tac-toe, teeko
    bool walls = true;             // rules.board.walls: duck, amazons
    bool lion_trading = true;      // rules.board.lions: Chu shogi
    bool demotion = true;

    friend constexpr bool operator==(const feature_set&, const feature_set&) = default;
};

// Whether a mask has every feature a variant needs; the first feature it lacks else (its name).
constexpr const char* first_missing(const feature_set& mask, const feature_set& needs) noexcept {
#define FERZ_FEATURE(f) \
    if (needs.f && !mask.f) return #f;
    FERZ_FEATURE(has_royal) FERZ_FEATURE(has_pseudo_royals) FERZ_FEATURE(mask_legality) FERZ_FEATURE(not_mask_legality)
    FERZ_FEATURE(has_drops) FERZ_FEATURE(has_drop_moves) FERZ_FEATURE(captures_to_hand) FERZ_FEATURE(tracks_promoted)
    FERZ_FEATURE(has_gating) FERZ_FEATURE(cambodian_gates) FERZ_FEATURE(has_gates) FERZ_FEATURE(has_castling)
    FERZ_FEATURE(royal_castles) FERZ_FEATURE(castling_from_drops) FERZ_FEATURE(castling_distances) FERZ_FEATURE(has_promoted_forms) FERZ_FEATURE(promotion)
    FERZ_FEATURE(promotion_limits) FERZ_FEATURE(promoted_faces) FERZ_FEATURE(has_holes) FERZ_FEATURE(has_regions)
    FERZ_FEATURE(has_zone_region) FERZ_FEATURE(has_initial_region) FERZ_FEATURE(any_gives_ep) FERZ_FEATURE(walked_ep)
    FERZ_FEATURE(leaps) FERZ_FEATURE(rides) FERZ_FEATURE(chains) FERZ_FEATURE(hops) FERZ_FEATURE(walks)
    FERZ_FEATURE(hop_shy) FERZ_FEATURE(static_sensitive) FERZ_FEATURE(only_simple_captures) FERZ_FEATURE(pawn_lowest_rank)
    FERZ_FEATURE(must_drop) FERZ_FEATURE(drop_checks_off) FERZ_FEATURE(pawn_drop_mate) FERZ_FEATURE(bishops_on_both_colours)
    FERZ_FEATURE(check_counting) FERZ_FEATURE(extinction)
    FERZ_FEATURE(try_rule) FERZ_FEATURE(flag) FERZ_FEATURE(turns) FERZ_FEATURE(bikjang) FERZ_FEATURE(flying_general)
    FERZ_FEATURE(makpong) FERZ_FEATURE(sittuyin) FERZ_FEATURE(demotion) FERZ_FEATURE(no_checks)
    FERZ_FEATURE(must_capture) FERZ_FEATURE(blast) FERZ_FEATURE(mutual_immunity) FERZ_FEATURE(enclosing) FERZ_FEATURE(full_board)
    FERZ_FEATURE(walls) FERZ_FEATURE(castling_goal) FERZ_FEATURE(connect) FERZ_FEATURE(lion_trading)
#undef FERZ_FEATURE
    return nullptr;
}
constexpr bool covers(const feature_set& mask, const feature_set& needs) noexcept { return first_missing(mask, needs) == nullptr; }

// The masks run-time variants are compiled for.
namespace features {

// Anything a definition may say.
inline constexpr feature_set all{};

// Chess and its kin played on the board alone: royals, castling, promotion, e.p., leaps, rides and
// lame leaps, regions; no drops, gating, hoppers, walked paths, walls or rare end rules.
inline constexpr feature_set standard = [] {
    feature_set f{};
    f.has_pseudo_royals = false;
    // (tracks_promoted stays: the Thai family marks promoted pawns, "M~".)
    f.has_drops = f.has_drop_moves = f.captures_to_hand = false;
    f.has_gating = f.cambodian_gates = f.has_gates = false;
    f.castling_from_drops = f.castling_distances = false;
    f.has_promoted_forms = f.promoted_faces = false;
    f.has_holes = false;
    f.walked_ep = false;
    f.hops = f.walks = f.hop_shy = false;
    f.must_drop = f.drop_checks_off = f.pawn_drop_mate = f.bishops_on_both_colours = false;
    f.check_counting = f.extinction = f.try_rule = false;
    f.flag = f.turns = f.bikjang = f.flying_general = f.makpong = f.sittuyin = f.no_checks = false;
    f.must_capture = false;
    f.blast = f.mutual_immunity = false;
    f.enclosing = f.full_board = f.walls = f.castling_goal = f.connect = false;
    f.demotion = f.lion_trading = false;
    return f;
}();

// standard, with drops and shogi-style promoted forms: shogi, crazyhouse and their kin.
inline constexpr feature_set drops = [] {
    feature_set f = standard;
    f.has_drops = f.has_drop_moves = f.captures_to_hand = f.tracks_promoted = true;
    f.castling_from_drops = true;
    f.has_promoted_forms = f.promoted_faces = f.demotion = true;
    f.must_drop = f.drop_checks_off = f.pawn_drop_mate = f.bishops_on_both_colours = true;
    return f;
}();

}  // namespace features

}  // namespace ferz
