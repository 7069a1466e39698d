// The GUI side of CECP (ferz/notation/cecp_reader.hpp): a variant_def from an engine's `setup` and
// `piece` lines.
//   - every built-in variant: the writer's lines (ferz/notation/cecp.hpp) read back give a variant
//     with Fairy-Stockfish's perft counts (the suite rows), or, where CECP cannot say one of its rules,
//     the test names the rule and checks that the loss shows;
//   - lines Fairy-Max 5.0b really sent, and the moves the variants read from them have at the start,
//     against Fairy-Stockfish (tools/oracle-perft) and XBoard's own move generator (tools/oracle-xbetza);
//   - mistakes, each with its line, column and cause.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/ferz.hpp"
#include "ferz/notation/cecp.hpp"
#include "ferz/notation/cecp_reader.hpp"

#include <support/dynamic_suite.hpp>

namespace {

ferz::result<ferz::variant_def, ferz::cecp::cecp_error> read(std::string_view variant, const std::vector<std::string>& lines) {
    ferz::cecp::variant_reader reader(variant);
    for (const std::string& l : lines) (void)reader.feed(l);
    return reader.finish();
}

template <std::size_t Bits>
std::string start_fen(const ferz::variant_def& d) {
    const auto v = ferz::make_dynamic_variant<Bits>(d);
    return v ? ferz::to_fen(ferz::position<ferz::dynamic<Bits>>(*v)) : std::string("(no variant: ") + v.error().message + ")";
}
std::string start_fen_any(const ferz::variant_def& d) {
    const int squares = d.files * d.ranks;
    return squares <= 64 ? start_fen<64>(d) : squares <= 128 ? start_fen<128>(d) : start_fen<256>(d);
}

std::uint64_t perft_any(const ferz::variant_def& d, std::string_view fen, int depth, std::string& error) {
    const int squares = d.files * d.ranks;
    if (squares <= 64) return dynamic_suite::run_time_perft<64>(d, fen, depth, error);
    if (squares <= 128) return dynamic_suite::run_time_perft<128>(d, fen, depth, error);
    return dynamic_suite::run_time_perft<256>(d, fen, depth, error);
}

// What the writer sends for V: the setup line as setup_command writes it, and piece_commands. The
// start FEN is written by V's run-time twin (to_fen of a position<V> for all 61 variants would cost
// minutes of compile time); the first test checks that the two agree.
template <class V>
std::vector<std::string> writer_lines() {
    using traits = ferz::variant_traits<V>;
    const ferz::cecp::xboard_layout l = ferz::cecp::layout<V>();
    const std::string_view name = ferz::cecp::variant_name(V::name);
    std::string setup = "setup (" + l.table + ") ";
    if (!ferz::cecp::xboard_knows_variant(name))
        setup += std::to_string(traits::files) + "x" + std::to_string(traits::ranks) + "+" + std::to_string(l.holdings) + "_" + l.parent + " ";
    std::vector<std::string> out{setup + start_fen_any(V::definition)};
    for (std::string& p : ferz::cecp::piece_commands<V>(l)) out.push_back(std::move(p));
    return out;
}

// The built-ins that CECP cannot carry whole: the rule lost, and whether the lines then read at all.
struct loss {
    std::string_view variant;
    bool reads;  // the lines give a definition (that plays otherwise), or the reader refuses them
    std::string_view rule;
};
constexpr loss losses[] = {
    {"pawnback", true, "pawns may not step back to their first rank: no CECP field says it"},
    {"chessgi", true, "pawns on the first rank, and dropped there: the crazyhouse parent forbids both"},
    {"shako", true, "castling with the rooks inside the cannons (files b and i): XBoard castles with the corner piece"},
    {"ai-wok", true, "makruk's promotion on the sixth rank: the writer names the fairy parent, which promotes on the last"},
    {"torishogi", true, "the mate by dropping a swallow (S) is illegal: the shogi parent's rule is about P, here the pheasant"},
    {"chigorin", true, "promotion differs by colour (White C R N, Black Q R B): the fairy parent promotes to any piece"},
    {"tencubed", true, "promotion to A M Q only: the fairy parent promotes to any piece"},
    {"placement", true, "the setup phase (drops on the back rank, bishops on both colours, must drop): no parent has it"},
    {"sittuyin", true, "the setup phase and sittuyin promotion: the crazyhouse parent has neither"},
    {"shouse", true, "drops as moves and captures to hand: the seirawan parent gates only"},
    {"koedem", false, "kings that are not royal (extinction of two kings): the table's king place is empty, no goal is left"},
    {"dobutsu", false, "the lion's extinction and the try rule: no royal, no goal is left"},
    {"shoshogi", false, "pseudo-royal king and crown prince: no royal, no goal is left"},
    {"jesonmor", false, "the flag rule (a knight on e5): no royal, no goal is left"},
    {"kyotoshogi", true, "forced promotion on every move, promoted drops, no dead squares: the shogi parent has none of them"},
    {"micro", true, "promotion on captures only, with demotion: the shogi parent promotes in the zone"},
    {"euroshogi", true, "a three-rank zone on 8 ranks: the shogi parent on another board gets ranks/3 = 2"},
    {"manchu", true, "the palaces, the river and the flying general: the fairy parent has no zones"},
    {"janggi", true, "the palaces, passes, bikjang and the cannon rules: the fairy parent has none of them"},
    {"cambodian", true, "the king's and met's gate moves (DEde): the fairy parent reads them as castling, and drops them"},
    {"karouk", true, "the gate moves and the first check winning: the fairy parent has neither"},
    {"makpong", true, "a king in check may only capture: the fairy parent has no such rule"},
    {"wolf", true, "chess promotion of several pawn types into a promoted form too: the shogi parent promotes shogi-style"},
    {"omicron", true, "a two-rank promotion zone on its 12x10 board: the fairy parent promotes on the last rank"},
    {"troitzky", true, "its promotion zone (the last square of each file): the fairy parent promotes on the last rank"},
};

const loss* loss_of(std::string_view variant) {
    for (const loss& l : losses)
        if (l.variant == variant) return &l;
    return nullptr;
}

// The parts of two definitions that differ, by name ("" if none but the order of the pieces and the
// spelling of their XBetza).
std::string differences(const ferz::variant_def& a, const ferz::variant_def& b) {
    std::string out;
    auto note = [&](bool same, std::string_view what) {
        if (!same) out += std::string(out.empty() ? "" : ", ") + std::string(what);
    };
    note(a.files == b.files && a.ranks == b.ranks, "board");
    note(a.pieces.size() == b.pieces.size(), "number of pieces");
    for (const ferz::piece_def& p : a.pieces) {
        const ferz::piece_def* q = b.pieces.find(p.letter, p.promoted);
        const auto ca = ferz::cecp::portable_betza(p.betza), cb = q ? ferz::cecp::portable_betza(q->betza) : ca;
        note(q && ca && cb && *ca == *cb && p.traits == q->traits && p.confine == q->confine && p.moves_in == q->moves_in,
             std::string("piece ") + (p.promoted ? "+" : "") + p.letter);
    }
    const ferz::variant_rules &x = a.rules, &y = b.rules;
    auto sorted = [](ferz::promotion_policy p) {  // the same choices in any order
        std::string w(p.pieces.view()), bl(p.black_pieces.view());
        std::sort(w.begin(), w.end());
        std::sort(bl.begin(), bl.end());
        p.pieces = w;
        p.black_pieces = bl;
        return p;
    };
    note(sorted(x.promotion) == sorted(y.promotion), "rules.promotion");
    note(x.pawns == y.pawns, "rules.pawns");
    note(x.drops == y.drops, "rules.drops");
    note(x.castling == y.castling, "rules.castling");
    note(x.end == y.end, "rules.end");
    note(x.board == y.board, "rules.board");
    note(x.turns == y.turns, "rules.turns");
    note(x.max_moves == y.max_moves, "rules.max_moves");
    return out;
}

}  // namespace

