// ferz/betza/compile.hpp: the public entry points of the XBetza compiler.
//
// One pipeline (parser.hpp → expand.hpp) serves four uses, at compile time and at run time alike:
// counting the paths of a descriptor, filling a fixed-size move_table with them, building a dynamic
// table from text read at run time, and validating. compile<"...">() counts first and then fills a
// move_table of exactly that many paths, so a compiled piece costs no unused capacity; if the
// descriptor is malformed the count is an error, and that error becomes the compile error of
// diagnostics.hpp. Exact duplicate paths (`KF`, `WfW`) are dropped, keeping the first; paths that
// reach the same square in different ways are all kept. A descriptor is at most
// max_descriptor_length (4096) characters, checked before anything else.
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

// Paths of one move never repeat (different slots give different steps), so a new path is only
// compared with those of earlier moves: this keeps `U` (960 paths) linear.
struct vector_sink {
    dynamic_move_table table;
    std::size_t move_begin = 0;

    constexpr void begin_move() { move_begin = table.paths.size(); }
    constexpr bool add(const path& p) {
        if (contains(table.paths.data(), move_begin, p)) return true;
        if (table.paths.size() >= max_paths) return false;
        table.paths.push_back(p);
        return true;
    }
    constexpr bool add(const castling_rule& c) {
        if (contains(table.castlings.data(), table.castlings.size(), c)) return true;
        if (table.castlings.size() >= 4) return false;
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
    std::size_t move_begin = 0;

    constexpr void begin_move() { move_begin = out.path_count; }
    constexpr bool add(const path& p) {
        if (contains(out.paths.data(), move_begin, p)) return true;
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

// Compile time: a move_table holding exactly the descriptor's paths. A malformed descriptor does not
// compile; the error names betza_descriptor_error<kind, column>.
template <fixed_string Descriptor>
[[nodiscard]] constexpr auto compile() {
    constexpr auto count = count_paths(Descriptor.view());
    if constexpr (!count.has_value()) {
        // The diagnostic: sizeof an undefined template (see diagnostics.hpp).
        static_assert(sizeof(betza_descriptor_error<count.error().kind, int(count.error().column)>) == 0);
        return move_table<0>{};
    } else {
        move_table<count.value()> table{};
        compile_into(Descriptor.view(), table);
        return table;
    }
}

template <fixed_string Descriptor>
inline constexpr auto compiled = compile<Descriptor>();

}  // namespace ferz::betza
