// Fairy-Stockfish variant files (notation/variant_file.hpp): every built-in variant written and read
// back to the same definition; sections written by hand in the format that read to ferz's built-in
// definitions (tests/data/variant_files/lookalikes.ini); inheritance; each kind of diagnostic with its
// line, column and key; and each Fairy-Stockfish behaviour VARIANT-FILES.md §3 says not to copy.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

#include "ferz/variant_text.hpp"
#include "ferz/variants/registry.hpp"

#ifndef FERZ_TEST_DATA_DIR
#define FERZ_TEST_DATA_DIR "tests/data"
#endif

using ferz::read_variant_file;
using ferz::variant_def;
using ferz::variant_file_diagnostic;
using ferz::variant_file_result;

namespace {

std::string data_file(std::string_view name) {
    std::ifstream in(std::string(FERZ_TEST_DATA_DIR) + "/variant_files/" + std::string(name), std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// The first error of a text, or an empty diagnostic.
variant_file_diagnostic first_error(const variant_file_result& r) {
    for (const variant_file_diagnostic& d : r.diagnostics)
        if (d.is_error()) return d;
    return {};
}

// A section [t:chess] (or another parent) with one more line, line 2.
variant_file_result child_of(std::string_view parent, std::string_view line) {
    return read_variant_file("[t:" + std::string(parent) + "]\n" + std::string(line) + "\n", "t.ini");
}

bool contains(std::string_view text, std::string_view part) { return text.find(part) != std::string_view::npos; }

const variant_def& definition_of(const variant_file_result& r, std::string_view name) {
    const ferz::variant_file_entry* e = r.find(name);
    REQUIRE(e != nullptr);
    return e->definition;
}

}  // namespace

TEST_CASE("every built-in variant is written and read back to the same definition") {
    int count = 0;
    for (const variant_def* d : ferz::variants::builtin_definitions) {
        CAPTURE(d->name.str());
        const std::string text = ferz::write_variant_file(*d);
        const variant_file_result r = read_variant_file(text, "written.ini");
        CHECK(r.ok());
        CHECK(r.error_count() == 0);
        const ferz::variant_file_entry* e = r.find(d->name.view());
        REQUIRE(e != nullptr);
        CHECK(e->definition == *d);
        CHECK(ferz::write_variant_file(e->definition) == text);  // and writes the same text again
        ++count;
    }
    CHECK(count == 113);
}

TEST_CASE("sections written by hand read to ferz's built-in definitions") {
    const std::string text = data_file("lookalikes.ini");
    REQUIRE(!text.empty());
    const variant_file_result r = read_variant_file(text, "lookalikes.ini");
    CHECK(r.error_count() == 0);
    CHECK(r.warning_count() == 0);
    for (const auto& names : {std::pair{"chess-by-hand", "chess"}, std::pair{"capablanca-by-hand", "capablanca"},
                                    std::pair{"gothic-by-hand", "gothic"}, std::pair{"makruk-by-hand", "makruk"},
                                    std::pair{"shogi-by-hand", "shogi"}, std::pair{"xiangqi-by-hand", "xiangqi"},
                                    std::pair{"crazyhouse-by-hand", "crazyhouse"}, std::pair{"placement-by-hand", "placement"},
                                    std::pair{"jesonmor-by-hand", "jesonmor"}, std::pair{"kingofthehill-by-hand", "kingofthehill"},
                                    std::pair{"racingkings-by-hand", "racingkings"}, std::pair{"3check-by-hand", "3check"},
                                    std::pair{"losers-by-hand", "losers"}, std::pair{"giveaway-by-hand", "giveaway"}}) {
        const char* section = names.first;
        const char* builtin = names.second;
        CAPTURE(section);
        variant_def d = definition_of(r, section);
        d.name = std::string_view(builtin);
        CHECK(d == *ferz::variants::find_definition(builtin));
    }
    // What the keys became, spelt out for two of them.
    const variant_def& capa = definition_of(r, "capablanca-by-hand");
    CHECK(capa.pieces.find('K')->betza == "KisO3");  // castlingKingsideFile = i, king on f1: three squares
    CHECK((capa.pieces.find('R')->traits & ferz::castling_partner) != 0);
    const variant_def& shogi = definition_of(r, "shogi-by-hand");
    CHECK(shogi.pieces.find('P')->betza == "fWf@8");  // dropNoDoubled and immobilityIllegal
    CHECK(shogi.pieces.find('B', true)->betza == "BW");
    CHECK(shogi.pieces.find('H') == nullptr);  // dragonHorse only gives +B its moves
    CHECK(r.find("chess-by-hand")->line == 5);
    CHECK(r.find("chess-by-hand")->file == "lookalikes.ini");
}

TEST_CASE("inheritance: from ferz's built-ins and from earlier sections") {
    const variant_file_result r = read_variant_file(R"([a:chess]
nMoveRule = 75
[b:a]
maxFile = 10
startFen = rnbqkkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKKBNR1 w - - 0 1
castling = false
[c:b]
customPiece1 = z:mafsW
startFen = rnbqkzbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKZBNR1 w - - 0 1
[d:shogi]
stalemateValue = draw
)");
    CHECK(r.ok());
    CHECK(definition_of(r, "a").rules.end.move_rule == 75);
    CHECK(definition_of(r, "b").rules.end.move_rule == 75);  // the parent's rule stays
    CHECK(definition_of(r, "b").files == 10);
    CHECK(definition_of(r, "b").pieces.find('K')->betza == "K");  // castling = false takes the O moves away
    CHECK(definition_of(r, "c").pieces.find('Z')->betza == "mafsW");
    CHECK(definition_of(r, "c").pieces.size() == 7);
    variant_def d = definition_of(r, "d");
    CHECK(d.rules.end.stalemate == ferz::outcome::draw);
    d.rules.end.stalemate = ferz::outcome::loss;
    d.name = "shogi";
    CHECK(d == ferz::variants::definitions::shogi);  // nothing else changed
}

TEST_CASE("a parent that is unknown, later, failed or a Fairy-Stockfish built-in ferz lacks") {
    variant_file_result r = read_variant_file("[a:chesss]\n");
    variant_file_diagnostic e = first_error(r);
    CHECK(e.line == 1);
    CHECK(e.column == 4);
    CHECK(e.section == "a");
    CHECK(e.what == "unknown parent 'chesss' (did you mean 'chess' or 'chessgi'?)");
    r = read_variant_file("[a:b]\n[b:chess]\n");
    CHECK(first_error(r).what == "unknown parent 'b': it is defined later, on line 2; a parent comes first");
    CHECK(r.find("b") != nullptr);
    r = read_variant_file("[a:bughouse]\n");
    CHECK(contains(first_error(r).what, "'bughouse' is a Fairy-Stockfish built-in variant that ferz does not have yet"));
    r = read_variant_file("[a:ataxx]\n");  // a built-in of ferz's now (variants/board_games.hpp)
    CHECK(r.ok());
    r = read_variant_file("[a:chess]\nmaxRank = 0\n[b:a]\n");
    CHECK(r.error_count() == 2);
    CHECK(r.diagnostics[1].what == "the parent section 'a' did not load");
    CHECK(r.diagnostics[1].line == 3);
    CHECK(r.catalogue.empty());
}

TEST_CASE("diagnostics: where and what") {
    SUBCASE("unknown key, with the nearest names") {
        const auto r = child_of("chess", "castlng = false");
        const auto e = first_error(r);
        CHECK(e.line == 2);
        CHECK(e.column == 1);
        CHECK(e.key == "castlng");
        CHECK(e.to_string() == "t.ini:2:1: error: [t] key 'castlng': unknown key (did you mean 'castling'?)");
        CHECK(r.find("t") == nullptr);
    }
    SUBCASE("a bool that is not one") {
        const auto e = first_error(child_of("chess", "castling = yes"));
        CHECK(e.column == 12);
        CHECK(e.key == "castling");
        CHECK(e.what == "expected 'true' or 'false'");
    }
    SUBCASE("a number that is not one") {
        const auto e = first_error(child_of("chess", "nMoveRule = fifty"));
        CHECK(e.column == 13);
        CHECK(e.what == "expected a number (0 or more)");
    }
    SUBCASE("text after a value: no inline comments") {
        const auto e = first_error(child_of("chess", "pieceDrops = true # on"));
        CHECK(e.column == 19);
        CHECK(contains(e.what, "'#' and ';' start a comment only at the start of a line"));
    }
    SUBCASE("a board too large, or empty") {
        auto e = first_error(child_of("chess", "maxFile = 17"));
        CHECK(e.column == 11);
        CHECK(e.what == "a file is 1 to 16 (or a to p)");
        e = first_error(child_of("chess", "maxRank = 0"));
        CHECK(e.key == "maxRank");
        CHECK(e.column == 11);
        CHECK(e.what == "ferz's boards have 1 to 16 ranks");
    }
    SUBCASE("squares that are not squares, or not on the board") {
        auto e = first_error(child_of("chess", "promotionRegionWhite = *x"));
        CHECK(e.column == 25);
        CHECK(e.what == "expected a rank number after '*'");
        // A whole rank or file beyond the board is left out, as Fairy-Stockfish leaves it out (its
        // epicatomic), with a warning where it stands.
        variant_file_result beyond = child_of("chess", "promotionRegionWhite = *8 *10 k*");
        REQUIRE(beyond.ok());
        REQUIRE(beyond.warning_count() == 2);
        CHECK(beyond.diagnostics[0].column == 27);
        CHECK(beyond.diagnostics[0].what == "rank 10 is not on the board: left out, as Fairy-Stockfish does");
        CHECK(beyond.diagnostics[1].what == "file k is not on the board: left out, as Fairy-Stockfish does");
        CHECK(definition_of(beyond, "t").rules.promotion == ferz::variants::find_definition("chess")->rules.promotion);
        e = first_error(child_of("chess", "flagRegion = e4 d9"));
        CHECK(e.column == 17);
        CHECK(e.what == "square d9 is not on the 8x8 board");
    }
    SUBCASE("a piece letter that is no piece") {
        const auto e = first_error(child_of("chess", "promotionPieceTypes = qzrb"));
        CHECK(e.column == 24);
        CHECK(e.what == "the letter Z is no piece of the variant");
    }
    SUBCASE("XBetza errors point into the value") {
        auto e = first_error(child_of("chess", "customPiece1 = a:mfEW"));
        CHECK(e.key == "customPiece1");
        CHECK(e.column == 20);  // the E, the XBetza's 3rd character; the XBetza starts at column 18
        CHECK(e.what == "XBetza: unknown atom");
    }
    SUBCASE("a missing ':' after a custom piece's letter") {
        const auto e = first_error(child_of("chess", "customPiece1 = amfW"));
        CHECK(e.column == 17);
        CHECK(contains(e.what, "expected ':' after the letter"));
    }
    SUBCASE("one letter, two pieces in a section") {
        const auto r = read_variant_file("[t]\nknight = n\ncustomPiece1 = n:W\n");
        const auto e = first_error(r);
        CHECK(e.line == 3);
        CHECK(e.what == "the letter N is already used by 'knight' on line 2");
    }
    SUBCASE("a line that is not key = value") {
        const auto e = first_error(child_of("chess", "castling: false"));
        CHECK(e.column == 1);
        CHECK(e.what == "expected 'key = value' (keys take '=', not ':')");
    }
    SUBCASE("a key ferz does not support: its default is a warning, anything else an error") {
        auto r = child_of("chess", "petrifyOnCaptureTypes = -");
        CHECK(r.ok());
        REQUIRE(r.warning_count() == 1);
        CHECK(contains(r.diagnostics[0].what, "not supported by ferz yet"));
        r = child_of("chess", "petrifyOnCaptureTypes = q");
        CHECK(first_error(r).what == "not supported by ferz yet: petrified chess");
    }
    SUBCASE("a deprecated key is read, with a warning") {
        const auto r = child_of("chess", "promotionRank = 7");
        CHECK(r.ok());
        CHECK(r.diagnostics[0].what == "deprecated; Fairy-Stockfish's current key is 'promotionRegionWhite'");
        CHECK(definition_of(r, "t").rules.promotion.ranks == 2);
    }
    SUBCASE("the definition check, at the section's line") {
        const auto r = read_variant_file("\n[t:chess]\npromotionPieceTypes = -\nknight = -\n");
        const auto e = first_error(r);
        CHECK(e.line == 2);
        CHECK(e.column == 2);
        CHECK(e.what == "the definition does not pass ferz's check: start_fen, column 2: this letter is no piece of the variant");
        CHECK(e.key == "startFen");
    }
    SUBCASE("a duplicate section, a section header with text after it") {
        auto r = read_variant_file("[a:chess]\n[a:chess]\n");
        CHECK(r.find("a") != nullptr);
        CHECK(first_error(r).line == 2);
        CHECK(first_error(r).what == "a section of this name is already on line 1; this one is not loaded");
        r = read_variant_file("[a:chess] x\n");
        CHECK(first_error(r).column == 11);
        CHECK(r.catalogue.empty());
    }
    SUBCASE("a section with errors is left out; the others load") {
        const auto r = read_variant_file("[a:chess]\nmaxRank = 99\n[b:chess]\n[c:shogi]\n");
        CHECK(r.error_count() == 1);
        CHECK(r.catalogue.size() == 2);
        CHECK(r.find("a") == nullptr);
    }
}

// VARIANT-FILES.md §3, each row: what Fairy-Stockfish does, and what ferz does instead.
TEST_CASE("Fairy-Stockfish behaviour not copied") {
    SUBCASE("silent load: an unknown key is an error, not ignored") { CHECK(!child_of("chess", "castlng = false").ok()); }
    SUBCASE("coerced values are errors") {
        CHECK(!child_of("chess", "castling = yes").ok());
        CHECK(!child_of("chess", "nMoveRule = fifty").ok());
        CHECK(!child_of("chess", "pieceDrops = true # on").ok());
        // a trailing space is trimmed, not read as another value (Fairy-Stockfish: false)
        const auto r = child_of("chess", "pieceDrops = true \ncapturesToHand = true");
        CHECK(r.ok());
        CHECK(definition_of(r, "t").rules.drops.enabled);
    }
    SUBCASE("out-of-range values are errors, never kept or dropped") {
        CHECK(!child_of("chess", "maxRank = 0").ok());
        const auto r = read_variant_file("[t:chess]\nmaxFile = 13\nstartFen = 13/13/13/13/13/13/13/13[K] w - - 0 1\n");
        CHECK(first_error(r).what != "");  // 13 files load in ferz; the start position here has no kings
        const auto wide = read_variant_file("[t]\nmaxFile = 13\nking = k\nstartFen = 6k6/13/13/13/13/13/13/6K6 w - - 0 1\n");
        CHECK(wide.ok());
        CHECK(definition_of(wide, "t").files == 13);  // Fairy-Stockfish drops the section without a word
    }
    SUBCASE("no crash on bad squares") { CHECK(first_error(child_of("chess", "promotionRegionWhite = *x")).column == 25); }
    SUBCASE("lists do not stop at an unknown letter") { CHECK(!child_of("chess", "promotionPieceTypes = qzrb").ok()); }
    SUBCASE("the ':' separator is checked") {
        CHECK(!child_of("chess", "customPiece1 = amfW").ok());
        // `king = k ` is the plain king (the space trimmed), not a royal piece without moves
        const auto r = read_variant_file("[t]\nking = k \nrook = r\nstartFen = r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\n");
        CHECK(r.ok());
        CHECK(definition_of(r, "t").pieces.find('K')->betza == "KisO2");
    }
    SUBCASE("XBetza is read whole, never skipped letter by letter") {
        auto r = child_of("chess", "customPiece1 = h:mafsW\nstartFen = rhbqkbhr/pppppppp/8/8/8/8/PPPPPPPP/RHBQKBHR w KQkq - 0 1");
        CHECK(r.ok());
        CHECK(definition_of(r, "t").pieces.find('H')->betza == "mafsW");  // the xiangqi horse, not mfsW
        CHECK(contains(first_error(child_of("chess", "customPiece1 = h:[F?R]")).what, "XBetza"));
        CHECK(first_error(child_of("chess", "customPiece2 = z:P")).what == "XBetza: unknown atom");  // issue 1007
    }
    SUBCASE("Betza keeps its XBetza meaning: i is the initial move, e the e.p. capture") {
        const auto r = read_variant_file("[t:chess]\ncustomPiece1 = p:fmWfceFifmnD\n");
        CHECK(r.ok());
        CHECK(definition_of(r, "t") == [] {
            variant_def d = ferz::variants::definitions::chess;
            d.name = "t";
            return d;
        }());
    }
    SUBCASE("redefining a letter keeps the other rules, and says so") {
        const auto r = child_of("chess", "customPiece1 = n:W");
        CHECK(r.ok());
        CHECK(r.warning_count() == 1);
        CHECK(contains(r.diagnostics[0].what, "redefines the parent's piece N"));
        const variant_def& d = definition_of(r, "t");
        CHECK(d.rules.promotion.pieces == "QRBN");  // Fairy-Stockfish drops the knight from promotion
        CHECK(d.pieces.find('N')->betza == "W");
        // the castling partner redefined stays the partner (Fairy-Stockfish: castling vanishes)
        const auto rook = child_of("chess", "customPiece1 = r:R");
        CHECK((definition_of(rook, "t").pieces.find('R')->traits & ferz::castling_partner) != 0);
    }
    SUBCASE("a validator that drifts from the parser: countingRule = cambodian is read") {
        const auto r = child_of("makruk", "countingRule = cambodian");
        CHECK(r.ok());
        CHECK(definition_of(r, "t").rules.end.counting == ferz::counting_rule::cambodian);
    }
    SUBCASE("limits per build: 11x11 and 16x16 boards, more than 25 custom slots") {
        const auto r = read_variant_file(R"([t]
maxFile = 16
maxRank = 16
king = k
customPiece30 = a:W
startFen = 7ka7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/7KA7 w - - 0 1
)");
        CHECK(r.ok());
        CHECK(definition_of(r, "t").pieces.size() == 2);
    }
    SUBCASE("two variants coexist: a catalogue, no global tables") {
        const auto a = child_of("chess", "nMoveRule = 10");
        const auto b = child_of("chess", "nMoveRule = 20");
        CHECK(definition_of(a, "t").rules.end.move_rule == 10);
        CHECK(definition_of(b, "t").rules.end.move_rule == 20);
    }
}

TEST_CASE("the file's own forms: comments, CR, text before sections, repeated keys") {
    const auto r = read_variant_file("junk = 1\r\n# comment\r\n; comment\r\n[t:chess]\r\n  nMoveRule = 30  \r\nnMoveRule = 40\r\n");
    CHECK(r.ok());
    CHECK(r.warning_count() == 2);
    CHECK(r.diagnostics[0].line == 1);
    CHECK(contains(r.diagnostics[0].what, "before the first section"));
    CHECK(contains(r.diagnostics[1].what, "given twice (first on line 5)"));
    CHECK(definition_of(r, "t").rules.end.move_rule == 40);
}

TEST_CASE("never a crash on odd input") {
    for (std::string_view text : {std::string_view(""), std::string_view("["), std::string_view("[]"), std::string_view("[a:]"),
                                  std::string_view("[a\n="), std::string_view("[a]\n=\n"), std::string_view("[a]\nmaxRank = 99999999999999999999"),
                                  std::string_view("[a]\npromotionRegionWhite = *99999999999"), std::string_view("[a]\nstartFen = 99999999999/"),
                                  std::string_view("[a]\ncustomPiece99 = a:W"), std::string_view("[a]\npromotionLimit = q:"),
                                  std::string_view("[a]\npromotedPieceType = p:"), std::string_view("[a:a]"), std::string_view("[a]\nking = k:")}) {
        CAPTURE(text);
        const auto r = read_variant_file(text);
        for (const auto& d : r.diagnostics) CHECK(!d.to_string().empty());
    }
}

TEST_CASE("the distance behind 'did you mean': capped, and a row over the cap ends it") {
    // Found profiling the fuzzer: each unknown key was compared in full with each of ~300 names, the
    // whole length-by-length table a name, half of fuzz_variant_file's time. Now only the band within
    // the cap is computed, and any answer above the cap is cap + 1.
    using ferz::fsf::edit_distance;
    CHECK(edit_distance("castlng", "castling") == 1);
    CHECK(edit_distance("CASTLING", "castling") == 0);
    CHECK(edit_distance("kitten", "sitting") == 3);
    CHECK(edit_distance("kitten", "sitting", 3) == 3);
    CHECK(edit_distance("kitten", "sitting", 2) == 3);
    CHECK(edit_distance("kitten", "sitting", 0) == 1);
    CHECK(edit_distance("", "abc") == 3);
    CHECK(edit_distance("abc", "", 1) == 2);
    CHECK(edit_distance("abcdef", "abc", 2) == 3);  // the lengths alone are over the cap
    CHECK(edit_distance("flyingGeneral", "flyingGenreal", 3) == 2);
    CHECK(edit_distance(std::string(5000, 'a'), std::string(5000, 'b'), 3) == 4);
    // Each of 2000 unknown keys still gets its suggestion.
    std::string text = "[t:chess]\n";
    for (int i = 0; i < 2000; ++i) text += "promotionPieceTypez" + std::to_string(i % 10) + std::string(i / 10 % 2, 'x') + std::to_string(i) + " = q\n";
    const variant_file_result r = read_variant_file(text);
    CHECK(r.error_count() == 2000);
    CHECK(first_error(r).what == "unknown key (did you mean 'promotionPieceTypes'?)");
}

TEST_CASE("a region's error is put on a key that was given (fuzz_variant_file found these)") {
    // With only the Black key given, the error was put on the White key or on promotionRank: a null
    // pointer bound to a reference (UBSan), then a SEGV.
    const auto has_error_on = [](const variant_file_result& r, std::string_view key, std::string_view message) {
        for (const variant_file_diagnostic& d : r.diagnostics)
            if (d.is_error() && d.key == key && contains(d.what, message)) return true;
        return false;
    };
    variant_file_result r = read_variant_file("[t]\nmaxRank = 6\npromotionRegionBlack =\n");
    CHECK(r.find("t") == nullptr);
    CHECK(has_error_on(r, "promotionRegionBlack", "an empty promotion region is not supported"));
    // doubleStepRankMin alone: the regions are told apart on the key that was given.
    r = read_variant_file("[t:chess]\ndoubleStepRankMin = 1\n");
    CHECK(r.find("t") == nullptr);
    CHECK(has_error_on(r, "doubleStepRankMin", "the double-step regions must be mirror images"));
    r = read_variant_file("[t]\nmaxRank = 6\ndoubleStepRankMin = 2\n");
    CHECK(has_error_on(r, "doubleStepRankMin", "the double-step regions must be mirror images"));
}

TEST_CASE("an inheritance loop is an error: a parent must come first") {
    variant_file_result r = read_variant_file("[a:a]\n");
    CHECK(r.catalogue.empty());
    CHECK(first_error(r).line == 1);
    CHECK(first_error(r).column == 4);
    CHECK(first_error(r).what == "a section cannot be its own parent");
    // A loop of two: the first names a parent defined later, so the second's parent did not load.
    r = read_variant_file("[a:b]\n[b:a]\n");
    CHECK(r.catalogue.empty());
    CHECK(r.error_count() == 2);
    CHECK(r.diagnostics[0].what == "unknown parent 'b': it is defined later, on line 2; a parent comes first");
    CHECK(r.diagnostics[1].what == "the parent section 'a' did not load");
}

TEST_CASE("a file of 10 MB: read whole, with its error where it is") {
    std::string text = "[big:chess]\n";
    const std::string comment = "# " + std::string(98, 'x') + "\n";  // 100 bytes
    while (text.size() < 5'000'000) text += comment;
    const std::size_t bad_line = 2 + (text.size() - 12) / comment.size();
    text += "maxRank = " + std::string(5'000'000, '9') + "\n";  // one value of 5 MB
    text += "[small:chess]\ncastling = false\n";
    const variant_file_result r = read_variant_file(text, "big.ini");
    CHECK(text.size() > 10'000'000);
    CHECK(r.error_count() == 1);
    CHECK(first_error(r).line == static_cast<int>(bad_line));
    CHECK(first_error(r).key == "maxRank");
    CHECK(r.find("big") == nullptr);
    REQUIRE(r.find("small") != nullptr);
    CHECK(!(r.find("small")->definition == ferz::variants::definitions::chess));
}

TEST_CASE("Fairy-Stockfish's readings the reader follows (perft-checked in test_dynamic_lean64/128)") {
    SUBCASE("a king with moves of its own still castles: castling is the parent's") {
        const variant_file_result d_file = child_of("chess", "king = k:KN");
        const variant_def& d = definition_of(d_file, "t");
        CHECK(d.pieces.find('K')->betza == "KNisO2");
        CHECK((d.pieces.find('R')->traits & ferz::castling_partner) != 0);
    }
    SUBCASE("pawns double-step from the second rank only, when one starts elsewhere") {
        const variant_file_result d_file = child_of("chess", "startFen = rnbqkbnr/pppppppp/3p4/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        const variant_def& d = definition_of(d_file, "t");
        CHECK(d.rules.pawns.initial_squares == "a2-h2");
        CHECK(definition_of(child_of("chess", "pieceDrops = false"), "t").rules.pawns.initial_squares.empty());
    }
    SUBCASE("the drop region binds a piece's own drop rule") {
        const variant_file_result d_file = child_of("placement", "dropNoDoubled = p\ndropRegionWhite = *1 *2 *3\ndropRegionBlack = *8 *7 *6");
        const variant_def& d = definition_of(d_file, "t");
        CHECK(d.rules.drops.zone_ranks == 3);
        CHECK(d.pieces.find('P')->betza.view().ends_with("f@3"));
    }
    SUBCASE("a lame piece's mobility region is its confine as given: neither binds the squares its leaps pass") {
        const variant_def& d = definition_of(
            child_of("xiangqi", "mobilityRegionWhiteElephant = c1 g1 a3 e3 i3 c5 g5\nmobilityRegionBlackElephant = c6 g6 a8 e8 i8 c10 g10"), "t");
        CHECK(d.pieces.find('B')->confine == "c1 g1 a3 e3 i3 c5 g5");
    }
}

TEST_CASE("giveaway without its commoner king and its rooks: castling on, but nothing to castle with (massacre)") {
    // tests/data/variant_files/fsf_forms.ini (its perft, Fairy-Stockfish's, is in test_dynamic_lean64.cpp).
    const variant_file_result r = read_variant_file(data_file("fsf_forms.ini"), "fsf_forms.ini");
    INFO(r.report());
    const variant_def& kingless = definition_of(r, "kingless-giveaway");
    CHECK(kingless.pieces.find('K') == nullptr);
    CHECK(kingless.pieces.find('R') == nullptr);
    for (const ferz::piece_def& p : kingless.pieces) CHECK(p.betza.view().find('O') == std::string_view::npos);
    // A royal king is no commoner: chess has none to remove.
    CHECK(definition_of(child_of("chess", "commoner = -"), "t").pieces.find('K') != nullptr);
}

TEST_CASE("connection goals: read, with the parent's kept, and their errors") {
    const variant_file_result r = read_variant_file(data_file("fsf_forms.ini"), "fsf_forms.ini");
    INFO(r.report());
    const ferz::connect_goal& row = definition_of(r, "three-in-a-row").rules.end.connect;
    CHECK(row.n == 3);
    CHECK(row.lines == 7);
    CHECK(row.pieces.empty());
    CHECK(row.result == ferz::outcome::win);
    const ferz::connect_goal& square = definition_of(r, "four-on-five").rules.end.connect;  // a child: n changed, square added
    CHECK(square.n == 4);
    CHECK(square.square == 2);
    const ferz::connect_goal& line = definition_of(r, "lines-of-three").rules.end.connect;
    CHECK(line.collinear == 3);
    CHECK(line.lines == (ferz::connect_goal::ranks | ferz::connect_goal::files));
    CHECK(line.pieces == "M");
    CHECK(line.result == ferz::outcome::loss);
    auto error = [](std::string_view lines) { return first_error(read_variant_file("[t:chess]\n" + std::string(lines) + "\n", "t.ini")); };
    CHECK(error("connectN = 17").key == "connectN");
    CHECK(error("connectPieceTypes = z").key == "connectPieceTypes");
    CHECK(contains(error("connectPieceTypes = z").what, "no piece"));
    CHECK(contains(error("connectValue = maybe").what, "'win', 'loss' or 'draw'"));
    CHECK(error("connectN = 4\nconnectHorizontal = false\nconnectVertical = false\nconnectDiagonal = false").key == "connectN");
    // Joining two regions (gale): each colour's own, squares as they are.
    const variant_file_result joined = child_of("chess", "connectRegion1White = a*\nconnectRegion2White = h*\nconnectRegion1Black = *1\nconnectRegion2Black = *8");
    const ferz::connect_goal& join = definition_of(joined, "t").rules.end.connect;
    CHECK(join.from == "a1-a8");
    CHECK(join.to == "h1-h8");
    CHECK(join.from_black == "a1-h1");
    CHECK(join.to_black == "a8-h8");
    CHECK(join.joins());
    CHECK(error("connectRegion1White = z9").key == "connectRegion1White");
}

TEST_CASE("drops from the top, from any side, and apart from the enemy: enclosingDrop top, anyside and snort") {
    const variant_file_result r = read_variant_file("[t:crazyhouse]\nenclosingDrop = top\n[u:crazyhouse]\ndropOnTop = true\n"
                                                    "[v:crazyhouse]\nenclosingDrop = snort\n[w:crazyhouse]\nenclosingDrop = anyside\n",
                                                    "t.ini");
    INFO(r.report());
    CHECK(definition_of(r, "t").rules.drops.enclosing == ferz::enclosing_rule::top);
    CHECK(definition_of(r, "u").rules.drops.enclosing == ferz::enclosing_rule::top);  // Fairy-Stockfish's older key
    CHECK(definition_of(r, "v").rules.drops.enclosing == ferz::enclosing_rule::snort);
    CHECK(definition_of(r, "w").rules.drops.enclosing == ferz::enclosing_rule::anyside);
    // They are rules for drops: Fairy-Stockfish turns nothing over with them.
    const variant_file_diagnostic flips = first_error(child_of("chess", "flipEnclosedPieces = top"));
    CHECK(flips.key == "flipEnclosedPieces");
    CHECK(contains(flips.what, "a rule for drops"));
    CHECK(contains(first_error(child_of("ataxx", "enclosingDrop = quadwrangle")).what, "not supported by ferz yet"));
}

TEST_CASE("mobility regions of one colour, or of each colour apart, read, written and read back") {
    // tests/data/variant_files/fsf_forms.ini (their perft, Fairy-Stockfish's, is in test_dynamic_lean64.cpp).
    const variant_file_result r = read_variant_file(data_file("fsf_forms.ini"), "fsf_forms.ini");
    INFO(r.report());
    const variant_def& one = definition_of(r, "one-sided-regions");
    CHECK(one.pieces.find('R')->confine == "a1-h1 a2-h2 a3-h3 a4-h4");
    CHECK(one.pieces.find('R')->confine_black == "a1-h8");  // Black's rooks: free, the whole board
    CHECK(one.pieces.find('Q')->confine == "a1-h8");
    CHECK(one.pieces.find('Q')->confine_black == "a6-h6 a7-h7 a8-h8");
    CHECK(one.pieces.find('B')->confine.empty());
    // Black's elephants keep their parent's region (xiangqi's half), White's are changed.
    const variant_def& elephants = definition_of(r, "short-elephants");
    CHECK(elephants.pieces.find('B')->confine == "a1-i1 a2-i2 a3-i3");
    CHECK(elephants.pieces.find('B')->confine_black == "a10-i6");
    CHECK(elephants.pieces.find('K')->confine == "d1-f3");
    CHECK(elephants.pieces.find('K')->confine_black.empty());
    // Both colours given as mirror images: one region, mirrored.
    const variant_file_result mirrored_file = child_of("chess", "mobilityRegionWhiteKnight = *1 *2\nmobilityRegionBlackKnight = *8 *7");
    const variant_def& mirrored = definition_of(mirrored_file, "t");
    CHECK(mirrored.pieces.find('N')->confine == "a1-h1 a2-h2");
    CHECK(mirrored.pieces.find('N')->confine_black.empty());
    for (const variant_def* d : {&one, &elephants}) {
        const std::string written = ferz::write_variant_file(*d);
        const variant_file_result back = read_variant_file(written, "written.ini");
        INFO(written);
        INFO(back.report());
        const variant_def& again = definition_of(back, std::string(d->name.view()));
        for (std::size_t i = 0; i < d->pieces.size(); ++i) {
            CAPTURE(d->pieces[i].letter);
            const auto squares = [&](const ferz::piece_def& p, int colour) {
                const std::string_view text = colour == 1 && !p.confine_black.empty() ? p.confine_black.view() : p.confine.view();
                return ferz::fsf::read_region(colour == 1 && p.confine_black.empty() ? ferz::fsf::mirror_text(text, d->ranks) : std::string(text),
                                             d->files, d->ranks)
                    .value.squares;
            };
            for (int colour = 0; colour < 2; ++colour) CHECK(squares(again.pieces[i], colour) == squares(d->pieces[i], colour));
        }
    }
}

TEST_CASE("a lame piece's region is read as given, and written and read back to the same definition") {
    // ferz's regions, like Fairy-Stockfish's, bind where a lame leap starts and lands, not its eye:
    // the seven points stay seven (perft in test_dynamic_lean128.cpp, Fairy-Stockfish's number).
    const variant_file_result r = read_variant_file(data_file("fsf_forms.ini"), "fsf_forms.ini");
    INFO(r.report());
    const variant_def& d = definition_of(r, "eyed-elephants");
    CHECK(d.pieces.find('B')->confine == "c1 g1 a3 e3 i3 c5 g5");
    CHECK(d.pieces.find('B')->confine_black.empty());
    const std::string written = ferz::write_variant_file(d);
    const variant_file_result back = read_variant_file(written, "written.ini");
    INFO(written);
    INFO(back.report());
    CHECK(definition_of(back, "eyed-elephants") == d);
}

TEST_CASE("a ride or hop across a gap of its mobility region is an error at the key (Fairy-Stockfish's may pass the gap)") {
    // A rook kept to ranks 1, 2 and 4 would stop at the third rank in ferz; Fairy-Stockfish's rook
    // passes it and lands on the fourth (stardust's r:mQ2cW with b5 and h5 left out has this).
    const variant_file_result rook = child_of("chess", "mobilityRegionWhiteRook = *1 *2 *4");
    const variant_file_diagnostic e = first_error(rook);
    CHECK(e.line == 2);
    CHECK(e.key == "mobilityRegionWhiteRook");
    CHECK(contains(e.what, "not supported by ferz yet"));
    CHECK(contains(e.what, "(a3)"));
    // The cannon's hop too, and for Black's region only.
    const variant_file_diagnostic hop = first_error(child_of("xiangqi", "mobilityRegionBlackCannon = *10 *9 *7"));
    CHECK(hop.key == "mobilityRegionBlackCannon");
    CHECK(contains(hop.what, "(a8)"));
    // Within the ride's range only: a two-step rider across a gap of two squares passes nothing.
    const variant_file_result short_ride = read_variant_file("[t:chess]\ncustomPiece1 = z:R2\nmobilityRegionWhiteCustomPiece1 = *1 *4\n", "t.ini");
    CHECK_MESSAGE(short_ride.ok(), short_ride.report());
    // Gaps a leap jumps, or a lame leap's eye, are no error (the knight on the first and third ranks).
    CHECK(child_of("chess", "mobilityRegionWhiteKnight = *1 *3").ok());
}

TEST_CASE("a flag region for each side, and for Black alone, read, written and read back") {
    // tests/data/variant_files/fsf_forms.ini (their perft, Fairy-Stockfish's, is in test_dynamic_lean64.cpp).
    const std::string text = data_file("fsf_forms.ini");
    const variant_file_result r = read_variant_file(text, "fsf_forms.ini");
    INFO(r.report());
    const variant_def& race = definition_of(r, "pawn-race");
    CHECK(race.rules.end.flag_piece == 'P');
    CHECK(race.rules.end.flag_region == "a4-h4");
    CHECK(race.rules.end.flag_region_black == "a5-h5");
    CHECK_FALSE(race.rules.end.flag_move);
    const variant_def& knights = definition_of(r, "black-knight-goal");
    CHECK(knights.rules.end.flag_region.empty());
    CHECK(knights.rules.end.flag_region_black == "a6-h6");
    // Several flag pieces, or the region full (kono); any piece, given as `*`, as nothing, or kept
    // with a parent's regions (river, rooksquare, pawnsking).
    const variant_def& kono = definition_of(r, "kono-blocked");
    CHECK(kono.rules.end.flag_count == 7);
    CHECK(kono.rules.end.flag_blocked_win);
    CHECK_FALSE(kono.rules.end.flag_move);
    CHECK(definition_of(r, "three-knights").rules.end.flag_count == 3);
    CHECK(definition_of(r, "any-piece-river").rules.end.flag_piece == '*');
    CHECK(definition_of(r, "rook-corners").rules.end.flag_piece == '*');
    const variant_def& any_race = definition_of(r, "any-piece-race");
    CHECK(any_race.rules.end.flag_piece == '*');
    CHECK(any_race.rules.end.flag_region == race.rules.end.flag_region);
    CHECK(any_race.rules.end.flag_region_black == race.rules.end.flag_region_black);
    CHECK(first_error(child_of("chess", "flagPiece = n\nflagRegion = *8\nflagPieceCount = 0")).what == "at least 1");
    // White's region alone: Black has none ("-"), as Fairy-Stockfish reads stardust.
    const variant_def& white_only = definition_of(r, "white-flag-only");
    CHECK(white_only.rules.end.flag_region == "a8-h8");
    CHECK(white_only.rules.end.flag_region_black == "-");
    for (const variant_def* d : {&race, &knights, &kono, &any_race, &white_only}) {
        const std::string written = ferz::write_variant_file(*d);
        const variant_file_result back = read_variant_file(written, "written.ini");
        INFO(written);
        REQUIRE(back.ok());
        CHECK(definition_of(back, d->name.view()) == *d);
    }
}

TEST_CASE("promoted forms apart from each other keep their order when written (fuzz_variant_file found this)") {
    // A shogi child adds C after the parent's forms, then a form for it: the types are ... +R C E +C.
    // promotedPieceType is one key, so the written file placed +C with the other forms (before C) and
    // the definition read back differed in its order; ferz.pieceOrder now keeps it.
    const variant_file_result r =
        child_of("shogi", "customPiece1 = c:fW\ncustomPiece2 = e:F\ncustomPiece3 = z:WfF\npromotedPieceType = c:z\n"
                          "startFen = lnsgkgsnl/1r5b1/ppppppppp/9/9/4C4/PPPPPPPPP/1B2E2R1/LNSGKGSNL[-] w 0 1");
    INFO(r.report());
    const variant_def& d = definition_of(r, "t");
    REQUIRE(d.pieces.size() == 17);
    CHECK(d.pieces.index_of('C') == 14);
    CHECK(d.pieces.index_of('E') == 15);
    CHECK(d.pieces.index_of('C', true) == 16);
    const std::string written = ferz::write_variant_file(d);
    INFO(written);
    CHECK(contains(written, "ferz.pieceOrder = P L N S G B R K +P +L +N +S +B +R C E +C\n"));
    const variant_file_result back = read_variant_file(written, "written.ini");
    REQUIRE(back.ok());
    CHECK(definition_of(back, "t") == d);
    // Where the keys alone give the order, the key is not written (every built-in, shogi among them).
    CHECK_FALSE(contains(ferz::write_variant_file(ferz::variants::definitions::shogi), "ferz.pieceOrder"));
    // Its errors: a letter that is no piece, one given twice, one missing, a word that is no letter.
    const auto error_of = [](std::string_view order) {
        return first_error(child_of("chess", "ferz.pieceOrder = " + std::string(order))).what;
    };
    CHECK(error_of("P N B R Q K X") == "X is no piece of the variant");
    CHECK(error_of("P N B R Q K P") == "P is listed twice");
    CHECK(error_of("P N B R Q") == "every piece of the variant must be listed; missing: K");
    CHECK(error_of("P N B R Q Kk") == "expected a piece letter, or '+' and a letter for a promoted form, each word apart");
    CHECK(definition_of(child_of("chess", "ferz.pieceOrder = k q r b n p"), "t").pieces.index_of('K') == 0);
}

TEST_CASE("ferz.sanLetters: read, and its errors at the word") {
    CHECK(first_error(child_of("chess", "ferz.sanLetters = N:H +P:Q")).what == "+P is no piece of the variant");  // chess has no +P
    CHECK(definition_of(child_of("shogi", "ferz.sanLetters = +P:T"), "t").pieces.find('P', true)->san_letter == 'T');
    const variant_file_result d_file = child_of("chess", "ferz.sanLetters = N:H\tb:E");
    const variant_def& d = definition_of(d_file, "t");
    CHECK(d.pieces.find('N')->san_letter == 'H');
    CHECK(d.pieces.find('B')->san_letter == 'E');
    const std::string form = "expected a piece letter, ':' and its SAN letter, a capital (`N:H`, `+L:G`)";
    const variant_file_diagnostic alone = first_error(child_of("chess", "ferz.sanLetters = X:E"));
    const variant_file_diagnostic second = first_error(child_of("chess", "ferz.sanLetters = N:H X:E"));
    CHECK(alone.what == "X is no piece of the variant");
    CHECK(second.what == "X is no piece of the variant");
    CHECK(second.column == alone.column + 4);
    CHECK(first_error(child_of("chess", "ferz.sanLetters = N:h")).what == form);
    CHECK(first_error(child_of("chess", "ferz.sanLetters = N:HH")).what == form);
    CHECK(first_error(child_of("chess", "ferz.sanLetters = N:H +")).what == form);
    CHECK(first_error(child_of("chess", "ferz.sanLetters = N:H +")).column == alone.column + 4);
}

TEST_CASE("a section's extinction keys: those it does not give are its parent's") {
    // Fairy-Stockfish's 6x6atom gives only extinctionPseudoRoyal: nocheckatomic's king, pseudo-royal
    // now, and its extinction still loses (a blast can take it).
    const variant_file_result r = read_variant_file("[a:nocheckatomic]\nextinctionPseudoRoyal = true\n[b:kinglet]\nextinctionValue = win\n");
    REQUIRE(r.error_count() == 0);
    const auto* a = r.find("a");
    REQUIRE(a != nullptr);
    CHECK(a->definition.rules.end.pseudo_royals.view() == "K");
    CHECK(a->definition.rules.end.extinction_pieces.view() == "K");
    CHECK(a->definition.rules.board.blast);
    const auto* b = r.find("b");
    REQUIRE(b != nullptr);
    CHECK(b->definition.rules.end.extinction_pieces.view() == "P");
    CHECK(b->definition.rules.end.extinction_outcome == ferz::outcome::win);
}

TEST_CASE("per-colour passes: both sides alike, or an error at the key") {
    // Fairy-Stockfish sets `pass` and `passOnStalemate` per colour; ferz has each for both sides or neither.
    variant_file_result r = read_variant_file("[a:chess]\npassOnStalemateWhite = true\npassOnStalemateBlack = true\n");
    REQUIRE(r.find("a") != nullptr);
    CHECK(r.find("a")->definition.rules.turns.pass_on_stalemate);
    r = read_variant_file("[a:janggi]\npassWhite = true\npassBlack = true\n");
    REQUIRE(r.find("a") != nullptr);
    CHECK(r.find("a")->definition.rules.turns.pass);
    r = read_variant_file("[a:flipello]\npassOnStalemateBlack = false\n");
    CHECK(first_error(r).what == "ferz has the pass on stalemate for both sides or neither");
    CHECK(first_error(r).line == 2);
    CHECK(first_error(r).key == "passOnStalemateBlack");
    r = read_variant_file("[a:janggi]\npassBlack = false\n");
    CHECK(first_error(r).what == "ferz has the pass for both sides or neither");
}

TEST_CASE("materialCounting: unweighted, the draw odds, none; janggi's is ferz.materialPoints") {
    variant_file_result r = read_variant_file("[a:chess]\nmaterialCounting = blackdrawodds\n[b:a]\nmaterialCounting = whitedrawodds\n"
                                              "[c:b]\nmaterialCounting = none\n");
    REQUIRE(r.ok());
    CHECK(definition_of(r, "a").rules.end.draw_odds == 1);
    CHECK(definition_of(r, "a").rules == ferz::variants::armageddon::definition.rules);
    CHECK(definition_of(r, "b").rules.end.draw_odds == 0);
    CHECK(definition_of(r, "c").rules.end.draw_odds == -1);
    r = read_variant_file("[a:janggi]\nmaterialCounting = blackdrawodds\n");
    REQUIRE(r.ok());
    CHECK(definition_of(r, "a").rules.end.material_points.empty());  // the odds replace janggi's count
    CHECK(first_error(child_of("chess", "materialCounting = janggi")).key == "materialCounting");
}

TEST_CASE("chasingRule: axf or none, inherited from xiangqi, written where it is axf") {
    variant_file_result r = read_variant_file("[a:chess]\nchasingRule = axf\n[b:xiangqi]\nchasingRule = none\n[c:xiangqi]\n");
    REQUIRE(r.ok());
    CHECK(definition_of(r, "a").rules.end.chasing == ferz::chasing_rule::axf);
    CHECK(definition_of(r, "b").rules.end.chasing == ferz::chasing_rule::none);
    CHECK(definition_of(r, "c").rules.end.chasing == ferz::chasing_rule::axf);
    CHECK(ferz::write_variant_file(definition_of(r, "c")).find("chasingRule = axf\n") != std::string::npos);
    CHECK(ferz::write_variant_file(definition_of(r, "b")).find("chasingRule") == std::string::npos);
    const auto bad = child_of("xiangqi", "chasingRule = asian");
    CHECK(first_error(bad).key == "chasingRule");
    CHECK(first_error(bad).what == "expected 'axf' or 'none'");
}

TEST_CASE("drop regions: the first ranks as zone_ranks, any other pair per colour, an empty one an error") {
    variant_file_result r = read_variant_file("[a:crazyhouse]\ndropRegionWhite = *1 *2\ndropRegionBlack = *7 *8\n"
                                              "[b:crazyhouse]\ndropRegionBlack = *5\n[c:crazyhouse]\ndropRegionWhite = *1 *2 *3 *4\n");
    REQUIRE(r.ok());
    CHECK(definition_of(r, "a").rules.drops.zone_ranks == 2);
    CHECK(definition_of(r, "a").rules.drops.region.empty());
    const variant_def& b = definition_of(r, "b");
    CHECK(b.rules.drops.zone_ranks == 0);
    CHECK(b.rules.drops.region == "a1-h8");
    CHECK_FALSE(b.rules.drops.region_black.empty());
    CHECK_FALSE(definition_of(r, "c").rules.drops.region.empty());
    CHECK(definition_of(r, "c").rules.drops.region_black == "a1-h8");
    // Written and read back to the same definition.
    for (const char* name : {"b", "c"}) {
        CAPTURE(name);
        const std::string text = ferz::write_variant_file(definition_of(r, name));
        const variant_file_result again = read_variant_file(text);
        REQUIRE(again.ok());
        CHECK(definition_of(again, name) == definition_of(r, name));
    }
    const auto bad = child_of("crazyhouse", "dropRegionBlack = a9");
    CHECK(first_error(bad).key == "dropRegionBlack");
}

TEST_CASE("pawn types per colour: one set where the colours' letters stay apart, else an error at the key") {
    // Black's S only (khans): White keeps its pawn P, and no white S or black P can ever stand.
    const auto apart = child_of("chess", "customPiece1 = s:mfhNcfW\npromotionPawnTypesBlack = s\n"
                                         "startFen = rnbqkbnr/ssssssss/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    CHECK(apart.ok());
    CHECK((definition_of(apart, "t").pieces.find('P')->traits & ferz::pawn) != 0);
    CHECK((definition_of(apart, "t").pieces.find('S')->traits & ferz::pawn) != 0);
    // A white S on the board would be no pawn in Fairy-Stockfish: not one set.
    const auto mixed = child_of("chess", "customPiece1 = s:mfhNcfW\npromotionPawnTypesBlack = s\n"
                                         "startFen = rnbqkbnr/ssssssss/8/8/8/8/PPPPPPPS/RNBQKBNR w KQkq - 0 1");
    CHECK(first_error(mixed).key == "promotionPawnTypesBlack");
    CHECK(contains(first_error(mixed).what, "unless each colour's own letters never stand for the other"));
    // With drops a piece changes sides: not one set either.
    CHECK(first_error(child_of("crazyhouse", "customPiece1 = s:mfhNcfW\npromotionPawnTypesBlack = s\n"
                                             "startFen = rnbqkbnr/ssssssss/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"))
              .key == "promotionPawnTypesBlack");
}
