// ferz/notation/fsf_keys.hpp: every key of a Fairy-Stockfish variant file, what ferz does with it.
//
// One table lists the keys of Fairy-Stockfish's `variants.ini` format (its src/parser.cpp, commit
// c19b5f6) and the keys ferz adds for rules Fairy-Stockfish has no key for (`ferz.` prefix). Each
// row says how ferz treats the key: read into a variant_def (`supported`), accepted for its form and
// without effect on the rules (`gui`), an old name of another key (`deprecated`, a warning), or not
// supported yet (`unsupported`: Fairy-Stockfish's default value is a warning, any other an error, so
// that a rule is never dropped in silence). The reader (variant_file.hpp) looks keys up here, and a
// key that is in no row is an error with the nearest names as suggestions; docs/variant-files.md
// and examples/variant-file-check.cpp print the same table. The piece keys (`knight = n`,
// `customPiece3 = a:BETZA`, `mobilityRegionWhiteKing`) are in fsf_pieces.hpp.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace ferz::fsf {

enum class key_support : unsigned char {
    supported,    // read into the definition
    gui,          // accepted and checked for form; no effect on the rules (GUI or engine only)
    deprecated,   // an older name of `replacement`: read as that key, with a warning
    unsupported,  // not in ferz yet: a warning for Fairy-Stockfish's default value, else an error
    ferz,         // ferz's own key, for a rule Fairy-Stockfish has no key for (written by write_variant_file)
};

struct key_info {
    std::string_view name;
    std::string_view family;
    key_support support;
    // unsupported: Fairy-Stockfish's default values (space-separated), which change nothing;
    // deprecated: the key it stands for.
    std::string_view fsf_default;
    // What ferz makes of it: the variant_def member, or why not.
    std::string_view doc;
};

using ks = key_support;

