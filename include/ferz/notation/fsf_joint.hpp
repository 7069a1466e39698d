// ferz/notation/fsf_joint.hpp: the keys of a Fairy-Stockfish section that act together.
//
// Several keys make one ferz rule between them, after the pieces are known: the traits (which
// pieces promote chess-style, which one is the castling partner), the castling piece's `O` moves
// (Fairy-Stockfish gives the king's destination files, ferz the distance: `castlingKingsideFile = i`
// with the king on f1 is `irO3`), the pawn's double step and the soldier's sideways step, the drop
// and gating switches, the regions (given per colour, which ferz has once, from White's side), and
// the extinction and flag goals (fsf_goals.hpp); the regions are read in fsf_regions.hpp.
// Fairy-Stockfish's defaults are kept where they matter (no captures to hand, no dead-square rule,
// a promotion region on rank 8 whatever the board), and ferz's where a rule has no effect, so that
// chess written out key by key is ferz's chess.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/notation/fsf_fen.hpp"
#include "ferz/notation/fsf_goals.hpp"
#include "ferz/notation/fsf_regions.hpp"
#include "ferz/notation/fsf_pieces.hpp"
#include "ferz/notation/fsf_rules.hpp"

namespace ferz::fsf {

class joint_keys : protected region_keys {
protected:
    using region_keys::region_keys;

    // Run whatever errors came before, so that every key's value is checked; each step copes with
    // pieces or values that are missing.
    void finish() {
        pawn_traits();
        blast_pawns();
        partner_trait();
        double_step();
        soldier();
        castling();
        drops();
        // Fairy-Stockfish reads a start FEN's castling rights and ignores them without castling
        // (antihouse keeps giveaway's KQkq); gates are written there too, and stay.
        if (!castles_ && !def_.rules.drops.gating && !def_.rules.board.cambodian_gates)
            def_.start_fen = fen_without_castling_rights(def_.start_fen.view());
        promotion_region();
        double_step_region();
        en_passant_region();
        drop_region();
        extinction();
        flag();
        connect();
        move_rule_types();
        drop_restrictions();
        drops_in_region();
        drop_targets();
        defaults();
    }

private:
    [[nodiscard]] bool is_kind(char letter, std::string_view kind) const {
        auto it = kinds_.find(letter);
        return it != kinds_.end() && it->second == kind;
    }
    [[nodiscard]] static bool has_promoted_forms(const variant_def& d) {
        for (const piece_def& p : d.pieces)
            if (p.promoted) return true;
        return false;
    }
    [[nodiscard]] bool has_promoted_forms() const { return has_promoted_forms(def_); }
    // Whether the section keeps the immobilityIllegal it has (its own key, or its parent's value). ferz
    // keeps it true (as in its chess) where nothing can stand on a dead square, and Fairy-Stockfish's
    // is false unless a section says so: a section that brings promoted forms or optional promotion
    // to such a parent takes Fairy-Stockfish's default. (Drops brought to it keep the parent's: ferz's
    // chess pieces are never dropped where they could not move, by the pawns' own drop rules.)
    [[nodiscard]] bool keeps_immobility() const {
        if (get("immobilityIllegal")) return true;
        if (!parent_) return false;
        const bool parent_word = parent_->rules.drops.enabled || has_promoted_forms(*parent_) || parent_->rules.promotion.optional;
        return parent_word || !(has_promoted_forms() || def_.rules.promotion.optional);
    }
    [[nodiscard]] bool has_trait(unsigned t) const {
        for (const piece_def& p : def_.pieces)
            if (p.traits & t) return true;
        return false;
    }
    void set_trait(unsigned t, std::string_view letters) {
        for (std::size_t i = 0; i < def_.pieces.size(); ++i) {
            piece_def& p = def_.pieces[i];
            const bool on = !p.promoted && letters.find(p.letter) != std::string_view::npos;
            p.traits = on ? p.traits | t : p.traits & ~t;
        }
    }
    // A piece set given for both colours (`key`, `keyWhite`, `keyBlack`), which ferz has once. With
    // `apart`, sets that differ are taken together where each colour's own letters never stand for the
    // other colour (khans: White's pawns P, Black's S): see colours_apart; a colour not given then has
    // `fallback` (Fairy-Stockfish's default).
    bool both_colours(std::string_view key, std::string& out, std::string_view alias = {}, bool apart = false,
                      std::string_view fallback = {}) {
        const raw_entry* base = get(key);
        if (!base && !alias.empty()) base = get(alias);
        const raw_entry* w = get(std::string(key) + "White");
        const raw_entry* b = get(std::string(key) + "Black");
        if (!base && !w && !b) return false;
        std::string lw, lb;
        bool ok = true;
        if (apart && !base) lw = lb = fallback;
        if (base) {
            auto l = letters(*base);
            ok &= l.ok;
            lw = lb = l.value.letters;
        }
        if (w) {
            auto l = letters(*w);
            ok &= l.ok;
            lw = l.value.letters;
        }
        if (b) {
            auto l = letters(*b);
            ok &= l.ok;
            lb = l.value.letters;
        }
        std::string sw = lw, sb = lb;
        std::sort(sw.begin(), sw.end());
        std::sort(sb.begin(), sb.end());
        if (ok && sw != sb && apart && colours_apart(sw, sb)) {
            out = sw;
            for (const char c : sb)
                if (sw.find(c) == std::string::npos) out += c;
            return true;
        }
        if (ok && sw != sb) {
            error_key(b ? *b : *w, apart ? "ferz has one set for both colours here: the White and Black values must agree, unless "
                                           "each colour's own letters never stand for the other (in the start position, by "
                                           "promotion or from hand)"
                                         : "ferz has one set for both colours here: the White and Black values must agree");
            ok = false;
        }
        out = lw;
        return ok;
    }
    // Whether White's letters `w` and Black's `b` may be one set for both: a letter of one colour's
    // set alone is never a piece of the other colour, neither in the start position nor by promotion,
    // and no piece changes sides (no drops).
    [[nodiscard]] bool colours_apart(std::string_view w, std::string_view b) {
        if (def_.rules.drops.enabled || get("pieceDrops")) return false;
        const std::string_view fen = def_.start_fen.view();
        const auto& pr = def_.rules.promotion;
        const std::string_view black_promotions = pr.black_pieces.empty() ? pr.pieces.view() : pr.black_pieces.view();
        auto stands = [&](char letter) {
            return walk_fen_board(fen, def_.ranks, [&](int, int, char c, bool) { return c == letter; });
        };
        for (const char c : w)
            if (b.find(c) == std::string_view::npos && (stands(to_lower(c)) || black_promotions.find(c) != std::string_view::npos)) return false;
        for (const char c : b)
            if (w.find(c) == std::string_view::npos && (stands(c) || pr.pieces.view().find(c) != std::string_view::npos)) return false;
        return true;
    }

