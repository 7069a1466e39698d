// ferz/notation/fsf_section.hpp: one section of a Fairy-Stockfish variant file, made a variant_def.
//
// A section starts from its parent's definition (an earlier section, or one of ferz's built-in
// variants under Fairy-Stockfish's name for it), or, with no parent, from Fairy-Stockfish's template:
// chess's rules and start position with no pieces. Its keys are then applied in a fixed order: the
// board, the pieces (in the order their keys are written: that is their order in the definition),
// the rules; then what follows from several keys at once: traits (royal, pawn, castling partner),
// the castling piece's `O` moves from the castling files, the pawn's double step, drops, and the
// extinction and flag goals. Each key's value is read whole (fsf_values.hpp). A piece of the parent
// that a section redefines keeps its place and traits, and so its part in promotion and castling;
// only its moves change, and a warning says so. Every problem is reported where it is, and a
// section with an error gives no definition.
#pragma once

#include <array>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/betza/compile.hpp"
#include "ferz/hasinu/to_betza.hpp"
#include "ferz/notation/fsf_keys.hpp"
#include "ferz/notation/fsf_pieces.hpp"
#include "ferz/notation/fsf_joint.hpp"
#include "ferz/notation/fsf_rules.hpp"
#include "ferz/notation/fsf_values.hpp"
#include "ferz/notation/variant_catalogue.hpp"
#include "ferz/rules/check.hpp"

namespace ferz::fsf {

struct section_output {
    bool ok = false;
    variant_def def;
    std::vector<slot> slots;
};

class section_builder : private joint_keys {
public:
    section_builder(const raw_section& s, const variant_def* parent, std::vector<slot> parent_slots, std::string_view file,
                    std::vector<variant_file_diagnostic>& out)
        : joint_keys(s, file, out) {
        parent_ = parent;
        slots_ = std::move(parent_slots);
        if (parent) {
            def_ = *parent;
        } else {
            def_.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        }
        def_.name = s.name;
    }

    section_output run() {
        classify();
        board();
        pieces();
        mobility();
        rules();
        finish();
        piece_order();
        section_output o;
        if (errors_ == 0) {
            if (const definition_error e = check(def_)) {
                section_error(std::string("the definition does not pass ferz's check: ") + e.message(), key_of_field(e.field.view()));
            }
        }
        o.ok = errors_ == 0;
        if (o.ok) {
            o.def = def_;
            o.slots = slots_;
        }
        return o;
    }

private:
    struct new_piece {
        int line = 0;
        piece_def piece;
        std::string slot;      // the key that defined it
        std::string_view kind; // the named piece, or "" for custom / king
    };
    std::vector<const raw_entry*> piece_entries_;
    std::vector<const raw_entry*> mobility_entries_;
    std::vector<const raw_entry*> moves_in_entries_;

    // --- sorting the keys ------------------------------------------------------------------------
    void classify() {
        std::map<std::string, const raw_entry*, std::less<>> seen;
        std::vector<std::string_view> known;
        for (const fsf::key_info& k : fsf::keys) known.push_back(k.name);
        for (std::string_view n : fsf::piece_key_names()) known.push_back(n);
        for (const raw_entry& e : s_.entries) {
            if (auto it = seen.find(e.key); it != seen.end()) {
                warning_key(e, "given twice (first on line " + std::to_string(it->second->line) +
                                   "); the later value is used, as Fairy-Stockfish does");
                it->second = &e;
            } else {
                seen.emplace(e.key, &e);
            }
        }
        for (const raw_entry& e : s_.entries) {
            if (seen.find(e.key)->second != &e) continue;  // an earlier duplicate
            int color = 0;
            std::string piece_name;
            if (fsf::parse_piece_key(e.key)) {
                piece_entries_.push_back(&e);
            } else if (fsf::parse_mobility_key(e.key, color, piece_name)) {
                mobility_entries_.push_back(&e);
            } else if (e.key.rfind("ferz.movesIn", 0) == 0) {
                moves_in_entries_.push_back(&e);
            } else if (const fsf::key_info* k = fsf::find_key(e.key)) {
                entries_[e.key] = &e;
                if (k->support == fsf::key_support::deprecated)
                    warning_key(e, "deprecated; Fairy-Stockfish's current key is '" + std::string(k->fsf_default) + "'");
            } else {
                error_key(e, "unknown key" + fsf::did_you_mean(fsf::nearest(e.key, known)));
            }
        }
    }

