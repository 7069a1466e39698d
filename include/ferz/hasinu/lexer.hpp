// ferz/hasinu/lexer.hpp: Ħasínū text to tokens, with their columns in code points.
//
// The lexer cuts a Ħasínū text (HASINU.md §2) into the tokens the parser (parser.hpp) reads, one at
// a time and on demand, so that no capacity limits the number of tokens. It knows nothing of the
// grammar beyond spelling: runs of lower-case letters (`nj`, `abch`, `deg`), runs of capitals
// (`NE`, `O`, `INF`), numbers with an optional decimal part (angles), punctuation, `×` (and its ASCII
// fallback `x`, which is a lower-case run the parser reads), `°`, `&t` as one token, `\` with the
// XBetza letters and digits after it, `//` text. Each token records whether whitespace preceded it,
// because three rules of §2 hang on that: an angle follows `&t` with no space, part letters follow
// `)` with no space, and a count's `d` follows its digit. Columns count code points from 1, so that
// `×` (U+00D7) and `°` (U+00B0), two bytes each in UTF-8, are one column.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace ferz::hasinu {

enum class token_kind : std::uint8_t {
    end,            // no more text
    number,         // digits, optionally `.` and digits
    lower,          // a run of a..z
    upper,          // a run of A..Z
    open_paren,     // (
    close_paren,    // )
    open_brace,     // {
    close_brace,    // }
    open_bracket,   // [
    close_bracket,  // ]
    comma,          // ,
    hyphen,         // -
    amp,            // &
    amp_t,          // &t
    times,          // × (U+00D7); the ASCII `x` comes as a lower run
    degree,         // ° (U+00B0)
    backslash,      // \ and the ASCII letters and digits after it: embedded XBetza
    slashes,        // //: text
    star,           // *: the seed's wiki mark
    other,          // any other character
};

struct token {
    token_kind kind = token_kind::end;
    std::uint16_t column = 0;    // code point of its first character, from 1
    std::size_t begin = 0;       // byte offsets in the text
    std::size_t end = 0;
    bool space_before = false;   // whitespace separates it from the previous token
    std::uint32_t value = 0;     // number: its integer part, saturated at max_number
    bool fraction = false;       // number: a decimal part was written
    double real = 0;             // number: its value

    static constexpr std::uint32_t max_number = 1000000;

    [[nodiscard]] constexpr std::string_view text(std::string_view source) const noexcept {
        return source.substr(begin, end - begin);
    }
    // A backslash token's XBetza (the characters after the `\`).
    [[nodiscard]] constexpr std::string_view xbetza(std::string_view source) const noexcept {
        return source.substr(begin + 1, end - begin - 1);
    }
    [[nodiscard]] constexpr bool is(token_kind k) const noexcept { return kind == k; }
};

class lexer {
public:
    constexpr explicit lexer(std::string_view source) noexcept : src_(source) {}

    [[nodiscard]] constexpr std::string_view source() const noexcept { return src_; }

    // The next token, without consuming it.
    [[nodiscard]] constexpr token peek() const noexcept {
        lexer copy = *this;
        return copy.next();
    }
    // The token after the next one.
    [[nodiscard]] constexpr token peek2() const noexcept {
        lexer copy = *this;
        (void)copy.next();
        return copy.next();
    }
    // The column one past the last character (where a missing token was expected at the end).
    [[nodiscard]] constexpr std::uint16_t end_column() const noexcept {
        lexer copy = *this;
        while (copy.pos_ < copy.src_.size()) copy.advance(1);
        return copy.col_;
    }

