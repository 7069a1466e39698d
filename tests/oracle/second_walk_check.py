#!/usr/bin/env python3
"""Perft with pieces that XBoard's generator does not have (so it cannot be the oracle), ferz beside a
second walk written the simplest way: torus pieces (XBetza oo: files and ranks wrap around) and, with
TURNING=1 in the environment, crooked and circular riders (z, q). Not part of CI.

  [TURNING=1] python3 tests/oracle/second_walk_check.py MULTILEG_MOVES_BINARY [POSITIONS [SEED [DEPTH]]]

MULTILEG_MOVES_BINARY is a build of tests/oracle/multileg_moves.cpp (tests/oracle/multileg-check.sh
says how). Random positions on 8x8, 6x6 and 10x8 boards with a royal king each (a plain K: it does not
wrap) and torus pieces: a rider steps square by square, each step taken modulo the files and the
ranks, and stops at the first piece (taking it if it is an enemy) or, round the board, at its own
square (as XBoard's cylinder has it, and ferz's o and oo); the knight leaps modulo both. A crooked
rider's steps go first, turned, first, turned ...; a circular one's turn on each step, the same way
(turned(): 90 degrees for orthogonal and diagonal steps, the neighbouring image for oblique ones), both
senses, up to the board's edge or a piece (the Rose qN at most 7 steps, qW 3). A move is
legal if no reply lands on the mover's king. A position whose side not to move is in check is refused
by both. Prints each position where the counts differ, then the totals.
"""
import os
import random
import subprocess
import sys

from multileg_check import board_text

PIECES = {'R': 'ooR', 'B': 'ooB', 'Q': 'ooQ', 'N': 'ooN'}
TURNERS = {'O': 'qN', 'Y': 'zB', 'Z': 'zR', 'W': 'qW', 'V': 'zN'}  # the Rose, the Boyscout, ...
ALL = {**PIECES, **TURNERS}
ROOK = [(1, 0), (-1, 0), (0, 1), (0, -1)]
BISHOP = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
KNIGHT = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
KING = ROOK + BISHOP
BOARDS = [(8, 8), (6, 6), (10, 8)]


def turned(dx, dy, clockwise):
    ax, ay = abs(dx), abs(dy)
    if ax == 0 or ay == 0 or ax == ay:
        return (dy, -dx) if clockwise else (-dy, dx)
    a, c = min(ax, ay), max(ax, ay)
    images = [(a, c), (c, a), (c, -a), (a, -c), (-a, -c), (-c, -a), (-c, a), (-a, c)]
    return images[(images.index((dx, dy)) + (1 if clockwise else 7)) % 8]


def ride(w, h, cells, s, squares, mine, out):
    """The squares a ride from s passes, in order (None: off the board), up to a piece (taken if it is
    an enemy) or s itself."""
    for f, r in squares:
        if f is None:
            return
        t = r * w + f
        if t == s:
            return
        if cells[t] != '.':
            if not mine(cells[t]):
                out.add((s, t))
            return
        out.add((s, t))


def turning_squares(w, h, f, r, first, clockwise, crooked, limit):
    step = first
    for k in range(1, limit + 1):
        if k > 1:
            step = (turned(*first, clockwise) if k % 2 == 0 else first) if crooked else turned(*step, clockwise)
        f, r = f + step[0], r + step[1]
        yield (f, r) if 0 <= f < w and 0 <= r < h else (None, None)


def torus_squares(w, h, f, r, dx, dy):
    while True:
        f, r = (f + dx) % w, (r + dy) % h
        yield f, r


