// ferz/notation/variant_file_writer.hpp: a variant_def written as a section of a variant file.
//
// write_variant_file(def) gives a section, without a parent, that read_variant_file reads back to a
// definition equal to def (operator==): the resolved form of a variant, every rule spelt out, in
// Fairy-Stockfish's keys where it has one and in ferz's own (`ferz.` prefix, fsf_keys.hpp) where it
// has none. Every piece is a custom piece with ferz's XBetza (`customPiece1 = p:fmWfceFifmnD`), the
// royal one `king = k:KisO2`; traits are the keys that give them (promotionPawnTypes,
// castlingRookPieces); a promoted form +X is `promotedPieceType = x:y` with y a piece of the same
// moves (one the start position holds, or a custom piece written for that alone, which the reader
// drops again). Regions are written in ferz's region syntax (boxes such as `d1-f3`), which
// Fairy-Stockfish does not read; where ferz's XBetza goes beyond Fairy-Stockfish's (multi-leg `a`
// moves, `O` castling, `@` drops), Fairy-Stockfish reads the file otherwise or not at all: the
// file is ferz's dump first, and Fairy-Stockfish's format second.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ferz/notation/fsf_joint.hpp"
#include "ferz/notation/fsf_pieces.hpp"
#include "ferz/notation/fsf_values.hpp"
#include "ferz/rules/definition.hpp"

namespace ferz {

namespace fsf {

[[nodiscard]] inline std::string lower_letters(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = to_lower(c);
    return out;
}
[[nodiscard]] inline std::string_view outcome_name(outcome o) noexcept {
    return o == outcome::win ? "win" : o == outcome::loss ? "loss" : "draw";
}
[[nodiscard]] inline std::string ranks_text(int first, int last) {  // 1-based: "*6 *7 *8"
    std::string s;
    for (int r = first; r <= last; ++r) s += (s.empty() ? "*" : " *") + std::to_string(r);
    return s;
}

class section_writer {
public:
    explicit section_writer(const variant_def& d) : d_(d) {}

    std::string run() {
        out_ = "[" + std::string(d_.name.view()) + "]\n";
        line("maxFile", std::to_string(d_.files));
        line("maxRank", std::to_string(d_.ranks));
        line("startFen", d_.start_fen.view());
        line("chess960", d_.rules.castling.chess960);
        pieces();
        promotion();
        drops();
        castling_rules();
        end();
        return out_;
    }

private:
    const variant_def& d_;
    std::string out_;
    std::vector<std::string> slot_names_;  // per piece of d_ (promoted forms: their target's)

    void line(std::string_view key, std::string_view value) { out_ += std::string(key) + " = " + std::string(value) + "\n"; }
    void line(std::string_view key, bool value) { line(key, std::string_view(value ? "true" : "false")); }
    void line(std::string_view key, int value) { line(key, std::to_string(value)); }

    void piece_extras(const piece_def& p, const std::string& slot) {
        if (p.is_confined()) {  // (a free side's region: the whole board)
            const std::string board = "a1-" + std::string(1, static_cast<char>('a' + d_.files - 1)) + std::to_string(d_.ranks);
            line("mobilityRegionWhite" + capitalized(slot), p.confine.empty() ? board : p.confine.str());
            line("mobilityRegionBlack" + capitalized(slot), !p.confine_black.empty() ? p.confine_black.str() : mirror_text(p.confine.view(), d_.ranks));
        }
        if (p.regions > 0) {
            std::string v;
            for (int k = 0; k < p.regions && k < static_cast<int>(piece_def::max_regions); ++k) {
                const region_moves& m = p.moves_in[static_cast<std::size_t>(k)];
                v += (v.empty() ? "" : " ; ") + std::string(m.squares.view()) + " : " + std::string(m.betza.view());
            }
            line("ferz.movesIn" + capitalized(slot), v);
        }
    }

