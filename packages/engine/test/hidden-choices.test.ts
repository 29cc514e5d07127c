/**
 * Hidden information in effects that choose, look, search and reveal (principle 4; 101.4a, 701.20,
 * 701.23): a secret choice is asked of its player alone and nothing about it is emitted before the
 * reveal; a card looked at or searched for is named only in the looker's part of the event. Also what a
 * scenario can't show: a player who leaves while separating piles (800.4a, the question is asked again),
 * failing to find (701.23b), token lands (Bend or Break's "nontoken").
 */

import { describe, expect, it } from "vitest";
import { writable } from "../src/forkState.ts";
import { type Decision, eventFor, type Game, type GameEvent, type PlayerId } from "../src/index.ts";
import { advanceTo, table } from "./helpers.ts";

const many = (card: string, n: number) => Array.from({ length: n }, () => card);
const lands = (card: string, n: number) => many(card, n).map((c) => ({ card: c }));
const library = many("wastes", 10);

/** Answers the open decision, returning the events it produced. */
function answer(game: Game, a: Parameters<Game["submit"]>[2]): GameEvent[] {
  const d = game.pending();
  if (d === null) throw new Error("no decision pending");
  const r = game.submit(d.player, d.id, a);
  if (!r.ok) throw new Error(`${d.kind}: ${r.message}`);
  return r.events;
}

/** Takes a priority action, chooses its targets by label, and passes until it has resolved; the events. */
function play(game: Game, type: "cast" | "activate", name: string, ...targets: string[]): GameEvent[] {
  const d = game.pending();
  if (d === null || d.kind !== "priority") throw new Error("expected priority");
  const events = answer(game, { choice: d.actions.findIndex((a) => a.type === type && a.name === name) });
  for (const label of targets) {
    const t = choose(game, "targets", d.player);
    events.push(...answer(game, { choices: [indexOf(t, label)] }));
  }
  return [...events, ...resolveAll(game)];
}

/** Passes priority until the stack is empty or something other than priority is asked; the events. */
function resolveAll(game: Game): GameEvent[] {
  const events: GameEvent[] = [];
  for (let i = 0; i < 50 && game.pending()?.kind === "priority" && game.state.stack.length > 0; i++)
    events.push(...answer(game, { choice: 0 }));
  return events;
}

function choose(game: Game, purpose: string, player: PlayerId): Decision & { kind: "choose" } {
  const d = game.pending();
  if (d === null || d.kind !== "choose") throw new Error(`expected a choose decision, got ${d?.kind}`);
  expect(d.purpose).toBe(purpose);
  expect(d.player).toBe(player);
  return d;
}

/** What `viewer` learns from the events, as text. */
function seenBy(events: GameEvent[], viewer: PlayerId | null): string {
  return JSON.stringify(events.map((e) => eventFor(e, viewer)));
}

const indexOf = (d: Decision & { kind: "choose" }, label: string) =>
  d.options.findIndex((o) => o.label === label);

describe("Stronghold Gambit: choices face down until the reveal (101.4a)", () => {
  it("asks each player alone, in APNAP order, emits nothing before every player has chosen, then reveals all", () => {
    const game = table([
      { name: "A", hand: ["stronghold-gambit", "serra-angel"], battlefield: lands("mountain", 2), library },
      { name: "B", hand: ["grizzly-bears", "shock"], library },
      { name: "C", hand: ["runeclaw-bear"], library },
      { name: "D", hand: ["lightning-bolt"], library },
    ]);
    advanceTo(game, 1, "main1");
    play(game, "cast", "Stronghold Gambit");
    const a = choose(game, "reveal", 0);
    const angel = a.options.find((o) => o.label === "Serra Angel")!.ref!;
    for (const v of [1, 2, 3, null])
      expect(Object.keys(game.view(v).pending!)).toEqual(["id", "player", "kind"]);

    const afterA = answer(game, { choices: [indexOf(a, "Serra Angel")] });
    // Nothing about A's pick reaches anyone before the reveal: no event at all names it.
    expect(JSON.stringify(afterA)).not.toContain("Serra Angel");
    expect(afterA.some((e) => e.type === "reveal" || e.type === "move")).toBe(false);
    const b = choose(game, "reveal", 1);
    expect(b.options.map((o) => o.label).sort()).toEqual(["Grizzly Bears", "Shock"]);
    expect(JSON.stringify(b)).not.toContain("Serra Angel");
    expect(JSON.stringify(b)).not.toContain(JSON.stringify(angel));
    for (const v of [1, 2, 3, null]) expect(JSON.stringify(game.view(v))).not.toContain("Serra Angel");

    expect(answer(game, { choices: [indexOf(b, "Grizzly Bears")] })).toEqual([]);
    expect(answer(game, { choices: [0] })).toEqual([]); // C: Runeclaw Bear
    const last = answer(game, { choices: [0] }); // D: Lightning Bolt
    const reveals = last.filter((e) => e.type === "reveal");
    expect(reveals.map((e) => (e.type === "reveal" ? [e.player, e.cards[0].card] : null))).toEqual([
      [0, "Serra Angel"],
      [1, "Grizzly Bears"],
      [2, "Runeclaw Bear"],
      [3, "Lightning Bolt"],
    ]);
    // Reveals are public: every player and a spectator see them.
    for (const v of [0, 1, 2, 3, null]) expect(seenBy(reveals, v)).toContain("Serra Angel");
    const names = game.view(null).battlefield.map((p) => `${p.name}:${p.controller}`);
    expect(names).toEqual(expect.arrayContaining(["Grizzly Bears:1", "Runeclaw Bear:2"]));
    expect(names).not.toContain("Serra Angel:0");
  });
});

