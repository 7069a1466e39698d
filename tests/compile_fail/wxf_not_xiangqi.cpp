// expect: WXF notation is for xiangqi-like variants: 9 files, up to 10 ranks, pieces lettered K A B/E N/H R C P
// expect-errors: 1
// WXF text needs xiangqi's pieces on 9 files: asking for it in chess is a compile error that says so,
// not text with meaningless file numbers.
#include "ferz/notation/wxf.hpp"
#include "ferz/variants/chess.hpp"

int main() {
    ferz::position<ferz::variants::chess> pos;
    return ferz::parse_wxf(pos, "C2.5").has_value() ? 1 : 0;
}
