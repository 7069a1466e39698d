// ferz/rules/check.hpp: whether a variant definition means something ferz can play, and if not, why.
//
// check(def) is the one set of checks every definition passes, whichever way it was made: at compile
// time ferz::variant<def> runs it in constant evaluation and turns its error into one compile error
// (rules/variant.hpp), at run time the readers of variant files and CECP `setup`/`piece` lines run it
// and report its error with their line and key. It finds the first problem in this order: texts too
// long for their field, the board, the pieces and their XBetza, the regions, what the move generator
// does not support yet, how the pieces' traits fit together, each rule, and the start position's
// board. Each kind is named for what is wrong, so that its name alone reads as the message.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "ferz/betza/compile.hpp"
#include "ferz/betza/path_class.hpp"
#include "ferz/board/region.hpp"
#include "ferz/inline_string.hpp"
#include "ferz/move.hpp"
#include "ferz/rules/definition.hpp"
#include "ferz/rules/definition_error.hpp"

namespace ferz {

namespace detail {

// The checks, in the order check() applies them; each returns the first error of its part.
class definition_checker {
public:
    constexpr explicit definition_checker(const variant_def& d) : d_(d) {}

    constexpr definition_error run() {
        if (texts() || board() || pieces() || moves() || regions() || traits() || rules() || goal() || start_fen())
            return error_;
        return {};
    }

private:
    const variant_def& d_;
    definition_error error_{};
    int royal_ = -1;         // the royal type, once traits() ran
    bool pins_exact_ = true;  // every capture a leap or a ride (moves() works it out)
    bool quiet_simple_ = true;  // every quiet move a leap or a ride, anywhere, moved or not (an arrow's)
    int ep_chains_ = 0;
    int most_victims_ = 0;  // the most pieces a move takes on its way
    bool unloads_ = false;  // some move unloads (u: the unload square takes the wall's place in a move)

    constexpr bool fail(definition_errc kind, std::string_view field, std::string_view what, int column = 0) {
        error_.kind = kind;
        error_.field = field;
        error_.what = what;
        error_.column = column;
        return true;
    }

    constexpr int types() const { return static_cast<int>(d_.pieces.size()); }
    constexpr int type_of(char letter, bool promoted = false) const { return d_.pieces.index_of(letter, promoted); }

    // --- texts -----------------------------------------------------------------------------------
    template <std::size_t N>
    constexpr bool too_long(const inline_string<N>& s, std::string_view field) {
        return s.too_long() && fail(definition_errc::text_too_long_for_its_field, field, "the text is longer than this member holds");
    }
    constexpr bool texts() {
        const variant_rules& r = d_.rules;
        if (too_long(d_.name, "name") || too_long(d_.start_fen, "start_fen") ||
            too_long(r.promotion.pieces, "rules.promotion.pieces") || too_long(r.promotion.black_pieces, "rules.promotion.black_pieces") ||
            too_long(r.promotion.limits, "rules.promotion.limits") || too_long(r.promotion.zone, "rules.promotion.zone") ||
            too_long(r.promotion.black_zone, "rules.promotion.black_zone") || too_long(r.pawns.ep_squares, "rules.pawns.ep_squares") ||
            too_long(r.drops.must_drop_pieces, "rules.drops.must_drop_pieces") || too_long(r.drops.region, "rules.drops.region") ||
            too_long(r.drops.region_black, "rules.drops.region_black") || too_long(r.end.flag_region_black, "rules.end.flag_region_black") ||
            too_long(r.pawns.initial_squares, "rules.pawns.initial_squares") || too_long(r.end.impasse.major, "rules.end.impasse.major") ||
            too_long(r.end.pseudo_royals, "rules.end.pseudo_royals") || too_long(r.end.flag_region, "rules.end.flag_region") ||
            too_long(r.end.material_points, "rules.end.material_points") || too_long(r.board.holes, "rules.board.holes") ||
            too_long(r.drops.enclosing_start, "rules.drops.enclosing_start") || too_long(r.board.wall_region, "rules.board.wall_region") ||
            too_long(r.board.wall_region_black, "rules.board.wall_region_black") || too_long(r.end.connect.from, "rules.end.connect.from") ||
            too_long(r.end.connect.to, "rules.end.connect.to") || too_long(r.end.connect.from_black, "rules.end.connect.from_black") ||
            too_long(r.end.connect.to_black, "rules.end.connect.to_black"))
            return true;
        for (std::size_t i = 0; i < d_.pieces.size(); ++i) {
            const piece_def& p = d_.pieces[i];
            if (too_long(p.betza, piece_field(i, ".betza")) || too_long(p.confine, piece_field(i, ".confine")) ||
                too_long(p.confine_black, piece_field(i, ".confine_black")))
                return true;
            for (int k = 0; k < p.regions && k < static_cast<int>(piece_def::max_regions); ++k)
                if (too_long(p.moves_in[static_cast<std::size_t>(k)].squares, piece_field(i, ".moves_in.squares")) ||
                    too_long(p.moves_in[static_cast<std::size_t>(k)].betza, piece_field(i, ".moves_in.betza")))
                    return true;
        }
        return false;
    }

