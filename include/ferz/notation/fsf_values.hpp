// ferz/notation/fsf_values.hpp: the typed values of a Fairy-Stockfish variant file, read whole.
//
// Fairy-Stockfish reads a value with a stringstream and keeps whatever came out: `castling = yes` is
// false, `nMoveRule = fifty` is 0, `promotionPieceTypes = qzrb` stops at z, and `*x` as a square
// throws. ferz reads each value as a whole token of its type and reports the first character that
// does not fit, as a column within the value: nothing is coerced, nothing is cut short. The types are
// those of the format: bool, int, rank, file, game result, piece letters, `p:g` pairs, and squares
// (`e4 d5`, `a*` a file, `*3` a rank, `-` none; ferz's boxes `d1-f3` and commas as well), which
// become a square set and ferz's region text (board/region.hpp).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ferz/rules/policies.hpp"

namespace ferz::fsf {

// A value that does not read: the 0-based column in the value, and why.
struct value_error {
    std::size_t column = 0;
    std::string what;
};

template <class T>
struct parsed {
    T value{};
    bool ok = false;
    value_error error{};
};

template <class T>
[[nodiscard]] parsed<T> fail_at(std::size_t column, std::string what) {
    parsed<T> p;
    p.error = {column, std::move(what)};
    return p;
}
template <class T>
[[nodiscard]] parsed<T> success(T value) {
    parsed<T> p;
    p.value = std::move(value);
    p.ok = true;
    return p;
}

[[nodiscard]] inline bool is_lower(char c) noexcept { return c >= 'a' && c <= 'z'; }
[[nodiscard]] inline bool is_upper(char c) noexcept { return c >= 'A' && c <= 'Z'; }
[[nodiscard]] inline bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }
[[nodiscard]] inline char to_upper(char c) noexcept { return is_lower(c) ? static_cast<char>(c - 'a' + 'A') : c; }
[[nodiscard]] inline char to_lower(char c) noexcept { return is_upper(c) ? static_cast<char>(c - 'A' + 'a') : c; }

// The byte offset of code point `column` (counted from 1) of UTF-8 text; the text's size past its end.
[[nodiscard]] inline std::size_t byte_of_code_point(std::string_view s, std::size_t column) noexcept {
    std::size_t seen = 0;
    for (std::size_t i = 0; i < s.size(); ++i)
        if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80 && ++seen == column) return i;
    return s.size();
}

// The first position from `from` on that is not a space or tab.
[[nodiscard]] inline std::size_t skip_blanks(std::string_view s, std::size_t from) noexcept {
    while (from < s.size() && (s[from] == ' ' || s[from] == '\t')) ++from;
    return from;
}

[[nodiscard]] inline std::string tail_message(std::string_view v, std::size_t at) {
    if (v[at] == '#' || v[at] == ';') return "unexpected text after the value ('#' and ';' start a comment only at the start of a line)";
    return "unexpected text after the value";
}

[[nodiscard]] inline parsed<bool> read_bool(std::string_view v) {
    if (v == "true") return success(true);
    if (v == "false") return success(false);
    for (std::string_view word : {std::string_view("true"), std::string_view("false")})
        if (v.substr(0, word.size()) == word && v.size() > word.size()) {
            const std::size_t at = skip_blanks(v, word.size());
            return fail_at<bool>(at, tail_message(v, at));
        }
    return fail_at<bool>(0, "expected 'true' or 'false'");
}

// A whole number, 0 .. `max`.
[[nodiscard]] inline parsed<int> read_int(std::string_view v, int max = 1000000) {
    if (v.empty() || !is_digit(v[0])) return fail_at<int>(0, v.empty() ? "expected a number" : "expected a number (0 or more)");
    long n = 0;
    std::size_t i = 0;
    for (; i < v.size() && is_digit(v[i]); ++i) {
        n = n * 10 + (v[i] - '0');
        if (n > max) return fail_at<int>(0, "the number is larger than " + std::to_string(max));
    }
    if (i < v.size()) {
        const std::size_t at = skip_blanks(v, i);
        return fail_at<int>(at, tail_message(v, at));
    }
    return success(static_cast<int>(n));
}

