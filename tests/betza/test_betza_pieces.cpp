// The piece table of XBETZA.md §7 and the worked examples of §5.2 as exact target sets, walked by
// the reference board of tests/support/betza_board.hpp on an empty 9x9 board from e5 (and with the
// blockers §5.2 names). Path counts are checked at compile time where they are small facts.
#include <doctest/doctest.h>

#include <support/betza_board.hpp>

using namespace betza_test;
using ferz::betza::compiled;

namespace {

using set = std::set<std::string>;

// The eight images of (a, b).
set leap(int a, int b) {
    set s;
    for (int sx : {-1, 1})
        for (int sy : {-1, 1}) {
            s.insert(std::to_string(sx * a) + "," + std::to_string(sy * b));
            s.insert(std::to_string(sx * b) + "," + std::to_string(sy * a));
        }
    return s;
}
// A rider's squares on the empty 9x9 board from its centre (at most 4 steps any way).
set ride(int a, int b) {
    set s;
    for (const auto& t : leap(a, b)) {
        const int dx = std::stoi(t), dy = std::stoi(t.substr(t.find(',') + 1));
        for (int k = 1; std::abs(dx * k) <= 4 && std::abs(dy * k) <= 4; ++k)
            s.insert(std::to_string(dx * k) + "," + std::to_string(dy * k));
    }
    return s;
}
set only(const set& s, bool captures) {
    set r;
    for (const auto& t : s)
        if ((t.find('x') != std::string::npos) == captures) r.insert(t);
    return r;
}
set minus(set a, const set& b) {
    for (const auto& t : b) a.erase(t);
    return a;
}
const board empty{};

// Small facts about path counts, checked by the compiler.
static_assert(compiled<"N">.path_count == 8);
static_assert(compiled<"Q">.path_count == 8);
static_assert(compiled<"KisO2">.path_count == 8 && compiled<"KisO2">.castling_count == 2);
static_assert(compiled<"fmWfceFifmnD">.path_count == 4);
static_assert(compiled<"fmWfceFifmnD">.paths[3].size == 2);  // the double step through its relay
static_assert(compiled<"mafsW">.path_count == 8 && compiled<"mafsW">.paths[0].size == 2);
static_assert(compiled<"mafsmafW">.path_count == 8 && compiled<"mafsmafW">.paths[0].size == 3);
static_assert(compiled<"KNADcaKcabKmabK">.path_count == 8 + 8 + 4 + 4 + 8 * 7 + 8 + 8);
static_assert(compiled<"mRcpR">.path_count == 8);
static_assert(compiled<"U">.path_count == 960);
static_assert(compiled<"RF">.path_count == 8);
static_assert(compiled<"KF">.path_count == 8);  // exact duplicates dropped

}  // namespace

TEST_CASE("§7 orthodox pieces and simple leapers") {
    CHECK(targets("K", empty) == leap(0, 1) + leap(1, 1));
    CHECK(targets("KisO2", empty) == leap(0, 1) + leap(1, 1));
    CHECK(targets("Q", empty) == ride(0, 1) + ride(1, 1));
    CHECK(targets("R", empty) == ride(0, 1));
    CHECK(targets("B", empty) == ride(1, 1));
    CHECK(targets("N", empty) == leap(1, 2));
    CHECK(targets("F", empty) == leap(1, 1));
    CHECK(targets("W", empty) == leap(0, 1));
    CHECK(targets("A", empty) == leap(2, 2));
    CHECK(targets("D", empty) == leap(0, 2));
    CHECK(targets("H", empty) == leap(0, 3));
    CHECK(targets("G", empty) == leap(3, 3));
    CHECK(targets("C", empty) == leap(1, 3));
    CHECK(targets("Z", empty) == leap(2, 3));
    CHECK(targets("FX", empty) == leap(1, 4));
    CHECK(targets("N0", empty) == ride(1, 2));
    CHECK(targets("NN", empty) == ride(1, 2));
    CHECK(targets("N0", empty).size() == 16);
    CHECK(targets("BN", empty) == ride(1, 1) + leap(1, 2));
    CHECK(targets("RN", empty) == ride(0, 1) + leap(1, 2));
    CHECK(targets("QN", empty).size() == 40);
    CHECK(targets("NC", empty) == leap(1, 2) + leap(1, 3));
    CHECK(targets("NAD", empty) == leap(1, 2) + leap(2, 2) + leap(0, 2));
    CHECK(targets("WAD", empty).size() == 12);
    CHECK(targets("FC", empty).size() == 12);
    CHECK(targets("RF", empty).size() == 20);
    CHECK(targets("BW", empty).size() == 20);
    CHECK(targets("FD", empty) == leap(1, 1) + leap(0, 2));
    CHECK(targets("WA", empty) == leap(0, 1) + leap(2, 2));
}

