// examples/docs/docs-snippets.cpp: every code fragment of README.md and docs/reference.md, verbatim, in
// a program that compiles and runs them (ctest example.docs-snippets; docs.snippets checks that each
// fragment in the docs is in this file or in docs-intro.cpp). Fragments that are statements sit at column 0
// inside functions so that the text is the docs' exactly.
#include <cstdio>
#include <string>

#include "ferz/ferz.hpp"
#include "ferz/notation/cecp.hpp"

// README: defining a variant.
inline constexpr ferz::variant_def my_chess = [] {
    ferz::variant_def v = ferz::variants::chess::definition;   // chess: board, army, start, rules
    v.name = "my-chess";
    v.pieces.set(ferz::piece('N', "mafsW"));                    // the knight moves as a xiangqi horse
    v.rules.castling.chess960 = true;                           // every other rule stays chess's
    return v;
}();
using my_variant = ferz::variant<my_chess>;                     // a type: ferz::position<my_variant>

// docs/defining-variants.md: shogi in full.
inline constexpr ferz::variant_def my_shogi = {
    .name = "my-shogi",
    .files = 9,
    .ranks = 9,
    .pieces = {ferz::piece('P', "fWf@8"), ferz::piece('L', "fR@8"), ferz::piece('N', "ffN@7"),
               ferz::piece('S', "FfW"), ferz::piece('G', "WfF"), ferz::piece('B', "B"), ferz::piece('R', "R"),
               ferz::piece('K', "K", ferz::royal),
               ferz::promoted_piece('P', "WfF"), ferz::promoted_piece('L', "WfF"), ferz::promoted_piece('N', "WfF"),
               ferz::promoted_piece('S', "WfF"), ferz::promoted_piece('B', "BW"), ferz::promoted_piece('R', "RF")},
    .start_fen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1",
    .rules = {
        .promotion = {.ranks = 3, .from_zone = true},
        .drops = {.enabled = true, .pawn_drop_mate_illegal = true},       // uchifuzume
        .end = {.stalemate = ferz::outcome::loss, .move_rule = 0, .repetitions = 4, .perpetual_check_loses = true}},
};

// docs/reference.md: a variant with drops.
// Crazyhouse on Los Alamos' 6x6 board: no bishops, pawns promote to Q, R or N, captures go to hand.
inline constexpr ferz::variant_def los_alamos_house_def = {
    .name = "los-alamos-house",
    .files = 6,
    .ranks = 6,
    .pieces = {ferz::piece('P', "fmWfcFj@5", ferz::pawn),      // no drops on ranks 1 and 6
               ferz::piece('N', "N"), ferz::piece('R', "R"), ferz::piece('Q', "Q"), ferz::piece('K', "K", ferz::royal)},
    .start_fen = "rnqknr/pppppp/6/6/PPPPPP/RNQKNR[] w - - 0 1",
    .rules = {
        .promotion = {.ranks = 1, .pieces = "QRN"},
        .drops = {.enabled = true},                          // captured pieces go to the capturer's hand
        .end = {.move_rule = 50, .repetitions = 3}},
};
using los_alamos_house = ferz::variant<los_alamos_house_def>;

// docs/defining-variants.md: regions.
namespace regions {
constexpr ferz::piece_def king    = ferz::piece('K', "W", ferz::royal).confined("d1-f3");     // xiangqi: stays in the palace
constexpr ferz::piece_def soldier = ferz::piece('P', "fW").moving_in("a6-i10", "sW");         // sideways across the river
constexpr ferz::piece_def chariot = ferz::piece('R', "R").moving_in("d1 f1 e2 d3 f3 d8 f8 e9 d10 f10", "B");  // janggi
static_assert(chariot.regions == 1 && king.confine == "d1-f3");
}  // namespace regions

