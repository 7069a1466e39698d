// ferz/notation/san.hpp: moves as standard algebraic notation (Nf3, exd6, Rad1, e8=Q+, O-O-O#), out and in.
//
// SAN is written as Fairy-Stockfish writes it, for every board size and army: the piece's letter
// (pawns have none), the from-file, from-rank or from-square when another piece of the type can go to
// the same square, `x` for captures, the destination (files a.., ranks 1.., two digits from rank 10),
// `=Q` for the piece promoted to, O-O / O-O-O for castling towards the higher / lower files (also on
// wide boards and in Chess960), `+` for check and `#` for mate. A move of legs is written as XBoard
// writes it: the piece's letter, `x` and each square captured on the way, then `-` (or `x` where it
// takes there too) and where it lands: Lxf5-g5, Lxf5xg5, the igui Lxf5-e4; a pass names the piece's
// square twice, Le4-e4. A move that unloads (XBetza `u`) names its from-square, where it lands, then
// '@' and where the piece that stood there goes: the swap Sd4-d5@d4. A pawn-trait piece is written without
// a letter only when it moves like the orthodox pawn — straight forward without capturing, one step
// diagonally forward to capture — because only then does the destination (and on captures the
// from-file) tell which pawn moved; Berolina's, sideways- and backward-moving pawns keep their letter
// (Pe3, Pde3), as in Fairy-Stockfish, where they are custom pieces.
// Reading matches the text against the legal moves, like parse_uci: it accepts the canonical form and
// the usual liberties (check marks missing or wrong, `x` missing or superfluous, `e8Q` for `e8=Q`, 0-0,
// more disambiguation than needed, a pawn written with its letter, a trailing !, ?, !!, ??, !? or ?!)
// and is strict about everything else; text that names no legal move, or more than one, is an error.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/game.hpp"
#include "ferz/movegen/generate.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/position.hpp"
#include "ferz/result.hpp"

