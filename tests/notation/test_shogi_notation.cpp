// Shogi's texts: SFEN, USI moves, the CECP/UCI forms of drops and '+' promotions, and the network
// shogi server's notation, diagram and handicaps (seed 002). Every move of long fixed-seed random
// games of shogi and minishogi reads back from each of its texts (the canonical ones and the longer
// forms the server also takes), every position from its SFEN; known strings from real positions;
// each reader's errors on malformed, illegal and ambiguous text; the handicaps square by square.
#include <doctest/doctest.h>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(capablanca)
FERZ_TEST_SHARED(minishogi)
FERZ_TEST_SHARED(shogi)

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/movegen/generate.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/notation/sfen.hpp"
#include "ferz/notation/shogi_server.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/notation/usi.hpp"
#include "ferz/position.hpp"
#include "ferz/variants/fairy.hpp"
#include "ferz/variants/shogi.hpp"
#include "ferz/zobrist.hpp"

using namespace ferz;
using ferz::variants::minishogi;
using ferz::variants::shogi;

namespace {

template <class V>
position<V> sfen(std::string_view text) {
    auto p = from_sfen<V>(text);
    REQUIRE_MESSAGE(p.has_value(), (p ? std::string(text) : p.error().message()));
    return *p;
}

template <class V>
void play_usi(position<V>& pos, std::string_view moves) {
    while (!moves.empty()) {
        const auto space = moves.find(' ');
        const std::string_view text = moves.substr(0, space);
        moves = space == std::string_view::npos ? std::string_view() : moves.substr(space + 1);
        const auto m = parse_usi(pos, text);
        REQUIRE_MESSAGE(m.has_value(), (m ? std::string(text) : m.error().message()));
        pos.make(*m);
    }
}

// The error a reader gives, which must be one (the text names no legal move).
template <class R>
std::string error_of(const R& r) {
    REQUIRE_FALSE(r.has_value());
    return r.error().message();
}

template <class V>
std::string sfen_error_of(std::string_view text) {
    const auto r = from_sfen<V>(text);
    REQUIRE_FALSE(r.has_value());
    return r.error().message();
}

bool contains(const std::string& text, std::string_view part) { return text.find(part) != std::string::npos; }

struct round_trip_stats {
    long plies = 0, moves = 0, drops = 0, promotions = 0, declined = 0, disambiguated = 0, captures = 0, promoted_pieces = 0;
};

// The server's other forms of a move: with its from-square (and '-' or 'x'), and without the piece.
template <class V>
std::vector<std::string> longer_forms(const position<V>& pos, move m, const std::string& canonical, shogi_square_order order) {
    using G = typename variant_traits<V>::board;
    if (m.kind() == move_kind::drop) {
        std::string star = canonical;
        star[star.find('\'')] = '*';
        return {star};
    }
    const char last = canonical.back();
    const std::string suffix = last == '+' || last == '=' ? std::string(1, last) : std::string();
    const std::string piece = canonical.substr(0, canonical[0] == '+' ? 2 : 1);
    const std::string from = shogi_square_name<G>(m.from(), order), to = shogi_square_name<G>(m.to(), order);
    const std::string sep = pos.empty(m.to()) ? "-" : "x";
    return {piece + from + sep + to + suffix, piece + from + to + suffix, from + "-" + to + suffix, from + to + suffix};
}

// Every legal move of every position of the games reads back from its USI, UCI and server texts (the
// canonical ones in both square orders and the longer forms), and every position from its SFEN.
template <class V>
round_trip_stats round_trips(int games, int plies, std::uint64_t seed) {
    CAPTURE(V::name);
    round_trip_stats stats;
    for (int g = 0; g < games; ++g) {
        position<V> pos;
        for (int ply = 0; ply < plies; ++ply) {
            const std::string text = to_sfen(pos);
            CAPTURE(text);
            const auto again = from_sfen<V>(text);
            REQUIRE(again.has_value());
            REQUIRE(to_sfen(*again) == text);
            REQUIRE(again->key() == pos.key());
            const std::string fen = to_fen(pos);  // the same board and hands (SFEN has no move-rule clock)
            REQUIRE(to_fen(*again).substr(0, fen.find(' ')) == fen.substr(0, fen.find(' ')));
            const std::vector<move> moves = legal_move_vector(pos);
            if (moves.empty()) break;
            for (const move m : moves) {
                const auto usi = to_usi(pos, m);
                REQUIRE(usi.has_value());
                CAPTURE(*usi);
                const auto by_usi = parse_usi(pos, *usi);
                REQUIRE_MESSAGE(by_usi.has_value(), by_usi.error().message());
                REQUIRE(*by_usi == m);
                const auto by_uci = parse_uci(pos, to_uci(pos, m));
                REQUIRE(by_uci.has_value());
                REQUIRE(*by_uci == m);
                for (const shogi_square_order order : {shogi_square_order::file_rank, shogi_square_order::rank_file}) {
                    const auto server = to_shogi_move(pos, m, order);
                    REQUIRE(server.has_value());
                    CAPTURE(*server);
                    const auto back = parse_shogi_move(pos, *server);
                    REQUIRE_MESSAGE(back.has_value(), back.error().message());
                    REQUIRE(*back == m);
                    for (const std::string& form : longer_forms(pos, m, *server, order)) {
                        CAPTURE(form);
                        const auto other = parse_shogi_move(pos, form);
                        REQUIRE_MESSAGE(other.has_value(), other.error().message());
                        REQUIRE(*other == m);
                    }
                    if (order == shogi_square_order::rank_file) continue;
                    ++stats.moves;
                    stats.drops += m.kind() == move_kind::drop;
                    stats.promotions += m.kind() == move_kind::promotion;
                    stats.declined += server->back() == '=';
                    stats.disambiguated += server->find_first_of("123456789") != server->find_last_of("123456789");
                    stats.promoted_pieces += (*server)[0] == '+';
                    stats.captures += contains(*server, "x");
                }
            }
            pos.make(moves[static_cast<std::size_t>(splitmix64(seed) % moves.size())]);
            ++stats.plies;
        }
    }
    return stats;
}

}  // namespace

