// ferz/notation/fsf_pieces.hpp: the piece keys of a Fairy-Stockfish variant file.
//
// Fairy-Stockfish names 36 built-in movers (`knight = n`, `shogiPawn = p`, `janggiCannon = c`), the
// king (`king = k` or `king = k:BETZA`) and 25 custom slots (`customPiece1 = a:BETZA`); a per-piece,
// per-colour `mobilityRegion{White,Black}<Name>` keeps a piece to a region. This header holds the
// names with the XBetza each means in ferz's reading (Fairy-Stockfish's `nN`, `nA`, `nZ` are written
// as the explicit paths `mafsW`, `mafF`, `mafsmafW`, as ferz's built-in variants write them), the
// parsing of piece-key names, and the few edits the reader makes to a piece's XBetza: taking out and
// putting in its castling (`O`) moves, and the pawn's double step. ferz reads up to 31 custom slots
// (its most piece types), not 25.
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace ferz::fsf {

struct named_piece {
    std::string_view name;
    std::string_view betza;  // ferz's XBetza for it; empty: no moves (the immobile piece)
    std::string_view note;
};

// The pawn's betza depends on doubleStep (fsf_pawn_betza), the soldier's on soldierPromotionRank
// and the king's on the castling keys; the janggi cannon also has the no_same_type_hops trait.
inline constexpr std::array named_pieces = std::to_array<named_piece>({
    {"pawn", "fmWfceF", "plus ifmnD with doubleStep; the pawn trait"},
    {"knight", "N", ""},
    {"bishop", "B", ""},
    {"rook", "R", "the castling partner while castling is on"},
    {"queen", "Q", ""},
    {"fers", "F", ""},
    {"alfil", "A", ""},
    {"fersAlfil", "FA", ""},
    {"silver", "FfW", ""},
    {"aiwok", "RNF", ""},
    {"bers", "RF", ""},
    {"archbishop", "BN", ""},
    {"chancellor", "RN", ""},
    {"amazon", "QN", ""},
    {"knibis", "mNcB", ""},
    {"biskni", "mBcN", ""},
    {"kniroo", "mNcR", ""},
    {"rookni", "mRcN", ""},
    {"shogiPawn", "fW", "the piece of shogiPawnDropMateIllegal"},
    {"lance", "fR", ""},
    {"shogiKnight", "ffN", ""},
    {"gold", "WfF", ""},
    {"dragonHorse", "BW", ""},
    {"clobber", "cW", ""},
    {"breakthrough", "fmWfF", ""},
    {"immobile", "", "a piece without moves (an empty XBetza)"},
    {"cannon", "mRcpR", ""},
    {"janggiCannon", "pR", "with the no_same_type_hops trait"},
    {"soldier", "fsW", "fW, and sW from soldierPromotionRank on"},
    {"horse", "mafsW", "Fairy-Stockfish's nN"},
    {"elephant", "mafF", "Fairy-Stockfish's nA"},
    {"janggiElephant", "mafsmafW", "Fairy-Stockfish's nZ"},
    {"banner", "RcpRmafsW", "Fairy-Stockfish's RcpRnN"},
    {"wazir", "W", ""},
    {"commoner", "K", ""},
    {"centaur", "KN", ""},
});

inline constexpr int max_custom_slots = 31;

[[nodiscard]] constexpr const named_piece* find_named_piece(std::string_view name) noexcept {
    for (const named_piece& p : named_pieces)
        if (p.name == name) return &p;
    return nullptr;
}

// What a piece key names: a built-in mover, the king, or a custom slot (1..31). A custom slot is
// `customPieceN = x:XBETZA`, or ferz's own `ferz.hasinuPieceN = x:ĦASÍNŪ` (the moves in Ħasínū,
// docs/hasinu.md; a slot family of its own, so that Fairy-Stockfish passes over it).
struct piece_key {
    enum kind_t : unsigned char { none, named, king, custom } kind = none;
    const named_piece* piece = nullptr;
    int slot = 0;
    bool hasinu = false;  // ferz.hasinuPieceN: the moves are Ħasínū
    explicit operator bool() const noexcept { return kind != none; }
};

[[nodiscard]] inline piece_key parse_piece_key(std::string_view key) noexcept {
    if (key == "king") return {piece_key::king, nullptr, 0};
    if (const named_piece* p = find_named_piece(key)) return {piece_key::named, p, 0};
    for (const std::string_view prefix : {std::string_view("customPiece"), std::string_view("ferz.hasinuPiece")}) {
        if (key.substr(0, prefix.size()) != prefix || key.size() <= prefix.size() || key.size() > prefix.size() + 2) continue;
        int n = 0;
        for (char c : key.substr(prefix.size())) {
            if (c < '0' || c > '9') return {};
            n = n * 10 + (c - '0');
        }
        if (key[prefix.size()] == '0' || n < 1 || n > max_custom_slots) return {};
        return {piece_key::custom, nullptr, n, prefix[0] == 'f'};
    }
    return {};
}

// `mobilityRegionWhiteKing` -> colour 0 and "king"; `mobilityRegionBlackCustomPiece3` -> 1 and
// "customPiece3". False if the key is not of that form (the piece name is checked by the caller).
[[nodiscard]] inline bool parse_mobility_key(std::string_view key, int& color, std::string& piece_name) {
    constexpr std::string_view prefix = "mobilityRegion";
    if (key.substr(0, prefix.size()) != prefix) return false;
    std::string_view rest = key.substr(prefix.size());
    if (rest.substr(0, 5) == "White") color = 0;
    else if (rest.substr(0, 5) == "Black") color = 1;
    else return false;
    rest = rest.substr(5);
    if (rest.empty() || rest[0] < 'A' || rest[0] > 'Z') return false;
    piece_name = std::string(rest);
    piece_name[0] = static_cast<char>(piece_name[0] - 'A' + 'a');
    return true;
}

// The key name of a piece in a mobilityRegion key: "king" -> "King".
[[nodiscard]] inline std::string capitalized(std::string_view name) {
    std::string s(name);
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
    return s;
}

// Every piece-key name, for suggestions.
[[nodiscard]] inline std::vector<std::string_view> piece_key_names() {
    std::vector<std::string_view> out;
    for (const named_piece& p : named_pieces) out.push_back(p.name);
    out.push_back("king");
    static constexpr std::array<std::string_view, 9> custom = {"customPiece1", "customPiece2", "customPiece3", "customPiece4", "customPiece5",
                                                               "customPiece6", "customPiece7", "customPiece8", "customPiece9"};
    for (std::string_view c : custom) out.push_back(c);
    out.push_back("ferz.hasinuPiece1");
    return out;
}

// --- editing XBetza ------------------------------------------------------------------------------

// The moves of a descriptor, as written: each runs to the end of its atom, suffixes and range. The
// descriptor has been validated by the XBetza compiler.
[[nodiscard]] inline std::vector<std::string_view> split_moves(std::string_view betza) {
    std::vector<std::string_view> out;
    std::size_t start = 0, i = 0;
    auto upper = [](char c) { return (c >= 'A' && c <= 'Z') || c == '@'; };
    while (i < betza.size()) {
        const char c = betza[i];
        if (c == '[') {  // a bracketed move runs to its closing bracket
            while (i < betza.size() && betza[i] != ']') ++i;
            if (i < betza.size()) ++i;
        } else if (!upper(c)) {
            ++i;
            continue;
        } else {
            ++i;
            while (i < betza.size() && (betza[i] == 'X' || betza[i] == 'Y')) ++i;
        }
        if (i < betza.size() && betza[i] == c && c != 'K' && c != 'Q' && c != 'R' && c != 'B') ++i;  // NN
        while (i < betza.size() && ((betza[i] >= '0' && betza[i] <= '9') || betza[i] == '*')) ++i;
        out.push_back(betza.substr(start, i - start));
        start = i;
    }
    if (start < betza.size()) out.push_back(betza.substr(start));
    return out;
}

[[nodiscard]] inline bool is_castling_move(std::string_view move) noexcept {
    return move.find('O') != std::string_view::npos && move.find('[') == std::string_view::npos;
}

[[nodiscard]] inline bool has_castling(std::string_view betza) {
    for (std::string_view m : split_moves(betza))
        if (is_castling_move(m)) return true;
    return false;
}

[[nodiscard]] inline std::string without_castling(std::string_view betza) {
    std::string out;
    for (std::string_view m : split_moves(betza))
        if (!is_castling_move(m)) out += m;
    return out;
}

// The distances of a descriptor's castling moves: toward the kingside (right, from White's side)
// and the queenside; 0 where it has none. `isO2` is both 2; `ilO3irO4` 4 and 3.
inline void castling_distances(std::string_view betza, int& kingside, int& queenside) {
    kingside = queenside = 0;
    for (std::string_view m : split_moves(betza)) {
        if (!is_castling_move(m)) continue;
        const std::size_t o = m.find('O');
        int n = 0;
        for (std::size_t i = o + 1; i < m.size() && m[i] >= '0' && m[i] <= '9'; ++i) n = n * 10 + (m[i] - '0');
        const std::string_view mods = m.substr(0, o);
        const bool left = mods.find('l') != std::string_view::npos, right = mods.find('r') != std::string_view::npos;
        if (left || !right) queenside = n;
        if (right || !left) kingside = n;
    }
}

// The castling moves for these distances (0: none that way): "isO2", "ilO3irO4", "irO2".
[[nodiscard]] inline std::string castling_moves(int kingside, int queenside) {
    if (kingside > 0 && kingside == queenside) return "isO" + std::to_string(kingside);
    std::string s;
    if (queenside > 0) s += "ilO" + std::to_string(queenside);
    if (kingside > 0) s += "irO" + std::to_string(kingside);
    return s;
}

// Fairy-Stockfish's pawn, with and without its double step.
inline constexpr std::string_view fsf_pawn_double = "fmWfceFifmnD";
inline constexpr std::string_view fsf_pawn_single = "fmWfcF";
[[nodiscard]] constexpr bool is_fsf_pawn(std::string_view betza) noexcept {
    return betza == fsf_pawn_double || betza == fsf_pawn_single || betza == "fmWfceF";
}

}  // namespace ferz::fsf
