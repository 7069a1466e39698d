// Direction letters: every row of XBETZA.md §4.3-4.6, per symmetry class, as exact step sets; the
// K system on continuation legs; and the order sensitivity of oblique fusion.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include <ferz/betza.hpp>

using namespace ferz::betza;

namespace {

// The steps of the single-leg paths of a descriptor, as "dx,dy".
std::set<std::string> steps(std::string_view d) {
    std::set<std::string> s;
    auto t = compile(d);
    if (!t) return {"error"};
    for (const auto& p : t->paths) s.insert(std::to_string(p.legs[0].dx) + "," + std::to_string(p.legs[0].dy));
    return s;
}
std::set<std::string> S(std::initializer_list<const char*> l) { return {l.begin(), l.end()}; }

// Compile-time spot checks: a descriptor's single step.
template <ferz::fixed_string D>
constexpr bool only_step(int dx, int dy) {
    constexpr auto t = compile<D>();
    return t.path_count == 1 && t.paths[0].legs[0].dx == dx && t.paths[0].legs[0].dy == dy;
}
static_assert(only_step<"frN">(2, 1));
static_assert(only_step<"rfN">(1, 2));
static_assert(only_step<"fK">(0, 1));
static_assert(only_step<"ffK">(0, 1));
static_assert(only_step<"frK">(1, 1));
static_assert(only_step<"rfK">(1, 1));
static_assert(only_step<"frF">(1, 1));
static_assert(only_step<"brN">(2, -1));
static_assert(only_step<"lbN">(-1, -2));
static_assert(compiled<"fsF">.path_count == 2);
static_assert(compiled<"fsK">.path_count == 2);
static_assert(compiled<"fhK">.path_count == 3);
static_assert(compiled<"fhN">.path_count == 4);
static_assert(compiled<"hrN">.path_count == 4);
static_assert(compiled<"ffrrN">.path_count == 4);
static_assert(compiled<"frW">.path_count == 2);

}  // namespace

TEST_CASE("§4.3 orthogonal atoms: each letter one direction, letters unioned") {
    CHECK(steps("fW") == S({"0,1"}));
    CHECK(steps("bW") == S({"0,-1"}));
    CHECK(steps("lW") == S({"-1,0"}));
    CHECK(steps("rW") == S({"1,0"}));
    CHECK(steps("vW") == S({"0,1", "0,-1"}));
    CHECK(steps("sW") == S({"1,0", "-1,0"}));
    CHECK(steps("frW") == S({"0,1", "1,0"}));
    CHECK(steps("fsW") == S({"0,1", "1,0", "-1,0"}));
    CHECK(steps("fD") == S({"0,2"}));
    CHECK(steps("sH") == S({"3,0", "-3,0"}));
    CHECK(steps("fR") == S({"0,1"}));
    CHECK(steps("flR") == S({"0,1", "-1,0"}));
    CHECK(steps("W") == S({"0,1", "1,0", "0,-1", "-1,0"}));
}

TEST_CASE("§4.4 diagonal atoms: a letter is a pair, two perpendicular letters one diagonal") {
    CHECK(steps("fF") == S({"1,1", "-1,1"}));
    CHECK(steps("bF") == S({"1,-1", "-1,-1"}));
    CHECK(steps("lF") == S({"-1,1", "-1,-1"}));
    CHECK(steps("rF") == S({"1,1", "1,-1"}));
    CHECK(steps("frF") == S({"1,1"}));
    CHECK(steps("rfF") == S({"1,1"}));
    CHECK(steps("flF") == S({"-1,1"}));
    CHECK(steps("brF") == S({"1,-1"}));
    CHECK(steps("blF") == S({"-1,-1"}));
    CHECK(steps("vF") == steps("F"));
    CHECK(steps("sF") == steps("F"));
    CHECK(steps("fsF") == S({"1,1", "-1,1"}));  // ID / FSF reading, not XBoard's "all four"
    CHECK(steps("ffF") == steps("fF"));
    CHECK(steps("fA") == S({"2,2", "-2,2"}));
    CHECK(steps("lG") == S({"-3,3", "-3,-3"}));
    CHECK(steps("fB") == S({"1,1", "-1,1"}));
    CHECK(steps("frB") == S({"1,1"}));
    CHECK(steps("fsB") == steps("fB"));
}