    // --- name and board --------------------------------------------------------------------------
    constexpr bool board() {
        if (d_.name.empty()) return fail(definition_errc::name_is_empty, "name", "a variant needs a name");
        for (std::size_t i = 0; i < d_.name.size(); ++i)
            if (d_.name[i] <= ' ' || d_.name[i] == 127)
                return fail(definition_errc::name_has_a_space_or_control_character, "name", "a name has no spaces or control characters",
                            static_cast<int>(i) + 1);
        if (d_.files < 1 || d_.files > 16) return fail(definition_errc::board_size_not_in_1_to_16, "files", "files must be 1 to 16");
        if (d_.ranks < 1 || d_.ranks > 16) return fail(definition_errc::board_size_not_in_1_to_16, "ranks", "ranks must be 1 to 16");
        return false;
    }

    // --- pieces ----------------------------------------------------------------------------------
    constexpr bool pieces() {
        if (d_.pieces.overflowed()) return fail(definition_errc::too_many_piece_types, "pieces", "a variant has at most 52 piece types (A to Z and +A to +Z)");
        if (d_.pieces.empty()) return fail(definition_errc::no_piece_types, "pieces", "a variant needs at least one piece type");
        for (std::size_t i = 0; i < d_.pieces.size(); ++i) {
            const piece_def& p = d_.pieces[i];
            if (p.letter < 'A' || p.letter > 'Z')
                return fail(definition_errc::piece_letter_is_not_a_capital_letter, piece_field(i, ".letter"),
                            "a piece letter is a capital letter A to Z (lower case is Black's in FEN)");
            for (std::size_t j = 0; j < i; ++j)
                if (d_.pieces[j].letter == p.letter && d_.pieces[j].promoted == p.promoted)
                    return fail(definition_errc::piece_letter_used_twice, piece_field(i, ".letter"),
                                p.promoted ? "another piece is already this promoted form" : "another piece already has this letter");
            if (p.san_letter != 0) {
                if (p.san_letter < 'A' || p.san_letter > 'Z')
                    return fail(definition_errc::san_letter_invalid, piece_field(i, ".san_letter"), "a SAN letter is a capital letter A to Z");
                // SAN reads a letter as one piece: not the FEN letter of another piece.
                for (std::size_t j = 0; j < d_.pieces.size(); ++j)
                    if (j != i && !d_.pieces[j].promoted && d_.pieces[j].letter == p.san_letter)
                        return fail(definition_errc::san_letter_invalid, piece_field(i, ".san_letter"),
                                    "another piece has this letter in FEN, so SAN could not tell them apart");
            }
            if (p.promoted && type_of(p.letter) < 0)
                return fail(definition_errc::promoted_form_without_its_base_piece, piece_field(i, ".promoted"),
                            "a promoted form needs the unpromoted piece with the same letter");
            if (p.traits & ~all_piece_traits) return fail(definition_errc::unknown_piece_trait, piece_field(i, ".traits"), "unknown trait bits");
            if (p.regions < 0 || p.regions > static_cast<int>(piece_def::max_regions))
                return fail(definition_errc::more_than_2_regions_on_a_piece, piece_field(i, ".moves_in"),
                            "a piece has at most 2 regions with moves of their own");
        }
        return false;
    }