TEST_CASE("SFEN: shogi's start, the USI example, and round trips") {
    const position<shogi> start;
    CHECK(to_sfen(start) == "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    CHECK(sfen<shogi>("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1").key() == start.key());
    CHECK(to_sfen(position<minishogi>{}) == "rbsgk/4p/5/P4/KGSBR b - 1");
    // The move number is optional, and extra spaces are allowed.
    CHECK(sfen<shogi>("  lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL  b  - ").key() == start.key());

    // The USI protocol's example has five knights (two on each of ranks e and i, one in gote's hand),
    // one more than the set: a position no game reaches, refused. Without the knight on 8i it reads:
    // hands with counts, promoted pieces on both sides.
    CHECK(sfen_error_of<shogi>("8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2N3L b Sbgn3p 124") ==
          "SFEN hand field, column 68: more pieces of a kind on the board and in hand than the variant's set holds "
          "(captures go to hand: no piece is ever added)");
    const auto example = sfen<shogi>("8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/L3N3L b Sbgn3p 124");
    using traits = variant_traits<shogi>;
    using G = traits::board;
    const auto type = [](char letter, bool promoted = false) { return traits::pieces::index_of(letter, promoted); };
    CHECK(example.side_to_move() == 0);
    CHECK(example.in_hand(0, type('S')) == 1);
    CHECK(example.in_hand(1, type('B')) == 1);
    CHECK(example.in_hand(1, type('G')) == 1);
    CHECK(example.in_hand(1, type('N')) == 1);
    CHECK(example.in_hand(1, type('P')) == 3);
    CHECK(example.in_hand(0, type('P')) == 0);
    CHECK(example.type_on(G::square(2, 7)) == type('R', true));  // +R on 7b
    CHECK(example.color_on(G::square(2, 7)) == 0);
    CHECK(example.type_on(G::square(7, 1)) == type('R', true));  // +r on 2h
    CHECK(example.color_on(G::square(7, 1)) == 1);
    // Sente to move at an even move number is a parity position<V> cannot keep (sfen.hpp): it reads as
    // the next ply. Everything else is written back as it was read.
    CHECK(to_sfen(example) == "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/L3N3L b Sbgn3p 125");
    CHECK(to_sfen(sfen<shogi>("lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1")) ==
          "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 2");

    // Hands are written in the order R B G S N L P, sente's first, whatever order they were read in.
    CHECK(to_sfen(sfen<shogi>("4k4/9/9/9/9/9/9/9/4K4 w 2pPbRl3N 7")) == "4k4/9/9/9/9/9/9/9/4K4 w R3NPbl2p 8");
    CHECK(to_sfen(sfen<shogi>("4k4/9/9/9/9/9/9/9/4K4 b 18P 1")) == "4k4/9/9/9/9/9/9/9/4K4 b 18P 1");

    // After moves: the ply count and the hands follow.
    position<shogi> pos;
    play_usi(pos, "7g7f 3c3d 8h2b+ 3a2b");
    CHECK(to_sfen(pos) == "lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 5");
}

TEST_CASE("SFEN errors name the field and the column") {
    CHECK(sfen_error_of<shogi>("") == "SFEN board field, column 1: the SFEN is empty");
    CHECK(sfen_error_of<shogi>("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL") ==
          "SFEN side to move field, column 58: missing: expected 'b' (sente) or 'w' (gote)");
    CHECK(sfen_error_of<shogi>("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b") ==
          "SFEN hand field, column 60: missing: expected the pieces in hand or '-'");
    CHECK(sfen_error_of<shogi>("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1") ==
          "SFEN side to move field, column 59: expected 'b' (sente) or 'w' (gote)");
    CHECK(sfen_error_of<shogi>("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN b - 1") ==
          "SFEN board field, column 57: the board has too few squares");
    CHECK(sfen_error_of<shogi>("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNLL b - 1") ==
          "SFEN board field, column 58: a rank has the wrong number of squares");
    CHECK(sfen_error_of<shogi>("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL/P b - 1") ==
          "SFEN board field, column 58: more ranks than the board has");
    CHECK(sfen_error_of<shogi>("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] b - 1") ==
          "SFEN board field, column 58: '[': SFEN writes the hands in a field of their own");
    CHECK(sfen_error_of<shogi>("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN~L b - 1") ==
          "SFEN board field, column 57: '~' (a piece that promoted chess-style) in a variant that has none");
    CHECK(sfen_error_of<shogi>("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGQGSNL b - 1") ==
          "SFEN board field, column 53: a letter that is no piece of this variant");
    CHECK(sfen_error_of<shogi>("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSG+KGSNL b - 1") ==
          "SFEN board field, column 53: a promoted piece ('+' and a letter) this variant does not have");
    CHECK(sfen_error_of<shogi>("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSG1GSNL b - 1") ==
          "SFEN board field, column 1: sente has no king");
    CHECK(sfen_error_of<shogi>("4k4/9/9/9/9/9/9/9/4K4 b 0P 1") == "SFEN hand field, column 25: a count of 0 or with a leading 0");
    CHECK(sfen_error_of<shogi>("4k4/9/9/9/9/9/9/9/4K4 b 2 1") == "SFEN hand field, column 25: a count without a piece letter");
    CHECK(sfen_error_of<shogi>("4k4/9/9/9/9/9/9/9/4K4 b P2 1") == "SFEN hand field, column 26: a count without a piece letter");
    CHECK(sfen_error_of<shogi>("4k4/9/9/9/9/9/9/9/4K4 b K 1") ==
          "SFEN hand field, column 25: a letter that is no piece this variant holds in hand");
    CHECK(sfen_error_of<shogi>("4k4/9/9/9/9/9/9/9/4K4 b +P 1") == "SFEN hand field, column 25: expected a count or a piece letter");
    CHECK(sfen_error_of<shogi>("4k4/9/9/9/9/9/9/9/4K4 b 201P 1") == "SFEN hand field, column 25: more than 200 pieces of one type");
    CHECK(sfen_error_of<shogi>("4k4/9/9/9/9/9/9/9/4K4 b -P 1") == "SFEN hand field, column 26: expected a space after '-'");
    CHECK(sfen_error_of<shogi>("4k4/9/9/9/9/9/9/9/4K4 b - 0") == "SFEN move number field, column 27: move numbers start at 1");
    CHECK(sfen_error_of<shogi>("4k4/9/9/9/9/9/9/9/4K4 b - x") == "SFEN move number field, column 27: expected a number");
    CHECK(sfen_error_of<shogi>("4k4/9/9/9/9/9/9/9/4K4 b - 1x") == "SFEN move number field, column 28: expected a number");
    CHECK(sfen_error_of<shogi>("4k4/9/9/9/9/9/9/9/4K4 b - 999999999") == "SFEN move number field, column 27: a number too large");
    CHECK(sfen_error_of<shogi>("4k4/9/9/9/9/9/9/9/4K4 b - 1 moves") == "SFEN extra text field, column 29: unexpected text after the SFEN");
    // The side not to move in check (gote's king on 5a attacked by sente's rook on 5e).
    CHECK(sfen_error_of<shogi>("4k4/9/9/9/4R4/9/9/9/4K4 b - 1") ==
          "SFEN side to move field, column 25: the side not to move is in check (it could be captured)");
    CHECK(sfen_error_of<minishogi>("rbsgk/4p/5/P4/KGSBR b N 1") ==
          "SFEN hand field, column 23: a letter that is no piece this variant holds in hand");
    // Truncations of a good SFEN never crash, and each is an error or a position.
    const std::string good = "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/L3N3L b Sbgn3p 124";
    // Its end of line, as read from a file or a socket, is not part of it.
    REQUIRE(from_sfen<shogi>(good + "\r\n").has_value());
    CHECK(to_sfen(*from_sfen<shogi>(good + " \n")) == to_sfen(*from_sfen<shogi>(good)));
    // What only the whole position tells is said in its field (issue 19): nifu on the board, too
    // many pawns in the hands.
    CHECK(sfen_error_of<shogi>("4k4/9/9/9/9/9/P8/P8/4K4 b - 1") ==
          "SFEN board field, column 18: more pieces of a type on one file than its drops allow (nifu: two unpromoted "
          "shogi pawns on a file)");
    CHECK(sfen_error_of<shogi>("4k4/9/9/9/9/9/9/9/4K4 b 10P9p 1") ==
          "SFEN hand field, column 25: more pieces of a kind on the board and in hand than the variant's set holds "
          "(captures go to hand: no piece is ever added)");
    for (std::size_t n = 0; n < good.size(); ++n) {
        const auto r = from_sfen<shogi>(good.substr(0, n));
        if (!r) CHECK(r.error().column >= 1);
    }
}

TEST_CASE("USI moves from real positions") {
    using G = variant_traits<shogi>::board;
    position<shogi> pos;
    const auto first = parse_usi(pos, "7g7f");
    REQUIRE(first.has_value());
    CHECK(first->from() == G::square(2, 2));
    CHECK(first->to() == G::square(2, 3));
    CHECK(*to_usi(pos, *first) == "7g7f");
    pos.make(*first);
    play_usi(pos, "3c3d");
    const auto bishop = parse_usi(pos, "8h2b+");
    REQUIRE(bishop.has_value());
    CHECK(bishop->kind() == move_kind::promotion);
    CHECK(bishop->piece() == variant_traits<shogi>::pieces::index_of('B', true));
    CHECK(bishop->from() == G::square(1, 1));
    CHECK(bishop->to() == G::square(7, 7));
    const auto plain = parse_usi(pos, "8h2b");  // may promote, does not: no suffix
    REQUIRE(plain.has_value());
    CHECK(plain->kind() == move_kind::normal);
    CHECK(*to_usi(pos, *plain) == "8h2b");

    const auto hand = sfen<shogi>("lnsgkgsnl/1r5b1/pppp1pppp/9/9/9/PPPP1PPPP/1B5R1/LNSGKGSNL b Pp 1");
    const auto drop = parse_usi(hand, "P*5e");
    REQUIRE(drop.has_value());
    CHECK(drop->kind() == move_kind::drop);
    CHECK(drop->piece() == variant_traits<shogi>::pieces::index_of('P'));
    CHECK(drop->to() == G::square(4, 4));
    CHECK(*to_usi(hand, *drop) == "P*5e");

    // Minishogi's 5x5: files 5..1, ranks a..e.
    using M = variant_traits<minishogi>::board;
    const position<minishogi> mini;
    const auto pawn = parse_usi(mini, "5d5c");
    REQUIRE(pawn.has_value());
    CHECK(pawn->from() == M::square(0, 1));
    CHECK(*to_usi(mini, *parse_usi(mini, "4e3d")) == "4e3d");
}

TEST_CASE("USI errors") {
    const position<shogi> start;
    CHECK(error_of(parse_usi(start, "")) == "'' is not a USI move: the text is empty");
    CHECK(error_of(parse_usi(start, "7g")) == "'7g' is not a USI move: expected a square of this board (file 1-9 from the right, rank a-i from the top) at column 3");
    CHECK(error_of(parse_usi(start, "7g7")) == "'7g7' is not a USI move: expected a square of this board (file 1-9 from the right, rank a-i from the top) at column 3");
    CHECK(error_of(parse_usi(start, "7g7j")) == "'7g7j' is not a USI move: expected a square of this board (file 1-9 from the right, rank a-i from the top) at column 3");
    CHECK(error_of(parse_usi(start, "0g7f")) == "'0g7f' is not a USI move: expected a square of this board (file 1-9 from the right, rank a-i from the top) at column 1");
    CHECK(error_of(parse_usi(start, "g7f7")) == "'g7f7' is not a USI move: expected a square of this board (file 1-9 from the right, rank a-i from the top) at column 1");
    CHECK(error_of(parse_usi(start, "7g7f=")) == "'7g7f=' is not a USI move: expected '+' (promote) or nothing at column 5");
    CHECK(error_of(parse_usi(start, "7g7f++")) == "'7g7f++' is not a USI move: too long (expected like 7g7f, 8h2b+ or P*5e)");
    CHECK(error_of(parse_usi(start, "7g7e")) == "'7g7e' is not a legal move here");
    CHECK(error_of(parse_usi(start, "7g7f+")) == "'7g7f+' is not legal here: the piece cannot promote on this move");
    CHECK(error_of(parse_usi(start, "p*5e")) == "'p*5e' is not a USI move: expected the upper-case letter of a piece this variant drops at column 1");
    CHECK(error_of(parse_usi(start, "K*5e")) == "'K*5e' is not a USI move: expected the upper-case letter of a piece this variant drops at column 1");
    CHECK(error_of(parse_usi(start, "P*5")) == "'P*5' is not a USI move: expected a square of this board (file 1-9 from the right, rank a-i from the top) at column 3");
    CHECK(error_of(parse_usi(start, "P*5e")) == "'P*5e' is not a legal move here");
    const auto pawn = sfen<shogi>("4k4/7P1/9/9/9/9/9/9/4K4 b - 1");
    CHECK(error_of(parse_usi(pawn, "2b2a")) == "'2b2a' is not legal here: the piece must promote (2b2a+)");
    CHECK(parse_usi(pawn, "2b2a+").has_value());
    const position<minishogi> mini;
    CHECK(error_of(parse_usi(mini, "5d5f")) == "'5d5f' is not a USI move: expected a square of this board (file 1-5 from the right, rank a-e from the top) at column 3");
    // Boards larger than 9x9 have no USI squares.
    const position<variants::capablanca> wide;
    CHECK(error_of(parse_usi(wide, "7g7f")) == "'7g7f' cannot be read: USI squares (digit and letter) reach 9 files and 9 ranks, and this board has 10 files and 8 ranks");
    CHECK_FALSE(to_usi(wide, legal_move_vector(wide)[0]).has_value());
    CHECK_FALSE(to_shogi_move(wide, legal_move_vector(wide)[0]).has_value());
}

TEST_CASE("UCI/CECP forms of shogi moves: drops with '@', '+' promotions, no suffix when not promoting") {
    position<shogi> pos;
    play_usi(pos, "7g7f 3c3d");
    CHECK(to_uci(pos, *parse_usi(pos, "8h2b+")) == "b2h8+");
    CHECK(to_uci(pos, *parse_usi(pos, "8h2b")) == "b2h8");
    CHECK(*parse_uci(pos, "b2h8+") == *parse_usi(pos, "8h2b+"));
    CHECK(*parse_uci(pos, "b2h8") == *parse_usi(pos, "8h2b"));
    const auto hand = sfen<shogi>("lnsgkgsnl/1r5b1/pppp1pppp/9/9/9/PPPP1PPPP/1B5R1/LNSGKGSNL b Pp 1");
    CHECK(to_uci(hand, *parse_usi(hand, "P*5e")) == "P@e5");
    CHECK(*parse_uci(hand, "P@e5") == *parse_usi(hand, "P*5e"));
    CHECK_FALSE(parse_uci(hand, "P@e1").has_value());  // a pawn where another one is (5i holds the king)
    CHECK_FALSE(parse_uci(hand, "G@e5").has_value());  // no gold in hand
    // A silver entering the zone may promote or not: both read, the plain one without a suffix.
    const auto silver = sfen<shogi>("4k4/9/9/6S2/9/9/9/9/4K4 b - 1");
    CHECK(to_uci(silver, *parse_usi(silver, "3d3c")) == "g6g7");
    CHECK(to_uci(silver, *parse_usi(silver, "3d3c+")) == "g6g7+");
    CHECK(parse_uci(silver, "g6g7")->kind() == move_kind::normal);
    CHECK(parse_uci(silver, "g6g7+")->kind() == move_kind::promotion);
}

TEST_CASE("the server's notation: the seed's examples and the start position") {
    position<shogi> pos;
    const auto p7f = parse_usi(pos, "7g7f");
    for (const std::string_view text : {"P7f", "P-7f", "P7g-7f", "P7g7f", "7g-7f", "7g7f", "Pf7", "Pg7-f7", "g7-f7", "g7f7"}) {
        CAPTURE(text);
        const auto m = parse_shogi_move(pos, text);
        REQUIRE_MESSAGE(m.has_value(), m.error().message());
        CHECK(*m == *p7f);
    }
    CHECK(*to_shogi_move(pos, *p7f) == "P7f");
    CHECK(*to_shogi_move(pos, *p7f, shogi_square_order::rank_file) == "Pf7");
    // Both golds can go to 5h: the from-square is needed.
    CHECK(*to_shogi_move(pos, *parse_usi(pos, "6i5h")) == "G6i-5h");
    CHECK(*to_shogi_move(pos, *parse_usi(pos, "4i5h")) == "G4i-5h");
    CHECK(*parse_shogi_move(pos, "G4i-5h") == *parse_usi(pos, "4i5h"));
    CHECK(*parse_shogi_move(pos, "Gi4h5") == *parse_usi(pos, "4i5h"));
    CHECK(error_of(parse_shogi_move(pos, "G5h")) == "'G5h' is ambiguous: it names G6i-5h or G4i-5h");

    // G4a-5b (gote's golds), as in the seed.
    pos.make(*p7f);
    CHECK(*to_shogi_move(pos, *parse_usi(pos, "4a5b")) == "G4a-5b");
    CHECK(*to_shogi_move(pos, *parse_usi(pos, "6a5b")) == "G6a-5b");
    CHECK(*parse_shogi_move(pos, "G4a-5b") == *parse_usi(pos, "4a5b"));

    // Bx2b+ and Bx2b=: a capture that may promote says which.
    play_usi(pos, "3c3d");
    CHECK(*to_shogi_move(pos, *parse_usi(pos, "8h2b+")) == "Bx2b+");
    CHECK(*to_shogi_move(pos, *parse_usi(pos, "8h2b")) == "Bx2b=");
    CHECK(*parse_shogi_move(pos, "Bx2b+") == *parse_usi(pos, "8h2b+"));
    CHECK(*parse_shogi_move(pos, "B8hx2b=") == *parse_usi(pos, "8h2b"));
    CHECK(*parse_shogi_move(pos, "B-2b=") == *parse_usi(pos, "8h2b"));  // '-' on a capture is read too
    CHECK(*parse_shogi_move(pos, "8h2b+") == *parse_usi(pos, "8h2b+"));

    // Px5e, P'8f / P*8f, B7g+ (gote's bishop into its zone), +S3d, S3c=.
    const auto capture = sfen<shogi>("4k4/9/9/9/4p4/4P4/9/9/4K4 b - 1");
    CHECK(*to_shogi_move(capture, *parse_usi(capture, "5f5e")) == "Px5e");
    const auto drop = sfen<shogi>("4k4/9/9/9/9/9/9/9/4K4 b P 1");
    CHECK(*to_shogi_move(drop, *parse_usi(drop, "P*8f")) == "P'8f");
    CHECK(*parse_shogi_move(drop, "P'8f") == *parse_usi(drop, "P*8f"));
    CHECK(*parse_shogi_move(drop, "P*8f") == *parse_usi(drop, "P*8f"));
    CHECK(*parse_shogi_move(drop, "P'f8") == *parse_usi(drop, "P*8f"));
    const auto bishop = sfen<shogi>("4k4/9/9/9/4b4/9/9/9/4K4 w - 2");
    CHECK(*to_shogi_move(bishop, *parse_usi(bishop, "5e7g+")) == "B7g+");
    CHECK(*to_shogi_move(bishop, *parse_usi(bishop, "5e7g")) == "B7g=");
    const auto promoted = sfen<shogi>("4k4/9/9/9/6+S2/9/9/9/4K4 b - 1");
    CHECK(*to_shogi_move(promoted, *parse_usi(promoted, "3e3d")) == "+S3d");
    CHECK(*parse_shogi_move(promoted, "+S3d") == *parse_usi(promoted, "3e3d"));
    const auto silver = sfen<shogi>("4k4/9/9/6S2/9/9/9/9/4K4 b - 1");
    CHECK(*to_shogi_move(silver, *parse_usi(silver, "3d3c")) == "S3c=");
    CHECK(*to_shogi_move(silver, *parse_usi(silver, "3d3c+")) == "S3c+");
    // Where promotion is forced the '+' is written, and may be left out when reading.
    const auto pawn = sfen<shogi>("4k4/7P1/9/9/9/9/9/9/4K4 b - 1");
    CHECK(*to_shogi_move(pawn, *parse_usi(pawn, "2b2a+")) == "P2a+");
    CHECK(*parse_shogi_move(pawn, "P2a") == *parse_usi(pawn, "2b2a+"));
}

TEST_CASE("the server's notation: errors") {
    const position<shogi> start;
    CHECK(error_of(parse_shogi_move(start, "")) == "'' is not a shogi move: the text is empty");
    CHECK(error_of(parse_shogi_move(start, "Z7f")) == "'Z7f' is not a shogi move: no piece of this variant is written 'Z' at column 1");
    CHECK(error_of(parse_shogi_move(start, "+G7f")) == "'+G7f' is not a shogi move: no piece of this variant is written '+G' at column 1");
    CHECK(error_of(parse_shogi_move(start, "+7f")) == "'+7f' is not a shogi move: expected a piece letter after the '+' of a promoted piece at column 2");
    CHECK(error_of(parse_shogi_move(start, "P7")) == "'P7' is not a shogi move: expected a square of this board (file 1-9 and rank a-i, like 7f or f7) at column 2");
    CHECK(error_of(parse_shogi_move(start, "P7j")) == "'P7j' is not a shogi move: expected a square of this board (file 1-9 and rank a-i, like 7f or f7) at column 2");
    CHECK(error_of(parse_shogi_move(start, "7g-7")) == "'7g-7' is not a shogi move: expected a square of this board (file 1-9 and rank a-i, like 7f or f7) at column 4");
    CHECK(error_of(parse_shogi_move(start, "P-")) == "'P-' is not a shogi move: expected a square of this board (file 1-9 and rank a-i, like 7f or f7) at column 3");
    CHECK(error_of(parse_shogi_move(start, "7g-f7")) == "'7g-f7' is not a shogi move: the two squares are written in different orders (file-rank and rank-file) at column 4");
    CHECK(error_of(parse_shogi_move(start, "g77f")) == "'g77f' is not a shogi move: the two squares are written in different orders (file-rank and rank-file) at column 3");
    CHECK(error_of(parse_shogi_move(start, "7f")) == "'7f' is not a shogi move: a move needs the piece's letter or its from-square at column 1");
    CHECK(error_of(parse_shogi_move(start, "P7f?")) == "'P7f?' is not a shogi move: unexpected text after the move at column 4");
    CHECK(error_of(parse_shogi_move(start, "P7f+=")) == "'P7f+=' is not a shogi move: unexpected text after the move at column 5");
    CHECK(error_of(parse_shogi_move(start, "P'5e5d")) == "'P'5e5d' is not a shogi move: unexpected text after the drop at column 5");
    CHECK(error_of(parse_shogi_move(start, "'5e")) == "''5e' is not a shogi move: a drop needs a piece letter before it at column 1");
    CHECK(error_of(parse_shogi_move(start, "+P'5e")) == "'+P'5e' is not a shogi move: pieces are dropped unpromoted at column 1");
    CHECK(error_of(parse_shogi_move(start, "K'5e")) == "'K'5e' is not a shogi move: this piece is never held in hand at column 1");
    CHECK(error_of(parse_shogi_move(start, "P'5e")) == "'P'5e' is not a legal move here: no such drop");
    CHECK(error_of(parse_shogi_move(start, "P7f+")) == "'P7f+' is not a legal move here: the piece cannot promote on this move ('+')");
    CHECK(error_of(parse_shogi_move(start, "P7f=")) == "'P7f=' is not a legal move here: '=' (not promoting) on a move that cannot promote");
    CHECK(error_of(parse_shogi_move(start, "Px7f")) == "'Px7f' is not a legal move here: 'x' (a capture) but the square is empty");
    CHECK(error_of(parse_shogi_move(start, "N7f")) == "'N7f' is not a legal move here");
    CHECK(error_of(parse_shogi_move(start, "P7e")) == "'P7e' is not a legal move here");
    CHECK(error_of(parse_shogi_move(start, "5e-5d")) == "'5e-5d' is not a legal move here: no piece on its from-square");
    CHECK(error_of(parse_shogi_move(start, "R7g-7f")) == "'R7g-7f' is not a legal move here: the piece on its from-square is not R");
    CHECK(contains(error_of(parse_shogi_move(start, "P7g-7f-7e")), "at column 7"));
    const auto silver = sfen<shogi>("4k4/9/9/6S2/9/9/9/9/4K4 b - 1");
    CHECK(error_of(parse_shogi_move(silver, "S3c")) == "'S3c' needs '+' or '=': the piece may promote on this move (add '+' to promote, '=' not to)");
    CHECK(error_of(parse_shogi_move(silver, "3d3c")) == "'3d3c' needs '+' or '=': the piece may promote on this move (add '+' to promote, '=' not to)");
    const auto pawn = sfen<shogi>("4k4/7P1/9/9/9/9/9/9/4K4 b - 1");
    CHECK(error_of(parse_shogi_move(pawn, "P2a=")) == "'P2a=' is not a legal move here: the piece must promote on this move ('+')");
    // Minishogi's 5x5 has no file 6 and no rank f.
    const position<minishogi> mini;
    CHECK(error_of(parse_shogi_move(mini, "P6d")) == "'P6d' is not a shogi move: expected a square of this board (file 1-5 and rank a-e, like 7f or f7) at column 2");
    CHECK(*to_shogi_move(mini, *parse_usi(mini, "5d5c")) == "P5c");
}

TEST_CASE("the server's board diagram") {
    // Seed 002's start position, with two slips of the seed's drawing made regular: the grid line below
    // rank c lacks its closing '+', and "Black in hand:" starts a column left of "White in hand:".
    const std::string seed = R"(   9    8    7    6    5    4    3    2    1
+--------------------------------------------+       White in hand:
| wL | wN | wS | wG | wK | wG | wS | wN | wL |  a   +---------------+
+--------------------------------------------+      |               |
|    | wR |    |    |    |    |    | wB |    |  b   |               |
+--------------------------------------------+      +---------------+
| wP | wP | wP | wP | wP | wP | wP | wP | wP |  c
+--------------------------------------------+
|    |    |    |    |    |    |    |    |    |  d
+--------------------------------------------+
|    |    |    |    |    |    |    |    |    |  e
+--------------------------------------------+
|    |    |    |    |    |    |    |    |    |  f
+--------------------------------------------+
| bP | bP | bP | bP | bP | bP | bP | bP | bP |  g
+--------------------------------------------+       Black in hand:
|    | bB |    |    |    |    |    | bR |    |  h   +---------------+
+--------------------------------------------+      |               |
| bL | bN | bS | bG | bK | bG | bS | bN | bL |  i   |               |
+--------------------------------------------+      +---------------+
)";
    CHECK(to_diagram(position<shogi>{}) == seed);

    // Pieces in hand, and promoted pieces drawn "+bR".
    const auto example = sfen<shogi>("8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/L3N3L b Sbgn3p 124");
    const std::string d = to_diagram(example);
    CHECK(contains(d, "|    | wL |+bR |    |    | bP |    |    |    |  b   |               |\n"));
    CHECK(contains(d, "+--------------------------------------------+      | B G N 3P      |\n"));
    CHECK(contains(d, "|    | bK | bS | bG |    |    |    |+wR |    |  h   +---------------+\n"));
    CHECK(contains(d, "+--------------------------------------------+      | S             |\n"));
    // A full hand takes a second line of the box.
    const std::string full = to_diagram(sfen<shogi>("4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N4L18P 1"));
    CHECK(contains(full, "| 2R 2B 4G 4S   |\n"));
    CHECK(contains(full, "| 4N 4L 18P     |\n"));

    // Minishogi: five files and ranks, the boxes at the top and the bottom.
    const std::string mini = R"(   5    4    3    2    1
+------------------------+       White in hand:
| wR | wB | wS | wG | wK |  a   +---------------+
+------------------------+      |               |
|    |    |    |    | wP |  b   |               |
+------------------------+      +---------------+
|    |    |    |    |    |  c
+------------------------+       Black in hand:
| bP |    |    |    |    |  d   +---------------+
+------------------------+      |               |
| bK | bG | bS | bB | bR |  e   |               |
+------------------------+      +---------------+
)";
    CHECK(to_diagram(position<minishogi>{}) == mini);
}

