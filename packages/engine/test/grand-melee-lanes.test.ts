/**
 * Grand Melee's lanes (807.4–807.5) through the decision protocol: several open decisions at once, one per
 * turn marker, and an open decision that another marker's turn made stale is asked again — with events on
 * or off (the engine notes what changed either way).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { moveObject } from "../src/engine/actions/move.ts";
import { makeCtx } from "../src/engine/context/ctx.ts";
import { enterLane } from "../src/engine/players/lanes.ts";
import {
  type Answer,
  characteristics,
  checkInvariants,
  type Decision,
  Game,
  type Lane,
  type LayoutPlayer,
  lanes,
  type ObjId,
} from "../src/index.ts";

/** Eight players A–H in Grand Melee, A starting (markers 1 and 2 to A and E), no auto-pass; `of` gives some a layout. */
function eight(of: Record<string, Omit<LayoutPlayer, "name">>, events = true): Game {
  return Game.fromLayout(
    cardDb,
    {
      variant: "grand-melee",
      seed: 1,
      players: ["A", "B", "C", "D", "E", "F", "G", "H"].map((name) => ({ name, ...(of[name] ?? {}) })),
      start: 0,
      autoPass: false,
    },
    { events },
  );
}

/** Marker `marker`'s lane. */
function laneOf(game: Game, marker: number): Lane {
  return lanes(game.state).find((l) => l.marker === marker)!.lane;
}

/** Marker 2's turn (E) passes to its declare-attackers step; E's first creature attacks F. Returns it. */
function eAttacksF(game: Game): ObjId {
  for (let k = 0; k < 40 && laneOf(game, 2).pending?.kind !== "attackers"; k++) {
    const d = laneOf(game, 2).pending!;
    expect(game.submit(d.player, d.id, { choice: 0 }).ok).toBe(true);
  }
  const d = laneOf(game, 2).pending!;
  if (d.kind !== "attackers") throw new Error(`expected attackers, got ${d.kind}`);
  const attacker = d.candidates[0].attacker;
  expect(game.submit(4, d.id, { attacks: [{ attacker, defender: { player: 5 } }] }).ok).toBe(true);
  return attacker;
}

/** C controls two Mindslavers. */
const table = (events: boolean): Game =>
  eight({ C: { battlefield: [{ card: "mindslaver" }, { card: "mindslaver" }] } }, events);

const legend = (d: Decision): boolean => d.kind === "choose" && d.purpose === "legend";

describe("807.4: one open decision per turn marker", () => {
  it("807.4b: both markers' turns begin together; each has its own open decision", () => {
    const game = table(true);
    expect(game.state.melee?.markers.map((m) => m.holder)).toEqual([0, 4]);
    expect(game.decisions()).toHaveLength(2);
  });

  it("807.4b: the first turns begin together, then marker 1's lane event comes before its turn's first steps", () => {
    const setup = {
      variant: "grand-melee",
      seed: 3,
      players: ["A", "B", "C", "D", "E", "F", "G", "H"].map((name) => ({
        name,
        deck: Array<string>(40).fill("wastes"),
      })),
    };
    const game = Game.create(cardDb, setup);
    const events = [...game.startEvents];
    // Every player keeps (103.5); the first turns begin as the last one does.
    for (let d = game.decisions()[0]; d?.kind === "mulligan"; d = game.decisions()[0]) {
      const r = game.submit(d.player, d.id, { keep: true });
      if (!r.ok) throw new Error(r.message);
      events.push(...r.events);
    }
    const kinds = events.filter((e) => ["turn", "lane", "step"].includes(e.type));
    const firstStep = kinds.findIndex((e) => e.type === "step");
    expect(kinds.slice(0, firstStep).map((e) => e.type)).toEqual(["turn", "turn", "lane"]);
    expect(kinds[firstStep - 1]).toMatchObject({ type: "lane", marker: 1 });
  });

  for (const events of [true, false]) {
    it(`704.5j asked in both turns; answered in one, the other turn's question is withdrawn and asked anew (events ${events ? "on" : "off"})`, () => {
      const game = table(events);
      // Each marker's turn checks state-based actions before its first priority: C is asked in both.
      const asked = game.decisions().filter(legend);
      expect(asked.map((d) => d.player)).toEqual([2, 2]);
      const [first, second] = asked;
      const r = game.submit(2, first.id, { choices: [0] });
      expect(r.ok).toBe(true);
      // One Mindslaver went to the graveyard: nothing is left for the other turn to ask.
      expect(game.state.players[2].graveyard).toHaveLength(1);
      expect(game.decisions().some(legend)).toBe(false);
      const stale = game.submit(2, second.id, { choices: [0] });
      expect(stale.ok).toBe(false);
      if (!stale.ok) expect(stale.code).toBe("stale-decision");
    });
  }
});

