// ferz/betza/compile.hpp: the public entry points of the XBetza compiler.
//
// One pipeline (parser.hpp → expand.hpp) serves four uses, at compile time and at run time alike:
// counting the paths of a descriptor, filling a fixed-size move_table with them, building a dynamic
// table from text read at run time, and validating. compile<"...">() counts first and then fills a
// move_table of exactly that many paths, so a compiled piece costs no unused capacity; if the
// descriptor is malformed the count is an error, and that error becomes the one compile error of
// diagnostics.hpp (with the piece's letter when ferz::piece compiles it). Exact duplicate paths (`KF`,
// `WfW`) are dropped, keeping the first; paths that reach the same square in different ways are all
// kept. A descriptor is at most max_descriptor_length (4096) characters, checked before
// anything else, and the work is linear in its length: at most a fixed number of comparisons per
// path generated (path_index), so that the longest descriptor compiles at run time in well under a
// second, and a longer text is turned down at once.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "ferz/betza/diagnostics.hpp"
#include "ferz/betza/errors.hpp"
#include "ferz/betza/expand.hpp"
#include "ferz/betza/fixed_string.hpp"
#include "ferz/betza/legs.hpp"
#include "ferz/betza/parser.hpp"
#include "ferz/result.hpp"

namespace ferz::betza {

// A move table whose size is only known at run time.
struct dynamic_move_table {
    std::vector<path> paths;
    std::vector<castling_rule> castlings;
    std::vector<drop_rule> drops;
};

namespace detail {

// Runs the whole pipeline over a descriptor into a sink (see expand.hpp). The length is checked
// first, so that a text of any size costs no more than max_descriptor_length characters' work.
template <class Sink>
constexpr error run(std::string_view descriptor, Sink& sink) {
    if (descriptor.empty()) return {errc::empty_descriptor, 1};
    if (descriptor.size() > max_descriptor_length) {
        const std::size_t saturated = std::uint32_t(-1);
        return {errc::too_long, std::uint16_t(max_descriptor_length + 1),
                std::uint32_t(descriptor.size() < saturated ? descriptor.size() : saturated)};
    }
    parser p{descriptor};
    while (!p.done()) {
        auto m = p.next();
        if (!m) return m.error();
        if (auto e = expand(*m, sink)) return e;
    }
    return {};
}

template <class T>
constexpr bool contains(const T* first, std::size_t count, const T& value) {
    for (std::size_t i = 0; i < count; ++i)
        if (first[i] == value) return true;
    return false;
}

constexpr std::uint32_t hash(const path& p) noexcept {
    std::uint32_t h = 2166136261u ^ p.size;  // FNV-1a over 32-bit words
    for (std::size_t i = 0; i < p.size; ++i) {
        const leg& l = p.legs[i];
        h = (h ^ (std::uint32_t(std::uint8_t(l.dx)) | std::uint32_t(std::uint8_t(l.dy)) << 8 |
                  std::uint32_t(l.range) << 16)) * 16777619u;
        h = (h ^ (std::uint32_t(l.mode) | std::uint32_t(l.flags) << 16)) * 16777619u;
    }
    return h;
}

// Finds the exact duplicates of earlier moves' paths among the paths kept so far. Paths of one move
// never repeat (different slots give different steps), so a new path need only be compared with
// those of earlier moves. While there are few of them (all real pieces but the largest) that is a
// plain scan, the cheapest in constant evaluation; past `scan_limit` the kept paths are indexed by
// content, so that each look-up costs a hash and not a comparison with every kept path (which made
// compile time grow with paths generated x paths kept: over 15 s for 64 KB of `U`). The index is open
// addressing with linear probing, at most half full; a slot holds a path's hash and index + 1.
class path_index {
public:
    static constexpr std::size_t scan_limit = 64;

    constexpr path_index() = default;
    path_index(const path_index&) = delete;
    path_index& operator=(const path_index&) = delete;
    constexpr ~path_index() { delete[] slots_; }

    // Whether `p` is among kept[0, earlier), the paths of earlier moves; if not, and the index is in
    // use, `p` is recorded as kept[count], which the caller then stores.
    constexpr bool find_or_insert(const path* kept, std::size_t earlier, std::size_t count, const path& p) {
        if (capacity_ == 0 && earlier <= scan_limit) return contains(kept, earlier, p);
        if (2 * (count + 1) > capacity_) rebuild(kept, count);
        const std::uint32_t h = hash(p);
        for (std::size_t i = home(h);; i = (i + 1) & (capacity_ - 1)) {
            if (slots_[i].index == 0) {
                slots_[i] = {h, std::uint32_t(count + 1)};
                return false;
            }
            if (slots_[i].hash == h && kept[slots_[i].index - 1] == p) return true;
        }
    }

private:
    struct slot {
        std::uint32_t hash = 0;
        std::uint32_t index = 0;  // 0: free
    };
    // A plain array rather than a std::vector: every TU that includes this header pays for
    // instantiating the vector, and each of its calls costs steps in constant evaluation.
    slot* slots_ = nullptr;
    std::size_t capacity_ = 0;
    int shift_ = 32;  // 32 - log2(capacity_)

    // Fibonacci hashing: the top bits of hash x 2^32/phi pick the slot, and they depend on every bit.
    [[nodiscard]] constexpr std::size_t home(std::uint32_t h) const noexcept {
        return std::size_t(std::uint32_t(h * 2654435769u) >> shift_);
    }