describe("Glasses of Urza: only the looker learns the hand (701.20e)", () => {
  it("puts the cards in the secret part of the event, for the looker alone", () => {
    const game = table([
      { name: "A", battlefield: [{ card: "glasses-of-urza" }], library },
      { name: "B", hand: ["shock"], library },
      { name: "C", hand: ["lightning-bolt", "grizzly-bears"], library },
      { name: "D", library },
    ]);
    advanceTo(game, 1, "upkeep");
    const events = play(game, "activate", "Glasses of Urza", "C");
    const look = events.find((e) => e.type === "look");
    expect(look).toMatchObject({ player: 0, whose: 2, zone: "hand", count: 2 });
    expect(eventFor(look!, 0)).toMatchObject({
      secret: { to: [0], cards: [{ card: "Lightning Bolt" }, { card: "Grizzly Bears" }] },
    });
    for (const v of [1, 2, 3, null]) {
      expect(eventFor(look!, v)).not.toHaveProperty("secret");
      if (v !== 2) expect(seenBy(events, v)).not.toMatch(/Lightning Bolt|Grizzly Bears/);
    }
  });
});

describe("Bribery: searching an opponent's library (701.23)", () => {
  const setup = () => {
    const game = table([
      { name: "A", hand: ["bribery"], battlefield: lands("island", 5), library },
      { name: "B", library: ["shock", "serra-angel", "wastes", "grizzly-bears", "wastes", "wastes"] },
      { name: "C", library },
    ]);
    advanceTo(game, 1, "main1");
    const events = play(game, "cast", "Bribery", "B");
    return { game, events };
  };

  it("shows the library to the searcher alone and offers only the cards that qualify", () => {
    const { game, events } = setup();
    const look = events.find((e) => e.type === "look");
    expect(look).toMatchObject({ player: 0, whose: 1, zone: "library", count: 6 });
    expect(eventFor(look!, 0)).toMatchObject({ secret: { to: [0] } });
    for (const v of [1, 2, null]) {
      expect(eventFor(look!, v)).not.toHaveProperty("secret");
      expect(seenBy(events, v)).not.toMatch(/Serra Angel|Grizzly Bears|Shock/);
    }
    const d = choose(game, "search", 0);
    expect(d.options.map((o) => o.label)).toEqual(["Serra Angel", "Grizzly Bears"]);
    expect(d.min).toBe(0);
    for (const v of [1, 2, null])
      expect(Object.keys(game.view(v).pending!)).toEqual(["id", "player", "kind"]);
    answer(game, { choices: [0] });
    const angel = game.view(null).battlefield.find((p) => p.name === "Serra Angel");
    expect(angel).toMatchObject({ owner: 1, controller: 0 });
    const o = game.state.objects[angel!.id];
    expect(o.baseController).toBe(0); // put there under A's control: A controls it by default (110.2)
  });

  it("may fail to find a creature card (701.23b); the library is shuffled all the same", () => {
    const { game } = setup();
    const before = [...game.state.players[1].library];
    answer(game, { choices: [] });
    expect(game.view(null).battlefield.map((p) => p.name)).not.toContain("Serra Angel");
    const after = game.state.players[1].library;
    expect(after.length).toBe(6);
    expect([...after].sort()).toEqual([...before].sort());
    expect(after).not.toEqual(before);
  });
});

