// What each modifier compiles to, leg by leg: the desugarings the board layer relies on (final p and
// g, lame n, e.p. rights), the flags (i, j, o, k, x, u, z, q), range toggles along a chain,
// castling and drop rules, the universal leaper and the imitator, duplicate removal, repetition
// groups, and the agreement of the compile-time and run-time entry points.
#include <doctest/doctest.h>

#include <ferz/betza.hpp>

using namespace ferz::betza;

namespace {

constexpr leg L(int dx, int dy, int range, std::uint16_t mode, std::uint16_t flags = 0) {
    return leg{std::int8_t(dx), std::int8_t(dy), std::uint8_t(range), mode, flags};
}
constexpr std::uint16_t mc = to_empty | to_enemy;

template <std::size_t N>
constexpr bool path_is(const move_table<N>& t, std::size_t i, std::initializer_list<leg> legs) {
    if (i >= t.path_count || t.paths[i].size != legs.size()) return false;
    std::size_t k = 0;
    for (const leg& l : legs)
        if (!(t.paths[i].legs[k++] == l)) return false;
    return true;
}

// XBoard's t (Fairy-Max's bifurcators, BtgabyabsB): with p or g on a relay, only an own piece is the
// hurdle; on the last leg of a chain (or of a hop), the move is tame: it never takes a royal piece.
// Alone (tR, FtR) it is another dialect's t, rejected (test_betza_errors.cpp).
static_assert(path_is(compiled<"ftpafW">, 0, {L(0, 1, 1, pass_occupied | own_hurdle), L(0, 1, 1, mc)}));
static_assert(path_is(compiled<"fmaftcW">, 0, {L(0, 1, 1, to_empty), L(0, 1, 1, to_enemy | tame)}));
static_assert(path_is(compiled<"fmaftW">, 0, {L(0, 1, 1, to_empty), L(0, 1, 1, mc | tame)}));
static_assert(path_is(compiled<"ftpR">, 0, {L(0, 1, 0, pass_occupied), L(0, 1, 0, mc | tame, remaining_range)}));
// An empty leg takes the defaults, as XBoard reads it (Fairy-Max's falcon, aflafrK...): every
// direction on a first leg, every one but straight back on a later one, to an empty square.
template <std::size_t N, std::size_t M>
constexpr bool same_paths(const move_table<N>& a, const move_table<M>& b) {
    if (a.path_count != b.path_count) return false;
    for (std::size_t i = 0; i < a.path_count; ++i) {
        if (a.paths[i].size != b.paths[i].size) return false;
        for (std::size_t k = 0; k < a.paths[i].size; ++k)
            if (!(a.paths[i].legs[k] == b.paths[i].legs[k])) return false;
    }
    return true;
}
static_assert(same_paths(compiled<"aW">, compiled<"maW">) && compiled<"aW">.path_count == 4 * 7);
static_assert(same_paths(compiled<"aflafrKafraflKafafsKafsafK">, compiled<"maflafrKmafraflKmafafsKmafsafK">));

// Final p: slide onto a hurdle, then on with the remaining range.
static_assert(path_is(compiled<"fpR">, 0, {L(0, 1, 0, pass_occupied), L(0, 1, 0, mc, remaining_range)}));
static_assert(path_is(compiled<"fcpR4">, 0, {L(0, 1, 4, pass_occupied), L(0, 1, 4, to_enemy, remaining_range)}));
// Final g: slide onto a hurdle, then exactly one step.
static_assert(path_is(compiled<"fgQ">, 0, {L(0, 1, 0, pass_occupied), L(0, 1, 1, mc, exact_range)}));
static_assert(path_is(compiled<"frgK">, 0, {L(1, 1, 1, pass_occupied), L(1, 1, 1, mc, exact_range)}));
// Lame leaps.
static_assert(path_is(compiled<"fnD">, 0, {L(0, 1, 1, to_empty), L(0, 1, 1, mc)}));
static_assert(path_is(compiled<"ifmnD">, 0, {L(0, 1, 1, to_empty, initial_only | ep_rights), L(0, 1, 1, to_empty)}));
static_assert(path_is(compiled<"frnnA">, 0, {L(1, 1, 1, to_empty, ep_rights), L(1, 1, 1, mc)}));
static_assert(path_is(compiled<"rfnN">, 0, {L(0, 1, 1, to_empty), L(1, 1, 1, mc)}));
static_assert(path_is(compiled<"frnN">, 0, {L(1, 0, 1, to_empty), L(1, 1, 1, mc)}));
static_assert(path_is(compiled<"rfnZ">, 0, {L(0, 1, 1, to_empty), L(1, 1, 1, to_empty), L(1, 1, 1, mc)}));
static_assert(path_is(compiled<"fnH">, 0, {L(0, 1, 1, to_empty), L(0, 1, 1, to_empty), L(0, 1, 1, mc)}));
// n on W/F steps and riders: e.p. rights on the passed squares.
static_assert(path_is(compiled<"ifmnR2">, 0, {L(0, 1, 2, to_empty, initial_only | ep_rights)}));
// n on a relay leg: the relay gets e.p. rights too.
static_assert(path_is(compiled<"fmnaD">, 0, {L(0, 1, 1, to_empty, ep_rights), L(0, 1, 1, to_empty, ep_rights),
                                             L(0, 2, 1, mc)}));
// j: leapers must jump, sliders skip their first square.
static_assert(path_is(compiled<"fjD">, 0, {L(0, 2, 1, mc, must_jump)}));
static_assert(path_is(compiled<"fjR">, 0, {L(0, 1, 0, mc, skip_first)}));
// i: virgin piece on the first leg, iso on later ones.
static_assert(path_is(compiled<"fcaibR">, 0, {L(0, 1, 0, to_enemy), L(0, -1, 0, mc, same_length)}));
// o, oo, k, x, u, d, e on the right legs.
static_assert(path_is(compiled<"foR">, 0, {L(0, 1, 0, mc, cylinder)}));
static_assert(path_is(compiled<"fooW">, 0, {L(0, 1, 1, mc, cylinder | torus)}));
static_assert(path_is(compiled<"fkQ">, 0, {L(0, 1, 0, to_enemy | royal_only)}));
static_assert(path_is(compiled<"fmkQ">, 0, {L(0, 1, 0, to_empty | to_enemy | royal_only)}));
static_assert(path_is(compiled<"fxK">, 0, {L(0, 1, 1, mc, induction)}));
static_assert(path_is(compiled<"fcaufK">, 0, {L(0, 1, 1, to_enemy), L(0, 1, 1, mc, unload)}));
static_assert(path_is(compiled<"fdK">, 0, {L(0, 1, 1, to_friend)}));
static_assert(path_is(compiled<"feaK">, 0, {L(0, 1, 1, to_ep), L(0, 1, 1, mc)}));
// Relay modalities combine by union; the default relay is m, the default landing mc.
static_assert(path_is(compiled<"fmpafN">, 0, {L(1, 2, 1, to_empty | pass_occupied), L(1, 2, 1, mc)}));
static_assert(path_is(compiled<"fcpaR">, 0, {L(0, 1, 0, to_enemy | pass_occupied), L(0, 1, 0, mc)}));
static_assert(path_is(compiled<"fafK">, 0, {L(0, 1, 1, to_empty), L(0, 1, 1, mc)}));
// z / q: both turn senses, riders by nature; a circle closes after 8 (oblique) or 4 steps.
static_assert(path_is(compiled<"frzB">, 0, {L(1, 1, 0, mc, crooked | turn_clockwise)}));
static_assert(path_is(compiled<"frzB">, 1, {L(1, 1, 0, mc, crooked)}));
static_assert(path_is(compiled<"rfqN">, 0, {L(1, 2, 7, mc, circular | turn_clockwise)}));
static_assert(path_is(compiled<"fqW">, 1, {L(0, 1, 3, mc, circular)}));
// Range toggles: 1 <-> unlimited, other ranges -> unlimited; they persist along the chain.
static_assert(path_is(compiled<"frFyafF">, 1, {L(1, 1, 1, to_empty), L(1, 1, 0, mc)}));
static_assert(path_is(compiled<"frFyafrF">, 1, {L(1, 1, 1, to_empty), L(1, 0, 0, mc)}));  // 45°: F becomes W
static_assert(path_is(compiled<"fgafK">, 0, {L(0, 1, 1, pass_occupied), L(0, 1, 0, mc)}));
static_assert(path_is(compiled<"fgabyabrR">, 0, {L(0, 1, 0, pass_occupied), L(0, -1, 1, to_empty), L(-1, 1, 0, mc)}));
static_assert(path_is(compiled<"fyafN3">, 0, {L(1, 2, 3, to_empty), L(1, 2, 0, mc)}));
// The universal leaper and the imitator.
static_assert(compiled<"U">.path_count == 960);
static_assert(path_is(compiled<"U">, 0, {L(-15, 15, 1, mc)}));
static_assert(path_is(compiled<"cU">, 959, {L(15, -15, 1, to_enemy)}));
static_assert(path_is(compiled<"I">, 0, {L(0, 0, 1, mc, imitator)}));
static_assert(path_is(compiled<"bmI">, 0, {L(0, 0, 1, to_empty, imitator | flipped)}));
// The null move and Seirawan-style gating.
static_assert(path_is(compiled<"O">, 0, {L(0, 0, 1, to_empty)}));
static_assert(path_is(compiled<"iuO">, 0, {L(0, 0, 1, to_empty, initial_only | unload)}));
// X / Y suffixes.
static_assert(path_is(compiled<"rfFX">, 0, {L(1, 4, 1, mc)}));
static_assert(path_is(compiled<"rfNY">, 0, {L(3, 4, 1, mc)}));
static_assert(compiled<"fAY">.path_count == 2 && compiled<"fAY">.paths[0].legs[0].dx == 4);
static_assert(path_is(compiled<"WX">, 0, {L(0, 4, 1, mc)}));

}  // namespace