TEST_CASE("handicaps, square by square against the seed") {
    using traits = variant_traits<shogi>;
    using G = traits::board;
    const position<shogi> start;
    // The start position with the given changes (USI squares; '.' empties, else a white piece's letter,
    // '+' first for a promoted one), compared with the handicap's position on every square.
    auto check = [&](std::string_view handicap, std::vector<std::pair<std::string_view, std::string_view>> changes) {
        CAPTURE(handicap);
        const auto h = shogi_handicap<variants::shogi>(handicap);
        REQUIRE_MESSAGE(h.has_value(), h.error().message());
        std::array<std::uint8_t, G::squares> expected{};
        for (int sq = 0; sq < G::squares; ++sq) expected[static_cast<std::size_t>(sq)] = start.code_on(sq);
        for (const auto& [square, piece] : changes) {
            const int sq = G::square(9 - (square[0] - '0'), 8 - (square[1] - 'a'));
            expected[static_cast<std::size_t>(sq)] =
                piece == "." ? 0 : piece_code(traits::pieces::index_of(piece.back(), piece.size() == 2), 1);
        }
        for (int sq = 0; sq < G::squares; ++sq) {
            CAPTURE(usi_square_name<G>(sq));
            CHECK(h->code_on(sq) == expected[static_cast<std::size_t>(sq)]);
        }
        CHECK(h->side_to_move() == 1);  // White, who gave the handicap, moves first
        CHECK(h->hand_empty(0));
        CHECK(h->hand_empty(1));
        CHECK(count_legal_moves(*h) > 0);
    };
    // The seed's examples: RL is 8b,1a (White's leftmost lance, as White sees the board, is on 1a).
    check("RL", {{"8b", "."}, {"1a", "."}});
    check("8b,1a", {{"8b", "."}, {"1a", "."}});
    check("-handicap=RL", {{"8b", "."}, {"1a", "."}});
    check("8b=G", {{"8b", "G"}});
    check("R,B,5c,3a=G,7a=G", {{"8b", "."}, {"2b", "."}, {"5c", "."}, {"3a", "G"}, {"7a", "G"}});
    check("b8,a1", {{"8b", "."}, {"1a", "."}});
    check("2b=+B", {{"2b", "+B"}});
    check("5e=P", {{"5e", "P"}});
    // The standard sets.
    check("L", {{"1a", "."}});
    check("9a", {{"9a", "."}});
    check("B", {{"2b", "."}});
    check("R", {{"8b", "."}});
    check("2p", {{"8b", "."}, {"2b", "."}});
    check("3p", {{"8b", "."}, {"2b", "."}, {"1a", "."}});
    check("4p", {{"8b", "."}, {"2b", "."}, {"1a", "."}, {"9a", "."}});
    check("5p", {{"8b", "."}, {"2b", "."}, {"1a", "."}, {"9a", "."}, {"2a", "."}});
    check("6p", {{"8b", "."}, {"2b", "."}, {"1a", "."}, {"9a", "."}, {"2a", "."}, {"8a", "."}});
    check("7p", {{"8b", "."}, {"2b", "."}, {"1a", "."}, {"9a", "."}, {"2a", "."}, {"8a", "."}, {"3a", "."}});
    check("8p", {{"8b", "."}, {"2b", "."}, {"1a", "."}, {"9a", "."}, {"2a", "."}, {"8a", "."}, {"3a", "."}, {"7a", "."}});
    check("10p", {{"8b", "."}, {"2b", "."}, {"1a", "."}, {"9a", "."}, {"2a", "."}, {"8a", "."}, {"3a", "."}, {"7a", "."},
                  {"4a", "."}, {"6a", "."}});
    check("P", {{"1c", "."}});
    // Removing a square holding Black's piece is allowed ("any specified piece").
    const auto black = shogi_handicap<variants::shogi>("8h");
    REQUIRE(black.has_value());
    CHECK(black->empty(G::square(1, 1)));
    // As SFEN: gote to move at ply 1.
    CHECK(to_sfen(*shogi_handicap<variants::shogi>("2p")) == "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 2");
    CHECK(to_sfen(*shogi_handicap<variants::shogi>("L")) == "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 2");
    // White's first move from the handicap position, in the server's notation.
    const auto two = *shogi_handicap<variants::shogi>("2p");
    CHECK(*to_shogi_move(two, *parse_usi(two, "3c3d")) == "P3d");
}

