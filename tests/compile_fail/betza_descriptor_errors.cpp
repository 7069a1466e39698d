// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::empty_descriptor, ferz::betza::at_column<1>, ferz::betza::descriptor_text<> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unknown_atom, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'E'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unknown_atom, ferz::betza::at_column<12>, ferz::betza::descriptor_text<'f', 'm', 'W', 'f', 'c', 'e', 'F', 'i', 'f', 'm', 'n', 'E'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unknown_atom, ferz::betza::at_column<2>, ferz::betza::descriptor_text<'m', 'T'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unknown_atom, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'X'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unknown_atom, ferz::betza::at_column<3>, ferz::betza::descriptor_text<'K', '2', 'X'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::missing_atom, ferz::betza::at_column<3>, ferz::betza::descriptor_text<'f', 'm'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::missing_atom, ferz::betza::at_column<3>, ferz::betza::descriptor_text<'W', 'f'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::missing_atom, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'3', 'W'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::missing_atom, ferz::betza::at_column<2>, ferz::betza::descriptor_text<'f', '\*', 'W'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::bad_range, ferz::betza::at_column<3>, ferz::betza::descriptor_text<'W', '0', '5'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::bad_range, ferz::betza::at_column<3>, ferz::betza::descriptor_text<'N', 'N', '2'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::bad_range, ferz::betza::at_column<2>, ferz::betza::descriptor_text<'U', '3'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::bad_range, ferz::betza::at_column<2>, ferz::betza::descriptor_text<'I', '1'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::bad_range, ferz::betza::at_column<6>, ferz::betza::descriptor_text<'\(', 'c', 'a', 'f', '\)', '0', 'm', 'k', 'B'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::range_too_large, ferz::betza::at_column<4>, ferz::betza::descriptor_text<'W', '1', '0', '0'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::bad_direction_combination, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'h', 'W'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::bad_direction_combination, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'h', 'f', 'N'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::bad_direction_combination, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'f', 'O', '2'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::bad_direction_combination, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'v', 'I'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::bad_direction_combination, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'l', '@'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::bad_direction_combination, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'v', '@'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::bad_suffix, ferz::betza::at_column<2>, ferz::betza::descriptor_text<'K', 'X'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::bad_suffix, ferz::betza::at_column<2>, ferz::betza::descriptor_text<'R', 'Y'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::bad_suffix, ferz::betza::at_column<2>, ferz::betza::descriptor_text<'O', 'X'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::bad_suffix, ferz::betza::at_column<6>, ferz::betza::descriptor_text<'W', 'X', 'X', 'X', 'X', 'X'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::rejected_dialect, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'t', 'R'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::rejected_dialect, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'w', 'N'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::rejected_dialect, ferz::betza::at_column<2>, ferz::betza::descriptor_text<'W', '-', 'F'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::rejected_dialect, ferz::betza::at_column<2>, ferz::betza::descriptor_text<'Q', '\+', 'K'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::rejected_dialect, ferz::betza::at_column<2>, ferz::betza::descriptor_text<'F', 't', 'R'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unsupported, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'\[', 'W', '\?', 'R', '\]'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unsupported, ferz::betza::at_column<2>, ferz::betza::descriptor_text<'R', '\*'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unsupported, ferz::betza::at_column<4>, ferz::betza::descriptor_text<'\(', 'c', 'a', '\)', 'N'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unsupported, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'n', 'C'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unsupported, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'n', 'D', '2'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unsupported, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'j', 'j', 'R'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unsupported, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'z', 'a', 'f', 'W'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unsupported, ferz::betza::at_column<3>, ferz::betza::descriptor_text<'m', 'a', 'U'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unsupported, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'f', 'U'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unsupported, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'n', 'p', 'R'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unsupported, ferz::betza::at_column<3>, ferz::betza::descriptor_text<'\(', 'c', '\(', 'a', '\)', 'f', '\)', '3', 'B'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::too_many_legs, ferz::betza::at_column<16>, ferz::betza::descriptor_text<'m', 'a', 'm', 'a', 'm', 'a', 'm', 'a', 'm', 'a', 'm', 'a', 'm', 'a', 'm', 'a', 'W'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::too_many_legs, ferz::betza::at_column<7>, ferz::betza::descriptor_text<'n', 'a', 'n', 'a', 'n', 'a', 'H'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::too_many_legs, ferz::betza::at_column<6>, ferz::betza::descriptor_text<'\(', 'c', 'a', 'f', '\)', '9', 'm', 'k', 'B'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::too_many_paths, ferz::betza::at_column<9>, ferz::betza::descriptor_text<'m', 'a', 'm', 'a', 'm', 'a', 'm', 'a', 'K'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unbalanced_bracket, ferz::betza::at_column<2>, ferz::betza::descriptor_text<'W', '\('> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unbalanced_bracket, ferz::betza::at_column<2>, ferz::betza::descriptor_text<'W', '\)'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unbalanced_bracket, ferz::betza::at_column<2>, ferz::betza::descriptor_text<'W', '\]'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unbalanced_bracket, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'\(', 'c', 'a', 'f', 'm', 'k', 'B'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::invalid_character, ferz::betza::at_column<2>, ferz::betza::descriptor_text<'W', ' ', 'F'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::invalid_character, ferz::betza::at_column<2>, ferz::betza::descriptor_text<'W', ','> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::invalid_character, ferz::betza::at_column<2>, ferz::betza::descriptor_text<'W', '\.', 'N'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unknown_modifier, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'y', 'W'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unknown_modifier, ferz::betza::at_column<2>, ferz::betza::descriptor_text<'p', 'g', 'R'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unknown_modifier, ferz::betza::at_column<2>, ferz::betza::descriptor_text<'z', 'q', 'B'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unknown_modifier, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'j', 'W'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unknown_modifier, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'m', 'O', '2'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unknown_modifier, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'p', '@'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unknown_modifier, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'c', 'O'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unknown_modifier, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'o', 'o', 'o', 'W'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unknown_modifier, ferz::betza::at_column<2>, ferz::betza::descriptor_text<'n', 'j', 'D'> ?>
// expect: betza_descriptor_error<ferz::betza::piece_letter<>, ferz::betza::errc::unknown_modifier, ferz::betza::at_column<1>, ferz::betza::descriptor_text<'i', 'b', 'I'> ?>
// expect-errors: 63
// Malformed descriptors given as template arguments must not compile, and the compiler must say
// which mistake, where and in what: betza_descriptor_error<piece_letter<>, kind, at_column<n>,
// descriptor_text<'c', ...>> (compile<"...">() has no piece letter; betza_compiled_variable.cpp
// checks one given through ferz::piece). One line per descriptor, and exactly one error each: the
// empty table the failed call yields sets off nothing else. The same list is checked at run time in
// tests/betza/test_betza_errors.cpp. g++ reports every failing instantiation of the TU; clang needs
// -ferror-limit=0 (the harness passes it).
#include <ferz/betza/compile.hpp>