TEST_CASE("§4.5 oblique atoms: the whole table for N") {
    CHECK(steps("fN") == S({"1,2", "-1,2"}));
    CHECK(steps("ffN") == steps("fN"));
    CHECK(steps("bN") == S({"1,-2", "-1,-2"}));
    CHECK(steps("bbN") == steps("bN"));
    CHECK(steps("lN") == S({"-2,1", "-2,-1"}));
    CHECK(steps("llN") == steps("lN"));
    CHECK(steps("rN") == S({"2,1", "2,-1"}));
    CHECK(steps("rrN") == steps("rN"));
    CHECK(steps("fsN") == S({"2,1", "-2,1"}));
    CHECK(steps("bsN") == S({"2,-1", "-2,-1"}));
    CHECK(steps("lvN") == S({"-1,2", "-1,-2"}));
    CHECK(steps("rvN") == S({"1,2", "1,-2"}));
    CHECK(steps("fhN") == S({"1,2", "-1,2", "2,1", "-2,1"}));
    CHECK(steps("bhN") == S({"1,-2", "-1,-2", "2,-1", "-2,-1"}));
    CHECK(steps("lhN") == S({"-1,2", "-1,-2", "-2,1", "-2,-1"}));
    CHECK(steps("rhN") == S({"1,2", "1,-2", "2,1", "2,-1"}));
    CHECK(steps("rfN") == S({"1,2"}));
    CHECK(steps("lfN") == S({"-1,2"}));
    CHECK(steps("frN") == S({"2,1"}));
    CHECK(steps("flN") == S({"-2,1"}));
    CHECK(steps("brN") == S({"2,-1"}));
    CHECK(steps("blN") == S({"-2,-1"}));
    CHECK(steps("rbN") == S({"1,-2"}));
    CHECK(steps("lbN") == S({"-1,-2"}));
    CHECK(steps("hrN") == S({"1,2", "2,-1", "-1,-2", "-2,1"}));
    CHECK(steps("hlN") == S({"-1,2", "2,1", "1,-2", "-2,-1"}));
    CHECK(steps("ffrrN") == S({"1,2", "-1,2", "2,1", "2,-1"}));
    CHECK(steps("vN") == S({"1,2", "-1,2", "1,-2", "-1,-2"}));
    CHECK(steps("sN") == S({"2,1", "2,-1", "-2,1", "-2,-1"}));
    CHECK(steps("N").size() == 8);
}

TEST_CASE("§4.5 order matters and other oblique atoms follow the same table") {
    CHECK(steps("frN") != steps("rfN"));
    CHECK(steps("fC") == S({"1,3", "-1,3"}));
    CHECK(steps("frZ") == S({"3,2"}));
    CHECK(steps("hlC") == S({"-1,3", "3,1", "1,-3", "-3,-1"}));
    CHECK(steps("lfN0") == S({"-1,2"}));
    CHECK(steps("fmrN") == S({"1,2", "-1,2", "2,1", "2,-1"}));  // not adjacent: no fusion
}

