// Shogi's game ends through game_result: sennichite (a fourfold repetition; perpetual check loses;
// minishogi's and torishogi's scoring), jishogi (the 24-point count and the 27-point declaration) and
// dobutsu's try rule, on a 3x4 variant of the test's own.
#include <doctest/doctest.h>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(minishogi)
FERZ_TEST_SHARED(shogi)

#include <cstdint>
#include <string_view>

#include "ferz/game.hpp"
#include "ferz/perft.hpp"
#include "ferz/variants/shogi.hpp"
#include "support/positions.hpp"

using ferz::game_end;
using ferz::game_status;
using ferz::outcome;
using ferz::testing::at;
using ferz::testing::play;
using shogi = ferz::variants::shogi;
using minishogi = ferz::variants::minishogi;

namespace {

// Shogi with other rules for the game's end (every other rule stays shogi's).
constexpr ferz::variant_def shogi_with_end(std::string_view name, ferz::end_policy end) {
    ferz::variant_def v = ferz::variants::definitions::shogi;
    v.name = name;
    v.rules.end = end;
    return v;
}

// Yarishogi's count: a threefold repetition.
inline constexpr ferz::variant_def shogi_threefold_def = shogi_with_end(
    "shogi-threefold", {.stalemate = outcome::loss, .move_rule = 0, .repetitions = 3, .perpetual_check_loses = true});
using shogi_threefold = ferz::variant<shogi_threefold_def>;

// Torishogi's scoring: the player who completes the repetition loses.
inline constexpr ferz::variant_def shogi_tori_scoring_def =
    shogi_with_end("shogi-tori-scoring", {.stalemate = outcome::loss,
                                          .move_rule = 0,
                                          .repetitions = 4,
                                          .repetition_outcome = outcome::win,
                                          .perpetual_check_loses = true});
using shogi_tori_scoring = ferz::variant<shogi_tori_scoring_def>;

// Shogi with the 24-point rule, and with the 27-point declaration.
inline constexpr ferz::variant_def shogi_24_def =
    shogi_with_end("shogi-24", {.stalemate = outcome::loss, .move_rule = 0, .repetitions = 4, .perpetual_check_loses = true,
                                .impasse = {.points = 24}});
using shogi_24 = ferz::variant<shogi_24_def>;
inline constexpr ferz::variant_def shogi_27_def =
    shogi_with_end("shogi-27", {.stalemate = outcome::loss, .move_rule = 0, .repetitions = 4, .perpetual_check_loses = true,
                                .impasse = {.declaration = true}});
using shogi_27 = ferz::variant<shogi_27_def>;

// Dobutsu shogi's army on its 3x4 board, with the try rule (the library's dobutsu is written apart).
constexpr ferz::variant_def try_definition(char try_piece) {
    return {
        .name = "try-test",
        .files = 3,
        .ranks = 4,
        .pieces = {ferz::piece('C', "fW"), ferz::piece('E', "F"), ferz::piece('G', "W"), ferz::piece('L', "K", ferz::royal),
                   ferz::promoted_piece('C', "WfF")},
        .start_fen = "gle/1c1/1C1/ELG[-] w 0 1",
        .rules =
            {
                .promotion = {.ranks = 1, .forced = true},
                .drops = {.enabled = true},
                .end = {.stalemate = outcome::loss, .try_piece = try_piece, .move_rule = 0, .repetitions = 4},
            },
    };
}
template <char TryPiece>
inline constexpr ferz::variant_def try_def = try_definition(TryPiece);
template <char TryPiece>
using try_variant = ferz::variant<try_def<TryPiece>>;

template <class V>
void play_times(ferz::position<V>& pos, std::string_view moves, int times) {
    for (int i = 0; i < times; ++i) play(pos, moves);
}

}  // namespace

