// Variant definitions as values (rules/definition.hpp) and their one set of checks (rules/check.hpp),
// run at run time here: every built-in definition passes, and each kind of mistake is found with the
// member and the column it is in. The same checks at compile time are the compile-fail tests
// (tests/compile_fail/variant_*.cpp).
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <string_view>

#include "ferz/rules/check.hpp"
#include "ferz/variants/registry.hpp"

using ferz::definition_errc;
using ferz::piece;
using ferz::promoted_piece;
using ferz::variant_def;

namespace {

const variant_def& chess = ferz::variants::definitions::chess;

// The error of a definition changed from chess by `change`.
template <class F>
ferz::definition_error error_of(F change) {
    variant_def v = chess;
    change(v);
    return ferz::check(v);
}

void expect(const ferz::definition_error& e, definition_errc kind, std::string_view field, int column = 0) {
    CAPTURE(e.message());
    CHECK(e.kind == kind);
    CHECK(e.field.view() == field);
    CHECK(e.column == column);
    CHECK(!e.message().empty());
}

}  // namespace

TEST_CASE("every built-in definition passes the checks, and is a value") {
    std::set<std::string> names;
    for (const variant_def* d : ferz::variants::builtin_definitions) {
        CAPTURE(d->name.view());
        const ferz::definition_error e = ferz::check(*d);
        CHECK_MESSAGE(!e, e.message());
        CHECK(names.insert(d->name.str()).second);  // names are unique
        const variant_def copy = *d;
        CHECK(copy == *d);
        CHECK(ferz::variants::find_definition(d->name.view()) == d);
    }
    CHECK(names.size() == 113);
    CHECK(ferz::variants::find_definition("no-such-variant") == nullptr);
    static_assert(!ferz::check(ferz::variants::definitions::shogi));  // and in constant evaluation
}

TEST_CASE("a derived definition keeps every rule of its parent it does not change") {
    const variant_def& fischerandom = ferz::variants::definitions::fischerandom;
    variant_def back = fischerandom;
    back.name = "chess";
    back.rules.castling.chess960 = false;
    CHECK(back == chess);  // only the name and chess960 differ
    CHECK(fischerandom.rules.promotion.pieces == "QRBN");
    CHECK(fischerandom.rules.end.insufficient_material);
    // The shogi family: minishogi is shogi with a smaller board, army, zone and repetition score.
    const variant_def& mini = ferz::variants::definitions::minishogi;
    CHECK(mini.rules.drops == ferz::variants::definitions::shogi.rules.drops);
    CHECK(mini.rules.end.perpetual_check_loses);
    CHECK(mini.rules.promotion.ranks == 1);
}

TEST_CASE("piece lists: set keeps the place, add appends, remove closes the gap") {
    ferz::piece_list p = chess.pieces;
    REQUIRE(p.size() == 6);
    p.set(piece('N', "mafsW"));
    CHECK(p.index_of('N') == 1);
    CHECK(p[1].betza == "mafsW");
    p.set(piece('C', "mRcpR"));
    CHECK(p.index_of('C') == 6);
    CHECK(p.index_of('c') == 6);  // either case
    CHECK(p.remove('Q'));
    CHECK(!p.remove('Q'));
    CHECK(p.index_of('K') == 4);
    CHECK(p.find('Z') == nullptr);
    p.add(promoted_piece('P', "WfF"));
    CHECK(p.index_of('P', true) == 6);
    CHECK(p.index_of('P') == 0);
    ferz::piece_list full;
    for (int i = 0; i < 53; ++i) full.add(piece(static_cast<char>('A' + i % 26), "W"));
    CHECK(full.size() == ferz::max_piece_types);
    CHECK(full.size() == 52);
    CHECK(full.overflowed());
}

