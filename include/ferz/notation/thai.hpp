// ferz/notation/thai.hpp: makruk's moves in Thai letters, as Fairy-Stockfish writes them (its
// NOTATION_THAI_SAN and NOTATION_THAI_LAN).
//
//   Thai SAN   จ๔ (e4)   ฉxจ๕ (fxe5)   ค-ฉ๗ (Sf7)   คจ-ง๔ (Sed4)   ม็-ง๕, ง-ง๕ (a met, a promoted pawn)
//   Thai LAN   บ จ๓-จ๔   บ ฉ๔xจ๕   ค ฉ๘-ฉ๗   ค จ๕-ง๔
//
// Files ก ข ค ง จ ฉ ช ญ (ต ถ ธ น on wider boards), ranks in Thai digits ๑ ... ๘ (to ๑๒). The pieces:
// ขุน king ข, เรือ rook ร, ม้า knight ม, โคน khon ค, เม็ด met ม็, a promoted pawn (เบี้ยหงาย) ง,
// เบี้ย pawn บ (written in LAN only, as SAN writes no pawn letter), and ai-wok's ไอ้เฒ่า (RNF) ว; the pieces
// are told by their moves (R, N, FfW, F, RNF, the pawn trait, the royal), any other by its SAN token.
// A move that takes nothing writes '-' before its square, except a pawn's in SAN. The disambiguation,
// the promotion ("=M", in Latin letters as Fairy-Stockfish writes it), castling, drops and the check
// marks are SAN's (notation/san.hpp). parse_thai reads either form. Thai SAN is not always
// unambiguous: its file letters are also piece names (ข b and king, ค c and khon, ง d and promoted
// pawn), so a pawn's capture from the c-file and a khon's capture on the same square read alike
// (คxง๔); parse_thai then says so and names both moves in LAN, which is always unambiguous.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/notation/san.hpp"

namespace ferz {

namespace detail {

inline constexpr std::array<std::string_view, 12> thai_files{"ก", "ข", "ค", "ง", "จ", "ฉ", "ช", "ญ", "ต", "ถ", "ธ", "น"};
inline constexpr std::array<std::string_view, 10> thai_digits{"๐", "๑", "๒", "๓", "๔", "๕", "๖", "๗", "๘", "๙"};

template <class Geometry>
std::string thai_file(const Geometry& geo, int sq) {
    const int f = geo.file_of(sq);
    return f < 12 ? std::string(thai_files[static_cast<std::size_t>(f)]) : std::string(1, static_cast<char>('a' + f));
}

template <class Geometry>
std::string thai_rank(const Geometry& geo, int sq) {
    const int r = geo.rank_of(sq) + 1;
    return r >= 10 ? std::string(thai_digits[1]) + std::string(thai_digits[static_cast<std::size_t>(r - 10)])
                   : std::string(thai_digits[static_cast<std::size_t>(r)]);
}

template <class Geometry>
std::string thai_square(const Geometry& geo, int sq) {
    return thai_file(geo, sq) + thai_rank(geo, sq);
}

// The Thai name of the piece on `sq`.
template <class V>
std::string thai_piece(const position<V>& pos, int sq) {
    const auto& md = pos.model();
    const int type = pos.type_on(sq);
    const auto& t = md.traits;
    if (type == t.royal_type) return "ข";
    if (t.piece_traits[static_cast<std::size_t>(type)] & pawn) return "บ";
    if (type == t.type_moving_as("F")) return pos.promoted_pieces().test(sq) ? "ง" : "ม็";
    if (type == t.type_moving_as("FfW")) return "ค";
    if (type == t.type_moving_as("N")) return "ม";
    if (type == t.type_moving_as("R")) return "ร";
    if (type == t.type_moving_as("RNF")) return "ว";
    return san_pieces<typename position<V>::model_type>{md}.mover(type);
}

// The move's text without SAN's suffix (the check mark); castling, drops and passes as SAN writes them.
template <class V>
std::string thai_body(const position<V>& pos, move m, bool lan) {
    if (m.kind() == move_kind::castling || m.kind() == move_kind::drop || m.kind() == move_kind::null || m.has_unload())
        return san_body(pos, m);
    const auto& geo = pos.model().geo;
    const san_pieces<typename position<V>::model_type> names{pos.model()};
    const int from = m.from();
    const bool pawn_move = names.letterless(pos.type_on(from));
    const bool capture = san_capture(pos, m);
    std::string text;
    if (lan) {
        text += thai_piece(pos, from) + " " + thai_square(geo, from);
    } else {
        if (!pawn_move) text += thai_piece(pos, from);
        const auto [with_file, with_rank] = san_disambiguation(pos, m, names);
        if (with_file) text += thai_file(geo, from);
        if (with_rank) text += thai_rank(geo, from);
    }
    if (capture) text += 'x';
    else if (lan || !pawn_move) text += '-';
    text += thai_square(geo, m.to());
    if (m.kind() == move_kind::promotion) text += '=' + names.token(m.piece());
    return text;
}

template <class V>
std::string to_thai(const position<V>& pos, move m, bool lan) {
    if (m.kind() == move_kind::null) return "--";
    return thai_body(pos, m, lan) + san_suffix(pos, m);
}

}  // namespace detail

// The Thai SAN of a legal move of `pos` (`pos` is copied to see check and mate).
template <class V>
std::string to_thai_san(const position<V>& pos, move m) {
    return detail::to_thai(pos, m, false);
}

// The Thai LAN of a legal move of `pos`.
template <class V>
std::string to_thai_lan(const position<V>& pos, move m) {
    return detail::to_thai(pos, m, true);
}

// The legal move a Thai SAN or LAN text names (check marks may be missing or wrong), or an error.
template <class V>
result<move, move_text_error> parse_thai(const position<V>& pos, std::string_view text) {
    constexpr std::size_t longest = 64;  // far more than any Thai move needs (its letters take 3 bytes)
    if (text.empty()) return detail::move_error(text, "is not Thai notation: the text is empty");
    if (text.size() > longest) return detail::move_error(text, "is not Thai notation: too long");
    const std::string_view want = detail::without_check_mark(text);
    std::vector<move> found;
    for (const move m : legal_move_vector(pos))
        for (const bool lan : {false, true})
            if (detail::thai_body(pos, m, lan) == want) {
                found.push_back(m);
                break;
            }
    if (found.size() == 1) return found[0];
    if (found.empty()) return detail::move_error(text, "names no legal move here in Thai SAN or LAN");
    // Thai SAN's file letters are piece names too (ข: b-file and king, ค: c-file and khon, ง: d-file and
    // promoted pawn): a pawn's capture can read as a piece's.
    std::string why = "is ambiguous in Thai SAN: it names " + std::to_string(found.size()) + " legal moves (";
    for (std::size_t i = 0; i < found.size(); ++i) why += (i ? ", " : "") + detail::to_thai(pos, found[i], true);
    return detail::move_error(text, why + "); the LAN names one");
}

}  // namespace ferz