TEST_CASE("handicap errors") {
    auto error = [](std::string_view text) {
        const auto h = shogi_handicap<variants::shogi>(text);
        REQUIRE_FALSE(h.has_value());
        return h.error().message();
    };
    CHECK(error("") == "handicap, column 1: no handicap given");
    CHECK(error("-handicap=") == "handicap, column 11: no handicap given");
    CHECK(error("K") == "handicap, column 1: a handicap cannot remove the king");
    CHECK(error("RX") == "handicap, column 2: no piece of this variant is written 'X'");
    CHECK(error("LLL") == "handicap, column 3: White has no L left to remove");
    CHECK(error("5a") == "handicap, column 1: a handicap cannot remove the king");
    CHECK(error("5e") == "handicap, column 1: no piece to remove on that square");
    CHECK(error("8b,,1a") == "handicap, column 4: an empty item (expected letters, a square or Np)");
    CHECK(error("8b,") == "handicap, column 4: an empty item (expected letters, a square or Np)");
    CHECK(error("9p") == "handicap, column 1: no standard handicap of that many pieces (2p to 8p and 10p are)");
    CHECK(error("1p") == "handicap, column 1: no standard handicap of that many pieces (2p to 8p and 10p are)");
    CHECK(error("02p") == "handicap, column 1: no standard handicap of that many pieces (2p to 8p and 10p are)");
    CHECK(error("8j") == "handicap, column 1: expected piece letters, a square of this board (like 8b or b8) or Np");
    CHECK(error("rl") == "handicap, column 1: expected piece letters, a square of this board (like 8b or b8) or Np");
    CHECK(error("8b=X") == "handicap, column 4: expected a piece of this variant after '=' (like G or +S)");
    CHECK(error("8b=") == "handicap, column 4: expected a piece of this variant after '=' (like G or +S)");
    CHECK(error("8b=+G") == "handicap, column 4: expected a piece of this variant after '=' (like G or +S)");
    CHECK(error("8b=GG") == "handicap, column 5: expected ',' after the piece");
    CHECK(error("8bG") == "handicap, column 3: expected ',' or '=' and a piece after the square");
    CHECK(error("5a=G") == "handicap, column 1: a handicap cannot place or replace a king");
    CHECK(error("5e=K") == "handicap, column 1: a handicap cannot place or replace a king");
    CHECK(error("5h=N") == "handicap, column 4: the piece could never move from that square");
    CHECK(error("5i=P") == "handicap, column 1: a handicap cannot place or replace a king");
    CHECK(error("1i,1i=P") == "handicap, column 7: the piece could never move from that square");  // White's pawn on its last rank
    CHECK(error("5h=R") == "handicap, column 5: the handicap leaves Black (the side not to move) in check");
}