describe("800.4a with one stack per turn marker (807.5)", () => {
  it("a player leaves while their spell is on another marker's stack: it leaves with them, from that stack", () => {
    const game = eight({ E: { hand: ["lightning-bolt"], battlefield: [{ card: "mountain" }] } });
    const of = (seat: number): Decision => game.decisions().find((d) => d.player === seat)!;
    const answer = (seat: number, a: Answer): void => {
      const d = of(seat);
      const r = game.submit(seat, d.id, a);
      expect(r.ok, r.ok ? "" : r.message).toBe(true);
    };
    // E (marker 2) casts Lightning Bolt at F in their upkeep: it goes on marker 2's stack.
    const first = of(4);
    if (first.kind !== "priority") throw new Error(`expected priority, got ${first.kind}`);
    answer(4, { choice: first.actions.findIndex((a) => a.type === "cast") });
    for (let d = of(4); d.kind !== "priority"; d = of(4)) {
      if (d.kind !== "choose") throw new Error(`unexpected ${d.kind}`);
      const f = d.options.findIndex((o) => o.label === "F");
      answer(4, { choices: [f >= 0 ? f : 0] });
    }
    const stackOf = (marker: number) => laneOf(game, marker).stack;
    expect(stackOf(2).map((id) => game.state.objects[id].card)).toEqual(["lightning-bolt"]);
    // A passes in marker 1's turn: marker 1's lane is the current one as E leaves.
    answer(0, { choice: 0 });
    expect(game.state.melee?.current).toBe(1);
    expect(game.concede(4).ok).toBe(true);
    expect(stackOf(2)).toEqual([]);
    expect(checkInvariants(game.state)).toEqual([]);
  });
});

describe("500.4 with several turns at once (807.4)", () => {
  it("a step ending in one marker's turn empties the pools of that turn's players only, not of a player floating mana in their own turn", () => {
    const game = eight({ A: { battlefield: [{ card: "swamp" }] } });
    const pass = (marker: number): void => {
      const d = laneOf(game, marker).pending!;
      const r = game.submit(
        d.player,
        d.id,
        d.kind === "priority" ? { choice: 0 } : ({ attacks: [] } as Answer),
      );
      expect(r.ok, r.ok ? "" : r.message).toBe(true);
    };
    // Marker 1's turn (A) to A's first main phase; marker 2's turn (E) stays in its upkeep.
    for (
      let k = 0;
      k < 40 && !(laneOf(game, 1).turn.step === "main1" && laneOf(game, 1).pending?.player === 0);
      k++
    )
      pass(1);
    expect(laneOf(game, 2).turn.step).toBe("upkeep");
    const d = laneOf(game, 1).pending!;
    if (d.kind !== "priority") throw new Error(`expected priority, got ${d.kind}`);
    const swamp = d.actions.findIndex((a) => a.type === "activate" && a.name === "Swamp");
    expect(game.submit(0, d.id, { choice: swamp }).ok).toBe(true); // a mana ability: A keeps priority
    expect(game.state.players[0].pool.B).toBe(1);
    // E's turn goes on: its upkeep, draw step and first main phase end (E, F and D play that turn).
    for (let k = 0; k < 40 && laneOf(game, 2).turn.step !== "beginning-of-combat"; k++) pass(2);
    expect(laneOf(game, 2).turn.step).toBe("beginning-of-combat");
    expect(game.state.players[0].pool.B).toBe(1);
    // A's own step ending empties it.
    pass(1);
    for (let k = 0; k < 10 && laneOf(game, 1).turn.step === "main1"; k++) pass(1);
    expect(game.state.players[0].pool.B).toBe(0);
    expect(checkInvariants(game.state)).toEqual([]);
  });
});

