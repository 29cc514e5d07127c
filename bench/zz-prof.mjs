import { makeBot, playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { buildSetup } from "@roundtable/cli";
import { Game } from "@roundtable/engine";
const variant = process.argv[2] ?? "duel", players = Number(process.argv[3] ?? 2), n = Number(process.argv[4] ?? 200);
let d = 0; const t0 = performance.now();
for (let seed = 1; seed <= n; seed++) {
  const { setup } = buildSetup({ variant, players, seed, decks: "preset" });
  const game = Game.create(cardDb, setup, { events: false });
  const bots = Array.from({ length: players }, () => makeBot("random"));
  d += playGame(game, bots, { seed, maxDecisions: 20000 }).decisions;
}
const ms = performance.now() - t0;
console.log(variant, d, "decisions", Math.round(d / ms * 1000), "/s");
