// Malformed descriptors: each with the error kind and the column it must report, checked at run
// time (validate, compile, count_paths, canonical) and in constant evaluation (static_assert on
// validate). tests/compile_fail/betza_descriptor_errors.cpp checks the same list as compile errors.
#include <doctest/doctest.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <ferz/betza.hpp>

using namespace ferz::betza;

namespace {

struct bad_case {
    std::string_view descriptor;
    errc kind;
    int column;
};

constexpr bad_case bad_cases[] = {
    {"", errc::empty_descriptor, 1},
    {"E", errc::unknown_atom, 1},
    {"fmWfceFifmnE", errc::unknown_atom, 12},
    {"mT", errc::unknown_atom, 2},
    {"X", errc::unknown_atom, 1},
    {"K2X", errc::unknown_atom, 3},
    {"fm", errc::missing_atom, 3},
    {"Wf", errc::missing_atom, 3},
    {"3W", errc::missing_atom, 1},
    {"f*W", errc::missing_atom, 2},
    {"W05", errc::bad_range, 3},
    {"NN2", errc::bad_range, 3},
    {"U3", errc::bad_range, 2},
    {"I1", errc::bad_range, 2},
    {"(caf)0mkB", errc::bad_range, 6},
    {"W100", errc::range_too_large, 4},
    {"hW", errc::bad_direction_combination, 1},
    {"hfN", errc::bad_direction_combination, 1},
    {"fO2", errc::bad_direction_combination, 1},
    {"vI", errc::bad_direction_combination, 1},
    {"l@", errc::bad_direction_combination, 1},
    {"v@", errc::bad_direction_combination, 1},
    {"KX", errc::bad_suffix, 2},
    {"RY", errc::bad_suffix, 2},
    {"OX", errc::bad_suffix, 2},
    {"WXXXXX", errc::bad_suffix, 6},
    {"tR", errc::rejected_dialect, 1},
    {"wN", errc::rejected_dialect, 1},
    {"W-F", errc::rejected_dialect, 2},
    {"Q+K", errc::rejected_dialect, 2},
    {"FtR", errc::rejected_dialect, 2},
    {"[W?R]", errc::unsupported, 1},
    {"R*", errc::unsupported, 2},
    {"(ca)N", errc::unsupported, 4},
    {"nC", errc::unsupported, 1},
    {"nD2", errc::unsupported, 1},
    {"jjR", errc::unsupported, 1},
    {"zafW", errc::unsupported, 1},
    {"maU", errc::unsupported, 3},
    {"fU", errc::unsupported, 1},
    {"npR", errc::unsupported, 1},
    {"(c(a)f)3B", errc::unsupported, 3},
    {"mamamamamamamamaW", errc::too_many_legs, 16},
    {"nananaH", errc::too_many_legs, 7},
    {"(caf)9mkB", errc::too_many_legs, 6},
    {"mamamamaK", errc::too_many_paths, 9},
    {"W(", errc::unbalanced_bracket, 2},
    {"W)", errc::unbalanced_bracket, 2},
    {"W]", errc::unbalanced_bracket, 2},
    {"(cafmkB", errc::unbalanced_bracket, 1},
    {"W F", errc::invalid_character, 2},
    {"W,", errc::invalid_character, 2},
    {"W.N", errc::invalid_character, 2},
    {"yW", errc::unknown_modifier, 1},
    {"pgR", errc::unknown_modifier, 2},
    {"zqB", errc::unknown_modifier, 2},
    {"jW", errc::unknown_modifier, 1},
    {"mO2", errc::unknown_modifier, 1},
    {"p@", errc::unknown_modifier, 1},
    {"cO", errc::unknown_modifier, 1},
    {"oooW", errc::unknown_modifier, 1},
    {"njD", errc::unknown_modifier, 2},
    {"ibI", errc::unknown_modifier, 1},
    {"W\xc3\xa9", errc::invalid_character, 2},  // non-ASCII
};

constexpr bool reports(std::string_view d, errc kind, int column) {
    const auto r = validate(d);
    return !r && r.error().kind == kind && r.error().column == column;
}

// The same checks in constant evaluation, one by one.
constexpr bool all_reported() {
    for (const auto& c : bad_cases)
        if (!reports(c.descriptor, c.kind, c.column)) return false;
    return true;
}
static_assert(all_reported());
static_assert(sizeof(bad_cases) / sizeof(bad_cases[0]) >= 40);
static_assert(reports("fmWfceFifmnE", errc::unknown_atom, 12));
static_assert(reports("", errc::empty_descriptor, 1));
static_assert(validate("fmWfceFifmnD").value());
static_assert(!count_paths("tR").has_value());

// Descriptors at and past max_descriptor_length: one move, W with N - 1 `m` before it (a cheap text
// to compile in constant evaluation; the run-time tests below also use real moves).
template <std::size_t N>
constexpr std::array<char, N> one_long_move() {
    std::array<char, N> text{};
    for (char& c : text) c = 'm';
    text[N - 1] = 'W';
    return text;
}
constexpr auto at_limit = one_long_move<max_descriptor_length>();
constexpr auto past_limit = one_long_move<max_descriptor_length + 1>();
constexpr std::string_view view(const auto& text) { return {text.data(), text.size()}; }

static_assert(max_descriptor_length == 4096);
static_assert(validate(view(at_limit)).value());
static_assert(reports(view(past_limit), errc::too_long, 4097));
static_assert(validate(view(past_limit)).error().length == 4097);
static_assert(describe(validate(view(past_limit)).error()).view() ==
              "column 4097: descriptor longer than 4096 characters (it has 4097)");
static_assert(describe(validate("fmWfceFifmnE").error()).view() == "column 12: unknown atom");

// The compile-time entry point at the limit (past it, the descriptor is a compile error:
// tests/compile_fail/betza_descriptor_too_long.cpp).
constexpr ferz::fixed_string<max_descriptor_length + 1> at_limit_text = [] {
    ferz::fixed_string<max_descriptor_length + 1> text;
    for (std::size_t i = 0; i < max_descriptor_length; ++i) text.data[i] = at_limit[i];
    return text;
}();
static_assert(compile<at_limit_text>().path_count == 4);

}  // namespace