TEST_CASE("sennichite: the fourth occurrence draws, the third does not") {
    ferz::position<shogi> pos;
    constexpr std::string_view cycle = "h2g2 b8c8 g2h2 c8b8";  // the rooks step aside and back
    play_times(pos, cycle, 2);
    CHECK(pos.repetitions() == 2);  // the start position, three times
    CHECK_FALSE(ferz::game_result(pos).over());
    play(pos, "h2g2 b8c8 g2h2");
    CHECK_FALSE(ferz::game_result(pos).over());  // three times too, with Black to move
    play(pos, "c8b8");
    CHECK(pos.repetitions() == 3);
    CHECK(ferz::game_result(pos) == game_status{game_end::repetition, outcome::draw});
    CHECK(to_string(ferz::game_result(pos).reason) == "repetition");

    // Where three occurrences are enough, the third ends the game.
    ferz::position<shogi_threefold> three;
    play_times(three, cycle, 2);
    CHECK(ferz::game_result(three) == game_status{game_end::repetition, outcome::draw});
}

TEST_CASE("sennichite with pieces in hand: the hands are part of the position") {
    constexpr std::string_view fen = "lnsgkgsnl/1r5b1/pppppppp1/9/9/9/1PPPPPPPP/1B5R1/LNSGKGSNL[Pp] w 0 1";
    auto pos = at<shogi>(fen);
    play_times(pos, "f1f2 f9f8 f2f1 f8f9", 3);  // the golds step up and back
    CHECK(ferz::game_result(pos) == game_status{game_end::repetition, outcome::draw});

    // A pawn dropped and taken: the kings come back to their squares, but White's pawn went to Black's
    // hand, and that is another position. It has to occur four times of its own.
    auto swap = at<shogi>("4k4/9/9/9/9/9/9/9/4K4[Pp] w 0 1");
    const std::uint64_t start = swap.key();
    play(swap, "P@d8 e9d8 e1e2 d8d9 e2e1 d9e9");
    CHECK(swap.in_hand(1, 0) == 2);
    CHECK(swap.key() != start);
    CHECK(swap.repetitions() == 0);
    play_times(swap, "e1e2 e9e8 e2e1 e8e9", 2);
    CHECK_FALSE(ferz::game_result(swap).over());
    play(swap, "e1e2 e9e8 e2e1 e8e9");
    CHECK(swap.repetitions() == 3);
    CHECK(ferz::game_result(swap) == game_status{game_end::repetition, outcome::draw});
}

TEST_CASE("sennichite by perpetual check: the checking player loses") {
    // White's rook checks from e5 and d5; Black's king steps between e9 and d9.
    constexpr std::string_view white_checks = "4k4/9/9/9/3R5/9/9/9/K8[-] w 0 1";
    constexpr std::string_view cycle = "d5e5 e9d9 e5d5 d9e9";
    auto pos = at<shogi>(white_checks);
    play_times(pos, cycle, 2);
    CHECK_FALSE(ferz::game_result(pos).over());
    play(pos, cycle);
    CHECK(pos.repetitions() == 3);
    // White, to move, checked on every move of the cycle and loses.
    CHECK(ferz::game_result(pos) == game_status{game_end::perpetual_check, outcome::loss});
    CHECK(to_string(game_end::perpetual_check) == "perpetual check");

    // Black checks on every move; White, to move after the fourth occurrence, has won.
    auto black = at<shogi>("k8/9/9/9/4r4/9/9/9/4K4[-] w 0 1");
    play_times(black, "e1d1 e5d5 d1e1 d5e5", 3);
    CHECK(ferz::in_check(black));
    CHECK(ferz::game_result(black) == game_status{game_end::perpetual_check, outcome::win});

    // One quiet move of White's since the first occurrence: an ordinary sennichite.
    auto mixed = at<shogi>(white_checks);
    play(mixed, "a1a2 e9f9 a2a1 f9e9");
    play_times(mixed, cycle, 2);
    CHECK(mixed.repetitions() == 3);
    CHECK(ferz::game_result(mixed) == game_status{game_end::repetition, outcome::draw});

    // Minishogi's perpetual check outranks its scoring of the repetition (below).
    auto mini = at<minishogi>("k4/5/5/5/2r1K[-] w 0 1");
    play_times(mini, "e1e2 c1c2 e2e1 c2c1", 3);
    CHECK(ferz::game_result(mini) == game_status{game_end::perpetual_check, outcome::win});
}

