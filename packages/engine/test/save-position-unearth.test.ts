/**
 * Saving a position with a permanent returned by unearth (702.84a): the engine's layout writes it as
 * `unearthed` (layoutOfAbilities.ts) — its haste, its owner's delayed "exile it at the beginning of the next
 * end step" (603.7) while it waits, and the flag that exiles it instead of letting it leave the battlefield —
 * and loads it again as the unearth ability left it (game/abilitiesSetup.ts). Unearth is activated only as a
 * sorcery, so its creature meets a later upkeep only when the turn ended before its end step (724.1e: the end
 * step is skipped and the delayed ability waits for the next one) or the delayed ability was exiled from the
 * stack as the turn ended (724.1b). No card of the pool ends the turn: the tests do to the state what ending
 * it does. Saved and loaded, the game goes on as the live game does (the same position at each point), and
 * the loaded state holds what the live one does (the flag, the delayed ability, the haste effect).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { characteristics } from "../src/engine/characteristics/characteristics.ts";
import { writable } from "../src/forkState.ts";
import { Game, type LayoutPermanent, layoutOf, layoutProblems, type TableLayout } from "../src/index.ts";
import type { GameState } from "../src/state.ts";
import { passUntil, priorityFor } from "./drive.ts";
import { setupError, submitOk, takeAction } from "./helpers.ts";

/** A duel, A's turn first: A's Extractor Demon in the graveyard, three Swamps each; B holds Murder. */
const DUEL: TableLayout = {
  variant: "duel",
  seed: 1,
  autoPass: false,
  players: [
    {
      name: "A",
      graveyard: ["extractor-demon"],
      battlefield: [{ card: "swamp" }, { card: "swamp" }, { card: "swamp" }],
    },
    { name: "B", hand: ["murder"], battlefield: [{ card: "swamp" }, { card: "swamp" }, { card: "swamp" }] },
  ],
};

/** The Demon: its latest object (400.7: each zone change makes a new one). */
const demonOf = (s: GameState) =>
  Object.values(s.objects)
    .filter((o) => o.card === "extractor-demon")
    .sort((a, b) => b.id - a.id)[0];

/**
 * What the position is, without object ids (a loaded layout numbers them afresh): each player's life and
 * zones by card; each permanent's card, controller, tapped, keywords and what unearth left on it; the delayed
 * triggered abilities and the effects by card; the stack; the turn (counted from `first`), step and who is asked.
 */
function position(g: Game, first: number): unknown {
  const s = g.state;
  const card = (id: number) => s.objects[id]?.card;
  return {
    players: s.players.map((p, seat) => ({
      life: p.life,
      hand: p.hand.map(card),
      library: p.library.length,
      graveyard: p.graveyard.map(card),
      exile: p.exile.map(card),
      battlefield: s.battlefield
        .map((id) => s.objects[id])
        .filter((o) => o.owner === seat)
        .map((o) => ({
          card: o.card,
          controller: o.controller,
          tapped: o.tapped === true,
          keywords: characteristics(cardDb, s, o).keywords,
          unearthed: o.unearthed === true,
        })),
    })),
    delayed: s.delayed.map((d) => ({ ...d, source: card(d.source), objects: d.objects.map(card) })),
    effects: s.effects.map((e) => ({
      ...e,
      id: 0,
      timestamp: 0,
      source: card(e.source ?? -1),
      objects: e.objects.map(card),
    })),
    stack: s.stack.map(card),
    turn: { number: s.turn.number - first + 1, active: s.turn.active, step: s.turn.step },
    pending: g.decisions().map((d) => ({ kind: d.kind, player: d.player })),
  };
}

/**
 * Everything a layout holds of the game (layoutOf), its keys renamed in order: the live game and the loaded
 * one, at the same later turn's beginning, write the same.
 */
function layoutNow(g: Game): string {
  const keys = new Map<string, string>();
  return JSON.stringify(layoutOf(cardDb, g.state)).replace(/"p\d+"/g, (k) => {
    if (!keys.has(k)) keys.set(k, `"k${keys.size}"`);
    return keys.get(k)!;
  });
}

