// ferz/notation/cecp.hpp: what a CECP (XBoard/WinBoard protocol) engine tells the GUI about a variant.
//
// With legality testing off, XBoard knows a variant's pieces only by what the engine says: `setup`
// gives the pieceToCharTable (which letter is which of XBoard's piece images) and the start position,
// and `piece ID BETZA` teaches its move generator a piece it does not know (seed 000: `P&` for both
// colours, `+S&` for a promoted form), so that it can test legality, show target squares and write
// correct SAN. Older GUIs read a smaller XBetza than ferz does (XBETZA.md §8), so a `piece` command
// carries the portable spelling: the canonical text (no `NN`, `L`, `J`, `fsF` or K-system direction
// letters), the xiangqi horse `mafsW` as `nN` (XBoard's lame knight), and no `@` (XBoard 4.8 stops
// reading at it): where a piece may be dropped goes in the seed's third field instead (`1-8P1`: ranks
// 1 to 8 counted from the owner's side, no drop on a file that holds one of them already).
//
// XBoard's piece images are its own piece types in a fixed order (its ChessSquare enum: pawn, knight,
// bishop, rook, queen, ferz, alfil, archbishop, chancellor, wazir, man, cannon, nightrider, ...; the
// king last). A variant's piece type goes to the slot of the XBoard piece that moves the same (then the
// GUI knows it and no `piece` command is needed), else to a free slot, preferably the one whose default
// letter is the piece's letter. Promoted forms sit 11 slots after their base, as XBoard's shogi has
// them, and are written '+' in the table; pieces that can be held in hand take the lowest slots,
// because XBoard's holdings hold the first slots only.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/betza/canonical.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/position.hpp"
#include "ferz/result.hpp"
#include "ferz/rules/variant.hpp"

