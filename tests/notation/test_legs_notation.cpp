// Moves of legs in text (issue 16, item 1): a move that captures on the way names its victims, so
// that every move has its own text and reads back as itself, in UCI (XBoard's protocol: leg by leg,
// e5d6,d6c5), SAN and LAN (XBoard's SAN: Lxd6-c5, Lxe6xd6, the igui Lxd6-e5, the pass Le5-e5).
// Before, a hit-and-run and the plain move to the same square printed the same UCI text.
#include <doctest/doctest.h>

#include <set>
#include <span>
#include <string>
#include <string_view>

#include "ferz/dynamic_instances.hpp"
#include "ferz/notation/lan.hpp"
#include <support/multileg.hpp>
#include <support/multileg_rows.hpp>

namespace {

using multileg::oracle_row;

// The Chu shogi lion (KNADcaKcabKmabK) of XBoard's generator's first example (shared/tools/oracle-xbetza
// README): on e5 of a 9x9 board, enemies on d6 and e6; kings in the corners.
inline constexpr ferz::variant_def lion_def = [] {
    ferz::variant_def d;
    d.name = "lion-test";
    d.files = 9;
    d.ranks = 9;
    d.pieces.add(ferz::piece('K', "K", ferz::royal));
    d.pieces.add(ferz::piece('L', "KNADcaKcabKmabK"));
    d.pieces.add(ferz::piece('W', "W"));
    d.start_fen = "8k/9/9/3ww4/4L4/9/9/9/K8 w - - 0 1";
    return d;
}();
using lion_variant = ferz::variant<lion_def>;

// Every legal move of `pos` reads back as itself from its UCI, SAN and LAN text, and no two moves
// share a text. Returns how many moves of legs there were.
template <class Position>
int check_round_trips(const Position& pos) {
    int legs = 0;
    std::set<std::string> uci, san, lan;
    const auto moves = ferz::legal_move_vector(pos);
    for (const ferz::move m : moves) {
        legs += m.kind() == ferz::move_kind::locust;
        const std::string u = ferz::to_uci(pos, m), s = ferz::to_san(pos, m), l = ferz::to_lan(pos, m);
        CAPTURE(u);
        CAPTURE(s);
        CAPTURE(l);
        const auto from_uci = ferz::parse_uci(pos, u);
        const auto from_san = ferz::parse_san(pos, s);
        const auto from_lan = ferz::parse_lan(pos, l);
        CHECK((from_uci && *from_uci == m));
        CHECK((from_san && *from_san == m));
        CHECK((from_lan && *from_lan == m));
        uci.insert(u), san.insert(s), lan.insert(l);
    }
    CHECK(uci.size() == moves.size());
    CHECK(san.size() == moves.size());
    CHECK(lan.size() == moves.size());
    return legs;
}

template <class Position>
std::string uci_of(const Position& pos, std::string_view text) {
    const auto m = ferz::parse_uci(pos, text);
    return m ? ferz::to_uci(pos, *m) : "error: " + m.error().message();
}

// Calls f(position) with the position `fen` of a run-time variant of `pieces` (support/multileg.hpp).
template <class F>
void with_position(int files, int ranks, std::string_view pieces, const std::string& fen, F&& f) {
    const ferz::variant_def d = multileg::definition(files, ranks, pieces, fen);
    auto run = [&](auto variant) {
        using pos_t = ferz::position<typename decltype(variant)::element_type::variant>;
        const auto pos = pos_t::from_fen(variant, fen);
        REQUIRE(pos);
        f(*pos);
        return 0;
    };
    const auto ok = files * ranks <= 64 ? ferz::with_dynamic_variant<64>(d, run)
                    : files * ranks <= 128 ? ferz::with_dynamic_variant<128>(d, run)
                                           : ferz::with_dynamic_variant<256>(d, run);
    REQUIRE(ok);
}

}  // namespace

