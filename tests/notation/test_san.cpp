// SAN out and in: famous games and constructed positions of chess written as their records have them;
// Fairy-Stockfish's SAN for ~3,300 moves of random games in eleven variants (tests/data/san_fsf.inc,
// made by tests/data/san_fsf.js with ffish); every legal move along random games reads back from its
// SAN, which no other legal move shares; ambiguous, illegal and malformed text is an error value.
#include <doctest/doctest.h>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(berolina)
FERZ_TEST_SHARED(capablanca)
FERZ_TEST_SHARED(chancellor)
FERZ_TEST_SHARED(chess)
FERZ_TEST_SHARED(courier)
FERZ_TEST_SHARED(fischerandom)
FERZ_TEST_SHARED(grasshopper)
FERZ_TEST_SHARED(janus)
FERZ_TEST_SHARED(knightmate)
FERZ_TEST_SHARED(pawnsideways)
FERZ_TEST_SHARED(seirawan)
FERZ_TEST_SHARED(shatranj)
FERZ_TEST_SHARED(sittuyin)

#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "ferz/notation/fen.hpp"
#include "ferz/notation/lan.hpp"
#include "ferz/notation/san.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/position.hpp"
#include "ferz/variants/fairy.hpp"
#include "ferz/variants/makruk.hpp"
#include "ferz/variants/registry.hpp"
#include "support/positions.hpp"

using namespace ferz;
using namespace ferz::variants;

using ferz::testing::at;

namespace {

// Chess on 8 files and 10 ranks: two-digit ranks (a10=Q, R1a10).
inline constexpr variant_def tall_def = [] {
    variant_def v = definitions::chess;
    v.name = "tall";
    v.ranks = 10;
    v.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    return v;
}();
using tall = variant<tall_def>;

// The variants of the Fairy-Stockfish data, by name (a local list: the registry would instantiate all).
using fsf_variants = std::tuple<chess, fischerandom, capablanca, berolina, pawnsideways, grasshopper, shatranj,
                                knightmate, courier, janus, chancellor>;


template <class V>
move uci(const position<V>& pos, std::string_view text) {
    const auto m = parse_uci(pos, text);
    REQUIRE_MESSAGE(m.has_value(), text);
    return *m;
}

template <class V>
std::string san_of(const position<V>& pos, std::string_view uci_text) {
    return to_san(pos, uci(pos, uci_text));
}

template <class V>
move san(const position<V>& pos, std::string_view text) {
    const auto m = parse_san(pos, text);
    REQUIRE_MESSAGE(m.has_value(), (m ? std::string() : m.error().message()));
    return *m;
}

// Plays a game given in SAN: every move reads, is written back exactly as given, and (when given)
// is the UCI move of the record.
template <class V>
position<V> replay(std::string_view moves, std::string_view ucis = {}) {
    position<V> pos;
    std::vector<std::string_view> expected;
    for (std::size_t i = 0; i < ucis.size();) {
        const std::size_t space = std::min(ucis.find(' ', i), ucis.size());
        expected.push_back(ucis.substr(i, space - i));
        i = space + 1;
    }
    std::size_t n = 0;
    for (std::size_t i = 0; i < moves.size(); ++n) {
        const std::size_t space = std::min(moves.find(' ', i), moves.size());
        const std::string_view text = moves.substr(i, space - i);
        i = space + 1;
        CAPTURE(text);
        const move m = san(pos, text);
        CHECK(to_san(pos, m) == text);
        if (n < expected.size()) CHECK(to_uci(pos, m) == expected[n]);
        pos.make(m);
    }
    return pos;
}

template <class V>
void expect_error(const position<V>& pos, std::string_view text, std::string_view says) {
    CAPTURE(text);
    const auto r = parse_san(pos, text);
    REQUIRE_FALSE(r.has_value());
    const std::string& message = r.error().message();
    CAPTURE(message);
    CHECK(message.find(says) != std::string::npos);
    CHECK(message.find(std::string(text.substr(0, 40))) != std::string::npos);
}

// Every legal move along fixed-seed random games: its SAN is unique among the legal moves and reads
// back as the move; so do the usual liberties taken with it.
template <class V>
long round_trips(std::string_view fen, int games, int plies, std::uint64_t seed) {
    CAPTURE(V::name);
    CAPTURE(fen);
    long checked = 0;
    for (int g = 0; g < games; ++g) {
        position<V> pos = fen == "startpos" ? position<V>{} : at<V>(fen);
        for (int ply = 0; ply < plies; ++ply) {
            const std::vector<move> moves = legal_move_vector(pos);
            if (moves.empty()) break;
            std::set<std::string> seen;
            for (const move m : moves) {
                const std::string text = to_san(pos, m);
                CAPTURE(text);
                CAPTURE(to_fen(pos));
                CHECK(seen.insert(text).second);
                const auto back = parse_san(pos, text);
                REQUIRE_MESSAGE(back.has_value(), (back ? std::string() : back.error().message()));
                CHECK(*back == m);
                // Without the check mark, with one that is wrong, with an annotation.
                std::string bare = text;
                while (bare.back() == '+' || bare.back() == '#') bare.pop_back();
                for (const std::string& variation : {bare, bare + "+", bare + "#", text + "!?", bare + "??"}) {
                    const auto again = parse_san(pos, variation);
                    CHECK_MESSAGE((again.has_value() && *again == m), variation);
                }
                ++checked;
            }
            pos.make(moves[static_cast<std::size_t>(splitmix64(seed) % moves.size())]);
        }
    }
    return checked;
}

}  // namespace

