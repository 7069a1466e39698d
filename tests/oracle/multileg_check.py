#!/usr/bin/env python3
"""Random positions with multi-leg pieces and royal kings, ferz beside XBoard's XBetza generator.

Run by tests/oracle/multileg-check.sh, which builds ferz's side (multileg_moves.cpp) and finds the
oracle (shared/tools/oracle-xbetza). Modes:

  moves:   each position's legal moves, and whether the side not to move is in check (a FEN ferz must
           refuse), from both; RECORD writes agreeing rows for tests/data/multileg_oracle.inc.
  perft D: perft to depth D from each position. The oracle only lists moves, so its tree is walked
           here: each listed move is made on a plain board (the piece goes from FROM to TO, the pieces
           on x squares are removed), the simplest second implementation of make(); the oracle lists
           the replies. RECORD writes agreeing rows for tests/data/multileg_perft.inc.

A pass (FROM = TO with no capture: the lion's mabK) is a move like any other, in both lists.
"""
import os
import random
import re
import subprocess
import sys

PIECES = {  # multi-leg pieces of XBETZA.md's examples and seed 001, and two that take several pieces
    'M': 'fmFfcafmF',            # draughts man: step, or jump with a capture on the way
    'L': 'KNADcaKcabKmabK',      # Chu shogi lion: double moves, igui, pass
    'R': 'mRcaibR',              # rifle rook: captures by shooting, stays put
    'G': 'FyafsF',               # griffon
    'A': 'WyafsW',               # aanca
    'H': 'RmasR',                # hook mover
    'C': 'mRcpR',                # cannon
    'X': 'mafsW',                # xiangqi horse
    'D': 'mQcabyafmK',
    'B': 'BsbRfWfDfcafWfmcabW',
    'F': 'RbBfFfAfcafFfmcabF',
    'U': 'mRcabR',               # rifle that captures the first piece of a line
    'J': 'fmFfcafmFfcafmafcafmF',  # draughts man with the double jump (two victims)
    'T': 'WcafmWcafcafmWcafcafcafmW',  # takes a line of one, two or three pieces, lands beyond
    'N': 'N', 'Q': 'Q',
}
# Drawn only when MULTILEG_PIECES names them (the default draw stays that of PIECES): Fairy-Max's pieces
# with XBoard's readings, its falcon (an empty first leg) and bifurcators (`t`: own hurdles only), and
# pieces of a cylinder board (`o`).
EXTRA = {
    'E': 'aflafrKafraflKafafsKafsafK',  # falcon
    'Y': 'BtgabyabsB',                  # bifurcator bishop
    'V': 'RtgabyabsR',                  # bifurcator rook
    'S': 'oQ',                          # queen on a cylinder board (XBoard's o: the files wrap around)
    'Z': 'oN',                          # knight on a cylinder board
    'O': 'moRcpoR',                     # cannon on a cylinder board (XBoard reads modifiers in its order)
    'I': 'NdN',                         # knight that may also take an own piece (d)
    'P': 'KdafcK',                      # steps onto an own piece, takes it, steps on to take an enemy
    'W': 'RdafR',                       # rook that takes an own piece and rides on beyond it
}
# With MULTILEG_UNLOAD=1 (the 26 letters are all taken), these replace five of EXTRA: pieces that unload
# (XBetza u on the last leg, XBoard's Swap: the piece where the move lands goes where that leg began).
UNLOAD = {
    'S': 'udK',          # swaps with an own neighbour (its royal too)
    'Z': 'NucN',         # knight that captures, or swaps with the enemy instead
    'O': 'mafucW',       # steps to an empty square, then onto an enemy, which it pulls back there
    'Y': 'WcafmafudW',   # takes on a step, steps on, then swaps an own piece back into the square
    'V': 'umcR',         # rook that swaps with the enemy it meets instead of taking it
}
if os.environ.get('MULTILEG_UNLOAD'):
    EXTRA.update(UNLOAD)
ALL = {**PIECES, **EXTRA}
DESTROYERS = {'I', 'P', 'W'}  # pieces that take their own (d): legality filtered here (Oracle.legal)
if os.environ.get('MULTILEG_UNLOAD'):
    DESTROYERS |= set(UNLOAD)  # (the harness's own legal filter does not make the unload)
BOARDS = [(8, 8), (12, 12), (16, 16)]
MOVE = re.compile(r'([a-p])(\d+)([a-p])(\d+)((?:[xdu][a-p]\d+)*)(=S)?')


def positions(count, seed, most=14, letters=None):
    rng = random.Random(seed)
    pool = sorted(letters or PIECES)
    for i in range(count):
        w, h = BOARDS[i % 3]
        kinds = rng.sample(pool, rng.randint(min(2, len(pool)), min(5, len(pool))))
        cells = ['.'] * (w * h)
        free = list(range(w * h))
        rng.shuffle(free)
        cells[free.pop()] = 'K'
        cells[free.pop()] = 'k'
        for _ in range(rng.randint(3, most)):
            c = rng.choice(kinds)
            cells[free.pop()] = c if rng.random() < 0.5 else c.lower()
        yield w, h, cells, rng.choice('wb'), kinds


