// ferz/rules/definition.hpp: a variant as one value: board, pieces, start position and rules.
//
// A variant_def says everything about a variant: its board (files x ranks, up to 16 x 16; holes are
// rules.board.holes), its pieces (a letter, XBetza moves and the traits XBetza cannot say), its start
// position as FEN, and its rules (rules/policies.hpp). It is a plain value that holds its own texts
// (inline_string), so it can be built in constant evaluation, where ferz::variant<def> turns it into
// a type the move generator is specialised on, or at run time from text, and copied, compared and
// written out either way. A derived variant is a copy of its parent with what differs changed:
//
//   inline constexpr ferz::variant_def my_chess = [] {
//       ferz::variant_def v = ferz::variants::chess::definition;
//       v.name = "my-chess";
//       v.pieces.set(ferz::piece('N', "mafsW"));      // the knight moves as a xiangqi horse
//       v.rules.castling.chess960 = true;             // every other rule stays chess's
//       return v;
//   }();
//
// A misspelt member is a compile error naming it, as for any C++ struct. What the definition means
// is checked by rules/check.hpp, the same checks at compile time and at run time.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string_view>

#include "ferz/inline_string.hpp"
#include "ferz/rules/policies.hpp"

namespace ferz {

enum piece_trait : unsigned {
    royal = 1u << 0,             // may not be left in check; losing all royals loses
    pawn = 1u << 1,              // promotes on reaching the promotion zone; resets the 50-move counter
    castling_partner = 1u << 2,  // the piece a royal castles with (the rook)
    // Janggi's cannon: may neither hop over nor capture a piece of its own type (of either colour).
    no_same_type_hops = 1u << 3,
};
inline constexpr unsigned all_piece_traits = royal | pawn | castling_partner | no_same_type_hops;

// The most piece types a variant has (promoted forms count as types of their own): one for each
// letter A to Z and one for its promoted form "+A" to "+Z" (a move has room for 63: move.hpp).
inline constexpr std::size_t max_piece_types = 52;
// A set of a variant's piece types: bit t for type t.
using type_mask = std::uint64_t;

// Moves a piece has only in part of the board: they start in the region and stay in it (janggi's
// palace diagonals; the xiangqi soldier's sideways step across the river). A region is text from
// White's side (board/region.hpp: "a6-i10", "d1 f1 e2"), mirrored for Black.
struct region_moves {
    inline_string<127> squares{};
    inline_string<63> betza{};
    constexpr bool operator==(const region_moves&) const = default;
};

// One piece type: its letter (written upper case for White, lower case for Black in FEN), whether it
// is the promoted form of the piece with that letter (written "+L"), its moves in XBetza, and traits.
struct piece_def {
    static constexpr std::size_t max_regions = 2;

    char letter = 0;
    bool promoted = false;
    inline_string<255> betza{};
    unsigned traits = 0;
    // Every move starts and ends in this region (xiangqi's king in its palace), and a ride or a hop
    // stops where it ends; a lame leap's passing square (the elephant's eye) may lie outside it, as
    // in Fairy-Stockfish. Empty: the whole board. Black's is the mirror image, unless `confine_black` gives its squares as they are
    // (Fairy-Stockfish's mobilityRegionBlack where it is not the mirror image of White's).
    inline_string<127> confine{};
    inline_string<127> confine_black{};
    std::array<region_moves, max_regions> moves_in{};
    int regions = 0;  // how many of moves_in are used
    // The letter SAN writes before the piece's moves where it differs from the FEN letter: Fairy-
    // Stockfish's SAN letters for xiangqi's horse (H, FEN N) and elephant (E, FEN B), and for the
    // promoted forms of kyoto and micro shogi (the piece each moves as: kyoto's +L is G). 0: the FEN
    // letter ("+P" for a promoted form). SAN reads both.
    char san_letter = 0;

    // This piece, kept to a region (its every move starts and ends there; see confine).
    [[nodiscard]] constexpr piece_def confined(std::string_view squares) const {
        piece_def p = *this;
        p.confine = squares;
        return p;
    }
    // This piece, kept to `white` as White and to `black` (squares as they are) as Black. A side that
    // is free gives the whole board ("a1-k7"); an empty `white` is the whole board too.
    [[nodiscard]] constexpr piece_def confined(std::string_view white, std::string_view black) const {
        piece_def p = *this;
        p.confine = white;
        p.confine_black = black;
        return p;
    }
    // Whether a region binds the piece's moves, for either colour.
    [[nodiscard]] constexpr bool is_confined() const noexcept { return !confine.empty() || !confine_black.empty(); }
    // This piece with extra moves made only from, and within, a region. More than max_regions is
    // reported by the definition's check.
    [[nodiscard]] constexpr piece_def moving_in(std::string_view squares, std::string_view moves) const {
        piece_def p = *this;
        if (p.regions < static_cast<int>(max_regions)) p.moves_in[static_cast<std::size_t>(p.regions)] = {squares, moves};
        ++p.regions;
        return p;
    }
    // This piece, written in SAN with `letter` (an upper-case letter) rather than its FEN letter.
    [[nodiscard]] constexpr piece_def written_in_san(char letter_in_san) const {
        piece_def p = *this;
        p.san_letter = letter_in_san;
        return p;
    }
    constexpr bool operator==(const piece_def&) const = default;
};

// A piece type: piece('N', "N"), piece('P', "fmWfceFifmnD", ferz::pawn), piece('K', "KisO2", ferz::royal).
[[nodiscard]] constexpr piece_def piece(char letter, std::string_view betza, unsigned traits = 0) {
    piece_def p;
    p.letter = letter;
    p.betza = betza;
    p.traits = traits;
    return p;
}

// The promoted form of the piece lettered `base` (shogi's tokin: promoted_piece('P', "WfF")): a type
// of its own, written "+P". A type with a promoted form promotes shogi-style into it, and a captured
// promoted piece goes to hand as its base.
[[nodiscard]] constexpr piece_def promoted_piece(char base, std::string_view betza, unsigned traits = 0) {
    piece_def p = piece(base, betza, traits);
    p.promoted = true;
    return p;
}

// A variant's piece types, in order (a type's index is its place here).
class piece_list {
public:
    constexpr piece_list() = default;
    constexpr piece_list(std::initializer_list<piece_def> pieces) {
        for (const piece_def& p : pieces) add(p);
    }