    void pawn_traits() {
        std::string pawns, fallback;
        for (const piece_def& p : def_.pieces)
            if (!p.promoted && ((p.traits & pawn) || is_kind(p.letter, "pawn"))) fallback += p.letter;
        if (const raw_entry* e = get("promotionPawnTypes"); e || get("promotionPawnTypesWhite") || get("promotionPawnTypesBlack")) {
            (void)e;
            if (!both_colours("promotionPawnTypes", pawns, {}, true, fallback)) return;
        } else if (get("pawnTypes")) {
            if (!both_colours("pawnTypes", pawns, {}, true, fallback)) return;
        } else {
            pawns = fallback;
        }
        set_trait(pawn, pawns);
        // Fairy-Stockfish lets pawns start on their own first rank (argess, legan): so may ferz's.
        for (const piece_def& p : def_.pieces)
            if (!p.promoted && (p.traits & pawn) &&
                (fen_file_of(def_.start_fen.view(), def_.ranks, 0, p.letter) >= 0 ||
                 fen_file_of(def_.start_fen.view(), def_.ranks, def_.ranks - 1, to_lower(p.letter)) >= 0))
                def_.rules.pawns.allowed_on_first_rank = true;
    }

    // Fairy-Stockfish's blast spares its pawn piece around the target, not the custom pieces that
    // pawnTypes makes pawns.
    void blast_pawns() {
        if (!def_.rules.board.blast || get("ferz.blastSparesPawns")) return;
        // A pawn this section defines is its pawn piece or a custom one; a parent's keeps the parent's word.
        bool fsf_pawns = false, custom_pawns = false;
        for (const piece_def& p : def_.pieces) {
            if (p.promoted || !(p.traits & pawn)) continue;
            const bool spared = kinds_.count(p.letter) ? is_kind(p.letter, "pawn") : def_.rules.board.blast_spares_pawns;
            (spared ? fsf_pawns : custom_pawns) = true;
        }
        if (fsf_pawns && custom_pawns) {
            const raw_entry* e = get("pawnTypes");
            return e ? error_key(*e, "not supported by ferz yet: with blastOnCapture, pawns of both the pawn piece and custom pieces (its blast spares only the first)")
                     : section_error("not supported by ferz yet: with blastOnCapture, pawns of both the pawn piece and custom pieces", "blastOnCapture");
        }
        def_.rules.board.blast_spares_pawns = !custom_pawns;
    }