def turning_moves(w, h, cells, s, betza, mine, out):
    firsts = {'N': KNIGHT, 'B': BISHOP, 'R': ROOK, 'W': ROOK}[betza[-1]]
    limit = 7 if betza == 'qN' else 3 if betza == 'qW' else 10 ** 3
    for first in firsts:
        for clockwise in (True, False):
            ride(w, h, cells, s, turning_squares(w, h, s % w, s // w, first, clockwise, betza[0] == 'z', limit), mine, out)


def moves(w, h, cells, side):
    """Pseudo-legal moves of `side` ('w' or 'b'): (from, to) square indices, each once."""
    mine = str.isupper if side == 'w' else str.islower
    out = set()
    for s, c in enumerate(cells):
        if c == '.' or not mine(c):
            continue
        f0, r0 = s % w, s // w
        kind = c.upper()
        if kind in TURNERS:
            turning_moves(w, h, cells, s, TURNERS[kind], mine, out)
            continue
        if kind == 'K':
            for dx, dy in KING:
                f, r = f0 + dx, r0 + dy
                if 0 <= f < w and 0 <= r < h and (cells[r * w + f] == '.' or not mine(cells[r * w + f])):
                    out.add((s, r * w + f))
            continue
        if kind == 'N':
            for dx, dy in KNIGHT:
                t = ((r0 + dy) % h) * w + (f0 + dx) % w
                if t != s and (cells[t] == '.' or not mine(cells[t])):
                    out.add((s, t))
            continue
        for dx, dy in ROOK if kind == 'R' else BISHOP if kind == 'B' else KING:
            ride(w, h, cells, s, torus_squares(w, h, f0, r0, dx, dy), mine, out)
    return sorted(out)


def make(cells, m):
    out = list(cells)
    out[m[1]] = out[m[0]]
    out[m[0]] = '.'
    return out


def attacked_king(w, h, cells, side):
    """Whether `side`'s king can be taken by the other side."""
    king = cells.index('K' if side == 'w' else 'k')
    return any(t == king for _, t in moves(w, h, cells, 'b' if side == 'w' else 'w'))


def perft(w, h, cells, side, depth):
    if depth == 0:
        return 1
    n = 0
    other = 'b' if side == 'w' else 'w'
    for m in moves(w, h, cells, side):
        after = make(cells, m)
        if not attacked_king(w, h, after, side):
            n += perft(w, h, after, other, depth - 1)
    return n


def main():
    binary = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    depth = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    rng = random.Random(seed)
    pieces = TURNERS if os.environ.get('TURNING') else PIECES
    jobs = []
    for i in range(count):
        w, h = BOARDS[i % len(BOARDS)]
        kinds = rng.sample(sorted(pieces), rng.randint(1, 4))
        cells = ['.'] * (w * h)
        free = list(range(w * h))
        rng.shuffle(free)
        cells[free.pop()] = 'K'
        cells[free.pop()] = 'k'
        for _ in range(rng.randint(2, 6)):
            c = rng.choice(kinds)
            cells[free.pop()] = c if rng.random() < 0.5 else c.lower()
        jobs.append((w, h, cells, rng.choice('wb'), kinds))
    text = ''.join(f"{w} {h} {board_text(w, h, cells)} {side} depth={depth} " + ' '.join(f'{k}={ALL[k]}' for k in kinds) + '\n'
                   for w, h, cells, side, kinds in jobs)
    ferz = subprocess.run([binary], input=text, capture_output=True, text=True, check=True).stdout.splitlines()
    same = differ = refused = 0
    for (w, h, cells, side, kinds), f in zip(jobs, ferz):
        other = 'b' if side == 'w' else 'w'
        want = None if attacked_king(w, h, cells, other) else perft(w, h, cells, side, depth)
        if want is None and f.startswith('error:'):
            refused += 1
        elif want is not None and f == str(want):
            same += 1
        else:
            differ += 1
            print(f"DIFFER {w} {h} {board_text(w, h, cells)} {side} {' '.join(f'{k}={ALL[k]}' for k in kinds)}: "
                  f"second walk {want}, ferz {f}")
    print(f"perft {depth}: {same} positions agree, {differ} differ, {refused} refused by both (the side not to move in check)")


if __name__ == '__main__':
    main()