    // --- board -----------------------------------------------------------------------------------
    void board() {
        if (const raw_entry* e = get("maxRank")) {
            auto r = fsf::read_int(e->value, 99);
            if (!r.ok) value_error(*e, r.error.column, r.error.what);
            else if (r.value < 1 || r.value > 16) value_error(*e, 0, "ferz's boards have 1 to 16 ranks");
            else ranks_changed_ = (def_.ranks != r.value), def_.ranks = r.value;
        }
        if (const raw_entry* e = get("maxFile")) {
            auto f = fsf::read_file(e->value);
            if (!f.ok) value_error(*e, f.error.column, f.error.what);
            else if (f.value < 0) value_error(*e, 0, "ferz's boards have 1 to 16 files");
            else def_.files = f.value + 1;
        }
        if (const raw_entry* e = get("startFen")) {
            if (e->value.empty()) value_error(*e, 0, "the start position is empty");
            else def_.start_fen = e->value;
        }
        if (const raw_entry* e = get("chess960")) set_bool(*e, def_.rules.castling.chess960);
    }

    // --- pieces ----------------------------------------------------------------------------------
    void pieces() {
        std::vector<new_piece> added;
        for (const raw_entry* e : piece_entries_) {
            const fsf::piece_key pk = fsf::parse_piece_key(e->key);
            const std::string_view v = e->value;
            if (v == "-") {
                remove_slot(*e);
                continue;
            }
            if (v.empty() || !(fsf::is_lower(v[0]) || fsf::is_upper(v[0]))) {
                value_error(*e, 0, "expected a piece letter (a to z), or '-' to remove the piece");
                continue;
            }
            const char letter = fsf::to_upper(v[0]);
            std::string betza;
            unsigned traits = 0;
            std::string_view kind;
            if (pk.kind == fsf::piece_key::named) {
                if (v.size() > 1) {
                    value_error(*e, 1, v[1] == ':' ? "'" + e->key + "' has fixed moves and takes only a letter; write customPieceN = " + std::string(1, v[0]) + ":BETZA for moves of your own"
                                                   : "expected only a piece letter");
                    continue;
                }
                betza = pk.piece->betza;  // (empty for `immobile`: a piece without moves)
                kind = pk.piece->name;
                if (kind == "janggiCannon") traits = no_same_type_hops;
            } else {
                if (pk.kind == fsf::piece_key::king) traits = royal;
                if (v.size() == 1 && pk.kind == fsf::piece_key::king) {
                    betza = "K";
                    kind = "king";
                } else if (v.size() < 2 || v[1] != ':') {
                    value_error(*e, 1, "expected ':' after the letter (`" + std::string(1, v[0]) + (pk.hasinu ? ":ĦASÍNŪ`)" : ":BETZA`)"));
                    continue;
                } else if (pk.hasinu) {
                    // ferz.hasinuPieceN = a:TEXT: Ħasínū, translated to XBetza (royal() makes the piece royal).
                    const auto r = hasinu::piece_to_betza(v.substr(2));
                    if (!r) {
                        const hasinu::error& he = r.error();
                        value_error(*e, he.column != 0 ? 2 + byte_of_code_point(v.substr(2), he.column) : 0,
                                    "Ħasínū: " + std::string(he.describe(false).view()));
                        continue;
                    }
                    betza = r->betza;
                    if (r->royal == hasinu::royalty::one) {
                        value_error(*e, 0, "royal(O) (one royal of several must survive) has no ferz rule: its royal pieces must all survive; write royal()");
                        continue;
                    }
                    if (r->royal != hasinu::royalty::none) traits |= royal;
                } else {
                    betza = std::string(v.substr(2));
                    if (betza.empty()) {
                        value_error(*e, 2, "expected the piece's moves in XBetza after ':'");
                        continue;
                    }
                    if (const auto r = betza::validate(betza); !r) {
                        value_error(*e, 1 + r.error().column, "XBetza: " + std::string(r.error().message()));
                        continue;
                    }
                    if (pk.kind == fsf::piece_key::king) kind = "customKing";
                }
            }
            // One letter per piece in a section.
            bool clash = false;
            for (const new_piece& n : added)
                if (n.piece.letter == letter) {
                    value_error(*e, 0, std::string("the letter ") + letter + " is already used by '" + n.slot + "' on line " + std::to_string(n.line));
                    clash = true;
                }
            if (clash) continue;
            piece_def p = piece(letter, betza, traits);
            const char was = slot_letter(e->key);  // the parent's piece of this key, if any
            if (was && def_.pieces.find(was)) {
                if (was != letter) {
                    if (def_.pieces.find(letter)) {
                        warning_value(*e, 0, std::string("the parent's piece ") + letter + " gives way to '" + e->key + "', as in Fairy-Stockfish");
                        def_.pieces.remove(letter, true);
                        def_.pieces.remove(letter, false);
                    }
                    warning_value(*e, 0, std::string("the parent's '") + e->key + "' was lettered " + was + "; it is now " + letter +
                                             ", in the rules that name it as well");
                    rename(was, letter);
                }
                piece_def* same = def_.pieces.find(letter);
                same->traits |= traits;
                same->betza = betza;  // the same piece type: its traits and regions stay
                kinds_[letter] = kind;
                set_slot(e->key, letter);
                continue;
            }
            set_slot(e->key, letter);
            if (piece_def* old = def_.pieces.find(letter)) {
                if (old->betza.view() != betza || (old->traits & traits) != traits)
                    warning_value(*e, 0, std::string("redefines the parent's piece ") + letter +
                                             ": its moves change; its traits and its part in promotion, castling and other rules stay "
                                             "(Fairy-Stockfish would drop it from them)");
                p.traits |= old->traits;
                *old = p;
                kinds_[letter] = kind;
                continue;
            }
            kinds_[letter] = kind;
            added.push_back({e->line, p, e->key, kind});
        }
        promoted_forms(added);
    }

