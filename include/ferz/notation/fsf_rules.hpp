// ferz/notation/fsf_rules.hpp: the rule keys of a Fairy-Stockfish section, one value at a time.
//
// The keys that set one member of a variant_def each (`nMoveRule`, `pieceDrops`, `flyingGeneral`,
// ...), the form checks of the GUI-only keys, the "not supported yet" keys, and ferz's own keys,
// with the reporting every part of a section's reading shares: an error or warning at the key, or at
// a column of its value. The keys that act together (castling, traits, drops, the extinction and flag
// goals) are read afterwards by the section builder (fsf_section.hpp), which derives from this.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/notation/fsf_keys.hpp"
#include "ferz/notation/fsf_pieces.hpp"
#include "ferz/notation/fsf_values.hpp"
#include "ferz/notation/variant_catalogue.hpp"
#include "ferz/rules/definition.hpp"

namespace ferz::fsf {

// A line `key = value` as read: the value without the spaces around it; columns 1-based.
struct raw_entry {
    std::string key, value;
    int line = 0, key_column = 0, value_column = 0;
};

struct raw_section {
    std::string name, parent;
    int line = 0, name_column = 0, parent_column = 0;
    bool bad = false;  // its header line is malformed: its keys are read for their errors only
    std::vector<raw_entry> entries;
};

// Which piece key gave which letter (`knight` -> 'N'), so that a child's mobilityRegion and `name =
// -` keys find the parent's pieces.
struct slot {
    std::string name;
    char letter = 0;
};

// The key to name when ferz's check finds a member wrong.
[[nodiscard]] inline std::string key_of_field(std::string_view field) {
    static constexpr std::pair<std::string_view, std::string_view> table[] = {
        {"files", "maxFile"},
        {"ranks", "maxRank"},
        {"start_fen", "startFen"},
        {"rules.promotion.pieces", "promotionPieceTypes"},
        {"rules.promotion.black_pieces", "promotionPieceTypesBlack"},
        {"rules.promotion.limits", "promotionLimit"},
        {"rules.promotion.ranks", "promotionRegionWhite"},
        {"rules.promotion.zone", "promotionRegionWhite"},
        {"rules.drops.must_drop_pieces", "mustDropType"},
        {"rules.end.flag_region", "flagRegion"},
        {"rules.end.repetitions", "nFoldRule"},
        {"rules.castling.king_file", "castlingKingFile"},
        {"rules.turns.pass", "pass"},
    };
    for (const auto& [f, k] : table)
        if (f == field) return std::string(k);
    return {};
}

class rule_keys {
protected:
    rule_keys(const raw_section& s, std::string_view file, std::vector<variant_file_diagnostic>& out) : s_(s), file_(file), out_(out) {}

    const raw_section& s_;
    std::string file_;
    std::vector<variant_file_diagnostic>& out_;
    int errors_ = 0;
    variant_def def_{};
    const variant_def* parent_ = nullptr;
    std::vector<slot> slots_;
    std::map<std::string, const raw_entry*, std::less<>> entries_;  // the scalar keys given
    std::map<char, std::string_view> kinds_;                         // letter -> named piece of this section
    bool ranks_changed_ = false;
    bool has_promotion_key_ = false;
    std::string target_letters_;  // promotedPieceType's targets

    // --- reporting -------------------------------------------------------------------------------
    void report(diagnostic_severity sev, int line, int column, std::string key, std::string message) {
        if (sev == diagnostic_severity::error) ++errors_;
        out_.push_back({file_, line, column, s_.name, std::move(key), sev, std::move(message)});
    }
    void error_key(const raw_entry& e, std::string m) { report(diagnostic_severity::error, e.line, e.key_column, e.key, std::move(m)); }
    void warning_key(const raw_entry& e, std::string m) { report(diagnostic_severity::warning, e.line, e.key_column, e.key, std::move(m)); }
    void value_error(const raw_entry& e, std::size_t at, std::string m) {
        report(diagnostic_severity::error, e.line, e.value_column + static_cast<int>(at), e.key, std::move(m));
    }
    void warning_value(const raw_entry& e, std::size_t at, std::string m) {
        report(diagnostic_severity::warning, e.line, e.value_column + static_cast<int>(at), e.key, std::move(m));
    }
    void section_error(std::string m, std::string key = {}) {
        report(diagnostic_severity::error, s_.line, s_.name_column, std::move(key), std::move(m));
    }