    void pieces() {
        std::string used;
        for (const piece_def& p : d_.pieces)
            if (!p.promoted) used += p.letter;
        int custom = 0;
        std::string pawns, partners, shy;
        char castler = 0;
        bool royal_castler = true;
        std::string promoted;  // "p:g b:h"
        std::string own_moves;  // "h:BsbRfWfDfcafWfmcabW": forms with no letter left for a target
        bool forms_written = false;
        auto form_pairs = [&] {
            if (forms_written) return;
            forms_written = true;
            for (const piece_def& f : d_.pieces) {
                if (!f.promoted) continue;
                char target = 0;
                for (const piece_def& t : d_.pieces)
                    if (!t.promoted && t.betza == f.betza && t.confine == f.confine && t.confine_black == f.confine_black && t.regions == f.regions && t.moves_in == f.moves_in &&
                        t.traits == f.traits && fen_has(d_.start_fen.view(), t.letter))
                        target = t.letter;
                for (std::size_t k = 0; !target && k < promoted.size(); k += 4)  // a target written for an earlier form
                    for (const piece_def& g : d_.pieces)
                        if (g.promoted && g.letter == to_upper(promoted[k]) && g.betza == f.betza && g.confine == f.confine && g.confine_black == f.confine_black &&
                            g.moves_in == f.moves_in && g.regions == f.regions && g.traits == f.traits)
                            target = to_upper(promoted[k + 2]);
                if (!target) {
                    for (char c = 'Z'; c >= 'A' && !target; --c)
                        if (used.find(c) == std::string::npos) target = c;
                    if (!target && f.regions == 0 && !f.is_confined() && !f.san_letter) {
                        // No letter left (more than 26 kinds): the form's moves, as they are.
                        own_moves += (own_moves.empty() ? "" : " ") + std::string(1, to_lower(f.letter)) + ":" + std::string(f.betza.view());
                        continue;
                    }
                    if (!target) continue;  // no letter left, and more than moves to write: not written
                    used += target;
                    const std::string slot = "customPiece" + std::to_string(++custom);
                    line(slot, std::string(1, to_lower(target)) + ":" + std::string(f.betza.view()));
                    piece_extras(f, slot);
                }
                promoted += (promoted.empty() ? "" : " ") + std::string(1, to_lower(f.letter)) + ":" + std::string(1, to_lower(target));
            }
            if (!promoted.empty()) line("promotedPieceType", promoted);
            if (!own_moves.empty()) line("ferz.promotedMoves", own_moves);
        };
        for (const piece_def& p : d_.pieces) {
            if (p.promoted) {
                form_pairs();
                continue;
            }
            std::string value = std::string(1, to_lower(p.letter)) + ":" + std::string(p.betza.view());
            std::string slot;
            if ((p.traits & royal) && slot_names_.end() == std::find(slot_names_.begin(), slot_names_.end(), "king")) {
                slot = "king";
            } else if (p.betza.empty() && slot_names_.end() == std::find(slot_names_.begin(), slot_names_.end(), "immobile")) {
                slot = "immobile", value = std::string(1, to_lower(p.letter));  // a piece without moves (flipello's discs)
            } else {
                slot = "customPiece" + std::to_string(++custom);
            }
            slot_names_.push_back(slot);
            line(slot, value);
            piece_extras(p, slot);
            if (p.traits & pawn) pawns += to_lower(p.letter);
            if (p.traits & castling_partner) partners += to_lower(p.letter);
            if (p.traits & no_same_type_hops) shy += p.letter;
            if (!castler && has_castling(p.betza.view())) castler = p.letter, royal_castler = (p.traits & royal) != 0;
        }
        if (!pawns.empty()) line("promotionPawnTypes", pawns);
        if (!partners.empty()) line("castlingRookPieces", partners);
        if (!castler) line("castling", false);
        else if (!royal_castler) line("castlingKingPiece", std::string(1, to_lower(castler)));
        if (!shy.empty()) line("ferz.noSameTypeHops", shy);
        std::string san;
        for (const piece_def& p : d_.pieces)
            if (p.san_letter) san += std::string(san.empty() ? "" : " ") + (p.promoted ? "+" : "") + p.letter + ':' + p.san_letter;
        if (!san.empty()) line("ferz.sanLetters", san);
        // The reader places every promoted form where promotedPieceType is written, at the first
        // form: where the forms are not together there, the order is written out.
        std::vector<const piece_def*> read_order;
        bool forms_placed = false;
        for (const piece_def& p : d_.pieces) {
            if (p.promoted && !forms_placed) {
                forms_placed = true;
                for (const piece_def& f : d_.pieces)
                    if (f.promoted) read_order.push_back(&f);
            }
            if (!p.promoted) read_order.push_back(&p);
        }
        std::string order;
        bool same = true;
        for (std::size_t k = 0; k < d_.pieces.size(); ++k) {
            same = same && read_order[k] == &d_.pieces[k];
            order += std::string(k ? " " : "") + (d_.pieces[k].promoted ? "+" : "") + d_.pieces[k].letter;
        }
        if (!same) line("ferz.pieceOrder", order);
    }