namespace {

void readme_xiangqi_notation() {
ferz::position<ferz::variants::xiangqi> pos;
auto m = ferz::parse_wxf(pos, "C2.5");          // or parse_ucci(pos, "h2e2"), parse_uci(pos, "h3e3")
ferz::to_ucci(pos, *m);                          // "h2e2"
pos.make(*m);
*ferz::to_wxf(pos, *ferz::parse_ucci(pos, "h9g7"));   // "H8+7"
}

void readme_shogi_notation() {
ferz::position<ferz::variants::shogi> pos;
auto m = ferz::parse_usi(pos, "7g7f");         // or parse_shogi_move(pos, "P7f"), parse_uci(pos, "c3c4")
pos.make(*m);
ferz::to_sfen(pos);                             // "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2"
auto two = ferz::shogi_handicap<ferz::variants::shogi>("2p");  // rook and bishop off; White (colour 1) moves first
std::puts(ferz::to_diagram(*two).c_str());      // the server's board, hands in boxes
}

void readme_pieces() {
ferz::position<ferz::variants::chess> pos;
using traits = ferz::variant_traits<ferz::variants::chess>;
for (int color = 0; color < 2; ++color)
    for (int type = 0; type < traits::types; ++type)
        for (int sq : pos.pieces(color, type))     // a bitboard iterates over its squares
            std::printf("%c on %s\n", traits::pieces::letters[type], ferz::square_name<traits::board>(sq).c_str());
// or square by square: pos.empty(sq), pos.type_on(sq), pos.color_on(sq)
}

void reference_movegen() {
ferz::position<ferz::variants::chess> pos;                 // the start position
const ferz::move_list moves = ferz::legal_moves(pos);      // fixed capacity, no allocation
std::printf("%zu legal moves\n", moves.size());             // 20
auto e4 = ferz::parse_uci(pos, "e2e4");                    // text in: a result, an error value if illegal
pos.make(*e4);                                             // only legal moves go to make()
auto bad = ferz::parse_san(pos, "Ke2");                    // the king cannot go there: an error
std::printf("%s\n", bad ? "legal?" : bad.error().message().c_str());
pos.unmake();                                              // back to the start position
std::printf("%s\n", ferz::to_fen(pos).c_str());
}

void reference_state() {
auto mated = ferz::position<ferz::variants::chess>::from_fen("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
const ferz::game_status status = ferz::game_result(*mated);
std::printf("%s, %s for the side to move\n", std::string(ferz::to_string(status.reason)).c_str(),
            status.result == ferz::outcome::loss ? "a loss" : "not a loss");   // checkmate, a loss
std::printf("in check %d, mate %d, stalemate %d\n", ferz::in_check(*mated), ferz::is_checkmate(*mated),
            ferz::is_stalemate(*mated));
}

void reference_notation() {
ferz::position<ferz::variants::chess> game;
for (const char* san : {"e4", "e5", "Nf3", "Nc6", "Bb5"}) game.make(*ferz::parse_san(game, san));
const ferz::move last = game.last_move();
game.unmake();
std::printf("%s is %s\n", ferz::to_san(game, last).c_str(), ferz::to_uci(game, last).c_str());  // Bb5 is f1b5
auto fen = ferz::position<ferz::variants::chess>::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1");
if (!fen) std::printf("%s\n", fen.error().message().c_str());       // names the field and the column
}

void reference_perft() {
ferz::position<los_alamos_house> la;
std::printf("perft(3) = %llu\n", static_cast<unsigned long long>(ferz::perft(la, 3)));   // 1212
for (const auto& [m, nodes] : ferz::divide(la, 2))                   // a line per root move
    std::printf("  %s: %llu\n", ferz::to_uci(la, m).c_str(), static_cast<unsigned long long>(nodes));
}

void reference_betza() {
constexpr auto horse = ferz::betza::compile<"mafsW">();     // compile time: a typo is a compile error
static_assert(horse.path_count == 8);
auto typo = ferz::betza::compile("fmWfceFifmnE");            // run time: an error value
std::printf("%s\n", std::string(ferz::betza::describe(typo.error()).view()).c_str());  // column 12: unknown atom
std::printf("%s\n", ferz::betza::canonical("NN")->c_str());            // N0: one spelling per meaning
std::printf("%s\n", ferz::cecp::portable_betza("mafsW")->c_str());     // nN, as XBoard reads it
}

void docs_checks() {
ferz::variant_def v = ferz::variants::chess::definition;
v.rules.promotion.pieces = "QRBZ";                          // no piece is lettered Z
const ferz::definition_error e = ferz::check(v);            // the checks of ferz::variant<...>, at run time
std::printf("%s\n", e.message().c_str());                   // rules.promotion.pieces, column 4: this letter is no piece of the variant
}

void reference_cecp() {
for (const std::string& line : ferz::cecp::variant_commands<los_alamos_house>("los-alamos-house"))
    std::printf("%s\n", line.c_str());
// setup (PN.RQKpn.rqk) 6x6+5_crazyhouse rnqknr/pppppp/6/6/PPPPPP/RNQKNR[-] w 0 1
// piece P& fmWfcF 2-5
}

}  // namespace

int main() {
    readme_xiangqi_notation();
    readme_shogi_notation();
    readme_pieces();
    reference_movegen();
    reference_state();
    reference_notation();
    reference_perft();
    reference_betza();
    reference_cecp();
    // The docs' variant definitions: checked, their traits (descriptors compiled, start FEN read)
    // without a generator of their own, which would double this file's compile time.
    using my_shogi_variant = ferz::variant<my_shogi>;
    static_assert(!ferz::check(my_chess) && !ferz::check(my_shogi));
    static_assert(ferz::variant_traits<my_variant>::types == 6 && ferz::variant_traits<my_shogi_variant>::types == 14);
    static_assert(ferz::variant_traits<my_shogi_variant>::has_drops && ferz::variant_traits<my_shogi_variant>::has_promoted_forms);
    static_assert(ferz::start_setup<my_variant>.side == 0 && ferz::start_setup<my_shogi_variant>.side == 0);
    docs_checks();
}
