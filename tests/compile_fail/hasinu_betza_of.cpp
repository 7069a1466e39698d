// expect: hasinu_text_error<ferz::hasinu::errc::no_equivalent, ferz::hasinu::at_column<1>, ferz::hasinu::text<'f', 'e', '\(', 'n', '4', 'd', 'O', '\)'> ?>
// expect: hasinu_text_error<ferz::hasinu::errc::royal_not_here, ferz::hasinu::at_column<8>, ferz::hasinu::text<'1', .*'r', 'o', 'y', 'a', 'l', '\(', '\)'> ?>
// expect-errors: 2
// hasinu::betza_of<"...">: a text with no XBetza form is one compile error naming the construct's kind
// and column (fe() has none, HASINU.md §9), and royal() is refused where only moves are asked for.
#include <ferz/hasinu.hpp>

constexpr auto fe = ferz::hasinu::betza_of<"fe(n4dO)">;
constexpr auto king = ferz::hasinu::betza_of<"1×8d & royal()">;

int main() { return static_cast<int>(fe.size() + king.size()); }
