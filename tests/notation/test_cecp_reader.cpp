// The GUI side of CECP (ferz/notation/cecp_reader.hpp): a variant_def from an engine's `setup` and
// `piece` lines.
//   - every built-in variant: the writer's lines (ferz/notation/cecp.hpp) read back give a variant
//     with Fairy-Stockfish's perft counts (the suite rows), or, where CECP cannot say one of its rules,
//     the test names the rule and checks that the loss shows;
//   - lines Fairy-Max 5.0b really sent, and the moves the variants read from them have at the start,
//     against Fairy-Stockfish (tools/oracle-perft) and XBoard's own move generator (tools/oracle-xbetza);
//   - mistakes, each with its line, column and cause.
#include <doctest/doctest.h>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(chess)
FERZ_TEST_SHARED(omicron)
FERZ_TEST_SHARED(seirawan)

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/ferz.hpp"
#include "ferz/notation/cecp.hpp"
#include "ferz/variant_text.hpp"

#include <support/dynamic_suite.hpp>

namespace {

ferz::result<ferz::variant_def, ferz::cecp::cecp_error> read(std::string_view variant, const std::vector<std::string>& lines) {
    ferz::cecp::variant_reader reader(variant, ferz::variants::builtin_parents());
    for (const std::string& l : lines) (void)reader.feed(l);
    return reader.finish();
}

std::uint64_t perft_any(const ferz::variant_def& d, std::string_view fen, int depth, std::string& error) {
    const int squares = d.files * d.ranks;
    if (squares <= 64) return dynamic_suite::run_time_perft<64>(d, fen, depth, error);
    if (squares <= 128) return dynamic_suite::run_time_perft<128>(d, fen, depth, error);
    return dynamic_suite::run_time_perft<256>(d, fen, depth, error);
}

// Perft of one definition at several positions, its tables built once.
class perft_runner {
public:
    explicit perft_runner(const ferz::variant_def& d) : d_(d) {}
    std::uint64_t operator()(std::string_view fen, int depth, std::string& error) {
        const int squares = d_.files * d_.ranks;
        if (squares <= 64) return run<64>(h64_, fen, depth, error);
        if (squares <= 128) return run<128>(h128_, fen, depth, error);
        return run<256>(h256_, fen, depth, error);
    }

private:
    template <std::size_t Bits, class Handle>
    std::uint64_t run(std::optional<Handle>& handle, std::string_view fen, int depth, std::string& error) {
        if (!handle) {
            auto v = ferz::make_dynamic_variant<Bits>(d_);
            if (!v) {
                error = v.error().message();
                return 0;
            }
            handle = *v;
        }
        return dynamic_suite::perft_of(*handle, fen, depth, error);
    }
    const ferz::variant_def& d_;
    std::optional<ferz::dynamic_variant<64>> h64_;
    std::optional<ferz::dynamic_variant<128>> h128_;
    std::optional<ferz::dynamic_variant<256>> h256_;
};

// What the writer sends for a definition: variant_commands of its run-time twin's start position
// (variant_commands<V> of all 61 compiled variants would cost minutes of compile time); the first test
// checks that the two agree.
template <std::size_t Bits>
std::vector<std::string> writer_lines_of(const ferz::variant_def& d) {
    const auto v = ferz::make_dynamic_variant<Bits>(d);
    if (!v) return {std::string("(no variant: ") + v.error().message() + ")"};
    return ferz::cecp::variant_commands(ferz::position<ferz::dynamic<Bits>>(*v), ferz::cecp::variant_name(d.name.view()));
}
std::vector<std::string> writer_lines(const ferz::variant_def& d) {
    const int squares = d.files * d.ranks;
    return squares <= 64 ? writer_lines_of<64>(d) : squares <= 128 ? writer_lines_of<128>(d) : writer_lines_of<256>(d);
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
    {"sortofalmost", true, "promotion differs by colour (White C R B N, Black Q R B N): the fairy parent promotes to any piece"},
    {"tencubed", true, "promotion to A M Q only: the fairy parent promotes to any piece"},
    {"placement", true, "the setup phase (drops on the back rank, bishops on both colours, must drop): no parent has it"},
    {"sittuyin", true, "the setup phase and sittuyin promotion: the crazyhouse parent has neither"},
    {"shouse", true, "drops as moves and captures to hand: the seirawan parent gates only"},
    {"koedem", false, "kings that are not royal (extinction of two kings): the table's king place is empty, no goal is left"},
    {"dobutsu", true, "the lion's extinction and the try rule: no royal piece; only the stalemate (lost) is left as a goal"},
    {"shoshogi", true, "pseudo-royal king and crown prince: no royal piece; only the stalemate (lost) is left as a goal"},
    {"jesonmor", false, "the flag rule (a knight on e5): no royal, no goal is left"},
    {"kingofthehill", true, "the flag rule (a king on the four centre squares wins): no parent has it"},
    {"racingkings", true, "the flag rule on the eighth rank, and no move may give check: no parent has either"},
    {"3check", true, "the checks each side has to give (n-check): no parent counts them"},
    {"5check", true, "the checks each side has to give (n-check): no parent counts them"},
    {"armageddon", true, "the draw odds (Black wins a game that would be drawn): no parent has them"},
    {"giveaway", false, "a king that is not royal: no royal, no goal is left (compulsory captures, and losing everything wins: no parent has them)"},
    {"antichess", false, "a king that is not royal: no royal, no goal is left (compulsory captures, and losing everything wins: no parent has them)"},
    {"suicide", false, "a king that is not royal: no royal, no goal is left (compulsory captures, and losing everything wins: no parent has them)"},
    {"codrus", false, "a king that is not royal: no royal, no goal is left (compulsory captures, and losing it wins: no parent has them)"},
    {"losers", true, "compulsory captures, and mate, stalemate or a bare king win: no parent has them"},
    {"kyotoshogi", true, "forced promotion on every move, promoted drops, no dead squares: the shogi parent has none of them"},
    {"micro", true, "promotion on captures only, with demotion: the shogi parent promotes in the zone"},
    {"euroshogi", true, "a three-rank zone on 8 ranks: the shogi parent on another board gets ranks/3 = 2"},
    {"manchu", true, "the palaces, the river and the flying general: the fairy parent has no zones"},
    {"janggi", true, "the palaces, passes, bikjang and the cannon rules: the fairy parent has none of them"},
    {"cambodian", true, "the king's and met's gate moves (DEde): the fairy parent reads them as castling, and drops them"},
    {"karouk", true, "the gate moves and the first check winning (n-check): the fairy parent has neither"},
    {"makpong", true, "a king in check may only capture: the fairy parent has no such rule"},
    {"wolf", true, "chess promotion of several pawn types into a promoted form too: the shogi parent promotes shogi-style"},
    {"omicron", true, "a two-rank promotion zone on its 12x10 board: the fairy parent promotes on the last rank"},
    {"troitzky", true, "its promotion zone (the last square of each file): the fairy parent promotes on the last rank"},
    {"extinction", false, "kings that are not royal (extinction of any kind): no royal, no goal is left"},
    {"kinglet", false, "kings that are not royal (extinction of the pawns): no royal, no goal is left"},
    {"threekings", false, "three kings that are not royal (losing one loses): no royal, no goal is left"},
    {"horde", false, "White has no king (extinction of its pawns): the sides' royal counts differ"},
    {"breakthrough", false, "the flag rule on the far rank: no royal, no goal is left"},
    {"clobber", false, "no move left loses: no royal, and the stalemate's value is no CECP rule"},
    {"duck", false, "walls placed by moves, and the extinction goal: no royal is left"},
    {"amazons", false, "walls placed by moves: no royal, and the stalemate's value is no CECP rule"},
    {"isolation", false, "walls placed by moves: no royal, and the stalemate's value is no CECP rule"},
    {"isolation7x7", false, "walls placed by moves: no royal, and the stalemate's value is no CECP rule"},
    {"snailtrail", false, "walls placed by moves: no royal, and the stalemate's value is no CECP rule"},
    {"joust", false, "walls placed by moves: no royal, and the stalemate's value is no CECP rule"},
    {"flipersi", false, "Othello's discs (no moves: `piece P&` with an empty XBetza, which the reader refuses), drops that enclose, flips"},
    {"flipello", false, "Othello's discs (no moves: `piece P&` with an empty XBetza, which the reader refuses), drops that enclose, flips, passes"},
    {"flipello10", false, "Othello's discs (no moves: `piece P&` with an empty XBetza, which the reader refuses), drops that enclose, flips, passes"},
    {"ataxx", false, "clones from a hand that never runs out, flips, passes: no royal, and no CECP rule says them"},
    {"coregal", true, "the queens are royal too (pseudo-royal): it reads as chess"},
    {"atomic", false, "blasts on capture, and a king that is pseudo-royal: no royal, no goal is left"},
    {"nocheckatomic", false, "blasts on capture, and a king that is not royal (its extinction loses): no royal, no goal is left"},
    {"atomar", false, "blasts on capture that kings survive, kings that may not take each other: no royal, no goal is left"},
    {"legan", true, "Black's own promotion zone and pawns on the first rank: the fairy parent has neither"},
    {"perfect", true, "the chancellor as a second castling partner: the reader keeps the parent's rook as the only one"},
    {"chaturanga", true, "promotion to the fers only, a lost stalemate, the 70-move rule: the fairy parent promotes to any piece"},
    {"fox-and-hounds", false, "the fox's flag on the eighth rank: no royal, no goal is left"},
    {"clobber10", false, "no move left loses: no royal, and the stalemate's value is no CECP rule"},
    {"checkshogi", true, "the first check winning (n-check), pawn-drop checks with it: the shogi parent has neither"},
    {"minixiangqi", true, "the palaces and the flying general: the fairy parent has no zones"},
    {"janggitraditional", true, "the palaces, passes, bikjang and the cannon rules: the fairy parent has none of them"},
    {"janggicasual", true, "the palaces, passes and the cannon rules: the fairy parent has none of them"},
    {"capahouse", true, "promotion to the archbishop and the chancellor: the crazyhouse parent promotes to Q R B N"},
    {"dragon", true, "drops on the back rank only, captures that leave the game: the crazyhouse parent has neither"},
    {"chu", true, "the lion-trading rules, and promotion from the zone on captures only (CSRM): no parent has them"},
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
    CHECK(writer_lines(chess::definition) == ferz::cecp::variant_commands<chess>("normal"));
    CHECK(writer_lines(shogi::definition) == ferz::cecp::variant_commands<shogi>("shogi"));
    CHECK(writer_lines(seirawan::definition) == ferz::cecp::variant_commands<seirawan>("seirawan"));
    CHECK(writer_lines(omicron::definition) == ferz::cecp::variant_commands<omicron>("omicron"));
}

TEST_CASE("every built-in: writer, reader, and the suite's perft counts") {
    int whole = 0, lost = 0, rows = 0;
    // Over the definitions, not the variant types (for_each_variant): nothing here needs a compiled
    // variant, and 82 instantiations of the loop's body cost this file seconds of compile time.
    for (const ferz::variant_def* builtin_def : ferz::variants::builtin_definitions) {
        const ferz::variant_def& builtin = *builtin_def;
        const std::string_view name = builtin.name.view();
        CAPTURE(name);
        const auto lines = writer_lines(builtin);
        const auto def = read(ferz::cecp::variant_name(name), lines);
        const loss* known = loss_of(name);
        if (!def) {
            CAPTURE(def.error().message());
            CHECK_MESSAGE((known && !known->reads), "the lines of a variant that should read did not");
            ++lost;
            continue;
        }
        CHECK(!(known && !known->reads));
        // Against the suite rows (Fairy-Stockfish's counts) up to 200,000 nodes; deeper rows, and every
        // row of a variant with a loss (whose tree may be far larger), at depth 2 against the built-in
        // definition; every variant from its start at depth 2 as well.
        bool same = true;
        perft_runner read_perft(*def), builtin_perft(builtin);
        auto compare = [&](std::string_view fen, int depth, std::uint64_t expected) {
            std::string error;
            const std::uint64_t n = read_perft(fen, depth, error);
            if (!known) {
                CAPTURE(fen);
                CAPTURE(depth);
                CHECK_MESSAGE(error.empty(), error);
                CHECK(n == expected);
            }
            same = same && error.empty() && n == expected;
        };
        for (const dynamic_suite::suite_row& r : dynamic_suite::suite) {
            if (r.variant != name || r.chess960) continue;
            ++rows;
            if (r.nodes <= 200000 && !known) {
                compare(r.position, r.depth, r.nodes);
            } else {
                std::string error;
                compare(r.position, 2, builtin_perft(r.position, 2, error));
            }
        }
        std::string error;
        compare("startpos", 2, builtin_perft("startpos", 2, error));
        if (known) {
            CHECK_MESSAGE((!same || !(def->rules == builtin.rules)), "a loss the test names shows neither in the counts nor in the rules: ",
                          known->rule);
            ++lost;
        } else {
            // A variant XBoard knows by name reads back as the same definition (but for the order of the
            // pieces and the spelling of their moves). Engine-defined ones take their rules from a
            // parent: where a rule differs but no move does (loop's promoted pieces in hand, ...)
            // docs/cecp.md lists it.
            if (ferz::cecp::xboard_knows_variant(ferz::cecp::variant_name(name))) CHECK_MESSAGE(differences(*def, builtin).empty(), differences(*def, builtin));
            ++whole;
        }
    }
    CHECK(whole == 113 - 68);
    CHECK(lost == 68);
    CHECK(rows > 90);
}

namespace {

// The start position's legal moves of a definition read, in UCI.
std::vector<std::string> start_moves(const ferz::variant_def& d) {
    const auto v = ferz::make_dynamic_variant<256>(d);
    REQUIRE_MESSAGE(v.has_value(), (v ? std::string() : v.error().message()));
    const ferz::position<ferz::dynamic<256>> pos(*v);
    std::vector<std::string> out;
    for (const ferz::move m : ferz::legal_move_vector(pos)) out.push_back(ferz::to_uci(pos, m));
    std::sort(out.begin(), out.end());
    return out;
}

std::uint64_t start_perft(const ferz::variant_def& d, int depth) {
    std::string error;
    const std::uint64_t n = perft_any(d, "startpos", depth, error);
    CHECK_MESSAGE(error.empty(), error);
    return n;
}

}  // namespace

// Captured from Debian's fairymax 5.0b (`/usr/games/fairymax`, sent `xboard`, `protover 2`, `new`,
// `variant NAME`), 2026: everything it printed after `variant NAME` but its `feature` lines. Fairy-Max
// sends nothing for the variants XBoard knows (normal, makruk, shatranj, capablanca, ...).
TEST_CASE("Fairy-Max's lines, and the moves at the start against independent generators") {
    SUBCASE("ai-wok: Fairy-Stockfish (oracle-perft ai-wok startpos 2) counts 676") {
        const auto d = read("ai-wok", {"setup (PN.R...A..SKpn.r...a..sk) 8x8+0_makruk rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w KQkq - 0 1",
                                       "piece A& NFR"});
        REQUIRE_MESSAGE(d.has_value(), (d ? std::string() : d.error().message()));
        CHECK(start_perft(*d, 2) == 676);
        CHECK(std::string_view(d->start_fen) == "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1");  // KQkq: nothing castles
    }
    SUBCASE("cambodian: Fairy-Stockfish counts 625 at depth 2 (Fairy-Max's KiN and FifD for the gates)") {
        const auto d = read("cambodian", {"setup (PN.R.M....SKpn.r.m....sk) 8x8+0_makruk rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w KQkq - 0 1",
                                          "piece K& KiN", "piece M& FifD"});
        REQUIRE(d.has_value());
        CHECK(start_perft(*d, 2) == 625);
    }
    SUBCASE("king-of-the-hill: chess's 400 at depth 2 (the hill itself is no CECP rule)") {
        const auto d = read("king-of-the-hill", {"setup (PNBRQKpnbrqk) 8x8+0_fairy rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"});
        REQUIRE(d.has_value());
        CHECK(start_perft(*d, 2) == 400);
    }
    SUBCASE("light-brigade: KQkq with no rook is dropped; the nocastle parent") {
        const auto d = read("light-brigade", {"setup (PNBRQKpnbrqk) 8x8+0_nocastle nnnnknnn/pppppppp/8/8/8/8/PPPPPPPP/1Q1QK1Q1 w KQkq - 0 1"});
        REQUIRE(d.has_value());
        CHECK(std::string_view(d->start_fen) == "nnnnknnn/pppppppp/8/8/8/8/PPPPPPPP/1Q1QK1Q1 w - - 0 1");
        CHECK(start_moves(*d).size() == 22);  // 16 pawn moves, 5 queen moves along the first rank, Kf1
    }
    SUBCASE("team-mate: multi-leg pieces against XBoard's generator (oracle-xbetza divide)") {
        const auto d = read("team-mate", {"setup (PN....EF...M.A.J...CUKpn....ef...m.a.j...cuk) 8x8+0_fairy ufeakmnc/pppppppp/8/8/8/8/PPPPPPPP/UFEAKMNC w KQkq - 0 1",
                                          "piece E& FA", "piece F& WA", "piece M& AG", "piece U& WN", "piece C& NmpafsafF",
                                          "piece A& WyafsW", "piece K& KisO2", "piece J& BD0"});
        REQUIRE(d.has_value());
        // sh divide -r K 'ufeakmnc/pppppppp/8/8/8/8/PPPPPPPP/UFEAKMNC w' P=fmWfceFifmnD N=N E=FA F=WA M=AG
        //   A=WyafsW J=BD0 C=NmpafsafF U=WN K=K: 19 moves. The harness knows no start position, so XBoard's
        //   `i` (the pawns' double steps) gives nothing there; ferz has those 8 as well.
        const std::vector<std::string> xboard = {"a1b3", "a2a3", "b1d3", "b2b3", "c1a3", "c1e3", "c2c3", "d2d3", "e2e3", "f1c4",
                                                 "f1d3", "f1h3", "f2f3", "g1f3", "g1h3", "g2g3", "h1g3", "h1g4", "h2h3"};
        std::vector<std::string> ferz_moves;
        for (const std::string& m : start_moves(*d))
            if (!(m[1] == '2' && m[3] == '4' && m[0] == m[2])) ferz_moves.push_back(m);
        CHECK(ferz_moves == xboard);
        CHECK(start_moves(*d).size() == 27);
    }
    SUBCASE("ciccolini: XBoard's generator gives 30 moves and 10 double steps") {
        const auto d = read("ciccolini", {"setup (PN.RQ..........G.......EKpn.rq..........g.......ek) 10x10+0_fairy rngeqkegnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNGEQKEGNR w KQkq - 0 1",
                                          "piece E& Z", "piece G& BD0"});
        REQUIRE(d.has_value());
        CHECK(start_moves(*d).size() == 40);
    }
    SUBCASE("grande-acedrex: 12x12 with short ranks, a shatranj parent, a king with initial leaps") {
        const auto d = read("grande-acedrex",
                            {"setup (P.CR.............A..U..G........LKp.cr.............a..u..g........lk) 12x12+0_shatranj rlugcakcgulr/8/8/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/8/8/RLUGCAKCGULR w KQkq - 0 1",
                             "piece K& KimAimD", "piece G& Z", "piece L& HC", "piece U& NmpafsyafW", "piece A& FyafsF"});
        REQUIRE(d.has_value());
        CHECK(d->files == 12);
        CHECK(std::string_view(d->start_fen) == "rlugcakcgulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUGCAKCGULR w - - 0 1");
        CHECK(std::string_view(d->pieces.find('C')->betza) == "B");  // XBoard's bishop slot: the crocodile
    }
    SUBCASE("roman: its commoner in XBoard's man slot") {
        const auto d = read("roman", {"setup (PNBRQ.....AKpnbrq.....ak) 10x10+0_fairy rnabqkbanr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNABQKBANR w KQkq - 0 1"});
        REQUIRE(d.has_value());
        CHECK(std::string_view(d->pieces.find('A')->betza) == "K");
    }
    SUBCASE("los-alamos: no pawn line, so the fairy parent's pawn double-steps (Fairy-Stockfish's losalamos: 10 moves)") {
        const auto d = read("los-alamos", {"setup (PN.RQKpn.rqk) 6x6+0_fairy rnqknr/pppppp/6/6/PPPPPP/RNQKNR w KQkq - 0 1"});
        REQUIRE(d.has_value());
        CHECK(start_moves(*d).size() == 16);  // the 10 and 6 double steps CECP did not rule out
    }
    SUBCASE("courier: no setup, so XBoard's start (every pawn on the second rank), not Fairy-Stockfish's") {
        // XBoard's CourierArray, as Fairy-Max plays it (examples/ferz-referee: its first moves were refused
        // against Fairy-Stockfish's start). oracle-perft courier "<this FEN>" 3: 8,500.
        const auto d = read("courier", {});
        REQUIRE(d.has_value());
        CHECK(std::string_view(d->start_fen) == "rnebmkfwbenr/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RNEBMKFWBENR w - - 0 1");
        CHECK(start_perft(*d, 3) == 8500);
    }
    SUBCASE("bifurcator: XBoard's t (the g leg hops own pieces only), moves as XBoard's generator gives them") {
        auto d = read("bifurcator", {"setup (PNBRQKpnbrqk) 8x8+0_fairy rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                                     "piece B& BtgabyabsB", "piece R& RtgabyabsR"});
        REQUIRE(d.has_value());
        CHECK(start_perft(*d, 2) == 400);  // nothing bifurcates at the start: chess's count
        // sh divide -r K '4k3/3p4/8/3P4/8/1B3R2/8/4K3 w - - 0 1' K=K B=BtgabyabsB R=RtgabyabsR
        // P=fmWfceFifmnD: 36 moves. The bishop meets its pawn on d5 and turns at c4 (c5-c8, d4-h4), the
        // rook meets the bishop and turns at c3 (a1, b2, a5, b4). (d7 is taken: the pawn, on a square of
        // this start position, could double-step in ferz; the oracle knows no start position.)
        d->start_fen = "4k3/3p4/8/3P4/8/1B3R2/8/4K3 w - - 0 1";
        const std::vector<std::string> xboard = {"b3a2", "b3a4", "b3c2", "b3c4", "b3c5", "b3c6", "b3c7", "b3c8", "b3d1", "b3d4",
                                                 "b3e4", "b3f4", "b3g4", "b3h4", "d5d6", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2",
                                                 "f3a1", "f3a5", "f3b2", "f3b4", "f3c3", "f3d3", "f3e3", "f3f1", "f3f2", "f3f4",
                                                 "f3f5", "f3f6", "f3f7", "f3f8", "f3g3", "f3h3"};
        CHECK(start_moves(*d) == xboard);
    }
    SUBCASE("almost-wildebeest: three castling distances a side, XBoard's ii, and its pawns' e.p. rights") {
        // Fairy-Max's king castles 2, 3 or 4 squares (fmax.ini: "one-step castling is not possible"); its
        // pawn pushes 1 to 3 squares from the second rank, 2 from the third (XBoard's ii: one rank ahead of
        // a start square, moved or not), and every push of more than one gives e.p. rights on the squares
        // passed, as XBoard's generator gives a pawn's initial multi-push (moves.c: epFlag). Checked by
        // Fairy-Max's own moves: `ferz-referee --variant almost-wildebeest` (docs/referee.md), whose e.p.
        // captures after a triple push (b4xc3 behind c2-c5) ferz refused before the reader added the `n`.
        auto d = read("almost-wildebeest",
                      {"setup (PNBRQ...................C......GKpnbrq...................c......gk) 11x10+0_fairy rnccgkqbbnr/ppppppppppp/11/11/11/11/11/11/PPPPPPPPPPP/RNBBQKGCCNR w KQkq - 0 1",
                       "piece P& fmWfceFifmW3iifmnD", "piece C& C", "piece G& NC", "piece K& KisO2isO3isO4"});
        REQUIRE(d.has_value());
        CHECK(std::string_view(d->pieces.find('P')->betza) == "fmWfceFifmnW3iifmnD");
        const auto v = ferz::make_dynamic_variant<256>(*d);
        REQUIRE(v.has_value());
        using pos_t = ferz::position<ferz::dynamic<256>>;
        auto at = [&](std::string_view fen) {
            auto p = pos_t::from_fen(*v, fen);
            REQUIRE_MESSAGE(p.has_value(), fen);
            return *p;
        };
        auto moves_of = [](const pos_t& pos) {
            std::vector<std::string> out;
            for (const ferz::move m : ferz::legal_move_vector(pos)) out.push_back(ferz::to_uci(pos, m));
            std::sort(out.begin(), out.end());
            return out;
        };
        // The back rank cleared: six castlings, written O-O / O-O-O for the first distance given, and as
        // the king's move to its square for the others (as XBoard writes a castling it has no O-O for).
        pos_t pos = at("rnccgkqbbnr/ppppppppppp/11/11/11/11/11/P1P8/1P9/R4K4R w KQkq - 0 1");
        std::vector<std::string> castlings, sans;
        for (const ferz::move m : ferz::legal_move_vector(pos))
            if (m.kind() == ferz::move_kind::castling) {
                castlings.push_back(ferz::to_uci(pos, m));
                sans.push_back(ferz::to_san(pos, m));
                const auto uci = ferz::parse_uci(pos, castlings.back());
                const auto san = ferz::parse_san(pos, sans.back());
                CHECK((uci && *uci == m));
                CHECK((san && *san == m));
            }
        std::sort(castlings.begin(), castlings.end());
        std::sort(sans.begin(), sans.end());
        CHECK(castlings == std::vector<std::string>{"f1b1", "f1c1", "f1d1", "f1h1", "f1i1", "f1j1"});
        CHECK(sans == std::vector<std::string>{"Kb1", "Kc1", "Ki1", "Kj1", "O-O", "O-O-O"});
        // The rook lands on the square the king crossed.
        pos.make(*ferz::parse_uci(pos, "f1b1"));
        CHECK(ferz::to_fen(pos) == "rnccgkqbbnr/ppppppppppp/11/11/11/11/11/P1P8/1P9/1KR7R b kq - 1 1");
        pos = at("rnccgkqbbnr/ppppppppppp/11/11/11/11/11/P1P8/1P9/R4K4R w KQkq - 0 1");
        pos.make(*ferz::parse_uci(pos, "f1j1"));
        CHECK(ferz::to_fen(pos) == "rnccgkqbbnr/ppppppppppp/11/11/11/11/11/P1P8/1P9/R7RK1 b kq - 1 1");
        // Pawns: b2 pushes 1 to 3, a3 and c3 (a rank ahead of their start squares) 1 or 2, never 3.
        std::vector<std::string> pawns;
        for (const std::string& m : moves_of(at("rnccgkqbbnr/ppppppppppp/11/11/11/11/11/P1P8/1P9/R4K4R w KQkq - 0 1")))
            if (m[0] == 'a' || m[0] == 'b' || m[0] == 'c')
                if (m[1] != '1') pawns.push_back(m);
        CHECK(pawns == std::vector<std::string>{"a3a4", "a3a5", "b2b3", "b2b4", "b2b5", "c3c4", "c3c5"});
        // E.p. after a triple push (on both squares passed) and after the third rank's double push.
        pos = at("5k5/6p4/11/11/5P5/11/11/11/11/5K5 b - - 0 1");
        pos.make(*ferz::parse_uci(pos, "g9g6"));
        CHECK(ferz::to_fen(pos) == "5k5/11/11/11/5Pp4/11/11/11/11/5K5 w - g7g8 0 2");
        CHECK(ferz::parse_uci(pos, "f6g7").has_value());
        pos = at("5k5/11/6p4/11/5P5/11/11/11/11/5K5 b - - 0 1");
        pos.make(*ferz::parse_uci(pos, "g8g6"));
        CHECK(ferz::to_fen(pos) == "5k5/11/11/11/5Pp4/11/11/11/11/5K5 w - g7 0 2");
        REQUIRE(ferz::parse_uci(pos, "f6g7").has_value());
        pos.make(*ferz::parse_uci(pos, "f6g7"));
        CHECK(ferz::to_fen(pos) == "5k5/11/11/6P4/11/11/11/11/11/5K5 b - - 0 2");
    }
    SUBCASE("cylinder: no setup, XBoard's start; the files wrap (XBoard's generator, oracle-xbetza divide)") {
        const auto d = read("cylinder", {"piece P& fmWfceoFifmnD", "piece N& oN", "piece B& oB", "piece R& oR", "piece Q& oQ", "piece K& oK"});
        REQUIRE(d.has_value());
        CHECK(std::string_view(d->start_fen) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        CHECK(std::string_view(d->pieces.find('K')->betza) == "oKisO2");  // castling kept from XBoard's king
        // 20 x 20 but 8 replies that leave Black's king attacked round the edge: 1.c3/c4 f6/f5 (the queen
        // d1-a4, h5-e8) and 1.g3/g4 d6/d5 (the bishop f1-h3, a4-e8). Chess's 400 otherwise.
        CHECK(start_perft(*d, 2) == 392);
        // sh divide -r K 'r3k2r/1p3ppp/8/pP6/7B/8/6PP/R3K2R w - - 0 1' K=oK P=fmWfceoFifmnD N=oN B=oB R=oR
        //   Q=oQ: 27 moves (the bishop round the edge: h4a5 takes, h4a3-b2-c1). The oracle knows no castling
        //   rights or start position: ferz has g2g4 besides (a pawn on a start square; h2's is blocked).
        auto c = *d;
        c.start_fen = "r3k2r/1p3ppp/8/pP6/7B/8/6PP/R3K2R w - - 0 1";
        std::vector<std::string> xboard = {"a1a2", "a1a3", "a1a4", "a1a5", "a1b1", "a1c1", "a1d1", "b5b6", "e1d1",
                                           "e1d2", "e1e2", "e1f1", "e1f2", "g2g3", "h1f1", "h1g1", "h2h3", "h4a3",
                                           "h4a5", "h4b2", "h4c1", "h4d8", "h4e7", "h4f2", "h4f6", "h4g3", "h4g5"};
        xboard.push_back("g2g4");
        std::sort(xboard.begin(), xboard.end());
        CHECK(start_moves(c) == xboard);
    }
    SUBCASE("falcon: no setup, XBoard's FalconArray; the falcon as XBoard's generator moves it") {
        const auto d = read("falcon", {"piece F& aflafrKafraflKafafsKafsafK"});
        REQUIRE(d.has_value());
        CHECK(d->files == 10);
        CHECK(std::string_view(d->start_fen) == "rnbfqkfbnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBFQKFBNR w KQkq - 0 1");
        CHECK(start_moves(*d).size() == 24);  // 20 pawn moves, 4 knight moves: each falcon's first steps are taken
        // sh divide -r K 'r1bfqk1bnr/p2p1p3p/1pn1p1p3/2p4fp1/4P1F3/2N4P2/P1PP1P1P1P/R1B1QKFBNR w - - 0 1'
        //   K=K P=fmWfceFifmnD N=N B=B R=R Q=Q F=aflafrKafraflKafafsKafsafK: 36 moves; ferz has the double
        //   steps of the pawns on their start squares besides (the oracle knows no start position).
        auto c = *d;
        c.start_fen = "r1bfqk1bnr/p2p1p3p/1pn1p1p3/2p4fp1/4P1F3/2N4P2/P1PP1P1P1P/R1B1QKFBNR w - - 0 1";
        const std::vector<std::string> xboard = {"a1b1", "a2a3", "c1a3", "c1b2", "c3a4", "c3b1", "c3b5", "c3d1", "c3d5",
                                                 "c3e2", "d2d3", "e1d1", "e1e2", "e1e3", "e4e5", "f1e2", "f2f3", "g1f4",
                                                 "g1h4", "g4d3", "g4d5", "g4d6", "g4e7", "g4f7", "g4h7", "g4i7", "g4j3",
                                                 "g4j5", "h1f3", "h1g2", "h1i2", "h1j3", "h3h4", "i1g2", "i1j3", "j2j3"};
        std::vector<std::string> ferz_moves;
        for (const std::string& m : start_moves(c))
            if (!(m[1] == '2' && m[3] == '4' && m[0] == m[2])) ferz_moves.push_back(m);
        CHECK(ferz_moves == xboard);
    }
    SUBCASE("lines ferz refuses, and why") {
        // fairy: the armies differ by colour, and only Black's king has a line.
        auto d = read("fairy", {"setup (PNBRQ.........Kp.....eac....lk) lecakcel/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                                "piece e WA", "piece c FAD", "piece l BD", "piece k KilO2rO3"});
        REQUIRE(!d.has_value());
        CHECK(d.error().message() == "line 5, column 7: a piece line for Black's k only, while the other colour has it too; ferz gives "
                                     "both colours the same pieces (write K&)");
    }
}

TEST_CASE("mistakes: each with its line, column and cause") {
    auto error_of = [](std::string_view variant, const std::vector<std::string>& lines) {
        const auto d = read(variant, lines);
        return d ? std::string("(read)") : d.error().message();
    };
    const std::string setup = "setup (PNBRQKpnbrqk) 8x8+0_fairy rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    CHECK(error_of("x", {setup, "piece Z& W"}) == "line 2, column 7: a piece line names Z, which is not in the table");
    CHECK(error_of("x", {setup, "piece N& mafsX"}) == "line 2, column 14: bad XBetza: unknown atom");
    CHECK(error_of("x", {setup, "piece N& N 1-8Q1"}) ==
          "line 2, column 15: a drop limit on another piece's count is not supported (ferz limits a piece by its own type)");
    CHECK(error_of("x", {"setup (PNBRQKpnbrqk) 8x8+0_fairy rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNZ w - - 0 1"}) ==
          "line 1, column 76: the FEN's Z is not in the table");
    CHECK(error_of("x", {"setup (PNBRQKpnbrqk) 17x8+0_fairy 8/8/8/8/8/8/8/8 w - - 0 1"}) == "line 1, column 22: a board of 17x8 is over 16x16");
    CHECK(error_of("x", {"setup (PNBRQKpnbrqk) 8x8+0_fairy rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w - - 0 1"}) ==
          "line 1, column 34: the FEN has 7 ranks, the board 8");
    CHECK(error_of("x", {"setup (PNBRQKpnbrq) 8x8+0_fairy 8/8/8/8/8/8/8/8 w - - 0 1"}) ==
          "line 1, column 7: the table has an odd number of letters: its white and black halves differ in length");
    CHECK(error_of("x", {"setup (PNBRQKpnbrqk) 8x8+0_kriegspiel 4k3/8/8/8/8/8/8/4K3 w - - 0 1"}) ==
          "line 1, column 28: ferz knows no rules for the parent variant 'kriegspiel'");
    CHECK(error_of("x", {"setup (PNBRQ.....AKpnbrq.....ak) 8x8+0_fairy 4k3/8/8/8/8/8/8/3OK3 w - - 0 1"}) ==
          "line 1, column 63: the FEN's O is not in the table");
    CHECK(error_of("x", {"setup (PNBRQ......OKpnbrq......ok) 8x8+0_fairy 4k3/8/8/8/8/8/8/3OK3 w - - 0 1"}) ==
          "line 1, column 7: no piece command says how O moves, and XBoard's slot 11 has no standard moves");
    // A line that is no command of these is not the reader's; one that is, but wrong, is reported by feed too.
    ferz::cecp::variant_reader reader("normal", ferz::variants::builtin_parents());
    CHECK(reader.feed("feature done=1").value() == false);
    CHECK(reader.feed("piece N& N").value() == true);
    const auto bad = reader.feed("piece +1 W");
    REQUIRE(!bad.has_value());
    CHECK(bad.error().message() == "line 3, column 8: the piece ID is not a letter");
    CHECK(!reader.finish().has_value());
}