TEST_CASE("every move of random games reads back from USI, UCI and the server's forms; every position from SFEN") {
    const auto s = round_trips<shogi>(5, 300, 20261124);
    CHECK(s.plies > 1000);
    CHECK(s.drops > 5000);
    CHECK(s.promotions > 1000);
    CHECK(s.declined > 1000);
    CHECK(s.disambiguated > 500);
    CHECK(s.promoted_pieces > 1000);
    CHECK(s.captures > 1000);
    const auto m = round_trips<minishogi>(20, 150, 7);
    CHECK(m.plies > 1000);
    CHECK(m.drops > 3000);
    CHECK(m.promotions > 500);
    CHECK(m.declined > 500);
    CHECK(m.disambiguated > 200);
    MESSAGE("shogi: " << s.plies << " plies, " << s.moves << " moves, " << s.drops << " drops, " << s.promotions << " promotions, "
                      << s.declined << " '=', " << s.disambiguated << " with from-square, " << s.promoted_pieces << " '+X', "
                      << s.captures << " captures; minishogi: " << m.plies << " plies, " << m.moves << " moves, " << m.drops
                      << " drops, " << m.promotions << " promotions, " << m.declined << " '=', " << m.disambiguated
                      << " with from-square, " << m.promoted_pieces << " '+X', " << m.captures << " captures");
}