TEST_CASE("castling rules") {
    constexpr auto king = compile<"KisO2">();
    static_assert(king.castling_count == 2);
    CHECK(king.castlings[0] == castling_rule{-1, 2, false, true});
    CHECK(king.castlings[1] == castling_rule{1, 2, false, true});
    auto r = compile("rjO3lO2");
    REQUIRE(r);
    REQUIRE(r->castlings.size() == 2);
    CHECK(r->castlings[0] == castling_rule{1, 3, true, true});
    CHECK(r->castlings[1] == castling_rule{-1, 2, false, true});
    CHECK(r->paths.empty());
    auto both = compile("isO2O2");  // duplicates dropped
    REQUIRE(both);
    CHECK(both->castlings.size() == 2);
}

TEST_CASE("drop rules") {
    auto d = [](std::string_view text) {
        auto t = compile(text);
        REQUIRE(t);
        REQUIRE(t->drops.size() == 1);
        return t->drops[0];
    };
    CHECK(d("@") == drop_rule{});
    const drop_rule crazyhouse = d("j@7");
    CHECK(crazyhouse.zone_depth == 7);
    CHECK(crazyhouse.skip_home_ranks == 1);
    const drop_rule shogi_pawn = d("f@8");
    CHECK(shogi_pawn.per_file == 1);
    CHECK(shogi_pawn.zone_depth == 8);
    const drop_rule bishops = d("ss@5");
    CHECK(bishops.per_colour == 2);
    CHECK(d("b@0").per_board == 1);
    CHECK(d("b@0").zone_depth == 0);
    CHECK(d("c@").mode == to_enemy);
    CHECK(d("mc@").mode == (to_empty | to_enemy));
    CHECK(d("n@3").no_jump);
    auto pawn = compile("fWff@6");
    REQUIRE(pawn);
    CHECK(pawn->paths.size() == 1);
    CHECK(pawn->drops[0].per_file == 2);
}

