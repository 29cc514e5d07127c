/**
 * Saving a position (docs/scenarios.md, "Saving a position"; issue 17): random bot games stopped at the
 * first priority of an upkeep, written out with layoutOf, loaded again with Game.fromLayout, show every
 * seat the same view; the saved scenario file is valid and runs.
 */
import { type BotName, botRng, makeBot } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { Game, LayoutError, layoutOf, layoutProblems, onlyPassOrMana } from "@roundtable/engine";
import { parseScenario, runScenario, savePosition, savePositionAt } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { drive } from "./drive.ts";
import { describeTable, setupFor, type Table } from "./support.ts";
import { normalised, places } from "./views.ts";

function roundTrip(game: Game, seed: number): void {
  const layout = JSON.parse(JSON.stringify(layoutOf(cardDb, game.state, seed)));
  const back = Game.fromLayout(cardDb, layout);
  const orig = places(game.state);
  const now = places(back.state);
  const ids = new Map([...orig].map(([place, id]) => [id, now.get(place)!]));
  for (const seat of [...game.state.players.keys(), null])
    expect(normalised(back.view(seat), new Map()), `seat ${seat}`).toEqual(normalised(game.view(seat), ids));
  const file = JSON.parse(JSON.stringify(savePosition(game)));
  const parsed = parseScenario(file, cardDb);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const run = runScenario(parsed.scenario, cardDb);
  expect(run.error).toBeUndefined();
  expect(run.passed).toBe(true);
}

/**
 * 800.4: plays bot games of table `t` (every player asked at every priority), saving each turn's beginning
 * once a player has left, up to `most` positions; returns how many were saved.
 */
function saveAfterDepartures(t: Table, seeds: number[], bot: BotName, most: number): number {
  let saved = 0;
  for (const seed of seeds) {
    const game = Game.create(cardDb, { ...setupFor(t, seed), autoPass: false }, { events: false });
    const bots = game.state.players.map(() => makeBot(bot));
    const rngs = game.state.players.map((_, seat) => botRng(seed, seat));
    for (let i = 0; i < 6000 && saved < most; i++) {
      const d = game.pending();
      if (d === null) break;
      if (game.state.players.some((p) => p.left) && layoutProblems(cardDb, game.state).length === 0) {
        roundTrip(game, seed);
        saved++;
      }
      const answer = bots[d.player].decide({ game, player: d.player, decision: d, rng: rngs[d.player] });
      expect(game.submit(d.player, d.id, answer).ok).toBe(true);
    }
  }
  return saved;
}

/**
 * Plays a bot game (every player asked at every priority), saving at the beginning of every other turn
 * from turn 3 on, up to 4 times; returns how many positions were saved.
 */
function playAndSave(t: Table, seed: number, bot: BotName): number {
  const game = Game.create(cardDb, { ...setupFor(t, seed), autoPass: false }, { events: false });
  const bots = game.state.players.map(() => makeBot(bot));
  const rngs = game.state.players.map((_, seat) => botRng(seed, seat));
  let saved = 0;
  for (let i = 0; i < 4000 && saved < 4; i++) {
    const d = game.pending();
    if (d === null) break;
    const turn = game.state.turn.number;
    if (turn >= 3 && turn % 2 === 1 && layoutProblems(cardDb, game.state).length === 0) {
      roundTrip(game, seed);
      saved++;
    }
    const answer = bots[d.player].decide({ game, player: d.player, decision: d, rng: rngs[d.player] });
    expect(game.submit(d.player, d.id, answer).ok).toBe(true);
  }
  return saved;
}

const TABLES: [Table, BotName][] = [
  [{ variant: "duel", players: 2 }, "random"],
  [{ variant: "free-for-all", players: 4, decks: "pool" }, "heuristic"],
  [{ variant: "two-headed-giant", players: 4, decks: "pool" }, "heuristic"],
  [{ variant: "emperor", players: 6 }, "random"],
  [{ variant: "team-vs-team", players: 4, teams: 2, range: 1 }, "random"],
  [{ variant: "free-for-all", players: 4, edition: "2004" }, "random"],
];