    [[nodiscard]] bool castling_on() {
        if (const raw_entry* e = get("castling")) {
            bool on = true;
            set_bool(*e, on);
            return on;
        }
        if (!parent_) return true;
        // Castling is the parent's, as in Fairy-Stockfish: a king given moves of its own
        // (`king = k:KN`) still castles when the parent's king did.
        for (const piece_def& p : parent_->pieces)
            if (has_castling(p.betza.view())) return true;
        return false;
    }

    void partner_trait() {
        std::string partners;
        if (both_colours("castlingRookPieces", partners, "castlingRookPiece")) {
            set_trait(castling_partner, partners);  // one type or more (Perfect chess: rook and chancellor)
            return;
        }
        if (!castling_on()) {
            set_trait(castling_partner, "");
            return;
        }
        if (has_trait(castling_partner)) return;
        for (const piece_def& p : def_.pieces)
            if (is_kind(p.letter, "rook")) {
                set_trait(castling_partner, std::string(1, p.letter));
                return;
            }
    }

    void double_step() {
        const raw_entry* e = get("doubleStep");
        bool on = true;
        if (e) {
            if (!set_bool(*e, on)) return;
        } else if (parent_) {
            on = false;
            bool any = false;
            for (const piece_def& p : def_.pieces)
                if ((p.traits & pawn) && is_fsf_pawn(p.betza.view()) && !is_kind(p.letter, "pawn")) any = true, on |= p.betza.view() == fsf_pawn_double;
            if (!any) on = true;
        }
        for (std::size_t i = 0; i < def_.pieces.size(); ++i) {
            piece_def& p = def_.pieces[i];
            if (is_kind(p.letter, "pawn") || (e && (p.traits & pawn) && is_fsf_pawn(p.betza.view())))
                p.betza = on ? fsf_pawn_double : fsf_pawn_single;
        }
    }

    void soldier() {
        int rank = 0;
        const raw_entry* e = get("soldierPromotionRank");
        if (e) {
            auto r = read_rank(e->value);
            if (!r.ok) return value_error(*e, r.error.column, r.error.what);
            rank = r.value;
        }
        bool any = false;
        // The parent's soldier too, when the key is given (crowdedxiangqi's xiangqi soldier on 5 ranks).
        const char inherited = e ? slot_letter("soldier") : 0;
        for (std::size_t i = 0; i < def_.pieces.size(); ++i) {
            piece_def& p = def_.pieces[i];
            if (!is_kind(p.letter, "soldier") && (p.promoted || p.letter != inherited)) continue;
            any = true;
            if (e || (rank > 0 && rank < def_.ranks)) {
                p.betza = "fW";
                p.regions = 0, p.moves_in = {};
                if (rank < def_.ranks)
                    p = p.moving_in(square_name(0, rank) + "-" + square_name(def_.files - 1, def_.ranks - 1), "sW");
            }
        }
        if (e && !any) error_key(*e, "no soldier is defined in this section (soldier = p)");
    }