/** The position saved (as JSON, as a file keeps it) and loaded again. */
const saved = (g: Game): Game =>
  Game.fromLayout(cardDb, JSON.parse(JSON.stringify(layoutOf(cardDb, g.state))));

/** Passes until the stack is empty (what is on it resolved). */
const resolved = (g: Game) => passUntil(g, (d, x) => d.kind === "priority" && x.state.stack.length === 0);

/** A unearths the Demon in turn 1's first main phase; the game at the ability's resolution. */
function unearthed(): Game {
  const g = Game.fromLayout(cardDb, DUEL);
  priorityFor(g, 0, 1, "main1");
  takeAction(g, "activate", "Extractor Demon");
  resolved(g);
  expect(demonOf(g.state)).toMatchObject({ zone: "battlefield", unearthed: true });
  return g;
}

/**
 * 724.1d–e: turn 1 ends from its first main phase — its end step skipped, the delayed ability doesn't trigger
 * and waits for the next end step: B's, in turn 2. What ending the turn does, done to the state.
 */
function turnEndedEarly(): Game {
  const g = unearthed();
  const waiting = g.state.delayed;
  g.state.delayed = [];
  g.edited();
  priorityFor(g, 1, 2, "upkeep");
  g.state.delayed = waiting;
  g.edited();
  return g;
}

/** 724.1b: turn 1 ends during its end step, with the delayed ability on the stack: it is exiled. */
function exileExiled(): Game {
  const g = unearthed();
  priorityFor(g, 0, 1, "end");
  const [ability] = g.state.stack;
  expect(g.state.objects[ability].stack?.delayed).toBeDefined();
  g.state.stack = [];
  delete g.state.objects[ability];
  g.edited();
  priorityFor(g, 1, 2, "upkeep");
  return g;
}

/** Passes both games on to `turn`'s `step` (B's turn: `player` 1), with the same answers; the same there. */
function goOnAlike(
  live: Game,
  loaded: Game,
  player: number,
  turn: number,
  step: Parameters<typeof priorityFor>[3],
): void {
  priorityFor(live, player, turn, step);
  priorityFor(loaded, player, turn - 1, step);
  expect(position(loaded, 1)).toEqual(position(live, 2));
}

/** B casts Murder on the Demon in both games (turn 2 live, 1 loaded). */
function murder(g: Game, turn: number): void {
  priorityFor(g, 1, turn, "main1");
  takeAction(g, "cast", "Murder");
  const d = g.pending()!;
  if (d.kind === "choose") submitOk(g, { choices: [0] }); // its one target, the Demon
  resolved(g);
}