    void remove_slot(const raw_entry& e) {
        if (const char was = slot_letter(e.key); was != 0 && def_.pieces.find(was)) {
            def_.pieces.remove(was, false);
            def_.pieces.remove(was, true);
            forget_slot(e.key);
            // A piece that is gone is no promotion choice (as in Fairy-Stockfish), and says so.
            promotion_policy& pr = def_.rules.promotion;
            if (pr.pieces.find(was) != std::string_view::npos || pr.black_pieces.find(was) != std::string_view::npos) {
                auto strike = [was](std::string_view text, bool numbers) {
                    std::string out;
                    for (std::size_t i = 0; i < text.size(); ++i) {
                        if (text[i] != was) {
                            out += text[i];
                            continue;
                        }
                        while (numbers && i + 1 < text.size() && fsf::is_digit(text[i + 1])) ++i;
                    }
                    return out;
                };
                pr.pieces = strike(pr.pieces.view(), false);
                pr.black_pieces = strike(pr.black_pieces.view(), false);
                pr.limits = strike(pr.limits.view(), true);
                warning_key(e, std::string("the piece ") + was + " is removed, and so is struck from the promotion choices");
            }
            return;
        }
        warning_key(e, "there is no such piece to remove");
    }

    // promotedPieceType = p:g s:g: promoted forms moving as the target pieces, placed among the new
    // pieces where the key is written. Targets that can never be on the board (not in the start
    // position, not a promotion choice) are only the promoted forms' moves, and are dropped.
    void promoted_forms(std::vector<new_piece>& added) {
        const raw_entry* e = get("promotedPieceType");
        std::vector<new_piece> forms;
        std::vector<char> targets;
        if (e) {
            auto pairs = fsf::read_pairs(e->value);
            if (!pairs.ok) {
                value_error(*e, pairs.error.column, pairs.error.what);
            } else {
                for (const fsf::pair_item& it : pairs.value) {
                    const piece_def* base = find_any(added, it.letter);
                    if (!base) {
                        value_error(*e, it.column, std::string("the letter ") + it.letter + " is no piece of the variant");
                        continue;
                    }
                    if (it.value == "-") {
                        def_.pieces.remove(it.letter, true);
                        continue;
                    }
                    const char t = it.value.size() == 1 ? fsf::to_upper(it.value[0]) : 0;
                    const piece_def* target = t ? find_any(added, t) : nullptr;
                    if (!target) {
                        value_error(*e, it.value_column, "'" + it.value + "' is no piece letter of the variant");
                        continue;
                    }
                    piece_def form = *target;
                    form.letter = it.letter;
                    form.promoted = true;
                    form.traits &= ~(royal | pawn | castling_partner);
                    targets.push_back(t);
                    promo_pairs_.emplace_back(it.letter, t);
                    if (piece_def* old = def_.pieces.find(it.letter, true)) *old = form;
                    else forms.push_back({e->line, form, e->key, ""});
                }
            }
            has_promotion_key_ = true;
        }
        // ferz.promotedMoves = h:BsbRfWfDfcafWfmcabW: promoted forms with moves of their own (what
        // write_variant_file gives where no letter is left for a target piece: Chu shogi's 39 types).
        if (const raw_entry* f = get("ferz.promotedMoves")) {
            auto pairs = fsf::read_pairs(f->value);
            if (!pairs.ok) value_error(*f, pairs.error.column, pairs.error.what);
            else
                for (const fsf::pair_item& it : pairs.value) {
                    if (!find_any(added, it.letter)) {
                        value_error(*f, it.column, std::string("the letter ") + it.letter + " is no piece of the variant");
                        continue;
                    }
                    const piece_def form = promoted_piece(it.letter, it.value);
                    if (piece_def* old = def_.pieces.find(it.letter, true)) *old = form;
                    else forms.push_back({f->line, form, f->key, ""});
                }
            has_promotion_key_ = true;
        }
        // Merge by line: forms take the place of the promotedPieceType key.
        std::vector<new_piece> all = added;
        for (const new_piece& f : forms) {
            std::size_t at = 0;
            while (at < all.size() && all[at].line <= f.line) ++at;
            all.insert(all.begin() + static_cast<std::ptrdiff_t>(at), f);
        }
        for (const new_piece& n : all) def_.pieces.add(n.piece);
        for (char t : targets) target_letters_ += t;
    }