TEST_CASE("every malformed descriptor reports its kind and column") {
    for (const auto& c : bad_cases) {
        CAPTURE(c.descriptor);
        const auto v = validate(c.descriptor);
        REQUIRE_FALSE(v.has_value());
        CHECK(v.error().kind == c.kind);
        CHECK(v.error().column == c.column);
        CHECK(to_string(v.error().kind) == v.error().message());
        const auto d = compile(c.descriptor);
        REQUIRE_FALSE(d.has_value());
        CHECK(d.error() == v.error());
        const auto n = count_paths(c.descriptor);
        REQUIRE_FALSE(n.has_value());
        CHECK(n.error() == v.error());
        const auto t = canonical(c.descriptor);
        REQUIRE_FALSE(t.has_value());
        CHECK(t.error() == v.error());
        move_table<16> table;
        CHECK(compile_into(c.descriptor, table) == v.error());
    }
}

TEST_CASE("error messages name the mistake") {
    CHECK(to_string(errc::unknown_atom) == "unknown atom");
    CHECK(to_string(errc::none) == "no error");
    for (int k = 0; k <= int(errc::too_long); ++k) CHECK_FALSE(to_string(errc(k)).empty());
    CHECK(to_string(errc::too_long) == "descriptor longer than 4096 characters");
    CHECK(describe(error{errc::bad_range, 3}).view() == "column 3: bad range");
    CHECK_FALSE(error{});
    CHECK(error{errc::bad_range, 3});
}

TEST_CASE("compile_into reports a table that is too small") {
    move_table<4> small;
    const error e = compile_into("N", small);
    CHECK(e.kind == errc::too_many_paths);
    move_table<8> exact;
    CHECK(compile_into("N", exact) == error{});
    CHECK(exact.path_count == 8);
}

TEST_CASE("valid look-alikes of the malformed ones") {
    for (std::string_view d : {"W0", "W10", "N0", "NN", "WW", "KK", "RR", "maW", "mafsmafsW", "isO2", "O", "O0",
                               "@", "@0", "b@", "ff@", "U", "bI", "fhK", "hrN", "hlC", "jN", "jR", "nD", "inA", "nN",
                               "nZ", "zB", "qN", "oR", "ooR", "(caf)6mkB", "(ca)1fR", "FX", "NY", "FXX"}) {
        CAPTURE(d);
        CHECK(validate(d).has_value());
    }
}

TEST_CASE("descriptors over max_descriptor_length characters are too long, whatever their length") {
    for (std::size_t length : {max_descriptor_length + 1, std::size_t{65535}, std::size_t{65536}, std::size_t{70000},
                               std::size_t{1} << 20}) {
        CAPTURE(length);
        const std::string text(length, 'W');
        const error expected{errc::too_long, 4097, static_cast<std::uint32_t>(length)};
        CHECK(validate(text).error() == expected);
        CHECK(compile(text).error() == expected);
        CHECK(count_paths(text).error() == expected);
        CHECK(canonical(text).error() == expected);
        move_table<4> table;
        CHECK(compile_into(text, table) == expected);
        CHECK(describe(expected).view() ==
              "column 4097: descriptor longer than 4096 characters (it has " + std::to_string(length) + ")");
    }
    // The limit counts characters, valid or not: a typo past it is reported as the length.
    CHECK(validate(std::string(max_descriptor_length, 'W') + "E").error().kind == errc::too_long);
    CHECK(validate(std::string(max_descriptor_length - 1, 'W') + "E").error() == error{errc::unknown_atom, 4096});
}

TEST_CASE("a descriptor of exactly max_descriptor_length characters compiles") {
    const auto riders = compile(std::string(max_descriptor_length, 'W'));  // WW = W0, 2048 times
    REQUIRE(riders);
    CHECK(riders->paths.size() == 4);
    CHECK(riders->paths == compile("W0")->paths);

    // Lions and one more K to fill it up exactly: as many paths as one Lion, in the same order.
    const std::string lion = "KNADcaKcabKmabK";
    std::string lions;
    while (lions.size() + lion.size() <= max_descriptor_length) lions += lion;
    lions.resize(max_descriptor_length, 'K');
    REQUIRE(lions.size() == max_descriptor_length);
    const auto many = compile(lions);
    REQUIRE(many);
    CHECK(many->paths == compile(lion)->paths);

    CHECK(validate(view(at_limit)).value());
    const auto one = compile(view(at_limit));
    REQUIRE(one);
    CHECK(one->paths == compile("mW")->paths);
}