TEST_CASE("regions and promoted forms on pieces") {
    const ferz::piece_def k = piece('K', "W", ferz::royal).confined("d1-f3").moving_in("d1 f1 e2 d3 f3", "F");
    CHECK(k.confine == "d1-f3");
    CHECK(k.regions == 1);
    CHECK(k.moves_in[0].squares == "d1 f1 e2 d3 f3");
    CHECK(k.moves_in[0].betza == "F");
    CHECK(promoted_piece('P', "WfF").promoted);
}

TEST_CASE("inline strings: literals, long text marked, never cut silently") {
    ferz::inline_string<4> s = "abcd";
    CHECK(s.size() == 4);
    CHECK(!s.too_long());
    s = std::string_view("abcdef");
    CHECK(s.too_long());
    CHECK(s.view() == "abcd");
    s = std::string("xy");
    CHECK(s == "xy");
    CHECK(!s.too_long());
    CHECK(s.data()[2] == '\0');
}

TEST_CASE("the checks: texts, name, board and pieces") {
    expect(error_of([](variant_def& v) { v.pieces.set(piece('K', std::string(300, 'K'), ferz::royal)); }),
           definition_errc::text_too_long_for_its_field, "pieces[5].betza");
    expect(error_of([](variant_def& v) { v.start_fen = std::string(2000, '8'); }), definition_errc::text_too_long_for_its_field,
           "start_fen");
    expect(error_of([](variant_def& v) { v.name = ""; }), definition_errc::name_is_empty, "name");
    expect(error_of([](variant_def& v) { v.name = "my chess"; }), definition_errc::name_has_a_space_or_control_character, "name", 3);
    expect(error_of([](variant_def& v) { v.files = 17; }), definition_errc::board_size_not_in_1_to_16, "files");
    expect(error_of([](variant_def& v) { v.ranks = 0; }), definition_errc::board_size_not_in_1_to_16, "ranks");
    expect(error_of([](variant_def& v) { v.files = 0; }), definition_errc::board_size_not_in_1_to_16, "files");
    expect(error_of([](variant_def& v) { v.pieces = {}; }), definition_errc::no_piece_types, "pieces");
    expect(error_of([](variant_def& v) {
               for (int i = 0; i < 26; ++i) v.pieces.add(promoted_piece(static_cast<char>('A' + i), "W"));
               for (int i = 0; i < 21; ++i) v.pieces.add(piece(static_cast<char>('A' + i), "W"));
           }),
           definition_errc::too_many_piece_types, "pieces");
    expect(error_of([](variant_def& v) { v.pieces.add(piece('z', "W")); }), definition_errc::piece_letter_is_not_a_capital_letter,
           "pieces[6].letter");
    expect(error_of([](variant_def& v) { v.pieces.add(piece('N', "W")); }), definition_errc::piece_letter_used_twice, "pieces[6].letter");
    expect(error_of([](variant_def& v) { v.pieces.add(promoted_piece('X', "W")); }), definition_errc::promoted_form_without_its_base_piece,
           "pieces[6].promoted");
    expect(error_of([](variant_def& v) { v.pieces.set(piece('N', "N", 1u << 9)); }), definition_errc::unknown_piece_trait,
           "pieces[1].traits");
    expect(error_of([](variant_def& v) { v.pieces.set(piece('N', "N").moving_in("a1", "W").moving_in("a2", "W").moving_in("a3", "W")); }),
           definition_errc::more_than_2_regions_on_a_piece, "pieces[1].moves_in");
}