    // ferz.pieceOrder = P N B +P: the order of the piece types (each type's index), every type once,
    // a promoted form as '+' and its base's letter. write_variant_file gives it where the keys alone
    // would order the types otherwise (promotedPieceType places every form at its own line).
    void piece_order() {
        const raw_entry* e = get("ferz.pieceOrder");
        if (!e) return;
        piece_list ordered;
        std::vector<bool> taken(def_.pieces.size(), false);
        for (const fsf::piece_word& w : fsf::piece_words(e->value)) {
            if (!fsf::is_upper(w.letter) || !w.rest.empty()) {
                value_error(*e, w.column, "expected a piece letter, or '+' and a letter for a promoted form, each word apart");
                return;
            }
            const int k = def_.pieces.index_of(w.letter, w.promoted);
            const std::string name = std::string(w.promoted ? "+" : "") + w.letter;
            if (k < 0) {
                value_error(*e, w.column, name + " is no piece of the variant");
                return;
            }
            if (taken[static_cast<std::size_t>(k)]) {
                value_error(*e, w.column, name + " is listed twice");
                return;
            }
            taken[static_cast<std::size_t>(k)] = true;
            ordered.add(def_.pieces[static_cast<std::size_t>(k)]);
        }
        std::string missing;
        for (std::size_t k = 0; k < def_.pieces.size(); ++k)
            if (!taken[k]) missing += std::string(missing.empty() ? "" : " ") + (def_.pieces[k].promoted ? "+" : "") + def_.pieces[k].letter;
        if (!missing.empty()) {
            value_error(*e, e->value.size(), "every piece of the variant must be listed; missing: " + missing);
            return;
        }
        def_.pieces = ordered;
    }