TEST_CASE("the repetition scored otherwise: minishogi (sente loses), torishogi (who repeats loses)") {
    constexpr std::string_view golds = "b1b2 d5d4 b2b1 d4d5";
    ferz::position<minishogi> pos;
    play_times(pos, golds, 3);
    CHECK(pos.side_to_move() == 0);
    CHECK(ferz::game_result(pos) == game_status{game_end::repetition, outcome::loss});
    // The fourth occurrence with gote to move: sente still loses.
    ferz::position<minishogi> gote;
    play(gote, "b1b2");
    play_times(gote, "d5d4 b2b1 d4d5 b1b2", 3);
    CHECK(gote.side_to_move() == 1);
    CHECK(ferz::game_result(gote) == game_status{game_end::repetition, outcome::win});

    ferz::position<shogi_tori_scoring> tori;
    play_times(tori, "h2g2 b8c8 g2h2 c8b8", 3);
    CHECK(ferz::game_result(tori) == game_status{game_end::repetition, outcome::win});  // Black repeated
}

TEST_CASE("jishogi: points, and the 24-point rule once both kings have entered") {
    // Rook and bishop 5, every other piece 1, the king nothing: 27 each at the start.
    const ferz::position<shogi> start;
    CHECK(ferz::impasse_points(start, 0) == 27);
    CHECK(ferz::impasse_points(start, 1) == 27);
    // Promoted forms count as their base, and pieces in hand count: dragon 5, tokin 1, bishop in hand
    // 5 for White; a horse 5 and two pawns in hand for Black.
    const auto promoted = at<shogi>("4k4/9/9/9/9/+b8/9/9/4K2+R+P[Bpp] w 0 1");
    CHECK(ferz::impasse_points(promoted, 0) == 11);
    CHECK(ferz::impasse_points(promoted, 1) == 7);

    // Both kings entered, 27 points each: a draw. Shogi itself leaves the count to the players.
    constexpr std::string_view even = "9/4K4/9/9/9/9/9/4k4/9[RBGGSSNNLLPPPPPPPPPrbggssnnllppppppppp] w 0 1";
    CHECK(ferz::game_result(at<shogi_24>(even)) == game_status{game_end::impasse, outcome::draw});
    CHECK_FALSE(ferz::game_result(at<shogi>(even)).over());
    CHECK(to_string(game_end::impasse) == "impasse");
    // Black has 16 points and loses, whoever is to move.
    constexpr std::string_view short_b = "9/4K4/9/9/9/9/9/4k4/9[RRBBPPPPPPPPPPPPPPPPPPggggssssnnnnllll] w 0 1";
    CHECK(ferz::impasse_points(at<shogi>(short_b), 1) == 16);
    CHECK(ferz::game_result(at<shogi_24>(short_b)) == game_status{game_end::impasse, outcome::win});
    constexpr std::string_view short_b2 = "9/4K4/9/9/9/9/9/4k4/9[RRBBPPPPPPPPPPPPPPPPPPggggssssnnnnllll] b 0 1";
    CHECK(ferz::game_result(at<shogi_24>(short_b2)) == game_status{game_end::impasse, outcome::loss});
    // Only White's king has entered: play on.
    CHECK_FALSE(ferz::game_result(at<shogi_24>("9/4K4/9/9/9/4k4/9/9/9[RRBBPPPPPPPPPPPPPPPPPPggggssssnnnnllll] w 0 1")).over());
}

