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
        extinction_keys();
        // Fairy-Stockfish's pseudo-royal pieces are also its extinction pieces: where blasts can take
        // them (blastOnCapture: atomic), losing the last one loses.
        end_policy& e = def_.rules.end;
        if (def_.rules.board.blast && !e.pseudo_royals.empty() && !e.every_pseudo_royal && e.extinction_pieces.empty() &&
            e.pseudo_royals.view().find('+') == std::string_view::npos)
            e.extinction_pieces = e.pseudo_royals.str(), e.extinction_count = 0, e.extinction_outcome = outcome::loss;
    }
    void extinction_keys() {
        const raw_entry* ve = get("extinctionValue");
        const raw_entry* te = get("extinctionPieceTypes");
        const raw_entry* ce = get("extinctionPieceCount");
        const raw_entry* oe = get("extinctionOpponentPieceCount");
        const raw_entry* pe = get("extinctionPseudoRoyal");
        const raw_entry* cl = get("extinctionClaim");
        const raw_entry* any = ve ? ve : te ? te : ce ? ce : oe ? oe : pe ? pe : cl;
        if (!any) return;
        // A key the section does not give keeps the parent's extinction rule (Fairy-Stockfish copies
        // the parent's settings; 6x6atom gives only extinctionPseudoRoyal).
        const end_policy& parent = def_.rules.end;
        const bool inherit = !parent.extinction_pieces.empty();
        std::string value = ve                ? ve->value
                            : !inherit        ? std::string("none")
                            : parent.extinction_outcome == outcome::win  ? std::string("win")
                            : parent.extinction_outcome == outcome::draw ? std::string("draw")
                                                                         : std::string("loss");
        if (value != "win" && value != "loss" && value != "draw" && value != "none")
            return value_error(*ve, 0, "expected 'win', 'loss', 'draw' or 'none'");
        letter_list types;
        if (inherit) types = read_letters(parent.extinction_pieces.view()).value;
        int count = inherit ? parent.extinction_count : 0, opponent = inherit ? parent.extinction_opponent_count : 0;
        bool pseudo = inherit && !parent.pseudo_royals.empty(), claim = inherit && parent.extinction_claim;
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
            // A kind is its pieces and the promoted forms that turn into it (backrank's q:k ... p:k:
            // every promoted piece is a commoner, counted with the one it starts with).
            for (char t : types.letters) {
                bool formed = false;
                for (const auto& [b, tgt] : promo_pairs_)
                    if (tgt == t) list += std::string("+") + b, formed = true;
                const piece_def* own = def_.pieces.find(t);
                if (!formed || (own && !(own->traits & royal))) list += t;
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
        const raw_entry* ce = get("flagPieceCount");
        const raw_entry* be = get("flagPieceBlockedWin");
        const raw_entry* any = pe ? pe : pw ? pw : pb ? pb : re ? re : rw ? rw : rb ? rb : me ? me : se ? se : ce ? ce : be;
        if (!any) return;
        end_policy& e = def_.rules.end;
        // A child keeps what of its parent's flag it does not give: the piece, the regions, flagMove,
        // flagPieceSafe and the count (crossing, a king of the hill with a rank for each side;
        // pawnsking, whose `flagPiece = *` keeps pawnsonly's ranks). Fairy-Stockfish's flag piece
        // is any piece ('*') where none is given.
        const char parent_piece = e.flag_piece ? e.flag_piece : e.try_piece;
        char white = pe || pw || pb ? 0 : parent_piece ? parent_piece : '*', black = white;
        auto piece_of = [&](const raw_entry& entry, char& out) {  // `*` (or nothing): any piece
            if (!one_letter(entry, out)) return false;
            if (out == 0) out = '*';
            return true;
        };
        if (pe && piece_of(*pe, white)) black = white;
        if (pw && !piece_of(*pw, white)) return;
        if (pb && !piece_of(*pb, black)) return;
        if (white != black) return error_key(pb ? *pb : *pw, "ferz has one flag piece type for both sides");
        region_value w, b;
        if (!re && !rw && !rb && parent_piece) {
            const bool was_try = e.flag_piece == 0;
            const std::string white_text = was_try ? "*" + std::to_string(def_.ranks) : std::string(e.flag_region.view());
            const std::string black_text = was_try ? std::string("*1") : e.flag_region_black.empty() ? white_text : std::string(e.flag_region_black.view());
            auto pw_region = fsf::read_region(white_text, def_.files, def_.ranks), pb_region = fsf::read_region(black_text, def_.files, def_.ranks);
            if (pw_region.ok) w = pw_region.value;
            if (pb_region.ok) b = pb_region.value;
        }
        for (auto [entry, target] : {std::pair{re, &w}, std::pair{rw, &w}, std::pair{re, &b}, std::pair{rb, &b}})
            if (entry) {
                auto r = region(*entry);
                if (!r.ok) return;
                *target = r.value;
            }
        bool move = parent_piece != 0 && e.flag_move, safe = parent_piece != 0 && (e.flag_piece == 0 || e.flag_safe), blocked = e.flag_blocked_win;
        int count = e.flag_count;
        if ((me && !set_bool(*me, move)) || (se && !set_bool(*se, safe)) || (be && !set_bool(*be, blocked))) return;
        if (ce && !set_int(*ce, count, 256)) return;
        if (ce && count < 1) return value_error(*ce, 0, "at least 1");
        e.flag_piece = 0, e.flag_region = std::string(), e.flag_region_black = std::string(), e.try_piece = 0, e.flag_move = true;
        e.flag_count = 1, e.flag_blocked_win = false, e.flag_safe = false;
        if (w.squares.empty() && b.squares.empty()) return;
        if (safe && !move && white != '*' && count == 1 && !blocked && top_ranks(w.squares, def_.files, def_.ranks) == 1 &&
            b.squares == mirror(w.squares, def_.files, def_.ranks)) {
            e.try_piece = white;
        } else {
            e.flag_piece = white;
            e.flag_region = w.text;
            if (w.squares != b.squares) e.flag_region_black = b.squares.empty() ? std::string("-") : b.text;
            e.flag_move = move;
            e.flag_count = count;
            e.flag_blocked_win = blocked;
            e.flag_safe = safe;
        }
    }


    // connectN, connectNxN, collinearN, connectPieceTypes, connectHorizontal/Vertical/Diagonal,
    // connectRegion1/2White/Black and connectValue: rules.end.connect. A key not given keeps the
    // parent's value.
    void connect() {
        connect_goal g = def_.rules.end.connect;
        const raw_entry* ne = get("connectN");
        const raw_entry* se = get("connectNxN");
        const raw_entry* ce = get("collinearN");
        const raw_entry* te = get("connectPieceTypes");
        const raw_entry* ve = get("connectValue");
        if ((ne && !set_int(*ne, g.n, 16)) || (se && !set_int(*se, g.square, 16)) || (ce && !set_int(*ce, g.collinear, 16))) return;
        for (const auto& [key, bit] : {std::pair{"connectHorizontal", connect_goal::ranks}, std::pair{"connectVertical", connect_goal::files},
                                       std::pair{"connectDiagonal", connect_goal::diagonals}})
            if (const raw_entry* e = get(key)) {
                bool on = (g.lines & bit) != 0;
                if (!set_bool(*e, on)) return;
                g.lines = static_cast<std::uint8_t>(on ? g.lines | bit : g.lines & ~bit);
            }
        if (te) {
            auto l = read_letters(te->value);
            if (!l.ok) return value_error(*te, l.error.column, l.error.what);
            for (std::size_t i = 0; i < l.value.letters.size(); ++i)
                if (def_.pieces.index_of(l.value.letters[i]) < 0)
                    return value_error(*te, l.value.columns[i], std::string("the letter ") + l.value.letters[i] + " is no piece of the variant");
            g.pieces = l.value.all ? std::string() : l.value.letters;
        }
        for (const auto& [key, target] : {std::pair{"connectRegion1White", &g.from}, std::pair{"connectRegion2White", &g.to},
                                          std::pair{"connectRegion1Black", &g.from_black}, std::pair{"connectRegion2Black", &g.to_black}})
            if (const raw_entry* e = get(key)) {
                auto r = region(*e);
                if (!r.ok) return;
                *target = r.value.squares.empty() ? std::string() : r.value.text;
            }
        if (ve) {
            if (ve->value != "win" && ve->value != "loss" && ve->value != "draw") return value_error(*ve, 0, "expected 'win', 'loss' or 'draw'");
            g.result = ve->value == "win" ? outcome::win : ve->value == "loss" ? outcome::loss : outcome::draw;
        }
        if ((g.n > 0 || g.collinear > 0 || g.joins()) && g.lines == 0 && !g.square)
            return error_key(ne ? *ne : *ce, "no lines to connect along: connectHorizontal, connectVertical and connectDiagonal are all false");
        def_.rules.end.connect = g;
    }
};

}  // namespace ferz::fsf