    bool castles_ = true;  // castling() found castling on
    void castling() {
        // With castling on but no castling partner left (massacre removes giveaway's rooks),
        // Fairy-Stockfish has no castling moves.
        castles_ = castling_on() && has_trait(castling_partner);
        if (!castles_) {
            for (std::size_t i = 0; i < def_.pieces.size(); ++i)
                if (has_castling(def_.pieces[i].betza.view())) def_.pieces[i].betza = without_castling(def_.pieces[i].betza.view());
            return;
        }
        char c = 0;
        std::string king;
        if (both_colours("castlingKingPiece", king)) {
            if (king.size() != 1) {
                const raw_entry* e = get("castlingKingPiece") ? get("castlingKingPiece") : get("castlingKingPieceWhite") ? get("castlingKingPieceWhite") : get("castlingKingPieceBlack");
                return error_key(*e, "one piece type castles");
            }
            c = king[0];
        }
        for (const piece_def& p : def_.pieces)
            if (!c && !p.promoted && has_castling(p.betza.view())) c = p.letter;
        for (const piece_def& p : def_.pieces)
            if (!c && !p.promoted && (p.traits & royal)) c = p.letter;
        piece_def* castler = c ? def_.pieces.find(c) : nullptr;
        if (!castler || (!has_castling(castler->betza.view()) && !has_trait(castling_partner))) return;
        int ok = 0, oq = 0;
        castling_distances(castler->betza.view(), ok, oq);
        const bool had = ok || oq;
        const int rank = def_.rules.castling.rank;
        int parent_kf = parent_ ? fen_file_of(parent_->start_fen.view(), parent_->ranks, parent_->rules.castling.rank, c) : -1;
        if (parent_ && parent_->rules.castling.king_file >= 0) parent_kf = parent_->rules.castling.king_file;
        int kf = fen_file_of(def_.start_fen.view(), def_.ranks, rank, c);
        const raw_entry* kfe = get("castlingKingFile");
        if (kfe) {
            auto f = read_file(kfe->value);
            if (!f.ok) return value_error(*kfe, f.error.column, f.error.what);
            kf = def_.rules.castling.king_file = f.value;
        }
        if (kf < 0) kf = def_.rules.castling.king_file >= 0 ? def_.rules.castling.king_file : parent_kf >= 0 ? parent_kf : 4;
        auto dest = [&](std::string_view key, int old, int sign, int fsf_default, int& out) {
            if (const raw_entry* e = get(key)) {
                auto f = read_file(e->value);
                if (!f.ok) return value_error(*e, f.error.column, f.error.what), false;
                out = f.value;
            } else if (had) {
                out = old == 0 ? -1 : (parent_kf >= 0 ? parent_kf : kf) + sign * old;
            } else {
                out = fsf_default;
            }
            return true;
        };
        int dk = 0, dq = 0;
        if (!dest("castlingKingsideFile", ok, 1, 6, dk) || !dest("castlingQueensideFile", oq, -1, 2, dq)) return;
        const int nk = dk < 0 ? 0 : dk - kf, nq = dq < 0 ? 0 : kf - dq;
        if ((nk < 0 || nq < 0 || (dk >= 0 && nk == 0) || (dq >= 0 && nq == 0)) && !fen_has_castling_rights(def_.start_fen.view()) &&
            !def_.rules.drops.castling_from_drops) {
            // No rights to castle in the start position, none to gain: castling never happens.
            castler->betza = without_castling(castler->betza.view());
            return;
        }
        if (nk < 0 || nq < 0 || (dk >= 0 && nk == 0) || (dq >= 0 && nq == 0)) {
            const raw_entry* e = get(nk <= 0 ? "castlingKingsideFile" : "castlingQueensideFile");
            std::string m = "the king's castling destinations must lie on either side of its file (" + std::string(1, static_cast<char>('a' + kf)) + ")";
            return e ? error_key(*e, m) : section_error(m + ": give castlingKingsideFile and castlingQueensideFile, or castling = false", "castling");
        }
        if (had && nk == ok && nq == oq) return;
        castler->betza = without_castling(castler->betza.view()) + castling_moves(nk, nq);
    }

    void drops() {
        const raw_entry* pd = get("pieceDrops");
        const raw_entry* sg = get("seirawanGating");
        const raw_entry* g = get("gating");
        const raw_entry* cm = get("cambodianMoves");
        if (!pd && !sg && !g && !cm) return;
        drop_policy& d = def_.rules.drops;
        bool piece_drops = parent_ ? d.enabled && d.drop_moves : false;
        bool seirawan = d.gating, cambodian = def_.rules.board.cambodian_gates, gating = d.gating || cambodian;
        if ((pd && !set_bool(*pd, piece_drops)) || (sg && !set_bool(*sg, seirawan)) || (cm && !set_bool(*cm, cambodian)) ||
            (g && !set_bool(*g, gating)))
            return;
        if ((seirawan || cambodian) && !gating) return error_key(sg ? *sg : cm ? *cm : *g, "needs gating = true");
        if (gating && !seirawan && !cambodian)
            return error_key(*g, "gating = true is ferz's only with seirawanGating = true or cambodianMoves = true");
        def_.rules.board.cambodian_gates = cambodian;
        d.gating = seirawan;
        d.enabled = seirawan || piece_drops;
        d.drop_moves = seirawan ? piece_drops : true;
    }