// A rank, 1 .. 16 (0-based result).
[[nodiscard]] inline parsed<int> read_rank(std::string_view v) {
    auto n = read_int(v, 99);
    if (!n.ok) return fail_at<int>(n.error.column, n.error.what);
    if (n.value < 1 || n.value > 16) return fail_at<int>(0, "a rank is 1 to 16");
    return success(n.value - 1);
}

// A file, 1 .. 16 or a .. p (0-based result).
[[nodiscard]] inline parsed<int> read_file(std::string_view v) {
    if (!v.empty() && is_lower(v[0])) {
        if (v[0] > 'p') return fail_at<int>(0, "a file is a to p (or 1 to 16)");
        if (v.size() > 1) return fail_at<int>(1, tail_message(v, 1));
        return success(v[0] - 'a');
    }
    auto n = read_int(v, 99);
    if (!n.ok) return fail_at<int>(n.error.column, v.empty() || !is_digit(v[0]) ? "expected a file: a to p or 1 to 16" : n.error.what);
    if (n.value < 1 || n.value > 16) return fail_at<int>(0, "a file is 1 to 16 (or a to p)");
    return success(n.value - 1);
}

// win / loss / draw (`none`, Fairy-Stockfish's "no result", is refused: ferz always has one).
[[nodiscard]] inline parsed<outcome> read_outcome(std::string_view v) {
    if (v == "win") return success(outcome::win);
    if (v == "loss") return success(outcome::loss);
    if (v == "draw") return success(outcome::draw);
    return fail_at<outcome>(0, "expected 'win', 'loss' or 'draw'");
}

// Piece letters, any case, spaces allowed between them; `-` none; `*` all (when `star` is allowed).
// The result is upper case, in the order given. Letters are checked against the variant's pieces by
// the caller (the columns are kept for it).
struct letter_list {
    std::string letters;              // upper case
    std::vector<std::size_t> columns;  // of each letter in the value
    bool all = false;                  // `*`
};

[[nodiscard]] inline parsed<letter_list> read_letters(std::string_view v, bool star = true) {
    letter_list out;
    if (v == "-") return success(out);
    if (v.empty()) return fail_at<letter_list>(0, "expected piece letters, '-' for none");
    for (std::size_t i = 0; i < v.size(); ++i) {
        const char c = v[i];
        if (c == ' ' || c == '\t') continue;
        if (c == '*' && star) {
            out.all = true;
            continue;
        }
        if (!is_lower(c) && !is_upper(c)) return fail_at<letter_list>(i, std::string("'") + c + "' is not a piece letter");
        out.letters += to_upper(c);
        out.columns.push_back(i);
    }
    if (out.all && !out.letters.empty()) return fail_at<letter_list>(v.find('*'), "'*' (all pieces) stands alone");
    return success(out);
}

// `q:1 r:2` (promotionLimit), `p:g s:g` (promotedPieceType): a letter, ':', a word; space-separated.
struct pair_item {
    char letter = 0;  // upper case
    std::string value;
    std::size_t column = 0, value_column = 0;
};

[[nodiscard]] inline parsed<std::vector<pair_item>> read_pairs(std::string_view v) {
    std::vector<pair_item> out;
    std::size_t i = skip_blanks(v, 0);
    if (v == "-") return success(out);
    while (i < v.size()) {
        pair_item p;
        p.column = i;
        if (!is_lower(v[i]) && !is_upper(v[i])) return fail_at<std::vector<pair_item>>(i, "expected a piece letter");
        p.letter = to_upper(v[i++]);
        if (i >= v.size() || v[i] != ':') return fail_at<std::vector<pair_item>>(i, "expected ':' after the piece letter (`q:1`, `p:g`)");
        ++i;
        p.value_column = i;
        while (i < v.size() && v[i] != ' ' && v[i] != '\t') p.value += v[i++];
        if (p.value.empty()) return fail_at<std::vector<pair_item>>(i, "expected a value after ':'");
        out.push_back(std::move(p));
        i = skip_blanks(v, i);
    }
    return success(std::move(out));
}

