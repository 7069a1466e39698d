// ferz/notation/fsf_regions.hpp: the region keys of a Fairy-Stockfish section.
//
// Fairy-Stockfish gives each region per colour (promotionRegionWhite/Black, doubleStepRegionWhite/Black,
// enPassantRegionWhite/Black, dropRegionWhite/Black). ferz has each once, from White's side and
// mirrored for Black, except the promotion zone, which may have a Black zone of its own (Legan's,
// White's turned half a turn), and the drop region (synochess: Black's alone). A pair that ferz cannot
// hold is an error naming the key.
#pragma once

#include <string>
#include <string_view>
#include <utility>

#include "ferz/notation/fsf_fen.hpp"
#include "ferz/notation/fsf_goals.hpp"
#include "ferz/notation/fsf_pieces.hpp"
#include "ferz/notation/fsf_values.hpp"

namespace ferz::fsf {

class region_keys : protected goal_keys {
protected:
    using goal_keys::goal_keys;

    [[nodiscard]] square_set zone_set() const {
        const promotion_policy& p = def_.rules.promotion;
        if (!p.zone.empty()) {
            auto r = read_region(p.zone.view(), def_.files, def_.ranks);
            if (r.ok) return r.value.squares;
        }
        return rank_span(def_.files, def_.ranks - p.ranks, def_.ranks - 1);
    }

    // Whether a piece that promotes is in the start position (a parent's pawn that the section's
    // start position leaves out never promotes).
    [[nodiscard]] bool promotes() const {
        for (const piece_def& p : def_.pieces)
            if (!p.promoted && ((p.traits & pawn) || def_.pieces.find(p.letter, true)) && fen_has(def_.start_fen.view(), p.letter)) return true;
        return false;
    }

    void promotion_region() {
        const raw_entry* w = get("promotionRegionWhite");
        const raw_entry* b = get("promotionRegionBlack");
        const raw_entry* old = get("promotionRank");
        if (!w && !b && !old) {
            if (!parent_ && def_.ranks != 8 && promotes())
                section_error("Fairy-Stockfish's default promotion region is rank 8 for White and rank 1 for Black on any board; on " +
                                  std::to_string(def_.ranks) +
                                  " ranks ferz cannot play that (its zones are mirror images): give promotionRegionWhite and promotionRegionBlack",
                              "promotionRegionWhite");
            else if (parent_ && ranks_changed_ && promotes())
                section_error("maxRank changes the board, and Fairy-Stockfish's promotion region stays on the parent's ranks: give promotionRegionWhite and promotionRegionBlack",
                              "promotionRegionWhite");
            return;
        }
        square_set ws, bs;
        std::string text;
        if (w) {
            auto r = region(*w);
            if (!r.ok) return;
            ws = r.value.squares, text = r.value.text;
        } else if (old) {
            auto r = read_rank(old->value);
            if (!r.ok) return value_error(*old, r.error.column, r.error.what);
            if (r.value >= def_.ranks) return value_error(*old, 0, "the rank is not on the board");
            ws = rank_span(def_.files, r.value, def_.ranks - 1);
        } else {
            // Fairy-Stockfish's default without a parent: rank 8 on any board.
            ws = parent_ ? zone_set() : (def_.ranks >= 8 ? rank_span(def_.files, 7, 7) : square_set{});
            text = parent_ ? std::string(def_.rules.promotion.zone.view())
                           : def_.ranks >= 8 ? square_name(0, 7) + "-" + square_name(def_.files - 1, 7) : std::string();
        }
        std::string black_text;
        if (b) {
            auto r = region(*b);
            if (!r.ok) return;
            bs = r.value.squares, black_text = r.value.text;
        } else if (old && !w) {
            bs = mirror(ws, def_.files, def_.ranks);  // promotionRank is for both sides
        } else {
            bs = parent_ ? mirror(zone_set(), def_.files, def_.ranks) : rank_span(def_.files, 0, 0);
        }
        // A Black region that is not the mirror image of White's is Black's own zone (Legan's).
        const bool own_black = !(bs == mirror(ws, def_.files, def_.ranks));
        if (own_black && !b)
            return error_key(w ? *w : *old, "White's promotion region is not the mirror image of Black's default one: give promotionRegionBlack too");
        if (ws.empty() || (own_black && bs.empty()))
            return error_key(ws.empty() ? (w ? *w : old ? *old : *b) : *b,
                             "an empty promotion region is not supported: leave the promotion pieces empty instead");
        def_.rules.promotion.black_zone = own_black ? black_text : std::string();
        if (const int k = top_ranks(ws, def_.files, def_.ranks)) {
            def_.rules.promotion.ranks = k;
            def_.rules.promotion.zone = std::string();
        } else {
            def_.rules.promotion.zone = text;
        }
    }