TEST_CASE("§4.6 the K system on K and Q") {
    CHECK(steps("fK") == S({"0,1"}));
    CHECK(steps("ffK") == S({"0,1"}));
    CHECK(steps("frK") == S({"1,1"}));
    CHECK(steps("rfK") == S({"1,1"}));
    CHECK(steps("fsK") == S({"1,1", "-1,1"}));
    CHECK(steps("fhK") == S({"0,1", "1,1", "-1,1"}));
    CHECK(steps("sK") == S({"1,0", "-1,0"}));
    CHECK(steps("vK") == S({"0,1", "0,-1"}));
    CHECK(steps("bK") == S({"0,-1"}));
    CHECK(steps("blK") == S({"-1,-1"}));
    CHECK(steps("lvK") == S({"-1,1", "-1,-1"}));
    CHECK(steps("bsK") == S({"1,-1", "-1,-1"}));
    CHECK(steps("fQ") == S({"0,1"}));
    CHECK(steps("frQ") == S({"1,1"}));
    CHECK(steps("fsQ") == S({"1,1", "-1,1"}));
    CHECK(steps("fhQ") == S({"0,1", "1,1", "-1,1"}));
    CHECK(steps("sQ") == S({"1,0", "-1,0"}));
    auto q = compile("fQ");
    REQUIRE(q);
    CHECK(q->paths[0].legs[0].range == 0);
}

namespace {
// The second-leg steps of two-leg paths whose first leg goes straight forward.
std::set<std::string> turns(std::string_view d) {
    std::set<std::string> s;
    auto t = compile(d);
    if (!t) return {"error"};
    for (const auto& p : t->paths)
        if (p.size == 2 && p.legs[0].dx == 0 && p.legs[0].dy > 0)
            s.insert(std::to_string(p.legs[1].dx) + "," + std::to_string(p.legs[1].dy));
    return s;
}
}  // namespace

TEST_CASE("§5.2 continuation legs: K system relative to the previous leg, with W<->F conversion") {
    CHECK(turns("mafW") == S({"0,1"}));
    CHECK(turns("mabW") == S({"0,-1"}));
    CHECK(turns("marW") == S({"1,0"}));
    CHECK(turns("malW") == S({"-1,0"}));
    CHECK(turns("masW") == S({"1,0", "-1,0"}));
    CHECK(turns("mavW") == S({"0,1", "0,-1"}));
    CHECK(turns("mafrW") == S({"1,1"}));
    CHECK(turns("marfW") == S({"1,1"}));
    CHECK(turns("maflW") == S({"-1,1"}));
    CHECK(turns("mabrW") == S({"1,-1"}));
    CHECK(turns("mablW") == S({"-1,-1"}));
    CHECK(turns("mafsW") == S({"1,1", "-1,1"}));
    CHECK(turns("mabsW") == S({"1,-1", "-1,-1"}));
    // Default: every direction except straight back (ID reading, §0.3), 45° turns included.
    CHECK(turns("maW") == S({"0,1", "1,1", "1,0", "1,-1", "-1,-1", "-1,0", "-1,1"}));
    CHECK(turns("maD") == S({"0,2", "2,2", "2,0", "2,-2", "-2,-2", "-2,0", "-2,2"}));
    // Relative to a first leg going right, `f` is still straight on.
    auto t = compile("rmafsW");
    REQUIRE(t);
    REQUIRE(t->paths.size() == 2);
    std::set<std::string> second;
    for (const auto& p : t->paths) second.insert(std::to_string(p.legs[1].dx) + "," + std::to_string(p.legs[1].dy));
    CHECK(second == S({"1,1", "1,-1"}));
    // Conversion persists for the rest of the chain: W, then F, then F straight on.
    auto j = compile("fmafsmafW");
    REQUIRE(j);
    CHECK(j->paths.size() == 2);
    CHECK(j->paths[0].legs[2].dx == j->paths[0].legs[1].dx);
    CHECK(j->paths[0].legs[2].dy == j->paths[0].legs[1].dy);
    // Oblique atoms rotate by orientation index: from (1,2), fr is (2,1), r is (2,-1).
    auto n = compile("rfmafrN");
    REQUIRE(n);
    REQUIRE(n->paths.size() == 1);
    CHECK(n->paths[0].legs[1].dx == 2);
    CHECK(n->paths[0].legs[1].dy == 1);
    auto n2 = compile("rfmarN");
    REQUIRE(n2);
    CHECK(n2->paths[0].legs[1].dx == 2);
    CHECK(n2->paths[0].legs[1].dy == -1);
}