    void move_rule_types() {
        std::string types, pawn_letters;
        for (const piece_def& p : def_.pieces)
            if (p.traits & pawn) pawn_letters += p.letter;
        if (!both_colours("nMoveRuleTypes", types, {}, true, pawn_letters)) return;
        if (types.empty()) {  // `-`: no piece's move restarts the count (Pawnback)
            def_.rules.end.pawn_moves_reset = false;
            return;
        }
        std::string pawns;
        for (const piece_def& p : def_.pieces)
            if (p.traits & pawn) pawns += p.letter;
        std::sort(types.begin(), types.end());
        std::sort(pawns.begin(), pawns.end());
        if (types != pawns) {
            const raw_entry* e = get("nMoveRuleTypes") ? get("nMoveRuleTypes") : get("nMoveRuleTypesWhite") ? get("nMoveRuleTypesWhite") : get("nMoveRuleTypesBlack");
            error_key(*e, "ferz resets the move rule on the moves of the pawn-trait pieces (promotionPawnTypes: " + (pawns.empty() ? "none" : pawns) +
                              ") or of none ('-'); other pieces are not supported yet");
        }
    }

    // One piece per file (dropNoDoubled), the rook's first-rank drops (sittuyinRookDrop) and, with
    // immobilityIllegal, shogi's pieces not dropped where they could never move: the pieces' `@`.
    // dropNoDoubledCount = 0 (dragonfly: pawns taken stay in hand) is a drop zone of no square, `j@1`
    // (the home rank, and that skipped: seed 003's `j`).
    void drop_restrictions() {
        char nifu = 0;
        int count = 1;
        const raw_entry* nd = get("dropNoDoubled");
        if (nd && !one_letter(*nd, nifu)) return;
        if (const raw_entry* c = get("dropNoDoubledCount"); c && !set_int(*c, count, 9)) return;
        const bool dead = keeps_immobility() ? def_.rules.promotion.dead_squares_illegal : false;
        const bool rook_first = [&] {
            bool on = false;
            if (const raw_entry* e = get("sittuyinRookDrop")) set_bool(*e, on);
            return on;
        }();
        for (std::size_t i = 0; i < def_.pieces.size(); ++i) {
            piece_def& p = def_.pieces[i];
            if (p.promoted) continue;
            int depth = 0;
            if (dead && def_.rules.drops.enabled)
                depth = is_kind(p.letter, "shogiPawn") || is_kind(p.letter, "lance") ? def_.ranks - 1 : is_kind(p.letter, "shogiKnight") ? def_.ranks - 2 : 0;
            if (rook_first && (is_kind(p.letter, "rook") || (!kinds_.count(p.letter) && p.letter == 'R'))) depth = 1;
            const int files_rule = p.letter == nifu ? count : 0;
            const bool never = p.letter == nifu && count == 0;
            if (p.betza.find('@') != std::string_view::npos) {
                // A drop rule in the XBetza already (a built-in parent's): dropNoDoubled sets its `f`s.
                if (!nd) continue;
                std::string b;
                for (std::string_view m : split_moves(p.betza.view())) {
                    if (m.find('@') == std::string_view::npos) {
                        b += m;
                        continue;
                    }
                    if (never) continue;
                    b += std::string(static_cast<std::size_t>(files_rule), 'f');
                    for (char ch : m)
                        if (ch != 'f') b += ch;
                }
                p.betza = never ? b + "j@1" : b;
                continue;
            }
            if (never) {
                p.betza = std::string(p.betza.view()) + "j@1";
                continue;
            }
            if (!depth && !files_rule) continue;
            p.betza = std::string(p.betza.view()) + std::string(static_cast<std::size_t>(files_rule), 'f') + "@" +
                      std::to_string(depth ? depth : def_.ranks);
        }
        if (nifu && !def_.pieces.find(nifu)) error_key(*nd, "no such piece");
    }