TEST_CASE("duplicates: exact ones dropped, different ways to the same square kept") {
    CHECK(count_paths("KF").value() == 8);
    CHECK(count_paths("WfW").value() == 4);
    CHECK(count_paths("NNN0").value() == 8);  // NN is N0 already, then N0 again
    CHECK(count_paths("FXFX").value() == 8);
    CHECK(count_paths("DmafW").value() == 4 + 4);  // the D jump and the W-W chain both stay
    CHECK(count_paths("KNADcaKcabKmabK").value() == 8 + 8 + 4 + 4 + 56 + 8 + 8);
}

// Past 64 paths from earlier moves, duplicates are found through an index of the kept paths rather
// than by a scan (compile.hpp); what is dropped and the order kept must not change.
TEST_CASE("duplicates among many paths: the same ones dropped, the same order kept") {
    CHECK(count_paths("mamaK").value() == 8 * 7 * 7);
    CHECK(count_paths("mamaKWFmamaKWF").value() == 8 * 7 * 7 + 8);
    CHECK(compile("mamaKWFmamaKWF")->paths == compile("mamaKWF")->paths);
    CHECK(count_paths("UW").value() == 960);  // U holds every W and F leap
    CHECK(count_paths("WU").value() == 960);
    CHECK(count_paths("UKNUDmamaK").value() == 960 + 8 * 7 * 7);
    const auto lions = compile("KNADcaKcabKmabKKNADcaKcabKmabKcaKK");
    REQUIRE(lions);
    CHECK(lions->paths == compile("KNADcaKcabKmabK")->paths);
    static_assert(count_paths("mamaKWFmamaKWF").value() == 8 * 7 * 7 + 8);
    constexpr auto table = compile<"KNADcaKcabKmabKKNADcaKcabKmabK">();
    static_assert(table.path_count == 96);
    const auto lion = compile("KNADcaKcabKmabK");
    REQUIRE(lion);
    for (std::size_t i = 0; i < table.path_count; ++i) CHECK(table.paths[i] == lion->paths[i]);
}