    // Indexes kept[0, count) afresh, in a table with room for twice as many.
    constexpr void rebuild(const path* kept, std::size_t count) {
        delete[] slots_;
        capacity_ = 64;
        shift_ = 26;
        while (capacity_ < 4 * (count + 1)) capacity_ *= 2, --shift_;
        slots_ = new slot[capacity_]{};
        for (std::size_t k = 0; k < count; ++k) {
            const std::uint32_t h = hash(kept[k]);
            std::size_t i = home(h);
            while (slots_[i].index != 0) i = (i + 1) & (capacity_ - 1);
            slots_[i] = {h, std::uint32_t(k + 1)};
        }
    }
};

struct vector_sink {
    dynamic_move_table table;
    path_index index;
    std::size_t move_begin = 0;

    constexpr void begin_move() { move_begin = table.paths.size(); }
    constexpr bool add(const path& p) {
        if (index.find_or_insert(table.paths.data(), move_begin, table.paths.size(), p)) return true;
        if (table.paths.size() >= max_paths) return false;
        table.paths.push_back(p);
        return true;
    }
    constexpr bool add(const castling_rule& c) {
        if (contains(table.castlings.data(), table.castlings.size(), c)) return true;
        if (table.castlings.size() >= max_castlings) return false;
        table.castlings.push_back(c);
        return true;
    }
    constexpr bool add(const drop_rule& d) {
        if (contains(table.drops.data(), table.drops.size(), d)) return true;
        if (table.drops.size() >= 4) return false;
        table.drops.push_back(d);
        return true;
    }
};

template <std::size_t N>
struct table_sink {
    move_table<N>& out;
    path_index index{};
    std::size_t move_begin = 0;

    constexpr explicit table_sink(move_table<N>& table) : out(table) {}

    constexpr void begin_move() { move_begin = out.path_count; }
    constexpr bool add(const path& p) {
        if (index.find_or_insert(out.paths.data(), move_begin, out.path_count, p)) return true;
        if (out.path_count >= N) return false;
        out.add(p);
        return true;
    }
    constexpr bool add(const castling_rule& c) {
        if (contains(out.castlings.data(), out.castling_count, c)) return true;
        if (out.castling_count >= out.castlings.size()) return false;
        out.add(c);
        return true;
    }
    constexpr bool add(const drop_rule& d) {
        if (contains(out.drops.data(), out.drop_count, d)) return true;
        if (out.drop_count >= out.drops.size()) return false;
        out.add(d);
        return true;
    }
};

struct null_sink {
    constexpr void begin_move() {}
    constexpr bool add(const path&) { return true; }
    constexpr bool add(const castling_rule&) { return true; }
    constexpr bool add(const drop_rule&) { return true; }
};

}  // namespace detail

// The number of distinct paths the descriptor compiles to.
[[nodiscard]] constexpr result<std::size_t, error> count_paths(std::string_view descriptor) {
    detail::vector_sink sink;
    if (auto e = detail::run(descriptor, sink)) return unexpected{e};
    return sink.table.paths.size();
}

// Compiles into `out` (which is reset first). errc::none on success; too_many_paths if N is short.
template <std::size_t N>
constexpr error compile_into(std::string_view descriptor, move_table<N>& out) {
    out = move_table<N>{};
    detail::table_sink<N> sink{out};
    return detail::run(descriptor, sink);
}

// Run time: text read from a file, a GUI, a protocol.
[[nodiscard]] inline result<dynamic_move_table, error> compile(std::string_view descriptor) {
    detail::vector_sink sink;
    if (auto e = detail::run(descriptor, sink)) return unexpected{e};
    return std::move(sink.table);
}

// Whether the descriptor is valid; the error says why not.
[[nodiscard]] constexpr result<bool, error> validate(std::string_view descriptor) {
    detail::null_sink sink;
    if (auto e = detail::run(descriptor, sink)) return unexpected{e};
    return true;
}

namespace detail {

// A descriptor's path count, or its error: evaluated once per descriptor, whichever pieces use it.
template <fixed_string Descriptor>
inline constexpr result<std::size_t, error> path_count = count_paths(Descriptor.view());

// The table, or an empty one if the descriptor is malformed (compile() reports that). It depends on
// the descriptor alone, so pieces that share a descriptor under different letters share its work.
template <fixed_string Descriptor>
constexpr auto compile_quietly() {
    if constexpr (!path_count<Descriptor>.has_value()) {
        return move_table<0>{};
    } else {
        move_table<path_count<Descriptor>.value()> table{};
        compile_into(Descriptor.view(), table);
        return table;
    }
}

}  // namespace detail

// Compile time: a move_table holding exactly the descriptor's paths. A malformed descriptor does not
// compile: the one error names betza_descriptor_error<Piece, kind, at_column<n>, descriptor_text<...>>
// (diagnostics.hpp), and the call yields an empty table so that nothing else fails. Piece is
// piece_letter<'L'> when the descriptor is a piece's (ferz::piece passes it), else piece_letter<>.
//
// In constant evaluation the compiler's own budget applies as well: clang 14's default
// -fconstexpr-steps holds some 2,600 characters of `fW` or 450 of the Chu Lion repeated, g++ 12's
// -fconstexpr-ops-limit all 4096 of `fW` and some 2,000 of the Lion. Real pieces are far below; a
// longer descriptor gets the compiler's own error, and the flag raises the budget.
template <fixed_string Descriptor, class Piece = piece_letter<>>
[[nodiscard]] constexpr auto compile() {
    if constexpr (!detail::path_count<Descriptor>.has_value())
        detail::report_descriptor<Piece, Descriptor, detail::path_count<Descriptor>.error()>();
    return detail::compile_quietly<Descriptor>();
}

template <fixed_string Descriptor>
inline constexpr auto compiled = compile<Descriptor>();

}  // namespace ferz::betza