describe("saving a position: layoutOf, loaded again, gives every seat the same view", () => {
  for (const [t, bot] of TABLES)
    it(`${describeTable(t)}, ${bot} bots: each turn's beginning saved is the same position loaded again`, () => {
      expect(playAndSave(t, 7, bot)).toBeGreaterThan(0);
    });
});

describe("903: saving a Commander game's position", () => {
  it("903.3, 903.8, 903.10a: the commanders, the tax paid and the commander damage dealt are saved and loaded again", () => {
    const t: Table = { variant: "commander", players: 4 };
    const fields = (g: Game) =>
      g.state.players.map((p) => ({
        commanders: p.commanders,
        casts: p.commanderCasts ?? {},
        damage: p.left ? {} : (p.commanderDamage ?? {}),
      }));
    let checked = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const game = Game.create(cardDb, { ...setupFor(t, seed), autoPass: false }, { events: false });
      const bots = game.state.players.map(() => makeBot("heuristic"));
      const rngs = game.state.players.map((_, seat) => botRng(seed, seat));
      for (let i = 0; i < 6000 && checked < 2; i++) {
        const d = game.pending();
        if (d === null) break;
        const s = game.state;
        const dealt = s.players.some((p) => !p.left && Object.keys(p.commanderDamage ?? {}).length > 0);
        const cast = s.players.some((p) => Object.keys(p.commanderCasts ?? {}).length > 0);
        if (dealt && cast && layoutProblems(cardDb, s).length === 0) {
          const file = JSON.parse(JSON.stringify(savePosition(game)));
          const parsed = parseScenario(file, cardDb);
          if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
          const loaded = runScenario({ ...parsed.scenario, stopAt: { turn: 1, step: "upkeep" } }, cardDb)
            .game!;
          expect(fields(loaded)).toEqual(fields(game));
          roundTrip(game, seed); // every seat's view, the same
          checked++;
          break;
        }
        const answer = bots[d.player].decide({ game, player: d.player, decision: d, rng: rngs[d.player] });
        expect(game.submit(d.player, d.id, answer).ok).toBe(true);
      }
    }
    expect(checked).toBe(2);
  });
});

describe("800.4: saving a position in which a player has left the game", () => {
  it("4-player Free-for-All, heuristic bots: each turn's beginning after a player lost is the same position loaded again", () => {
    const t: Table = { variant: "free-for-all", players: 4, decks: "pool" };
    expect(saveAfterDepartures(t, [7, 8, 9, 10], "heuristic", 4)).toBe(4);
  });
});

describe("603.3d, 603.3b: saving a turn's beginning as its upkeep's triggered abilities ask a question", () => {
  it("603.3d, 603.3b: saved as Ravos's upkeep trigger asks its target, or as Phyrexian Arena's and Bloodgift Demon's ask their order, the file stops at that question (the upkeep's first): it runs as saved, and loaded asks the same", () => {
    const target = drive({
      variant: "duel",
      seed: 4,
      players: [
        { name: "A", battlefield: [{ card: "ravos-soultender" }], graveyard: ["grizzly-bears"] },
        { name: "B", battlefield: [{ card: "forest" }] },
      ],
    }).game;
    const order = drive({
      variant: "duel",
      seed: 4,
      players: [
        { name: "A", battlefield: [{ card: "phyrexian-arena" }, { card: "bloodgift-demon" }] },
        { name: "B", battlefield: [{ card: "forest" }] },
      ],
    }).game;
    for (const [game, kind, rule] of [
      [target, "choose", "603.3d"],
      [order, "order", "603.3b"],
    ] as const) {
      const asked = game.pending()!;
      expect(asked.kind).toBe(kind);
      roundTrip(game, 4); // every seat's view the same; the file runs as saved
      const file = savePosition(game);
      expect(file.stopAt).toEqual({ turn: 1, step: "upkeep" });
      expect(file.description).toContain(`ask A "${asked.prompt}" (${rule})`);
      const parsed = parseScenario(JSON.parse(JSON.stringify(file)), cardDb);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      const { id: _, ...question } = asked;
      const loaded = runScenario(parsed.scenario, cardDb).game!.pending()!;
      expect({ ...loaded, id: 0 }).toEqual({ ...question, id: 0 });
    }
  });
});