TEST_CASE("SAN: famous games, as recorded") {
    // Morphy v Duke of Brunswick and Count Isouard, Paris 1858: Nbd7, O-O-O, checks, mate.
    replay<chess>("e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 "
                  "O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#",
                  "e2e4 e7e5 g1f3 d7d6 d2d4 c8g4 d4e5 g4f3 d1f3 d6e5 f1c4 g8f6 f3b3 d8e7 b1c3 c7c6 c1g5 b7b5 "
                  "c3b5 c6b5 c4b5 b8d7 e1c1 a8d8 d1d7 d8d7 h1d1 e7e6 b5d7 f6d7 b3b8 d7b8 d1d8");
    // Ed. Lasker v Thomas, London 1912: O-O, Neg4+, the king walk; 18.Kd2# or 18.O-O-O#.
    position<chess> lasker = replay<chess>(
        "d4 e6 Nf3 f5 Nc3 Nf6 Bg5 Be7 Bxf6 Bxf6 e4 fxe4 Nxe4 b6 Ne5 O-O Bd3 Bb7 Qh5 Qe7 Qxh7+ Kxh7 Nxf6+ Kh6 "
        "Neg4+ Kg5 h4+ Kf4 g3+ Kf3 Be2+ Kg2 Rh2+ Kg1",
        "d2d4 e7e6 g1f3 f7f5 b1c3 g8f6 c1g5 f8e7 g5f6 e7f6 e2e4 f5e4 c3e4 b7b6 f3e5 e8g8 f1d3 c8b7 d1h5 d8e7 "
        "h5h7 g8h7 e4f6 h7h6 e5g4 h6g5 h2h4 g5f4 g2g3 f4f3 d3e2 f3g2 h1h2 g2g1");
    CHECK(san_of(lasker, "e1d2") == "Kd2#");
    CHECK(san_of(lasker, "e1c1") == "O-O-O#");
    CHECK(san(lasker, "O-O-O#").kind() == move_kind::castling);
    // Légal's mate and the fool's mate.
    replay<chess>("e4 e5 Nf3 d6 Bc4 Bg4 Nc3 g6 Nxe5 Bxd1 Bxf7+ Ke7 Nd5#");
    const position<chess> fool = replay<chess>("f3 e5 g4 Qh4#", "f2f3 e7e5 g2g4 d8h4");
    CHECK(count_legal_moves(fool) == 0);
}

