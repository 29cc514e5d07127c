/**
 * 723: controlling another player (Mindslaver), through the decision protocol and the views: who is asked
 * (723.5, `onBehalfOf`), what the controller sees (723.4), and when the control starts and ends (723.1).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type Decision, Game, type Lane, lanes } from "../src/index.ts";
import { advanceTo, chooseLabels, passAnswer, takeAction } from "./helpers.ts";

function slaver(): Game {
  return Game.fromLayout(cardDb, {
    variant: "free-for-all",
    seed: 1,
    players: [
      { name: "A", battlefield: [{ card: "mindslaver" }, ...[1, 2, 3, 4].map(() => ({ card: "wastes" }))] },
      { name: "B", hand: ["lightning-bolt"], battlefield: [{ card: "mountain" }] },
      { name: "C" },
    ],
    start: 0,
    autoPass: false,
  });
}

describe("723 controlling another player", () => {
  it("723.1, 723.4, 723.5: during B's next turn B's decisions go to A on B's behalf, and A sees B's hand", () => {
    const game = slaver();
    advanceTo(game, 1, "main1");
    takeAction(game, "activate", "Mindslaver");
    chooseLabels(game, "B");
    expect(game.view(0).players[1].hand).toBeNull(); // not yet: the effect waits for B's turn
    const d = advanceTo(game, 2, "upkeep");
    expect(d.player).toBe(0);
    expect(d.onBehalfOf).toBe(1);
    expect(d.prompt).toMatch(/for B, whom you control: 723\.5/);
    expect(game.view(0).players[1].hand?.map((c) => c.name)).toEqual(["Lightning Bolt"]); // 723.4
    expect(game.view(2).players[1].hand).toBeNull();
    // 723.1: the control ends as the next turn begins.
    const next = advanceTo(game, 3, "upkeep");
    expect(next.player).toBe(2);
    expect(next.onBehalfOf).toBeUndefined();
    expect(game.view(0).players[1].hand).toBeNull();
  });
});

/**
 * Grand Melee, eight players A–H with range `range`: A (marker 1) has Mindslaver, B a Bolt, D two Shocks and
 * Grizzly Bears; E holds marker 2.
 */
function meleeSlaver(range: number): Game {
  const of: Record<string, object> = {
    A: { battlefield: [{ card: "mindslaver" }, ...[1, 2, 3, 4].map(() => ({ card: "wastes" }))] },
    B: { hand: ["lightning-bolt"], battlefield: [{ card: "mountain" }] },
    D: {
      hand: ["shock", "shock"],
      battlefield: [{ card: "mountain" }, { card: "mountain" }, { card: "grizzly-bears" }],
    },
  };
  return Game.fromLayout(cardDb, {
    variant: "grand-melee",
    options: { range },
    seed: 1,
    players: ["A", "B", "C", "D", "E", "F", "G", "H"].map((name) => ({ name, ...(of[name] ?? {}) })),
    start: 0,
    autoPass: false,
  });
}

const laneOf = (game: Game, marker: number): Lane => lanes(game.state).find((l) => l.marker === marker)!.lane;
const holder = (game: Game, marker: number): number =>
  game.state.melee!.markers.find((k) => k.id === marker)!.holder;

function answer(game: Game, d: Decision, a: Parameters<Game["submit"]>[2]): void {
  const r = game.submit(d.player, d.id, a);
  expect(r.ok, r.ok ? "" : r.message).toBe(true);
}

/** Answers marker `marker`'s open decisions by passing until `until` holds. */
function passIn(game: Game, marker: number, until: () => boolean): void {
  for (let k = 0; k < 3000 && !until(); k++) {
    const d = laneOf(game, marker).pending;
    if (d === null) throw new Error(`marker ${marker}'s lane has no open decision`);
    answer(game, d, passAnswer(d));
  }
  expect(until()).toBe(true);
}