TEST_CASE("the checks: XBetza, and what the generator does not support yet") {
    const auto bad = error_of([](variant_def& v) { v.pieces.set(piece('P', "fmWfceFifmnE", ferz::pawn)); });
    expect(bad, definition_errc::betza_does_not_compile, "pieces[0].betza", 12);
    CHECK(bad.betza.kind == ferz::betza::errc::unknown_atom);
    CHECK(bad.piece == 0);
    CHECK(bad.message() == "pieces[0].betza, column 12: the XBetza does not compile (unknown atom)");
    const auto in_region =
        error_of([](variant_def& v) { v.pieces.set(piece('P', "fW").moving_in("a6-h8", "sQ2X")); });
    expect(in_region, definition_errc::betza_does_not_compile, "pieces[0].moves_in.betza", 4);
    CHECK(in_region.region == 0);
    expect(error_of([](variant_def& v) { v.pieces.set(piece('B', "xB")); }), definition_errc::move_modifier_not_supported_yet,
           "pieces[2].betza");
    // XBoard's ii is generated on moves only (Fairy-Max's Wildebeest pawn `iifmnD`), not on captures.
    CHECK_FALSE(error_of([](variant_def& v) { v.pieces.set(piece('P', "fmWfceFifmnDiifmnD", ferz::pawn)); }));
    expect(error_of([](variant_def& v) { v.pieces.set(piece('P', "fmWfceFiifcA", ferz::pawn)); }), definition_errc::move_modifier_not_supported_yet,
           "pieces[0].betza");
    // `d` (taking an own piece) is generated: a bishop that takes either colour is a definition like any.
    CHECK_FALSE(error_of([](variant_def& v) { v.pieces.set(piece('B', "cdB")); }));
    // `u` (XBoard's swap) is generated on the last leg, where that leg starts on the piece's square or
    // on an empty relay; elsewhere it is not yet. A move that unloads takes at most two on its way.
    CHECK_FALSE(error_of([](variant_def& v) { v.pieces.set(piece('B', "udKmafucW")); }));
    expect(error_of([](variant_def& v) { v.pieces.set(piece('B', "ucafW")); }), definition_errc::move_modifier_not_supported_yet,
           "pieces[2].betza");
    expect(error_of([](variant_def& v) { v.pieces.set(piece('B', "cafucW")); }), definition_errc::move_modifier_not_supported_yet,
           "pieces[2].betza");
    CHECK_FALSE(error_of([](variant_def& v) { v.pieces.set(piece('B', "cafcafmafucW")); }));
    expect(error_of([](variant_def& v) { v.pieces.set(piece('B', "cafcafcafmafucW")); }), definition_errc::more_than_three_victims,
           "pieces[2].betza");
    expect(error_of([](variant_def& v) { v.pieces.set(piece('B', "cafcafcafcafcF")); }), definition_errc::more_than_three_victims,
           "pieces[2].betza");
    expect(error_of([](variant_def& v) { v.pieces.set(piece('B', "cafdafcafdafcF")); }), definition_errc::more_than_three_victims,
           "pieces[2].betza");  // (own pieces taken on the way count)
    expect(error_of([](variant_def& v) { v.pieces.set(piece('N', "N").moving_in("a1-h4", "mafsR")); }),
           definition_errc::region_bound_move_is_not_a_leap_ride_or_hop, "pieces[1].moves_in.betza");
    // (ep_rights_on_a_ride_other_than_w_or_f guards the generator; the XBetza compiler gives e.p. rights
    // to rides of W and F steps only, `ifmnW3`, so no descriptor reaches it today.)
    expect(error_of([](variant_def& v) {
               v.rules.drops.enabled = true;
               v.pieces.set(piece('N', "Nn@"));
           }),
           definition_errc::drop_modifier_not_supported_yet, "pieces[1].betza");
    expect(error_of([](variant_def& v) { v.pieces.set(piece('K', "KijO2", ferz::royal)); }),
           definition_errc::castling_with_the_inner_partner_not_supported_yet, "pieces[5].betza");
    expect(error_of([](variant_def& v) { v.pieces.set(piece('N', "Nj@7")); }), definition_errc::drop_rules_without_drops_enabled,
           "pieces[1].betza");
}

TEST_CASE("the checks: regions") {
    expect(error_of([](variant_def& v) { v.pieces.set(piece('K', "KisO2", ferz::royal).confined("d1-z3")); }),
           definition_errc::region_is_not_squares_of_the_board, "pieces[5].confine", 4);
    expect(error_of([](variant_def& v) { v.rules.board.holes = "a1 i9"; }), definition_errc::region_is_not_squares_of_the_board,
           "rules.board.holes", 4);
    expect(error_of([](variant_def& v) { v.rules.promotion.zone = "a8;"; }), definition_errc::region_is_not_squares_of_the_board,
           "rules.promotion.zone", 3);
}