def board_text(w, h, cells):
    rows = []
    for r in range(h - 1, -1, -1):
        row, gap = '', 0
        for x in range(w):
            c = cells[r * w + x]
            if c == '.':
                gap += 1
                continue
            if gap:
                row += str(gap)
                gap = 0
            row += c
        rows.append(row + (str(gap) if gap else ''))
    return '/'.join(rows)


def square(text):
    return ord(text[0]) - ord('a'), int(text[1:]) - 1


def make(w, cells, m):
    """The board after move m as the oracle writes it: FROM TO, then xSQ for each piece taken on the way;
    with =S (XBoard's Swap: u), the piece that stood on TO goes to the uSQ relay, or to FROM."""
    g = MOVE.match(m)
    out = list(cells)
    f0, r0 = square(g.group(1) + g.group(2))
    f1, r1 = square(g.group(3) + g.group(4))
    for v in re.findall(r'[xd]([a-p]\d+)', g.group(5)):
        f, r = square(v)
        out[r * w + f] = '.'
    piece, there = out[r0 * w + f0], out[r1 * w + f1]
    out[r0 * w + f0] = '.'
    out[r1 * w + f1] = piece
    if g.group(6) and there != '.' and (f0, r0) != (f1, r1):
        relays = re.findall(r'u([a-p]\d+)', g.group(5))
        fu, ru = square(relays[-1]) if relays else (f0, r0)
        out[ru * w + fu] = there
    return out


class Oracle:
    def __init__(self, path):
        self.path = path

    def run(self, jobs, legal=True):
        """jobs: (w, h, cells, side, kinds); the moves of each, as lists."""
        if legal and any(DESTROYERS & set(kinds) for *_, kinds in jobs):
            return self.legal(jobs)
        lines = []
        for w, h, cells, side, kinds in jobs:
            lines.append(f"board {w} {h}\npiece K K\nroyal K\nlegal {'on' if legal else 'off'}")
            lines += [f"piece {k} {ALL[k]}" for k in kinds]
            lines.append(f"pos {board_text(w, h, cells)} {side}")
        out = subprocess.run([self.path], input='\n'.join(lines) + '\n', capture_output=True, text=True, check=True).stdout
        lists = [line.split()[2:] for line in out.splitlines() if line.startswith('moves ')]
        return [own_pieces_taken(w, cells, side, ms) for (w, h, cells, side, kinds), ms in zip(jobs, lists)]

    def legal(self, jobs):
        """The legal moves where pieces take their own (d): the harness's `legal on` counts a reply that
        takes our royal by taking its own royal on the way, which no move does (own_pieces_taken), so the
        filter is made here: each pseudo-legal move made on a plain board (make), and no pseudo-legal
        reply of the other side may take the mover's royal."""
        pseudo = self.run(jobs, legal=False)
        children = [(w, h, make(w, cells, m), 'b' if side == 'w' else 'w', kinds)
                    for (w, h, cells, side, kinds), ms in zip(jobs, pseudo) for m in ms]
        replies = iter(self.run(children, legal=False))
        out = []
        for (w, h, cells, side, kinds), ms in zip(jobs, pseudo):
            keep = []
            for m in ms:
                after = make(w, cells, m)
                king = royal_square(w, h, after, 'b' if side == 'w' else 'w')
                if not any(takes(r, king) for r in next(replies)):
                    keep.append(m)
            out.append(keep)
        return out

    def perft(self, jobs, depth):
        if depth == 0:
            return [1] * len(jobs)
        lists = self.run(jobs)
        if depth == 1:
            return [len(ms) for ms in lists]
        children, owner = [], []
        for i, ((w, h, cells, side, kinds), ms) in enumerate(zip(jobs, lists)):
            for m in ms:
                children.append((w, h, make(w, cells, m), 'b' if side == 'w' else 'w', kinds))
                owner.append(i)
        counts = [0] * len(jobs)
        for i, n in zip(owner, self.perft(children, depth - 1)):
            counts[i] += n
        return counts


def ferz_run(binary, jobs, depth=0):
    text = ''.join(f"{w} {h} {board_text(w, h, cells)} {side}{f' depth={depth}' if depth else ''} "
                   + ' '.join(f'{k}={ALL[k]}' for k in kinds) + '\n' for w, h, cells, side, kinds in jobs)
    return subprocess.run([binary], input=text, capture_output=True, text=True, check=True).stdout.splitlines()


def royal_square(w, h, cells, side):
    """The square (oracle text) of the royal of the side not to move."""
    i = cells.index('k' if side == 'w' else 'K')
    return f"{chr(97 + i % w)}{i // w + 1}"


