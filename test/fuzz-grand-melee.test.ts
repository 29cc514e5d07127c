/**
 * Random-bot Grand Melee games (807) at 10, 16, 25 and 50 players (and 16, 19, 30, 48, 64, 80 and 100 with pool decks;
 * one 40-player game of heuristic bots), set up as `roundtable simulate
 * --variant grand-melee` sets them up (random seating, range 1, attack left), with the invariants checked
 * after every decision: among them the turn markers' (engine/invariants.ts: no more markers than one per
 * full four players, markers taking turns at least four seats apart, 807.4a–d), priority on a marker's
 * stack only for the players 807.5a entitles, every card in exactly one zone across every marker's stack,
 * and the ranges of each marker's turn fixed as it began (test/rangeInvariant.ts, 801.2c, 807.4h). The
 * bots answer the open decisions of the different markers in a random order (bots/src/driver.ts).
 */
import { type FuzzOptions, fuzzSuite, seeds, type Table } from "./support.ts";

const gm = (players: number): Table => ({ variant: "grand-melee", players });

fuzzSuite("fuzz: random bots in Grand Melee (807), 10 to 100 players, preset and pool decks", [
  { table: gm(10), seeds: seeds(1, 3), opts: { maxDecisions: 1500, concedeChance: 0.004 } },
  { table: gm(16), seeds: seeds(11, 2), opts: { maxDecisions: 1500, concedeChance: 0.004 } },
  { table: gm(25), seeds: seeds(21, 2), opts: { maxDecisions: 1500, concedeChance: 0.003 } },
  {
    table: gm(50),
    seeds: seeds(31, 1),
    opts: { maxDecisions: 2500, concedeChance: 0.002 } satisfies FuzzOptions,
  },
  // Random two-colour decks from the whole pool: Time Walk, control changes, anthems and CDAs, Transcendence.
  // Seed 4 found layers computed with another turn's ranges (807.4h); seed 7 at 30 players, a departed holder.
  { table: { ...gm(16), decks: "pool" }, seeds: [4, 5], opts: { maxDecisions: 2500, concedeChance: 0.004 } },
  { table: { ...gm(30), decks: "pool" }, seeds: [7], opts: { maxDecisions: 3000, concedeChance: 0.003 } },
  // Seed 301 at 100 players: a copy keeping the target of the spell it copies (707.10c) after another
  // marker's turn had begun was taken by the range check for a new target.
  { table: { ...gm(100), decks: "pool" }, seeds: [301], opts: { maxDecisions: 2000, concedeChance: 0.003 } },
  // Seed 503 at 80 players: a step ending in one turn emptied the pool of a player floating mana in their own
  // turn, whose open decision still offered the spell that mana paid for (500.4: now that turn's players only).
  { table: { ...gm(80), decks: "pool" }, seeds: [503], opts: { maxDecisions: 1000, concedeChance: 0.003 } },
  // Seed 507 at 64 players: an attacking creature that died while another marker's lane was the current one
  // stayed in its own turn's combat (506.4).
  { table: { ...gm(64), decks: "pool" }, seeds: [507], opts: { maxDecisions: 1800, concedeChance: 0.003 } },
  // Seed 706 at 48 players: departures brought two markers side by side, and one passed to the other's
  // holder in the middle of their turn, who began a second turn at once (807.4d: now they wait).
  { table: { ...gm(48), decks: "pool" }, seeds: [706], opts: { maxDecisions: 3600, concedeChance: 0.002 } },
  // Seed 1102 at 16 players: Transcendence under Platinum Angel at 20 life, a loop nobody could stop, ran into
  // the engine's loop guard (104.4b, 801.16: now a draw for its controller and the players in their range).
  { table: { ...gm(16), decks: "pool" }, seeds: [1102], opts: { maxDecisions: 1000, concedeChance: 0.004 } },
  // Seed 1612 at 19 players: a player entitled to a stack only by another's spell on it kept priority there
  // after that player conceded and the spell left (807.5a).
  { table: { ...gm(19), decks: "pool" }, seeds: [1612], opts: { maxDecisions: 900, concedeChance: 0.004 } },
  // Seed 900001 at 16 players: Act of Treason's target died in another marker's turn while its caster was
  // paying; asked again, the payment question replayed the old target answer to the new target question.
  { table: { ...gm(16), decks: "pool" }, seeds: [900001], opts: { maxDecisions: 500, concedeChance: 0.004 } },
  // Seed 140002 at 40 players, heuristic bots (issue 14's wide campaign): a holder conceded during their turn,
  // and the holder three seats behind began a turn, not counting the departed holder's seat, where the marker
  // stays until that turn ends (807.4c–d); the marker then passed on, three seats ahead of a turn under way.
  {
    table: { ...gm(40), decks: "pool" },
    seeds: [140002],
    opts: { maxDecisions: 1300, concedeChance: 0.004, bot: "heuristic" },
  },
]);