TEST_CASE("§7 the giraffe: FX and the portable transparent chain agree, also with blockers") {
    board b;
    b.friend_at(0, 1).enemy_at(0, 2).friend_at(1, 1).enemy_at(1, 4);
    CHECK(targets("mpafmpafmpafsW", empty) == leap(1, 4));
    CHECK(targets("mpafmpafmpafsW", b) == targets("FX", b));
    CHECK(targets("mpafN", empty) == leap(2, 4));
}

TEST_CASE("§7 pawns") {
    CHECK(targets("fmWfceFifmnD", empty) == set_of({"0,1", "0,2"}));
    CHECK(targets("ifmnDfmWfceF", empty) == set_of({"0,1", "0,2"}));
    board moved;
    moved.virgin = false;
    CHECK(targets("fmWfceFifmnD", moved) == set_of({"0,1"}));
    board blocked;
    blocked.friend_at(0, 1);
    CHECK(targets("fmWfceFifmnD", blocked).empty());
    board far;
    far.enemy_at(0, 2);
    CHECK(targets("fmWfceFifmnD", far) == set_of({"0,1"}));
    board captures;
    captures.enemy_at(1, 1).enemy_at(-1, 1).enemy_at(0, 1).ep_at(1, 1);
    CHECK(targets("fmWfceFifmnD", captures) == set_of({"1,1", "-1,1"}));
    board ep;
    ep.ep_at(-1, 1);
    CHECK(targets("fmWfceFifmnD", ep) == set_of({"0,1", "0,2", "-1,1e"}));
    CHECK(targets("fmWfcF", empty) == set_of({"0,1"}));
    CHECK(targets("fmWfcF", captures) == set_of({"1,1", "-1,1"}));
    CHECK(targets("fmFfceWifmnA", empty) == set_of({"1,1", "-1,1", "2,2", "-2,2"}));
    board berolina;
    berolina.friend_at(1, 1).enemy_at(0, 1);
    CHECK(targets("fmFfceWifmnA", berolina) == set_of({"-1,1", "-2,2", "0,1"}));
    // The double step's relay square gets e.p. rights.
    auto pawn = ferz::betza::compile("fmWfceFifmnD");
    REQUIRE(pawn);
    const auto& push2 = pawn->paths[3];
    REQUIRE(push2.size == 2);
    CHECK(push2.legs[0].has(ferz::betza::ep_rights));
    CHECK(push2.legs[0].has(ferz::betza::initial_only));
    CHECK(push2.legs[0].mode == ferz::betza::to_empty);
    CHECK_FALSE(push2.legs[1].has(ferz::betza::ep_rights));
}

TEST_CASE("§7 riders with special moves: rose, crooked bishop, grasshopper") {
    board big;
    big.files = big.ranks = 15;
    big.x0 = big.y0 = 7;
    const set rose = targets("qN", big);
    for (const char* t : {"1,2", "3,3", "5,2", "6,0", "2,1", "-1,2"}) CHECK(rose.count(t) == 1);
    CHECK(compiled<"qN">.path_count == 16);
    const set boyscout = targets("zB", big);
    for (const char* t : {"1,1", "2,0", "3,1", "4,0", "0,2", "-2,0"}) CHECK(boyscout.count(t) == 1);
    CHECK(compiled<"zB">.path_count == 8);
    board hurdle;
    hurdle.friend_at(0, 2);
    CHECK(targets("gQ", hurdle) == set_of({"0,3"}));
    CHECK(targets("gQ", empty).empty());
}