def own_pieces_taken(w, cells, side, moves):
    """The oracle's moves as ferz writes them: an own piece taken on the way (XBoard's dSQ) is xSQ, as
    any piece taken; and no move takes the mover's own royal (XBoard's `d` may, ferz's never does)."""
    mine = 'K' if side == 'w' else 'k'
    i = cells.index(mine) if mine in cells else None  # (gone: a pseudo-legal move took it)
    king = f"{chr(97 + i % w)}{i // w + 1}" if i is not None else None
    out = []
    for m in moves:
        g = MOVE.match(m)
        to = f"{g.group(3)}{g.group(4)}"
        if (to == king and not g.group(6)) or king in re.findall(r'[xd]([a-p]\d+)', g.group(5)):
            continue
        relays = re.sub(r'[xd]([a-p]\d+)', r'x\1', g.group(5))
        if g.group(6):
            f, r = square(to)
            if cells[r * w + f] == '.':  # a Swap onto an empty square unloads nothing: a plain move
                relays, m = re.sub(r'u[a-p]\d+', '', relays), m[:g.start(6)] + m[g.end(6):]
        out.append(m[:g.start(5)] + relays + m[g.end(5):])
    return sorted(set(out))


def takes(move, sq):
    g = MOVE.match(move)
    return f"{g.group(3)}{g.group(4)}" == sq or sq in re.findall(r'[xd]([a-p]\d+)', g.group(5))


def row(job, value):
    w, h, cells, side, kinds = job
    return f'{{{w}, {h}, "{board_text(w, h, cells)}", "{side}", "' + ' '.join(f'{k}={ALL[k]}' for k in kinds) + f'", {value}}},\n'


def main():
    oracle, binary, mode = sys.argv[1], sys.argv[2], sys.argv[3]
    depth = int(sys.argv[4]) if mode == 'perft' else 0
    count, seed, record, record_count = (int(sys.argv[5]), int(sys.argv[6]), sys.argv[7], int(sys.argv[8]))
    o = Oracle(oracle)
    # MULTILEG_PIECES=LETTERS draws the pieces from those letters only, MULTILEG_MOST=N places up to N
    # pieces (default 14 for moves, 8 for perft): crowded boards of the pieces that take several.
    letters = os.environ.get('MULTILEG_PIECES') or None
    most = int(os.environ.get('MULTILEG_MOST') or (14 if mode == 'moves' else 8))
    jobs = list(positions(count, seed, most, letters))
    # The side not to move in check: ferz refuses such a FEN; the oracle's pseudo-legal moves show it.
    pseudo = o.run(jobs, legal=False)
    in_check = [any(takes(m, royal_square(w, h, cells, side)) for m in ms) for (w, h, cells, side, _), ms in zip(jobs, pseudo)]
    ferz = ferz_run(binary, jobs, depth)
    if mode == 'perft':
        want = o.perft([j for j, c in zip(jobs, in_check) if not c], depth)
        it = iter(want)
        want = [None if c else next(it) for c in in_check]
    else:
        lists = o.run(jobs)
        want = [None if c else ' '.join(sorted(ms)) for ms, c in zip(lists, in_check)]
    same = differ = refused = 0
    rows = []
    for job, f, w_ in zip(jobs, ferz, want):
        w, h, cells, side, kinds = job
        line = f"{w} {h} {board_text(w, h, cells)} {side} " + ' '.join(f'{k}={ALL[k]}' for k in kinds)
        if w_ is None or f.startswith('error:'):
            if (w_ is None) != f.startswith('error:'):
                differ += 1
                print(f"DIFFER {line}\n  the side not to move in check: oracle {w_ is None}, ferz {f if f.startswith('error:') else 'no'}")
            else:
                refused += 1
            continue
        if mode == 'perft':
            ok = f == str(w_)
        else:
            ok = sorted(f.split()) == w_.split()
        if ok:
            same += 1
            if len(rows) < record_count:
                rows.append(row(job, w_ if mode == 'perft' else f'"{w_}"'))
        else:
            differ += 1
            if mode == 'perft':
                print(f"DIFFER {line}\n  perft {depth}: oracle {w_}, ferz {f}")
            else:
                a, b = set(w_.split()), set(f.split())
                print(f"DIFFER {line}\n  oracle only: {sorted(a - b)}\n  ferz only:   {sorted(b - a)}")
    what = f"perft {depth}" if mode == 'perft' else "legal moves"
    print(f"{what}: {same} positions agree, {differ} differ, {refused} refused by both (the side not to move in check)")
    if record:
        with open(record, 'w') as out:
            out.write(f"// Generated by tests/oracle/multileg-check.sh ({what}; seed {seed}): XBoard's generator with its\n"
                      "// legal filter, passes included. Each row: files, ranks, board, side, pieces, "
                      + ("the count.\n" if mode == 'perft' else "the legal moves.\n"))
            out.writelines(rows)
    sys.exit(1 if differ else 0)


if __name__ == '__main__':
    main()