TEST_CASE("the checks: traits fit together") {
    expect(error_of([](variant_def& v) { v.pieces.set(piece('Q', "Q", ferz::royal)); }), definition_errc::two_royal_piece_types,
           "pieces[5].traits");
    // Several types may be castling partners (Perfect chess: rook and chancellor).
    CHECK(!error_of([](variant_def& v) { v.pieces.set(piece('B', "B", ferz::castling_partner)); }));
    expect(error_of([](variant_def& v) { v.pieces.set(piece('Q', "QisO2")); }), definition_errc::castling_on_two_piece_types,
           "pieces[5].betza");
    expect(error_of([](variant_def& v) {
               v.pieces.set(piece('Q', "QisO2"));
               v.pieces.set(piece('K', "K", ferz::royal));
           }),
           definition_errc::castling_piece_is_not_the_royal_piece, "pieces[4].betza");
    expect(error_of([](variant_def& v) { v.pieces.set(piece('R', "R")); }), definition_errc::castling_without_a_castling_partner,
           "pieces[5].betza");
    expect(error_of([](variant_def& v) {
               v.pieces.set(piece('B', "pB", ferz::no_same_type_hops));
               v.pieces.set(piece('Q', "pR", ferz::no_same_type_hops));
           }),
           definition_errc::two_types_with_no_same_type_hops, "pieces[4].traits");
}

