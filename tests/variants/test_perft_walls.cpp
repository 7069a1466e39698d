// Perft, notation and results of the wall games (variants/walls.hpp: duck, amazons, isolation,
// isolation7x7, snailtrail, joust; rules.board.walls) against ../shared/perft/suite.tsv (Fairy-Stockfish's
// counts), tools/oracle-perft (Fairy-Stockfish through ffish: positions of seeded random games made by
// ferz, each count checked there), and tests/data/walls_fsf.inc (Fairy-Stockfish's own FEN, UCI, SAN and
// results, written by tests/data/walls_fsf.js).
#include <doctest/doctest.h>

#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/game.hpp"
#include "ferz/movegen/is_legal.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/notation/lan.hpp"
#include "ferz/notation/san.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/variant_text.hpp"
#include "ferz/rules/check.hpp"
#include "ferz/variants/registry.hpp"
#include "support/perft_case.hpp"
#include "support/positions.hpp"

using ferz::game_end;
using ferz::game_status;
using ferz::outcome;
using ferz::testing::at;
using ferz::testing::check_perft;
using namespace ferz::variants;

TEST_CASE("duck, amazons: the suite, and deeper by tools/oracle-perft") {
    check_perft<duck>("startpos", 1, 640);  // suite.tsv
    check_perft<amazons>("startpos", 1, 2176);  // suite.tsv
    check_perft<duck>("startpos", 2, 379440);  // the rest: tools/oracle-perft
    check_perft<amazons>("startpos", 2, 4307152);
    check_perft<isolation>("startpos", 3, 13032440);
    check_perft<isolation7x7>("startpos", 3, 13974620);
    check_perft<isolation7x7>("4p*1/7/7/7/7/***P3/1**4 w - - 6 4", 3, 7720708);
    check_perft<isolation7x7>("1*2**1/1*5/**3p1/*6/1P1*3/1*5/*1*4 b - - 11 6", 3, 9652806);
    check_perft<isolation7x7>("*1p4/1*3*1/*1*1*2/1*1***1/1*2*2/2**3/4**P w - - 16 9", 3, 729009);
    check_perft<snailtrail>("startpos", 4, 225);
    check_perft<joust>("startpos", 4, 1992);
    // Castling (the king is no royal piece: it may castle out of and through attacks), e.p. and a
    // side without a move (oracle-perft).
    check_perft<duck>("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 2, 1940435);
    check_perft<duck>("r3k2r/8/8/8/8/8/3q4/R3K2R w KQkq - 0 1", 2, 3625405);
    check_perft<duck>("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", 2, 143316);
    check_perft<duck>("8/8/8/8/8/8/**6/K*5k b - - 0 1", 2, 32391);
}

namespace {
struct walls_row {
    std::string_view variant, fen;
    int depth;
    std::uint64_t nodes;
};
// Positions of seeded random games made by ferz, with the counts of tools/oracle-perft.
constexpr walls_row random_rows[] = {
    {"duck", "rnb1kbnr/pp1ppppp/1q6/2p5/3P3*/N7/PPP1PPPP/R1BQKBNR w KQkq - 1 3", 2, 799975},
    {"duck", "rnbqkbnr/p2ppp1p/1p6/2p3p1/P1P2PP1/4*3/RP1PP2P/1NBQKBNR b Kkq - 0 6", 2, 432756},
    {"duck", "r1bqkbnr/1ppp4/2n2ppp/p7/P1P2B2/3P1N1P/1P*1P1P1/RN1QKB1R w Kk - 0 10", 2, 1045932},
    {"duck", "rn2kbnr/pp2p1p1/2b1q3/1Pp2p1p/5P2/P2Bp2P/*BPP2P1/RN1QK1NR b KQkq - 0 13", 2, 1161297},
    {"duck", "rnq1kb1r/p4p2/1pN3p1/3p1n1p/PP1P1P1P/B3N1P1/2P1b3/1R*QKB1R w Kkq - 0 17", 2, 1542935},
    {"duck", "r1b1k2r/p2Np1bp/n1p1*3/1p1p1pP1/3P1R1P/3K4/PPPQ2P1/RnB2BN1 b - - 7 20", 2, 1081015},
    {"duck", "r1bqkbnr/p1ppppp1/np6/5*1p/8/2PP2P1/PP2PP1P/RNBQKBNR w KQkq - 1 4", 2, 562215},
    {"duck", "rnbqkbnr/2ppp3/p7/1p3ppp/1*6/PP1BPP2/2PP2PP/RNBQ1KNR b kq - 1 7", 2, 465860},
    {"duck", "1rbqkbnr/2ppp2p/1p6/pNP1n1p1/P2P1pP1/5P1P/1P2P3/R*BQKBNR w KQk - 1 11", 2, 589037},
    {"duck", "r1bqkb1r/np1pp2n/6pp/p1p1N3/4PPB1/2NP2P1/PPP4P/*RBQK2R b Kkq - 0 14", 2, 718201},
    {"duck", "rnb2b2/pp4p1/2p1pnk1/3p1p1r/1PP3P1/5N1P/P1qPP3/R1B*KB1R w K - 0 18", 2, 1397514},
    {"duck", "rn1qk2r/1*1pp3/b4n1b/pNp1Pppp/PP1P2P1/5P2/4K2P/1RB2BNR b k - 0 21", 2, 1137352},
    {"amazons", "3q6/q4q4/5*4/9q/3*1*4/10/1Q*3Q2Q/10/10/3Q6 w - - 4 3", 2, 2100032},
    {"amazons", "4*q4/4*5/2*Qq5/q6*2/2*3*2q/2*7/9*/10/4*3*1/1Q1*Q1Q3 b - - 11 6", 2, 1100912},
    {"amazons", "2*7/3q5*/2*5q1/1*2Q2*1Q/6**2/1q*5*1/*3Q4q/9*/7*2/**1***2*Q w - - 18 10", 2, 719740},
    {"amazons", "**1q2q3/6*1q1/5*3*/4*5/2**1*2*1/3q**3*/1Q2*2**Q/3**4*/**1*2*1QQ/7**1 b - - 25 13", 2, 112092},
    {"amazons", "*1Q*1*1*1*/1*1Q*5/1q**3q*1/1*2*2*1*/*2*1**3/1*q1*2**Q/q3*3**/**2*1*3/1*3*4/*6Q2 w - - 32 17", 2, 50030},
    {"amazons", "2*1*4*/1*1*q1**Q1/4**4/2*1*2**1/1*2***3/*q***QQ1*1/**2*****1/q4*4/1Q*3*2*/*q1*1**1** b - - 39 20", 2, 8694},
    {"amazons", "6q3/3*3q2/5*4/5*4/6Qq2/q1*7/Q5*1Q1/10/4*5/5Q4 w - - 6 4", 2, 1366947},
    {"amazons", "2*7/q1*4*1Q/8q1/9q/1Q*1*5/8*1/Q1*4*2/2*3*1Q1/2*6*/3*1q4 b - - 13 7", 2, 716954},
    {"isolation", "1p4/6/6/5*/3*2/3*2/*1P3/6 w - - 4 3", 3, 11410850},
    {"isolation", "1*4/*1**2/*3p1/6/1*2P*/*5/1*4/1*1*2 b - - 11 6", 3, 7932752},
    {"isolation", "2*3/2*1*1/2*2p/*1**1*/*1*1*1/4**/*1P1*1/1*2** w - - 18 10", 3, 1440369},
    {"isolation", "*4*/***2*/1***2/*****1/******/**3*/*4P/1p2*1 b - - 25 13", 3, 294480},
    {"isolation", "*1*1**/4**/*1p2*/******/***1P1/******/**1**1/**1*** w - - 32 17", 3, 10000},
    {"isolation", "***2*/****1*/pP*1**/******/******/***3/***1**/**1*** b - - 37 19", 3, 0},
    {"isolation", "5*/4p1/3*2/6/1*4/*2P2/*5/5* w - - 6 4", 3, 17368321},
    {"isolation", "6/2p3/1**1*1/1*1*2/1*2*1/4*1/P1*3/1*1*** b - - 13 7", 3, 3176900},
    {"snailtrail", "5p*/6*/7/7/7/*P5/*6 w - - 4 3", 4, 464},
    {"snailtrail", "6*/5**/6*/6*/2P2p1/****3/*1*4 b - - 11 6", 4, 1056},
    {"snailtrail", "6*/2P2**/3*2*/3***1/3***1/1**p*2/*1***2 w - - 18 10", 4, 107},
    {"snailtrail", "1****1*/2p1***/5**/*3**1/***1**1/*2****/*3*1P b - - 25 13", 4, 0},
    {"snailtrail", "**2***/***1**1/****1*1/P**1*2/**1**2/1****2/*1p*3 w - - 28 15", 4, 0},
    {"snailtrail", "*2****/***1***/p******/***P1*1/****3/***1*2/****3 b - - 33 17", 4, 0},
    {"joust", "8/8/8/4*3/2**4/4N3/1n*5/8 w - - 4 3", 4, 260},
    {"joust", "2*5/*3*3/2*3n1/4*3/2**4/N*2*3/2*5/*7 b - - 11 6", 4, 70},
    {"joust", "*1*5/2*5/**1*4/2*1**2/**n*3*/1*1**N2/1*6/3*4 w - - 18 10", 4, 99},
    {"joust", "1*1*1*1*/1**N1*2/*1*n*1*1/*****3/**1*4/2**1*2/1**5/4*3 b - - 25 13", 4, 152},
    {"joust", "1***2*1/2*****1/*N****1*/2*1****/3**1*1/5***/3***1*/5*n* w - - 32 17", 4, 0},
    {"joust", "1***2n1/2N1**2/*1***2*/1****1*1/*******1/***1**2/*******1/*****3 b - - 39 20", 4, 7},
};
}  // namespace

TEST_CASE("the wall games: positions of random games, perft equal to tools/oracle-perft") {
    for (const walls_row& r : random_rows) {
        const bool found = with_variant<wall_family>(r.variant, [&](auto v) { check_perft<decltype(v)>(r.fen, r.depth, r.nodes); });
        CHECK(found);
    }
}

namespace {
constexpr const char* fsf_rows[] = {
#include "data/walls_fsf.inc"
};

template <class V>
void check_fsf_row(const std::string& row) {
    std::vector<std::string> f;
    std::stringstream in(row);
    for (std::string x; std::getline(in, x, '|');) f.push_back(x);
    CAPTURE(row);
    auto pos = ferz::position<V>::from_fen(f[1]);
    REQUIRE_MESSAGE(pos.has_value(), (pos ? "" : pos.error().message()));
    CHECK(ferz::to_fen(*pos) == f[1]);
    for (std::size_t i = 2; i < f.size(); ++i) {
        const auto space = f[i].find(' ');
        const std::string a = f[i].substr(0, space), b = f[i].substr(space + 1);
        if (a == "result") {
            CHECK(ferz::game_result(*pos).over() == (b.substr(0, 1) != "*"));
            continue;
        }
        auto m = ferz::parse_uci(*pos, a);
        REQUIRE_MESSAGE(m.has_value(), (m ? "" : m.error().message()));
        CHECK(ferz::to_uci(*pos, *m) == a);
        CHECK(ferz::to_san(*pos, *m) == b);
        auto s = ferz::parse_san(*pos, b);
        REQUIRE(s.has_value());
        CHECK(*s == *m);
    }
}
}  // namespace

TEST_CASE("the wall games: Fairy-Stockfish's FEN, UCI and SAN (tests/data/walls_fsf.inc)") {
    for (const char* r : fsf_rows) {
        const std::string row = r;
        const bool found = with_variant<wall_family>(row.substr(0, row.find('|')), [&](auto v) { check_fsf_row<decltype(v)>(row); });
        CHECK(found);
    }
}

TEST_CASE("the wall games: results, as Fairy-Stockfish gives them") {
    // A side without its king has lost (1-0 in both); a side without a move has won (duck) or lost.
    CHECK(ferz::game_result(at<duck>("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1")) == game_status{game_end::extinction, outcome::win});
    CHECK(ferz::game_result(at<duck>("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQ - 0 1")) == game_status{game_end::extinction, outcome::loss});
    CHECK(ferz::game_result(at<duck>("8/8/8/8/8/8/**6/K*5k w - - 0 1")) == game_status{game_end::stalemate, outcome::win});
    CHECK_FALSE(ferz::game_result(at<duck>("8/8/8/8/8/8/**6/K*5k b - - 0 1")).over());
    CHECK(ferz::game_result(at<amazons>("Q*8/**8/10/10/10/10/10/10/10/q9 w - - 0 1")) == game_status{game_end::stalemate, outcome::loss});
    CHECK(ferz::game_result(at<isolation>("3p2/6/6/6/6/6/**4/P*4 w - - 0 1")) == game_status{game_end::stalemate, outcome::loss});
    CHECK(ferz::game_result(at<snailtrail>("6p/7/7/7/7/**5/P*5 w - - 0 1")) == game_status{game_end::stalemate, outcome::loss});
}

TEST_CASE("the wall games: moves, make and unmake") {
    // The duck: one on the board, taken away by the next move; a wall on the e.p. square leaves no
    // e.p. rights (Fairy-Stockfish's FENs: e2e4,e4e3 gives "-", e2e4,e4a6 "e3").
    auto pos = at<duck>("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    const auto key = pos.key();
    auto m = ferz::parse_uci(pos, "e2e4,e4e3");
    REQUIRE(m.has_value());
    CHECK(m->has_wall());
    CHECK(ferz::to_lan(pos, *m) == "e2-e4,e3");
    pos.make(*m);
    CHECK(ferz::to_fen(pos) == "4k3/8/8/8/3pP3/4*3/8/4K3 b - - 0 1");
    CHECK(pos.key() == pos.compute_key());
    auto d = ferz::parse_uci(pos, "e8d8,d8e3");
    CHECK_FALSE(d.has_value());  // the duck must move
    d = ferz::parse_uci(pos, "e8d8,d8e7");
    REQUIRE(d.has_value());
    pos.make(*d);
    CHECK(ferz::to_fen(pos) == "3k4/4*3/8/8/3pP3/8/8/4K3 w - - 1 2");
    CHECK(pos.key() == pos.compute_key());
    pos.unmake();
    pos.unmake();
    CHECK(pos.key() == key);
    CHECK(pos.walls().none());
    auto ep = ferz::parse_uci(pos, "e2e4,e4a6");
    REQUIRE(ep.has_value());
    pos.make(*ep);
    CHECK(ferz::to_fen(pos) == "4k3/8/*7/8/3pP3/8/8/4K3 b - e3 0 1");
    auto take = ferz::parse_uci(pos, "d4e3,e3e4");  // e.p., the duck where the pawn was taken
    REQUIRE(take.has_value());
    CHECK(take->kind() == ferz::move_kind::en_passant);
    CHECK(take->wall() == 28);

    // A move without its wall, or with a wall where none may go, names no move.
    auto start = ferz::position<duck>{};
    CHECK_FALSE(ferz::parse_uci(start, "e2e4").has_value());
    CHECK_FALSE(ferz::parse_uci(start, "e2e4,e4e7").has_value());
    CHECK(ferz::parse_uci(start, "e2e4,e4e2").has_value());  // the square the pawn left
    auto san = ferz::parse_san(start, "e4");
    REQUIRE_FALSE(san.has_value());
    CHECK(san.error().message() == "'e4' is not SAN here: a move names its wall after a comma (e4,e5)");
    CHECK_FALSE(ferz::is_legal(start, ferz::move(12, 28)));
    CHECK(ferz::is_legal(start, ferz::move(12, 28).with_wall(20)));

    // Amazons: arrows stay, and fly as the amazon moves from where it landed.
    auto a = ferz::position<amazons>{};
    auto shot = ferz::parse_uci(a, "d1d7,d7g7");
    REQUIRE(shot.has_value());
    CHECK(ferz::to_san(a, *shot) == "Qdd7,g7");  // (the a4 amazon reaches d7 too; SAN and FEN here: ffish's)
    CHECK_FALSE(ferz::parse_uci(a, "d1d7,d7e9").has_value());  // no queen's line from d7
    a.make(*shot);
    auto reply = ferz::parse_uci(a, "d10d8,d8a5");
    REQUIRE(reply.has_value());
    a.make(*reply);
    CHECK(ferz::to_fen(a) == "6q3/10/3q6/q2Q2*2q/10/*9/Q8Q/10/10/6Q3 w - - 2 2");
}

TEST_CASE("the wall games: definitions and variant files") {
    using ferz::definition_errc;
    ferz::variant_def d = ferz::variants::definitions::duck;
    d.pieces = {ferz::piece('P', "fmWfceFifmnD", ferz::pawn), ferz::piece('K', "K", ferz::royal)};
    d.start_fen = "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1";
    d.rules.end.extinction_pieces = "";
    d.rules.promotion.pieces = "";
    auto e = ferz::check(d);
    CHECK(e.kind == definition_errc::rule_needs_what_the_variant_lacks);
    CHECK(e.field.view() == "rules.board.walls");
    ferz::variant_def c = ferz::variants::definitions::chess;
    c.rules.board.wall_region = "a1-h4";
    CHECK(ferz::check(c).field.view() == "rules.board.wall_region");
    ferz::variant_def x = ferz::variants::definitions::amazons;
    x.pieces = {ferz::piece('Q', "mQmafsW")};  // an arrow cannot follow a bent path
    CHECK(ferz::check(x).field.view() == "rules.board.walls");

    // Fairy-Stockfish's keys: read, and errors that name the key.
    auto file = ferz::read_variant_file("[myamazons:amazons]\nwallingRegionWhite = a1 b1 c1\n[myisolation:chess]\nking = -\n"
                                        "customPiece1 = p:mK\npawn = -\nknight = -\nbishop = -\nrook = -\nqueen = -\n"
                                        "maxRank = 8\nmaxFile = f\nstartFen = 3p2/6/6/6/6/6/6/2P3 w - - 0 1\nstalemateValue = loss\n"
                                        "castling = false\ndoubleStep = false\npromotionPieceTypes = -\nwallingRule = static\n"
                                        "wallingRegion = a1 b1 d1 e1 f1 a2 b2 c2 d2 e2 f2 a3 b3 c3 d3 e3 f3 a4 b4 c4 d4 e4 f4 a5 b5 c5 d5 e5 f5 "
                                        "a6 b6 c6 d6 e6 f6 a7 b7 c7 d7 e7 f7 a8 b8 c8 e8 f8\n",
                                        "walls.ini");
    CHECK_MESSAGE(file.ok(), file.report());
    const ferz::variant_file_entry* am = file.find("myamazons");
    REQUIRE(am != nullptr);
    CHECK(am->definition.rules.board.walls == ferz::walling_rule::arrow);
    CHECK(am->definition.rules.board.wall_region.view() == "a1 b1 c1");
    CHECK(am->definition.rules.board.wall_region_black.view() == "a1-j10");
    const ferz::variant_file_entry* iso = file.find("myisolation");
    REQUIRE(iso != nullptr);
    CHECK(iso->definition.rules.board.walls == ferz::walling_rule::anywhere);
    auto bad = ferz::read_variant_file("[x:amazons]\nwallingRule = ducks\n", "bad.ini");
    CHECK_FALSE(bad.ok());
    CHECK(bad.report().find("wallingRule") != std::string::npos);
    auto royal = ferz::read_variant_file("[x:chess]\nwallingRule = duck\n", "royal.ini");
    CHECK_FALSE(royal.ok());
    CHECK(royal.report().find("a wall could block a check") != std::string::npos);
    auto either = ferz::read_variant_file("[x:amazons]\nwallOrMove = true\n", "either.ini");
    CHECK_FALSE(either.ok());
    CHECK(either.report().find("wallOrMove") != std::string::npos);
}