namespace ferz {

namespace detail {

// Whether a pawn-trait piece moves like the orthodox pawn (its initial and e.p. extras aside): every
// non-capturing path goes straight forward, every capture is one diagonal step forward. Only such
// pawns are written without a letter; anything else would make the short form ambiguous or misleading.
template <class M>
bool san_letterless(const M& m, int type) {
    const auto u = static_cast<std::size_t>(type);
    if (!(m.traits.piece_traits[u] & pawn)) return false;
    if (m.traits.castling_counts[u] > 0) return false;
    for (std::size_t k = m.cat.begin[u]; k < m.cat.begin[u + 1]; ++k) {
        const betza::path& p = m.cat.paths[k];
        const std::uint16_t mode = p.last().mode;
        if (mode & (betza::to_enemy | betza::to_ep | betza::to_friend)) {
            const betza::leg& l = p.legs[0];
            if ((mode & betza::to_empty) || p.size != 1 || l.range != 1 || l.dy != 1 || (l.dx != 1 && l.dx != -1)) return false;
        } else {
            for (std::size_t i = 0; i < p.size; ++i)
                if (p.legs[i].dx != 0 || p.legs[i].dy <= 0) return false;
        }
    }
    return true;
}

// The names SAN gives a variant's pieces.
template <class M>
struct san_pieces {
    const M& m;
    bool letterless(int type) const { return san_letterless(m, type); }
    // Text without a piece letter is read as a move of any pawn-trait piece (`ed3` for Berolina's Ped3).
    bool pawn_like(int type) const { return (m.traits.piece_traits[static_cast<std::size_t>(type)] & pawn) != 0; }
    char letter(int type) const noexcept { return m.traits.letters[static_cast<std::size_t>(type)]; }
    bool promoted(int type) const noexcept { return m.traits.promoted[static_cast<std::size_t>(type)]; }
    // A promoted form is written as in FEN: "+P" (its base's letter after '+').
    std::string token(int type) const {
        std::string s;  // (built in steps: "+" + std::string at -O3 gets g++ 12's false -Wrestrict)
        if (promoted(type)) s += '+';
        s += letter(type);
        return s;
    }
    // The piece's letter before its move: its SAN letter where the definition gives one (xiangqi's H
    // and E, kyoto's G for +L: piece_def::san_letter), else its token. Promotions, drops and gating
    // write the token, as Fairy-Stockfish does.
    std::string mover(int type) const {
        const char l = m.def.pieces[static_cast<std::size_t>(type)].san_letter;
        return l ? std::string(1, l) : token(type);
    }
    // Whether SAN's piece letter(s) `letter` (with `promoted_form`: "+L") name the mover `type`:
    // its SAN letter, or its token where it has none, or its token where no other type has that token
    // as SAN letter (the FEN letter is read as well).
    bool names_mover(int type, char l, bool promoted_form) const {
        const char own = m.def.pieces[static_cast<std::size_t>(type)].san_letter;
        if (own && !promoted_form && own == l) return true;
        if (letter(type) != l || promoted(type) != promoted_form) return false;
        if (promoted_form) return true;
        for (int t = 0; t < m.traits.types; ++t)
            if (t != type && m.def.pieces[static_cast<std::size_t>(t)].san_letter == l) return false;
        return true;
    }
};

// What SAN and LAN write after the move: the piece gated in ("/H", and for castling the gate's square,
// "O-O/He1"), the wall it places (",e5", as Fairy-Stockfish writes it), then '+' or '#' (the move is
// played on a copy of `pos`).
template <class V>
std::string san_suffix(const position<V>& pos, move m) {
    const auto& md = pos.model();
    std::string s;
    if (m.gating() >= 0) {
        s += '/';
        s += md.traits.letters[static_cast<std::size_t>(m.gating())];
        if (m.kind() == move_kind::castling) s += square_name(md.geo, m.gate_on_partner() ? m.to() : m.from());
    }
    if (m.has_wall()) s.append(1, ',').append(square_name(md.geo, m.wall()));  // (rules.board.walls)
    position<V> after = pos;
    after.make(m);
    if (in_check(after)) s += count_legal_moves(after) == 0 ? '#' : '+';
    return s;
}

template <class M>
bool has_san_letter(const M& m, char letter) {
    for (int t = 0; t < m.traits.types; ++t)
        if (m.def.pieces[static_cast<std::size_t>(t)].san_letter == letter) return true;
    return false;
}

template <class V>
bool san_capture(const position<V>& pos, move m) {
    return pos.is_capture(m);
}

// The text cut into its parts; squares are 0-based, -1 where the text gives none.
struct san_parts {
    enum class form { piece_move, castle_high, castle_low, drop } kind = form::piece_move;
    char letter = 0;  // 0: no piece letter
    bool letter_promoted = false;  // "+P": the promoted form lettered P
    int from_file = -1, from_rank = -1;
    int to_file = -1, to_rank = -1;
    char promotion = 0;  // 0: no promotion
    bool promotion_promoted = false;  // "=+B": into the promoted form lettered B
};

inline bool san_upper(char c) { return c >= 'A' && c <= 'Z'; }
inline bool san_lower(char c) { return c >= 'a' && c <= 'z'; }
inline bool san_digit(char c) { return c >= '0' && c <= '9'; }

// A rank number of 1..ranks written in one or two digits, no leading zero; -1 if it is not one.
inline int san_rank(std::string_view digits, int ranks) {
    if (digits.empty() || digits.size() > 2 || digits[0] == '0') return -1;
    int n = 0;
    for (const char c : digits) n = n * 10 + (c - '0');
    return n <= ranks ? n - 1 : -1;
}

inline int san_file(char c, int files) { return san_lower(c) && c != 'x' && c - 'a' < files ? c - 'a' : -1; }
// A whole square ("e5", "j10") of a board files x ranks, as {file, rank}; {-1, -1} if it is none.
inline std::array<int, 2> san_square(std::string_view text, int files, int ranks) {
    const int file = !text.empty() ? san_file(text[0], files) : -1;
    const int rank = file >= 0 ? san_rank(text.substr(1), ranks) : -1;
    return rank < 0 ? std::array<int, 2>{-1, -1} : std::array<int, 2>{file, rank};
}

// Cuts the text (check marks and annotations already removed) into its parts, or says what is wrong
// and at which column (1-based, counted in the whole text).
inline result<san_parts, std::string> read_san_body(std::string_view body, int files, int ranks) {
    using form = san_parts::form;
    san_parts out;
    auto at = [](std::size_t i, std::string_view what) {
        std::string message(what);
        message.append(" at column ").append(std::to_string(i + 1));
        return unexpected<std::string>{std::move(message)};
    };
    if (body == "O-O" || body == "0-0") return out.kind = form::castle_high, out;
    if (body == "O-O-O" || body == "0-0-0") return out.kind = form::castle_low, out;
    std::size_t i = 0, end = body.size();
    if (body[0] == '+' && body.size() > 1 && san_upper(body[1])) out.letter_promoted = true, i = 1;
    if (san_upper(body[i])) out.letter = body[i], ++i;
    else if (out.letter_promoted) return at(i, "'+' without a piece letter");
    if (i < end && body[i] == '@') {
        if (!out.letter) return at(i, "a drop needs a piece letter");
        out.kind = form::drop;
        ++i;
    } else {
        // The promotion, from the end: `=Q` or `Q`.
        if (end > i && san_upper(body[end - 1])) {
            out.promotion = body[end - 1], --end;
            if (end > i && body[end - 1] == '+') out.promotion_promoted = true, --end;
            if (end > i && body[end - 1] == '=') --end;
        } else if (end > i && body[end - 1] == '=') {
            return at(end - 1, "'=' without the piece promoted to");
        }
    }
    // The destination: a file letter and one or two digits, at the end of what is left.
    std::size_t digits = end;
    while (digits > i && san_digit(body[digits - 1]) && end - digits < 3) --digits;
    if (digits == end) return at(end == 0 ? 0 : end - 1, "expected a destination square (like e4)");
    if (digits == i || !san_lower(body[digits - 1])) return at(digits == i ? i : digits - 1, "expected the destination's file");
    out.to_file = san_file(body[digits - 1], files);
    if (out.to_file < 0) return at(digits - 1, "a file not on this board");
    out.to_rank = san_rank(body.substr(digits, end - digits), ranks);
    if (out.to_rank < 0) return at(digits, "a rank not on this board");
    std::size_t rest = digits - 1;  // body[i, rest) holds the disambiguation and `x`
    if (out.kind == form::drop) {
        if (rest != i) return at(i, "unexpected text in a drop");
        return out;
    }
    if (rest > i && body[rest - 1] == 'x') --rest;
    if (i < rest && san_lower(body[i])) {
        out.from_file = san_file(body[i], files);
        if (out.from_file < 0) return at(i, body[i] == 'x' ? "unexpected character" : "a file not on this board");
        ++i;
    }
    if (i < rest) {
        std::size_t d = i;
        while (d < rest && san_digit(body[d])) ++d;
        if (d != rest) return at(d, "unexpected character");
        out.from_rank = san_rank(body.substr(i, rest - i), ranks);
        if (out.from_rank < 0) return at(i, "a rank not on this board");
    }
    return out;
}

// A move of legs as SAN writes it (san_body): the mover's letter (with '+' for a promoted form) and as
// much of its square as needed, each victim after 'x', then '-' or 'x' and the landing square. The text
// is that form when it names a victim, or lands where the from-square it names is (a pass: Le4-e4).
struct san_legs {
    char letter = 0;  // 0: none (a letterless pawn)
    bool letter_promoted = false;
    int from_file = -1, from_rank = -1;
    std::vector<std::array<int, 2>> victims;  // {file, rank} each
    int to_file = -1, to_rank = -1;
};

inline std::optional<san_legs> read_san_legs(std::string_view body, int files, int ranks) {
    san_legs out;
    // A square at the end of `text`, cut off it: {file, rank}, or {-1, -1}.
    const auto last_square = [&](std::string_view& text) -> std::array<int, 2> {
        std::size_t d = text.size();
        while (d > 0 && san_digit(text[d - 1]) && text.size() - d < 2) --d;
        if (d == text.size() || d == 0) return {-1, -1};
        const auto sq = san_square(text.substr(d - 1), files, ranks);
        if (sq[1] >= 0) text.remove_suffix(text.size() - d + 1);
        return sq;
    };
    std::string_view rest = body;
    const auto to = last_square(rest);
    if (to[1] < 0 || rest.empty() || (rest.back() != '-' && rest.back() != 'x')) return std::nullopt;
    out.to_file = to[0], out.to_rank = to[1];
    rest.remove_suffix(1);
    while (rest.size() > 2) {
        std::string_view t = rest;
        const auto v = last_square(t);
        if (v[1] < 0 || t.empty() || t.back() != 'x') break;
        t.remove_suffix(1);
        out.victims.insert(out.victims.begin(), v);
        rest = t;
    }
    std::size_t i = 0;
    if (rest.size() > 1 && rest[0] == '+' && san_upper(rest[1])) out.letter_promoted = true, i = 1;
    if (i < rest.size() && san_upper(rest[i])) out.letter = rest[i++];
    if (i < rest.size() && san_lower(rest[i])) {
        out.from_file = san_file(rest[i++], files);
        if (out.from_file < 0) return std::nullopt;
    }
    if (i < rest.size()) {
        out.from_rank = san_rank(rest.substr(i), ranks);
        if (out.from_rank < 0) return std::nullopt;
    }
    const bool pass = out.from_file == out.to_file && out.from_rank == out.to_rank;
    if (out.victims.empty() && !pass) return std::nullopt;
    return out;
}

template <class V, class Names>
bool san_legs_match(const position<V>& pos, move m, const san_legs& p, const Names& names) {
    const auto& geo = pos.model().geo;
    if (m.kind() != move_kind::locust || m.victim_count() != static_cast<int>(p.victims.size())) return false;
    const int from = m.from(), to = m.to();
    if (geo.file_of(to) != p.to_file || geo.rank_of(to) != p.to_rank) return false;
    if ((p.from_file >= 0 && geo.file_of(from) != p.from_file) || (p.from_rank >= 0 && geo.rank_of(from) != p.from_rank)) return false;
    for (int i = 0; i < m.victim_count(); ++i) {
        const auto& v = p.victims[static_cast<std::size_t>(i)];
        if (m.victim(i) != geo.square(v[0], v[1])) return false;
    }
    const int type = pos.type_on(from);
    return p.letter ? names.names_mover(type, p.letter, p.letter_promoted) : names.letterless(type);
}

template <class V>
bool san_matches(const position<V>& pos, move m, const san_parts& p) {
    const auto& geo = pos.model().geo;
    const san_pieces<typename position<V>::model_type> names{pos.model()};
    using form = san_parts::form;
    switch (p.kind) {
    case form::castle_high:
    case form::castle_low:
        return m.kind() == move_kind::castling && m.castling_steps() == 0 &&
               (geo.file_of(m.to()) > geo.file_of(m.from())) == (p.kind == form::castle_high);
    case form::drop:
        return m.kind() == move_kind::drop && names.letter(m.piece()) == p.letter && names.promoted(m.piece()) == p.letter_promoted &&
               geo.file_of(m.to()) == p.to_file && geo.rank_of(m.to()) == p.to_rank;
    case form::piece_move: break;
    }
    if (m.kind() == move_kind::castling && m.castling_steps() != 0) {
        // A castling of another distance than the side's first: the royal's move to its square (Kh1).
        const int kto = pos.castling_targets(m).first;
        return !p.promotion && p.letter && names.names_mover(pos.type_on(m.from()), p.letter, p.letter_promoted) &&
               geo.file_of(kto) == p.to_file && geo.rank_of(kto) == p.to_rank && (p.from_file < 0 || geo.file_of(m.from()) == p.from_file) &&
               (p.from_rank < 0 || geo.rank_of(m.from()) == p.from_rank);
    }
    if (m.kind() == move_kind::castling || m.kind() == move_kind::drop || m.kind() == move_kind::null) return false;
    if (m.kind() == move_kind::locust || m.has_unload()) return false;  // (their own forms: san_legs, '@')
    const int from = m.from(), to = m.to();
    if (geo.file_of(to) != p.to_file || geo.rank_of(to) != p.to_rank) return false;
    if ((p.from_file >= 0 && geo.file_of(from) != p.from_file) || (p.from_rank >= 0 && geo.rank_of(from) != p.from_rank))
        return false;
    const int type = pos.type_on(from);
    if (p.letter ? !names.names_mover(type, p.letter, p.letter_promoted) : !names.pawn_like(type)) return false;
    if (m.kind() == move_kind::promotion)
        return p.promotion && names.letter(m.piece()) == p.promotion && names.promoted(m.piece()) == p.promotion_promoted;
    return !p.promotion;
}

template <class V>
result<move, move_text_error> san_found(const position<V>& pos, std::string_view text, const std::vector<move>& found);

// What SAN and LAN write of a move of legs after the mover: each victim after 'x', then '-' (or 'x'
// where it takes there too) and where it lands.
template <class V>
std::string legs_tail(const position<V>& pos, move m) {
    const auto& geo = pos.model().geo;
    std::string s;
    for (int i = 0; i < m.victim_count(); ++i) s.append(1, 'x').append(square_name(geo, m.victim(i)));
    s += m.to() != m.from() && !pos.empty(m.to()) ? 'x' : '-';
    return s.append(square_name(geo, m.to()));
}

inline bool same_victims(move a, move b) noexcept {
    if (a.victim_count() != b.victim_count()) return false;
    for (int i = 0; i < a.victim_count(); ++i)
        if (a.victim(i) != b.victim(i)) return false;
    return true;
}

// What SAN writes of a move's from-square: {the file, the rank}. The squares of the other pieces that
// the same text would name: same letter, or for a letterless pawn any pawn-trait piece, going to the
// same square with the same gating and the same promotion (as Fairy-Stockfish: Seirawan's Nd2/E where
// only one knight can bring the elephant in); a letterless pawn's capture or sideways step writes its
// file.
template <class V, class Names>
std::array<bool, 2> san_disambiguation(const position<V>& pos, move m, const Names& names) {
    const auto& geo = pos.model().geo;
    const int from = m.from(), to = m.to();
    const int type = pos.type_on(from);
    const bool letterless = names.letterless(type);
    const bool capture = san_capture(pos, m);
    typename position<V>::bitboard others{};
    for (const move o : legal_move_vector(pos)) {
        if (o.kind() == move_kind::castling || o.kind() == move_kind::drop || o.kind() == move_kind::null) continue;
        if (o.to() != to || o.from() == from || o.gating() != m.gating()) continue;
        if (o.has_wall() != m.has_wall() || o.wall() != m.wall()) continue;  // (the same wall, as Fairy-Stockfish)
        // A move of legs shares its text only with another that takes the same squares on the way.
        if ((o.kind() == move_kind::locust) != (m.kind() == move_kind::locust) || o.has_unload() != m.has_unload()) continue;
        if (m.kind() == move_kind::locust && !same_victims(o, m)) continue;
        // Only a move of the same kind names the same text: a promotion to the same piece.
        if ((o.kind() == move_kind::promotion) != (m.kind() == move_kind::promotion)) continue;
        if (m.kind() == move_kind::promotion && o.piece() != m.piece()) continue;
        const int t = pos.type_on(o.from());
        if (letterless ? names.pawn_like(t) : names.mover(t) == names.mover(type)) others.set(o.from());
    }
    if (letterless && !capture && m.kind() == move_kind::promotion && from != to && pos.model().rules.promotion.sittuyin)
        // Sittuyin's pawn that becomes a met with a step to an empty square: its whole square, as
        // Fairy-Stockfish writes it (e5f6=F).
        return {true, true};
    if (letterless && (capture || geo.file_of(from) != geo.file_of(to))) return {true, (others & geo.file_mask(geo.file_of(from))).any()};
    if (others.none()) return {false, false};
    if ((others & geo.file_mask(geo.file_of(from))).none()) return {true, false};
    if ((others & geo.rank_mask(geo.rank_of(from))).none()) return {false, true};
    return {true, true};
}

// The text, shortened if it is very long (move_error), for error messages.
inline unexpected<move_text_error> san_error(std::string_view text, std::string_view why) { return move_error(text, why); }

// A text without its trailing check or mate marks.
constexpr std::string_view without_check_mark(std::string_view text) noexcept {
    while (!text.empty() && (text.back() == '+' || text.back() == '#')) text.remove_suffix(1);
    return text;
}

// SAN without what follows the move (san_suffix: the gated piece, the check mark): what to_san writes
// before it, found without playing the move.
template <class V>
std::string san_body(const position<V>& pos, move m) {
    const auto& geo = pos.model().geo;
    const san_pieces<typename position<V>::model_type> names{pos.model()};
    std::string san;
    if (m.has_unload()) {
        // XBetza `u`: the whole from-square, the squares taken on the way, where it lands, then '@'
        // and where the piece that stood there goes (the swap Sd4-d5@d4; Wd4-d6@d5 through d5).
        san = names.mover(pos.type_on(m.from())) + square_name(geo, m.from());
        for (int i = 0; i < m.victim_count(); ++i) san.append(1, 'x').append(square_name(geo, m.victim(i)));
        return san.append(1, '-').append(square_name(geo, m.to())).append(1, '@').append(square_name(geo, m.unload()));
    }
    switch (m.kind()) {
    case move_kind::null: return "--";
    case move_kind::castling:
        // The side's first castling distance is O-O / O-O-O; another (almost-wildebeest's three) is
        // written as the royal's move to its square, as XBoard writes a castling it has no O-O for.
        if (m.castling_steps() != 0) san = names.mover(pos.type_on(m.from())) + square_name(geo, pos.castling_targets(m).first);
        else san = geo.file_of(m.to()) > geo.file_of(m.from()) ? "O-O" : "O-O-O";
        break;
    case move_kind::drop:
        san += names.token(m.piece());
        san += '@';
        san += square_name(geo, m.to());
        break;
    case move_kind::locust: {
        // A move of legs: Lxf5-g5, Lxf5xg5, the igui Lxf5-e4, the pass Le4-e4 (its square in full).
        const int from = m.from();
        const auto [with_file, with_rank] = san_disambiguation(pos, m, names);
        san += names.mover(pos.type_on(from));
        const bool pass = m.victim_count() == 0;
        if (with_file || pass) san += static_cast<char>('a' + geo.file_of(from));
        if (with_rank || pass) san += std::to_string(geo.rank_of(from) + 1);
        san += legs_tail(pos, m);
        break;
    }
    default: {
        const int from = m.from(), to = m.to();
        const int type = pos.type_on(from);
        const bool letterless = names.letterless(type);
        const bool capture = san_capture(pos, m);
        const auto [with_file, with_rank] = san_disambiguation(pos, m, names);
        if (!letterless) san += names.mover(type);
        if (with_file) san += static_cast<char>('a' + geo.file_of(from));
        if (with_rank) san += std::to_string(geo.rank_of(from) + 1);
        if (capture) san += 'x';
        san += square_name(geo, to);
        if (m.kind() == move_kind::promotion) {
            // '=' and what the piece becomes, as Fairy-Stockfish writes it (Bxh8=H for its horse):
            // a promoted form as in FEN (Bxh8=+B), a piece turning back its base (+Lxa2=L).
            san += '=';
            san += names.token(m.piece());
        }
        break;
    }
    }
    return san;
}

}  // namespace detail

// The SAN of a legal move of `pos`. The position is copied to play the move and see whether it
// checks or mates (so `pos` stays untouched and may be shared); the legal moves are generated once
// to find the other pieces that could go to the same square. Null moves are written `--`.
template <class V>
std::string to_san(const position<V>& pos, move m) {
    if (m.kind() == move_kind::null) return "--";
    // Seirawan gating as Fairy-Stockfish writes it: "Nf3/H", and for castling the gate's square,
    // "O-O/He1".
    return detail::san_body(pos, m) + detail::san_suffix(pos, m);
}

// The legal move of `pos` that a SAN text names, or an error that says whether the text is not SAN,
// names no legal move, or names several (and which).
template <class V>
result<move, move_text_error> parse_san(const position<V>& pos, std::string_view text) {
    const auto& md = pos.model();
    const auto& geo = md.geo;
    constexpr std::size_t longest = 32;  // far more than any SAN move needs
    if (text.empty()) return detail::san_error(text, "is not SAN: the text is empty");
    if (text.size() > longest) return detail::san_error(text, "is not SAN: too long");
    std::string_view body = text;
    // A trailing annotation, then a check mark.
    for (const std::string_view a : {"!!", "??", "!?", "?!", "!", "?"})
        if (body.size() > a.size() && body.substr(body.size() - a.size()) == a) {
            body.remove_suffix(a.size());
            break;
        }
    if (!body.empty() && (body.back() == '+' || body.back() == '#')) body.remove_suffix(1);
    if (body.empty()) return detail::san_error(text, "is not SAN: no move before the check mark or annotation");
    // A pass (janggi, flipello: rules.turns) is written as the null move, "--".
    if (md.rules.turns.passes())
        if (body == "--") {
            for (const move m : legal_move_vector(pos))
                if (m.kind() == move_kind::null) return m;
            return detail::san_error(text, "is not a legal move here: no pass now");
        }
    // A wall (rules.board.walls): ",e5" at the end.
    int wall = -1;
    if (md.rules.board.walls != walling_rule::none) {
        const auto comma = body.find(',');
        if (comma == std::string_view::npos) return detail::san_error(text, "is not SAN here: a move names its wall after a comma (e4,e5)");
        const auto [file, rank] = detail::san_square(body.substr(comma + 1), geo.files, geo.ranks);
        if (rank < 0) return detail::san_error(text, "is not SAN: expected the wall's square after ','");
        wall = geo.square(file, rank);
        body = body.substr(0, comma);
    }
    // Gating: "/H" (and a square for castling) after the move.
    int gating = -1, gate_square = -1;
    if (const auto slash = body.find('/'); slash != std::string_view::npos) {
        const std::string_view g = body.substr(slash + 1);
        if (g.empty() || md.traits.index_of(g[0]) < 0)
            return detail::san_error(text, "is not SAN: '/' must be followed by the letter of the piece gated in");
        gating = md.traits.index_of(g[0]);
        if (g.size() > 1) {
            const auto [file, rank] = detail::san_square(g.substr(1), geo.files, geo.ranks);
            if (rank < 0) return detail::san_error(text, "is not SAN: expected a gate's square after the piece letter");
            gate_square = geo.square(file, rank);
        }
        body = body.substr(0, slash);
    }
    // An unload (XBetza u): '@' and a square after a move, read as to_san writes it (Sd4-d5@d4).
    if (const auto at = body.find('@'); at != std::string_view::npos && at > 0 && body[at - 1] >= '0' && body[at - 1] <= '9') {
        std::vector<move> found;
        for (const move m : legal_move_vector(pos))
            if (m.has_unload() && m.gating() == gating && detail::san_body(pos, m) == body) found.push_back(m);
        return detail::san_found(pos, text, found);
    }
    if (const auto legs = detail::read_san_legs(body, geo.files, geo.ranks)) {
        std::vector<move> found;
        const detail::san_pieces<typename position<V>::model_type> names{md};
        for (const move m : legal_move_vector(pos))
            if (m.gating() == gating && (wall < 0 || m.wall() == wall) && detail::san_legs_match(pos, m, *legs, names)) found.push_back(m);
        return detail::san_found(pos, text, found);
    }
    auto parts = detail::read_san_body(body, geo.files, geo.ranks);
    if (!parts) return detail::san_error(text, "is not SAN: " + parts.error());
    if (parts->letter && md.traits.index_of(parts->letter) < 0 && !detail::has_san_letter(md, parts->letter))
        return detail::san_error(text, std::string("is not SAN here: no piece is written '") + parts->letter + "'");
    if (parts->promotion && md.traits.index_of(parts->promotion) < 0)
        return detail::san_error(text, std::string("is not SAN here: no piece is written '") + parts->promotion + "'");
    std::vector<move> found;
    for (const move m : legal_move_vector(pos)) {
        if (m.gating() != gating || (wall >= 0 && m.wall() != wall)) continue;
        if (gate_square >= 0 && gate_square != (m.gate_on_partner() ? m.to() : m.from())) continue;
        if (detail::san_matches(pos, m, *parts)) found.push_back(m);
    }
    return detail::san_found(pos, text, found);
}

// The one legal move a text names, or why there is none: no match, or several (and which).
template <class V>
result<move, move_text_error> detail::san_found(const position<V>& pos, std::string_view text, const std::vector<move>& found) {
    if (found.size() == 1) return found[0];
    if (found.empty()) return san_error(text, "names no legal move here");
    std::string why = "is ambiguous: it names " + std::to_string(found.size()) + " legal moves (";
    for (std::size_t i = 0; i < found.size(); ++i) why += (i ? ", " : "") + to_san(pos, found[i]);
    why += ")";
    return san_error(text, why);
}

}  // namespace ferz