    // --- values ----------------------------------------------------------------------------------
    [[nodiscard]] const raw_entry* get(std::string_view key) const {
        auto it = entries_.find(key);
        return it == entries_.end() ? nullptr : it->second;
    }
    bool set_bool(const raw_entry& e, bool& target) {
        auto b = read_bool(e.value);
        if (!b.ok) return value_error(e, b.error.column, b.error.what), false;
        target = b.value;
        return true;
    }
    bool set_int(const raw_entry& e, int& target, int max = 1000000) {
        auto n = read_int(e.value, max);
        if (!n.ok) return value_error(e, n.error.column, n.error.what), false;
        target = n.value;
        return true;
    }
    parsed<region_value> region(const raw_entry& e) {
        auto r = read_region(e.value, def_.files, def_.ranks);
        if (!r.ok) value_error(e, r.error.column, r.error.what);
        else
            for (const auto& [column, what] : r.value.left_out) warning_value(e, column, what);
        return r;
    }
    // Letters that must all be pieces of the variant; `*` gives every unpromoted non-royal letter.
    parsed<letter_list> letters(const raw_entry& e, bool star = true) {
        auto l = read_letters(e.value, star);
        if (!l.ok) {
            value_error(e, l.error.column, l.error.what);
            return l;
        }
        if (l.value.all) {
            for (const piece_def& p : def_.pieces)
                if (!p.promoted && !(p.traits & royal) && l.value.letters.find(p.letter) == std::string::npos) l.value.letters += p.letter;
        }
        for (std::size_t i = 0; i < l.value.columns.size(); ++i)
            if (def_.pieces.index_of(l.value.letters[i]) < 0) {
                value_error(e, l.value.columns[i], std::string("the letter ") + l.value.letters[i] + " is no piece of the variant");
                l.ok = false;
            }
        return l;
    }
    // One piece letter (the last of a list, as Fairy-Stockfish keeps); 0 for `*` or `-`.
    bool one_letter(const raw_entry& e, char& out) {
        auto l = letters(e, true);
        if (!l.ok) return false;
        if (l.value.all || l.value.letters.empty()) return out = 0, true;
        if (l.value.letters.size() > 1) return value_error(e, l.value.columns[1], "one piece letter only"), false;
        out = l.value.letters[0];
        return true;
    }

    // --- slots -----------------------------------------------------------------------------------
    [[nodiscard]] char slot_letter(std::string_view name) const {
        for (const slot& s : slots_)
            if (s.name == name) return s.letter;
        if (!parent_) return 0;
        // A built-in parent's pieces have no slots: they are known by their traits and moves.
        for (const piece_def& p : def_.pieces) {
            if (p.promoted) continue;
            const std::string_view b = p.betza.view();
            if ((name == "king" && (p.traits & royal)) || (name == "pawn" && (p.traits & pawn) && is_fsf_pawn(b)) ||
                (name == "soldier" && ((b == "fW" && p.regions > 0) || b == "fsW")))
                return p.letter;
            // (A castling piece that is not royal has a named piece's moves with castling: giveaway's
            // king is a commoner.)
            if (const named_piece* n = find_named_piece(name);
                n && name != "pawn" && name != "soldier" &&
                (b == n->betza || (!(p.traits & royal) && has_castling(b) && without_castling(b) == n->betza)))
                return p.letter;
        }
        return 0;
    }
    // A piece of the parent gets another letter, in the rules that name it as well (Fairy-Stockfish's
    // `archbishop = a` in a child of janus, whose archbishop is j).
    void rename(char from, char to) {
        for (std::size_t i = 0; i < def_.pieces.size(); ++i)
            if (def_.pieces[i].letter == from) def_.pieces[i].letter = to;
        auto swap = [&](auto& text) {
            std::string t(text.view());
            for (char& c : t)
                if (c == from) c = to;
            text = t;
        };
        variant_rules& r = def_.rules;
        swap(r.promotion.pieces), swap(r.promotion.black_pieces), swap(r.promotion.limits), swap(r.drops.must_drop_pieces);
        swap(r.end.pseudo_royals), swap(r.end.material_points), swap(r.end.impasse.major), swap(r.end.extinction_pieces);
        swap(r.board.blast_immune), swap(r.board.mutually_immune), swap(r.board.lions.pieces), swap(r.board.lions.worthless);
        for (char* c : {&r.end.try_piece, &r.end.flag_piece, &r.drops.pawn_drop_mate_piece})
            if (*c == from) *c = to;
        for (slot& s : slots_)
            if (s.letter == from) s.letter = to;
    }
    void set_slot(std::string_view name, char letter) {
        forget_slot(name);
        slots_.push_back({std::string(name), letter});
    }
    void forget_slot(std::string_view name) {
        for (std::size_t i = 0; i < slots_.size(); ++i)
            if (slots_[i].name == name) {
                slots_.erase(slots_.begin() + static_cast<std::ptrdiff_t>(i));
                return;
            }
    }

