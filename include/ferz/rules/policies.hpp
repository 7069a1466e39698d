// ferz/rules/policies.hpp: the rules of a variant that are not piece moves, as named policy values.
//
// A variant states them in one aggregate, `static constexpr ferz::variant_rules rules = {...}`,
// a member of its variant_def (rules/definition.hpp), written with designated initializers or changed
// member by member: a misspelt rule (`.promotion = {.rank = 2}`, `v.rules.promotion.rank = 2`) is a
// compile error. Every field has the default of orthodox chess's generic form, so a variant names only
// what differs. The policies are plain values holding their own texts (inline_string): the same values
// are built at run time from a variant's text (an INI file, a GUI's definition).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>

#include "ferz/inline_string.hpp"

namespace ferz {

// A game's result from the point of view of the side to move.
enum class outcome : std::int8_t { loss = -1, draw = 0, win = 1 };

// The result for the other side.
constexpr outcome opposite(outcome o) noexcept { return static_cast<outcome>(-static_cast<int>(o)); }

// Promotion happens in the zone, the last `ranks` ranks of each side, in one of two ways:
//   - chess-style: pawn-trait pieces that reach the zone become one of `pieces` (letters of the
//     variant's pieces; Black's list may differ, Chigorin); an empty list: they never promote;
//   - shogi-style: a piece type that has a promoted form (piece_set's promoted_piece<'L', ...>) may
//     turn into it on a move that ends in the zone, or also starts there (`from_zone`, shogi: into,
//     out of or inside the zone). It must where it could never move again unpromoted (a pawn or lance
//     on the last rank, a knight on the last two), and always if `forced`.
struct promotion_policy {
    int ranks = 1;
    inline_string<63> pieces{};
    inline_string<63> black_pieces{};  // empty: the same as `pieces`
    // Chess-style: at most so many of a type per side on the board for a pawn to become one
    // ("Q1R2": one queen, two rooks; Fairy-Stockfish's promotionLimit). Empty: no limits.
    inline_string<127> limits{};
    bool from_zone = false;        // shogi-style: a move out of or inside the zone promotes too
    // Shogi-style: a move that starts in the zone promotes only if it captures, wherever it ends
    // (with or without from_zone); a move that enters the zone always may (Chu shogi as its Japanese
    // association, the CSRM, plays it).
    bool from_zone_on_capture = false;
    bool forced = false;           // shogi-style: promotion is never optional (dobutsu)
    bool on_capture_only = false;  // shogi-style: only a capture promotes (micro shogi)
    // Shogi-style: a promoted form turns back into its base on the moves where a base would promote
    // (Kyoto shogi with `forced` and the whole board as zone: every move flips the piece; micro shogi
    // with `on_capture_only` too: every capture does). Fairy-Stockfish's pieceDemotion.
    bool demotion = false;
    // A piece may not move (unpromoted) or be dropped where it could never move again (a shogi pawn
    // or lance on the last rank, a knight on the last two; tables/mobility.hpp), so it must promote
    // there. Fairy-Stockfish's immobilityIllegal; off: Kyoto, micro shogi, dobutsu (a chick may be
    // dropped on the last rank).
    bool dead_squares_illegal = true;
    // Chess-style: a pawn may also stay unpromoted in the zone, except where it could never move
    // again (Grand chess: optional on ranks 8 and 9, a promotion on rank 10; Fairy-Stockfish's
    // mandatoryPawnPromotion = false with immobilityIllegal).
    bool optional = false;
    // Chess-style: the zone as a region (board/region.hpp, from White's side, mirrored for Black)
    // instead of the last `ranks` ranks (Troitzky: the last square of each file).
    inline_string<255> zone{};
    // Black's zone where it is not the mirror image of White's (squares as they are, not mirrored:
    // Legan's "e1-h1 h2-h4", White's turned half a turn); empty: `zone` mirrored. Fairy-Stockfish's
    // promotionRegionBlack.
    inline_string<255> black_zone{};
    // Sittuyin's promotion (Fairy-Stockfish's sittuyinPromotion), instead of the chess-style one: while
    // the side has no piece moving as `F` (its met, the fers) on the board, a pawn on the far half of
    // a long diagonal (White: a8 b7 c6 d5 e5 f6 g7 h8), or the side's only pawn wherever it stands,
    // may become one as its move, on its own square or one empty diagonal step away. The new piece
    // may not attack an enemy piece, and the move may not give check. It is the move
    // from-to-promotion (UCI d5d5f, d5c6f).
    bool sittuyin = false;
    [[nodiscard]] constexpr std::string_view for_color(int color) const noexcept {
        return color == 1 && !black_pieces.empty() ? black_pieces.view() : pieces.view();
    }
    constexpr bool operator==(const promotion_policy&) const = default;
};

// Othello's and Ataxx's rules of enclosure (Fairy-Stockfish's EnclosingRule), for drops
// (drop_policy::enclosing) and for the pieces a move turns over (board_policy::flips).
//   - reversi: the lines of enemy pieces that run from the square, in any of the eight directions,
//     to a piece of the mover's (flipello: a drop must enclose one, and every one turns over);
//   - ataxx: the squares around it (a drop must be next to a piece of the mover's; every enemy piece
//     next to where the mover lands turns over).
// And three rules for drops alone (Fairy-Stockfish's enclosingDrop), which turn nothing over:
//   - top: on the first rank or on a piece, as into a standing frame (connect four);
//   - snort: on no square next to an enemy piece along a rank or file;
//   - anyside: pushed in from an edge, along the rank or file, as far as it goes (where the edge
//     square is empty, the first empty square before a piece, or the far edge). Pushed from the last
//     file or rank, a line with a gap gives the gap's lowest square, as Fairy-Stockfish finds it.
enum class enclosing_rule : std::uint8_t { none, reversi, ataxx, top, snort, anyside };

// Walls that moves place (Fairy-Stockfish's WallingRule), for board_policy::walls. Every move (not a
// pass) also puts a wall on an empty square of the board after it, inside the mover's wall region;
// a wall is an empty square no piece may enter or pass, written '*' in FEN. Where:
//   - arrow: a square the piece that moved could move to, quietly, from where it landed (the Game of
//     the Amazons); walls stay;
//   - duck: any such square, the one wall already on the board taken away first: a duck that every
//     move must move (Duck chess);
//   - past: the square the piece left (Snailtrail, Joust);
//   - anywhere: any such square (Fairy-Stockfish's `static`: Isolation);
//   - edge: a square on the board's edge or next to a wall, orthogonally (Atlantis).
enum class walling_rule : std::uint8_t { none, arrow, duck, past, anywhere, edge };

// Pieces in hand. With `enabled`, a player may put a piece from hand on an empty square instead of
// moving; which squares, per piece type, is its descriptor's `@` (XBetza: `fWf@8` the shogi pawn,
// eight ranks deep and one per file; `j@7` the crazyhouse pawn, not on the first rank; no `@`: any
// empty square). Captured pieces go to the capturer's hand, as their unpromoted type.
struct drop_policy {
    bool enabled = false;
    // Pieces in hand may be dropped as moves of their own; Seirawan's only enter by gating.
    bool drop_moves = true;
    bool captures_to_hand = true;
    // A captured piece that promoted goes to hand as it is now (Loop, Chessgi), not as a pawn.
    bool keep_promoted = false;
    // Uchifuzume (shogi): a pawn drop that checkmates at once is illegal (a pawn-drop check is not).
    bool pawn_drop_mate_illegal = false;
    // Off: no drop may give check (Fairy-Stockfish's dropChecks).
    bool drop_checks = true;
    // The letter of the piece pawn_drop_mate_illegal is about (torishogi: 'S', the swallow).
    char pawn_drop_mate_piece = 'P';
    // A piece in hand may be dropped as its promoted form too (Kyoto and micro shogi; Fairy-Stockfish's
    // dropPromoted): the drop move's piece is then the promoted type, and the hand gives up its base.
    bool promoted_faces = false;
    // Chess-style pawns (the pawn trait) may be dropped on their first rank (Chessgi), and in the zone
    // where they would have promoted (never, in the built-in variants).
    bool pawns_on_first_rank = false;
    bool pawns_in_promotion_zone = false;
    // Where a type without an `@` of its own may be dropped: the first `zone_ranks` ranks of the
    // dropping side (Placement: 1, the back rank); 0: anywhere.
    int zone_ranks = 0;
    // Where any piece may be dropped, when it is not the first ranks (Fairy-Stockfish's
    // dropRegionWhite/Black; synochess: Black on its fifth rank only): White's `region` (board/region.hpp,
    // squares as they are; empty: the whole board) and Black's `region_black` (squares as they are;
    // empty: White's mirrored). A type's own `@` rules and the pawns' drop rules bind as well. Both
    // empty: zone_ranks.
    inline_string<255> region{};
    inline_string<255> region_black{};
    // While a player has pieces in hand, they must drop one if they can (Placement's setup phase);
    // with `must_drop_pieces` (letters), only while one of those is in hand, and only those
    // (Koedem's kings).
    bool must_drop = false;
    inline_string<63> must_drop_pieces{};
    // Bishops (pieces moving exactly as `B`) are dropped so that a side's bishops can stand on both
    // square colours: none where its colour already has its share, nothing else where it would
    // leave too few free squares of a colour for the bishops still in hand (Placement).
    bool bishops_on_both_colours = false;
    // Dropping the royal piece on its castling square, or a castling partner on its corner with the
    // royal in place, gives the castling right (Placement: castling with dropped pieces).
    bool castling_from_drops = false;
    // Royal pieces can be held in hand and dropped (Koedem); elsewhere a hand never holds one.
    bool royals_in_hand = false;
    // Seirawan gating: when a piece leaves a gate square (its back-rank square, until it first moves;
    // the FEN's castling field lists them) a piece from hand may enter that square in the same move.
    // Castling may gate on the royal's or the partner's square.
    bool gating = false;
    // Drops only where they enclose (Fairy-Stockfish's enclosingDrop: flipello, ataxx). While a square
    // of `enclosing_start` (a region, squares as they are) is empty, drops go there and nowhere else
    // (Fairy-Stockfish's enclosingDropStart: flipersi's first four discs fill the centre).
    enclosing_rule enclosing = enclosing_rule::none;
    inline_string<255> enclosing_start{};
    // The hands never run out (Fairy-Stockfish's freeDrops: ataxx's clones): every type that may be in
    // hand may be dropped whatever the hand holds, and a drop takes nothing from it (a FEN writes no
    // hand). Nothing is captured to hand (captures_to_hand false).
    bool free = false;
    constexpr bool operator==(const drop_policy&) const = default;
};

// Where pawn-trait pieces may stand and go.
struct pawn_policy {
    // They may not move onto relative ranks below this one (Pawnback's pawns never return to their
    // first rank).
    int lowest_rank = 0;
    // A position with a pawn on its own first rank can be set up (Horde-like armies); chess forbids it.
    bool allowed_on_first_rank = false;
    // Where a piece has its XBetza `i` (initial) moves, for every piece type, as a region (from
    // White's side, mirrored for Black), whatever the piece's history: Fairy-Stockfish's
    // doubleStepRegion (Wolf chess: "a2-h2 b3-c3 f3-g3"). Empty: where the piece stood in the start
    // position.
    inline_string<255> initial_squares{};
    // Where an e.p. capture may land, as a region (from White's side, mirrored for Black): a double
    // step gives e.p. rights only on these squares of the capturing side. Horde: "a6-h6", so that a
    // White pawn's double step from the first rank gives none. Empty: anywhere. Fairy-Stockfish's
    // enPassantRegion.
    inline_string<255> ep_squares{};
    constexpr bool operator==(const pawn_policy&) const = default;
};

// The letter a FEN writes for each castling right bit (position::castling_bit: colour * 2 + side,
// side 1 toward the higher files), in the order a FEN writes them.
inline constexpr std::array<std::pair<int, char>, 4> castling_right_letters{{{1, 'K'}, {0, 'Q'}, {3, 'k'}, {2, 'q'}}};

// Castling squares are not stated here: they follow from the royal piece's `O` atom (XBetza
// `KisO2`: two squares toward either partner) and its file in the start position.
struct castling_policy {
    // Castling written and read as king-takes-partner, rights as partner files (Chess960).
    bool chess960 = false;
    // The royal piece's file before castling; -1: its file in the start position. For variants whose
    // start position has no royal on the board (Placement: the kings start in hand).
    int king_file = -1;
    // The castling rank, counted from the side's first (Shako, Omicron: 1, the second rank).
    int rank = 0;
    // Where the FEN's K and Q start looking for the partner, towards the royal (Fairy-Stockfish's
    // castlingRookKingsideFile / QueensideFile; Shako: 8 and 1, files i and b); -1: the board's edge.
    int kingside_file = -1;
    int queenside_file = -1;
    // Castling takes the opponent's right to castle to the same side (Fairy-Stockfish's
    // oppositeCastling: after White's O-O, Black may castle only queenside).
    bool opposite = false;
    constexpr bool operator==(const castling_policy&) const = default;
};

// Jishogi, shogi's impasse (game.hpp: impasse_points, can_declare_win). Points: a piece whose letter
// is in `major` (shogi: rook and bishop, promoted or not) counts 5, every other piece 1, royal pieces
// none; pieces in hand count as well.
struct impasse_policy {
    // The 24-point rule (seed 002, "Jishogi"): once both royal pieces stand in their promotion zones
    // (rules.promotion.ranks), the game ends; a player with fewer than `points` points (counting
    // every piece they own, on the board or in hand) loses, else it is a draw. 0: off.
    int points = 0;
    // The 27-point declaration rule of computer shogi (the CSA's tournament rule): the side to move
    // wins if its royal piece is in the zone, it is not in check, it has at least 10 other pieces in
    // the zone, and the pieces in the zone and in hand make 28 points for sente (colour 0), 27 for
    // gote. game_result treats it as declared whenever it may be.
    bool declaration = false;
    inline_string<63> major = "RB";
    constexpr bool operator==(const impasse_policy&) const = default;
};

// The counting rules of makruk and its relatives (rules/counting.hpp), as Fairy-Stockfish's
// countingRule: when one side is reduced to little material, the other must mate within a limit of
// moves or the game is drawn.
enum class counting_rule : std::uint8_t {
    none,
    makruk,     // makruk, makpong, ai-wok: board's honour 64, pieces' honour 8..64 by material
    cambodian,  // cambodian, karouk: board's honour 63, pieces' honour 7..63
    asean,      // ASEAN chess, sittuyin: only against a bare king with no pawns: rook 16, khon 44, knight 64
};

// Which chase rule scores a repetition (rules/chase.hpp): none, or the Asian Xiangqi Federation's
// (Fairy-Stockfish's chasingRule = axf): a player who chased one piece with every move of the cycle
// loses it, as a perpetual checker does; and a side's checks beyond ten since the last capture do not
// count toward the move rule.
enum class chasing_rule : std::uint8_t { none, axf };

// Connection goals (Fairy-Stockfish's connectN, connectNxN and collinearN: tic-tac-toe, teeko, three
// musketeers): the game is over when the side that just moved has `n` of its connecting pieces in an
// unbroken row along one of the `lines`, `square` of them filling a square of that many on a side,
// or `collinear` of them on one line, with any gaps between them. That side has `result`: won, or
// lost or drawn (connectValue). Lines: bit 1 the ranks, 2 the files, 4 both diagonals
// (connectHorizontal, connectVertical, connectDiagonal). `pieces`: the letters of the connecting
// pieces ("+P" for a promoted form); empty: every piece. All three 0: no such goal.
// `from` and `to` (Fairy-Stockfish's connectRegion1White/2White, and Black's own in `from_black`,
// `to_black`, squares as they are; gale): a side whose connecting pieces join a square of its `from`
// to one of its `to` has connected, each step to a neighbour along the lines named, toward higher
// files or ranks only (east, north, north-east, south-east), as Fairy-Stockfish searches.
struct connect_goal {
    static constexpr std::uint8_t ranks = 1, files = 2, diagonals = 4;
    int n = 0;
    int square = 0;
    int collinear = 0;
    std::uint8_t lines = ranks | files | diagonals;
    inline_string<63> pieces{};
    outcome result = outcome::win;
    inline_string<63> from{}, to{}, from_black{}, to_black{};
    [[nodiscard]] constexpr bool joins() const noexcept { return (!from.empty() && !to.empty()) || (!from_black.empty() && !to_black.empty()); }
    [[nodiscard]] constexpr bool any() const noexcept { return n != 0 || square != 0 || collinear != 0 || joins(); }
    constexpr bool operator==(const connect_goal&) const = default;
};

// How a game ends: checkmate, stalemate, and the other rules.
struct end_policy {
    outcome checkmate = outcome::loss;  // for the mated side (losers: win)
    outcome stalemate = outcome::draw;  // for the stalemated side (Shatranj: loss; the losing games: win)
    // Suicide chess (Fairy-Stockfish's stalematePieceCount): a stalemate is won by the side with fewer
    // pieces (`stalemate` is then the result for the side to move when it has fewer), drawn when equal.
    bool stalemate_by_pieces = false;
    // Dobutsu's try rule, as Fairy-Stockfish states it (flagPiece, flagRegion the last rank,
    // flagPieceSafe): the game is over (no legal moves) when a side has a piece lettered `try_piece`
    // on its own last rank that the other side cannot take (does not attack: meant for variants
    // without a royal piece). Its owner has won: usually it just moved there; or the side to move
    // has one there that the other side, able to take it before, left standing. 0: no such rule.
    char try_piece = 0;
    // Fairy-Stockfish's extinction rule: the game is over (no legal moves) when a side has at most
    // `extinction_count` pieces of a kind named in `extinction_pieces` (letters, "+P" for a promoted
    // form; `*`: all its pieces counted together), on the board and in hand, while the other side has at least
    // `extinction_opponent_count` of that kind; that side has `extinction_outcome`. The side that
    // just moved is looked at first, and with `extinction_claim` the side to move's opponent needs one
    // piece more. Dobutsu's lion and Koedem's kings ("L", "K"; Koedem's opponent count 2, "own all
    // the kings"): lost; giveaway's pieces ("*"): won. A bare king ("*", count 1): Shatranj's rule
    // (opponent count 2, claim: the side that is bare loses unless it can bare the other back),
    // shatar's draw, losers' win; game_result names it "bare king". Empty: no rule.
    inline_string<31> extinction_pieces{};
    int extinction_count = 0;
    int extinction_opponent_count = 0;
    outcome extinction_outcome = outcome::loss;
    bool extinction_claim = false;
    // Fairy-Stockfish's extinction rule with pseudo-royalty (shoshogi's king and crown prince): the
    // pieces written here ("K+E": the king and the promoted drunk elephant) are not royal while a
    // side has two or more of them (either may be taken), and its last one is royal (it may not be
    // left attacked). A variant may have a ferz::royal piece too (coregal's king).
    inline_string<63> pseudo_royals{};
    // Every piece of the pseudo-royal kinds is royal, however many a side has (coregal: the queens,
    // beside the royal king; Fairy-Stockfish's extinctionPieceCount 64).
    bool every_pseudo_royal = false;
    // While a side has two or more pseudo-royal pieces (none of them royal), it may not leave all of
    // them attacked at once (spartan's two kings; Fairy-Stockfish's dupleCheck).
    bool duple_check = false;
    int move_rule = 50;      // a draw after this many moves (both sides) without a capture or pawn move; 0: none
    // The move rule's count restarts on a capture, a drop, a promotion, and a pawn-trait piece's move
    // that cannot be taken back (the piece could not move straight back to where it came from, on an
    // empty board: a sideways pawn step can). Off: pawn moves never restart it (Pawnback, whose pawns
    // step back; Fairy-Stockfish's nMoveRuleTypes empty).
    bool pawn_moves_reset = true;
    int repetitions = 3;     // a draw when the same position occurs this many times; 0: none
    // What the repetition scores for the side to move instead of a draw (torishogi: win, the player
    // who completed it loses) ...
    outcome repetition_outcome = outcome::draw;
    // ... or, when absolute, for colour 0 (minishogi: loss, sente loses it whoever completed it).
    bool repetition_outcome_absolute = false;
    // Perpetual check (shogi): when every move of one player since the first of the repeated positions
    // gave check, that player loses the repetition (if both players' did, it is a draw).
    bool perpetual_check_loses = false;
    // Perpetual chase (xiangqi): after perpetual check, a repetition in which one player chased a
    // piece with every move loses for that player (both: a draw).
    chasing_rule chasing = chasing_rule::none;
    // Dead positions by material: the game is drawn when neither side has the material to mate
    // (ferz/rules/material.hpp, Fairy-Stockfish's rule, judged by the pieces' moves: chess's K v K,
    // K+minor v K, bishops on one colour; xiangqi's elephants and advisors alone; ...).
    bool insufficient_material = true;
    impasse_policy impasse{};
    // The flag (Fairy-Stockfish's flagPiece, flagRegion): a side that has a piece lettered
    // `flag_piece` on a square of its flag region (`flag_region`, White's and by default Black's)
    // wins, as `flag_move` below says when. Jeson Mor: a knight on e5, with one reply to take it.
    // '*': any piece of the side (Fairy-Stockfish's `flagPiece = *`, and its default where only a
    // region is given: river, rooksquare). 0: no such rule.
    char flag_piece = 0;
    inline_string<255> flag_region{};
    // Black's flag region where it is not White's (Fairy-Stockfish's flagRegionBlack; squares as they
    // are, not mirrored: "a1-h1" for Black's goal of reaching the first rank); empty: Black's is
    // flag_region too. A side whose region is empty has no flag goal: White's where flag_region is
    // empty and this one not, Black's where this one is "-" (Fairy-Stockfish's flagRegionWhite alone).
    inline_string<255> flag_region_black{};
    // Fairy-Stockfish's flagMove. True (Jeson Mor, racing kings): the other side has one reply to the
    // flag piece's arrival, as above; where the flag piece is royal (racing kings) the game is over at
    // once when Black reached the region, or when White did and Black's king cannot follow it in, and
    // a White king that arrived first is drawn by a Black king that follows. False (king of the hill):
    // the game is over, won by the side that moved there, as soon as its flag piece stands on the region.
    bool flag_move = true;
    // Fairy-Stockfish's flagPieceCount and flagPieceBlockedWin: a side reaches its goal with this many
    // flag pieces on its region (kono 7, aralzaa 3), or, with flag_blocked_win, with at least one
    // there and no square of the region empty (kono: the last squares held by the other side's men).
    int flag_count = 1;
    bool flag_blocked_win = false;
    // Fairy-Stockfish's flagPieceSafe with the flag (alapo, squatter): where a side has exactly
    // flag_count flag pieces on its region, they count only while none of them is attacked (judged
    // for the side to move too, unless flag_move), and the side to move that has got there has won
    // too (drawn, without flag_move, when both have).
    bool flag_safe = false;
    // n-check (Fairy-Stockfish's checkCounting): each side has a number of checks still to give, in
    // the position (a FEN writes them "3+3", White's first, or Lichess's "+N+M" of checks given after
    // the clocks); each move that gives check counts one down, and the side that gives its last has
    // won (the other side has no legal moves). The start FEN sets the counts (3check "3+3", 5check
    // "5+5"; none written: "1+1", the first check wins: karouk), and a FEN that writes none has the
    // start position's.
    bool check_counting = false;
    // The counting rule (rules/counting.hpp); with one, a FEN's number in place of the e.p. square
    // is a running count's limit in plies, and the halfmove clock its count in plies (Fairy-Stockfish:
    // "... b - 88 8 1").
    counting_rule counting = counting_rule::none;
    // Janggi's material count (Fairy-Stockfish's JANGGI_MATERIAL): a game that ends drawn by the
    // turns rules (bikjang, two passes), a full board, the move rule or a repetition is decided by
    // points, each piece's letter followed by its value ("R13C7N5B3A3P2"), the second player (colour
    // 1) getting `komi_tenths` / 10 more (janggi: 15, so colour 0 needs 2 points more to win); "*":
    // every piece on the board one point (Fairy-Stockfish's UNWEIGHTED_MATERIAL: flipello). Empty: no count.
    inline_string<127> material_points{};
    int komi_tenths = 0;
    // Draw odds (Fairy-Stockfish's materialCounting = whitedrawodds / blackdrawodds: armageddon, Black):
    // the colour that wins every game that would end drawn by stalemate, the move rule, a repetition,
    // passes, bikjang or a full board (not by insufficient material, as Fairy-Stockfish scores it);
    // -1: none. Not with material_points.
    int draw_odds = -1;
    // The game ends (drawn, or decided by the material count) when no square is empty (Fairy-
    // Stockfish's adjudicateFullBoard: flipello, ataxx).
    bool full_board_ends = false;
    // Castling as the goal (Fairy-Stockfish's castlingWins: castle, "q"): the castlings named win, and
    // a side that has lost every right named loses (the other side's loss first, as Fairy-Stockfish
    // looks). Bits as position::can_castle: 1 << (colour * 2 + side), side 1 toward the higher files;
    // a variant file writes them as a FEN writes the rights (castling_right_letters). 0: none.
    std::uint8_t castling_wins = 0;
    // Shatar's mate rule (Fairy-Stockfish's shatarMateRule): a mate given by knights alone loses for
    // the side that gave it; any other mate wins only if one of the mating side's checks in the
    // unbroken series that ended in mate was given by a knight, a rook or a bers (pieces moving as
    // N, R, RF: a "shak"); otherwise it is a draw.
    bool shatar_mate = false;
    connect_goal connect{};
    constexpr bool operator==(const end_policy&) const = default;
};

// Chu shogi's lion-trading rules, as XBoard plays them (board_policy::lions;
// movegen/modules/lion_trading.hpp), for the pieces lettered in `pieces` ("N+O": the lion and the
// promoted kirin; empty: no such rules):
//   - a lion may take a lion two squares away (not next to it) only where no piece of the other
//     side could take it back there, pinned pieces and the king too (any move that captures there),
//     unless it took on its way a piece not lettered in `worthless` ("PI": a pawn or a go-between);
//   - after a lion was taken by a piece that is no lion, the next move may take no lion (the
//     counter-strike rule). FEN writes the square where it was taken in the e.p. field.
struct lion_policy {
    inline_string<15> pieces{};
    inline_string<15> worthless{};
    constexpr bool operator==(const lion_policy&) const = default;
};

// The board's shape beyond files and ranks, and what the royal pieces may not do to each other.
struct board_policy {
    // Squares that do not exist (a region, board/region.hpp: "a1 a2 j1 j2"): no piece stands, lands
    // or is dropped there, and every ride and lame leap stops there as at the board's edge. FEN writes
    // them '*'.
    inline_string<255> holes{};
    // Xiangqi's flying general: the royal pieces may not face each other on a file with nothing
    // between them (a move that leaves them so is illegal, as if the royals attacked each other).
    bool flying_general = false;
    // Makpong: a royal piece in check may move only to capture the piece that checks it (none when
    // two do); other pieces still block or capture as usual. Fairy-Stockfish's makpongRule.
    bool makpong = false;
    // Racing kings (Fairy-Stockfish's checking = false): a move that gives check is illegal.
    bool checks_allowed = true;
    // Compulsory captures (Fairy-Stockfish's mustCapture: antichess, giveaway, losers): while the side
    // to move has a legal capture, only captures are legal (movegen/modules/must_capture.hpp).
    bool must_capture = false;
    // Cambodian (Ouk Chatrang) gates: the FEN's castling field lists, as file letters (DEde), the
    // back-rank squares whose royal piece and met (the piece moving exactly as `F`) have not yet used
    // their first move. From its gate, the royal may leap as a knight onto the next rank forward
    // (d1-b2, d1-f2), to an empty square, when not in check; the met may jump two squares straight
    // forward (e1-e3) to an empty square. A gate is lost when its piece leaves it or is taken there,
    // and the royal's when an enemy rook moves to a square whose rook lines (on an empty board) reach
    // it while it stands on its gate. Fairy-Stockfish's cambodianMoves.
    bool cambodian_gates = false;
    // Atomic captures (Fairy-Stockfish's blastOnCapture: atomic, nocheckatomic, atomar): a capture
    // also removes the capturing piece and every piece on the eight squares around the capture's
    // target, pawns there aside (the pieces of `pawn` traits), and pieces of the `blast_immune` letters
    // ("+P" for a promoted form; not letters that pawns promote to) nowhere. Where the variant has
    // royal or pseudo-royal pieces, a move that blows up one of the mover's is illegal, one that blows up one of the other side's is legal whatever it
    // leaves attacked, and a royal piece next to an enemy royal is never in check (its capture would
    // blow up the capturer's own). No captures to hand with it.
    bool blast = false;
    // Whether a blast spares the pawns around its target (the pieces of `pawn` traits), as
    // Fairy-Stockfish's spares its pawn piece; false where the pawns are custom pieces, which its blast
    // takes like any other (allexplodeatomic).
    bool blast_spares_pawns = true;
    inline_string<31> blast_immune{};
    // Letters of the pieces that may not capture a piece of their own kind (Fairy-Stockfish's
    // mutuallyImmuneTypes: atomar's kings).
    inline_string<31> mutually_immune{};
    // The enemy pieces each move (not a pass) turns over to the mover's side (Fairy-Stockfish's
    // flipEnclosedPieces: flipello reversi, ataxx ataxx).
    enclosing_rule flips = enclosing_rule::none;
    // Walls that every move places (see walling_rule; Fairy-Stockfish's wallingRule), inside
    // `wall_region` (a region, board/region.hpp; empty: the whole board) for White and
    // `wall_region_black` (empty: the same as White's) for Black. Not with royal pieces (a wall could
    // block a check) nor with passes.
    walling_rule walls = walling_rule::none;
    inline_string<255> wall_region{};
    inline_string<255> wall_region_black{};
    lion_policy lions{};  // Chu shogi's lion-trading rules
    constexpr bool operator==(const board_policy&) const = default;
};

// Moves that are not moves of a piece, and janggi's facing kings.
struct turn_policy {
    // Janggi's pass: the side to move may pass (a move of kind null from and to its royal's square,
    // written e2e2 in UCI as Fairy-Stockfish does) unless in check; two passes in a row end the game.
    bool pass = false;
    // Janggi's bikjang, as Fairy-Stockfish rules it: the royals may face each other on an open file
    // (a move into it is legal); then the side to move must break it, or pass (even in check), and
    // when a position with them facing follows another with them facing, the game is over.
    bool bikjang = false;
    // A side with no legal move passes (Fairy-Stockfish's passOnStalemate: flipello, ataxx): the only
    // legal move is then the pass (from and to its royal's square, else its first piece's: `d4d4`), and
    // two passes in a row end the game as janggi's do. A side without pieces has no move at all.
    bool pass_on_stalemate = false;
    // Whether the side to move may ever pass (by either rule).
    [[nodiscard]] constexpr bool passes() const noexcept { return pass || pass_on_stalemate; }
    constexpr bool operator==(const turn_policy&) const = default;
};

struct variant_rules {
    promotion_policy promotion{};
    pawn_policy pawns{};
    drop_policy drops{};
    castling_policy castling{};
    end_policy end{};
    // The move buffer's capacity; 0: enough for the largest known positions of a board of its size.
    std::size_t max_moves = 0;
    board_policy board{};
    turn_policy turns{};
    constexpr bool operator==(const variant_rules&) const = default;
};

}  // namespace ferz