TEST_CASE("moves that take two or three pieces on their way name each") {
    // The draughts man's double jump (fmFfcafmFfcafmafcafmF): b2 takes c3 and e5, lands on f6.
    with_position(8, 8, "M=fmFfcafmFfcafmafcafmF", "7k/8/8/4m3/8/2m5/1M6/7K w - - 0 1", [](const auto& pos) {
        CHECK(uci_of(pos, "b2c3,c3e5,e5f6") == "b2c3,c3e5,e5f6");
        CHECK(uci_of(pos, "b2c3e5f6") == "b2c3,c3e5,e5f6");
        CHECK(uci_of(pos, "b2c3,c3d4") == "b2c3,c3d4");
        CHECK(ferz::to_san(pos, *ferz::parse_uci(pos, "b2c3,c3e5,e5f6")) == "Mxc3xe5-f6");
        CHECK(ferz::to_lan(pos, *ferz::parse_uci(pos, "b2c3,c3e5,e5f6")) == "Mb2xc3xe5-f6");
        CHECK(check_round_trips(pos) == 2);
    });
    // Three in a line (WcafmWcafcafmWcafcafcafmW).
    with_position(8, 8, "T=WcafmWcafcafmWcafcafcafmW", "7k/8/8/8/t7/t7/t7/T6K w - - 0 1", [](const auto& pos) {
        CHECK(uci_of(pos, "a1a2,a2a3,a3a4,a4a5") == "a1a2,a2a3,a3a4,a4a5");
        CHECK(ferz::to_san(pos, *ferz::parse_uci(pos, "a1a2,a2a3,a3a4,a4a5")) == "Txa2xa3xa4-a5");
        CHECK(ferz::parse_san(pos, "Txa2xa3xa4-a5").value() == ferz::parse_uci(pos, "a1a2a3a4a5").value());
        CHECK(check_round_trips(pos) == 1);
    });
}

TEST_CASE("moves that take an own piece (d): their text, and what they leave") {
    // A rook that takes an own piece and rides on (RdafR), a knight that may land on its own (NdN); the
    // moves are XBoard's generator's (test_multileg_legality.cpp). SAN writes an own piece taken as any.
    with_position(8, 8, "W=RdafR N=N I=NdN", "7k/8/4N3/8/W2N3n/8/8/K7 w - - 0 1", [](const auto& pos) {
        CHECK(uci_of(pos, "a4d4,d4f4") == "a4d4,d4f4");
        CHECK(ferz::to_san(pos, *ferz::parse_uci(pos, "a4d4,d4f4")) == "Wxd4-f4");
        CHECK(ferz::to_san(pos, *ferz::parse_uci(pos, "a4d4,d4h4")) == "Wxd4xh4+");
        CHECK_FALSE(ferz::parse_uci(pos, "a4d4"));  // the first leg alone is no move
        auto after = pos;
        after.make(*ferz::parse_uci(pos, "a4d4,d4f4"));
        CHECK(ferz::to_fen(after) == "7k/8/4N3/8/5W1n/8/8/K7 b - - 0 1");  // a capture: the clock is reset
        after.unmake();
        CHECK(after.key() == pos.key());
        CHECK(check_round_trips(pos) == 4);
    });
    // A null move (O0) is the piece's pass: written as the lion's is.
    with_position(8, 8, "P=WO0", "7k/8/8/8/8/8/8/K2P4 w - - 0 1", [](const auto& pos) {
        CHECK(uci_of(pos, "d1d1") == "d1d1");
        CHECK(ferz::to_san(pos, *ferz::parse_uci(pos, "d1d1")) == "Pd1-d1");
        check_round_trips(pos);
    });
    with_position(8, 8, "I=NdN N=N", "7k/8/4N3/8/3I4/8/8/K7 w - - 0 1", [](const auto& pos) {
        CHECK(ferz::to_san(pos, *ferz::parse_uci(pos, "d4e6")) == "Ixe6");
        CHECK(pos.is_capture(*ferz::parse_uci(pos, "d4e6")));
        check_round_trips(pos);
    });
    // An own castling partner taken loses its castling; where captures go to hand, an own piece taken
    // goes to the mover's hand, as any.
    ferz::variant_def d;
    d.name = "own-takers";
    d.pieces.add(ferz::piece('K', "KisO2", ferz::royal));
    d.pieces.add(ferz::piece('R', "R", ferz::castling_partner));
    d.pieces.add(ferz::piece('I', "NdN"));
    d.start_fen = "r3k2r/8/8/8/8/8/5I2/R3K2R w KQkq - 0 1";
    auto after_f2h1 = [&d](auto variant) {  // the FEN after the knight takes its own rook
        using pos_t = ferz::position<typename decltype(variant)::element_type::variant>;
        auto pos = *pos_t::from_fen(variant, d.start_fen.view());
        pos.make(*ferz::parse_uci(pos, "f2h1"));
        return ferz::to_fen(pos);
    };
    CHECK(ferz::with_dynamic_variant<64>(d, after_f2h1).value() == "r3k2r/8/8/8/8/8/8/R3K2I b Qkq - 0 1");
    d.rules.drops.enabled = true;
    d.start_fen = "r3k2r/8/8/8/8/8/5I2/R3K2R[] w KQkq - 0 1";
    CHECK(ferz::with_dynamic_variant<64>(d, after_f2h1).value() == "r3k2r/8/8/8/8/8/8/R3K2I[R] b Qkq - 0 1");
}