// The keys, by family. Per-colour keys (`...White`, `...Black`) must agree where ferz has one
// value for both sides (a region is given from White's side and mirrored for Black).
inline constexpr std::array keys = std::to_array<key_info>({
    // board
    {"maxRank", "board", ks::supported, "", "ranks (1..16; Fairy-Stockfish takes 1..10)"},
    {"maxFile", "board", ks::supported, "", "files (1..16 or a..p; Fairy-Stockfish takes up to 12)"},
    {"startFen", "board", ks::supported, "", "start_fen (FEN forms of Fairy-Stockfish, truncated ones too)"},
    {"chess960", "board", ks::supported, "", "rules.castling.chess960"},
    // GUI and engine only
    {"variantTemplate", "gui", ks::gui, "", "fairy, shogi or bughouse; no effect on the rules"},
    {"pieceToCharTable", "gui", ks::gui, "", "XBoard's piece images; letters must be pieces of the variant"},
    {"pocketSize", "gui", ks::gui, "", "XBoard's holdings size (a number)"},
    {"pieceValueMg", "gui", ks::gui, "", "engine piece values `p:150 n:800`"},
    {"pieceValueEg", "gui", ks::gui, "", "engine piece values `p:150 n:800`"},
    // deprecated aliases
    {"promotionRank", "promotion", ks::deprecated, "promotionRegionWhite", "the last ranks from this one promote"},
    {"doubleStepRank", "pawns", ks::deprecated, "doubleStepRegionWhite", "the rank of the double step"},
    {"doubleStepRankMin", "pawns", ks::deprecated, "doubleStepRegionWhite", "the lowest rank of the double step"},
    {"whiteFlag", "game end", ks::deprecated, "flagRegionWhite", ""},
    {"blackFlag", "game end", ks::deprecated, "flagRegionBlack", ""},
    {"castlingRookPiece", "castling", ks::deprecated, "castlingRookPieces", ""},
    {"whiteDropRegion", "drops", ks::deprecated, "dropRegionWhite", ""},
    {"blackDropRegion", "drops", ks::deprecated, "dropRegionBlack", ""},
    {"dropOnTop", "drops", ks::deprecated, "enclosingDrop", "true means enclosingDrop = top"},
    // promotion
    {"pawnTypes", "promotion", ks::supported, "", "the pawn trait (promotion, move-rule reset, e.p.)"},
    {"promotionRegionWhite", "promotion", ks::supported, "", "rules.promotion.ranks or .zone (mirrored for Black)"},
    {"promotionRegionBlack", "promotion", ks::supported, "", "mirrors promotionRegionWhite, or rules.promotion.black_zone"},
    {"promotionPawnTypes", "promotion", ks::supported, "", "the pawn trait"},
    {"promotionPawnTypesWhite", "promotion", ks::supported, "", "the pawn trait (one set for both colours; sets that differ are joined where each colour's letters never stand for the other: khans)"},
    {"promotionPawnTypesBlack", "promotion", ks::supported, "", "the pawn trait (one set for both colours; sets that differ are joined where each colour's letters never stand for the other: khans)"},
    {"promotionPieceTypes", "promotion", ks::supported, "", "rules.promotion.pieces"},
    {"promotionPieceTypesWhite", "promotion", ks::supported, "", "rules.promotion.pieces"},
    {"promotionPieceTypesBlack", "promotion", ks::supported, "", "rules.promotion.black_pieces"},
    {"sittuyinPromotion", "promotion", ks::supported, "", "rules.promotion.sittuyin"},
    {"promotionLimit", "promotion", ks::supported, "", "rules.promotion.limits (`q:1 r:2` -> Q1R2)"},
    {"promotedPieceType", "promotion", ks::supported, "", "promoted forms (+X) moving as the target piece"},
    {"piecePromotionOnCapture", "promotion", ks::supported, "", "rules.promotion.on_capture_only"},
    {"mandatoryPawnPromotion", "promotion", ks::supported, "", "rules.promotion.optional (negated)"},
    {"mandatoryPiecePromotion", "promotion", ks::supported, "", "rules.promotion.forced"},
    {"pieceDemotion", "promotion", ks::supported, "", "rules.promotion.demotion"},
    {"immobilityIllegal", "promotion", ks::supported, "", "rules.promotion.dead_squares_illegal"},
    // explosions and other captures
    {"blastOnCapture", "captures", ks::supported, "", "rules.board.blast"},
    {"blastImmuneTypes", "captures", ks::supported, "", "rules.board.blast_immune"},
    {"mutuallyImmuneTypes", "captures", ks::supported, "", "rules.board.mutually_immune"},
    {"petrifyOnCaptureTypes", "captures", ks::unsupported, "-", "petrified chess"},
    {"petrifyBlastPieces", "captures", ks::unsupported, "false", "petrified chess"},
    // pawns and e.p.
    {"doubleStep", "pawns", ks::supported, "", "the `ifmnD` move of Fairy-Stockfish's pawn"},
    {"doubleStepRegionWhite", "pawns", ks::supported, "", "rules.pawns.initial_squares (where `i` moves are had)"},
    {"doubleStepRegionBlack", "pawns", ks::supported, "", "must mirror doubleStepRegionWhite"},
    {"tripleStepRegionWhite", "pawns", ks::unsupported, "-", "write the pawn as a custom piece with its own `i` moves"},
    {"tripleStepRegionBlack", "pawns", ks::unsupported, "-", "write the pawn as a custom piece with its own `i` moves"},
    {"enPassantRegion", "pawns", ks::supported, "", "rules.pawns.ep_squares (both colours alike: must be symmetric)"},
    {"enPassantRegionWhite", "pawns", ks::supported, "", "rules.pawns.ep_squares (where White takes e.p.)"},
    {"enPassantRegionBlack", "pawns", ks::supported, "", "must mirror enPassantRegionWhite"},
    {"enPassantTypes", "pawns", ks::unsupported, "", "in ferz a piece takes e.p. by the `e` of its XBetza"},
    {"enPassantTypesWhite", "pawns", ks::unsupported, "", "in ferz a piece takes e.p. by the `e` of its XBetza"},
    {"enPassantTypesBlack", "pawns", ks::unsupported, "", "in ferz a piece takes e.p. by the `e` of its XBetza"},
    {"soldierPromotionRank", "pawns", ks::supported, "", "the soldier's `sW` moves from that rank on (moves_in)"},
    // castling
    {"castling", "castling", ks::supported, "", "the castling piece's `O` moves"},
    {"castlingDroppedPiece", "castling", ks::supported, "", "rules.drops.castling_from_drops"},
    {"castlingKingsideFile", "castling", ks::supported, "", "the king's kingside `O` distance"},
    {"castlingQueensideFile", "castling", ks::supported, "", "the king's queenside `O` distance"},
    {"castlingRank", "castling", ks::supported, "", "rules.castling.rank (1-based in the file)"},
    {"castlingKingFile", "castling", ks::supported, "", "rules.castling.king_file"},
    {"castlingKingPiece", "castling", ks::supported, "", "the piece that gets the `O` moves"},
    {"castlingKingPieceWhite", "castling", ks::supported, "", "the piece that gets the `O` moves (both alike)"},
    {"castlingKingPieceBlack", "castling", ks::supported, "", "the piece that gets the `O` moves (both alike)"},
    {"castlingRookKingsideFile", "castling", ks::supported, "", "rules.castling.kingside_file"},
    {"castlingRookQueensideFile", "castling", ks::supported, "", "rules.castling.queenside_file"},
    {"castlingRookPieces", "castling", ks::supported, "", "the castling_partner trait (one type or more)"},
    {"castlingRookPiecesWhite", "castling", ks::supported, "", "the castling_partner trait (both alike)"},
    {"castlingRookPiecesBlack", "castling", ks::supported, "", "the castling_partner trait (both alike)"},
    {"oppositeCastling", "castling", ks::supported, "false", "rules.castling.opposite"},
    {"castlingWins", "game end", ks::supported, "-", "rules.end.castling_wins"},
    // move rules
    {"checking", "moves", ks::supported, "", "false: rules.board.checks_allowed (no move may give check: racing kings)"},
    {"mustCapture", "moves", ks::supported, "", "rules.board.must_capture"},
    {"makpongRule", "moves", ks::supported, "", "rules.board.makpong"},
    {"flyingGeneral", "moves", ks::supported, "", "rules.board.flying_general"},
    {"diagonalLines", "moves", ks::unsupported, "-", "write the palace diagonals as moves_in (ferz.movesIn...)"},
    {"pass", "moves", ks::supported, "", "rules.turns.pass"},
    {"passWhite", "moves", ks::supported, "", "rules.turns.pass (both alike)"},
    {"passBlack", "moves", ks::supported, "", "rules.turns.pass (both alike)"},
    {"passOnStalemate", "moves", ks::supported, "", "rules.turns.pass_on_stalemate"},
    {"passOnStalemateWhite", "moves", ks::supported, "", "rules.turns.pass_on_stalemate (both alike)"},
    {"passOnStalemateBlack", "moves", ks::supported, "", "rules.turns.pass_on_stalemate (both alike)"},
    {"cambodianMoves", "moves", ks::supported, "", "rules.board.cambodian_gates (with gating = true)"},
    // drops and gating
    {"pieceDrops", "drops", ks::supported, "", "rules.drops.enabled"},
    {"freeDrops", "drops", ks::supported, "", "rules.drops.free (and nothing captured to hand)"},
    {"dropChecks", "drops", ks::supported, "", "rules.drops.drop_checks"},
    {"mustDrop", "drops", ks::supported, "", "rules.drops.must_drop"},
    {"mustDropType", "drops", ks::supported, "", "rules.drops.must_drop_pieces (`*`: all)"},
    {"dropLoop", "drops", ks::supported, "", "rules.drops.keep_promoted"},
    {"capturesToHand", "drops", ks::supported, "", "rules.drops.captures_to_hand"},
    {"firstRankPawnDrops", "drops", ks::supported, "", "rules.drops.pawns_on_first_rank"},
    {"promotionZonePawnDrops", "drops", ks::supported, "", "rules.drops.pawns_in_promotion_zone"},
    {"enclosingDrop", "drops", ks::supported, "", "rules.drops.enclosing: reversi, ataxx, top, snort, anyside (not quadwrangle)"},
    {"enclosingDropStart", "drops", ks::supported, "", "rules.drops.enclosing_start"},
    {"dropRegionWhite", "drops", ks::supported, "", "rules.drops.zone_ranks (the first ranks), else rules.drops.region"},
    {"dropRegionBlack", "drops", ks::supported, "", "rules.drops.zone_ranks, else rules.drops.region_black"},
    {"sittuyinRookDrop", "drops", ks::supported, "", "`@1` on the rook's XBetza"},
    {"dropOppositeColoredBishop", "drops", ks::supported, "", "rules.drops.bishops_on_both_colours"},
    {"dropPromoted", "drops", ks::supported, "", "rules.drops.promoted_faces"},
    {"dropNoDoubled", "drops", ks::supported, "", "`f@` on that piece's XBetza (one per file)"},
    {"dropNoDoubledCount", "drops", ks::supported, "", "`ff@` for 2, ...; 0: never dropped, `j@1` (with dropNoDoubled)"},
    {"shogiPawnDropMateIllegal", "drops", ks::supported, "", "rules.drops.pawn_drop_mate_illegal (the shogiPawn)"},
    {"gating", "drops", ks::supported, "", "the FEN's gate field; needs seirawanGating or cambodianMoves"},
    {"seirawanGating", "drops", ks::supported, "", "rules.drops.gating"},
    {"twoBoards", "drops", ks::unsupported, "false", "bughouse's second board"},
    // walls
    {"wallingRule", "walls", ks::supported, "", "rules.board.walls: arrow, duck, past, static (ferz: anywhere), edge"},
    {"wallingRegion", "walls", ks::supported, "", "rules.board.wall_region (and wall_region_black)"},
    {"wallingRegionWhite", "walls", ks::supported, "", "rules.board.wall_region"},
    {"wallingRegionBlack", "walls", ks::supported, "", "rules.board.wall_region_black"},
    {"wallOrMove", "walls", ks::unsupported, "false", "a wall placed instead of a move (atlantis)"},
    {"flipEnclosedPieces", "walls", ks::supported, "", "rules.board.flips: reversi, ataxx (not quadwrangle)"},
    // game end
    {"nMoveRuleTypes", "game end", ks::supported, "", "the pawn-trait pieces, or `-` (rules.end.pawn_moves_reset off)"},
    {"nMoveRuleTypesWhite", "game end", ks::supported, "", "the pawn-trait pieces, or `-` (rules.end.pawn_moves_reset off)"},
    {"nMoveRuleTypesBlack", "game end", ks::supported, "", "the pawn-trait pieces, or `-` (rules.end.pawn_moves_reset off)"},
    {"nMoveRule", "game end", ks::supported, "", "rules.end.move_rule"},
    {"nFoldRule", "game end", ks::supported, "", "rules.end.repetitions"},
    {"nFoldValue", "game end", ks::supported, "", "rules.end.repetition_outcome"},
    {"nFoldValueAbsolute", "game end", ks::supported, "", "rules.end.repetition_outcome_absolute"},
    {"perpetualCheckIllegal", "game end", ks::supported, "", "rules.end.perpetual_check_loses"},
    {"moveRepetitionIllegal", "game end", ks::unsupported, "false", "no moving back and forth"},
    {"chasingRule", "game end", ks::supported, "", "`axf` or `none`: rules.end.chasing (xiangqi's perpetual chase loses)"},
    {"stalemateValue", "game end", ks::supported, "", "rules.end.stalemate"},
    {"stalematePieceCount", "game end", ks::supported, "", "rules.end.stalemate_by_pieces"},
    {"checkmateValue", "game end", ks::supported, "", "rules.end.checkmate"},
    {"shatarMateRule", "game end", ks::supported, "", "rules.end.shatar_mate"},
    {"bikjangRule", "game end", ks::supported, "", "rules.turns.bikjang"},
    {"extinctionValue", "game end", ks::supported, "", "rules.end.extinction_outcome"},
    {"extinctionClaim", "game end", ks::supported, "", "rules.end.extinction_claim"},
    {"extinctionPseudoRoyal", "game end", ks::supported, "", "rules.end.pseudo_royals"},
    {"dupleCheck", "game end", ks::supported, "", "rules.end.duple_check"},
    {"extinctionPieceTypes", "game end", ks::supported, "", "rules.end.extinction_pieces (`*`: all pieces), or pseudo_royals"},
    {"extinctionPieceCount", "game end", ks::supported, "", "rules.end.extinction_count"},
    {"extinctionOpponentPieceCount", "game end", ks::supported, "", "rules.end.extinction_opponent_count"},
    {"flagPiece", "game end", ks::supported, "", "rules.end.flag_piece (`*`: any piece) or try_piece"},
    {"flagPieceWhite", "game end", ks::supported, "", "rules.end.flag_piece (both alike)"},
    {"flagPieceBlack", "game end", ks::supported, "", "rules.end.flag_piece (both alike)"},
    {"flagRegion", "game end", ks::supported, "", "rules.end.flag_region"},
    {"flagRegionWhite", "game end", ks::supported, "", "rules.end.flag_region, or the last rank for a try"},
    {"flagRegionBlack", "game end", ks::supported, "", "rules.end.flag_region_black (where not White's), or the first rank for a try"},
    {"flagPieceCount", "game end", ks::supported, "", "rules.end.flag_count (flag pieces needed on the region)"},
    {"flagPieceBlockedWin", "game end", ks::supported, "", "rules.end.flag_blocked_win (one flag piece there and the region full)"},
    {"flagMove", "game end", ks::supported, "", "rules.end.flag_move (true: the other side has one reply; false: reaching wins at once)"},
    {"flagPieceSafe", "game end", ks::supported, "", "true: rules.end.try_piece (one flag piece, each side's last rank, not flagMove: dobutsu), else rules.end.flag_safe"},
    {"checkCounting", "game end", ks::supported, "", "rules.end.check_counting (the counts are in startFen: `3+3`; none: `1+1`)"},
    {"connectN", "game end", ks::supported, "", "rules.end.connect.n"},
    {"connectPieceTypes", "game end", ks::supported, "", "rules.end.connect.pieces"},
    {"connectHorizontal", "game end", ks::supported, "", "rules.end.connect.lines (bit 1)"},
    {"connectVertical", "game end", ks::supported, "", "rules.end.connect.lines (bit 2)"},
    {"connectDiagonal", "game end", ks::supported, "", "rules.end.connect.lines (bit 4)"},
    {"connectRegion1White", "game end", ks::supported, "", "rules.end.connect.from"},
    {"connectRegion2White", "game end", ks::supported, "", "rules.end.connect.to"},
    {"connectRegion1Black", "game end", ks::supported, "", "rules.end.connect.from_black"},
    {"connectRegion2Black", "game end", ks::supported, "", "rules.end.connect.to_black"},
    {"connectNxN", "game end", ks::supported, "", "rules.end.connect.square"},
    {"collinearN", "game end", ks::supported, "", "rules.end.connect.collinear"},
    {"connectValue", "game end", ks::supported, "", "rules.end.connect.result"},
    {"materialCounting", "game end", ks::supported, "", "rules.end.material_points `*` for unweighted, rules.end.draw_odds for whitedrawodds / blackdrawodds (janggi's: ferz.materialPoints)"},
    {"adjudicateFullBoard", "game end", ks::supported, "", "rules.end.full_board_ends"},
    {"countingRule", "game end", ks::supported, "", "rules.end.counting (makruk, cambodian, asean)"},
    // ferz's own keys: rules Fairy-Stockfish has no key for
    {"ferz.holes", "ferz", ks::ferz, "", "rules.board.holes (a region)"},
    {"ferz.royalsInHand", "ferz", ks::ferz, "", "rules.drops.royals_in_hand"},
    {"ferz.pawnsAllowedOnFirstRank", "ferz", ks::ferz, "", "rules.pawns.allowed_on_first_rank"},
    {"ferz.pawnLowestRank", "ferz", ks::ferz, "", "rules.pawns.lowest_rank (0-based)"},
    {"ferz.pawnDropMatePiece", "ferz", ks::ferz, "", "rules.drops.pawn_drop_mate_piece"},
    {"ferz.promotionFromZone", "ferz", ks::ferz, "", "rules.promotion.from_zone"},
    {"ferz.promotionFromZoneOnCapture", "ferz", ks::ferz, "", "rules.promotion.from_zone_on_capture"},
    {"ferz.insufficientMaterial", "ferz", ks::ferz, "", "rules.end.insufficient_material"},
    {"ferz.impassePoints", "ferz", ks::ferz, "", "rules.end.impasse.points"},
    {"ferz.impasseDeclaration", "ferz", ks::ferz, "", "rules.end.impasse.declaration"},
    {"ferz.impasseMajor", "ferz", ks::ferz, "", "rules.end.impasse.major"},
    {"ferz.pseudoRoyals", "ferz", ks::ferz, "", "rules.end.pseudo_royals (`K+E`)"},
    {"ferz.lions", "ferz", ks::ferz, "", "rules.board.lions.pieces (`N+O`: Chu shogi's lion-trading rules)"},
    {"ferz.promotedMoves", "ferz", ks::ferz, "", "promoted forms with moves of their own (`h:BsbRfWfDfcafWfmcabW`)"},
    {"ferz.lionsWorthless", "ferz", ks::ferz, "", "rules.board.lions.worthless (`PI`)"},
    {"ferz.everyPseudoRoyal", "ferz", ks::ferz, "", "rules.end.every_pseudo_royal"},
    {"ferz.materialPoints", "ferz", ks::ferz, "", "rules.end.material_points (`R13C7`)"},
    {"ferz.komiTenths", "ferz", ks::ferz, "", "rules.end.komi_tenths"},
    {"ferz.maxMoves", "ferz", ks::ferz, "", "rules.max_moves"},
    {"ferz.blastSparesPawns", "ferz", ks::ferz, "", "rules.board.blast_spares_pawns"},
    {"ferz.noSameTypeHops", "ferz", ks::ferz, "", "the no_same_type_hops trait (letters)"},
    {"ferz.sanLetters", "ferz", ks::ferz, "", "each piece's SAN letter (`N:H B:E +L:G`): piece_def::san_letter"},
    {"ferz.pieceOrder", "ferz", ks::ferz, "", "the order of the piece types (`P N +P`), where promotedPieceType would place the forms otherwise"},
});