describe("608.2: saving a turn's beginning whose triggered ability asks as it resolves", () => {
  it("608.2: saved with Demonic Hordes's upkeep trigger on the stack, the file (no answers) stops at the upkeep's first priority and says what the game would ask before the first main phase", () => {
    const game = drive({
      variant: "duel",
      seed: 4,
      players: [
        {
          name: "A",
          battlefield: [{ card: "demonic-hordes" }, { card: "swamp" }, { card: "swamp" }, { card: "swamp" }],
        },
        { name: "B", battlefield: [{ card: "forest" }] },
      ],
    }).game;
    const d = game.pending()!;
    expect([d.kind, game.state.turn.step, game.state.stack.length]).toEqual(["priority", "upkeep", 1]);
    roundTrip(game, 4); // every seat's view the same; the file runs as saved
    const file = savePosition(game);
    expect(file.stopAt).toEqual({ turn: 1, step: "upkeep" });
    expect(file.description).toContain(
      'before the first main phase the game asks A "Demonic Hordes: pay {B}{B}{B}?',
    );
    // Without a trigger that asks, the file stops at the first main phase as before.
    const quiet = drive({
      variant: "duel",
      seed: 4,
      players: [
        { name: "A", battlefield: [{ card: "swamp" }] },
        { name: "B", battlefield: [{ card: "forest" }] },
      ],
    }).game;
    expect(savePosition(quiet).stopAt).toEqual({ turn: 1, step: "main1" });
  });
});

describe("saving a position of a game record (savePositionAt, roundtable replay --save-position)", () => {
  it("a game that passed by itself for players who could only pass: the beginning of input N's turn", () => {
    const t: Table = { variant: "free-for-all", players: 3 };
    const game = Game.create(cardDb, setupFor(t, 3), { events: false });
    // The same game with every priority asked, passed where the first passed by itself.
    const asked = Game.create(cardDb, { ...setupFor(t, 3), autoPass: false }, { events: false });
    const rngs = game.state.players.map((_, seat) => botRng(3, seat));
    const bot = makeBot("random");
    const saved = new Map<number, unknown>();
    let compared = 0;
    for (let i = 0; i < 400 && game.pending() !== null; i++) {
      for (;;) {
        const a = asked.pending()!;
        const turn = asked.state.turn.number;
        if (a.kind === "priority" && !saved.has(turn) && layoutProblems(cardDb, asked.state).length === 0)
          saved.set(turn, savePosition(asked));
        if (a.kind !== "priority" || !onlyPassOrMana(a.actions)) break;
        expect(asked.submit(a.player, a.id, { choice: 0 }).ok).toBe(true);
      }
      const d = game.pending()!;
      const answer = bot.decide({ game, player: d.player, decision: d, rng: rngs[d.player] });
      expect(game.submit(d.player, d.id, answer).ok).toBe(true);
      expect(asked.submit(d.player, asked.pending()!.id, answer).ok).toBe(true);
      const n = game.inputs.length;
      if (saved.get(game.state.turn.number) !== undefined && n % 7 === 0) {
        const file = savePositionAt(cardDb, game.record(), n);
        expect(file).toEqual(saved.get(game.state.turn.number));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(3);
  });

  it("103.5: input 0 is the opening hands, saved with the mulligans under way; a turn whose beginning cannot be saved is refused, naming why", () => {
    const game = Game.create(cardDb, setupFor({ variant: "duel", players: 2 }, 1), { events: false });
    expect(savePositionAt(cardDb, game.record(), 0)).toMatchObject({ mulligans: {}, stopAt: { turn: 0 } });
    // 807.4: Grand Melee's turn markers, once its mulligans are over.
    const melee = Game.create(cardDb, setupFor({ variant: "grand-melee", players: 10 }, 1), {
      events: false,
    });
    for (let d = melee.pending(); d?.kind === "mulligan"; d = melee.pending())
      expect(melee.submit(d.player, d.id, { keep: true }).ok).toBe(true);
    expect(() => savePositionAt(cardDb, melee.record(), 10)).toThrow(
      new LayoutError(["Grand Melee's turn markers and their turns (807.4)"]),
    );
  });
});