TEST_CASE("jishogi: the 27-point declaration (the CSA rule)") {
    // White's king on e8 with ten pieces in the zone (nine tokins and a gold: 10 points) and two rooks
    // and two bishops in hand (20): 30 points.
    constexpr std::string_view yes = "9/3GK4/+P+P+P+P+P+P+P+P+P/9/9/9/9/9/8k[RRBB] w 0 1";
    CHECK(ferz::can_declare_win(at<shogi>(yes)));
    CHECK(ferz::game_result(at<shogi_27>(yes)) == game_status{game_end::impasse_declaration, outcome::win});
    CHECK_FALSE(ferz::game_result(at<shogi>(yes)).over());  // shogi leaves it off
    // Only the side to move declares.
    CHECK_FALSE(ferz::can_declare_win(at<shogi>("9/3GK4/+P+P+P+P+P+P+P+P+P/9/9/9/9/9/8k[RRBB] b 0 1")));
    // Nine pieces in the zone: not enough, though the points are (29).
    CHECK_FALSE(ferz::can_declare_win(at<shogi>("9/4K4/+P+P+P+P+P+P+P+P+P/9/9/9/9/9/8k[RRBB] w 0 1")));
    // In check from Black's rook on i8 (one rook in hand then, and three golds for the points: 28).
    CHECK(ferz::can_declare_win(at<shogi>("9/3GK4/+P+P+P+P+P+P+P+P+P/9/9/9/9/9/8k[RBBGGGr] w 0 1")));
    const auto checked = at<shogi>("9/3GK3r/+P+P+P+P+P+P+P+P+P/9/9/9/9/9/8k[RBBGGG] w 0 1");
    CHECK(ferz::in_check(checked));
    CHECK_FALSE(ferz::can_declare_win(checked));
    // The king outside the zone (e6).
    CHECK_FALSE(ferz::can_declare_win(at<shogi>("9/3G5/+P+P+P+P+P+P+P+P+P/4K4/9/9/9/9/8k[RRBB] w 0 1")));
    // Points: 28 for sente (10 + 15 + 3), 27 not enough; 27 enough for gote.
    CHECK(ferz::can_declare_win(at<shogi>("9/3GK4/+P+P+P+P+P+P+P+P+P/9/9/9/9/9/8k[RRBPPP] w 0 1")));
    CHECK_FALSE(ferz::can_declare_win(at<shogi>("9/3GK4/+P+P+P+P+P+P+P+P+P/9/9/9/9/9/8k[RRBPP] w 0 1")));
    CHECK(ferz::can_declare_win(at<shogi>("K8/9/9/9/9/9/+p+p+p+p+p+p+p+p+p/3gk4/9[rrbpp] b 0 1")));
    CHECK_FALSE(ferz::can_declare_win(at<shogi>("K8/9/9/9/9/9/+p+p+p+p+p+p+p+p+p/3gk4/9[rrbp] b 0 1")));
    // Pieces outside the zone count for neither the ten nor the points.
    CHECK_FALSE(ferz::can_declare_win(at<shogi>("9/3GK4/+P+P+P+P+P+P+P+P+P/9/9/9/RRBB5/9/8k[] w 0 1")));
}

TEST_CASE("the try rule: a royal piece on its last rank has won, and the game has no moves") {
    using dobutsu = try_variant<'L'>;
    ferz::position<dobutsu> start;
    CHECK(ferz::perft(start, 1) == 4);

    auto pos = at<dobutsu>("3/L2/2l/3[-] w 0 1");
    CHECK_FALSE(ferz::game_result(pos).over());
    play(pos, "a3a4");
    CHECK(ferz::game_result(pos) == game_status{game_end::try_rule, outcome::loss});
    CHECK(to_string(game_end::try_rule) == "try rule");
    CHECK(ferz::count_legal_moves(pos) == 0);
    CHECK(ferz::perft(pos, 1) == 0);
    pos.unmake();
    // b4 is a try as well, so perft 2 counts Black's replies to a3a2 only (c1 and c3).
    CHECK(ferz::perft(pos, 1) == 3);
    CHECK(ferz::perft(pos, 2) == 2);

    // Black's lion reaching rank 1 wins for Black.
    auto black = at<dobutsu>("3/L2/2l/3[-] b 0 1");
    play(black, "c2c1");
    CHECK(ferz::game_result(black) == game_status{game_end::try_rule, outcome::loss});
    // The lion never steps onto an attacked square of its last rank: b4 is guarded by the elephant.
    const auto guarded = at<dobutsu>("3/L1e/2l/3[-] w 0 1");
    CHECK_FALSE(ferz::parse_uci(guarded, "a3b4").has_value());
    // Without the rule the game goes on from there.
    auto plain = at<try_variant<0>>("L2/3/2l/3[-] b 0 1");
    CHECK(ferz::count_legal_moves(plain) > 0);
    CHECK_FALSE(ferz::game_result(plain).over());
    CHECK(ferz::game_result(at<dobutsu>("L2/3/2l/3[-] b 0 1")) == game_status{game_end::try_rule, outcome::loss});
}