TEST_CASE("the checks: rules") {
    expect(error_of([](variant_def& v) { v.rules.promotion.ranks = 9; }), definition_errc::promotion_ranks_not_on_the_board,
           "rules.promotion.ranks");
    expect(error_of([](variant_def& v) { v.rules.promotion.pieces = "QRBZ"; }), definition_errc::promotion_names_an_undefined_piece,
           "rules.promotion.pieces", 4);
    expect(error_of([](variant_def& v) { v.rules.promotion.black_pieces = "x"; }),
           definition_errc::promotion_names_an_undefined_piece, "rules.promotion.black_pieces", 1);
    expect(error_of([](variant_def& v) { v.rules.promotion.pieces = std::string(33, 'Q'); }),
           definition_errc::more_than_32_promotion_choices, "rules.promotion.pieces");
    expect(error_of([](variant_def& v) { v.rules.promotion.limits = "Q1R"; }), definition_errc::letter_list_malformed,
           "rules.promotion.limits", 4);
    expect(error_of([](variant_def& v) { v.rules.promotion.limits = "Q1X2"; }), definition_errc::rule_names_an_undefined_piece,
           "rules.promotion.limits", 3);
    expect(error_of([](variant_def& v) { v.rules.pawns.lowest_rank = 8; }), definition_errc::rule_value_out_of_range,
           "rules.pawns.lowest_rank");
    expect(error_of([](variant_def& v) { v.rules.drops.gating = true; }), definition_errc::gating_needs_drops_and_at_most_15_types,
           "rules.drops.gating");
    expect(error_of([](variant_def& v) {
               v.rules.drops.enabled = true;
               v.rules.drops.must_drop_pieces = "KX";
           }),
           definition_errc::rule_names_an_undefined_piece, "rules.drops.must_drop_pieces", 2);
    expect(error_of([](variant_def& v) {
               v.rules.drops.pawn_drop_mate_illegal = true;
               v.rules.drops.pawn_drop_mate_piece = 'S';
           }),
           definition_errc::rule_names_an_undefined_piece, "rules.drops.pawn_drop_mate_piece");
    expect(error_of([](variant_def& v) { v.rules.castling.rank = 8; }), definition_errc::rule_value_out_of_range, "rules.castling.rank");
    expect(error_of([](variant_def& v) { v.rules.castling.kingside_file = 8; }), definition_errc::rule_value_out_of_range,
           "rules.castling.kingside_file");
    expect(error_of([](variant_def& v) { v.rules.end.move_rule = -1; }), definition_errc::rule_value_out_of_range, "rules.end.move_rule");
    expect(error_of([](variant_def& v) { v.rules.end.repetitions = 1; }), definition_errc::rule_value_out_of_range,
           "rules.end.repetitions");
    expect(error_of([](variant_def& v) { v.rules.end.try_piece = 'L'; }), definition_errc::rule_names_an_undefined_piece,
           "rules.end.try_piece");
    expect(error_of([](variant_def& v) { v.rules.end.flag_piece = 'L'; }), definition_errc::rule_names_an_undefined_piece,
           "rules.end.flag_piece");
    expect(error_of([](variant_def& v) { v.rules.end.flag_count = 0; }), definition_errc::rule_value_out_of_range, "rules.end.flag_count");
    expect(error_of([](variant_def& v) { v.rules.end.flag_count = 65; }), definition_errc::rule_value_out_of_range, "rules.end.flag_count");
    CHECK_FALSE(error_of([](variant_def& v) { v.rules.end.flag_piece = '*', v.rules.end.flag_region = "a8-h8", v.rules.end.flag_count = 64; }));
    expect(error_of([](variant_def& v) { v.rules.end.extinction_pieces = "QL"; }), definition_errc::rule_names_an_undefined_piece,
           "rules.end.extinction_pieces", 2);
    expect(error_of([](variant_def& v) { v.rules.end.extinction_count = -1; }), definition_errc::rule_value_out_of_range,
           "rules.end.extinction_count");
    expect(error_of([](variant_def& v) { v.rules.end.flag_piece = 'K'; }), definition_errc::rule_needs_what_the_variant_lacks,
           "rules.end.flag_region");
    expect(error_of([](variant_def& v) { v.rules.end.pseudo_royals = "K+Q"; }), definition_errc::rule_names_an_undefined_piece,
           "rules.end.pseudo_royals", 2);
    expect(error_of([](variant_def& v) { v.rules.end.pseudo_royals = "QK"; }), definition_errc::pseudo_royals_with_a_royal_piece,
           "rules.end.pseudo_royals", 2);
    CHECK(!error_of([](variant_def& v) { v.rules.end.pseudo_royals = "Q"; }));  // beside a royal king: coregal
    expect(error_of([](variant_def& v) { v.rules.end.duple_check = true; }), definition_errc::rule_needs_what_the_variant_lacks,
           "rules.end.duple_check");
    expect(error_of([](variant_def& v) { v.rules.end.material_points = "Q9R"; }), definition_errc::letter_list_malformed,
           "rules.end.material_points", 4);
    expect(error_of([](variant_def& v) { v.rules.promotion.sittuyin = true; }), definition_errc::rule_needs_what_the_variant_lacks,
           "rules.promotion.sittuyin");
    expect(error_of([](variant_def& v) { v.rules.board.cambodian_gates = true; }), definition_errc::rule_needs_what_the_variant_lacks,
           "rules.board.cambodian_gates");
    // Blasts (the atomic games): immune and mutually immune letters name pieces; immunity needs
    // blasts and is not given to a promotion piece; no blasts with captures to hand.
    CHECK(!error_of([](variant_def& v) { v.rules.board.blast = true, v.rules.board.blast_immune = "K", v.rules.board.mutually_immune = "K"; }));
    expect(error_of([](variant_def& v) { v.rules.board.blast = true, v.rules.board.blast_immune = "KZ"; }),
           definition_errc::rule_names_an_undefined_piece, "rules.board.blast_immune", 2);
    expect(error_of([](variant_def& v) { v.rules.board.mutually_immune = "X"; }), definition_errc::rule_names_an_undefined_piece,
           "rules.board.mutually_immune", 1);
    expect(error_of([](variant_def& v) { v.rules.board.blast_immune = "K"; }), definition_errc::rule_needs_what_the_variant_lacks,
           "rules.board.blast_immune");
    expect(error_of([](variant_def& v) { v.rules.board.blast = true, v.rules.board.blast_immune = "KQ"; }),
           definition_errc::rule_needs_what_the_variant_lacks, "rules.board.blast_immune", 2);
    expect(error_of([](variant_def& v) { v.rules.board.blast = true, v.rules.drops.enabled = true; }),
           definition_errc::rule_needs_what_the_variant_lacks, "rules.board.blast");
    expect(error_of([](variant_def& v) {
               v.pieces.set(piece('B', "F"));
               v.rules.drops.enabled = true;
               v.rules.drops.bishops_on_both_colours = true;
           }),
           definition_errc::rule_needs_what_the_variant_lacks, "rules.drops.bishops_on_both_colours");
    expect(error_of([](variant_def& v) { v.rules.turns.pass = true; }), definition_errc::rule_needs_what_the_variant_lacks,
           "rules.turns.pass");  // chess has exact pins: the pass is janggi's, with hoppers
}