describe("506.4 with one combat per turn marker (807.4)", () => {
  it("a creature attacking in one marker's turn that leaves the battlefield while another marker's turn is the current one is removed from its combat", () => {
    const game = eight({ E: { battlefield: [{ card: "grizzly-bears" }] } });
    const bears = eAttacksF(game); // in marker 2's turn
    expect(laneOf(game, 2).combat?.attacks.map((a) => a.attacker)).toEqual([bears]);
    // The bears die while marker 1's lane (A's turn) is the current one (a state-based action checked there).
    enterLane(game.state, 1);
    moveObject(makeCtx(game.db, game.state, null), bears, "graveyard");
    expect(laneOf(game, 2).combat?.attacks).toEqual([]);
    expect(checkInvariants(game.state)).toEqual([]);
  });
});

describe("613.4a while attacking in one marker's turn (807.4)", () => {
  it("Gaea's Liege attacking in its turn counts the defending player's Forests whichever lane is the current one", () => {
    const forests = (n: number) => Array.from({ length: n }, () => ({ card: "forest" }));
    const game = eight({
      E: { battlefield: [{ card: "gaeas-liege" }, ...forests(1)] },
      F: { battlefield: forests(3) },
    });
    const liege = eAttacksF(game);
    const power = () => characteristics(game.db, game.state, game.state.objects[liege]).power;
    enterLane(game.state, 2);
    game.edited();
    expect(power()).toBe(3);
    enterLane(game.state, 1);
    game.edited();
    expect(power()).toBe(3);
  });
});

describe("603.8 with one stack per turn marker (807.5)", () => {
  it("a state trigger waiting or on any marker's stack doesn't trigger again in another marker's turn", () => {
    const game = eight({ A: { battlefield: [{ card: "transcendence" }] } });
    const transcendence = game.state.battlefield.find(
      (id) => game.state.objects[id].card === "transcendence",
    );
    // A has 20 life: "when you have 20 or more life, you lose the game" triggers once, in the first turn
    // that checks (marker 1's), and not again in marker 2's while it waits on marker 1's stack.
    const copies = lanes(game.state).flatMap(({ lane }) => [
      ...lane.stack.filter((id) => game.state.objects[id].stack?.source === transcendence),
      ...lane.triggers.filter((t) => t.source === transcendence),
    ]);
    expect(copies).toHaveLength(1);
  });
});

describe("807.5a when a player's only reason to have priority leaves the stack", () => {
  it("C, in range only of D, whose spell is on E's stack, loses priority there when D leaves and the spell with them", () => {
    const game = eight({ D: { hand: ["lightning-bolt"], battlefield: [{ card: "mountain" }] } });
    const answer = (a: Answer): void => {
      const d = laneOf(game, 2).pending!;
      const r = game.submit(d.player, d.id, a);
      expect(r.ok, r.ok ? "" : r.message).toBe(true);
    };
    // E's upkeep (marker 2): E and F pass; D, within E's range, casts Lightning Bolt at E on E's stack.
    for (let k = 0; k < 10 && laneOf(game, 2).pending?.player !== 3; k++) answer({ choice: 0 });
    const d = laneOf(game, 2).pending!;
    if (d.kind !== "priority") throw new Error(`expected priority, got ${d.kind}`);
    answer({ choice: d.actions.findIndex((a) => a.type === "cast") });
    for (let q = laneOf(game, 2).pending!; q.kind === "choose"; q = laneOf(game, 2).pending!)
      answer({
        choices: [
          Math.max(
            0,
            q.options.findIndex((o) => o.label === "E"),
          ),
        ],
      });
    // D, E and F pass: C, within range of D (who controls the Bolt), gets priority on E's stack.
    for (let k = 0; k < 10 && laneOf(game, 2).pending?.player !== 2; k++) answer({ choice: 0 });
    expect(laneOf(game, 2).pending?.player).toBe(2);
    // D concedes: the Bolt leaves E's stack with them (800.4a); C has nothing there to be entitled by.
    expect(game.concede(3).ok).toBe(true);
    expect(laneOf(game, 2).stack).toEqual([]);
    expect(laneOf(game, 2).pending?.player).not.toBe(2);
    expect(checkInvariants(game.state)).toEqual([]);
  });
});