    // --- XBetza, and what the generator supports ------------------------------------------------
    constexpr bool moves() {
        for (std::size_t i = 0; i < d_.pieces.size(); ++i) {
            const piece_def& p = d_.pieces[i];
            // (An empty descriptor: a piece without moves, which only stands or is dropped.)
            if (!p.betza.empty() && descriptor(p.betza.view(), piece_field(i, ".betza"), p.is_confined(), static_cast<int>(i), -1))
                return true;
            for (int k = 0; k < p.regions; ++k)
                if (descriptor(p.moves_in[static_cast<std::size_t>(k)].betza.view(), piece_field(i, ".moves_in.betza"), true,
                               static_cast<int>(i), k))
                    return true;
        }
        return false;
    }
    constexpr bool descriptor(std::string_view text, std::string_view field, bool regional, int piece, int region) {
        betza::detail::vector_sink sink;
        if (const betza::error e = betza::detail::run(text, sink)) {
            fail(definition_errc::betza_does_not_compile, field, "the XBetza does not compile", e.column);
            error_.betza = e;
            error_.piece = piece;
            error_.region = region;
            return true;
        }
        constexpr std::uint16_t unsupported = betza::induction | betza::imitator | betza::flipped;
        for (const betza::path& path : sink.table.paths) {
            // XBoard's ii (one rank ahead of a start square) on a move that captures: check detection
            // does not ask where a piece started, so it is refused (Fairy-Max's pawn `iifmnD` only moves).
            if ((path.legs[0].flags & betza::initial_ahead) && betza::captures(path))
                return fail(definition_errc::move_modifier_not_supported_yet, field,
                            "ferz's move generator does not support XBoard's ii on a move that captures yet");
            int victims = 0;
            for (std::size_t l = 0; l < path.size; ++l) {
                const betza::leg& leg = path.legs[l];
                if (leg.flags & unsupported)
                    return fail(definition_errc::move_modifier_not_supported_yet, field,
                                "ferz's move generator does not support the XBetza modifier x or the atom I yet");
                if (l + 1 < path.size) victims += (leg.mode & (betza::to_enemy | betza::to_friend)) != 0;
                // u (XBoard's reading): the piece where the last leg lands goes where that leg began.
                if ((leg.flags & betza::unload) && l + 1 < path.size)
                    return fail(definition_errc::move_modifier_not_supported_yet, field,
                                "ferz's move generator supports u on the last leg of a move only (XBoard's swap)");
                if ((leg.flags & betza::unload) && l > 0 &&
                    (path.legs[l - 1].mode & (betza::to_enemy | betza::to_friend | betza::pass_occupied)))
                    return fail(definition_errc::move_modifier_not_supported_yet, field,
                                "ferz's move generator supports u on a leg that starts on an empty square only (after m or y)");
            }
            if (victims > most_victims_) most_victims_ = victims;
            if ((path.legs[path.size - 1].flags & betza::unload) && victims > move::max_victims - 1)
                return fail(definition_errc::more_than_three_victims, field,
                            "a move of ferz that unloads (u) takes at most two pieces on its way (this one can take more)");
            if (path.legs[path.size - 1].flags & betza::unload) unloads_ = true;
            if (victims > move::max_victims)
                return fail(definition_errc::more_than_three_victims, field,
                            "a move of ferz takes at most three pieces on its way (this one can take more)");
            const betza::path_class c = betza::classify(path);
            if (regional && c == betza::path_class::walk)
                return fail(definition_errc::region_bound_move_is_not_a_leap_ride_or_hop, field,
                            "moves kept to a region must be leaps, rides, hops or lame leaps (no locust or bent paths)");
            const betza::leg& first = path.legs[0];
            if (path.size == 1 && first.range != 1 && (first.flags & betza::ep_rights) &&
                (first.dx < -1 || first.dx > 1 || first.dy < -1 || first.dy > 1))
                return fail(definition_errc::ep_rights_on_a_ride_other_than_w_or_f, field,
                            "e.p. rights on a ride (n on a riding leg) are supported for W and F steps only");
            if ((path.legs[path.size - 1].mode & betza::to_empty) &&
                ((c != betza::path_class::leap && c != betza::path_class::ride) || regional || (first.flags & betza::initial_only)))
                quiet_simple_ = false;
            if (betza::captures(path)) {
                if ((c != betza::path_class::leap && c != betza::path_class::ride) || (c == betza::path_class::ride && regional) ||
                    (first.flags & betza::initial_only))
                    pins_exact_ = false;
            }
            if (c == betza::path_class::chain)
                for (std::size_t l = 0; l + 1 < path.size; ++l)
                    if (path.legs[l].flags & betza::ep_rights) {
                        ++ep_chains_;
                        break;
                    }
        }
        for (const betza::drop_rule& r : sink.table.drops) {
            if (r.no_jump || r.per_colour != 0 || r.mode != betza::to_empty)
                return fail(definition_errc::drop_modifier_not_supported_yet, field,
                            "drops with n, s or c (dropping behind the own pieces, per square colour, capturing) are not supported yet");
            if (!d_.rules.drops.enabled)
                return fail(definition_errc::drop_rules_without_drops_enabled, field,
                            "a piece has drop rules (the @ atom) but the variant has no drops: set rules.drops.enabled");
        }
        for (const betza::castling_rule& r : sink.table.castlings)
            if (r.inner_partner)
                return fail(definition_errc::castling_with_the_inner_partner_not_supported_yet, field,
                            "castling with the partner one square in from the edge (jO) is not supported yet");
        return false;
    }