    const piece_def* find_any(const std::vector<new_piece>& added, char letter) const {
        for (const new_piece& n : added)
            if (n.piece.letter == letter) return &n.piece;
        return def_.pieces.find(letter);
    }

    // mobilityRegion{White,Black}<piece>: each colour's region. A colour without its key keeps what
    // the piece had (its parent's region, else the whole board), as in Fairy-Stockfish. Mirror images
    // become the piece's confine; others confine (White's) and confine_black.
    void mobility() {
        std::map<std::string, std::pair<const raw_entry*, const raw_entry*>> by_piece;
        for (const raw_entry* e : mobility_entries_) {
            int color = 0;
            std::string name;
            (void)fsf::parse_mobility_key(e->key, color, name);
            if (!fsf::parse_piece_key(name)) {
                error_key(*e, "'" + name + "' is no piece key" + fsf::did_you_mean(fsf::nearest(name, fsf::piece_key_names())));
                continue;
            }
            (color == 0 ? by_piece[name].first : by_piece[name].second) = e;
        }
        const std::string board = fsf::square_name(0, 0) + "-" + fsf::square_name(def_.files - 1, def_.ranks - 1);
        for (const auto& [name, pair] : by_piece) {
            const raw_entry* any = pair.first ? pair.first : pair.second;
            const char letter = slot_letter(name);
            piece_def* p = letter ? def_.pieces.find(letter) : nullptr;
            if (!p) {
                error_key(*any, "no piece '" + name + "' is defined in this section or its parent");
                continue;
            }
            std::array<fsf::region_value, 2> side;
            bool ok = true;
            for (int c = 0; c < 2 && ok; ++c) {
                const raw_entry* e = c == 0 ? pair.first : pair.second;
                if (e) {
                    auto r = region(*e);
                    if (!(ok = r.ok)) break;
                    side[static_cast<std::size_t>(c)] = r.value;
                    continue;
                }
                // What the piece had: White's confine; Black's confine_black, else the mirror image.
                std::string had = c == 0 ? p->confine.str() : !p->confine_black.empty() ? p->confine_black.str() : fsf::mirror_text(p->confine.view(), def_.ranks);
                auto r = fsf::read_region(had.empty() ? board : had, def_.files, def_.ranks);
                if (!(ok = r.ok)) error_key(*any, "the region " + name + " had before does not fit this board: give both colours' keys");
                else side[static_cast<std::size_t>(c)] = r.value;
            }
            if (!ok) continue;
            // Fairy-Stockfish's region binds where the piece stands and lands, as ferz's does (a lame
            // leap's eye may lie outside it). Its rides and hops pass squares outside the region;
            // ferz's stop where the region ends: the same moves unless a line has a gap.
            if (const std::string gap = ride_gap(*p, side); !gap.empty()) {
                error_key(*any, "not supported by ferz yet: a ride or hop across a gap of the region (" + gap +
                                    "): Fairy-Stockfish's may pass squares outside the region, ferz's stop where it ends");
                continue;
            }
            const bool mirrored = side[1].squares == fsf::mirror(side[0].squares, def_.files, def_.ranks);
            p->confine = mirrored && side[0].squares == fsf::rank_span(def_.files, 0, def_.ranks - 1) ? std::string() : side[0].text;
            p->confine_black = mirrored ? std::string() : side[1].text;
        }
        for (const raw_entry* e : moves_in_entries_) moves_in(*e);
    }

