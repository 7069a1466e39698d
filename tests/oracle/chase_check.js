// tests/oracle/chase_check.js: Fairy-Stockfish's result (ffish, claimDraw) of each line of
// chase_cycles' or axf_games' output, beside ferz's. Usage: node chase_check.js LINES.TXT (NODE_PATH: ffish's).
delete globalThis.fetch;  // ffish's loader must read its .wasm from disk, not fetch it
const fs = require('fs');
const ffish = require('ffish');
ffish.onRuntimeInitialized = () => {
  const lines = fs.readFileSync(process.argv[2], 'utf8').trim().split('\n');
  let agree = 0, differ = 0;
  const counts = {};
  for (const line of lines) {
    const [fen, moves, ferzAbs, reason] = line.split('|');
    const b = new ffish.Board('xiangqi', fen);
    b.pushMoves(moves);
    const r = b.result(true);
    const abs = r === '1-0' ? 1 : r === '0-1' ? -1 : r === '1/2-1/2' ? 0 : 9;
    const key = reason + ' ' + ferzAbs + ' vs ' + r;
    counts[key] = (counts[key] || 0) + 1;
    if (abs === Number(ferzAbs)) agree++; else { differ++; if (differ <= 15) console.log('DIFF', line, 'ffish', r); }
    b.delete();
  }
  console.log('agree', agree, 'differ', differ);
  console.log(counts);
};