TEST_CASE("SAN: disambiguation by file, by rank and by square") {
    // Queens on a1, a3 and c1 all reach b2.
    const auto queens = at<chess>("6k1/8/8/8/8/Q7/8/Q1Q4K w - - 0 1");
    CHECK(san_of(queens, "a1b2") == "Qa1b2");
    CHECK(san_of(queens, "a3b2") == "Q3b2");
    CHECK(san_of(queens, "c1b2") == "Qcb2");
    CHECK(san_of(queens, "a1a2") == "Q1a2+");
    CHECK(san_of(queens, "a3a2") == "Q3a2+");
    CHECK(san_of(queens, "a1b1") == "Qab1");
    CHECK(san_of(queens, "c1b1") == "Qcb1");
    CHECK(san(queens, "Qa1b2") == uci(queens, "a1b2"));
    CHECK(san(queens, "Qa1b2+") == uci(queens, "a1b2"));
    for (const auto says : {"is ambiguous: it names 3 legal moves (", "Qa1b2", "Q3b2", "Qcb2"})
        expect_error(queens, "Qb2", says);
    expect_error(queens, "Qab2", "is ambiguous: it names 2 legal moves");
    expect_error(queens, "Q1b2", "is ambiguous: it names 2 legal moves");
    // Rooks on one file: the rank.
    const auto rooks = at<chess>("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
    CHECK(san_of(rooks, "a1a3") == "R1a3");
    CHECK(san_of(rooks, "a5a3") == "R5a3");
    CHECK(san_of(rooks, "a1b1") == "Rb1");
    // Knights: the file; Nd2 alone names both.
    const auto knights = at<chess>("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    CHECK(san_of(knights, "b1d2") == "Nbd2");
    CHECK(san_of(knights, "f1d2") == "Nfd2");
    CHECK(san(knights, "Nb1d2") == uci(knights, "b1d2"));  // more than needed is fine
    for (const auto says : {"is ambiguous: it names 2 legal moves (", "Nbd2", "Nfd2"}) expect_error(knights, "Nd2", says);
    // A pinned knight does not count: only one knight can legally go to d2.
    const auto pinned = at<chess>("4k3/8/8/8/8/8/8/rN2KN2 w - - 0 1");
    CHECK(san_of(pinned, "f1d2") == "Nd2");
}

TEST_CASE("SAN: castling, promotion, e.p., check and mate") {
    const auto both = at<chess>("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    CHECK(san_of(both, "e1g1") == "O-O");
    CHECK(san_of(both, "e1c1") == "O-O-O");
    for (const auto text : {"O-O", "0-0", "O-O+", "O-O!"}) CHECK(san(both, text) == uci(both, "e1g1"));
    for (const auto text : {"O-O-O", "0-0-0", "O-O-O?!"}) CHECK(san(both, text) == uci(both, "e1c1"));
    CHECK(san_of(at<chess>("5k2/8/8/8/8/8/8/4K2R w K - 0 1"), "e1g1") == "O-O+");
    CHECK(san_of(at<chess>("3k4/2p1p3/B7/7B/8/8/8/R3K3 w Q - 0 1"), "e1c1") == "O-O-O#");
    // Wide boards and Chess960: still O-O towards the higher files.
    const auto capa = at<capablanca>("r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1");
    CHECK(san_of(capa, "f1i1") == "O-O");
    CHECK(san_of(capa, "f1c1") == "O-O-O");
    const auto c960 = at<fischerandom>("1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1");
    CHECK(san_of(c960, "g1h1") == "O-O");
    CHECK(san_of(c960, "g1b1") == "O-O-O");
    CHECK(san(c960, "O-O").kind() == move_kind::castling);
    expect_error(at<chess>("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1"), "O-O", "names no legal move");

    const auto promo = at<chess>("1n5k/P7/8/8/8/8/8/7K w - - 0 1");
    CHECK(san_of(promo, "a7a8q") == "a8=Q");
    CHECK(san_of(promo, "a7a8r") == "a8=R");
    CHECK(san_of(promo, "a7b8q") == "axb8=Q+");
    CHECK(san_of(promo, "a7b8n") == "axb8=N");
    CHECK(san(promo, "a8Q") == uci(promo, "a7a8q"));
    CHECK(san(promo, "ab8=N") == uci(promo, "a7b8n"));
    CHECK(san(promo, "axb8Q+") == uci(promo, "a7b8q"));
    expect_error(promo, "a8", "names no legal move");
    expect_error(promo, "a8=K", "names no legal move");
    expect_error(promo, "a8=X", "no piece is written 'X'");
    expect_error(at<capablanca>("5k4/P9/10/10/10/10/10/5K4 w - - 0 1"), "a8", "names no legal move");
    CHECK(san_of(at<capablanca>("5k4/P9/10/10/10/10/10/5K4 w - - 0 1"), "a7a8c") == "a8=C+");

    const auto ep = at<chess>("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    CHECK(san_of(ep, "e5f6") == "exf6");
    CHECK(san(ep, "exf6").kind() == move_kind::en_passant);
    CHECK(san(ep, "ef6").kind() == move_kind::en_passant);
    expect_error(ep, "exd6", "names no legal move");
    CHECK(san_of(ep, "e5e6") == "e6");
}

TEST_CASE("SAN: two-digit ranks") {
    const position<tall> start;
    CHECK(san_of(start, "e2e4") == "e4");
    const auto pos = at<tall>("4k3/P7/8/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    CHECK(san_of(pos, "a9a10q") == "a10=Q+");
    CHECK(san_of(pos, "h1h10") == "Rh10+");
    CHECK(san(pos, "a10=Q") == uci(pos, "a9a10q"));
    CHECK(san(pos, "Rh10") == uci(pos, "h1h10"));
    const auto two = at<tall>("7R/k7/8/8/8/8/8/8/7R/4K3 w - - 0 1");
    CHECK(san_of(two, "h10h5") == "R10h5");
    CHECK(san_of(two, "h2h5") == "R2h5");
    CHECK(san(two, "R10h5") == uci(two, "h10h5"));
    CHECK(san(two, "Rh10h5") == uci(two, "h10h5"));
    expect_error(two, "Rh11", "a rank not on this board");
    expect_error(two, "Rh100", "a rank not on this board");
    expect_error(two, "Rh010", "a rank not on this board");
}

TEST_CASE("SAN: Fairy-Stockfish's notation, eleven variants") {
    static constexpr const char* lines[] = {
#include "data/san_fsf.inc"
    };
    long compared = 0;
    for (const std::string_view line : lines) {
        CAPTURE(line);
        std::vector<std::string_view> fields;
        for (std::size_t i = 0; i <= line.size();) {
            const std::size_t bar = std::min(line.find('|', i), line.size());
            fields.push_back(line.substr(i, bar - i));
            i = bar + 1;
        }
        REQUIRE(fields.size() >= 3);
        const bool known = ferz::variants::with_variant<fsf_variants>(fields[0], [&](auto v) {
            using V = decltype(v);
            const position<V> pos = at<V>(fields[1]);
            for (std::size_t k = 2; k < fields.size(); ++k) {
                const std::string_view pair = fields[k];
                const std::size_t space = pair.find(' ');
                const std::string_view uci_text = pair.substr(0, space), expected = pair.substr(space + 1);
                CAPTURE(uci_text);
                const move m = uci(pos, uci_text);
                CHECK(to_san(pos, m) == expected);
                const auto back = parse_san(pos, expected);
                REQUIRE_MESSAGE(back.has_value(), (back ? std::string() : back.error().message()));
                CHECK(*back == m);
                ++compared;
            }
        });
        CHECK(known);
    }
    MESSAGE("moves compared with Fairy-Stockfish: " << compared);
    CHECK(compared >= 3000);
}

// Fairy-Stockfish's test.py: sittuyin's promotion in place is no capture (issue 19: ferz wrote
// hxh4=F).
TEST_CASE("SAN: sittuyin's promotion in place") {
    const auto pos = at<sittuyin>("7R/1r6/3k1np1/3s2N1/3s3P/4n3/6p1/2R3K1[] w - - 2 55");
    const auto m = parse_uci(pos, "h4h4f");
    REQUIRE(m.has_value());
    CHECK(to_san(pos, *m) == "h4=F");
    const auto back = parse_san(pos, "h4=F");
    REQUIRE(back.has_value());
    CHECK(*back == *m);
}

// Fairy-Stockfish's test.py (NOTATION_LAN): the from-square always, '-' for a move that takes nothing.
TEST_CASE("LAN, as Fairy-Stockfish writes it") {
    const auto promo = at<chess>("1r2k3/P1P5/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(to_lan(promo, uci(promo, "c7b8q")) == "c7xb8=Q+");
    const auto capa = at<capablanca>(capablanca::start_fen);
    CHECK(to_lan(capa, uci(capa, "e2e4")) == "e2-e4");
    const position<chess> start;
    CHECK(to_lan(start, uci(start, "g1f3")) == "Ng1-f3");
    for (const auto text : {"Ng1-f3", "Ng1f3", "Nf3"}) {
        const auto m = parse_lan(start, text);
        REQUIRE_MESSAGE(m.has_value(), text);
        CHECK(*m == uci(start, "g1f3"));
    }
    CHECK(*parse_lan(promo, "c7xb8=Q+") == uci(promo, "c7b8q"));
    const auto wrong = parse_lan(start, "Ng1-e2");
    REQUIRE_FALSE(wrong.has_value());
    CHECK(wrong.error().message() == "'Ng1-e2' names no legal move here");
    // Every legal move of a few positions reads back from its LAN.
    for (const auto& pos : {promo, start, at<chess>("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")})
        for (const move m : legal_move_vector(pos)) {
            const auto back = parse_lan(pos, to_lan(pos, m));
            REQUIRE_MESSAGE(back.has_value(), to_lan(pos, m));
            CHECK(*back == m);
        }
}

// Fairy-Stockfish's test.py: sittuyin's pawn that becomes a met by a step to an empty square is
// written with its whole square (e5f6=F).
TEST_CASE("SAN: sittuyin's promotion by a step") {
    const auto pos = at<sittuyin>("k7/2K3P1/8/4P3/8/8/8/1R6[] w - - 0 1");
    CHECK(san_of(pos, "e5f6f") == "e5f6=F");
    CHECK(san(pos, "e5f6=F") == uci(pos, "e5f6f"));
}

// Fairy-Stockfish's test.py (test_get_san, seirawan): gating written after the move, castling with
// the gate's square, and disambiguation only among moves that gate the same piece (Nd2/E: the f3
// knight cannot bring the elephant in).
TEST_CASE("SAN: Seirawan's gating, as Fairy-Stockfish writes it") {
    position<seirawan> pos;
    const char* moves[][2] = {{"e2e4", "e4"}, {"e7e5", "e5"}, {"g1f3", "Nf3"}, {"b8c6h", "Nc6/H"}, {"f1c4", "Bc4"}, {"f8c5e", "Bc5/E"}};
    for (const auto& [u, expected] : moves) {
        CHECK(san_of(pos, u) == expected);
        CHECK(san(pos, expected) == uci(pos, u));
        pos.make(*parse_uci(pos, u));
    }
    CHECK(san_of(pos, "e1g1") == "O-O");
    CHECK(san_of(pos, "e1g1h") == "O-O/He1");
    CHECK(san_of(pos, "e1g1e") == "O-O/Ee1");
    CHECK(san_of(pos, "h1e1h") == "O-O/Hh1");
    CHECK(san_of(pos, "h1e1e") == "O-O/Eh1");
    // UCI as Fairy-Stockfish writes it (the rook's square, then the king's), and ferz 0.1's e1g1hh1.
    CHECK(to_uci(pos, uci(pos, "h1e1h")) == "h1e1h");
    CHECK(uci(pos, "e1g1hh1") == uci(pos, "h1e1h"));
    const auto knights = at<seirawan>("rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R[EHeh] w KQABCDEFHkqabcdefh - 2 3");
    CHECK(san_of(knights, "b1d2e") == "Nd2/E");
    CHECK(san_of(knights, "b1d2") == "Nbd2");
    CHECK(san(knights, "Nd2/E") == uci(knights, "b1d2e"));
}

TEST_CASE("SAN: Berolina's and sideways-moving pawns keep their letter, as in Fairy-Stockfish") {
    const position<berolina> b;
    CHECK(san_of(b, "e2d3") == "Ped3");  // the c2 pawn can go to d3 too
    CHECK(san_of(b, "e2c4") == "Pec4");  // the a2 pawn's double step goes to c4 too
    CHECK(san(b, "Pec4") == uci(b, "e2c4"));
    CHECK(san(b, "ec4") == uci(b, "e2c4"));  // read without the letter too
    for (const auto says : {"is ambiguous: it names 2 legal moves (", "Pcd3", "Ped3"}) expect_error(b, "Pd3", says);
    expect_error(b, "d3", "is ambiguous");
    expect_error(b, "e5", "names no legal move");
    const auto promo = at<berolina>("4k3/1P1P4/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(san_of(promo, "b7c8q") == "Pbc8=Q+");
    CHECK(san_of(promo, "d7c8n") == "Pdc8=N");
    CHECK(san_of(promo, "b7a8q") == "Pa8=Q+");
    const auto capture = at<berolina>("3kr3/4P3/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(san_of(capture, "e7e8q") == "Pxe8=Q+");
    const position<pawnsideways> s;
    CHECK(san_of(s, "d2d3") == "Pd3");
    CHECK(san_of(at<pawnsideways>("4k3/8/8/8/8/8/3P4/4K3 w - - 0 1"), "d2c2") == "Pc2");
    // The orthodox pawn of other armies has none.
    CHECK(san_of(position<shatranj>{}, "e2e3") == "e3");
    CHECK(san_of(position<grasshopper>{}, "e3e4") == "e4");
    CHECK(san_of(position<courier>{}, "f2f3") == "f3");
}

TEST_CASE("SAN: every legal move along random games reads back, and no two share a text") {
    long n = 0;
    n += round_trips<chess>("startpos", 3, 100, 1);
    n += round_trips<chess>("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3, 60, 2);
    n += round_trips<chess>("8/8/7k/8/Q1Q5/8/8/Q6K w - - 0 1", 2, 40, 3);
    n += round_trips<fischerandom>("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 3, 80, 4);
    n += round_trips<capablanca>("startpos", 3, 100, 5);
    n += round_trips<berolina>("startpos", 3, 120, 6);
    n += round_trips<pawnsideways>("startpos", 3, 100, 7);
    n += round_trips<grasshopper>("startpos", 2, 100, 8);
    n += round_trips<shatranj>("startpos", 3, 150, 9);
    n += round_trips<knightmate>("startpos", 3, 100, 10);
    n += round_trips<courier>("startpos", 2, 120, 11);
    n += round_trips<janus>("startpos", 3, 100, 12);
    n += round_trips<chancellor>("startpos", 3, 100, 13);
    n += round_trips<tall>("startpos", 3, 120, 14);
    MESSAGE("moves read back from their SAN: " << n);
}

TEST_CASE("SAN: illegal and malformed text is an error value") {
    const position<chess> start;
    CHECK(san(start, "e4") == uci(start, "e2e4"));
    CHECK(san(start, "Nf3") == uci(start, "g1f3"));
    for (const auto text : {"Nf3+", "Nf3#", "Nxf3", "Ngf3", "Ng1f3", "Nf3!", "Nf3?", "Nf3!!", "Nf3??", "Nf3!?", "Nf3?!",
                            "Nf3+!", "Pe4", "e2e4"})
        CHECK_MESSAGE(san(start, text) != move{}, text);
    CHECK(san(start, "Pe4") == uci(start, "e2e4"));
    for (const auto text : {"Nd5", "e5", "O-O", "O-O-O", "Ke2", "Qh5", "exd3", "Nh3f4", "Nbf3", "P@e4", "Q@e4", "e8=Q"})
        expect_error(start, text, "names no legal move");
    for (const auto text : {"", "+", "!", "!!", "#+"}) expect_error(start, text, "is not SAN");
    for (const auto text : {"z9", "a0", "e9", "e10", "Nz3", "N", "Kx", "x", "e", "4", "e4 ", " e4", "e2-e4", "e4++", "e4!!!",
                            "e4+#", "O-O-O-O", "o-o", "OO", "0-O", "exd", "e8=", "=Q", "e4=", "Nxxf3", "N1ff3", "Nf3 +",
                            "e4e.p.", "\xff\xfe\xfd", "e4\n", "nf3", "--", "0000", "@e4", "P@", "P@e4x", "Pe@4", "e4Qx"})
        expect_error(start, text, "is not SAN");
    expect_error(start, "Xf3", "no piece is written 'X'");
    expect_error(start, "Af3", "no piece is written 'A'");
    expect_error(start, "Ae4", "no piece is written 'A'");
    const std::string longest(1000, 'N');
    expect_error(start, longest, "too long");
    expect_error(start, std::string(32, 'e'), "is not SAN");
    const auto column = parse_san(start, "Nf9");
    REQUIRE_FALSE(column.has_value());
    CHECK(column.error().message() == "'Nf9' is not SAN: a rank not on this board at column 3");
    const auto none = parse_san(start, "Nd4");
    REQUIRE_FALSE(none.has_value());
    CHECK(none.error().message() == "'Nd4' names no legal move here");
    // Variant letters: an archbishop is no piece in chess, a move in Capablanca.
    const auto capa = at<capablanca>("r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/RA3K3R w KQkq - 0 1");
    CHECK(san_of(capa, "b1c3") == "Ac3");
    CHECK(san(capa, "Ac3") == uci(capa, "b1c3"));
    expect_error(capa, "k1", "a file not on this board");
}