    constexpr token next() noexcept {
        token t;
        t.space_before = skip_space();
        t.begin = pos_;
        t.column = col_;
        if (pos_ >= src_.size()) {
            t.end = pos_;
            return t;
        }
        const auto c = static_cast<unsigned char>(src_[pos_]);
        auto single = [&](token_kind k, std::size_t bytes) {
            t.kind = k;
            advance(bytes);
        };
        if (is_digit(c)) {
            lex_number(t);
        } else if (c >= 'a' && c <= 'z') {
            t.kind = token_kind::lower;
            while (pos_ < src_.size() && src_[pos_] >= 'a' && src_[pos_] <= 'z') advance(1);
        } else if (c >= 'A' && c <= 'Z') {
            t.kind = token_kind::upper;
            while (pos_ < src_.size() && src_[pos_] >= 'A' && src_[pos_] <= 'Z') advance(1);
        } else if (c == 0xC3 && at(1) == 0x97) {
            single(token_kind::times, 2);
        } else if (c == 0xC2 && at(1) == 0xB0) {
            single(token_kind::degree, 2);
        } else if (c == '&') {
            single(at(1) == 't' ? token_kind::amp_t : token_kind::amp, at(1) == 't' ? 2 : 1);
        } else if (c == '\\') {
            t.kind = token_kind::backslash;
            advance(1);
            while (pos_ < src_.size() && is_alnum(static_cast<unsigned char>(src_[pos_]))) advance(1);
        } else if (c == '/' && at(1) == '/') {
            single(token_kind::slashes, 2);
        } else {
            switch (c) {
                case '(': single(token_kind::open_paren, 1); break;
                case ')': single(token_kind::close_paren, 1); break;
                case '{': single(token_kind::open_brace, 1); break;
                case '}': single(token_kind::close_brace, 1); break;
                case '[': single(token_kind::open_bracket, 1); break;
                case ']': single(token_kind::close_bracket, 1); break;
                case ',': single(token_kind::comma, 1); break;
                case '-': single(token_kind::hyphen, 1); break;
                case '*': single(token_kind::star, 1); break;
                default: {
                    // One character, however many bytes its UTF-8 takes.
                    std::size_t bytes = 1;
                    while (bytes < 4 && (at(bytes) & 0xC0) == 0x80) ++bytes;
                    single(token_kind::other, c >= 0x80 ? bytes : 1);
                }
            }
        }
        t.end = pos_;
        return t;
    }

private:
    std::string_view src_;
    std::size_t pos_ = 0;
    std::uint16_t col_ = 1;

    static constexpr bool is_digit(unsigned char c) noexcept { return c >= '0' && c <= '9'; }
    static constexpr bool is_alnum(unsigned char c) noexcept {
        return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }
    [[nodiscard]] constexpr unsigned char at(std::size_t offset) const noexcept {
        return pos_ + offset < src_.size() ? static_cast<unsigned char>(src_[pos_ + offset]) : 0;
    }
    // Moves on by `bytes`, counting a column for every byte that starts a code point.
    constexpr void advance(std::size_t bytes) noexcept {
        for (std::size_t k = 0; k < bytes && pos_ < src_.size(); ++k, ++pos_)
            if ((static_cast<unsigned char>(src_[pos_]) & 0xC0) != 0x80 && col_ < 65535) ++col_;
    }
    constexpr bool skip_space() noexcept {
        bool any = false;
        while (pos_ < src_.size()) {
            const char c = src_[pos_];
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') break;
            advance(1);
            any = true;
        }
        return any;
    }
    constexpr void lex_number(token& t) noexcept {
        t.kind = token_kind::number;
        while (pos_ < src_.size() && is_digit(static_cast<unsigned char>(src_[pos_]))) {
            const std::uint32_t d = static_cast<std::uint32_t>(src_[pos_] - '0');
            t.value = t.value >= token::max_number / 10 ? token::max_number : t.value * 10 + d;
            advance(1);
        }
        t.real = double(t.value);
        if (at(0) == '.' && is_digit(at(1))) {
            t.fraction = true;
            advance(1);
            double scale = 0.1;
            while (pos_ < src_.size() && is_digit(static_cast<unsigned char>(src_[pos_]))) {
                t.real += scale * double(src_[pos_] - '0');
                scale /= 10;
                advance(1);
            }
        }
    }
};

}  // namespace ferz::hasinu
