// expect: betza_descriptor_error<ferz::betza::errc::empty_descriptor, 1>
// expect: betza_descriptor_error<ferz::betza::errc::unknown_atom, 1>
// expect: betza_descriptor_error<ferz::betza::errc::unknown_atom, 12>
// expect: betza_descriptor_error<ferz::betza::errc::unknown_atom, 2>
// expect: betza_descriptor_error<ferz::betza::errc::unknown_atom, 1>
// expect: betza_descriptor_error<ferz::betza::errc::unknown_atom, 3>
// expect: betza_descriptor_error<ferz::betza::errc::missing_atom, 3>
// expect: betza_descriptor_error<ferz::betza::errc::missing_atom, 3>
// expect: betza_descriptor_error<ferz::betza::errc::missing_atom, 1>
// expect: betza_descriptor_error<ferz::betza::errc::missing_atom, 2>
// expect: betza_descriptor_error<ferz::betza::errc::empty_leg, 1>
// expect: betza_descriptor_error<ferz::betza::errc::empty_leg, 3>
// expect: betza_descriptor_error<ferz::betza::errc::empty_leg, 1>
// expect: betza_descriptor_error<ferz::betza::errc::bad_range, 3>
// expect: betza_descriptor_error<ferz::betza::errc::bad_range, 3>
// expect: betza_descriptor_error<ferz::betza::errc::bad_range, 2>
// expect: betza_descriptor_error<ferz::betza::errc::bad_range, 2>
// expect: betza_descriptor_error<ferz::betza::errc::bad_range, 6>
// expect: betza_descriptor_error<ferz::betza::errc::range_too_large, 4>
// expect: betza_descriptor_error<ferz::betza::errc::bad_direction_combination, 1>
// expect: betza_descriptor_error<ferz::betza::errc::bad_direction_combination, 1>
// expect: betza_descriptor_error<ferz::betza::errc::bad_direction_combination, 1>
// expect: betza_descriptor_error<ferz::betza::errc::bad_direction_combination, 1>
// expect: betza_descriptor_error<ferz::betza::errc::bad_direction_combination, 1>
// expect: betza_descriptor_error<ferz::betza::errc::bad_direction_combination, 1>
// expect: betza_descriptor_error<ferz::betza::errc::bad_suffix, 2>
// expect: betza_descriptor_error<ferz::betza::errc::bad_suffix, 2>
// expect: betza_descriptor_error<ferz::betza::errc::bad_suffix, 2>
// expect: betza_descriptor_error<ferz::betza::errc::bad_suffix, 6>
// expect: betza_descriptor_error<ferz::betza::errc::rejected_dialect, 1>
// expect: betza_descriptor_error<ferz::betza::errc::rejected_dialect, 1>
// expect: betza_descriptor_error<ferz::betza::errc::rejected_dialect, 2>
// expect: betza_descriptor_error<ferz::betza::errc::rejected_dialect, 2>
// expect: betza_descriptor_error<ferz::betza::errc::rejected_dialect, 2>
// expect: betza_descriptor_error<ferz::betza::errc::unsupported, 1>
// expect: betza_descriptor_error<ferz::betza::errc::unsupported, 2>
// expect: betza_descriptor_error<ferz::betza::errc::unsupported, 4>
// expect: betza_descriptor_error<ferz::betza::errc::unsupported, 1>
// expect: betza_descriptor_error<ferz::betza::errc::unsupported, 1>
// expect: betza_descriptor_error<ferz::betza::errc::unsupported, 1>
// expect: betza_descriptor_error<ferz::betza::errc::unsupported, 1>
// expect: betza_descriptor_error<ferz::betza::errc::unsupported, 3>
// expect: betza_descriptor_error<ferz::betza::errc::unsupported, 1>
// expect: betza_descriptor_error<ferz::betza::errc::unsupported, 1>
// expect: betza_descriptor_error<ferz::betza::errc::unsupported, 3>
// expect: betza_descriptor_error<ferz::betza::errc::too_many_legs, 16>
// expect: betza_descriptor_error<ferz::betza::errc::too_many_legs, 7>
// expect: betza_descriptor_error<ferz::betza::errc::too_many_legs, 6>
// expect: betza_descriptor_error<ferz::betza::errc::too_many_paths, 9>
// expect: betza_descriptor_error<ferz::betza::errc::unbalanced_bracket, 2>
// expect: betza_descriptor_error<ferz::betza::errc::unbalanced_bracket, 2>
// expect: betza_descriptor_error<ferz::betza::errc::unbalanced_bracket, 2>
// expect: betza_descriptor_error<ferz::betza::errc::unbalanced_bracket, 1>
// expect: betza_descriptor_error<ferz::betza::errc::invalid_character, 2>
// expect: betza_descriptor_error<ferz::betza::errc::invalid_character, 2>
// expect: betza_descriptor_error<ferz::betza::errc::invalid_character, 2>
// expect: betza_descriptor_error<ferz::betza::errc::unknown_modifier, 1>
// expect: betza_descriptor_error<ferz::betza::errc::unknown_modifier, 2>
// expect: betza_descriptor_error<ferz::betza::errc::unknown_modifier, 2>
// expect: betza_descriptor_error<ferz::betza::errc::unknown_modifier, 1>
// expect: betza_descriptor_error<ferz::betza::errc::unknown_modifier, 1>
// expect: betza_descriptor_error<ferz::betza::errc::unknown_modifier, 1>
// expect: betza_descriptor_error<ferz::betza::errc::unknown_modifier, 1>
// expect: betza_descriptor_error<ferz::betza::errc::unknown_modifier, 1>
// expect: betza_descriptor_error<ferz::betza::errc::unknown_modifier, 2>
// expect: betza_descriptor_error<ferz::betza::errc::unknown_modifier, 1>
// Malformed descriptors given as template arguments must not compile, and the compiler must say
// which mistake and where: betza_descriptor_error<kind, column>. One line per descriptor; the same
// list is checked at run time in tests/test_betza_errors.cpp. g++ reports every failing
// instantiation of the TU; clang needs -ferror-limit=0 (the harness passes it).
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
constexpr auto bad_10 = ferz::betza::compile<"aaW">();  // empty_leg, column 1
constexpr auto bad_11 = ferz::betza::compile<"maaW">();  // empty_leg, column 3
constexpr auto bad_12 = ferz::betza::compile<"aW">();  // empty_leg, column 1
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
