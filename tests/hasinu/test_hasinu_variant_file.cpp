// Pieces written in Ħasínū in a variant file: ferz's own key ferz.hasinuPieceN = x:ĦASÍNŪ
// (docs/variant-files.md, docs/hasinu.md). Expected XBetza: HASINU.md §11.1 (the Cardinal, the
// pawn) and ferz's canonical spelling; expected columns counted by hand in the texts below.
#include <doctest/doctest.h>

#include <string>

#include "ferz/variant_text.hpp"

namespace {

const ferz::variant_file_diagnostic* first_error(const ferz::variant_file_result& r) {
    for (const auto& d : r.diagnostics)
        if (d.severity == ferz::diagnostic_severity::error) return &d;
    return nullptr;
}

}  // namespace

TEST_CASE("ferz.hasinuPieceN gives a piece its moves in Hasinu") {
    const ferz::variant_file_result r = ferz::read_variant_file(
        "[cardinal-chess:chess]\n"
        "ferz.hasinuPiece1 = a:(2, 1) & n4dD\n"
        "ferz.hasinuPiece2 = w:m(1×1dN) & c(1×2dNE-NW) & atmove(1, m(2×1dN))\n"
        "startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[AWaw] w KQkq - 0 1\n"
        "pieceDrops = true\n",
        "t.ini");
    INFO(r.report());
    REQUIRE(r.ok());
    const ferz::variant_file_entry* e = r.find("cardinal-chess");
    REQUIRE(e != nullptr);
    const ferz::piece_def* a = e->definition.pieces.find('A');
    const ferz::piece_def* w = e->definition.pieces.find('W');
    REQUIRE(a != nullptr);
    REQUIRE(w != nullptr);
    CHECK(a->betza.view() == "NB");             // HASINU.md §11.1, Cardinal
    CHECK(w->betza.view() == "fmWfcFifmnD");    // HASINU.md §11.1, pawn minus e.p.
    CHECK((a->traits & ferz::royal) == 0);
    // Written back, the pieces are customPieceN with their XBetza, and read back the same.
    const std::string text = ferz::write_variant_file(e->definition);
    CHECK(text.find("ferz.hasinuPiece") == std::string::npos);
    const ferz::variant_file_result back = ferz::read_variant_file(text, "back.ini");
    INFO(back.report());
    REQUIRE(back.ok());
    REQUIRE(back.catalogue.size() == 1);
    CHECK(back.catalogue[0].definition == e->definition);
}

TEST_CASE("royal() in ferz.hasinuPieceN makes the piece royal; royal(O) is an error") {
    const ferz::variant_file_result r = ferz::read_variant_file(
        "[wazir-king:chess]\n"
        "king = -\n"
        "ferz.hasinuPiece1 = k:1×4dO & royal()\n"
        "castling = false\n",
        "t.ini");
    INFO(r.report());
    REQUIRE(r.ok());
    const ferz::piece_def* k = r.find("wazir-king")->definition.pieces.find('K');
    REQUIRE(k != nullptr);
    CHECK(k->betza.view() == "W");
    CHECK((k->traits & ferz::royal) != 0);

    const ferz::variant_file_result o = ferz::read_variant_file(
        "[two:chess]\n"
        "king = -\n"
        "ferz.hasinuPiece1 = k:1×8d & royal(O)\n"
        "castling = false\n",
        "t.ini");
    const ferz::variant_file_diagnostic* d = first_error(o);
    REQUIRE(d != nullptr);
    CHECK(d->line == 3);
    CHECK(d->key == "ferz.hasinuPiece1");
    CHECK(d->what.find("royal(O)") != std::string::npos);
}

TEST_CASE("a bad Hasinu text is an error placed at its column in the line") {
    // `(2,2)` is no oblique leap: the error is at the `(` (HASINU.md §3), byte 23 of the line
    // (the value starts at byte 21, "a:" takes two).
    const ferz::variant_file_result r = ferz::read_variant_file("[x:chess]\nferz.hasinuPiece1 = a:(2,2)\n", "t.ini");
    const ferz::variant_file_diagnostic* d = first_error(r);
    REQUIRE(d != nullptr);
    INFO(d->to_string());
    CHECK(d->line == 2);
    CHECK(d->column == 23);
    CHECK(d->what.rfind("Ħasínū: ", 0) == 0);
    CHECK(r.find("x") == nullptr);

    // A column after `×` (two bytes, one code point) is placed at its byte: `5×0dO`, the 0 at code
    // point 3 of the text, byte 4, so byte 21 + 2 + 3 = 26 of the line.
    const ferz::variant_file_result c = ferz::read_variant_file("[y:chess]\nferz.hasinuPiece1 = a:5×0dO\n", "t.ini");
    const ferz::variant_file_diagnostic* dc = first_error(c);
    REQUIRE(dc != nullptr);
    INFO(dc->to_string());
    CHECK(dc->line == 2);
    CHECK(dc->column == 26);

    // ':' missing.
    const ferz::variant_file_result m = ferz::read_variant_file("[z:chess]\nferz.hasinuPiece1 = a(1,2)\n", "t.ini");
    const ferz::variant_file_diagnostic* dm = first_error(m);
    REQUIRE(dm != nullptr);
    CHECK(dm->what.find("ĦASÍNŪ") != std::string::npos);
}

TEST_CASE("a misspelt Hasinu key is suggested") {
    const ferz::variant_file_result r = ferz::read_variant_file("[x:chess]\nferz.hasinuPeice1 = a:(1,2)\n", "t.ini");
    const ferz::variant_file_diagnostic* d = first_error(r);
    REQUIRE(d != nullptr);
    CHECK(d->what.find("ferz.hasinuPiece1") != std::string::npos);
}
