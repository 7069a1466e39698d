// ferz/notation/cecp_reader.hpp: the GUI side of CECP's `setup` and `piece`: a variant definition
// from the lines an engine sends after `variant NAME`.
//
// ferz/notation/cecp.hpp writes these lines for an engine; this reads them back as a GUI receives
// them, one at a time, into a ferz::variant_def that ferz::make_dynamic_variant turns into a playable
// variant:
//
//   ferz::cecp::variant_reader reader("los-alamos", ferz::variants::builtin_parents());  // `variant`'s name
//   for (std::string_view line : engine_lines) reader.feed(line);  // other lines are ignored
//   auto def = reader.finish();                               // variant_def, or the first mistake
//
// What each line says, as XBoard reads it (seeds 000 and 003, VARIANT-FILES.md §5):
//   - `setup (TABLE) WxH+N_parent FEN`: the letters in XBoard's piece slots, the board and holdings,
//     the parent variant whose rules the GUI keeps, and the start position. Without a size the
//     variant is one XBoard knows by name (or, for `fairy`, a fairy army on the FEN's board).
//   - `piece ID BETZA [DROPS]`: `N` White's piece, `n` Black's, `N&` both, `+N` the promoted form;
//     BETZA in XBoard's reading (`L` the zebra and `J` the camel, `NN` two knight moves, not a rider);
//     DROPS as `1-8P1`: ranks 1 to 8 from the owner's side, at most 0 other P on the file.
// A piece with no `piece` line moves as the parent's piece of that letter, else as XBoard's piece of
// its slot (pawn, knight, bishop, rook, queen, archbishop, chancellor), else it is an error. A king
// keeps its parent's castling unless its `piece` line has `O` moves of its own. The parent's rules
// are kept as far as they fit the board and the pieces read: promotion (to any piece of the table
// under `fairy`), drops when there are holdings, zones only on a board of the parent's size.
//
// Every mistake has its line, column and cause; the reader never throws or aborts, whatever the text
// (tests/fuzz/cecp_reader.cpp). A definition that reads but is no variant ferz can play is refused
// with ferz::check's error, placed on the line that caused it where it can be.
#pragma once

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/betza/canonical.hpp"
#include "ferz/notation/cecp.hpp"
#include "ferz/notation/cecp_setup.hpp"
#include "ferz/result.hpp"
#include "ferz/rules/check.hpp"
#include "ferz/rules/definition.hpp"

namespace ferz::cecp {

class variant_reader {
public:
    // `variant`: the name the GUI sent with `variant` ("normal" after `new`). `parents`: the variants
    // whose rules the GUI knows, by name (ferz's built-ins: variants::builtin_parents()); a `setup`
    // line's parent, or `variant` itself when the engine sends no size, is looked up there.
    variant_reader(std::string_view variant, definition_list parents) : variant_(variant), parents_(parents) {}

    // One line as the engine sent it. true: a `setup` or `piece` command, taken; false: any other line
    // (the reader ignores it); an error: a `setup` or `piece` command that is wrong (finish() then
    // fails with the first such error).
    result<bool, cecp_error> feed(std::string_view line) {
        ++line_;
        const std::vector<detail::token> t = detail::tokens_of(line);
        if (t.empty() || (t[0].text != "setup" && t[0].text != "piece")) return false;
        std::optional<cecp_error> e = t[0].text == "setup" ? read_setup(t) : read_piece(t);
        if (!e) return true;
        e->line = line_;
        errors_.push_back(*e);
        return unexpected{*e};
    }

    // The variant the lines describe, or the first mistake.
    [[nodiscard]] result<variant_def, cecp_error> finish() const {
        if (!errors_.empty()) return unexpected{errors_.front()};
        variant_def d;
        if (auto e = build(d)) return unexpected{*e};
        if (const definition_error e = check(d)) return unexpected{located(e)};
        return d;
    }