    // --- regions ---------------------------------------------------------------------------------
    template <class Text>
    constexpr bool region(const Text& text, std::string_view field) {
        const auto r = check_region(text.view(), d_.files, d_.ranks);
        return !r && fail(definition_errc::region_is_not_squares_of_the_board, field, r.error().what, r.error().column + 1);
    }
    constexpr bool regions() {
        for (std::size_t i = 0; i < d_.pieces.size(); ++i) {
            const piece_def& p = d_.pieces[i];
            if (region(p.confine, piece_field(i, ".confine")) || region(p.confine_black, piece_field(i, ".confine_black"))) return true;
            for (int k = 0; k < p.regions; ++k)
                if (region(p.moves_in[static_cast<std::size_t>(k)].squares, piece_field(i, ".moves_in.squares"))) return true;
        }
        const variant_rules& r = d_.rules;
        return region(r.promotion.zone, "rules.promotion.zone") || region(r.promotion.black_zone, "rules.promotion.black_zone") ||
               region(r.pawns.initial_squares, "rules.pawns.initial_squares") || region(r.pawns.ep_squares, "rules.pawns.ep_squares") ||
               region(r.end.flag_region, "rules.end.flag_region") || region(r.drops.region, "rules.drops.region") ||
               region(r.drops.region_black, "rules.drops.region_black") ||
               (r.end.flag_region_black != "-" && region(r.end.flag_region_black, "rules.end.flag_region_black")) ||
               region(r.board.holes, "rules.board.holes") || region(r.drops.enclosing_start, "rules.drops.enclosing_start") ||
               region(r.board.wall_region, "rules.board.wall_region") || region(r.board.wall_region_black, "rules.board.wall_region_black") ||
               region(r.end.connect.from, "rules.end.connect.from") || region(r.end.connect.to, "rules.end.connect.to") ||
               region(r.end.connect.from_black, "rules.end.connect.from_black") || region(r.end.connect.to_black, "rules.end.connect.to_black");
    }

    // --- traits ----------------------------------------------------------------------------------
    constexpr bool traits() {
        int partner = -1, castler = -1, shy = -1;
        for (int t = 0; t < types(); ++t) {
            const piece_def& p = d_.pieces[static_cast<std::size_t>(t)];
            const inline_string<63> field_text = piece_field(static_cast<std::size_t>(t), ".traits");
            const std::string_view field = field_text.view();
            if (p.traits & royal) {
                if (royal_ >= 0) return fail(definition_errc::two_royal_piece_types, field, "at most one piece type of a variant is royal");
                royal_ = t;
            }
            if ((p.traits & castling_partner) && partner < 0) partner = t;  // several may be (Perfect chess)
            if (p.traits & no_same_type_hops) {
                if (shy >= 0) return fail(definition_errc::two_types_with_no_same_type_hops, field, "at most one piece type has no_same_type_hops");
                shy = t;
            }
            if (castles(p)) {
                if (castler >= 0)
                    return fail(definition_errc::castling_on_two_piece_types, piece_field(static_cast<std::size_t>(t), ".betza"),
                                "only one piece type may castle (O atoms on two piece types)");
                castler = t;
            }
        }
        if (castler >= 0 && royal_ >= 0 && castler != royal_)
            return fail(definition_errc::castling_piece_is_not_the_royal_piece, piece_field(static_cast<std::size_t>(castler), ".betza"),
                        "the piece that castles (O atom) must be the royal piece when the variant has one");
        if (castler >= 0 && partner < 0)
            return fail(definition_errc::castling_without_a_castling_partner, piece_field(static_cast<std::size_t>(castler), ".betza"),
                        "a piece castles (O in its XBetza) but no piece is the castling_partner");
        return false;
    }
    static constexpr bool castles(const piece_def& p) {
        betza::detail::vector_sink sink;
        return !betza::detail::run(p.betza.view(), sink) && !sink.table.castlings.empty();
    }

