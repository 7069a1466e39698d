// Xiangqi's texts and game ends: WXF moves (notation/wxf.hpp), UCCI moves (notation/ucci.hpp) and
// the rules.end of variants/xiangqi.hpp. Every legal move of fixed-seed random games reads back from
// its WXF, UCCI and UCI texts; a published game opening and the WXF's own examples of tandem pieces
// are written and read as printed; each reader's errors; stalemate, perpetual check, the threefold
// repetition and the 50-move rule.
#include <doctest/doctest.h>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(xiangqi)
FERZ_TEST_SHARED(janggi)

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/game.hpp"
#include "ferz/movegen/generate.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/notation/janggi.hpp"
#include "ferz/notation/san.hpp"
#include "ferz/notation/ucci.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/notation/wxf.hpp"
#include "ferz/position.hpp"
#include "ferz/variants/xiangqi.hpp"
#include "ferz/zobrist.hpp"
#include "support/positions.hpp"

using namespace ferz;
using ferz::testing::at;
using ferz::variants::xiangqi;

namespace {

// Every legal move of `pos` is written in WXF, UCCI and UCI and each text reads back to the move.
// Counts the moves, and in `tandem` those written with front and rear (R+.3, 3-.4, ++.4).
long round_trip_all(const position<xiangqi>& pos, long* tandem = nullptr) {
    long n = 0;
    for (const move m : legal_move_vector(pos)) {
        const std::string ucci = to_ucci(pos, m);
        CAPTURE(ucci);
        const auto wxf = to_wxf(pos, m);
        REQUIRE_MESSAGE(wxf.has_value(), (wxf ? "" : wxf.error().message()));
        CAPTURE(*wxf);
        if (tandem && ((*wxf)[1] == '+' || (*wxf)[1] == '-' || (*wxf)[0] < 'A')) ++*tandem;
        const auto w = parse_wxf(pos, *wxf);
        REQUIRE_MESSAGE(w.has_value(), (w ? "" : w.error().message()));
        CHECK(*w == m);
        const auto u = parse_ucci(pos, ucci);
        REQUIRE(u.has_value());
        CHECK(*u == m);
        const auto i = parse_uci(pos, to_uci(pos, m));
        REQUIRE(i.has_value());
        CHECK(*i == m);
        ++n;
    }
    return n;
}

// The WXF text of the move named by UCCI text in the position of `fen`.
std::string wxf_of(std::string_view fen, std::string_view ucci) {
    const auto pos = at<xiangqi>(fen);
    const auto m = parse_ucci(pos, ucci);
    REQUIRE_MESSAGE(m.has_value(), ucci);
    const auto w = to_wxf(pos, *m);
    REQUIRE_MESSAGE(w.has_value(), (w ? "" : w.error().message()));
    return *w;
}

// The UCCI text of the move that the WXF text names, or the error.
std::string ucci_of(std::string_view fen, std::string_view wxf) {
    const auto pos = at<xiangqi>(fen);
    const auto m = parse_wxf(pos, wxf);
    return m ? to_ucci(pos, *m) : m.error().message();
}

// Plays space-separated UCCI moves, each of which must be legal.
void play(position<xiangqi>& pos, std::string_view moves) {
    while (!moves.empty()) {
        const auto space = moves.find(' ');
        const std::string_view text = moves.substr(0, space);
        moves = space == std::string_view::npos ? std::string_view() : moves.substr(space + 1);
        const auto m = parse_ucci(pos, text);
        REQUIRE_MESSAGE(m.has_value(), text);
        pos.make(*m);
    }
}

// Plays space-separated WXF moves; returns their UCCI texts.
std::string play_wxf(position<xiangqi>& pos, std::string_view moves) {
    std::string out;
    while (!moves.empty()) {
        const auto space = moves.find(' ');
        const std::string_view text = moves.substr(0, space);
        moves = space == std::string_view::npos ? std::string_view() : moves.substr(space + 1);
        const auto m = parse_wxf(pos, text);
        REQUIRE_MESSAGE(m.has_value(), (m ? "" : m.error().message()));
        out.append(out.empty() ? "" : " ").append(to_ucci(pos, *m));
        pos.make(*m);
    }
    return out;
}

}  // namespace

