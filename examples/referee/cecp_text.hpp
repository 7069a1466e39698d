// examples/referee/cecp_text.hpp: the engine's side of the dialogue as text: `feature` lines, result
// claims, and CECP's coordinate moves in ferz's UCI spelling and back.
//
// CECP writes squares as a file letter and a rank, like UCI, with one exception that matters here:
// on a board of exactly 10 ranks XBoard (and Fairy-Max) number the ranks 0 to 9 (XBoard's `ONE`;
// VARIANT-FILES.md §5), so that every square is two characters. Fairy-Max writes 12 ranks as 1..12.
// ferz's parse_uci reads ranks 1..16 in decimal, so a 10-rank move is renumbered before it is read.
#pragma once

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace referee {

// `feature a=1 b="two words" done=1` as name/value pairs (quotes removed).
inline std::vector<std::pair<std::string, std::string>> read_features(std::string_view line) {
    std::vector<std::pair<std::string, std::string>> out;
    std::size_t i = line.find(' ');
    while (i != std::string_view::npos && i < line.size()) {
        while (i < line.size() && line[i] == ' ') ++i;
        const std::size_t eq = line.find('=', i);
        if (eq == std::string_view::npos) break;
        std::string name(line.substr(i, eq - i));
        std::string value;
        i = eq + 1;
        if (i < line.size() && line[i] == '"') {
            const std::size_t close = line.find('"', i + 1);
            value = std::string(line.substr(i + 1, (close == std::string_view::npos ? line.size() : close) - i - 1));
            i = close == std::string_view::npos ? line.size() : close + 1;
        } else {
            const std::size_t end = std::min(line.find(' ', i), line.size());
            value = std::string(line.substr(i, end - i));
            i = end;
        }
        out.emplace_back(std::move(name), std::move(value));
    }
    return out;
}

// A result the engine states: `1-0 {White mates}`, `0-1 {...}`, `1/2-1/2 {...}`, or `resign`.
struct claim {
    enum class kind { none, white_wins, black_wins, draw, resign };
    kind what = kind::none;
    std::string comment;  // the text in braces
    [[nodiscard]] bool resignation() const {
        if (what == kind::resign) return true;
        std::string lower = comment;
        std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        return lower.find("resign") != std::string::npos;
    }
};

inline claim read_claim(std::string_view line) {
    claim c;
    auto starts = [&](std::string_view p) { return line.substr(0, p.size()) == p; };
    if (starts("1-0")) c.what = claim::kind::white_wins;
    else if (starts("0-1")) c.what = claim::kind::black_wins;
    else if (starts("1/2-1/2")) c.what = claim::kind::draw;
    else if (line == "resign" || starts("resign ")) c.what = claim::kind::resign;
    else return c;
    if (const std::size_t open = line.find('{'); open != std::string_view::npos) {
        const std::size_t close = line.find('}', open);
        c.comment = std::string(line.substr(open + 1, (close == std::string_view::npos ? line.size() : close) - open - 1));
    }
    return c;
}

namespace detail {
// Reads a square at `i`: a file letter and a rank, CECP's way (10 ranks: one digit 0-9; else decimal
// from 1). Returns the file and rank index, or {-1, -1}.
inline std::pair<int, int> read_cecp_square(std::string_view s, std::size_t& i, int ranks) {
    if (i + 1 >= s.size() || s[i] < 'a' || s[i] > 'p') return {-1, -1};
    const int file = s[i] - 'a';
    std::size_t j = i + 1;
    if (!std::isdigit(static_cast<unsigned char>(s[j]))) return {-1, -1};
    int rank;
    if (ranks == 10) {
        rank = s[j] - '0';
        ++j;
    } else {
        int n = 0;
        while (j < s.size() && std::isdigit(static_cast<unsigned char>(s[j])) && j - i <= 2) n = 10 * n + (s[j++] - '0');
        rank = n - 1;
    }
    if (rank < 0 || rank >= ranks) return {-1, -1};
    i = j;
    return {file, rank};
}
}  // namespace detail

// A CECP coordinate move (e2e4, e7e8q, P@e4, on 10 ranks a0a1, and a move of legs e4f5,f5e6) in
// ferz's UCI spelling; other text (O-O, SAN) unchanged, for parse_san.
inline std::string cecp_to_uci(std::string_view text, int ranks) {
    std::string out;
    std::size_t i = 0;
    if (text.size() >= 2 && text[1] == '@') {
        out.assign(text.substr(0, 2));
        i = 2;
    }
    for (int k = out.empty() ? 0 : 1; k < 2; ++k) {
        const auto [file, rank] = detail::read_cecp_square(text, i, ranks);
        if (file < 0) return std::string(text);
        out += static_cast<char>('a' + file);
        out += std::to_string(rank + 1);
    }
    // Each further leg: a comma and two squares.
    while (i < text.size() && text[i] == ',') {
        std::string leg(1, ',');
        std::size_t j = i + 1;
        for (int k = 0; k < 2; ++k) {
            const auto [file, rank] = detail::read_cecp_square(text, j, ranks);
            if (file < 0) return std::string(text);
            leg += static_cast<char>('a' + file);
            leg += std::to_string(rank + 1);
        }
        out += leg;
        i = j;
    }
    out.append(text.substr(i));
    return out;
}

// ferz's UCI text of a move in CECP's spelling (only 10-rank boards differ).
inline std::string uci_to_cecp(std::string_view text, int ranks) {
    if (ranks != 10) return std::string(text);
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        if (text[i] >= 'a' && text[i] <= 'p' && i + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[i + 1]))) {
            out += text[i++];
            int n = 0;
            while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) n = 10 * n + (text[i++] - '0');
            out += static_cast<char>('0' + n - 1);
        } else {
            out += text[i++];
        }
    }
    return out;
}

}  // namespace referee