namespace ferz::cecp {

namespace detail {

inline constexpr bool lower(char c) noexcept { return c >= 'a' && c <= 'z'; }
inline constexpr bool upper(char c) noexcept { return c >= 'A' && c <= 'Z'; }
inline constexpr bool digit(char c) noexcept { return c >= '0' && c <= '9'; }

// The moves of a canonical descriptor, one string each: modifiers (and `a` legs), the atom, its
// X/Y suffixes and its range (`fmW`, `mafsW`, `isO2`, `f@8`).
inline std::vector<std::string_view> split_moves(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t start = 0, i = 0;
    while (i < text.size()) {
        while (i < text.size() && lower(text[i])) ++i;
        if (i == text.size()) break;  // trailing modifiers: not canonical output, kept as they are
        ++i;                          // the atom (an upper-case letter or '@')
        while (i < text.size() && (text[i] == 'X' || text[i] == 'Y')) ++i;
        while (i < text.size() && digit(text[i])) ++i;
        out.push_back(text.substr(start, i - start));
        start = i;
    }
    if (start < text.size()) out.push_back(text.substr(start));
    return out;
}

inline bool is_drop(std::string_view move) noexcept { return move.find('@') != std::string_view::npos; }
inline bool is_castling(std::string_view move) noexcept { return move.find('O') != std::string_view::npos; }

// The same moves whatever their order: the sorted list of moves (views into `canonical`, which must
// outlive the list).
inline std::vector<std::string_view> move_set(std::string_view canonical, bool without_castling) {
    std::vector<std::string_view> moves;
    for (const std::string_view m : split_moves(canonical))
        if (!is_drop(m) && !(without_castling && is_castling(m))) moves.push_back(m);
    std::sort(moves.begin(), moves.end());
    return moves;
}

// A pawn's moves as XBoard plays them (moves.c's epFlag): an initial, non-capturing push of more than
// one step, straight ahead or diagonal, gives e.p. rights on the squares it passes even without `n`
// (the legacy meaning of a pawn's multi-push: Fairy-Max's Wildebeest pawn `ifmW3`). ferz reads such a
// move as written, so the CECP reader adds the `n` (before the atom, where canonical order has it).
inline std::string xboard_pawn_moves(std::string_view canonical) {
    std::string out;
    for (const std::string_view m : split_moves(canonical)) {
        const std::size_t atom = m.find_first_of("WFRB");
        bool legacy = atom != std::string_view::npos && m.find('a') == std::string_view::npos && m.find('i') != std::string_view::npos;
        if (legacy) {
            const std::string_view mods = m.substr(0, atom), range = m.substr(atom + 1);
            const bool rides = m[atom] == 'R' || m[atom] == 'B' || (!range.empty() && range != "1");
            const bool diagonal = m[atom] == 'F' || m[atom] == 'B';
            legacy = rides && mods.find('m') != std::string_view::npos && mods.find_first_of("cdepgynjxtzqou") == std::string_view::npos &&
                     (diagonal || mods.find_first_of("lrs") == std::string_view::npos);
        }
        if (legacy) out.append(m.substr(0, atom)).append(1, 'n').append(m.substr(atom));
        else out.append(m);
    }
    return out;
}

}  // namespace detail

// The spelling of a descriptor that XBoard 4.8 and later read as ferz does (see the header comment);
// drops are left out. An invalid descriptor is its compile error.
[[nodiscard]] inline result<std::string, betza::error> portable_betza(std::string_view descriptor) {
    auto canonical = betza::canonical(descriptor);
    if (!canonical) return unexpected{canonical.error()};
    std::string out;
    for (const std::string_view m : detail::split_moves(*canonical)) {
        if (detail::is_drop(m)) continue;
        out += m == "mafsW" ? std::string_view{"nN"} : m;  // the xiangqi horse, as XBoard reads `n` (§8)
    }
    return out;
}

// One of XBoard's piece types: its default letter (variant fairy) and, where every XBoard variant but
// shogi moves it the same, its moves.
struct xboard_piece {
    char letter;
    std::string_view moves;
};
// In the order of XBoard's ChessSquare enum (4.9: 43 types and the king; the table may be shorter,
// and XBoard puts the king letter last whatever the length).
inline constexpr std::array<xboard_piece, 21> xboard_pieces = {{
    {'P', "fmWfceFifmnD"}, {'N', "N"}, {'B', "B"}, {'R', "R"}, {'Q', "Q"}, {'F', ""}, {'E', ""},
    {'A', "BN"}, {'C', "RN"}, {'W', ""}, {'M', ""}, {'O', ""}, {'H', ""}, {'I', ""}, {'J', ""},
    {'G', ""}, {'D', ""}, {'V', ""}, {'L', ""}, {'S', ""}, {'U', ""},
}};
inline constexpr int xboard_promoted_offset = 11;  // XBoard's PROMOTED: dragon (14) - rook (3)
inline constexpr int xboard_max_slots = 43;

// The variant names XBoard 4.9 knows by itself; any other name is an engine-defined variant, whose
// `setup` must also give the board size, the holdings and a parent variant.
inline constexpr std::string_view xboard_variants[] = {
    "normal", "fischerandom", "crazyhouse", "shatranj", "shogi", "courier", "gothic", "capablanca",
    "knightmate", "caparandom", "berolina", "janus", "seirawan", "makruk", "xiangqi", "grand", "spartan"};

inline bool xboard_knows_variant(std::string_view name) noexcept {
    return std::find(std::begin(xboard_variants), std::end(xboard_variants), name) != std::end(xboard_variants);
}

// CECP's name of a variant: ferz's name, but "normal" for chess.
inline std::string_view variant_name(std::string_view ferz_name) noexcept {
    return ferz_name == "chess" ? std::string_view{"normal"} : ferz_name;
}

// How a variant's pieces map onto XBoard's.
struct xboard_layout {
    std::vector<int> slot;             // per piece type: its slot, or -1 for the royal piece (the king)
    std::vector<bool> known;           // per piece type: XBoard moves it right without a `piece` command
    std::string table;                 // the pieceToCharTable, white then black
    int holdings = 0;                  // slots that can be held in hand (0: no holdings)
    std::string parent;                // the parent variant of an engine-defined variant
};

// The layout of a variant whose piece types are described by `t` (its traits: traits_data, as
// variant_traits<V>::data or a position's model().traits hold them); `ferz_name` is the variant's name.
template <class Traits>
xboard_layout layout(const Traits& t, std::string_view ferz_name) {
    const int types = t.types;
    auto at = [](auto& array, int i) -> decltype(auto) { return array[static_cast<std::size_t>(i)]; };
    xboard_layout out;
    out.slot.assign(static_cast<std::size_t>(types), -2);
    out.known.assign(static_cast<std::size_t>(types), false);
    std::array<int, xboard_max_slots> owner{};
    owner.fill(-1);
    const bool shogi_style = t.has_promoted_forms;
    const bool xboard_shogi_slots = shogi_style && xboard_knows_variant(variant_name(ferz_name));
    auto moves_of = [&](int type) {
        const auto c = betza::canonical(at(t.descriptors, type));
        return c ? *c : std::string(at(t.descriptors, type));
    };
    auto take = [&](int type, int s, bool known) {
        out.slot[static_cast<std::size_t>(type)] = s;
        out.known[static_cast<std::size_t>(type)] = known;
        if (s >= 0) owner[static_cast<std::size_t>(s)] = type;
    };
    auto free_slot = [&](int s, bool needs_promoted) {
        if (s < 0 || s >= xboard_max_slots || owner[static_cast<std::size_t>(s)] >= 0) return false;
        if (!needs_promoted) return true;
        return s + xboard_promoted_offset < xboard_max_slots && owner[static_cast<std::size_t>(s + xboard_promoted_offset)] < 0;
    };

    // 1. The royal piece is XBoard's king; it knows it if it moves as a king (castling aside).
    if (t.royal_type >= 0) {
        const std::string text = moves_of(t.royal_type);  // move_set's views point into it
        const auto m = detail::move_set(text, true);
        take(t.royal_type, -1, m.size() == 1 && m[0] == "K");
    }
    // 2. Pieces XBoard moves the same (not under a shogi parent, where its pieces are shogi's).
    if (!shogi_style)
        for (int type = 0; type < types; ++type) {
            if (out.slot[static_cast<std::size_t>(type)] != -2 || at(t.promoted, type)) continue;
            const std::string text = moves_of(type);
            const auto m = detail::move_set(text, false);
            for (std::size_t s = 0; s < xboard_pieces.size(); ++s)
                if (!xboard_pieces[s].moves.empty() && free_slot(static_cast<int>(s), false) &&
                    m == detail::move_set(xboard_pieces[s].moves, false)) {
                    take(type, static_cast<int>(s), true);
                    break;
                }
        }
    // 3. The rest: pieces with a promoted form first (their base must be low enough for the promoted
    // slot), then pieces that can be in hand (the holdings are the first slots), then the others.
    auto place = [&](int type) {
        const int promoted_form = at(t.promoted, type) ? -1 : at(t.promoted_type, type);
        const bool needs_promoted = promoted_form >= 0;
        const char letter = at(t.letters, type);
        int chosen = -1;
        // In XBoard's own shogi, the slot XBoard gives the letter; else the slot of the same letter,
        // unless the piece needs a low one (a base of a promoted form, or a piece that can be in hand:
        // XBoard's holdings hold the first slots, and no more of them than the board has ranks).
        if (xboard_shogi_slots) {
            constexpr std::string_view xboard_shogi = "PNBRLS...G";
            const std::size_t s = xboard_shogi.find(letter);
            if (s != std::string_view::npos && free_slot(static_cast<int>(s), needs_promoted)) chosen = static_cast<int>(s);
        }
        const int highest = needs_promoted || t.can_be_in_hand(type) ? xboard_promoted_offset : xboard_max_slots;
        for (std::size_t s = 0; s < xboard_pieces.size() && static_cast<int>(s) < highest && chosen < 0; ++s)
            if (xboard_pieces[s].letter == letter && free_slot(static_cast<int>(s), needs_promoted)) chosen = static_cast<int>(s);
        for (int s = 0; s < xboard_max_slots && chosen < 0; ++s)
            if (free_slot(s, needs_promoted)) chosen = s;
        take(type, chosen, false);
        if (needs_promoted && chosen >= 0) take(promoted_form, chosen + xboard_promoted_offset, false);
    };
    for (int pass = 0; pass < 3; ++pass)
        for (int type = 0; type < types; ++type) {
            if (out.slot[static_cast<std::size_t>(type)] != -2 || at(t.promoted, type)) continue;
            const bool promotes = at(t.promoted_type, type) >= 0;
            const bool held = t.can_be_in_hand(type);
            if ((pass == 0 && promotes) || (pass == 1 && held) || pass == 2) place(type);
        }
    for (int type = 0; type < types; ++type)  // a promoted form whose base found no room for it
        if (out.slot[static_cast<std::size_t>(type)] == -2) place(type);

    // The table: every slot up to the highest used one, then the king; at least 5 slots (XBoard reads
    // tables of 12 letters and more).
    int used = 5;
    for (int s = 0; s < xboard_max_slots; ++s)
        if (owner[static_cast<std::size_t>(s)] >= 0) used = std::max(used, s + 1);
    std::string white;
    for (int s = 0; s < used; ++s) {
        const int type = owner[static_cast<std::size_t>(s)];
        white += type < 0 ? '.'
                 : at(t.promoted, type) && s >= xboard_promoted_offset &&
                         owner[static_cast<std::size_t>(s - xboard_promoted_offset)] == at(t.base_type, type)
                     ? '+'
                     : at(t.letters, type);
    }
    white += t.royal_type >= 0 ? at(t.letters, t.royal_type) : '.';
    std::string black = white;
    for (char& c : black)
        if (detail::upper(c)) c = static_cast<char>(c - 'A' + 'a');
    out.table = white + black;

    if (t.has_drops)
        for (int type = 0; type < types; ++type)
            if (t.can_be_in_hand(type)) out.holdings = std::max(out.holdings, out.slot[static_cast<std::size_t>(type)] + 1);
    out.parent = shogi_style ? "shogi" : t.has_gating ? "seirawan" : t.has_drops ? "crazyhouse" : "fairy";
    return out;
}

// The seed's drop field of a piece type (`1-8P1`), or "" where it drops anywhere (or not at all), on a
// board of `ranks` ranks. Limits per square colour and per board have no form there and are left out.
template <class Traits>
std::string drop_field(const Traits& t, int type, int ranks) {
    const auto i = static_cast<std::size_t>(type);
    if (!t.has_drops || !t.can_be_in_hand(type) || t.drop_counts[i] == 0) return {};
    const betza::drop_rule& d = t.drop_rules[i][0];
    const int depth = d.zone_depth == 0 || d.zone_depth > ranks ? ranks : d.zone_depth;
    std::string out = std::to_string(d.skip_home_ranks + 1) + "-" + std::to_string(depth);
    if (d.per_file > 0) out += t.letters[i] + std::to_string(d.per_file);
    return out;
}

// The `piece` commands for the piece types XBoard does not know (`piece N& nN`, `piece +P& WfF`,
// `piece P& fW 1-8P1`), in type order.
template <class Traits>
std::vector<std::string> piece_commands(const Traits& t, int ranks, const xboard_layout& l) {
    std::vector<std::string> out;
    for (int type = 0; type < t.types; ++type) {
        const auto i = static_cast<std::size_t>(type);
        if (l.known[i]) continue;
        const auto moves = portable_betza(t.descriptors[i]);
        std::string line = "piece ";
        if (t.promoted[i]) line += '+';
        line += t.letters[i];
        line += "& ";
        line += moves ? *moves : std::string(t.descriptors[i]);
        if (const std::string drops = drop_field(t, type, ranks); !drops.empty()) line += " " + drops;
        out.push_back(std::move(line));
    }
    return out;
}

// The `setup` command: `setup (TABLE) FEN` for a variant XBoard knows, `setup (TABLE) WxH+S_PARENT
// FEN` for an engine-defined one.
inline std::string setup_command(const xboard_layout& l, std::string_view cecp_name, int files, int ranks,
                                 std::string_view start_fen) {
    std::string line = "setup (" + l.table + ") ";
    if (!xboard_knows_variant(cecp_name))
        line += std::to_string(files) + "x" + std::to_string(ranks) + "+" + std::to_string(l.holdings) + "_" + l.parent + " ";
    return line + std::string(start_fen);
}

// Everything an engine sends in reply to `variant` (or `new`): the setup line, then the piece lines,
// for the variant of `start` (a compile-time or a run-time variant) with `start` as its start position.
template <class V>
std::vector<std::string> variant_commands(const position<V>& start, std::string_view cecp_name) {
    const auto& m = start.model();
    const xboard_layout l = layout(m.traits, m.def.name.view());
    std::vector<std::string> out{setup_command(l, cecp_name, m.geo.files, m.geo.ranks, to_fen(start))};
    for (std::string& p : piece_commands(m.traits, m.geo.ranks, l)) out.push_back(std::move(p));
    return out;
}

// The same for a compile-time variant V from its start.
template <class V>
std::vector<std::string> variant_commands(std::string_view cecp_name) {
    return variant_commands(position<V>{}, cecp_name);
}

}  // namespace ferz::cecp