// A value's words that each name a piece (`P N +P`, `N:H +L:G`): where the word starts, a promoted
// form's '+', the letter (upper case; 0 where the word has none) and what follows the letter.
struct piece_word {
    std::size_t column = 0;
    bool promoted = false;
    char letter = 0;
    std::string_view rest;
};

[[nodiscard]] inline std::vector<piece_word> piece_words(std::string_view v) {
    std::vector<piece_word> out;
    for (std::size_t i = skip_blanks(v, 0); i < v.size(); i = skip_blanks(v, i)) {
        std::size_t end = i;
        while (end < v.size() && v[end] != ' ' && v[end] != '\t') ++end;
        std::string_view text = v.substr(i, end - i);
        piece_word w;
        w.column = i;
        w.promoted = text.front() == '+';
        if (w.promoted) text.remove_prefix(1);
        if (!text.empty()) w.letter = to_upper(text.front()), text.remove_prefix(1);
        w.rest = text;
        out.push_back(w);
        i = end;
    }
    return out;
}

// --- squares -------------------------------------------------------------------------------------

// A set of squares of a board up to 16 x 16 (bit rank * 16 + file).
struct square_set {
    std::array<std::uint64_t, 4> bits{};
    void set(int file, int rank) noexcept {
        const int i = rank * 16 + file;
        bits[static_cast<std::size_t>(i / 64)] |= std::uint64_t{1} << (i % 64);
    }
    [[nodiscard]] bool has(int file, int rank) const noexcept {
        const int i = rank * 16 + file;
        return (bits[static_cast<std::size_t>(i / 64)] >> (i % 64)) & 1u;
    }
    [[nodiscard]] bool empty() const noexcept { return bits == std::array<std::uint64_t, 4>{}; }
    bool operator==(const square_set&) const = default;
};

[[nodiscard]] inline square_set mirror(const square_set& s, int files, int ranks) {
    square_set m;
    for (int r = 0; r < ranks; ++r)
        for (int f = 0; f < files; ++f)
            if (s.has(f, r)) m.set(f, ranks - 1 - r);
    return m;
}

[[nodiscard]] inline square_set rank_span(int files, int first, int last) {
    square_set s;
    for (int r = first; r <= last; ++r)
        for (int f = 0; f < files; ++f) s.set(f, r);
    return s;
}

// How many full ranks from the top the set is (White's last k ranks), or 0 if it is not that.
[[nodiscard]] inline int top_ranks(const square_set& s, int files, int ranks) {
    for (int k = 1; k <= ranks; ++k)
        if (s == rank_span(files, ranks - k, ranks - 1)) return k;
    return 0;
}
// How many full ranks from the bottom (White's first k ranks), or 0.
[[nodiscard]] inline int bottom_ranks(const square_set& s, int files, int ranks) {
    for (int k = 1; k <= ranks; ++k)
        if (s == rank_span(files, 0, k - 1)) return k;
    return 0;
}

// Squares read: the set and ferz's region text for it (the value itself when it is already in
// ferz's syntax, which keeps boxes as written; `a*` and `*3` become boxes).
struct region_value {
    square_set squares;
    std::string text;
    // Whole ranks (`*9`) and files (`k*`) beyond the board, left out as Fairy-Stockfish leaves them
    // out (its epicatomic gives `*9 *10` on 8 ranks): each one's column and a warning's text.
    std::vector<std::pair<std::size_t, std::string>> left_out;
};

[[nodiscard]] inline std::string square_name(int file, int rank) {
    return std::string(1, static_cast<char>('a' + file)) + std::to_string(rank + 1);
}