    [[nodiscard]] constexpr std::size_t size() const noexcept { return count_; }
    [[nodiscard]] constexpr bool empty() const noexcept { return count_ == 0; }
    [[nodiscard]] constexpr const piece_def& operator[](std::size_t i) const noexcept { return items_[i]; }
    [[nodiscard]] constexpr piece_def& operator[](std::size_t i) noexcept { return items_[i]; }
    [[nodiscard]] constexpr const piece_def* begin() const noexcept { return items_.data(); }
    [[nodiscard]] constexpr const piece_def* end() const noexcept { return items_.data() + count_; }
    // More than max_piece_types were added (the rest were dropped); the check reports it.
    [[nodiscard]] constexpr bool overflowed() const noexcept { return overflowed_; }

    // The index of the type with this letter (either case) and form, or -1.
    [[nodiscard]] constexpr int index_of(char letter, bool promoted = false) const noexcept {
        const char upper = letter >= 'a' && letter <= 'z' ? static_cast<char>(letter - 'a' + 'A') : letter;
        for (std::size_t i = 0; i < count_; ++i)
            if (items_[i].letter == upper && items_[i].promoted == promoted) return static_cast<int>(i);
        return -1;
    }
    [[nodiscard]] constexpr const piece_def* find(char letter, bool promoted = false) const noexcept {
        const int i = index_of(letter, promoted);
        return i < 0 ? nullptr : &items_[static_cast<std::size_t>(i)];
    }
    [[nodiscard]] constexpr piece_def* find(char letter, bool promoted = false) noexcept {
        const int i = index_of(letter, promoted);
        return i < 0 ? nullptr : &items_[static_cast<std::size_t>(i)];
    }

    // Appends a type (a letter used twice is reported by the check).
    constexpr void add(const piece_def& p) {
        if (count_ < max_piece_types) items_[count_++] = p;
        else overflowed_ = true;
    }
    // Replaces the type with p's letter and form, keeping its place; appends p if there is none.
    constexpr void set(const piece_def& p) {
        if (piece_def* old = find(p.letter, p.promoted)) *old = p;
        else add(p);
    }
    // Removes the type with this letter and form; false if there is none. Later types move up one.
    constexpr bool remove(char letter, bool promoted = false) {
        const int i = index_of(letter, promoted);
        if (i < 0) return false;
        for (std::size_t k = static_cast<std::size_t>(i); k + 1 < count_; ++k) items_[k] = items_[k + 1];
        items_[--count_] = piece_def{};
        return true;
    }

    constexpr bool operator==(const piece_list& o) const {
        if (count_ != o.count_ || overflowed_ != o.overflowed_) return false;
        for (std::size_t i = 0; i < count_; ++i)
            if (!(items_[i] == o.items_[i])) return false;
        return true;
    }

private:
    std::array<piece_def, max_piece_types> items_{};
    std::size_t count_ = 0;
    bool overflowed_ = false;
};

struct variant_def {
    inline_string<63> name{};
    int files = 8;  // 3..16
    int ranks = 8;  // 3..16
    piece_list pieces{};
    // FEN, X-FEN or Shredder-FEN of the start position (holdings "[..]" where pieces start in hand).
    inline_string<1023> start_fen{};
    variant_rules rules{};

    constexpr bool operator==(const variant_def&) const = default;
};

// The variants a text may name as its parent (a variant file's `[name:parent]`, CECP's
// `setup ... WxH+N_parent` or the name sent with `variant`): the readers in notation/ take the list,
// so that they know no concrete variant. ferz's built-ins are variants::builtin_parents()
// (variants/registry.hpp); a program may pass its own, or fewer.
struct definition_list {
    std::span<const variant_def* const> items{};

    // The definition named `name`, or nullptr.
    [[nodiscard]] constexpr const variant_def* find(std::string_view name) const noexcept {
        for (const variant_def* d : items)
            if (d->name.view() == name) return d;
        return nullptr;
    }
    [[nodiscard]] constexpr auto begin() const noexcept { return items.begin(); }
    [[nodiscard]] constexpr auto end() const noexcept { return items.end(); }
};

}  // namespace ferz