describe("702.84a: a permanent returned by unearth is saved (`unearthed`)", () => {
  it("702.84a, 724.1e: its end step skipped, it is saved with its haste and its waiting delayed exile; loaded, the same state, and it is exiled at B's end step as in the game", () => {
    const live = turnEndedEarly();
    expect(layoutProblems(cardDb, live.state)).toEqual([]);
    const layout = layoutOf(cardDb, live.state);
    expect(layout.players[0].battlefield?.find((p) => p.card === "extractor-demon")).toEqual({
      card: "extractor-demon",
      tapped: false,
      sick: true, // since A's turn 1 (302.6)
      unearthed: true,
    });
    const loaded = saved(live);
    expect(position(loaded, 1)).toEqual(position(live, 2));
    expect(characteristics(cardDb, loaded.state, demonOf(loaded.state)).keywords).toContain("haste");
    goOnAlike(live, loaded, 1, 2, "end"); // the delayed ability on the stack
    expect(live.state.stack).toHaveLength(1);
    goOnAlike(live, loaded, 0, 3, "upkeep");
    expect(demonOf(loaded.state).zone).toBe("exile");
    expect(demonOf(live.state).zone).toBe("exile");
    expect(layoutNow(loaded)).toBe(layoutNow(live));
  });

  it("702.84a: loaded, if it would leave the battlefield it is exiled instead — B's Murder exiles it, as in the game", () => {
    const live = turnEndedEarly();
    const loaded = saved(live);
    murder(live, 2);
    murder(loaded, 1);
    expect(position(loaded, 1)).toEqual(position(live, 2));
    expect(demonOf(loaded.state).zone).toBe("exile");
  });

  it('702.84a, 724.1b: its delayed exile exiled from the stack as the turn ended, it is saved as "exileTriggered"; loaded, it stays through B\'s end step, and Murder exiles it', () => {
    const live = exileExiled();
    expect(live.state.delayed).toEqual([]);
    const layout = layoutOf(cardDb, live.state);
    expect(layout.players[0].battlefield?.find((p) => p.card === "extractor-demon")?.unearthed).toBe(
      "exileTriggered",
    );
    const loaded = saved(live);
    expect(position(loaded, 1)).toEqual(position(live, 2));
    goOnAlike(live, loaded, 0, 3, "upkeep");
    expect(demonOf(loaded.state).zone).toBe("battlefield");
    expect(layoutNow(loaded)).toBe(layoutNow(live)); // still "exileTriggered", with its haste
    murder(live, 4);
    murder(loaded, 3);
    expect(position(loaded, 1)).toEqual(position(live, 2));
    expect(demonOf(loaded.state).zone).toBe("exile");
  });

  it("702.84a: what unearth left that a layout can't say is refused, naming it", () => {
    const g = turnEndedEarly();
    g.state.effects = [];
    g.edited();
    expect(layoutProblems(cardDb, g.state)).toEqual([
      "delayed triggered abilities (603.7) of Extractor Demon",
      "Extractor Demon: it was returned by unearth (702.84a), but its haste is not the oldest effect on it",
    ]);
    const other = turnEndedEarly();
    other.state.delayed = [{ ...other.state.delayed[0], at: "endOfCombat" }];
    other.edited();
    expect(layoutProblems(cardDb, other.state)).toEqual([
      "delayed triggered abilities (603.7) of Extractor Demon",
      "Extractor Demon: it has delayed triggered abilities (603.7) other than its unearth's exile",
    ]);
    const taken = turnEndedEarly();
    writable(taken.state, demonOf(taken.state).id).baseController = 1;
    taken.edited();
    expect(layoutProblems(cardDb, taken.state)).toContain(
      "Extractor Demon: it was returned by unearth (702.84a) but is not under its owner's control without control-changing effects",
    );
  });

  it("702.84a: a layout's `unearthed` is checked, each problem at its path", () => {
    const with_ = (bp: Partial<LayoutPermanent>): TableLayout => ({
      ...DUEL,
      players: [{ name: "A", battlefield: [{ card: "extractor-demon", ...bp }] }, { name: "B" }],
    });
    const at = "players[0].battlefield[0].unearthed";
    expect(setupError(with_({ unearthed: "yes" as never }))).toBe(
      `${at}: must be true or "exileTriggered", got "yes"`,
    );
    expect(setupError(with_({ card: "hill-giant", unearthed: true }))).toBe(
      `${at}: Hill Giant has no unearth ability (702.84a): only a card with unearth is returned by it`,
    );
    expect(setupError(with_({ controller: 1, unearthed: true }))).toBe(
      `${at}: unearth returns the card under the control of its owner, who activated it (702.84a): leave out Extractor Demon's controller (give another player control of it with controlledBy or effects)`,
    );
    // Another player's control through an effect: the unearth is still its owner's.
    const taken = Game.fromLayout(cardDb, with_({ controlledBy: 1, unearthed: true }));
    expect(demonOf(taken.state).controller).toBe(1);
    expect(taken.state.delayed[0].controller).toBe(0);
    expect(layoutOf(cardDb, taken.state).players[0].battlefield?.[0]).toMatchObject({
      controlledBy: 1,
      unearthed: true,
    });
  });
});