    // --- the keys that set one member each -------------------------------------------------------
    void rules() {
        variant_rules& r = def_.rules;
        auto flag = [&](std::string_view key, bool& target) {
            if (const raw_entry* e = get(key)) set_bool(*e, target);
        };
        flag("sittuyinPromotion", r.promotion.sittuyin);
        flag("piecePromotionOnCapture", r.promotion.on_capture_only);
        flag("mandatoryPiecePromotion", r.promotion.forced);
        flag("pieceDemotion", r.promotion.demotion);
        flag("immobilityIllegal", r.promotion.dead_squares_illegal);
        if (const raw_entry* e = get("mandatoryPawnPromotion")) {
            bool mandatory = true;
            if (set_bool(*e, mandatory)) r.promotion.optional = !mandatory;
        }
        flag("dropLoop", r.drops.keep_promoted);
        flag("capturesToHand", r.drops.captures_to_hand);
        flag("dropChecks", r.drops.drop_checks);
        flag("promotionZonePawnDrops", r.drops.pawns_in_promotion_zone);
        if (const raw_entry* e = get("firstRankPawnDrops"))
            if (set_bool(*e, r.drops.pawns_on_first_rank) && r.drops.pawns_on_first_rank) r.pawns.allowed_on_first_rank = true;
        flag("mustDrop", r.drops.must_drop);
        flag("dropOppositeColoredBishop", r.drops.bishops_on_both_colours);
        flag("castlingDroppedPiece", r.drops.castling_from_drops);
        flag("dropPromoted", r.drops.promoted_faces);
        flag("shogiPawnDropMateIllegal", r.drops.pawn_drop_mate_illegal);
        flag("makpongRule", r.board.makpong);
        flag("checking", r.board.checks_allowed);
        flag("flyingGeneral", r.board.flying_general);
        flag("bikjangRule", r.turns.bikjang);
        flag("shatarMateRule", r.end.shatar_mate);
        flag("checkCounting", r.end.check_counting);
        flag("perpetualCheckIllegal", r.end.perpetual_check_loses);
        if (const raw_entry* e = get("chasingRule")) {
            if (e->value == "axf") r.end.chasing = chasing_rule::axf;
            else if (e->value == "none") r.end.chasing = chasing_rule::none;
            else value_error(*e, 0, "expected 'axf' or 'none'");
        }
        flag("nFoldValueAbsolute", r.end.repetition_outcome_absolute);
        if (const raw_entry* e = get("mustDropType")) {
            auto l = letters(*e, true);
            if (l.ok) r.drops.must_drop_pieces = l.value.all ? std::string() : l.value.letters;
        }
        if (const raw_entry* e = get("nMoveRule")) set_int(*e, r.end.move_rule);
        if (const raw_entry* e = get("nFoldRule")) set_int(*e, r.end.repetitions);
        if (const raw_entry* e = get("nFoldValue")) outcome_key(*e, r.end.repetition_outcome);
        if (const raw_entry* e = get("stalemateValue")) outcome_key(*e, r.end.stalemate);
        if (const raw_entry* e = get("checkmateValue")) outcome_key(*e, r.end.checkmate);
        flag("stalematePieceCount", r.end.stalemate_by_pieces);
        flag("mustCapture", r.board.must_capture);
        flag("blastOnCapture", r.board.blast);
        for (auto [key, target] : {std::pair{"blastImmuneTypes", &r.board.blast_immune}, std::pair{"mutuallyImmuneTypes", &r.board.mutually_immune}})
            if (const raw_entry* e = get(key)) {
                auto l = letters(*e, false);
                if (l.ok) *target = l.value.letters;
            }
        flag("dupleCheck", r.end.duple_check);
        if (const raw_entry* e = get("countingRule")) {
            const std::string& v = e->value;
            if (v == "makruk") r.end.counting = counting_rule::makruk;
            else if (v == "cambodian") r.end.counting = counting_rule::cambodian;
            else if (v == "asean") r.end.counting = counting_rule::asean;
            else if (v == "none") r.end.counting = counting_rule::none;
            else value_error(*e, 0, "expected 'makruk', 'cambodian', 'asean' or 'none'");
        }
        flag("oppositeCastling", r.castling.opposite);
        // Castling squares.
        if (const raw_entry* e = get("castlingRank")) {
            auto rk = read_rank(e->value);
            if (!rk.ok) value_error(*e, rk.error.column, rk.error.what);
            else r.castling.rank = rk.value;
        }
        for (auto [key, target] : {std::pair{"castlingRookKingsideFile", &r.castling.kingside_file},
                                   std::pair{"castlingRookQueensideFile", &r.castling.queenside_file}})
            if (const raw_entry* e = get(key)) {
                auto f = read_file(e->value);
                if (!f.ok) value_error(*e, f.error.column, f.error.what);
                else *target = f.value;
            }
        // Promotion choices.
        if (const raw_entry* e = get("promotionPieceTypes")) {
            auto l = letters(*e);
            if (l.ok) r.promotion.pieces = l.value.letters, r.promotion.black_pieces = std::string();
        }
        if (const raw_entry* e = get("promotionPieceTypesWhite")) {
            auto l = letters(*e);
            if (l.ok) r.promotion.pieces = l.value.letters;
        }
        if (const raw_entry* e = get("promotionPieceTypesBlack")) {
            auto l = letters(*e);
            if (l.ok) r.promotion.black_pieces = l.value.letters == r.promotion.pieces.view() ? std::string() : l.value.letters;
        }
        if (const raw_entry* e = get("promotionLimit")) {
            auto pairs = read_pairs(e->value);
            if (!pairs.ok) value_error(*e, pairs.error.column, pairs.error.what);
            else {
                std::string limits;
                for (const pair_item& p : pairs.value) {
                    auto n = read_int(p.value, 9999);
                    if (def_.pieces.index_of(p.letter) < 0) value_error(*e, p.column, std::string("the letter ") + p.letter + " is no piece of the variant");
                    else if (!n.ok) value_error(*e, p.value_column + n.error.column, n.error.what);
                    else limits += p.letter + std::to_string(n.value);
                }
                r.promotion.limits = limits;
            }
        }
        // Turns.
        both_sides("pass", r.turns.pass, "the pass");
        both_sides("passOnStalemate", r.turns.pass_on_stalemate, "the pass on stalemate");
        flag("freeDrops", r.drops.free);
        if (r.drops.free) r.drops.captures_to_hand = false;  // (Fairy-Stockfish's hands stay as they are)
        // Othello and Ataxx.
        if (const raw_entry* e = get("enclosingDrop")) enclosing_key(*e, r.drops.enclosing, true);
        if (const raw_entry* e = get("flipEnclosedPieces")) enclosing_key(*e, r.board.flips, false);
        if (const raw_entry* e = get("enclosingDropStart")) {
            auto h = region(*e);
            if (h.ok) r.drops.enclosing_start = h.value.text;
        }
        // Walls placed by moves: duck, amazons, isolation, snailtrail, atlantis.
        if (const raw_entry* e = get("wallingRule")) walling_key(*e, r.board.walls);
        {
            // wallingRegion sets both colours' regions; White's and Black's their own (unset: all squares).
            std::string both, white, black;
            const auto read = [&](const char* key, std::string& out) {
                if (const raw_entry* e = get(key)) {
                    auto h = region(*e);
                    if (h.ok && h.value.text.empty()) value_error(*e, 0, "an empty region: no move could place its wall");
                    else if (h.ok) out = h.value.text;
                }
            };
            read("wallingRegion", both), read("wallingRegionWhite", white), read("wallingRegionBlack", black);
            const std::string all = "a1-" + std::string(1, static_cast<char>('a' + def_.files - 1)) + std::to_string(def_.ranks);
            if (white.empty()) white = both;
            if (black.empty()) black = both.empty() && !white.empty() ? all : both;
            if (!white.empty() || !black.empty()) {
                r.board.wall_region = white.empty() ? all : white;
                r.board.wall_region_black = black == white ? std::string() : black.empty() ? all : black;
            }
        }
        flag("adjudicateFullBoard", r.end.full_board_ends);
        if (const raw_entry* e = get("castlingWins")) {
            // Castling rights as a FEN writes them: K, Q, k, q, or '-' for none.
            std::uint8_t wins = 0;
            bool ok = true;
            for (std::size_t i = 0; ok && i < e->value.size(); ++i) {
                const char c = e->value[i];
                int bit = -1;
                for (const auto& [b, letter] : castling_right_letters)
                    if (c == letter) bit = b;
                if (bit >= 0) wins = static_cast<std::uint8_t>(wins | (1u << bit));
                else if (c != '-' || e->value.size() != 1) ok = false, value_error(*e, i, "expected castling rights: K, Q, k and q, or '-'");
            }
            if (ok) r.end.castling_wins = wins;
        }
        if (const raw_entry* e = get("materialCounting")) {
            if (e->value == "unweighted") r.end.material_points = "*", r.end.komi_tenths = 0, r.end.draw_odds = -1;
            else if (e->value == "none") r.end.material_points = std::string(), r.end.komi_tenths = 0, r.end.draw_odds = -1;
            else if (e->value == "whitedrawodds" || e->value == "blackdrawodds")
                r.end.material_points = std::string(), r.end.komi_tenths = 0, r.end.draw_odds = e->value == "whitedrawodds" ? 0 : 1;
            else if (e->value == "janggi")
                value_error(*e, 0, "not supported by ferz yet: '" + e->value + "' (ferz reads 'unweighted', 'whitedrawodds', 'blackdrawodds' and 'none'; ferz.materialPoints gives a count by letter)");
            else value_error(*e, 0, "expected 'unweighted', 'none', 'janggi', 'whitedrawodds' or 'blackdrawodds'");
        }
        ferz_keys();
        gui_keys();
        unsupported_keys();
    }