    // Every error feed() reported, in order.
    [[nodiscard]] const std::vector<cecp_error>& errors() const noexcept { return errors_; }

private:
    struct piece_line {
        int line = 0, id_column = 0;
        char letter = 0;  // as written: upper case White's, lower case Black's
        bool promoted = false, both = false;
        std::string betza;         // in ferz's reading, with the drop field as `@`
        std::vector<int> columns;  // per character of betza: its column in the line
        std::string canonical;
    };
    struct setup_line {
        int line = 0, table_column = 0, size_column = 0, parent_column = 0;
        table_half white, black;
        int files = 0, ranks = 0, holdings = -1;  // as the size token says; 0 / -1: not said
        std::string parent;
        detail::fen_board fen;
        int fen_column = 0;
    };

    std::string variant_;
    definition_list parents_;
    int line_ = 0;
    std::optional<setup_line> setup_;
    std::vector<piece_line> pieces_;
    std::vector<cecp_error> errors_;

    // --- setup -------------------------------------------------------------------------------------
    std::optional<cecp_error> read_setup(const std::vector<detail::token>& t) {
        setup_line s;
        s.line = line_;
        std::size_t i = 1;
        if (i < t.size() && t[i].text.front() == '(') {
            if (t[i].text.size() < 2 || t[i].text.back() != ')') return cecp_error{0, t[i].column, "the table '(' has no closing ')'"};
            s.table_column = t[i].column;
            if (auto e = read_table(t[i], s.white, s.black)) return e;
            ++i;
        } else {
            read_table({"()", 0}, s.white, s.black);
        }
        if (i < t.size() && (detail::digit(t[i].text.front()) || t[i].text.front() == '!') && t[i].text.find('x') != std::string_view::npos) {
            if (auto e = read_size(t[i], s)) return e;
            ++i;
        }
        if (i == t.size()) return cecp_error{0, 0, "setup without a FEN"};
        s.fen_column = t[i].column;
        const std::vector<detail::token> fen(t.begin() + static_cast<std::ptrdiff_t>(i), t.end());
        if (auto e = detail::read_fen_board(fen, s.fen)) return e;
        setup_ = std::move(s);
        pieces_.clear();  // a setup starts the variant afresh
        return std::nullopt;
    }

    // `WxH+N_parent` (N, the parent and a leading '!' optional).
    static std::optional<cecp_error> read_size(detail::token t, setup_line& s) {
        std::string_view x = t.text;
        std::size_t i = 0;
        if (x[i] == '!') ++i;
        s.size_column = t.column;
        auto fail = [&](std::size_t at, std::string what) { return cecp_error{0, t.column + static_cast<int>(at), std::move(what)}; };
        s.files = detail::read_number(x, i);
        if (s.files < 0 || i == x.size() || x[i] != 'x') return fail(i, "the size is not WxH");
        ++i;
        s.ranks = detail::read_number(x, i);
        if (s.ranks < 0) return fail(i, "the size is not WxH");
        if (s.files > 16 || s.ranks > 16) return fail(0, "a board of " + std::to_string(s.files) + "x" + std::to_string(s.ranks) + " is over 16x16");
        if (s.files < 1 || s.ranks < 1) return fail(0, "a board of " + std::to_string(s.files) + "x" + std::to_string(s.ranks) + " has no squares");
        if (i < x.size() && x[i] == '+') {
            ++i;
            s.holdings = detail::read_number(x, i);
            if (s.holdings < 0) return fail(i, "'+' not followed by the holdings' size");
        }
        if (i < x.size() && x[i] == '_') {
            ++i;
            if (i < x.size() && x[i] == '!') ++i;
            s.parent_column = t.column + static_cast<int>(i);
            s.parent = std::string(x.substr(i));
            if (s.parent.empty()) return fail(i, "'_' not followed by a parent variant");
        } else if (i < x.size()) {
            return fail(i, "unexpected text after the size (expected +HOLDINGS_PARENT)");
        }
        return std::nullopt;
    }