TEST_CASE("no text crashes a reader: mutations of good texts") {
    // Each reader is given good texts with characters replaced, inserted and deleted at random; every
    // answer is a value or an error with a message (the sanitizer build of the fuzz target aside, this
    // is what catches reading past the end of a text).
    const std::string_view alphabet = "123456789abcdefghijpxw+*'-=,/ PLNSGBRK0~[]";
    position<shogi> pos;
    play_usi(pos, "7g7f 3c3d 8h2b+ 3a2b");
    const std::vector<std::string> sfens = {to_sfen(pos), "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/L3N3L b Sbgn3p 124"};
    const std::vector<std::string> moves = {"7g7f", "B*5e", "8h2b+", "P'5e", "Bx2b+", "G4a-5b", "+S3d", "g7-f7", "S3c="};
    const std::vector<std::string> handicaps = {"RL", "8b,1a", "R,B,5c,3a=G,7a=G", "2p", "10p", "2b=+B"};
    std::uint64_t seed = 99;
    auto mutate = [&](std::string s) {
        for (int k = 1 + static_cast<int>(splitmix64(seed) % 3); k > 0; --k) {
            const std::size_t at = s.empty() ? 0 : splitmix64(seed) % (s.size() + 1);
            const char c = alphabet[splitmix64(seed) % alphabet.size()];
            switch (splitmix64(seed) % 3) {
            case 0: if (at < s.size()) s[at] = c; break;
            case 1: s.insert(s.begin() + static_cast<std::ptrdiff_t>(at), c); break;
            default: if (at < s.size()) s.erase(at, 1); break;
            }
        }
        return s;
    };
    long values = 0, errors = 0;
    auto tally = [&](bool ok, const std::string& message) {
        if (ok) return void(++values);
        CHECK_FALSE(message.empty());
        ++errors;
    };
    for (int round = 0; round < 3000; ++round) {
        const auto s = from_sfen<shogi>(mutate(sfens[static_cast<std::size_t>(round) % sfens.size()]));
        tally(s.has_value(), s ? "" : s.error().message());
        const std::string text = mutate(moves[static_cast<std::size_t>(round) % moves.size()]);
        const auto u = parse_usi(pos, text);
        tally(u.has_value(), u ? "" : u.error().message());
        const auto m = parse_shogi_move(pos, text);
        tally(m.has_value(), m ? "" : m.error().message());
        const auto h = shogi_handicap<variants::shogi>(mutate(handicaps[static_cast<std::size_t>(round) % handicaps.size()]));
        tally(h.has_value(), h ? "" : h.error().message());
    }
    CHECK(values > 100);
    CHECK(errors > 1000);
}