[[nodiscard]] constexpr const key_info* find_key(std::string_view name) noexcept {
    for (const key_info& k : keys)
        if (k.name == name) return &k;
    return nullptr;
}

// Levenshtein distance, ASCII case folded (a wrong case costs nothing extra to suggest), or `cap + 1`
// when it is over `cap`. Only the cells within `cap` of the diagonal are computed and a row whose
// every cell is over `cap` ends the work, so suggesting a name for each of a file's unknown keys
// costs O(cap * length) a candidate, not O(length^2).
[[nodiscard]] inline std::size_t edit_distance(std::string_view a, std::string_view b, std::size_t cap = static_cast<std::size_t>(-1)) {
    auto fold = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    cap = std::min(cap, std::max(a.size(), b.size()));  // the distance is never more, so cap + 1 cannot overflow
    const std::size_t over = cap + 1;
    if ((a.size() > b.size() ? a.size() - b.size() : b.size() - a.size()) > cap) return over;
    std::vector<std::size_t> cells(b.size() + 1, over);
    std::size_t* const row = cells.data();
    for (std::size_t j = 0; j <= b.size() && j <= cap; ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        const std::size_t lo = i > cap ? i - cap : 1;  // this row's band: columns lo..hi
        const std::size_t hi = i + cap < b.size() ? i + cap : b.size();
        std::size_t diagonal = row[lo - 1];
        row[lo - 1] = lo == 1 && i <= cap ? i : over;
        std::size_t best = row[lo - 1];
        for (std::size_t j = lo; j <= hi; ++j) {
            const std::size_t up = row[j];
            std::size_t d = diagonal + (fold(a[i - 1]) == fold(b[j - 1]) ? 0 : 1);
            if (up + 1 < d) d = up + 1;
            if (row[j - 1] + 1 < d) d = row[j - 1] + 1;
            if (over < d) d = over;
            row[j] = d;
            diagonal = up;
            if (d < best) best = d;
        }
        if (best == over) return over;
    }
    return row[b.size()];
}