    // The first square outside a colour's region that one of the piece's rides or hops (within its
    // range) crosses from a square of the region to another; "" if none.
    std::string ride_gap(const piece_def& p, const std::array<fsf::region_value, 2>& side) const {
        betza::detail::vector_sink sink;
        if (betza::detail::run(p.betza.view(), sink)) return {};  // the definition's check reports it
        for (const betza::path& path : sink.table.paths) {
            const betza::path_class c = betza::classify(path);
            if (c != betza::path_class::ride && c != betza::path_class::hop) continue;
            const int range = c == betza::path_class::ride ? path.legs[0].range : 0;
            for (int colour = 0; colour < 2; ++colour) {
                const fsf::square_set& r = side[static_cast<std::size_t>(colour)].squares;
                const int dx = colour == 0 ? path.legs[0].dx : -path.legs[0].dx, dy = colour == 0 ? path.legs[0].dy : -path.legs[0].dy;
                for (int r0 = 0; r0 < def_.ranks; ++r0)
                    for (int f0 = 0; f0 < def_.files; ++f0) {
                        if (!r.has(f0, r0)) continue;
                        int gap_f = -1, gap_r = -1;
                        for (int n = 1, f = f0 + dx, rk = r0 + dy; (range == 0 || n <= range) && f >= 0 && rk >= 0 && f < def_.files && rk < def_.ranks;
                             ++n, f += dx, rk += dy) {
                            if (!r.has(f, rk)) {
                                if (gap_f < 0) gap_f = f, gap_r = rk;
                            } else if (gap_f >= 0) {
                                return fsf::square_name(gap_f, gap_r);
                            }
                        }
                    }
            }
        }
        return {};
    }

    // ferz.movesIn<piece> = REGION : BETZA [; REGION : BETZA]: moves had only in a region (moves_in).
    void moves_in(const raw_entry& e) {
        std::string name = e.key.substr(std::string_view("ferz.movesIn").size());
        if (!name.empty() && fsf::is_upper(name[0])) name[0] = fsf::to_lower(name[0]);
        const char letter = fsf::parse_piece_key(name) ? slot_letter(name) : 0;
        piece_def* p = letter ? def_.pieces.find(letter) : nullptr;
        if (!p) return error_key(e, "no piece '" + name + "' is defined in this section or its parent");
        piece_def q = *p;
        q.regions = 0;
        q.moves_in = {};
        const std::string& v = e.value;
        for (std::size_t start = 0; start <= v.size();) {
            std::size_t end = v.find(';', start);
            if (end == std::string::npos) end = v.size();
            const std::size_t colon = v.find(':', start);
            if (colon == std::string::npos || colon > end) return value_error(e, start, "expected 'REGION : XBETZA'");
            auto trim = [&](std::size_t a, std::size_t b, std::size_t& first) {
                while (a < b && v[a] == ' ') ++a;
                while (b > a && v[b - 1] == ' ') --b;
                first = a;
                return v.substr(a, b - a);
            };
            std::size_t rc = 0, bc = 0;
            const std::string squares = trim(start, colon, rc), betza = trim(colon + 1, end, bc);
            auto r = fsf::read_region(squares, def_.files, def_.ranks);
            if (!r.ok) return value_error(e, rc + r.error.column, r.error.what);
            for (const auto& [column, what] : r.value.left_out) warning_value(e, rc + column, what);
            if (const auto b = betza::validate(betza); !b) return value_error(e, bc + b.error().column - 1, "XBetza: " + std::string(b.error().message()));
            if (q.regions >= static_cast<int>(piece_def::max_regions)) return value_error(e, start, "at most 2 regions");
            q = q.moving_in(r.value.text, betza);
            start = end + 1;
        }
        *p = q;
    }
};

}  // namespace ferz::fsf