TEST_CASE("the lion's moves of legs, written leg by leg, as XBoard writes them") {
    const ferz::position<lion_variant> pos;
    // XBoard's generator lists 41 moves of the lion (its e5c5xd6 is our e5d6,d6c5), the king's 3 and
    // the lion's pass (e5e5); 44 legal in all (the oracle: `legal on`).
    CHECK(ferz::legal_move_vector(pos).size() == 44);
    CHECK(check_round_trips(pos) == 17);  // 16 with a victim on the way, and the pass
    auto uci = [&](std::string_view text) { return uci_of(pos, text); };
    auto san = [&](std::string_view text) {
        const auto m = ferz::parse_uci(pos, text);
        return m ? ferz::to_san(pos, *m) : "error: " + m.error().message();
    };
    // Hit and run, the double capture, the igui, the pass, and the plain moves beside them.
    CHECK(uci("e5d6,d6c5") == "e5d6,d6c5");
    CHECK(san("e5d6,d6c5") == "Lxd6-c5");
    CHECK(san("e5c5") == "Lc5");
    CHECK(san("e5e6,e6d6") == "Lxe6xd6");
    CHECK(san("e5d6") == "Lxd6");
    CHECK(san("e5d6,d6e5") == "Lxd6-e5");
    CHECK(san("e5e5") == "Le5-e5");
    CHECK(ferz::to_lan(pos, *ferz::parse_uci(pos, "e5d6,d6c5")) == "Le5xd6-c5");
    CHECK(ferz::to_lan(pos, *ferz::parse_uci(pos, "e5e5")) == "Le5-e5");
    // Other ways to write them: the squares run together (e5d6c5), XBoard's pass out to an empty
    // square and back (e5f5,f5e5), a leg through an empty square (the plain move e5f6).
    CHECK(uci("e5d6c5") == "e5d6,d6c5");
    CHECK(uci("e5e6d6") == "e5e6,e6d6");
    CHECK(uci("e5f5,f5e5") == "e5e5");
    CHECK(uci("e5f5e5") == "e5e5");
    CHECK(uci("e5f5,f5f6") == "e5f6");
    CHECK(ferz::parse_san(pos, "Lxd6-c5").value() == ferz::parse_uci(pos, "e5d6,d6c5").value());
    CHECK(ferz::parse_san(pos, "Lxd6xc5").value() == ferz::parse_uci(pos, "e5d6,d6c5").value());  // ('x' or '-')
    CHECK(ferz::parse_san(pos, "Le5xd6-c5").value() == ferz::parse_uci(pos, "e5d6,d6c5").value());
    CHECK(ferz::parse_lan(pos, "Le5xd6-c5").value() == ferz::parse_uci(pos, "e5d6,d6c5").value());
    CHECK(ferz::parse_lan(pos, "Le5-e5").value() == ferz::parse_uci(pos, "e5e5").value());
    // Texts that name no move: a leg that does not start where the last ended, a victim-less relay
    // that is not the lion's reach, a capture on a square without a piece.
    CHECK(uci("e5d6,e6c5").starts_with("error: 'e5d6,e6c5' is not a legal move here"));
    CHECK(uci("e5d6,d6a1").starts_with("error:"));
    CHECK(uci("e5d6,d6c5,").starts_with("error:"));
    CHECK(ferz::parse_san(pos, "Lxf6-f7").error().message() == "'Lxf6-f7' names no legal move here");
    // A pass is not a capture; the igui is.
    CHECK_FALSE(pos.is_capture(*ferz::parse_uci(pos, "e5e5")));
    CHECK(pos.is_capture(*ferz::parse_uci(pos, "e5d6,d6e5")));
}

TEST_CASE("a lion's pass leaves the board as it was and hands the turn over") {
    ferz::position<lion_variant> pos;
    const std::string before = ferz::to_fen(pos);
    const std::uint64_t key = pos.key();
    pos.make(*ferz::parse_uci(pos, "e5e5"));
    CHECK(ferz::to_fen(pos) == "8k/9/9/3ww4/4L4/9/9/9/K8 b - - 1 1");
    CHECK(pos.key() != key);  // the side to move differs
    pos.unmake();
    CHECK(ferz::to_fen(pos) == before);
    CHECK(pos.key() == key);
    // The igui: d6 goes, the lion stays.
    pos.make(*ferz::parse_uci(pos, "e5d6,d6e5"));
    CHECK(ferz::to_fen(pos) == "8k/9/9/4w4/4L4/9/9/9/K8 b - - 0 1");
}

