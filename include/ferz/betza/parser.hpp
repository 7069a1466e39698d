// ferz/betza/parser.hpp: XBetza text to a syntax tree, one move at a time.
//
// The parser knows the grammar and nothing about what the letters do: it splits a descriptor into
// moves, a move into the legs of its `a` chain, and records for each leg which modifier letters
// were written (how often, and where) and the run of direction letters in order, because their
// adjacency decides how they fuse (directions.hpp). It checks everything that is a matter of
// spelling: characters, atoms, suffixes, ranges, brackets, legs. Meaning (which modifier is valid
// on which atom, which directions exist) is checked by expand.hpp. Moves are produced one by one
// so that no capacity limits the number of moves in a descriptor; a move written with an ID
// repetition group `( … )n` is produced n+1 times, once for each number of repetitions.
//
// Grammar (EBNF; ferz's reading of XBETZA.md §2):
//
//   descriptor = move , { move } ;
//   move       = legs , atom , { suffix } , [ range ] ;
//   legs       = group , { "a" , group } ;            (* one group per leg of an `a` chain *)
//   group      = { modifier | repetition } ;          (* every group but the last is non-empty *)
//   repetition = "(" , { modifier | "a" } , ")" , count ;   (* the text inside, 0..count times *)
//   count      = nonzero-digit , [ digit ] ;
//   modifier   = direction | "c" | "d" | "e" | "g" | "i" | "j" | "k" | "m" | "n" | "o" | "p"
//              | "q" | "t" | "u" | "x" | "y" | "z" ;  (* any order, repeats allowed; a leg may be
//                                                      empty: the defaults, as XBoard reads it *)
//   direction  = "f" | "b" | "l" | "r" | "v" | "s" | "h" ;
//   atom       = "W" | "F" | "D" | "N" | "A" | "H" | "G" | "C" | "Z" | "L" | "J"
//              | "K" | "Q" | "R" | "B" | "O" | "@" | "U" | "I" ;
//   suffix     = "X" | "Y" ;                          (* ID; leapers W..J only *)
//   range      = "0" | nonzero-digit , [ digit ]
//              | same letter as the atom ;            (* NN = N0; W..J only, not K Q R B *)
//
//   rejected (errc::rejected_dialect): "w", "-", "+" (2013 chaining), and "t" other than XBoard's
//   (with p or g: own hurdles only; on the last leg of a chain: tame), e.g. "tR", "FtR";
//   not yet compiled (errc::unsupported): "[ ]" brackets, "*" range, "( )" without a count.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "ferz/betza/atoms.hpp"
#include "ferz/betza/directions.hpp"
#include "ferz/betza/errors.hpp"
#include "ferz/betza/legs.hpp"
#include "ferz/result.hpp"

namespace ferz::betza {

inline constexpr std::size_t max_direction_letters = 8;

// One leg of a move as written: the modifier group before an `a` (or before the atom).
struct leg_ast {
    std::uint16_t column = 0;                    // its first letter; for an empty last leg, the atom
    std::array<std::uint8_t, 26> count{};        // how often each lower-case letter was written
    std::array<std::uint16_t, 26> first_column{};  // where each letter was first written
    std::array<direction_letter, max_direction_letters> directions{};
    std::uint8_t direction_count = 0;

    [[nodiscard]] constexpr int n(char c) const noexcept { return count[std::size_t(c - 'a')]; }
    [[nodiscard]] constexpr bool has(char c) const noexcept { return n(c) != 0; }
    [[nodiscard]] constexpr std::uint16_t column_of(char c) const noexcept {
        return first_column[std::size_t(c - 'a')];
    }
    [[nodiscard]] constexpr bool empty() const noexcept {
        for (auto k : count)
            if (k) return false;
        return true;
    }
};

struct move_ast {
    std::array<leg_ast, max_legs> legs{};
    std::uint8_t leg_count = 0;
    atom at{};                       // with X/Y suffixes applied
    std::uint16_t atom_column = 0;
    std::uint8_t x_suffixes = 0, y_suffixes = 0;
    bool has_range = false;          // a number was written
    bool doubled = false;            // NN
    std::uint8_t range = 0;          // the number written
    std::uint16_t begin_column = 0;  // first character of the move's text
    std::uint16_t end_column = 0;    // one past its last character