namespace detail {
// A square "e4" at v[i...]; advances i.
inline bool read_square(std::string_view v, std::size_t& i, int files, int ranks, int& file, int& rank, value_error& e) {
    const std::size_t start = i;
    if (i >= v.size() || !is_lower(v[i])) return e = {i, "expected a square (e4), a file (a*), a rank (*3) or '-'"}, false;
    file = v[i++] - 'a';
    if (i >= v.size() || !is_digit(v[i]) || v[i] == '0') return e = {i, "expected a rank number after the file letter"}, false;
    rank = 0;
    while (i < v.size() && is_digit(v[i]) && rank <= 16) rank = rank * 10 + (v[i++] - '0');
    --rank;
    if (file >= files || rank >= ranks)
        return e = {start, "square " + std::string(v.substr(start, i - start)) + " is not on the " + std::to_string(files) + "x" +
                               std::to_string(ranks) + " board"},
               false;
    return true;
}
}  // namespace detail

[[nodiscard]] inline parsed<region_value> read_region(std::string_view v, int files, int ranks) {
    region_value out;
    if (v == "-" || v.empty()) return success(out);
    bool rewritten = false;
    std::string text;
    std::size_t i = 0;
    value_error e;
    while (true) {
        while (i < v.size() && (v[i] == ' ' || v[i] == '\t' || v[i] == ',')) ++i;
        if (i >= v.size()) break;
        const std::size_t start = i;
        std::string item;
        if (v[i] == '*') {  // a rank
            ++i;
            int r = 0;
            const std::size_t digits = i;
            while (i < v.size() && is_digit(v[i]) && r <= 16) r = r * 10 + (v[i++] - '0');
            if (i == digits || r == 0) return fail_at<region_value>(digits, "expected a rank number after '*'");
            if (r > ranks) {
                out.left_out.emplace_back(start, "rank " + std::to_string(r) + " is not on the board: left out, as Fairy-Stockfish does");
                rewritten = true;
                continue;
            }
            for (int f = 0; f < files; ++f) out.squares.set(f, r - 1);
            item = "a" + std::to_string(r) + "-" + square_name(files - 1, r - 1);
            rewritten = true;
        } else if (i + 1 < v.size() && is_lower(v[i]) && v[i + 1] == '*') {  // a file
            const int f = v[i] - 'a';
            i += 2;
            rewritten = true;
            if (f >= files) {
                out.left_out.emplace_back(start, std::string("file ") + v[start] + " is not on the board: left out, as Fairy-Stockfish does");
                continue;
            }
            for (int r = 0; r < ranks; ++r) out.squares.set(f, r);
            item = square_name(f, 0) + "-" + square_name(f, ranks - 1);
        } else {
            int fa = 0, ra = 0;
            if (!detail::read_square(v, i, files, ranks, fa, ra, e)) return fail_at<region_value>(e.column, e.what);
            int fb = fa, rb = ra;
            if (i < v.size() && v[i] == '-') {
                ++i;
                if (!detail::read_square(v, i, files, ranks, fb, rb, e)) return fail_at<region_value>(e.column, e.what);
            }
            for (int r = ra < rb ? ra : rb; r <= (ra < rb ? rb : ra); ++r)
                for (int f = fa < fb ? fa : fb; f <= (fa < fb ? fb : fa); ++f) out.squares.set(f, r);
            item = std::string(v.substr(start, i - start));
        }
        if (i < v.size() && v[i] != ' ' && v[i] != '\t' && v[i] != ',')
            return fail_at<region_value>(i, v[i] == '-' && i + 1 == v.size() ? "'-' (no squares) stands alone" : "expected a space between squares");
        if (!text.empty()) text += ' ';
        text += item;
    }
    out.text = rewritten ? text : std::string(v);
    return success(out);
}

// A region's text with every rank mirrored (Black's view of White's region): "d1-f3" -> "d10-f8".
[[nodiscard]] inline std::string mirror_text(std::string_view text, int ranks) {
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        if (is_lower(text[i]) && i + 1 < text.size() && is_digit(text[i + 1])) {
            out += text[i++];
            int r = 0;
            while (i < text.size() && is_digit(text[i])) r = r * 10 + (text[i++] - '0');
            out += std::to_string(ranks + 1 - r);
        } else {
            out += text[i++];
        }
    }
    return out;
}

}  // namespace ferz::fsf