constexpr auto bad_00 = ferz::betza::compile<"">();  // empty_descriptor, column 1
constexpr auto bad_01 = ferz::betza::compile<"E">();  // unknown_atom, column 1
constexpr auto bad_02 = ferz::betza::compile<"fmWfceFifmnE">();  // unknown_atom, column 12
constexpr auto bad_03 = ferz::betza::compile<"mT">();  // unknown_atom, column 2
constexpr auto bad_04 = ferz::betza::compile<"X">();  // unknown_atom, column 1
constexpr auto bad_05 = ferz::betza::compile<"K2X">();  // unknown_atom, column 3
constexpr auto bad_06 = ferz::betza::compile<"fm">();  // missing_atom, column 3
constexpr auto bad_07 = ferz::betza::compile<"Wf">();  // missing_atom, column 3
constexpr auto bad_08 = ferz::betza::compile<"3W">();  // missing_atom, column 1
constexpr auto bad_09 = ferz::betza::compile<"f*W">();  // missing_atom, column 2
constexpr auto bad_13 = ferz::betza::compile<"W05">();  // bad_range, column 3
constexpr auto bad_14 = ferz::betza::compile<"NN2">();  // bad_range, column 3
constexpr auto bad_15 = ferz::betza::compile<"U3">();  // bad_range, column 2
constexpr auto bad_16 = ferz::betza::compile<"I1">();  // bad_range, column 2
constexpr auto bad_17 = ferz::betza::compile<"(caf)0mkB">();  // bad_range, column 6
constexpr auto bad_18 = ferz::betza::compile<"W100">();  // range_too_large, column 4
constexpr auto bad_19 = ferz::betza::compile<"hW">();  // bad_direction_combination, column 1
constexpr auto bad_20 = ferz::betza::compile<"hfN">();  // bad_direction_combination, column 1
constexpr auto bad_21 = ferz::betza::compile<"fO2">();  // bad_direction_combination, column 1
constexpr auto bad_22 = ferz::betza::compile<"vI">();  // bad_direction_combination, column 1
constexpr auto bad_23 = ferz::betza::compile<"l@">();  // bad_direction_combination, column 1
constexpr auto bad_24 = ferz::betza::compile<"v@">();  // bad_direction_combination, column 1
constexpr auto bad_25 = ferz::betza::compile<"KX">();  // bad_suffix, column 2
constexpr auto bad_26 = ferz::betza::compile<"RY">();  // bad_suffix, column 2
constexpr auto bad_27 = ferz::betza::compile<"OX">();  // bad_suffix, column 2
constexpr auto bad_28 = ferz::betza::compile<"WXXXXX">();  // bad_suffix, column 6
constexpr auto bad_29 = ferz::betza::compile<"tR">();  // rejected_dialect, column 1
constexpr auto bad_30 = ferz::betza::compile<"wN">();  // rejected_dialect, column 1
constexpr auto bad_31 = ferz::betza::compile<"W-F">();  // rejected_dialect, column 2
constexpr auto bad_32 = ferz::betza::compile<"Q+K">();  // rejected_dialect, column 2
constexpr auto bad_33 = ferz::betza::compile<"FtR">();  // rejected_dialect, column 2
constexpr auto bad_34 = ferz::betza::compile<"[W?R]">();  // unsupported, column 1
constexpr auto bad_35 = ferz::betza::compile<"R*">();  // unsupported, column 2
constexpr auto bad_36 = ferz::betza::compile<"(ca)N">();  // unsupported, column 4
constexpr auto bad_37 = ferz::betza::compile<"nC">();  // unsupported, column 1
constexpr auto bad_38 = ferz::betza::compile<"nD2">();  // unsupported, column 1
constexpr auto bad_39 = ferz::betza::compile<"jjR">();  // unsupported, column 1
constexpr auto bad_40 = ferz::betza::compile<"zafW">();  // unsupported, column 1
constexpr auto bad_41 = ferz::betza::compile<"maU">();  // unsupported, column 3
constexpr auto bad_42 = ferz::betza::compile<"fU">();  // unsupported, column 1
constexpr auto bad_43 = ferz::betza::compile<"npR">();  // unsupported, column 1
constexpr auto bad_44 = ferz::betza::compile<"(c(a)f)3B">();  // unsupported, column 3
constexpr auto bad_45 = ferz::betza::compile<"mamamamamamamamaW">();  // too_many_legs, column 16
constexpr auto bad_46 = ferz::betza::compile<"nananaH">();  // too_many_legs, column 7
constexpr auto bad_47 = ferz::betza::compile<"(caf)9mkB">();  // too_many_legs, column 6
constexpr auto bad_48 = ferz::betza::compile<"mamamamaK">();  // too_many_paths, column 9
constexpr auto bad_49 = ferz::betza::compile<"W(">();  // unbalanced_bracket, column 2
constexpr auto bad_50 = ferz::betza::compile<"W)">();  // unbalanced_bracket, column 2
constexpr auto bad_51 = ferz::betza::compile<"W]">();  // unbalanced_bracket, column 2
constexpr auto bad_52 = ferz::betza::compile<"(cafmkB">();  // unbalanced_bracket, column 1
constexpr auto bad_53 = ferz::betza::compile<"W F">();  // invalid_character, column 2
constexpr auto bad_54 = ferz::betza::compile<"W,">();  // invalid_character, column 2
constexpr auto bad_55 = ferz::betza::compile<"W.N">();  // invalid_character, column 2
constexpr auto bad_56 = ferz::betza::compile<"yW">();  // unknown_modifier, column 1
constexpr auto bad_57 = ferz::betza::compile<"pgR">();  // unknown_modifier, column 2
constexpr auto bad_58 = ferz::betza::compile<"zqB">();  // unknown_modifier, column 2
constexpr auto bad_59 = ferz::betza::compile<"jW">();  // unknown_modifier, column 1
constexpr auto bad_60 = ferz::betza::compile<"mO2">();  // unknown_modifier, column 1
constexpr auto bad_61 = ferz::betza::compile<"p@">();  // unknown_modifier, column 1
constexpr auto bad_62 = ferz::betza::compile<"cO">();  // unknown_modifier, column 1
constexpr auto bad_63 = ferz::betza::compile<"oooW">();  // unknown_modifier, column 1
constexpr auto bad_64 = ferz::betza::compile<"njD">();  // unknown_modifier, column 2
constexpr auto bad_65 = ferz::betza::compile<"ibI">();  // unknown_modifier, column 1