describe("Fact or Fiction: piles (700.3)", () => {
  const setup = () => {
    const game = table([
      {
        name: "A",
        hand: ["fact-or-fiction"],
        battlefield: lands("island", 4),
        library: ["serra-angel", "shock", "island", "lightning-bolt", "grizzly-bears", ...library],
      },
      { name: "B", library },
      { name: "C", library },
      { name: "D", library },
    ]);
    advanceTo(game, 1, "upkeep");
    const events = play(game, "cast", "Fact or Fiction");
    return { game, events };
  };

  it("reveals the five cards to everyone; the caster picks the opponent who separates them", () => {
    const { game, events } = setup();
    const reveal = events.find((e) => e.type === "reveal");
    expect(reveal).toMatchObject({ player: 0 });
    for (const v of [0, 1, 2, 3, null]) expect(seenBy([reveal!], v)).toContain("Grizzly Bears");
    const who = choose(game, "player", 0);
    expect(who.options.map((o) => o.label)).toEqual(["B", "C", "D"]);
    answer(game, { choices: [indexOf(who, "C")] });
    const sep = choose(game, "piles", 2);
    expect(sep.options).toHaveLength(5);
    for (const v of [0, 1, 3, null])
      expect(Object.keys(game.view(v).pending!)).toEqual(["id", "player", "kind"]);
    expect([sep.min, sep.max]).toEqual([0, 5]);
    answer(game, { choices: [indexOf(sep, "Serra Angel"), indexOf(sep, "Shock")] });
    const pick = choose(game, "piles", 0);
    expect(pick.prompt).toContain(
      "Pile 1: Serra Angel, Shock; Pile 2: Island, Lightning Bolt, Grizzly Bears",
    );
    const done = answer(game, { choices: [0] });
    expect(done.find((e) => e.type === "piles")).toMatchObject({
      by: 2,
      chooser: 0,
      chosen: 0,
      piles: [
        ["Serra Angel", "Shock"],
        ["Island", "Lightning Bolt", "Grizzly Bears"],
      ],
    });
    // A has drawn Wastes since (the draw step follows the upkeep).
    const hand = game.view(0).players[0].hand!.map((c) => c.name);
    expect(hand).toEqual(["Serra Angel", "Shock", "Wastes"]);
    expect(game.view(0).players[0].graveyard.map((c) => c.name)).toEqual([
      "Island",
      "Lightning Bolt",
      "Grizzly Bears",
      "Fact or Fiction",
    ]);
  });

  it("800.4a: if the separating opponent leaves, the question is withdrawn and the caster picks among the others", () => {
    const { game } = setup();
    answer(game, { choices: [indexOf(choose(game, "player", 0), "C")] });
    choose(game, "piles", 2);
    const r = game.concede(2);
    expect(r.ok).toBe(true);
    // The cards are still in A's library (700.3c): nothing happened yet, the effect asks again.
    expect(game.state.players[0].library).toHaveLength(15);
    const who = choose(game, "player", 0);
    expect(who.options.map((o) => o.label)).toEqual(["B", "D"]);
    answer(game, { choices: [indexOf(who, "D")] });
    choose(game, "piles", 3);
    answer(game, { choices: [] }); // everything in pile 2
    answer(game, { choices: [1] });
    expect(game.view(0).players[0].hand!.map((c) => c.name)).toHaveLength(6); // and Wastes, drawn since
    expect(game.view(0).players[0].graveyard.map((c) => c.name)).toEqual(["Fact or Fiction"]);
  });
});

describe("Bend or Break", () => {
  it("separates only nontoken lands: a token land is neither destroyed nor tapped", () => {
    const game = table([
      { name: "A", hand: ["bend-or-break"], battlefield: lands("mountain", 4), library },
      { name: "B", battlefield: [{ card: "forest" }, { card: "island" }], library },
      { name: "C", battlefield: [{ card: "plains" }], library },
    ]);
    const forest = game.state.battlefield.find((id) => game.state.objects[id].card === "forest")!;
    writable(game.state, forest).token = true;
    advanceTo(game, 1, "main1");
    play(game, "cast", "Bend or Break");
    // A separates its four (tapped) Mountains: all in pile 1. B has one nontoken land: nothing to separate.
    answer(game, { choices: [0, 1, 2, 3] });
    // C has one land too. For A: A chooses an opponent (B), who chooses a pile of A's.
    answer(game, { choices: [indexOf(choose(game, "player", 0), "B")] });
    answer(game, { choices: [1] }); // B: A's empty pile 2 — the Mountains stay (tapped)
    answer(game, { choices: [indexOf(choose(game, "player", 1), "C")] });
    const bPiles = choose(game, "piles", 2);
    expect(bPiles.prompt).toContain("Pile 1: Island; Pile 2: (empty)");
    answer(game, { choices: [0] }); // C destroys B's Island
    answer(game, { choices: [indexOf(choose(game, "player", 2), "A")] });
    answer(game, { choices: [1] }); // A: C's empty pile 2 — C's Plains is tapped
    const bf = game.view(null).battlefield.map((p) => `${p.name}${p.tapped ? " (tapped)" : ""}`);
    expect(bf.sort()).toEqual([
      "Forest",
      "Mountain (tapped)",
      "Mountain (tapped)",
      "Mountain (tapped)",
      "Mountain (tapped)",
      "Plains (tapped)",
    ]);
  });
});