TEST_CASE("§7 divergent pieces and Xiangqi / Janggi") {
    board e;
    e.enemy_at(2, 2);
    CHECK(targets("mNcB", empty) == leap(1, 2));
    CHECK(targets("mNcB", e) == leap(1, 2) + set_of({"2,2"}));
    CHECK(targets("mBcN", empty) == ride(1, 1));
    CHECK(targets("fW", empty) == set_of({"0,1"}));
    CHECK(targets("fR", empty) == set_of({"0,1", "0,2", "0,3", "0,4"}));
    CHECK(targets("ffN", empty) == set_of({"1,2", "-1,2"}));
    CHECK(targets("fN", empty) == targets("ffN", empty));
    CHECK(targets("FfW", empty) == leap(1, 1) + set_of({"0,1"}));
    CHECK(targets("WfF", empty) == leap(0, 1) + set_of({"1,1", "-1,1"}));
    CHECK(targets("fsW", empty) == set_of({"0,1", "1,0", "-1,0"}));

    board horse;
    horse.friend_at(0, 1);
    CHECK(targets("mafsW", empty) == leap(1, 2));
    CHECK(targets("mafsW", horse) == minus(leap(1, 2), set_of({"1,2", "-1,2"})));
    CHECK(targets("mafsF", empty) == leap(1, 2));

    board eye;
    eye.enemy_at(1, 1);
    CHECK(targets("mafF", empty) == leap(2, 2));
    CHECK(targets("mafF", eye) == set_of({"-2,2", "2,-2", "-2,-2"}));

    board cannon;
    cannon.friend_at(0, 2).enemy_at(0, 4).enemy_at(2, 0);
    CHECK(targets("mRcpR", empty) == ride(0, 1));
    CHECK(targets("mRcpR", cannon) ==
          set_of({"0,1", "0,4", "1,0", "-1,0", "-2,0", "-3,0", "-4,0", "0,-1", "0,-2", "0,-3", "0,-4"}));
    board janggi;
    janggi.friend_at(0, 1);
    CHECK(targets("pR", janggi) == set_of({"0,2", "0,3", "0,4"}));

    CHECK(targets("mafsmafW", empty) == leap(2, 3));
    board block1;
    block1.friend_at(0, 1);
    CHECK(targets("mafsmafW", block1) == minus(leap(2, 3), set_of({"2,3", "-2,3"})));
    board block2;
    block2.enemy_at(1, 2);
    CHECK(targets("mafsmafW", block2) == minus(leap(2, 3), set_of({"2,3"})));
}

TEST_CASE("§7 Chu Shogi pieces") {
    CHECK(targets("FsfW", empty) == leap(1, 1) + set_of({"0,1", "1,0", "-1,0"}));
    CHECK(targets("FsbW", empty) == leap(1, 1) + set_of({"0,-1", "1,0", "-1,0"}));
    CHECK(targets("fFvW", empty) == set_of({"1,1", "-1,1", "0,1", "0,-1"}));
    CHECK(targets("FvW", empty) == leap(1, 1) + set_of({"0,1", "0,-1"}));
    CHECK(targets("vW", empty) == set_of({"0,1", "0,-1"}));
    CHECK(targets("sRvW", empty).size() == 10);
    CHECK(targets("vRsW", empty).size() == 10);
    CHECK(targets("vR", empty).size() == 8);

    // The Lion: every square within two steps, and the pass move (step out and back).
    set within2;
    for (int dx = -2; dx <= 2; ++dx)
        for (int dy = -2; dy <= 2; ++dy)
            if (dx || dy) within2.insert(std::to_string(dx) + "," + std::to_string(dy));
    CHECK(targets("KNADcaKcabKmabK", empty) == within2 + set_of({"0,0"}));
    board prey;
    prey.enemy_at(0, 1);
    const set lion = targets("KNADcaKcabKmabK", prey);
    CHECK(only(lion, true) ==
          set_of({"0,0x0,1", "-1,2x0,1", "0,2x0,1", "1,2x0,1", "-1,1x0,1", "1,1x0,1", "-1,0x0,1", "1,0x0,1"}));
    CHECK(lion.count("0,1") == 1);

    board falcon;
    falcon.enemy_at(0, 1);
    const set hf = targets("BsbRfWfDfcafWfmcabW", falcon);
    CHECK(only(hf, true) == set_of({"0,2x0,1", "0,0x0,1"}));
    CHECK(targets("BsbRfWfDfcafWfmcabW", empty) == ride(1, 1) + minus(ride(0, 1), set_of({"0,3", "0,4"})) + set_of({"0,0"}));
    board eagle;
    eagle.enemy_at(1, 1);
    CHECK(only(targets("RbBfFfAfcafFfmcabF", eagle), true) == set_of({"2,2x1,1", "0,0x1,1"}));
}