TEST_CASE("the checks: a goal, and the start position's board") {
    expect(error_of([](variant_def& v) { v.pieces.set(piece('K', "KisO2")); }), definition_errc::no_royal_piece_and_no_other_goal,
           "pieces");
    CHECK(!error_of([](variant_def& v) {
        v.pieces.set(piece('K', "KisO2"));
        v.rules.end.extinction_pieces = "K";
    }));
    expect(error_of([](variant_def& v) { v.start_fen = "  "; }), definition_errc::start_fen_is_empty, "start_fen");
    expect(error_of([](variant_def& v) { v.start_fen = "rnbqkbnr/ppXppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"; }),
           definition_errc::start_fen_names_an_undefined_piece, "start_fen", 12);
    expect(error_of([](variant_def& v) { v.start_fen = "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"; }),
           definition_errc::start_fen_board_malformed, "start_fen", 17);
    expect(error_of([](variant_def& v) { v.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1"; }),
           definition_errc::start_fen_board_malformed, "start_fen", 35);
    expect(error_of([](variant_def& v) { v.start_fen = "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"; }),
           definition_errc::start_fen_board_malformed, "start_fen", 19);
    expect(error_of([](variant_def& v) { v.start_fen = "rnbqqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1"; }),
           definition_errc::start_fen_sides_have_different_royal_counts, "start_fen");
    expect(error_of([](variant_def& v) {
               v.rules.drops.enabled = true;
               v.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Zz] w KQkq - 0 1";
           }),
           definition_errc::start_fen_names_an_undefined_piece, "start_fen", 45);
}

TEST_CASE("the rules' lists of letters name types one way (traits_data::types_of_letters)") {
    // The lists of rules.end.pseudo_royals, extinction_pieces and rules.board.blast_immune and
    // mutually_immune: a letter names the unpromoted type, "+L" its promoted form, '*' no type.
    using traits = ferz::detail::traits_of<ferz::variants::definitions::shogi>;
    constexpr auto& t = traits::data;
    const auto bit = [](char letter, bool promoted = false) { return std::uint64_t{1} << traits::pieces::index_of(letter, promoted); };
    CHECK(t.types_of_letters("P") == bit('P'));
    CHECK(t.types_of_letters("+P") == bit('P', true));
    CHECK(t.types_of_letters("K+RB") == (bit('K') | bit('R', true) | bit('B')));
    CHECK(t.types_of_letters("*") == 0);
    CHECK(t.types_of_letters("+") == 0);  // a '+' that ends the list names nothing
    // The checks read them the same way (chess has no promoted forms: "+Q" and "+K" are no pieces).
    expect(error_of([](variant_def& v) { v.rules.end.extinction_pieces = "+Q"; }), definition_errc::rule_names_an_undefined_piece,
           "rules.end.extinction_pieces", 1);
    expect(error_of([](variant_def& v) {
               v.rules.board.blast = true;
               v.rules.board.blast_immune = "N+K";
           }),
           definition_errc::rule_names_an_undefined_piece, "rules.board.blast_immune", 2);
}