    void double_step_region() {
        const raw_entry* w = get("doubleStepRegionWhite");
        const raw_entry* b = get("doubleStepRegionBlack");
        const raw_entry* hi = get("doubleStepRank");
        const raw_entry* lo = get("doubleStepRankMin");
        if (!w && !b && !hi && !lo) {
            // Fairy-Stockfish's default: pawns double-step from the second rank (White) and the
            // seventh (Black) only. ferz's default is "from the square a piece started on", which is
            // the same unless a double-stepping pawn starts elsewhere (`weak`: Black's pawns on the
            // fifth and sixth ranks too); then the region is said.
            bool elsewhere = false;
            for (const piece_def& p : def_.pieces)
                if (!p.promoted && p.betza.view() == fsf_pawn_double)
                    elsewhere = elsewhere || fen_has_off_rank(def_.start_fen.view(), def_.ranks, 1, p.letter) ||
                                fen_has_off_rank(def_.start_fen.view(), def_.ranks, def_.ranks - 2, to_lower(p.letter));
            if (elsewhere && def_.rules.pawns.initial_squares.empty() && def_.ranks == 8)
                def_.rules.pawns.initial_squares = square_name(0, 1) + "-" + square_name(def_.files - 1, 1);
            return;
        }
        square_set ws, bs;
        std::string text;
        if (w) {
            auto r = region(*w);
            if (!r.ok) return;
            ws = r.value.squares, text = r.value.text;
        } else {
            int a = 1, z = 1;
            if (hi) {
                auto r = read_rank(hi->value);
                if (!r.ok) return value_error(*hi, r.error.column, r.error.what);
                z = r.value;
            }
            if (lo) {
                auto r = read_rank(lo->value);
                if (!r.ok) return value_error(*lo, r.error.column, r.error.what);
                a = r.value;
            }
            if (z >= def_.ranks || a > z) return error_key(hi ? *hi : lo ? *lo : *b, "the double-step ranks are not on the board");
            ws = rank_span(def_.files, a, z);
            text = square_name(0, a) + "-" + square_name(def_.files - 1, z);
        }
        if (b) {
            auto r = region(*b);
            if (!r.ok) return;
            bs = r.value.squares;
        } else {
            bs = def_.ranks >= 8 ? rank_span(def_.files, 6, 6) : square_set{};
        }
        if (!(bs == mirror(ws, def_.files, def_.ranks)))
            return error_key(b ? *b : w ? *w : hi ? *hi : *lo, "the double-step regions must be mirror images (ferz's is given from White's side)");
        if (ws.empty()) {  // no double steps anywhere
            for (std::size_t i = 0; i < def_.pieces.size(); ++i)
                if (def_.pieces[i].betza.view() == fsf_pawn_double) def_.pieces[i].betza = fsf_pawn_single;
            return;
        }
        def_.rules.pawns.initial_squares = text;
    }

    // A region given per colour (`w`, `b`; the whole board where one is missing) that must be mirror
    // images, as ferz holds it once: White's squares and text, or nothing after an error (named
    // `what`) was reported.
    struct mirrored_region {
        bool ok = false;
        square_set squares;
        std::string text;
    };
    mirrored_region mirrored_pair(const raw_entry* w, const raw_entry* b, std::string_view what) {
        mirrored_region out;
        out.squares = rank_span(def_.files, 0, def_.ranks - 1);
        square_set bs = out.squares;
        for (auto [entry, white] : {std::pair{w, true}, std::pair{b, false}}) {
            if (!entry) continue;
            auto r = region(*entry);
            if (!r.ok) return out;
            if (white) out.squares = r.value.squares, out.text = r.value.text;
            else bs = r.value.squares;
        }
        if (!(bs == mirror(out.squares, def_.files, def_.ranks))) {
            error_key(b ? *b : *w, "the " + std::string(what) + " regions must be mirror images (ferz's is given from White's side)");
            return out;
        }
        out.ok = true;
        return out;
    }

    // The drop regions: the first ranks of each side (rules.drops.zone_ranks), else each colour's
    // region as given (rules.drops.region and region_black; the whole board where a key is missing).
    void drop_region() {
        const raw_entry* w = get("dropRegionWhite") ? get("dropRegionWhite") : get("whiteDropRegion");
        const raw_entry* b = get("dropRegionBlack") ? get("dropRegionBlack") : get("blackDropRegion");
        if (!w && !b) return;
        const square_set all = rank_span(def_.files, 0, def_.ranks - 1);
        square_set squares[2] = {all, all};
        std::string texts[2] = {all_squares_text(), all_squares_text()};
        for (int c = 0; c < 2; ++c)
            if (const raw_entry* e = c == 0 ? w : b) {
                auto r = region(*e);
                if (!r.ok) return;
                if (r.value.squares.empty()) return value_error(*e, 0, "an empty drop region: give the side no pieces in hand instead");
                squares[c] = r.value.squares, texts[c] = r.value.text;
            }
        def_.rules.drops.zone_ranks = 0, def_.rules.drops.region = std::string(), def_.rules.drops.region_black = std::string();
        if (squares[1] == mirror(squares[0], def_.files, def_.ranks)) {
            const int k = squares[0] == all ? 0 : bottom_ranks(squares[0], def_.files, def_.ranks);
            if (k > 0 || squares[0] == all) {
                def_.rules.drops.zone_ranks = k;
                return;
            }
        }
        def_.rules.drops.region = texts[0];
        def_.rules.drops.region_black = texts[1];
    }
    [[nodiscard]] std::string all_squares_text() const {
        return "a1-" + std::string(1, static_cast<char>('a' + def_.files - 1)) + std::to_string(def_.ranks);
    }

    // Where an e.p. capture may land (rules.pawns.ep_squares): Fairy-Stockfish's enPassantRegion, the
    // same squares for both colours, or enPassantRegionWhite/Black (horde: ranks 6 and 3).
    void en_passant_region() {
        const raw_entry* both = get("enPassantRegion");
        const raw_entry* w = get("enPassantRegionWhite") ? get("enPassantRegionWhite") : both;
        const raw_entry* b = get("enPassantRegionBlack") ? get("enPassantRegionBlack") : both;
        if (!w && !b) return;
        const mirrored_region r = mirrored_pair(w, b, "e.p.");
        if (!r.ok) return;
        if (r.squares.empty()) return error_key(w ? *w : *b, "an empty e.p. region is not supported: give the pawns no `e` instead");
        def_.rules.pawns.ep_squares = r.squares == rank_span(def_.files, 0, def_.ranks - 1) ? std::string() : r.text;
    }
};

}  // namespace ferz::fsf