TEST_CASE("§7 Griffon, Aanca, Vao, Leo, draughts, rifle, hook, withdrawer") {
    set griffon = leap(1, 1);
    for (int sx : {-1, 1})
        for (int sy : {-1, 1})
            for (int k = 1; k <= 3; ++k) {
                griffon.insert(std::to_string(sx) + "," + std::to_string(sy * (1 + k)));
                griffon.insert(std::to_string(sx * (1 + k)) + "," + std::to_string(sy));
            }
    CHECK(griffon.size() == 28);
    CHECK(targets("FyafsF", empty) == griffon);
    board own;
    own.friend_at(1, 1);
    CHECK(targets("FyafsF", own) == minus(griffon, set_of({"1,1", "1,2", "1,3", "1,4", "2,1", "3,1", "4,1"})));
    CHECK(targets("WyafsW", empty).size() == 28);

    board vao;
    vao.friend_at(1, 1).enemy_at(3, 3);
    CHECK(targets("mBcpB", vao) == minus(ride(1, 1), set_of({"1,1", "2,2", "3,3", "4,4"})) + set_of({"3,3"}));
    CHECK(targets("mQcpQ", empty) == ride(0, 1) + ride(1, 1));

    board man;
    man.enemy_at(1, 1);
    CHECK(targets("fmFfcafmF", empty) == set_of({"1,1", "-1,1"}));
    CHECK(targets("fmFfcafmF", man) == set_of({"-1,1", "2,2x1,1"}));

    board rifle;
    rifle.enemy_at(0, 3);
    CHECK(only(targets("mRcaibR", rifle), true) == set_of({"0,0x0,3"}));
    CHECK(only(targets("mRcaibR", rifle), false) == minus(ride(0, 1), set_of({"0,3", "0,4"})));
    CHECK(only(targets("mRcabR", rifle), true) ==
          set_of({"0,2x0,3", "0,1x0,3", "0,0x0,3", "0,-1x0,3", "0,-2x0,3", "0,-3x0,3", "0,-4x0,3"}));

    CHECK(targets("RmasR", empty).size() == 80);
    CHECK(targets("RmasR", empty).count("0,0") == 0);

    board victim;
    victim.enemy_at(0, 1);
    CHECK(only(targets("mQcabyafmK", victim), true) == set_of({"0,-1x0,1", "0,-2x0,1", "0,-3x0,1", "0,-4x0,1"}));
}

TEST_CASE("§5.2 worked examples not covered by the piece table") {
    board g;
    g.friend_at(0, 1);
    CHECK(targets("gafK", g) == set_of({"0,2", "0,3", "0,4"}));
    CHECK(targets("gafsR", g) == set_of({"1,2", "-1,2"}));
    board wall;
    wall.friend_at(0, 3);
    CHECK(targets("gabyabsR", wall) == set_of({"1,3", "2,4", "-1,3", "-2,4"}));
    CHECK(targets("mpafN", empty).size() == 8);
}