    // --- piece -------------------------------------------------------------------------------------
    std::optional<cecp_error> read_piece(const std::vector<detail::token>& t) {
        if (t.size() < 3) return cecp_error{0, 0, "a piece command is `piece ID BETZA`"};
        if (t.size() > 4) return cecp_error{0, t[4].column, "unexpected text after the drop field"};
        piece_line p;
        p.line = line_;
        p.id_column = t[1].column;
        const std::string_view id = t[1].text;
        std::size_t i = 0;
        if (id[i] == '+') p.promoted = true, ++i;
        if (i == id.size() || !(detail::upper(id[i]) || detail::lower(id[i])))
            return cecp_error{0, t[1].column + static_cast<int>(i), "the piece ID is not a letter"};
        p.letter = id[i++];
        if (i < id.size() && (id[i] == '\'' || id[i] == '!'))
            return cecp_error{0, t[1].column + static_cast<int>(i), "piece IDs with ' or ! (XBoard's extra pieces) are not supported"};
        if (i < id.size() && id[i] == '&') {
            if (detail::lower(p.letter)) return cecp_error{0, t[1].column + static_cast<int>(i), "'&' (both colours) follows White's ID, an upper-case letter"};
            p.both = true, ++i;
        }
        if (i < id.size()) return cecp_error{0, t[1].column + static_cast<int>(i), "unexpected text after the piece ID"};
        if (auto e = translate_betza(t[2], p)) return e;
        if (t.size() == 4)
            if (auto e = read_drops(t[3], p)) return e;
        if (p.betza.size() > 255) return cecp_error{0, t[2].column, "the XBetza is longer than 255 characters"};
        const auto c = betza::canonical(p.betza);
        if (!c) return cecp_error{0, column_in(p, c.error().column), "bad XBetza: " + std::string(c.error().message())};
        p.canonical = *c;
        pieces_.push_back(std::move(p));
        return std::nullopt;
    }

    static int column_in(const piece_line& p, int betza_column) {
        if (betza_column >= 1 && static_cast<std::size_t>(betza_column) <= p.columns.size()) return p.columns[static_cast<std::size_t>(betza_column - 1)];
        return p.columns.empty() ? 0 : p.columns.back() + 1;
    }

    // XBoard's reading in ferz's: its L is the zebra and its J the camel (XBETZA.md §8), and a doubled
    // atom is the atom twice, not a rider.
    static std::optional<cecp_error> translate_betza(detail::token t, piece_line& p) {
        for (std::size_t i = 0; i < t.text.size(); ++i) {
            char c = t.text[i];
            if (c == 'L') c = 'Z';
            else if (c == 'J') c = 'C';
            if (detail::upper(c) && i > 0 && t.text[i - 1] == t.text[i] && (i < 2 || !detail::upper(t.text[i - 2]) || t.text[i - 2] != c))
                continue;  // NN: XBoard's two knights, one knight
            p.betza += c;
            p.columns.push_back(t.column + static_cast<int>(i));
        }
        return std::nullopt;
    }

    // The drop field `A-B[L[N]]` (or `B`): ranks A to B counted from the owner's side; at most N-1 ...
    // no drop on a file that holds N of the letter L (this piece) already. In ferz's XBetza: `f`*N,
    // `j`*(A-1), `@B`.
    static std::optional<cecp_error> read_drops(detail::token t, piece_line& p) {
        const std::string_view x = t.text;
        std::size_t i = 0;
        auto fail = [&](std::size_t at, std::string what) { return cecp_error{0, t.column + static_cast<int>(at), std::move(what)}; };
        int from = detail::read_number(x, i, 2), to = from;
        if (from < 1) return fail(i, "the drop field starts with a rank (1-8P1)");
        if (i < x.size() && x[i] == '-') {
            ++i;
            to = detail::read_number(x, i, 2);
            if (to < from) return fail(i, "the drop field's ranks are not FIRST-LAST");
        }
        int per_file = 0;
        if (i < x.size()) {
            const char letter = x[i];
            if (!detail::upper(letter) && !detail::lower(letter)) return fail(i, "the drop field's limit is a piece letter and a count");
            if (detail::upper_of(letter) != detail::upper_of(p.letter))
                return fail(i, "a drop limit on another piece's count is not supported (ferz limits a piece by its own type)");
            ++i;
            per_file = i < x.size() ? detail::read_number(x, i, 1) : 1;
            if (per_file < 1 || i != x.size()) return fail(i, "the drop field's limit is a piece letter and a count");
        }
        const int column = t.column;
        auto add = [&](char c) {
            p.betza += c;
            p.columns.push_back(column);
        };
        for (int k = 0; k < per_file; ++k) add('f');
        for (int k = 1; k < from; ++k) add('j');
        add('@');
        for (const char c : std::to_string(to)) add(c);
        return std::nullopt;
    }