TEST_CASE("xiangqi: every legal move of random games reads back from its WXF, UCCI and UCI texts") {
    long checked = 0, tandem = 0;
    std::uint64_t seed = 88;
    for (int g = 0; g < 12; ++g) {
        position<xiangqi> pos;
        for (int ply = 0; ply < 160; ++ply) {
            const auto moves = legal_move_vector(pos);
            if (moves.empty()) break;
            checked += round_trip_all(pos, &tandem);
            pos.make(moves[static_cast<std::size_t>(splitmix64(seed) % moves.size())]);
        }
    }
    MESSAGE(checked, " moves, ", tandem, " of them front or rear");
    CHECK(checked > 50000);
    CHECK(tandem > 100);
}

TEST_CASE("xiangqi: UCCI squares count ranks from 0 on Red's side, and UCCI's FEN is ferz's") {
    const position<xiangqi> pos;
    CHECK(to_fen(pos) == "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
    const auto m = parse_ucci(pos, "h2e2");
    REQUIRE(m.has_value());
    CHECK(to_uci(pos, *m) == "h3e3");
    CHECK(to_ucci(pos, *m) == "h2e2");
    CHECK(ucci_square_name<xiangqi::board>(0) == "a0");
    CHECK(ucci_square_name<xiangqi::board>(89) == "i9");
}

// Malcolm Horne's leaflet on xiangqi (as quoted at elephantchess.blogspot.com, 2006-02-17, "Malcolm
// Horne talks Xiangqi"), the opening of Hann v Donovan in the Chinese notation with N for the horse
// and '=' for sideways:
//   "1. C2=5 N8+7 2. N2+3 P3+1 3. P3+1 N2+3 4. R1=2 R9=8"
// Red's file 2 is h, Black's file 8 is h too, Black's file 3 is c and Red's file 3 is g.
TEST_CASE("xiangqi: a published opening in WXF, read and written") {
    position<xiangqi> pos;
    CHECK(play_wxf(pos, "C2=5 N8+7 N2+3 P3+1 P3+1 N2+3 R1=2 R9=8") ==
          "h2e2 h9g7 h0g2 c6c5 g3g4 b9c7 i0h0 i9h9");
    // Written the WXF's way: H and '.'.
    position<xiangqi> again;
    std::string written;
    for (const std::string_view ucci : {"h2e2", "h9g7", "h0g2", "c6c5", "g3g4", "b9c7", "i0h0", "i9h9"}) {
        const auto m = parse_ucci(again, ucci);
        REQUIRE(m.has_value());
        written.append(written.empty() ? "" : " ").append(*to_wxf(again, *m));
        again.make(*m);
    }
    CHECK(written == "C2.5 H8+7 H2+3 P3+1 P3+1 H2+3 R1.2 R9.8");
    // Lower case, E for B, and K: the first moves of the start position by every piece kind.
    CHECK(ucci_of(xiangqi::start_fen, "E3+5") == "g0e2");
    CHECK(ucci_of(xiangqi::start_fen, "B3+5") == "g0e2");
    CHECK(ucci_of(xiangqi::start_fen, "a4+5") == "f0e1");
    CHECK(ucci_of(xiangqi::start_fen, "K5+1") == "e0e1");
    CHECK(ucci_of(xiangqi::start_fen, "C8+7") == "b2b9");  // takes the horse, over Black's cannon
    CHECK(ucci_of(xiangqi::start_fen, "R9+2") == "a0a2");
    CHECK(ucci_of(xiangqi::start_fen, "P5+1") == "e3e4");
    CHECK(wxf_of(xiangqi::start_fen, "b2b1") == "C8-1");
}

// The WXF's examples (www.wxf.org/xq/computer/wxf_notation.html, "Tandem Positions" and "Special
// Cases for Tandem Pawns"), each in a position of its own: "R+.3", "C--1"; three soldiers on Red's
// file 3 traversing to file 4 "P+.4 / P3.4 / P-.4"; five "++.4 / P+.4 / P3.4 / P-.4 / --.4"; four
// "++.4 / P+.4 / P-.4 / --.4"; three on file 3 and two on file 7 "3+.4 / 33.4 / 3-.4 / 7+.6 / 7-.6".
TEST_CASE("xiangqi: WXF's tandem pieces, front and rear, and its special cases for soldiers") {
    // Red's chariots on file 1 (i), cannons on file 8 (b).
    constexpr std::string_view rc = "3k5/9/9/9/8R/9/1C7/9/1C6R/5K3 w - - 0 1";
    CHECK(wxf_of(rc, "i5g5") == "R+.3");
    CHECK(wxf_of(rc, "i1g1") == "R-.3");
    CHECK(wxf_of(rc, "b1b0") == "C--1");
    CHECK(wxf_of(rc, "b3b2") == "C+-1");
    CHECK(wxf_of(rc, "b3b9") == "C++6");
    CHECK(ucci_of(rc, "R+.3") == "i5g5");
    CHECK(ucci_of(rc, "C--1") == "b1b0");
    CHECK(ucci_of(rc, "r-=3") == "i1g1");
    // A piece's plain file is read where it names one move (older books), else it is ambiguous.
    CHECK(ucci_of(rc, "R1.3") == "'R1.3' is ambiguous: it names 2 moves (i1g1 i5g5 in UCCI); write + or - for the "
                                 "front or rear chariot");
    round_trip_all(at<xiangqi>(rc));
    // Black's: its file 1 is a, and its front piece is the one nearer Red (the lower rank).
    constexpr std::string_view black = "3k5/9/9/9/9/9/r8/9/r8/5K3 b - - 0 1";
    CHECK(wxf_of(black, "a1c1") == "R+.3");
    CHECK(wxf_of(black, "a3c3") == "R-.3");
    CHECK(wxf_of(black, "a3a4") == "R--1");
    CHECK(wxf_of(black, "a1a0") == "R++1");
    round_trip_all(at<xiangqi>(black));

    constexpr std::string_view three = "3k5/9/6P2/6P2/6P2/9/9/9/9/4K4 w - - 0 1";
    CHECK(wxf_of(three, "g7f7") == "P+.4");
    CHECK(wxf_of(three, "g6f6") == "P3.4");
    CHECK(wxf_of(three, "g5f5") == "P-.4");
    CHECK(wxf_of(three, "g7g8") == "P++1");
    round_trip_all(at<xiangqi>(three));

    constexpr std::string_view five = "3k2P2/6P2/6P2/6P2/6P2/9/9/9/9/4K4 w - - 0 1";
    CHECK(wxf_of(five, "g9f9") == "++.4");
    CHECK(wxf_of(five, "g8f8") == "P+.4");
    CHECK(wxf_of(five, "g7f7") == "P3.4");
    CHECK(wxf_of(five, "g6f6") == "P-.4");
    CHECK(wxf_of(five, "g5f5") == "--.4");
    CHECK(ucci_of(five, "--.4") == "g5f5");
    round_trip_all(at<xiangqi>(five));

    constexpr std::string_view four = "3k2P2/6P2/6P2/6P2/9/9/9/9/9/4K4 w - - 0 1";
    CHECK(wxf_of(four, "g9f9") == "++.4");
    CHECK(wxf_of(four, "g8f8") == "P+.4");
    CHECK(wxf_of(four, "g7f7") == "P-.4");
    CHECK(wxf_of(four, "g6f6") == "--.4");
    round_trip_all(at<xiangqi>(four));

    constexpr std::string_view two_files = "3k5/9/6P2/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1";
    CHECK(wxf_of(two_files, "g7f7") == "3+.4");
    CHECK(wxf_of(two_files, "g6f6") == "33.4");
    CHECK(wxf_of(two_files, "g5f5") == "3-.4");
    CHECK(wxf_of(two_files, "c6d6") == "7+.6");
    CHECK(wxf_of(two_files, "c5d5") == "7-.6");
    CHECK(ucci_of(two_files, "33.4") == "g6f6");
    round_trip_all(at<xiangqi>(two_files));

    // Advisors and elephants keep their files: the direction tells them apart (xqinenglish.com,
    // "basics introduction to notations 02": "A6+5 as there is only one move possible", "E7-5").
    constexpr std::string_view ae = "3k5/9/9/9/9/2B6/9/3A5/9/2BA1K3 w - - 0 1";
    CHECK(wxf_of(ae, "d0e1") == "A6+5");
    CHECK(wxf_of(ae, "d2e1") == "A6-5");
    CHECK(wxf_of(ae, "c0e2") == "E7+5");
    CHECK(wxf_of(ae, "c4e2") == "E7-5");
    CHECK(ucci_of(ae, "A+-5") == "d2e1");
    round_trip_all(at<xiangqi>(ae));
    // Two elephants one rank apart on a file, which both went "E7+5" (front and rear then), stand where
    // no game puts them (c3 is none of the elephants' points): the FEN is refused.
    CHECK_FALSE(ferz::position<xiangqi>::from_fen("3k5/9/9/9/9/9/9/2B6/9/2B1K4 w - - 0 1").has_value());
}

TEST_CASE("xiangqi: WXF and UCCI errors say what is wrong") {
    constexpr std::string_view s = xiangqi::start_fen;
    CHECK(ucci_of(s, "X2.5") == "'X2.5' is not a WXF move: 'X' is not a piece letter (K, A, E or B, H or N, R, C, P)");
    CHECK(ucci_of(s, "C3.5") == "'C3.5' names no piece: there is no cannon on file 3");
    CHECK(ucci_of(s, "C2*5") ==
          "'C2*5' is not a WXF move: its third character must be the direction, + (forward), - (backward) or . "
          "(sideways; = is read too)");
    CHECK(ucci_of(s, "C2.0") ==
          "'C2.0' is not a WXF move: its last character must be the file reached or the ranks moved, 1-9");
    CHECK(ucci_of(s, "C2.55") == "'C2.55' is not a WXF move (expected four characters like C2.5, H8+7, R1-1 or R+.3)");
    CHECK(ucci_of(s, "") == "'' is not a WXF move (expected four characters like C2.5, H8+7, R1-1 or R+.3)");
    CHECK(ucci_of(s, "CX.5") == "'CX.5' is not a WXF move: its second character must be a file 1-9, + (front) or - (rear)");
    CHECK(ucci_of(s, "R+.3") == "'R+.3' names the front chariot, and no two chariots stand on one file");
    CHECK(ucci_of(s, "R1.2") == "'R1.2' is not a legal move here: the chariot it names has no such move");
    CHECK(ucci_of(s, "H2+4") == "'H2+4' is not a legal move here: the horse it names has no such move");
    CHECK(ucci_of(s, "++.4") ==
          "'++.4' names the foremost of four or more soldiers on a file (++), and no file has four");
    CHECK(ucci_of(s, "3+.4") == "'3+.4' names a soldier among two or more on file 3, and 1 stand there");
    // Flying general: the cannon may not leave the file between the kings when nothing else is there.
    constexpr std::string_view facing = "4k4/9/9/9/9/9/9/9/4C4/4K4 w - - 0 1";
    CHECK(ucci_of(facing, "C5.4") == "'C5.4' is not a legal move here: the cannon it names has no such move");
    CHECK(ucci_of(facing, "C5+1") == "e1e2");

    const position<xiangqi> pos;
    auto ucci_error = [&](std::string_view text) {
        const auto m = parse_ucci(pos, text);
        return m ? std::string("(read)") : m.error().message();
    };
    CHECK(ucci_error("h2e") == "'h2e' is not a UCCI move (expected two squares like h2e2; files a-i, ranks 0-9 from "
                               "Red's side)");
    CHECK(ucci_error("j2e2") == "'j2e2' is not a UCCI move: 'j2' is not a square (files a-i, ranks 0-9 from Red's side)");
    CHECK(ucci_error("h2eX") == "'h2eX' is not a UCCI move: 'eX' is not a square (files a-i, ranks 0-9 from Red's side)");
    CHECK(ucci_error("h2e3") == "'h2e3' is not a legal move here");
    CHECK(ucci_error("h3e3") == "'h3e3' is not a legal move here");  // UCI's text for C2.5 is not UCCI's
    CHECK(ucci_error("h2e2") == "(read)");
}

// Fairy-Stockfish's xiangqi (notes/region-variants.md §1.14): the stalemated side loses; in a
// threefold repetition the side that checked on every move of it loses, else it is a draw (the chase
// rule is not implemented); 50 moves (100 plies) without a capture draw, and soldier moves do not
// reset the count.
TEST_CASE("xiangqi's game ends: stalemate and perpetual check lose, repetition and 50 moves draw") {
    // Black's general on d9: d8 is the chariot's, e9 faces Red's general on the open file.
    const auto stalemate = at<xiangqi>("3k5/7R1/9/9/9/9/9/9/9/4K4 b - - 0 1");
    CHECK_FALSE(in_check(stalemate));
    CHECK(game_result(stalemate) == game_status{game_end::stalemate, outcome::loss});

    // Red's chariot checks from a9 and a8 in turn, Black's general steps e9-e8-e9.
    auto pos = at<xiangqi>("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1");
    play(pos, "a0a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9");
    CHECK(game_result(pos) == game_status{});
    play(pos, "a8a9");  // the third time with Black to move: Red, who checked every move, loses
    CHECK(game_result(pos) == game_status{game_end::perpetual_check, outcome::win});
    play(pos, "e9e8");  // and the third time of this one, Red to move
    CHECK(game_result(pos) == game_status{game_end::perpetual_check, outcome::loss});

    // Black checks with its chariot on ranks 0 and 1; Red's general steps d0-d1 and back.
    auto black = at<xiangqi>("r3k4/9/9/9/9/9/4P4/9/9/3K5 b - - 0 1");
    play(black, "a9a0 d0d1 a0a1 d1d0 a1a0 d0d1 a0a1 d1d0 a1a0");
    CHECK(game_result(black) == game_status{game_end::perpetual_check, outcome::win});

    // No checks: a draw on the third occurrence.
    auto quiet = at<xiangqi>("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1");
    play(quiet, "a0a1 e9e8 a1a0 e8e9 a0a1 e9e8 a1a0");
    CHECK(game_result(quiet) == game_status{});
    play(quiet, "e8e9");
    CHECK(game_result(quiet) == game_status{game_end::repetition, outcome::draw});

    // The 50-move rule: 100 plies without a capture; a soldier's step does not reset it, a capture does.
    auto fifty = at<xiangqi>("4k4/9/9/9/9/9/4P4/9/9/R2K5 w - - 99 80");
    auto soldier = fifty;
    play(soldier, "e3e4");
    CHECK(soldier.halfmove_clock() == 100);
    CHECK(game_result(soldier) == game_status{game_end::move_rule, outcome::draw});
    auto capture = at<xiangqi>("4k4/9/9/9/9/9/9/9/r8/R2K5 w - - 99 80");
    play(capture, "a0a1");
    CHECK(game_result(capture) == game_status{});
    CHECK(game_result(fifty) == game_status{});
}

// Fairy-Stockfish's test.py (test_get_san): xiangqi's and janggi's SAN, with the horse written H and
// the elephant E as Fairy-Stockfish writes them, and janggi's Korean notation (NOTATION_JANGGI).
TEST_CASE("SAN of xiangqi and janggi, and janggi's notation, as Fairy-Stockfish writes them") {
    using ferz::variants::janggi;
    using ferz::variants::xiangqi;
    auto san = [](const auto& pos, std::string_view uci) {
        const auto m = ferz::parse_uci(pos, uci);
        REQUIRE_MESSAGE(m.has_value(), uci);
        const std::string text = ferz::to_san(pos, *m);
        const auto back = ferz::parse_san(pos, text);
        CHECK_MESSAGE((back.has_value() && *back == *m), text);
        return text;
    };
    const ferz::position<xiangqi> start;
    CHECK(san(start, "h1g3") == "Hg3");
    CHECK(san(start, "c1e3") == "Ece3");
    CHECK(san(start, "h3h10") == "Cxh10");
    CHECK(san(start, "h3h5") == "Ch5");
    CHECK(ferz::parse_san(start, "Ng3").has_value());  // the FEN letter reads too
    const auto checks = at<xiangqi>("4k4/4a3R/9/9/9/9/9/9/4K4/9 w - - 0 1");
    CHECK(san(checks, "i9e9") == "Rxe9+");
    CHECK(san(checks, "i9i10") == "Ri10#");
    const auto horses = at<xiangqi>("1rb1ka2r/4a4/2ncb1nc1/p1p1p1p1p/9/2P6/P3PNP1P/2N1C2C1/9/R1BAKAB1R w - - 1 7");
    CHECK(san(horses, "c3e2") == "Hce2");
    CHECK(san(horses, "c3d5") == "Hd5");

    const ferz::position<janggi> jstart;
    const auto m = ferz::parse_uci(jstart, "b1c3");
    REQUIRE(m.has_value());
    CHECK(ferz::to_janggi(jstart, *m) == "H02-83");
    CHECK(*ferz::parse_janggi(jstart, "H02-83") == *m);
    CHECK_FALSE(ferz::parse_janggi(jstart, "H02-84").has_value());
    CHECK(san(at<janggi>("1b1aa2b1/5k3/3ncn3/1pp1pp3/5r2p/9/P1PPB1PPB/2N1CCN1c/9/R2AKAR2 w - - 19 17"), "d1e2") == "Ade2");
    CHECK(san(at<janggi>("1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 0 23"), "f8f10") == "Cfxf10");
    // Every legal move of the start position reads back from its Korean notation.
    for (const ferz::move x : ferz::legal_move_vector(jstart)) {
        const auto back = ferz::parse_janggi(jstart, ferz::to_janggi(jstart, x));
        REQUIRE_MESSAGE(back.has_value(), ferz::to_janggi(jstart, x));
        CHECK(*back == x);
    }
}