    // A rule FSF sets per colour (`key`, `keyWhite`, `keyBlack`), which ferz has for both sides or neither.
    void both_sides(const std::string& key, bool& target, std::string_view what) {
        bool white = target, black = target;
        const raw_entry* any = get(key);
        if (any && set_bool(*any, white)) black = white;
        if (const raw_entry* e = get(key + "White")) set_bool(*e, white), any = e;
        if (const raw_entry* e = get(key + "Black")) set_bool(*e, black), any = e;
        if (white != black) error_key(*any, "ferz has " + std::string(what) + " for both sides or neither");
        target = white;
    }

    void walling_key(const raw_entry& e, walling_rule& target) {
        const std::string& v = e.value;
        if (v == "arrow") target = walling_rule::arrow;
        else if (v == "duck") target = walling_rule::duck;
        else if (v == "past") target = walling_rule::past;
        else if (v == "static") target = walling_rule::anywhere;
        else if (v == "edge") target = walling_rule::edge;
        else if (v == "none") target = walling_rule::none;
        else value_error(e, 0, "expected 'arrow', 'duck', 'edge', 'past', 'static' or 'none'");
    }

    // enclosingDrop (drops: every rule but quadwrangle) and flipEnclosedPieces (reversi, ataxx).
    void enclosing_key(const raw_entry& e, enclosing_rule& target, bool drops) {
        const std::string& v = e.value;
        if (v == "reversi") target = enclosing_rule::reversi;
        else if (v == "ataxx") target = enclosing_rule::ataxx;
        else if (v == "none") target = enclosing_rule::none;
        else if (drops && v == "top") target = enclosing_rule::top;
        else if (drops && v == "snort") target = enclosing_rule::snort;
        else if (drops && v == "anyside") target = enclosing_rule::anyside;
        else if (v == "quadwrangle")
            value_error(e, 0, "not supported by ferz yet: 'quadwrangle' (ferz reads 'reversi', 'ataxx', 'top', 'snort', 'anyside' and 'none')");
        else if (v == "snort" || v == "anyside" || v == "top")
            value_error(e, 0, "'" + v + "' is a rule for drops (enclosingDrop); Fairy-Stockfish turns nothing over with it");
        else value_error(e, 0, "expected 'reversi', 'ataxx', 'quadwrangle', 'snort', 'anyside', 'top' or 'none'");
    }