    // --- the definition ----------------------------------------------------------------------------
    cecp_error at_setup(int column, std::string what) const { return {setup_ ? setup_->line : 0, column, std::move(what)}; }

    // The piece lines for a type: White's (or both colours') last, Black's own last.
    const piece_line* line_for(char letter, bool promoted, bool black) const {
        const piece_line* found = nullptr;
        for (const piece_line& p : pieces_) {
            if (p.promoted != promoted || detail::upper_of(p.letter) != letter) continue;
            if (black ? (p.both || detail::lower(p.letter)) : detail::upper(p.letter)) found = &p;
        }
        return found;
    }

    // A piece's moves from its lines; an error if White's and Black's differ.
    // `in_white` / `in_black`: whether that colour has the piece at all (its half of the table).
    std::optional<cecp_error> moves_from_lines(char letter, bool promoted, bool in_white, bool in_black, const piece_line*& out) const {
        const piece_line* w = line_for(letter, promoted, false);
        const piece_line* b = line_for(letter, promoted, true);
        const piece_line* alone = w && !b && in_black ? w : b && !w && in_white ? b : nullptr;
        if (alone)
            return cecp_error{alone->line, alone->id_column,
                              std::string("a piece line for ") + (detail::upper(alone->letter) ? "White's" : "Black's") + " " + alone->letter +
                                  " only, while the other colour has it too; ferz gives both colours the same pieces (write " +
                                  (promoted ? "+" : "") + letter + "&)"};
        if (w && b && w->canonical != b->canonical)
            return cecp_error{(w->line > b->line ? w : b)->line, (w->line > b->line ? w : b)->id_column,
                              "White's and Black's " + std::string(promoted ? "+" : "") + letter +
                                  " move differently; ferz gives both colours the same pieces"};
        out = w ? w : b;
        return std::nullopt;
    }

    static std::string canon(std::string_view betza) {
        auto c = betza::canonical(betza);
        return c ? *c : std::string();
    }
    static std::string castling_moves(std::string_view canonical) {
        std::string out;
        for (const std::string_view m : detail::split_moves(canonical))
            if (detail::is_castling(m)) out += m;
        return out;
    }