    // The range the move's legs start with: written, doubled (unlimited), or implied by the letter.
    [[nodiscard]] constexpr std::uint8_t effective_range() const noexcept {
        return has_range ? range : doubled ? std::uint8_t{0} : at.range;
    }
};

namespace detail {
constexpr bool is_lower(char c) noexcept { return c >= 'a' && c <= 'z'; }
constexpr bool is_upper(char c) noexcept { return c >= 'A' && c <= 'Z'; }
constexpr bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }
constexpr std::uint16_t col(std::size_t pos) noexcept { return static_cast<std::uint16_t>(pos + 1); }
}  // namespace detail

class parser {
public:
    constexpr explicit parser(std::string_view text) noexcept : text_(text) {}

    [[nodiscard]] constexpr bool done() const noexcept { return alternative_ > repeat_max_ && pos_ >= text_.size(); }

    // The next move (or the next repetition count of a move with a group).
    constexpr result<move_ast, error> next() {
        if (alternative_ > repeat_max_) {
            if (auto e = scan()) return unexpected{e};
            alternative_ = 0;
        }
        return build(alternative_++);
    }

private:
    static constexpr std::size_t npos = std::string_view::npos;

    std::string_view text_;
    std::size_t pos_ = 0;
    // The move being produced: its text is [begin_, atom_pos_) + atom, suffixes, range up to end_.
    std::size_t begin_ = 0, atom_pos_ = 0, end_ = 0;
    std::size_t open_ = npos, close_ = npos, after_group_ = npos;  // ( at open_, ) at close_
    int repeat_max_ = -1, alternative_ = 0;
    move_ast shape_{};  // atom, suffixes and range; the legs are filled per alternative

    static constexpr error fail(errc k, std::size_t pos) noexcept { return {k, detail::col(pos)}; }