    // --- rules -----------------------------------------------------------------------------------
    // A list of piece letters ("QRBN"; with `plus`, "+P" names a promoted form); the first letter
    // that is no piece, as an error.
    constexpr bool letters(std::string_view s, std::string_view field, definition_errc kind, bool plus = false) {
        for (std::size_t i = 0; i < s.size(); ++i) {
            const bool promoted = plus && s[i] == '+' && i + 1 < s.size();
            const std::size_t at = i;
            if (promoted) ++i;
            if (type_of(s[i], promoted) < 0) return fail(kind, field, "this letter is no piece of the variant", static_cast<int>(at) + 1);
        }
        return false;
    }
    // Letters each followed by a number ("Q1R2", "R13C7N5").
    constexpr bool letter_numbers(std::string_view s, std::string_view field) {
        for (std::size_t i = 0; i < s.size();) {
            const std::size_t at = i;
            if (type_of(s[i++]) < 0)
                return fail(definition_errc::rule_names_an_undefined_piece, field, "this letter is no piece of the variant", static_cast<int>(at) + 1);
            const std::size_t digits = i;
            while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
            if (i == digits || i - digits > 4)
                return fail(definition_errc::letter_list_malformed, field, "each letter is followed by a number (\"Q1R2\")",
                            static_cast<int>(i) + 1);
        }
        return false;
    }
    constexpr bool letter(char c, std::string_view field) {
        return c != 0 && type_of(c) < 0 && fail(definition_errc::rule_names_an_undefined_piece, field, "this letter is no piece of the variant");
    }
    constexpr int first_type_moving_as(std::string_view betza) const {
        for (int t = 0; t < types(); ++t)
            if (d_.pieces[static_cast<std::size_t>(t)].betza.view() == betza) return t;
        return -1;
    }
    constexpr int first_type_with(unsigned trait) const {
        for (int t = 0; t < types(); ++t)
            if (d_.pieces[static_cast<std::size_t>(t)].traits & trait) return t;
        return -1;
    }
    constexpr bool rules() {
        const variant_rules& r = d_.rules;
        // Promotion.
        if (r.promotion.ranks < 1 || r.promotion.ranks > d_.ranks)
            return fail(definition_errc::promotion_ranks_not_on_the_board, "rules.promotion.ranks", "the promotion zone is 1 to ranks deep");
        if (letters(r.promotion.pieces, "rules.promotion.pieces", definition_errc::promotion_names_an_undefined_piece) ||
            letters(r.promotion.black_pieces, "rules.promotion.black_pieces", definition_errc::promotion_names_an_undefined_piece))
            return true;
        if (r.promotion.pieces.size() > 32 || r.promotion.black_pieces.size() > 32)
            return fail(definition_errc::more_than_32_promotion_choices, "rules.promotion.pieces", "at most 32 promotion choices");
        if (letter_numbers(r.promotion.limits, "rules.promotion.limits")) return true;
        // Pawns.
        if (r.pawns.lowest_rank < 0 || r.pawns.lowest_rank >= d_.ranks)
            return fail(definition_errc::rule_value_out_of_range, "rules.pawns.lowest_rank", "must be 0 to ranks - 1");
        // Drops.
        if (r.drops.gating && (!r.drops.enabled || types() > 15))
            return fail(definition_errc::gating_needs_drops_and_at_most_15_types, "rules.drops.gating",
                        "gating needs rules.drops.enabled (pieces in hand) and at most 15 piece types (move encoding)");
        if (letters(r.drops.must_drop_pieces, "rules.drops.must_drop_pieces", definition_errc::rule_names_an_undefined_piece)) return true;
        if (r.drops.pawn_drop_mate_illegal && letter(r.drops.pawn_drop_mate_piece, "rules.drops.pawn_drop_mate_piece")) return true;
        if (r.drops.bishops_on_both_colours && first_type_moving_as("B") < 0)
            return fail(definition_errc::rule_needs_what_the_variant_lacks, "rules.drops.bishops_on_both_colours",
                        "needs a piece type that moves as B");
        if (r.drops.castling_from_drops && r.castling.king_file < 0)
            return fail(definition_errc::rule_needs_what_the_variant_lacks, "rules.drops.castling_from_drops",
                        "castling with dropped pieces needs rules.castling.king_file");
        if (r.drops.free && (!r.drops.enabled || r.drops.captures_to_hand || r.drops.gating))
            return fail(definition_errc::drop_rules_without_drops_enabled, "rules.drops.free",
                        "free drops need rules.drops.enabled, and neither captures to hand nor gating");
        if (r.drops.enclosing != enclosing_rule::none && !r.drops.enabled)
            return fail(definition_errc::drop_rules_without_drops_enabled, "rules.drops.enclosing", "is about drops: set rules.drops.enabled");
        if (r.board.flips > enclosing_rule::ataxx)
            return fail(definition_errc::rule_value_out_of_range, "rules.board.flips", "top, snort and anyside are rules for drops (rules.drops.enclosing)");
        if (!r.drops.enclosing_start.empty() && r.drops.enclosing != enclosing_rule::reversi)
            return fail(definition_errc::rule_needs_what_the_variant_lacks, "rules.drops.enclosing_start",
                        "is about drops that enclose as in reversi: set rules.drops.enclosing");
        // Castling.
        if (r.castling.rank < 0 || r.castling.rank >= d_.ranks)
            return fail(definition_errc::rule_value_out_of_range, "rules.castling.rank", "must be 0 to ranks - 1");
        if (r.castling.king_file < -1 || r.castling.king_file >= d_.files)
            return fail(definition_errc::rule_value_out_of_range, "rules.castling.king_file", "must be -1 or a file of the board");
        if (r.castling.kingside_file < -1 || r.castling.kingside_file >= d_.files)
            return fail(definition_errc::rule_value_out_of_range, "rules.castling.kingside_file", "must be -1 or a file of the board");
        if (r.castling.queenside_file < -1 || r.castling.queenside_file >= d_.files)
            return fail(definition_errc::rule_value_out_of_range, "rules.castling.queenside_file", "must be -1 or a file of the board");
        // Game end.
        if (r.end.move_rule < 0) return fail(definition_errc::rule_value_out_of_range, "rules.end.move_rule", "must be 0 (none) or more");
        if (r.end.repetitions < 0 || r.end.repetitions == 1)
            return fail(definition_errc::rule_value_out_of_range, "rules.end.repetitions", "must be 0 (none) or 2 and more");
        if (r.end.impasse.points < 0) return fail(definition_errc::rule_value_out_of_range, "rules.end.impasse.points", "must be 0 (off) or more");
        if (r.end.extinction_opponent_count < 0)
            return fail(definition_errc::rule_value_out_of_range, "rules.end.extinction_opponent_count", "must be 0 or more");
        if (r.end.extinction_count < 0) return fail(definition_errc::rule_value_out_of_range, "rules.end.extinction_count", "must be 0 or more");
        if (r.end.komi_tenths < 0) return fail(definition_errc::rule_value_out_of_range, "rules.end.komi_tenths", "must be 0 or more");
        if (r.end.draw_odds < -1 || r.end.draw_odds > 1 || (r.end.draw_odds >= 0 && !r.end.material_points.empty()))
            return fail(definition_errc::rule_value_out_of_range, "rules.end.draw_odds",
                        "must be -1 (none), 0 (White) or 1 (Black), and not with rules.end.material_points (both decide drawn games)");
        if (letter(r.end.try_piece, "rules.end.try_piece") || (r.end.flag_piece != '*' && letter(r.end.flag_piece, "rules.end.flag_piece")))
            return true;
        if (r.end.flag_count < 1 || r.end.flag_count > d_.files * d_.ranks)
            return fail(definition_errc::rule_value_out_of_range, "rules.end.flag_count", "must be 1 or more, and no more than the board's squares");
        if (r.end.extinction_pieces.view() != "*" &&
            letters(r.end.extinction_pieces, "rules.end.extinction_pieces", definition_errc::rule_names_an_undefined_piece, true))
            return true;
        const connect_goal& c = r.end.connect;
        if (c.n < 0 || c.n > 16 || c.square < 0 || c.square > 16 || c.collinear < 0 || c.collinear > 16)
            return fail(definition_errc::rule_value_out_of_range, "rules.end.connect", "n, square and collinear must be 0 (none) to 16");
        if ((c.n > 0 || c.collinear > 0 || c.joins()) && (c.lines == 0 || c.lines > 7))
            return fail(definition_errc::rule_value_out_of_range, "rules.end.connect.lines", "must name lines: bits 1 (ranks), 2 (files), 4 (diagonals)");
        if (letters(c.pieces, "rules.end.connect.pieces", definition_errc::rule_names_an_undefined_piece, true)) return true;
        if (r.end.flag_safe && r.end.flag_piece == 0)
            return fail(definition_errc::rule_needs_what_the_variant_lacks, "rules.end.flag_safe", "is about the flag: set rules.end.flag_piece");
        if (r.end.flag_piece != 0 && r.end.flag_region.empty() && r.end.flag_region_black.empty())
            return fail(definition_errc::rule_needs_what_the_variant_lacks, "rules.end.flag_region", "the flag rule needs its region");
        if (letters(r.end.pseudo_royals, "rules.end.pseudo_royals", definition_errc::rule_names_an_undefined_piece, true)) return true;
        for (std::size_t i = 0; i < r.end.pseudo_royals.size(); ++i) {
            const std::string_view pr = r.end.pseudo_royals.view();
            if (pr[i] != '+' && royal_ >= 0 && type_of(pr[i], i > 0 && pr[i - 1] == '+') == royal_)
                return fail(definition_errc::pseudo_royals_with_a_royal_piece, "rules.end.pseudo_royals",
                            "this piece is royal already (ferz::royal)", static_cast<int>(i) + 1);
        }
        if (r.end.pseudo_royals.empty() && (r.end.every_pseudo_royal || r.end.duple_check))
            return fail(definition_errc::rule_needs_what_the_variant_lacks, r.end.duple_check ? "rules.end.duple_check" : "rules.end.every_pseudo_royal",
                        "the rule is about pseudo-royal pieces: name them in rules.end.pseudo_royals");
        if (r.end.material_points.view() != "*" && letter_numbers(r.end.material_points, "rules.end.material_points")) return true;
        // Rules that need pieces of a kind.
        const int fers = first_type_moving_as("F");
        if (r.promotion.sittuyin && (fers < 0 || first_type_with(pawn) < 0 || d_.files != 8 || d_.ranks != 8 || !r.promotion.pieces.empty()))
            return fail(definition_errc::rule_needs_what_the_variant_lacks, "rules.promotion.sittuyin",
                        "needs 8x8, pawns, a piece moving as F, and no chess-style promotion pieces");
        if (r.board.cambodian_gates && (fers < 0 || royal_ < 0 || r.drops.gating))
            return fail(definition_errc::rule_needs_what_the_variant_lacks, "rules.board.cambodian_gates",
                        "needs a royal piece and a piece moving as F, and no Seirawan gating");
        if (letters(r.board.blast_immune, "rules.board.blast_immune", definition_errc::rule_names_an_undefined_piece, true) ||
            letters(r.board.mutually_immune, "rules.board.mutually_immune", definition_errc::rule_names_an_undefined_piece, true) ||
            letters(r.board.lions.pieces, "rules.board.lions.pieces", definition_errc::rule_names_an_undefined_piece, true) ||
            letters(r.board.lions.worthless, "rules.board.lions.worthless", definition_errc::rule_names_an_undefined_piece, true))
            return true;
        if (!r.board.blast_immune.empty() && !r.board.blast)
            return fail(definition_errc::rule_needs_what_the_variant_lacks, "rules.board.blast_immune", "is about blasts: set rules.board.blast");
        for (std::size_t i = 0; i < r.board.blast_immune.size(); ++i)
            if (r.promotion.pieces.view().find(r.board.blast_immune.view()[i]) != std::string_view::npos ||
                r.promotion.black_pieces.view().find(r.board.blast_immune.view()[i]) != std::string_view::npos)
                return fail(definition_errc::rule_needs_what_the_variant_lacks, "rules.board.blast_immune",
                            "a piece that pawns promote to cannot be immune to blasts yet", static_cast<int>(i) + 1);
        if (r.board.blast && r.drops.enabled && (r.drops.captures_to_hand || r.drops.gating))
            return fail(definition_errc::rule_needs_what_the_variant_lacks, "rules.board.blast",
                        "blasts are supported without captures to hand and without gating");
        if (r.turns.pass && (pins_exact_ || royal_ < 0))
            return fail(definition_errc::rule_needs_what_the_variant_lacks, "rules.turns.pass",
                        "the pass is supported for variants with one royal type and hoppers or lame leapers (janggi)");
        if (r.board.walls != walling_rule::none) {
            if (royal_ >= 0 || !r.end.pseudo_royals.empty())
                return fail(definition_errc::rule_needs_what_the_variant_lacks, "rules.board.walls",
                            "walls are supported in variants without royal or pseudo-royal pieces (a wall could block a check)");
            if (r.turns.passes())
                return fail(definition_errc::rule_needs_what_the_variant_lacks, "rules.board.walls", "walls are supported without passes");
            if (unloads_)
                return fail(definition_errc::rule_needs_what_the_variant_lacks, "rules.board.walls",
                            "walls are supported for pieces that do not unload (XBetza u)");
            if (most_victims_ > move::max_victims - 1)  // (a move keeps its wall where a third victim would go)
                return fail(definition_errc::rule_needs_what_the_variant_lacks, "rules.board.walls",
                            "walls are supported for pieces that take at most two pieces on their way");
            if (r.board.walls == walling_rule::arrow && !quiet_simple_)
                return fail(definition_errc::rule_needs_what_the_variant_lacks, "rules.board.walls",
                            "arrows are supported for pieces whose moves to empty squares are leaps and rides, not kept to a region or to the first move");
        } else if (!r.board.wall_region.empty() || !r.board.wall_region_black.empty()) {
            return fail(definition_errc::rule_needs_what_the_variant_lacks, r.board.wall_region.empty() ? "rules.board.wall_region_black" : "rules.board.wall_region",
                        "is about walls: set rules.board.walls");
        }
        if (ep_chains_ >= 127)
            return fail(definition_errc::rule_value_out_of_range, "pieces", "too many leg chains that give e.p. rights (at most 126)");
        return false;
    }