// The names among `candidates` nearest to `word` (at most a third of its length away, and at most
// 3 edits), best first, at most three: "did you mean 'castling'?".
[[nodiscard]] inline std::vector<std::string_view> nearest(std::string_view word, const std::vector<std::string_view>& candidates) {
    const std::size_t limit = std::min<std::size_t>(3, std::max<std::size_t>(1, word.size() / 3));
    std::vector<std::pair<std::size_t, std::string_view>> scored;
    for (std::string_view c : candidates) {
        if (word.size() > c.size() + limit || c.size() > word.size() + limit) continue;
        const std::size_t d = edit_distance(word, c, limit);
        bool again = false;
        for (const auto& s : scored) again |= s.second == c;
        if (d <= limit && !again) scored.emplace_back(d, c);
    }
    std::stable_sort(scored.begin(), scored.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    std::vector<std::string_view> out;
    for (std::size_t i = 0; i < scored.size() && i < 3; ++i) out.push_back(scored[i].second);
    return out;
}

// " (did you mean 'a' or 'b'?)", or nothing.
[[nodiscard]] inline std::string did_you_mean(const std::vector<std::string_view>& names) {
    if (names.empty()) return {};
    std::string s = " (did you mean ";
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0) s += i + 1 == names.size() ? " or " : ", ";
        s += "'" + std::string(names[i]) + "'";
    }
    return s + "?)";
}

[[nodiscard]] constexpr std::string_view to_string(key_support s) noexcept {
    switch (s) {
        case key_support::supported: return "supported";
        case key_support::gui: return "accepted, no effect";
        case key_support::deprecated: return "deprecated alias";
        case key_support::unsupported: return "not supported yet";
        case key_support::ferz: return "ferz's own key";
    }
    return "";
}

}  // namespace ferz::fsf
