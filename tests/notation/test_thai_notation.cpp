// Makruk's moves in Thai letters (notation/thai.hpp): the cases of Fairy-Stockfish's test.py
// (test_get_san, makruk with NOTATION_THAI_SAN and NOTATION_THAI_LAN), written as it writes them; every
// legal move of random makruk and cambodian games reads back from both forms; the reader's errors.
#include <doctest/doctest.h>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(cambodian)

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "ferz/movegen/generate.hpp"
#include "ferz/notation/san.hpp"
#include "ferz/notation/thai.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/position.hpp"
#include "ferz/variants/makruk.hpp"
#include "support/move_text.hpp"

using namespace ferz;
using ferz::variants::cambodian;
using ferz::variants::makruk;

namespace {
struct texts {
    std::string san, thai_san, thai_lan;
};
texts written(std::string_view fen, std::string_view uci) {
    const auto pos = position<makruk>::from_fen(fen);
    REQUIRE_MESSAGE(pos.has_value(), fen);
    const auto m = parse_uci(*pos, uci);
    REQUIRE_MESSAGE(m.has_value(), uci);
    return {to_san(*pos, *m), to_thai_san(*pos, *m), to_thai_lan(*pos, *m)};
}
}  // namespace

TEST_CASE("thai notation: Fairy-Stockfish's test.py cases") {
    const char* start = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";
    auto t = written(start, "e3e4");
    CHECK(t.san == "e4");
    CHECK(t.thai_san == "จ๔");
    CHECK(t.thai_lan == "บ จ๓-จ๔");
    t = written("r1smksnr/3n4/pppp1ppp/4p3/4PP2/PPPP2PP/8/RNSKMSNR w - - 0 1", "f4e5");
    CHECK(t.san == "fxe5");
    CHECK(t.thai_san == "ฉxจ๕");
    CHECK(t.thai_lan == "บ ฉ๔xจ๕");
    t = written("rnsm1s1r/4n1k1/1ppppppp/p7/2PPP3/PP3PPP/4N2R/RNSKMS2 b - - 1 5", "f8f7");
    CHECK(t.san == "Sf7");
    CHECK(t.thai_san == "ค-ฉ๗");
    CHECK(t.thai_lan == "ค ฉ๘-ฉ๗");
    // Two khons can go to d4: the file tells them apart (the whole square in LAN).
    t = written("4k3/8/8/4S3/8/2S5/8/4K3 w - - 0 1", "e5d4");
    CHECK(t.san == "Sed4");
    CHECK(t.thai_san == "คจ-ง๔");
    CHECK(t.thai_lan == "ค จ๕-ง๔");
    t = written("4k3/8/8/4S3/8/2S5/8/4K3 w - - 0 1", "c3d4");
    CHECK(t.san == "Scd4");
    CHECK(t.thai_san == "คค-ง๔");
    CHECK(t.thai_lan == "ค ค๓-ง๔");
    // A met, and a pawn that promoted to one, have different names.
    CHECK(written("4k3/8/4M3/4S3/8/2S5/8/4K3 w - - 0 1", "e6d5").thai_san == "ม็-ง๕");
    CHECK(written("4k3/8/4M~3/4S3/8/2S5/8/4K3 w - - 0 1", "e6d5").thai_san == "ง-ง๕");
    // Only one khon can go to d4 (the other's d4 is not a khon's step back).
    t = written("4k3/8/8/3S4/8/3S4/8/4K3 w - - 0 1", "d3d4");
    CHECK(t.san == "Sd4");
    CHECK(t.thai_san == "ค-ง๔");
    CHECK(t.thai_lan == "ค ง๓-ง๔");
}

TEST_CASE("thai notation: the other pieces, promotion and check") {
    // King, rook, knight; a pawn's promotion to a met is written in Latin letters after '='.
    CHECK(written("4k3/8/8/8/8/8/8/R2K2N1 w - - 0 1", "d1d2").thai_san == "ข-ง๒");
    CHECK(written("4k3/8/8/8/8/8/8/R2K2N1 w - - 0 1", "a1a8").thai_san == "ร-ก๘+");
    CHECK(written("4k3/8/8/8/8/8/8/R2K2N1 w - - 0 1", "g1f3").thai_lan == "ม ช๑-ฉ๓");
    CHECK(written("4k3/8/8/4P3/8/8/8/3K4 w - - 0 1", "e5e6m").thai_san == "จ๖=M");
    CHECK(written("4k3/8/8/4P3/8/8/8/3K4 w - - 0 1", "e5e6m").thai_lan == "บ จ๕-จ๖=M");
}

namespace {
// Every legal move along fixed-seed random games, in both forms, read back; how many moves.
template <class V>
long thai_round_trips(int games, int max_plies, long* ambiguous, std::uint64_t seed = 11) {
    return ferz::testing::for_moves_of_random_games<V>(games, max_plies, seed, [ambiguous](const position<V>& pos, move m) {
        // The LAN always reads back; the SAN too, or it is one of Thai SAN's own ambiguities (a file
        // letter that is a piece name), which the reader reports.
        const std::string lan = to_thai_lan(pos, m), san = to_thai_san(pos, m);
        const auto from_lan = parse_thai(pos, lan);
        REQUIRE_MESSAGE(from_lan.has_value(), lan);
        REQUIRE(*from_lan == m);
        const auto from_san = parse_thai(pos, san);
        if (from_san.has_value()) {
            REQUIRE_MESSAGE(*from_san == m, san);
        } else {
            CAPTURE(san);
            REQUIRE(from_san.error().message().find("ambiguous in Thai SAN") != std::string::npos);
            REQUIRE(from_san.error().message().find(lan) != std::string::npos);
            ++*ambiguous;
        }
    });
}
}  // namespace

TEST_CASE("thai notation: every move of random games reads back from both forms") {
    long ambiguous = 0;
    CHECK(thai_round_trips<makruk>(3, 80, &ambiguous) > 2000);
    CHECK(thai_round_trips<cambodian>(2, 80, &ambiguous) > 1000);
    MESSAGE("Thai SAN texts that name two moves: ", ambiguous);
    // The SAN of a khon's capture on d4 next to a pawn's from the c-file (test.py's c3d4 case's kin).
    const auto pos = *position<makruk>::from_fen("4k3/8/8/8/3m4/2P1S3/8/4K3 w - - 0 1");
    const auto e = parse_thai(pos, "คxง๔");
    REQUIRE(!e.has_value());
    CHECK(e.error().message().find("บ ค๓xง๔") != std::string::npos);
    CHECK(e.error().message().find("ค จ๓xง๔") != std::string::npos);
}

TEST_CASE("thai notation: the reader's errors") {
    const position<makruk> pos;
    CHECK(parse_thai(pos, "จ๔").has_value());
    CHECK(parse_thai(pos, "จ๔+").has_value());  // a wrong check mark is forgiven
    CHECK(parse_thai(pos, "บ จ๓-จ๔").has_value());
    const auto e = parse_thai(pos, "จ๖");
    REQUIRE(!e.has_value());
    CHECK(e.error().message().find("names no legal move") != std::string::npos);
    CHECK(!parse_thai(pos, "").has_value());
    CHECK(!parse_thai(pos, std::string(200, 'x')).has_value());
}