    void outcome_key(const raw_entry& e, outcome& target) {
        auto o = read_outcome(e.value);
        if (!o.ok) value_error(e, o.error.column, o.error.what);
        else target = o.value;
    }

    void ferz_keys() {
        variant_rules& r = def_.rules;
        auto flag = [&](std::string_view key, bool& target) {
            if (const raw_entry* e = get(key)) set_bool(*e, target);
        };
        flag("ferz.royalsInHand", r.drops.royals_in_hand);
        flag("ferz.blastSparesPawns", r.board.blast_spares_pawns);
        flag("ferz.pawnsAllowedOnFirstRank", r.pawns.allowed_on_first_rank);
        flag("ferz.promotionFromZone", r.promotion.from_zone);
        flag("ferz.promotionFromZoneOnCapture", r.promotion.from_zone_on_capture);
        flag("ferz.insufficientMaterial", r.end.insufficient_material);
        flag("ferz.impasseDeclaration", r.end.impasse.declaration);
        flag("ferz.everyPseudoRoyal", r.end.every_pseudo_royal);
        if (const raw_entry* e = get("ferz.pawnLowestRank")) set_int(*e, r.pawns.lowest_rank, 15);
        if (const raw_entry* e = get("ferz.impassePoints")) set_int(*e, r.end.impasse.points);
        if (const raw_entry* e = get("ferz.komiTenths")) set_int(*e, r.end.komi_tenths);
        if (const raw_entry* e = get("ferz.maxMoves")) {
            int n = 0;
            if (set_int(*e, n)) r.max_moves = static_cast<std::size_t>(n);
        }
        if (const raw_entry* e = get("ferz.pawnDropMatePiece")) one_letter(*e, r.drops.pawn_drop_mate_piece);
        if (const raw_entry* e = get("ferz.impasseMajor")) r.end.impasse.major = e->value == "-" ? std::string() : e->value;
        if (const raw_entry* e = get("ferz.pseudoRoyals")) r.end.pseudo_royals = e->value == "-" ? std::string() : e->value;
        if (const raw_entry* e = get("ferz.lions")) r.board.lions.pieces = e->value == "-" ? std::string() : e->value;
        if (const raw_entry* e = get("ferz.lionsWorthless")) r.board.lions.worthless = e->value == "-" ? std::string() : e->value;
        if (const raw_entry* e = get("ferz.materialPoints")) r.end.material_points = e->value == "-" ? std::string() : e->value;
        if (const raw_entry* e = get("ferz.holes")) {
            auto h = region(*e);
            if (h.ok) r.board.holes = h.value.text;
        }
        // A SAN letter inherited from the parent (xiangqi's H, E) gives way to a piece of the file
        // that takes the same letter in FEN.
        for (piece_def& p : pieces_mut())
            if (p.san_letter && def_.pieces.index_of(p.san_letter) >= 0) p.san_letter = 0;
        if (const raw_entry* e = get("ferz.sanLetters")) san_letters(*e);
        if (const raw_entry* e = get("ferz.noSameTypeHops")) {
            auto l = letters(*e, false);
            if (l.ok)
                for (piece_def& p : pieces_mut()) p.traits = l.value.letters.find(p.letter) != std::string::npos && !p.promoted
                                                                 ? p.traits | no_same_type_hops
                                                                 : p.traits & ~unsigned(no_same_type_hops);
        }
    }