TEST_CASE("repetition groups: (caf)6mkB is 0..6 capture legs before the final one") {
    auto t = compile("(caf)6mkB");
    REQUIRE(t);
    CHECK(t->paths.size() == 4 * 7);
    std::size_t longest = 0;
    for (const auto& p : t->paths) longest = std::max<std::size_t>(longest, p.size);
    CHECK(longest == 7);
    const path& seven = t->paths.back();
    for (std::size_t i = 0; i + 1 < seven.size; ++i) CHECK(seven.legs[i].mode == to_enemy);
    CHECK(seven.last().mode == (to_empty | to_enemy | royal_only));
}

TEST_CASE("compile-time and run-time entry points agree") {
    constexpr auto lion = compile<"KNADcaKcabKmabK">();
    auto dyn = compile("KNADcaKcabKmabK");
    REQUIRE(dyn);
    REQUIRE(dyn->paths.size() == lion.path_count);
    for (std::size_t i = 0; i < lion.path_count; ++i) CHECK(dyn->paths[i] == lion.paths[i]);
    move_table<96> filled;
    CHECK(compile_into("KNADcaKcabKmabK", filled) == error{});
    CHECK(filled.path_count == 96);
    CHECK(validate("KNADcaKcabKmabK").value());
    static_assert(count_paths("KNADcaKcabKmabK").value() == 96);
    static_assert(compiled<"fmWfceFifmnD">.path_count == 4);
    // The order is deterministic: the descriptor's moves in order, slots clockwise from forward.
    constexpr auto n = compile<"N">();
    static_assert(n.paths[0].legs[0].dx == 1 && n.paths[0].legs[0].dy == 2);
    static_assert(n.paths[1].legs[0].dx == 2 && n.paths[1].legs[0].dy == 1);
    static_assert(n.paths[7].legs[0].dx == -1 && n.paths[7].legs[0].dy == 2);
}

TEST_CASE("long chains stay within max_legs and the path cap") {
    CHECK(count_paths("mafsmafsmafsmafsmafsmafsmafsW").value() == 4 * 2 * 2 * 2 * 2 * 2 * 2 * 2);
    CHECK(count_paths("mamamaK").value() == 8 * 7 * 7 * 7);
    CHECK(count_paths("mamamamaK").error().kind == errc::too_many_paths);
    CHECK(count_paths("fmnafmnafmnaH").error().kind == errc::too_many_legs);
}