TEST_CASE("the writer's lines, with the start FEN of the run-time twin, are variant_commands") {
    using namespace ferz::variants;
    CHECK(writer_lines<chess>() == ferz::cecp::variant_commands<chess>("normal"));
    CHECK(writer_lines<shogi>() == ferz::cecp::variant_commands<shogi>("shogi"));
    CHECK(writer_lines<seirawan>() == ferz::cecp::variant_commands<seirawan>("seirawan"));
    CHECK(writer_lines<omicron>() == ferz::cecp::variant_commands<omicron>("omicron"));
}

TEST_CASE("every built-in: writer, reader, and the suite's perft counts") {
    int whole = 0, lost = 0, rows = 0;
    ferz::variants::for_each_variant([&](auto v) {
        using V = decltype(v);
        const std::string_view name = V::name;
        CAPTURE(name);
        const auto lines = writer_lines<V>();
        const auto def = read(ferz::cecp::variant_name(name), lines);
        const loss* known = loss_of(name);
        if (!def) {
            CAPTURE(def.error().message());
            CHECK_MESSAGE((known && !known->reads), "the lines of a variant that should read did not");
            ++lost;
            return;
        }
        CHECK(!(known && !known->reads));
        // Against the suite rows (Fairy-Stockfish's counts) up to 200,000 nodes; deeper rows, and every
        // row of a variant with a loss (whose tree may be far larger), at depth 2 against the built-in
        // definition; every variant from its start at depth 2 as well.
        bool same = true;
        auto compare = [&](std::string_view fen, int depth, std::uint64_t expected) {
            std::string error;
            const std::uint64_t n = perft_any(*def, fen, depth, error);
            if (!known) {
                CAPTURE(fen);
                CAPTURE(depth);
                CHECK_MESSAGE(error.empty(), error);
                CHECK(n == expected);
            }
            same = same && error.empty() && n == expected;
        };
        const ferz::variant_def& builtin = V::definition;
        for (const dynamic_suite::suite_row& r : dynamic_suite::suite) {
            if (r.variant != name || r.chess960) continue;
            ++rows;
            if (r.nodes <= 200000 && !known) {
                compare(r.position, r.depth, r.nodes);
            } else {
                std::string error;
                compare(r.position, 2, perft_any(builtin, r.position, 2, error));
            }
        }
        std::string error;
        compare("startpos", 2, perft_any(builtin, "startpos", 2, error));
        if (known) {
            CHECK_MESSAGE((!same || !(def->rules == builtin.rules)), "a loss the test names shows neither in the counts nor in the rules: ",
                          known->rule);
            ++lost;
        } else {
            // A variant XBoard knows by name reads back as the same definition (but for the order of the
            // pieces and the spelling of their moves). Engine-defined ones take their rules from a
            // parent: where a rule differs but no move does (chess's insufficient material under the
            // fairy parent, loop's promoted pieces in hand, ...) docs/cecp.md lists it.
            if (ferz::cecp::xboard_knows_variant(ferz::cecp::variant_name(name))) CHECK_MESSAGE(differences(*def, builtin).empty(), differences(*def, builtin));
            ++whole;
        }
    });
    CHECK(whole == 61 - 25);
    CHECK(lost == 25);
    CHECK(rows > 90);
}