    void promotion() {
        const promotion_policy& p = d_.rules.promotion;
        if (!p.zone.empty()) {
            line("promotionRegionWhite", p.zone.view());
            if (p.black_zone.empty()) line("promotionRegionBlack", mirror_text(p.zone.view(), d_.ranks));
        } else {
            line("promotionRegionWhite", ranks_text(d_.ranks - p.ranks + 1, d_.ranks));
            if (p.black_zone.empty()) line("promotionRegionBlack", ranks_text(1, p.ranks));
        }
        if (!p.black_zone.empty()) line("promotionRegionBlack", p.black_zone.view());
        line("promotionPieceTypes", p.pieces.empty() ? std::string("-") : lower_letters(p.pieces.view()));
        if (!p.black_pieces.empty()) line("promotionPieceTypesBlack", lower_letters(p.black_pieces.view()));
        if (!p.limits.empty()) {
            std::string v;
            for (std::size_t i = 0; i < p.limits.size();) {
                v += (v.empty() ? "" : " ") + std::string(1, to_lower(p.limits[i++])) + ":";
                while (i < p.limits.size() && is_digit(p.limits[i])) v += p.limits[i++];
            }
            line("promotionLimit", v);
        }
        line("mandatoryPawnPromotion", !p.optional);
        line("mandatoryPiecePromotion", p.forced);
        line("piecePromotionOnCapture", p.on_capture_only);
        line("pieceDemotion", p.demotion);
        line("immobilityIllegal", p.dead_squares_illegal);
        line("sittuyinPromotion", p.sittuyin);
        line("ferz.promotionFromZone", p.from_zone);
        line("ferz.promotionFromZoneOnCapture", p.from_zone_on_capture);
        const pawn_policy& w = d_.rules.pawns;
        if (!w.initial_squares.empty()) {
            line("doubleStepRegionWhite", w.initial_squares.view());
            line("doubleStepRegionBlack", mirror_text(w.initial_squares.view(), d_.ranks));
        }
        if (!w.ep_squares.empty()) {
            line("enPassantRegionWhite", w.ep_squares.view());
            line("enPassantRegionBlack", mirror_text(w.ep_squares.view(), d_.ranks));
        }
        if (w.lowest_rank != 0) line("ferz.pawnLowestRank", w.lowest_rank);
        if (w.allowed_on_first_rank != d_.rules.drops.pawns_on_first_rank) line("ferz.pawnsAllowedOnFirstRank", w.allowed_on_first_rank);
    }

    void drops() {
        const drop_policy& d = d_.rules.drops;
        line("pieceDrops", d.gating ? d.drop_moves : d.enabled);
        if (d.gating || d_.rules.board.cambodian_gates) line("gating", true);
        if (d.gating) line("seirawanGating", true);
        if (d_.rules.board.cambodian_gates) line("cambodianMoves", true);
        line("capturesToHand", d.captures_to_hand);
        if (d.free) line("freeDrops", true);
        line("dropLoop", d.keep_promoted);
        line("dropChecks", d.drop_checks);
        line("shogiPawnDropMateIllegal", d.pawn_drop_mate_illegal);
        if (d.pawn_drop_mate_piece != 'P') line("ferz.pawnDropMatePiece", std::string(1, to_lower(d.pawn_drop_mate_piece)));
        line("dropPromoted", d.promoted_faces);
        line("firstRankPawnDrops", d.pawns_on_first_rank);
        line("promotionZonePawnDrops", d.pawns_in_promotion_zone);
        if (d.zone_ranks > 0) {
            line("dropRegionWhite", ranks_text(1, d.zone_ranks));
            line("dropRegionBlack", ranks_text(d_.ranks - d.zone_ranks + 1, d_.ranks));
        }
        if (!d.region.empty() || !d.region_black.empty()) {
            const std::string white = d.region.empty() ? ranks_text(1, d_.ranks) : d.region.str();
            line("dropRegionWhite", white);
            line("dropRegionBlack", !d.region_black.empty() ? d.region_black.str() : d.region.empty() ? white : mirror_text(d.region.view(), d_.ranks));
        }
        line("mustDrop", d.must_drop);
        if (d.must_drop) line("mustDropType", d.must_drop_pieces.empty() ? std::string("*") : lower_letters(d.must_drop_pieces.view()));
        line("dropOppositeColoredBishop", d.bishops_on_both_colours);
        line("castlingDroppedPiece", d.castling_from_drops);
        line("ferz.royalsInHand", d.royals_in_hand);
    }

