// ferz/notation/fsf_goals.hpp: the extinction and flag keys of a Fairy-Stockfish section.
//
// Fairy-Stockfish composes goals from a few keys each (extinctionValue, extinctionPieceTypes,
// extinctionPieceCount, extinctionOpponentPieceCount, extinctionPseudoRoyal; flagPiece, flagRegion,
// flagMove, flagPieceSafe). ferz has a few goal rules: extinction (pieces of some kinds, or all, down
// to a count: dobutsu's lion, Koedem's kings, the bare king, the losing games), pseudo-royal pieces
// (sho shogi), the flag (Jeson Mor, king of the hill, racing kings) and the try (dobutsu). Each group
// of keys is read as a whole, with Fairy-Stockfish's defaults for the keys not given, and must be one
// of those; any other combination is an error naming what ferz has, never a rule half applied.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "ferz/notation/fsf_rules.hpp"
#include "ferz/notation/fsf_values.hpp"

namespace ferz::fsf {

class goal_keys : protected rule_keys {
protected:
    using rule_keys::rule_keys;
    std::vector<std::pair<char, char>> promo_pairs_;  // promotedPieceType's base, target

    void extinction() {
        const raw_entry* ve = get("extinctionValue");
        const raw_entry* te = get("extinctionPieceTypes");
        const raw_entry* ce = get("extinctionPieceCount");
        const raw_entry* oe = get("extinctionOpponentPieceCount");
        const raw_entry* pe = get("extinctionPseudoRoyal");
        const raw_entry* cl = get("extinctionClaim");
        const raw_entry* any = ve ? ve : te ? te : ce ? ce : oe ? oe : pe ? pe : cl;
        if (!any) return;
        std::string value = ve ? ve->value : "none";
        if (value != "win" && value != "loss" && value != "draw" && value != "none")
            return value_error(*ve, 0, "expected 'win', 'loss', 'draw' or 'none'");
        letter_list types;
        int count = 0, opponent = 0;
        bool pseudo = false, claim = false;
        if (te) {
            auto l = read_letters(te->value);
            if (!l.ok) return value_error(*te, l.error.column, l.error.what);
            types = l.value;
            for (std::size_t i = 0; i < types.letters.size(); ++i)
                if (def_.pieces.index_of(types.letters[i]) < 0)
                    return value_error(*te, types.columns[i], std::string("the letter ") + types.letters[i] + " is no piece of the variant");
        }
        if ((ce && !set_int(*ce, count)) || (oe && !set_int(*oe, opponent)) || (pe && !set_bool(*pe, pseudo)) || (cl && !set_bool(*cl, claim))) return;
        end_policy& e = def_.rules.end;
        e.extinction_pieces = std::string(), e.extinction_count = 0, e.extinction_opponent_count = 0;
        e.extinction_outcome = outcome::loss, e.extinction_claim = false;
        if (!get("ferz.pseudoRoyals")) e.pseudo_royals = std::string();
        if (!get("ferz.everyPseudoRoyal")) e.every_pseudo_royal = false;
        if (value == "none" || (types.letters.empty() && !types.all)) {
            if (ve && value != "none") warning_key(*ve, "no extinctionPieceTypes: no extinction rule");
            return;
        }
        if (!pseudo && (types.all != !types.letters.empty())) {
            e.extinction_pieces = types.all ? std::string("*") : types.letters;
            e.extinction_count = count, e.extinction_opponent_count = opponent, e.extinction_claim = claim;
            e.extinction_outcome = value == "win" ? outcome::win : value == "draw" ? outcome::draw : outcome::loss;
        } else if (!types.all && pseudo && value == "loss" && (count == 0 || count >= def_.files * def_.ranks) && opponent == 0) {
            // Pseudo-royal while a side has at most count + 1 of a kind: the last one (0), or every
            // one (a count no side can reach: coregal's 64).
            e.every_pseudo_royal = count != 0;
            std::string list;
            for (char t : types.letters) {
                char base = 0;
                for (const auto& [b, tgt] : promo_pairs_)
                    if (tgt == t) base = b;
                list += base ? std::string("+") + base : std::string(1, t);
            }
            e.pseudo_royals = list;
        } else {
            error_key(*any,
                      "this combination of extinction keys is not one of ferz's rules; ferz has: pieces of the named kinds (letters) or all "
                      "pieces (`*`) down to extinctionPieceCount, with any value, and pseudo-royal pieces (extinctionPseudoRoyal = true, "
                      "loss, count 0 for the last one, or a count above the board's squares for every one)");
        }
    }

    void flag() {
        const raw_entry* pe = get("flagPiece");
        const raw_entry* pw = get("flagPieceWhite");
        const raw_entry* pb = get("flagPieceBlack");
        const raw_entry* re = get("flagRegion");
        const raw_entry* rw = get("flagRegionWhite") ? get("flagRegionWhite") : get("whiteFlag");
        const raw_entry* rb = get("flagRegionBlack") ? get("flagRegionBlack") : get("blackFlag");
        const raw_entry* me = get("flagMove");
        const raw_entry* se = get("flagPieceSafe");
        const raw_entry* any = pe ? pe : pw ? pw : pb ? pb : re ? re : rw ? rw : rb ? rb : me ? me : se;
        if (!any) return;
        // A child keeps its parent's flag piece and flagMove where it does not give them (crossing, a
        // king of the hill with a rank for each side).
        const char parent_piece = def_.rules.end.flag_piece;
        char white = pe || pw || pb ? 0 : parent_piece, black = white;
        if (pe && one_letter(*pe, white)) black = white;
        if (pw && !one_letter(*pw, white)) return;
        if (pb && !one_letter(*pb, black)) return;
        if (white != black) return error_key(pb ? *pb : *pw, "ferz has one flag piece type for both sides");
        region_value w, b;
        for (auto [entry, target] : {std::pair{re, &w}, std::pair{rw, &w}, std::pair{re, &b}, std::pair{rb, &b}})
            if (entry) {
                auto r = region(*entry);
                if (!r.ok) return;
                *target = r.value;
            }
        bool move = parent_piece != 0 && def_.rules.end.flag_move, safe = false;
        if ((me && !set_bool(*me, move)) || (se && !set_bool(*se, safe))) return;
        end_policy& e = def_.rules.end;
        e.flag_piece = 0, e.flag_region = std::string(), e.flag_region_black = std::string(), e.try_piece = 0, e.flag_move = true;
        if (w.squares.empty() && b.squares.empty()) return;
        if (!white) return error_key(pe ? *pe : *any, "ferz's flag rules need one flag piece type (flagPiece = x)");
        if (safe && !move && top_ranks(w.squares, def_.files, def_.ranks) == 1 && b.squares == mirror(w.squares, def_.files, def_.ranks)) {
            e.try_piece = white;
        } else if (!safe && (w.squares == b.squares || !b.squares.empty())) {
            e.flag_piece = white;
            e.flag_region = w.text;
            if (w.squares != b.squares) e.flag_region_black = b.text;
            e.flag_move = move;
        } else {
            error_key(*any,
                      "this flag rule is not one of ferz's: it has the flag (a region for each side, or one for both; Black's not empty; "
                      "flagMove = true as in Jeson Mor and racing kings, false as in king of the hill) and the try (flagPieceSafe = true, "
                      "each side's last rank, as in dobutsu)");
        }
    }

};

}  // namespace ferz::fsf