    // ferz.sanLetters = N:H B:E +L:G (`-`: none): each piece's letter in SAN, a promoted form with '+'.
    void san_letters(const raw_entry& e) {
        for (piece_def& p : pieces_mut()) p.san_letter = 0;
        const std::string& v = e.value;
        if (v == "-") return;
        constexpr std::string_view form = "expected a piece letter, ':' and its SAN letter, a capital (`N:H`, `+L:G`)";
        for (const piece_word& w : piece_words(v)) {
            if (w.letter == 0 || w.rest.size() != 2 || w.rest[0] != ':' || !is_upper(w.rest[1])) return value_error(e, w.column, std::string(form));
            const int t = def_.pieces.index_of(w.letter, w.promoted);
            if (t < 0) return value_error(e, w.column, std::string(w.promoted ? "+" : "") + w.letter + " is no piece of the variant");
            def_.pieces[static_cast<std::size_t>(t)].san_letter = w.rest[1];
        }
    }

    struct piece_range {
        piece_list& list;
        piece_def* begin() { return list.size() ? &list[0] : nullptr; }
        piece_def* end() { return list.size() ? &list[0] + list.size() : nullptr; }
    };
    piece_range pieces_mut() { return {def_.pieces}; }

    void gui_keys() {
        if (const raw_entry* e = get("variantTemplate"))
            if (e->value != "fairy" && e->value != "shogi" && e->value != "bughouse") value_error(*e, 0, "expected 'fairy', 'shogi' or 'bughouse'");
        if (const raw_entry* e = get("pocketSize")) {
            int n = 0;
            set_int(*e, n, 99);
        }
        if (const raw_entry* e = get("pieceToCharTable")) {
            const std::string& v = e->value;
            for (std::size_t i = 0; i < v.size() && v != "-"; ++i) {
                const char c = v[i];
                if (c == '.' || c == '+' || c == '~' || c == '*') continue;
                if (!is_lower(c) && !is_upper(c)) {
                    value_error(*e, i, std::string("'") + c + "' is not a piece letter, '.' or '+'");
                    break;
                }
                if (def_.pieces.index_of(c) < 0) {
                    warning_value(*e, i, std::string("the letter ") + c + " is no piece of the variant (the table is for GUIs only)");
                    break;
                }
            }
        }
        for (std::string_view key : {std::string_view("pieceValueMg"), std::string_view("pieceValueEg")})
            if (const raw_entry* e = get(key)) {
                auto pairs = read_pairs(e->value);
                if (!pairs.ok) {
                    value_error(*e, pairs.error.column, pairs.error.what);
                    continue;
                }
                for (const pair_item& p : pairs.value) {
                    auto n = read_int(p.value);
                    if (!n.ok) value_error(*e, p.value_column + n.error.column, n.error.what);
                }
            }
    }

    // A key ferz does not support: its Fairy-Stockfish default changes nothing (a warning), any other
    // value would change the rules (an error).
    void unsupported_keys() {
        for (const auto& [name, e] : entries_) {
            const key_info* k = find_key(name);
            if (!k || k->support != key_support::unsupported) continue;
            const std::string_view v = e->value;
            const bool is_default = v == k->fsf_default || (k->fsf_default.empty() && (v == "-" || v.empty())) ||
                                    (k->fsf_default == "-" && v.empty());
            if (is_default)
                warning_key(*e, "not supported by ferz yet (" + std::string(k->doc) + "); the value is Fairy-Stockfish's default, so nothing changes");
            else
                error_key(*e, "not supported by ferz yet: " + std::string(k->doc));
        }
        if (const raw_entry* e = get("dropOnTop")) {
            bool on = false;
            if (set_bool(*e, on) && on) def_.rules.drops.enclosing = enclosing_rule::top;  // (Fairy-Stockfish's older key)
        }
    }
};

}  // namespace ferz::fsf