/** Marker `marker`'s open decision casts the spell named `name`, at the targets labelled `targets`. */
function castIn(game: Game, marker: number, name: string, ...targets: string[]): void {
  const d = laneOf(game, marker).pending!;
  if (d.kind !== "priority") throw new Error(`expected priority, got ${d.kind}`);
  answer(game, d, { choice: d.actions.findIndex((a) => a.type === "cast" && a.name === name) });
  for (const label of targets) {
    const t = laneOf(game, marker).pending!;
    if (t.kind !== "choose") throw new Error(`expected a choice, got ${t.kind}`);
    answer(game, t, { choices: [t.options.findIndex((o) => o.label === label)] });
  }
}

/**
 * Turn 1 (marker 1): A activates Mindslaver targeting B. Turn 1 ends: B receives marker 1 and waits for E's
 * turn to end (807.4d); then B's turn (marker 1) and F's (marker 2) begin together.
 */
function slaverTurns(range: number): Game {
  const game = meleeSlaver(range);
  passIn(game, 1, () => laneOf(game, 1).turn.step === "main1" && laneOf(game, 1).pending?.player === 0);
  const main = laneOf(game, 1).pending!;
  if (main.kind !== "priority") throw new Error(`expected priority, got ${main.kind}`);
  answer(game, main, {
    choice: main.actions.findIndex((a) => a.type === "activate" && a.name === "Mindslaver" && !a.mana),
  });
  for (let d = laneOf(game, 1).pending!; d.kind === "choose"; d = laneOf(game, 1).pending!)
    answer(game, d, { choices: [d.purpose === "targets" ? d.options.findIndex((o) => o.label === "B") : 0] });
  passIn(game, 1, () => holder(game, 1) === 1);
  passIn(game, 2, () => holder(game, 2) === 5);
  expect(laneOf(game, 1).turn.active).toBe(1);
  expect(laneOf(game, 2).turn.active).toBe(5);
  return game;
}

describe("723 with several turns at once (Grand Melee, 807.4)", () => {
  it("723.1, 723.5: A controls B for the whole of B's turn, in F's turn too; as B's turn ends, B's open decision there is B's again", () => {
    const game = slaverTurns(4); // everyone within everyone's range
    // F's turn beginning didn't end the control: B's decisions in F's turn are A's (723.5), A sees B's hand.
    passIn(game, 2, () => laneOf(game, 2).pending?.onBehalfOf === 1);
    const inF = laneOf(game, 2).pending!;
    expect(inF.player).toBe(0);
    expect(game.view(0).players[1].hand?.map((c) => c.name)).toEqual(["Lightning Bolt"]); // 723.4
    // B's turn goes on (A passing for B) until it ends: the control ends with it (723.1).
    passIn(game, 1, () => holder(game, 1) === 2);
    const again = laneOf(game, 2).pending!;
    expect(again.id).not.toBe(inF.id);
    expect(again.player).toBe(1);
    expect(again.onBehalfOf).toBeUndefined();
    expect(game.view(0).players[1].hand).toBeNull();
  });

  it("723.5, 807.4: a decision A makes for B is asked again when something changes near B, though not near A", () => {
    const game = slaverTurns(2); // A's range: G, H, A, B, C; B's: H, A, B, C, D; D's: B–F
    // F's turn: D, in range of F and of B, Shocks E on F's stack, so B may cast there too (807.5a); A, for B,
    // casts B's Lightning Bolt and is asked for its target, in B's range: D's Grizzly Bears among them.
    passIn(game, 2, () => laneOf(game, 2).pending?.player === 3);
    castIn(game, 2, "Shock", "E");
    passIn(game, 2, () => laneOf(game, 2).pending?.onBehalfOf === 1);
    castIn(game, 2, "Lightning Bolt");
    const target = laneOf(game, 2).pending!;
    expect(target.kind === "choose" && target.player === 0 && target.options.map((o) => o.label)).toContain(
      "Grizzly Bears (D)",
    );
    // B's turn: D Shocks their own Grizzly Bears — a change concerning D only, near B and not near A.
    passIn(game, 1, () => laneOf(game, 1).pending?.player === 3);
    castIn(game, 1, "Shock", "Grizzly Bears (D)");
    passIn(game, 1, () => game.state.players[3].graveyard.length === 2);
    const again = laneOf(game, 2).pending!;
    expect(again.id).not.toBe(target.id);
    expect(again.kind === "choose" && again.options.map((o) => o.label)).not.toContain("Grizzly Bears (D)");
  });
});