    // Finds the extent of the next move and checks its spelling (legs are split later).
    constexpr error scan() {
        const std::size_t n = text_.size();
        begin_ = pos_;
        open_ = close_ = after_group_ = npos;
        repeat_max_ = 0;
        std::size_t p = pos_;
        for (;;) {
            if (p >= n) return fail(errc::missing_atom, n);
            const char c = text_[p];
            if (detail::is_lower(c)) {
                if (c == 'w') return fail(errc::rejected_dialect, p);  // (t: plan_leg decides)
                ++p;
                continue;
            }
            if (c == '(') {
                if (open_ != npos) return fail(errc::unsupported, p);  // one repetition group per move
                open_ = p++;
                while (p < n && detail::is_lower(text_[p]) && text_[p] != 'w') ++p;
                if (p >= n || text_[p] != ')') {
                    if (p < n && text_[p] == 'w') return fail(errc::rejected_dialect, p);
                    if (p < n && text_[p] == '(') return fail(errc::unsupported, p);
                    return fail(errc::unbalanced_bracket, open_);
                }
                close_ = p++;
                if (p >= n || !detail::is_digit(text_[p])) return fail(errc::unsupported, close_);  // `( )` = 0..inf
                if (text_[p] == '0') return fail(errc::bad_range, p);
                int count = text_[p++] - '0';
                if (p < n && detail::is_digit(text_[p])) count = count * 10 + (text_[p++] - '0');
                if (p < n && detail::is_digit(text_[p])) return fail(errc::range_too_large, p);
                if (count >= int(max_legs)) return fail(errc::too_many_legs, p - 1);
                repeat_max_ = count;
                after_group_ = p;
                continue;
            }
            if (c == ')') return fail(errc::unbalanced_bracket, p);
            if (c == '[') return fail(errc::unsupported, p);
            if (c == ']') return fail(errc::unbalanced_bracket, p);
            if (c == '-' || c == '+') return fail(errc::rejected_dialect, p);
            if (detail::is_digit(c) || c == '*') return fail(errc::missing_atom, p);
            if (detail::is_upper(c) || c == '@') {
                if (!is_atom_letter(c)) return fail(errc::unknown_atom, p);
                break;
            }
            return fail(errc::invalid_character, p);
        }
        atom_pos_ = p;
        shape_ = move_ast{};
        shape_.at = atom_of(text_[p]);
        shape_.atom_column = detail::col(p);
        shape_.begin_column = detail::col(begin_);
        ++p;
        while (p < n && (text_[p] == 'X' || text_[p] == 'Y')) {
            if (!apply_suffix(shape_.at, text_[p])) return fail(errc::bad_suffix, p);
            ++(text_[p] == 'X' ? shape_.x_suffixes : shape_.y_suffixes);
            ++p;
        }
        if (p < n && text_[p] == text_[atom_pos_] && doubles_as_rider(text_[p]) &&
            shape_.x_suffixes + shape_.y_suffixes == 0) {
            shape_.doubled = true;
            ++p;
        }
        if (p < n && text_[p] == '*') return fail(errc::unsupported, p);
        if (p < n && detail::is_digit(text_[p])) {
            const atom_class cls = shape_.at.cls;
            if (shape_.doubled || cls == atom_class::universal || cls == atom_class::imitator)
                return fail(errc::bad_range, p);
            int value = text_[p++] - '0';
            if (p < n && detail::is_digit(text_[p])) {
                if (value == 0) return fail(errc::bad_range, p);
                value = value * 10 + (text_[p++] - '0');
                if (p < n && detail::is_digit(text_[p])) return fail(errc::range_too_large, p);
            }
            shape_.has_range = true;
            shape_.range = static_cast<std::uint8_t>(value);
        }
        end_ = p;
        shape_.end_column = detail::col(p);
        pos_ = p;
        return {};
    }

    // The legs of the move with the repetition group (if any) written `repeats` times.
    constexpr result<move_ast, error> build(int repeats) const {
        move_ast m = shape_;
        std::size_t leg = 0;
        m.leg_count = 1;
        m.legs[0].column = 0;
        error err{};
        auto feed = [&](std::size_t p) {
            if (err) return;
            const char c = text_[p];
            leg_ast& l = m.legs[leg];
            if (c == 'a') {
                // An empty leg (the falcon's `aflafrK`, as Fairy-Max sends it) takes the defaults, as
                // XBoard reads it: every direction (on a later leg every one but straight back), to an
                // empty square.
                if (l.column == 0) l.column = detail::col(p);
                if (leg + 1 >= max_legs) { err = fail(errc::too_many_legs, p); return; }
                ++leg;
                ++m.leg_count;
                return;
            }
            if (l.column == 0) l.column = detail::col(p);
            const std::size_t k = std::size_t(c - 'a');
            if (l.count[k] == 0) l.first_column[k] = detail::col(p);
            if (l.count[k] < 255) ++l.count[k];
            if (is_direction_letter(c)) {
                if (l.direction_count >= max_direction_letters) {
                    err = fail(errc::bad_direction_combination, p);
                    return;
                }
                l.directions[l.direction_count++] = {c, detail::col(p)};
            }
        };
        if (open_ == npos) {
            for (std::size_t p = begin_; p < atom_pos_; ++p) feed(p);
        } else {
            for (std::size_t p = begin_; p < open_; ++p) feed(p);
            for (int r = 0; r < repeats; ++r)
                for (std::size_t p = open_ + 1; p < close_; ++p) feed(p);
            for (std::size_t p = after_group_; p < atom_pos_; ++p) feed(p);
        }
        if (err) return unexpected{err};
        if (m.legs[leg].column == 0) m.legs[leg].column = m.atom_column;
        return m;
    }
};

}  // namespace ferz::betza