TEST_CASE("every legal move of the oracle's multi-leg positions reads back from its UCI, SAN and LAN text") {
    // The 240 positions of tests/data/multileg_oracle.inc, the 120 of multileg_victims.inc, the 100 of
    // multileg_fairymax.inc, the 50 of multileg_own.inc and the 50 of multileg_unload.inc (XBoard's
    // generator agrees with ferz's moves there: test_multileg_legality.cpp), on 8x8, 12x12 and 16x16
    // boards.
    int moves = 0, legs = 0, unloads = 0;
    for (const std::span<const oracle_row> rows : multileg::all_rows)
        for (const oracle_row& r : rows) {
            const std::string fen = std::string(r.board) + " " + std::string(r.side) + " - - 0 1";
            CAPTURE(fen);
            CAPTURE(r.pieces);
            with_position(r.files, r.ranks, r.pieces, fen, [&](const auto& pos) {
                const auto all = ferz::legal_move_vector(pos);
                moves += static_cast<int>(all.size());
                for (const ferz::move m : all) unloads += m.has_unload();
                legs += check_round_trips(pos);
            });
        }
    MESSAGE(moves << " moves, " << legs << " of them moves of legs, " << unloads << " that unload");
    CHECK(legs > 100);
    CHECK(unloads == 116);  // (the file's count)
}

namespace {
// Pieces that unload (XBetza u on the last leg, XBoard's Swap: the piece where the move lands goes
// where that leg began), as a compile-time variant: a swapper of own neighbours (udK), a rook that
// swaps with the enemy it meets instead of taking it (umcR), a puller that steps to an empty square
// and then onto an enemy, which it puts back there (mafucW).
inline constexpr ferz::variant_def swap_def = [] {
    ferz::variant_def d;
    d.name = "swap-test";
    d.pieces.add(ferz::piece('K', "K", ferz::royal));
    d.pieces.add(ferz::piece('S', "udK"));
    d.pieces.add(ferz::piece('V', "umcR"));
    d.pieces.add(ferz::piece('O', "mafucW"));
    d.pieces.add(ferz::piece('R', "R"));
    d.pieces.add(ferz::piece('Q', "Q"));
    d.start_fen = "4k3/8/8/r7/2q5/8/2O3S1/V5K1 w - - 0 1";
    return d;
}();
using swap_variant = ferz::variant<swap_def>;
}  // namespace

TEST_CASE("moves that unload (u): their text, what they leave, and their legality") {
    const ferz::position<swap_variant> pos;
    // The puller on c2 steps to c3 and onto the queen on c4, which goes back to c3 (written as XBoard
    // sends it: the leg to the square it unloads on, then the last leg).
    CHECK(uci_of(pos, "c2c3,c3c4") == "c2c3,c3c4");
    CHECK(ferz::to_san(pos, *ferz::parse_uci(pos, "c2c3,c3c4")) == "Oc2-c4@c3");
    CHECK(ferz::to_lan(pos, *ferz::parse_uci(pos, "c2c3,c3c4")) == "Oc2-c4@c3");
    CHECK(ferz::parse_san(pos, "Oc2-c4@c3").value() == ferz::parse_uci(pos, "c2c3,c3c4").value());
    CHECK_FALSE(pos.is_capture(*ferz::parse_uci(pos, "c2c3,c3c4")));
    auto after = pos;
    after.make(*ferz::parse_uci(pos, "c2c3,c3c4"));
    CHECK(ferz::to_fen(after) == "4k3/8/8/r7/2O5/2q5/6S1/V5K1 b - - 1 1");  // nothing taken: the clock runs
    after.unmake();
    CHECK(after.key() == pos.key());
    CHECK(ferz::to_fen(after) == ferz::to_fen(pos));
    // The swapper on g2 changes places with its own king (XBoard's generator lets it, and so does ferz:
    // nothing is taken): the one-leg swap is written from its square to itself, then the leg.
    CHECK(uci_of(pos, "g2g2,g2g1") == "g2g2,g2g1");
    CHECK(ferz::to_san(pos, *ferz::parse_uci(pos, "g2g2,g2g1")) == "Sg2-g1@g2");
    after.make(*ferz::parse_uci(pos, "g2g2,g2g1"));
    CHECK(ferz::to_fen(after) == "4k3/8/8/r7/2q5/8/2O3K1/V5S1 b - - 1 1");
    after.unmake();
    // The rook on a1 would swap with the rook on a5, which would then check the king on g1 along the
    // first rank: not legal. Its moves to empty squares are.
    CHECK(uci_of(pos, "a1a1,a1a5").starts_with("error: 'a1a1,a1a5' is not a legal move here"));
    CHECK(uci_of(pos, "a1a4") == "a1a4");
    CHECK(uci_of(pos, "a1a5").starts_with("error:"));  // (it never takes)
    // Every move reads back from its UCI, SAN and LAN, none shares a text.
    CHECK(check_round_trips(pos) == 0);
    // Counted by hand: the king 3 (f1 is the queen's), the rook 8, the puller 1, the swapper 1.
    CHECK(ferz::legal_move_vector(pos).size() == 13);
}