    std::optional<cecp_error> build(variant_def& d) const;
    std::optional<cecp_error> build_from_setup(const setup_line& s, const parent_rules& parent, variant_def& d) const;
    cecp_error located(const definition_error& e) const;
    mutable std::vector<const piece_line*> type_lines_;  // per type of the definition built: its piece line, or none
};

// A type of the table: its letter, whether it is a promoted form, and its slot per colour (-1 the
// king's place, -2 none).
namespace detail {
struct table_type {
    char letter = 0;
    bool promoted = false;
    int white_slot = -2, black_slot = -2;
};
}  // namespace detail

inline std::optional<cecp_error> variant_reader::build(variant_def& d) const {
    type_lines_.clear();
    const bool own_parent = setup_ && !setup_->parent.empty();
    const std::string parent_name = own_parent ? setup_->parent : variant_;
    const std::optional<parent_rules> parent = parent_variant(parent_name, parents_);
    if (!parent) {
        if (own_parent) return at_setup(setup_->parent_column, "ferz knows no rules for the parent variant '" + parent_name + "'");
        return at_setup(0, "ferz knows no variant '" + parent_name + "'" +
                               (setup_ ? "; an engine-defined variant's setup gives its size and parent (WxH+N_parent)" : ", and no setup line defined it"));
    }
    if (setup_) {
        if (auto e = build_from_setup(*setup_, *parent, d)) return e;
    } else {
        d = parent->definition;
        // Without a setup the GUI starts where XBoard starts. Only courier differs from ferz's built-in
        // (Fairy-Stockfish's, with the opening's pawn and ferz moves made): XBoard's CourierArray has
        // every pawn on its second rank and the ferz on g1 ("initial forced moves not implemented").
        if (parent_name == "courier") d.start_fen = "rnebmkfwbenr/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RNEBMKFWBENR w - - 0 1";
        for (const piece_line& p : pieces_)
            if (d.pieces.index_of(detail::upper_of(p.letter), p.promoted) < 0)
                return cecp_error{p.line, p.id_column, std::string("a piece line names ") + (p.promoted ? "+" : "") + p.letter + ", which is not in variant " + parent_name};
        type_lines_.assign(d.pieces.size(), nullptr);
        for (std::size_t t = 0; t < d.pieces.size(); ++t) {
            piece_def& pd = d.pieces[t];
            const piece_line* line = nullptr;
            if (auto e = moves_from_lines(pd.letter, pd.promoted, true, true, line)) return e;
            if (!line) continue;
            type_lines_[t] = line;
            std::string moves = (pd.traits & pawn) ? detail::xboard_pawn_moves(line->canonical) : std::string(line->betza);
            if ((pd.traits & royal) && castling_moves(line->canonical).empty()) moves += castling_moves(canon(pd.betza));
            pd.betza = moves;
        }
    }
    if (!variant_.empty()) d.name = variant_;
    return std::nullopt;
}

inline std::optional<cecp_error> variant_reader::build_from_setup(const setup_line& s, const parent_rules& parent, variant_def& d) const {
    const variant_def& base = parent.definition;
    // The board: the size said, else the FEN's; short ranks are padded with empty squares.
    int files = s.files, ranks = s.ranks;
    if (!files) {
        ranks = static_cast<int>(s.fen.ranks.size());
        for (const auto& r : s.fen.ranks) files = std::max(files, static_cast<int>(r.size()));
        if (files < 1 || ranks < 1) return at_setup(s.fen_column, "the FEN's board is " + std::to_string(files) + "x" + std::to_string(ranks) + ": no squares");
    }
    if (static_cast<int>(s.fen.ranks.size()) != ranks)
        return at_setup(s.fen_column, "the FEN has " + std::to_string(s.fen.ranks.size()) + " ranks, the board " + std::to_string(ranks));
    for (const auto& r : s.fen.ranks)
        if (static_cast<int>(r.size()) > files)
            return at_setup(s.fen_column, "a rank of the FEN has " + std::to_string(r.size()) + " squares, the board " + std::to_string(files) + " files");

    // The types: the table's letters, White's half first, then the promoted forms ('+').
    std::vector<detail::table_type> types;
    auto type_of = [&](char letter, bool promoted) -> int {
        for (std::size_t i = 0; i < types.size(); ++i)
            if (types[i].letter == letter && types[i].promoted == promoted) return static_cast<int>(i);
        return -1;
    };
    for (int pass = 0; pass < 2; ++pass)
        for (const bool black : {false, true}) {
            const table_half& h = black ? s.black : s.white;
            const std::string all = h.slots + h.king;
            for (std::size_t slot = 0; slot < all.size(); ++slot) {
                const char c = all[slot];
                if (c == '.' || (c == '+') != (pass == 1)) continue;
                const bool promoted = c == '+';
                const char letter = detail::upper_of(promoted ? all[slot - static_cast<std::size_t>(xboard_promoted_offset)] : c);
                int t = type_of(letter, promoted);
                if (t < 0) types.push_back({letter, promoted}), t = static_cast<int>(types.size()) - 1;
                int& place = black ? types[static_cast<std::size_t>(t)].black_slot : types[static_cast<std::size_t>(t)].white_slot;
                if (place != -2)
                    return at_setup(s.table_column, std::string("the letter ") + c + (promoted ? " (promoted)" : "") + " is in two places of the table");
                place = slot + 1 == all.size() ? -1 : static_cast<int>(slot);
            }
        }
    const char king = detail::upper_of(s.white.king != '.' ? s.white.king : s.black.king);
    if (s.white.king != '.' && s.black.king != '.' && detail::upper_of(s.black.king) != king)
        return at_setup(s.table_column, "White's king and Black's have different letters");

    // Every piece line, and every piece of the FEN and its holdings, is in the table.
    for (const piece_line& p : pieces_)
        if (type_of(detail::upper_of(p.letter), p.promoted) < 0)
            return cecp_error{p.line, p.id_column, std::string("a piece line names ") + (p.promoted ? "+" : "") + p.letter + ", which is not in the table"};
    for (const auto& r : s.fen.ranks)
        for (const detail::fen_cell& c : r)
            if (c.piece && type_of(detail::upper_of(c.piece), c.promoted) < 0)
                return at_setup(c.column, std::string("the FEN's ") + (c.promoted ? "+" : "") + c.piece + " is not in the table");
    for (const char c : s.fen.holdings)
        if (c != '-' && c != '~' && !detail::digit(c) && type_of(detail::upper_of(c), false) < 0)
            return at_setup(s.fen_column, std::string("the holdings' ") + c + " is not in the table");

    if (types.size() > max_piece_types) return at_setup(s.table_column, "more than 52 piece types");

    // Each type's moves: its piece line, else the parent's piece of that letter, else XBoard's piece of its slot.
    d = variant_def{};
    d.files = files;
    d.ranks = ranks;
    type_lines_.assign(types.size(), nullptr);
    const bool base_has_pawns = [&] {
        for (const piece_def& p : base.pieces)
            if (p.traits & pawn) return true;
        return false;
    }();
    const piece_def* base_royal = nullptr;
    for (const piece_def& p : base.pieces)
        if (p.traits & royal) base_royal = &p;
    std::string default_castling;
    if (base_royal) {
        default_castling = castling_moves(canon(base_royal->betza));
        if (!default_castling.empty() && files != base.files) default_castling = files < 10 ? "isO2" : "isO3";
    }
    for (std::size_t t = 0; t < types.size(); ++t) {
        const detail::table_type& tt = types[t];
        const piece_line* line = nullptr;
        if (auto e = moves_from_lines(tt.letter, tt.promoted, tt.white_slot != -2, tt.black_slot != -2, line)) return e;
        const piece_def* from_base = base.pieces.find(tt.letter, tt.promoted);
        piece_def p = from_base ? *from_base : piece(tt.letter, "");
        p.promoted = tt.promoted;
        p.traits &= ~static_cast<unsigned>(royal);
        const bool is_king = !tt.promoted && tt.letter == king;
        if (is_king) p.traits |= royal;
        const int slot = tt.white_slot != -2 ? tt.white_slot : tt.black_slot;
        if (line) {
            p.betza = line->betza;
            type_lines_[t] = line;
        } else if (!from_base) {
            if (!tt.promoted && !xboard_slot_moves(slot).empty())
                p.betza = xboard_slot_moves(slot);
            else if (is_king)
                p.betza = "K";
            else
                return at_setup(s.table_column, std::string("no piece command says how ") + (tt.promoted ? "+" : "") + tt.letter +
                                                    " moves, and XBoard's slot " + std::to_string(slot) + " has no standard moves");
        }
        if (slot == 0 && !from_base && base_has_pawns) p.traits |= pawn;
        if (line && (p.traits & pawn)) p.betza = detail::xboard_pawn_moves(line->canonical);
        // A king keeps the parent's castling (on another width: two squares, three from 10 files on).
        if (is_king && (!line || castling_moves(line->canonical).empty())) {
            const std::string moves = canon(p.betza);  // split_moves' views point into it
            std::string kept;
            for (const std::string_view m : detail::split_moves(moves))
                if (!detail::is_castling(m)) kept += m;
            p.betza = kept + default_castling;
        }
        d.pieces.add(p);
    }

    // The castling partner: the parent's, else the piece in the corners of the royal's rank.
    const int royal_type = d.pieces.index_of(king);
    bool castles = false;
    if (royal_type >= 0) castles = !castling_moves(canon(d.pieces[static_cast<std::size_t>(royal_type)].betza)).empty();
    bool has_partner = false;
    for (const piece_def& p : d.pieces) has_partner = has_partner || (p.traits & castling_partner);
    if (castles && !has_partner) {
        const auto& first = s.fen.ranks.back();
        if (!first.empty() && first.front().piece && static_cast<int>(first.size()) == files && first.back().piece &&
            detail::upper_of(first.front().piece) == detail::upper_of(first.back().piece)) {
            const int t = d.pieces.index_of(detail::upper_of(first.front().piece));
            if (t >= 0 && t != royal_type) d.pieces[static_cast<std::size_t>(t)].traits |= castling_partner, has_partner = true;
        }
    }
    if (castles && !has_partner) {  // nothing to castle with: XBoard would not castle
        piece_def& k = d.pieces[static_cast<std::size_t>(royal_type)];
        const std::string moves = canon(k.betza);  // split_moves' views point into it
        std::string kept;
        for (const std::string_view m : detail::split_moves(moves))
            if (!detail::is_castling(m)) kept += m;
        k.betza = kept;
        castles = false;
    }

    // The rules: the parent's, as far as they fit this board and these pieces.
    variant_rules r = base.rules;
    const bool same_board = files == base.files && ranks == base.ranks;
    auto has = [&](char letter) { return d.pieces.index_of(letter) >= 0; };
    auto keep_letters = [&](std::string_view letters) {
        std::string out;
        for (const char c : letters)
            if (has(c)) out += c;
        return out;
    };
    auto all_letters = [&](std::string_view letters) {
        for (const char c : letters)
            if (detail::upper(c) && !has(c)) return false;
        return true;
    };
    bool shogi_style = false;
    for (const piece_def& p : d.pieces) shogi_style = shogi_style || p.promoted;
    if (shogi_style) {
        if (!same_board) r.promotion.ranks = std::max(1, ranks / 3);
    } else {
        std::string any;
        for (const piece_def& p : d.pieces)
            if (!(p.traits & (royal | pawn))) any += p.letter;
        std::string white = parent.promotes_to_any ? any : keep_letters(r.promotion.pieces);
        std::string black = parent.promotes_to_any ? std::string() : keep_letters(r.promotion.black_pieces);
        if (white.empty() && !r.promotion.pieces.empty()) white = any;
        if (black.empty() && !r.promotion.black_pieces.empty()) black = any;
        r.promotion.pieces = white;
        r.promotion.black_pieces = black;
        if (!all_letters(r.promotion.limits)) r.promotion.limits = "";
        if (!same_board) r.promotion.ranks = 1, r.promotion.zone = "";
    }
    if (s.holdings >= 0) {
        if (s.holdings == 0) r.drops = drop_policy{};
        else if (!r.drops.enabled) r.drops = drop_policy{.enabled = true};
    }
    if (r.drops.pawn_drop_mate_illegal && !has(r.drops.pawn_drop_mate_piece)) r.drops.pawn_drop_mate_illegal = false;
    r.drops.must_drop_pieces = keep_letters(r.drops.must_drop_pieces);
    if (!same_board) r.castling = castling_policy{.chess960 = r.castling.chess960}, r.pawns.initial_squares = "", r.max_moves = 0;
    // What the FEN shows: kings in hand (placement, sittuyin), kings castling on a higher rank (shako).
    if (s.fen.holdings.find(king) != std::string::npos || s.fen.holdings.find(static_cast<char>(king - 'A' + 'a')) != std::string::npos)
        r.drops.royals_in_hand = true;
    if (castles)
        for (int row = ranks - 1; row >= ranks / 2 + ranks % 2; --row)
            for (const detail::fen_cell& c : s.fen.ranks[static_cast<std::size_t>(row)])
                if (c.piece == king && !c.promoted) r.castling.rank = ranks - 1 - row, row = 0;
    end_policy& end = r.end;
    if (end.try_piece && !has(end.try_piece)) end.try_piece = 0;
    if (end.extinction_pieces.view() != "*" && !all_letters(end.extinction_pieces))
        end.extinction_pieces = "", end.extinction_count = 0, end.extinction_opponent_count = 0, end.extinction_outcome = outcome::loss;
    if (end.flag_piece && ((end.flag_piece != '*' && !has(end.flag_piece)) || !same_board))
        end.flag_piece = 0, end.flag_region = "", end.flag_region_black = "", end.flag_count = 1, end.flag_blocked_win = false, end.flag_safe = false;
    if (!all_letters(end.pseudo_royals)) end.pseudo_royals = "";
    if (!all_letters(end.material_points)) end.material_points = "";
    if (end.impasse.points || end.impasse.declaration) end.impasse.major = keep_letters(end.impasse.major);
    r.board.holes = detail::holes_region(s.fen, files);
    if (r.board.holes.too_long()) return at_setup(s.fen_column, "too many holes ('*') to keep as a region");
    d.rules = r;

    // The start position: padded ranks, castling rights only where something castles or gates.
    std::string fen;
    for (std::size_t i = 0; i < s.fen.ranks.size(); ++i) {
        std::vector<detail::fen_cell> row = s.fen.ranks[i];
        row.resize(static_cast<std::size_t>(files));
        if (i) fen += '/';
        fen += detail::fen_rank_text(row);
    }
    if (s.fen.has_holdings) fen += "[" + s.fen.holdings + "]";
    // A castling right stays where its king and a partner stand on the castling rank (light-brigade
    // sends KQkq with no rook on the board: XBoard drops such rights, and so does the reader).
    const bool gates = r.drops.gating || r.board.cambodian_gates;
    auto right_holds = [&](char c) {
        if (gates || c == '-') return true;
        if (!castles || !(detail::upper(c) || detail::lower(c))) return false;
        const bool white = detail::upper(c);
        const auto& cells = s.fen.ranks[static_cast<std::size_t>(white ? ranks - 1 - r.castling.rank : r.castling.rank)];
        auto mine = [&](const detail::fen_cell& cell) { return cell.piece && detail::upper(cell.piece) == white; };
        int king_file = -1;
        for (std::size_t f = 0; f < cells.size(); ++f)
            if (mine(cells[f]) && detail::upper_of(cells[f].piece) == king && !cells[f].promoted) king_file = static_cast<int>(f);
        auto partner_at = [&](int f) {
            if (f < 0 || f >= static_cast<int>(cells.size()) || !mine(cells[static_cast<std::size_t>(f)])) return false;
            const int t = d.pieces.index_of(detail::upper_of(cells[static_cast<std::size_t>(f)].piece), cells[static_cast<std::size_t>(f)].promoted);
            return t >= 0 && (d.pieces[static_cast<std::size_t>(t)].traits & castling_partner);
        };
        if (king_file < 0) return false;
        const char u = detail::upper_of(c);
        if (u != 'K' && u != 'Q') return partner_at(u - 'A');
        for (int f = u == 'K' ? king_file + 1 : 0; f < (u == 'K' ? files : king_file); ++f)
            if (partner_at(f)) return true;
        return false;
    };
    for (std::size_t i = 0; i < s.fen.fields.size(); ++i) {
        std::string f(s.fen.fields[i].text);
        bool number = !f.empty();
        for (const char c : f) number = number && detail::digit(c);
        if (i == 1 && !number) {
            std::string kept;
            for (const char c : f)
                if (right_holds(c) && c != '-') kept += c;
            f = kept.empty() ? "-" : kept;
        }
        fen += ' ';
        fen += f;
    }
    d.start_fen = fen;
    if (d.start_fen.too_long()) return at_setup(s.fen_column, "the FEN is longer than 1023 characters");
    return std::nullopt;
}

// check()'s error, on the piece line it comes from where there is one, else on the setup line.
inline cecp_error variant_reader::located(const definition_error& e) const {
    if (e.piece >= 0 && static_cast<std::size_t>(e.piece) < type_lines_.size() && type_lines_[static_cast<std::size_t>(e.piece)] && e.region < 0) {
        const piece_line& p = *type_lines_[static_cast<std::size_t>(e.piece)];
        const int column = e.betza ? column_in(p, e.betza.column) : 0;
        return {p.line, column, std::string(e.what) + (e.betza ? std::string(" (") + std::string(e.betza.message()) + ")" : std::string())};
    }
    return at_setup(0, "not a variant ferz can play: " + e.message());
}

}  // namespace ferz::cecp