    void castling_rules() {
        const castling_policy& c = d_.rules.castling;
        auto file = [](int f) { return std::string(1, static_cast<char>('a' + f)); };
        if (c.king_file >= 0) line("castlingKingFile", file(c.king_file));
        line("castlingRank", c.rank + 1);
        if (c.kingside_file >= 0) line("castlingRookKingsideFile", file(c.kingside_file));
        if (c.queenside_file >= 0) line("castlingRookQueensideFile", file(c.queenside_file));
        if (c.opposite) line("oppositeCastling", true);
    }

    void end() {
        const end_policy& e = d_.rules.end;
        if (e.checkmate != outcome::loss) line("checkmateValue", outcome_name(e.checkmate));
        line("stalemateValue", outcome_name(e.stalemate));
        if (e.stalemate_by_pieces) line("stalematePieceCount", true);
        line("nMoveRule", e.move_rule);
        if (!e.pawn_moves_reset) line("nMoveRuleTypes", std::string_view("-"));
        line("nFoldRule", e.repetitions);
        line("nFoldValue", outcome_name(e.repetition_outcome));
        line("nFoldValueAbsolute", e.repetition_outcome_absolute);
        line("perpetualCheckIllegal", e.perpetual_check_loses);
        if (e.chasing == chasing_rule::axf) line("chasingRule", std::string_view("axf"));
        if (!e.extinction_pieces.empty()) {
            std::string types;
            for (const char c : e.extinction_pieces.view()) types += to_lower(c);
            line("extinctionValue", outcome_name(e.extinction_outcome));
            line("extinctionPieceTypes", types);
            line("extinctionPieceCount", e.extinction_count);
            line("extinctionOpponentPieceCount", e.extinction_opponent_count);
            if (e.extinction_claim) line("extinctionClaim", true);
        }
        if (!e.pseudo_royals.empty()) line("ferz.pseudoRoyals", e.pseudo_royals.view());
        if (!d_.rules.board.lions.pieces.empty()) line("ferz.lions", d_.rules.board.lions.pieces.view());
        if (!d_.rules.board.lions.worthless.empty()) line("ferz.lionsWorthless", d_.rules.board.lions.worthless.view());
        if (e.every_pseudo_royal) line("ferz.everyPseudoRoyal", true);
        if (e.duple_check) line("dupleCheck", true);
        if (e.try_piece) {
            line("flagPiece", std::string(1, to_lower(e.try_piece)));
            line("flagRegionWhite", "*" + std::to_string(d_.ranks));
            line("flagRegionBlack", std::string_view("*1"));
            line("flagPieceSafe", true);
        } else if (e.flag_piece) {
            line("flagPiece", std::string(1, to_lower(e.flag_piece)));
            if (e.flag_region_black.empty()) {
                line("flagRegion", e.flag_region.view());
            } else {
                if (!e.flag_region.empty()) line("flagRegionWhite", e.flag_region.view());
                if (e.flag_region_black != "-") line("flagRegionBlack", e.flag_region_black.view());  // "-": none
            }
            line("flagMove", e.flag_move);
            if (e.flag_count != 1) line("flagPieceCount", e.flag_count);
            if (e.flag_blocked_win) line("flagPieceBlockedWin", true);
            if (e.flag_safe) line("flagPieceSafe", true);
        }
        line("shatarMateRule", e.shatar_mate);
        if (e.check_counting) line("checkCounting", true);
        line("countingRule", std::string_view(e.counting == counting_rule::makruk      ? "makruk"
                                               : e.counting == counting_rule::cambodian ? "cambodian"
                                               : e.counting == counting_rule::asean     ? "asean"
                                                                                        : "none"));
        if (!e.insufficient_material) line("ferz.insufficientMaterial", false);
        if (e.impasse.points) line("ferz.impassePoints", e.impasse.points);
        if (e.impasse.declaration) line("ferz.impasseDeclaration", true);
        if (e.impasse.major != impasse_policy{}.major) line("ferz.impasseMajor", e.impasse.major.empty() ? std::string("-") : e.impasse.major.str());
        if (e.draw_odds >= 0) line("materialCounting", std::string_view(e.draw_odds == 0 ? "whitedrawodds" : "blackdrawodds"));
        if (e.material_points.view() == "*") line("materialCounting", std::string_view("unweighted"));
        else if (!e.material_points.empty()) line("ferz.materialPoints", e.material_points.view());
        if (e.full_board_ends) line("adjudicateFullBoard", true);
        if (e.connect.any()) {
            const connect_goal& c = e.connect;
            if (c.n) line("connectN", c.n);
            if (c.square) line("connectNxN", c.square);
            if (c.collinear) line("collinearN", c.collinear);
            line("connectPieceTypes", c.pieces.empty() ? std::string("*") : lower_letters(c.pieces.view()));
            line("connectHorizontal", (c.lines & connect_goal::ranks) != 0);
            line("connectVertical", (c.lines & connect_goal::files) != 0);
            line("connectDiagonal", (c.lines & connect_goal::diagonals) != 0);
            line("connectValue", outcome_name(c.result));
            for (const auto& [key, text] : {std::pair{"connectRegion1White", &c.from}, std::pair{"connectRegion2White", &c.to},
                                            std::pair{"connectRegion1Black", &c.from_black}, std::pair{"connectRegion2Black", &c.to_black}})
                if (!text->empty()) line(key, text->view());
        }
        if (e.castling_wins) {
            std::string wins;
            for (const auto& [bit, letter] : castling_right_letters)
                if ((e.castling_wins >> bit) & 1) wins += letter;
            line("castlingWins", wins);
        }
        if (e.komi_tenths) line("ferz.komiTenths", e.komi_tenths);
        line("flyingGeneral", d_.rules.board.flying_general);
        line("makpongRule", d_.rules.board.makpong);
        if (!d_.rules.board.checks_allowed) line("checking", false);
        if (d_.rules.board.must_capture) line("mustCapture", true);
        if (d_.rules.board.blast) line("blastOnCapture", true);
        // Said either way: the pawns written as custom pieces would otherwise read as not spared.
        if (d_.rules.board.blast) line("ferz.blastSparesPawns", d_.rules.board.blast_spares_pawns);
        for (auto [key, text] : {std::pair{"blastImmuneTypes", d_.rules.board.blast_immune.view()},
                                 std::pair{"mutuallyImmuneTypes", d_.rules.board.mutually_immune.view()}}) {
            if (text.empty()) continue;
            std::string types;
            for (const char c : text) types += to_lower(c);
            line(key, types);
        }
        line("pass", d_.rules.turns.pass);
        if (d_.rules.turns.pass_on_stalemate) line("passOnStalemate", true);
        auto enclosing_name = [](enclosing_rule r) {
            constexpr std::string_view names[] = {"none", "reversi", "ataxx", "top", "snort", "anyside"};
            return names[static_cast<int>(r)];
        };
        if (d_.rules.drops.enclosing != enclosing_rule::none) line("enclosingDrop", enclosing_name(d_.rules.drops.enclosing));
        if (!d_.rules.drops.enclosing_start.empty()) line("enclosingDropStart", d_.rules.drops.enclosing_start.view());
        if (d_.rules.board.flips != enclosing_rule::none) line("flipEnclosedPieces", enclosing_name(d_.rules.board.flips));
        if (const walling_rule w = d_.rules.board.walls; w != walling_rule::none) {
            line("wallingRule", std::string_view(w == walling_rule::arrow  ? "arrow"
                                                 : w == walling_rule::duck ? "duck"
                                                 : w == walling_rule::past ? "past"
                                                 : w == walling_rule::edge ? "edge"
                                                                           : "static"));
            if (!d_.rules.board.wall_region.empty() || !d_.rules.board.wall_region_black.empty()) {
                const std::string all = "a1-" + std::string(1, static_cast<char>('a' + d_.files - 1)) + std::to_string(d_.ranks);
                const std::string white = d_.rules.board.wall_region.empty() ? all : d_.rules.board.wall_region.str();
                line("wallingRegionWhite", white);
                line("wallingRegionBlack", d_.rules.board.wall_region_black.empty() ? white : d_.rules.board.wall_region_black.str());
            }
        }
        line("bikjangRule", d_.rules.turns.bikjang);
        if (!d_.rules.board.holes.empty()) line("ferz.holes", d_.rules.board.holes.view());
        if (d_.rules.max_moves) line("ferz.maxMoves", std::to_string(d_.rules.max_moves));
    }
};

}  // namespace fsf

// The definition as one section of a variant file, which read_variant_file reads back to `def`.
[[nodiscard]] inline std::string write_variant_file(const variant_def& def) { return fsf::section_writer(def).run(); }

}  // namespace ferz