    // --- the goal --------------------------------------------------------------------------------
    constexpr bool goal() {
        const end_policy& e = d_.rules.end;
        // Leaving the other side without a move (clobber) is a goal too, and so are draw odds (capturethequeen).
        if (royal_ < 0 && e.pseudo_royals.empty() && e.extinction_pieces.empty() && e.try_piece == 0 && e.flag_piece == 0 &&
            e.stalemate == outcome::draw && e.draw_odds < 0 && !e.connect.any())
            return fail(definition_errc::no_royal_piece_and_no_other_goal, "pieces",
                        "checkmate needs a royal piece: give one piece ferz::royal, or set another goal in rules.end "
                        "(extinction_pieces, try_piece, flag_piece, pseudo_royals, connect, or a stalemate that is not a draw)");
        return false;
    }

    // --- the start position's board --------------------------------------------------------------
    constexpr bool start_fen() {
        const std::string_view fen = d_.start_fen.view();
        std::size_t i = 0;
        while (i < fen.size() && fen[i] == ' ') ++i;
        if (i == fen.size()) return fail(definition_errc::start_fen_is_empty, "start_fen", "the start position is not given");
        int rank = d_.ranks - 1, file = 0;
        int royals[2] = {0, 0};
        auto malformed = [&](std::size_t at, std::string_view what) {
            return fail(definition_errc::start_fen_board_malformed, "start_fen", what, static_cast<int>(at) + 1);
        };
        for (; i < fen.size() && fen[i] != ' ' && fen[i] != '['; ++i) {
            const char c = fen[i];
            if (c == '/') {
                if (file == d_.files && rank == 0 && d_.rules.drops.enabled) break;  // holdings as a last "rank"
                if (file != d_.files) return malformed(i, "a rank has the wrong number of squares");
                if (rank == 0) return malformed(i, "more ranks than the board has");
                --rank, file = 0;
            } else if (c >= '0' && c <= '9') {
                const std::size_t first = i;
                int n = 0;
                while (i < fen.size() && fen[i] >= '0' && fen[i] <= '9' && n <= 16) n = n * 10 + (fen[i++] - '0');
                --i;
                if (n == 0 || file + n > d_.files) return malformed(first, "a rank has the wrong number of squares");
                file += n;
            } else if (c == '*') {
                if (file++ >= d_.files) return malformed(i, "a rank has the wrong number of squares");
            } else if (c == '~') {
                // a chess-promoted piece's mark: the piece before it is checked
            } else {
                const bool plus = c == '+';
                const std::size_t at = i;
                if (plus) ++i;
                if (i >= fen.size()) return malformed(at, "'+' not followed by a piece letter");
                const char l = fen[i];
                const bool lower = l >= 'a' && l <= 'z';
                if (!lower && !(l >= 'A' && l <= 'Z')) return malformed(i, "an unexpected character in the board");
                const int t = type_of(l, plus);
                if (t < 0)
                    return fail(definition_errc::start_fen_names_an_undefined_piece, "start_fen", "this letter is no piece of the variant",
                                static_cast<int>(at) + 1);
                if (file++ >= d_.files) return malformed(at, "a rank has the wrong number of squares");
                if (t == royal_) ++royals[lower ? 1 : 0];
            }
        }
        if (rank != 0 || file != d_.files) return malformed(i, "the board has too few squares");
        if (i < fen.size() && (fen[i] == '[' || fen[i] == '/')) {
            const bool bracket = fen[i] == '[';
            for (++i; i < fen.size() && fen[i] != (bracket ? ']' : ' '); ++i) {
                const char l = fen[i];
                if (l == '-') continue;
                const int t = type_of(l);
                if (t < 0)
                    return fail(definition_errc::start_fen_names_an_undefined_piece, "start_fen",
                                "this letter in the holdings is no piece of the variant", static_cast<int>(i) + 1);
                if (t == royal_) ++royals[l >= 'a' && l <= 'z' ? 1 : 0];
            }
        }
        // A side without a royal piece can be beaten by extinction (horde's pawns) or through its
        // pseudo-royal pieces (maharajah's amazon); other differences are mistakes.
        const bool kingless_side =
            (royals[0] == 0 || royals[1] == 0) && (!d_.rules.end.extinction_pieces.empty() || !d_.rules.end.pseudo_royals.empty());
        if (royals[0] != royals[1] && !kingless_side)
            return fail(definition_errc::start_fen_sides_have_different_royal_counts, "start_fen",
                        "the start position gives the two sides different numbers of royal pieces");
        return false;
    }
};

}  // namespace detail

// The first problem of the definition; an empty error (false) when ferz can play it. Usable in
// constant evaluation.
[[nodiscard]] constexpr definition_error check(const variant_def& d) {
    return detail::definition_checker(d).run();
}

}  // namespace ferz