    // Fairy-Stockfish's drop region binds every piece, those with drop rules of their own too
    // (screen: pawns one per file, and only on the first four ranks): a piece's `@` depth is kept
    // within the region's ranks (one fewer where its `j` leaves out the first).
    void drops_in_region() {
        const int k = def_.rules.drops.zone_ranks;
        if (k <= 0) return;
        for (std::size_t i = 0; i < def_.pieces.size(); ++i) {
            piece_def& p = def_.pieces[i];
            if (p.betza.find('@') == std::string_view::npos) continue;
            std::string b;
            for (std::string_view m : split_moves(p.betza.view())) {
                const std::size_t at = m.find('@');
                if (at == std::string_view::npos) {
                    b += m;
                    continue;
                }
                int depth = 0;
                std::size_t end = at + 1;
                while (end < m.size() && is_digit(m[end]) && depth < 100) depth = depth * 10 + (m[end++] - '0');
                const int most = m.substr(0, at).find('j') != std::string_view::npos ? k - 1 : k;
                if (end == at + 1) depth = def_.ranks;  // no number: the whole board
                if (depth > most && most > 0) {
                    b += std::string(m.substr(0, at + 1)) + std::to_string(most) + std::string(m.substr(end));
                } else {
                    b += m;
                }
            }
            p.betza = b;
        }
    }

    void drop_targets() {
        const promotion_policy& pr = def_.rules.promotion;
        const end_policy& e = def_.rules.end;
        for (char t : target_letters_) {
            const piece_def* p = def_.pieces.find(t);
            if (!p || !kinds_.count(t) || (p->traits & (royal | pawn | castling_partner)) || fen_has(def_.start_fen.view(), t)) continue;
            const std::string_view refs[] = {pr.pieces.view(), pr.black_pieces.view(), pr.limits.view(), def_.rules.drops.must_drop_pieces.view(),
                                             e.material_points.view(), e.extinction_pieces.view()};
            bool used = t == e.try_piece || t == e.flag_piece || t == def_.rules.drops.pawn_drop_mate_piece;
            for (std::string_view r : refs) used |= r.find(t) != std::string_view::npos;
            for (const std::string_view l : {e.pseudo_royals.view(), def_.rules.board.lions.pieces.view(), def_.rules.board.lions.worthless.view()})
                for (std::size_t i = 0; i < l.size(); ++i) used |= l[i] == t && (i == 0 || l[i - 1] != '+');
            if (used) continue;
            def_.pieces.remove(t);
            for (const slot& s : slots_)
                if (s.letter == t) {
                    forget_slot(s.name);
                    break;
                }
        }
    }

    void defaults() {
        variant_rules& r = def_.rules;
        // Fairy-Stockfish's capturesToHand is false unless a section says so; a parent without drops
        // (ferz's chess keeps true there, where it means nothing) passes on no such word.
        if (!get("capturesToHand") && (!parent_ || !parent_->rules.drops.enabled)) r.drops.captures_to_hand = !r.drops.enabled;
        if (!keeps_immobility())
            r.promotion.dead_squares_illegal = !(r.drops.enabled || has_promoted_forms() || r.promotion.optional);
        if (has_promotion_key_ && !get("ferz.promotionFromZone")) r.promotion.from_zone = true;
        if (!get("ferz.royalsInHand") && !r.drops.royals_in_hand) {
            const std::string_view fen = def_.start_fen.view();
            const std::size_t open = fen.find('[');
            for (const piece_def& p : def_.pieces)
                if ((p.traits & royal) && open != std::string_view::npos && fen.find(p.letter, open) < fen.find(']', open)) r.drops.royals_in_hand = true;
        }
        // Fairy-Stockfish's `*` squares in the start position are walls: ferz's holes.
        if (!get("ferz.holes") && r.board.holes.empty()) r.board.holes = fen_walls(def_.start_fen.view(), def_.files, def_.ranks);
        if (!r.promotion.zone.empty() && has_promoted_forms())
            section_error("promoted forms (promotedPieceType) promote in the last ranks only; a promotion region of other squares is not supported yet",
                          "promotionRegionWhite");
    }
};

}  // namespace ferz::fsf
