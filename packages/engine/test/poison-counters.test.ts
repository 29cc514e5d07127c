/**
 * Poison counters (122.1f) with real cards — infect (702.90), toxic (702.164), Leeches, Melira, Corrupted
 * Resolve, Vivisection Evangelist — and Two-Headed Giant's team rule for them (810.10, 810.10a–d), against
 * Free-for-All (704.5c) and the 2007 edition, which shared only the life total (2007 CR 606.5). The
 * scenarios under scenarios/810-two-headed-giant/ show the same cards' text; these tests add the contrasts.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { Game, type GameEvent, type LayoutPlayer } from "../src/index.ts";
import { optionIndex, passUntil, priorityFor } from "./drive.ts";
import { findAction, lands, passAnswer, submitEvents, submitOk, takeAction } from "./helpers.ts";

const A1 = 0;
const A2 = 1;
const B1 = 2;
const B2 = 3;

/** Two-Headed Giant, A1 and A2 against B1 and B2, team A starting; `edition` "2007": 2007 CR 606. */
function giant(players: Partial<LayoutPlayer>[], edition?: "2007"): Game {
  return Game.fromLayout(cardDb, {
    variant: "two-headed-giant",
    seed: 1,
    players: ["A1", "A2", "B1", "B2"].map((name, i) => ({ name, ...players[i] })),
    options: {
      teams: [
        [A1, A2],
        [B1, B2],
      ],
      ...(edition !== undefined ? { edition } : {}),
    },
    start: 0,
    autoPass: true,
  });
}

/** `seat` casts `card` in turn 1's first main phase, choosing the targets labelled `targets` and paying automatically. */
function cast(game: Game, seat: number, card: string, ...targets: string[]): GameEvent[] {
  priorityFor(game, seat, 1, "main1");
  const events = submitEvents(game, { choice: findAction(game.pending()!, "cast", card) });
  for (let d = game.pending()!; d.kind === "choose" && d.player === seat; d = game.pending()!) {
    if (d.purpose === "targets" && targets.length > 0)
      events.push(...submitEvents(game, { choices: [optionIndex(d, targets.shift()!)] }));
    else if (d.purpose === "mana") events.push(...submitEvents(game, { choices: [0] }));
    else break;
  }
  return events;
}

/** Passes (no attackers, no blockers) to turn 1's second main phase, with the events on the way. */
function toMain2(game: Game): GameEvent[] {
  const events: GameEvent[] = [];
  for (let d = game.pending(); d !== null && game.state.turn.step !== "main2"; d = game.pending())
    events.push(...submitEvents(game, passAnswer(d)));
  return events;
}

/** A1 attacks with `attacker` (a card id on A1's battlefield) the player `defender`; no blocks. */
function attack(game: Game, attacker: string, defender: number): GameEvent[] {
  const d = passUntil(game, (x) => x.kind === "attackers", "A1's attack");
  const id = game.state.battlefield.find((o) => game.state.objects[o].card === attacker)!;
  expect(d.player).toBe(A1);
  submitOk(game, { attacks: [{ attacker: id, defender: { player: defender } }] });
  return toMain2(game);
}

const poison = (game: Game) => game.state.players.map((p) => p.poison);
const life = (game: Game) => game.state.players.map((p) => p.life);

describe("poison counters in Two-Headed Giant (810.10) with real cards", () => {
  it("810.10: Ichor Rats — each player gets a counter individually: each team of two has two", () => {
    const game = giant([{ hand: ["ichor-rats"], battlefield: lands("swamp", 3) }, {}, {}, {}]);
    const events = [...cast(game, A1, "Ichor Rats"), ...toMain2(game)];
    expect(poison(game)).toEqual([2, 2, 2, 2]);
    // One event a player given a counter, naming the team's count after it (810.10).
    expect(events.filter((e) => e.type === "poison")).toEqual([
      { type: "poison", player: A1, delta: 1, poison: 1 },
      { type: "poison", player: A2, delta: 1, poison: 2 },
      { type: "poison", player: B1, delta: 1, poison: 1 },
      { type: "poison", player: B2, delta: 1, poison: 2 },
    ]);
  });

  it("810.10a: Vivisection Evangelist's corrupted trigger reads the opposing team's counters — three given on B2 are B1's too; two are not enough", () => {
    for (const [given, triggers] of [
      [3, true],
      [2, false],
    ] as const) {
      const game = giant([
        { hand: ["vivisection-evangelist"], battlefield: [...lands("plains", 2), ...lands("swamp", 3)] },
        {},
        { battlefield: [{ card: "serra-angel" }] },
        { poison: given },
      ]);
      cast(game, A1, "Vivisection Evangelist");
      const d = passUntil(
        game,
        (x, g) => g.state.turn.step === "main2" || (x.kind === "choose" && x.purpose === "targets"),
      );
      if (triggers) {
        expect(d).toMatchObject({ kind: "choose", purpose: "targets", player: A1 });
        submitOk(game, { choices: [optionIndex(d, "Serra Angel")] });
        toMain2(game);
      }
      const angel = game.state.players[B1].graveyard.map((id) => game.state.objects[id].card);
      expect(angel, `team B at ${given}`).toEqual(triggers ? ["serra-angel"] : []);
    }
  });

  it("810.10b: Leeches on B1 — team B loses all its counters (given on B2), and B1 is dealt that many damage", () => {
    const game = giant([{ hand: ["leeches"], battlefield: lands("plains", 3) }, {}, {}, { poison: 6 }]);
    const events = [...cast(game, A1, "Leeches", "B1"), ...toMain2(game)];
    expect(poison(game)).toEqual([0, 0, 0, 0]);
    expect(life(game)).toEqual([30, 30, 24, 24]);
    expect(events.filter((e) => e.type === "poison")).toEqual([
      { type: "poison", player: B1, delta: -6, poison: 0 },
    ]);
  });

  it("810.10b under the 2007 edition (poison not shared, 2007 CR 606.5): Leeches takes only B1's own counters", () => {
    const game = giant(
      [{ hand: ["leeches"], battlefield: lands("plains", 3) }, {}, { poison: 2 }, { poison: 6 }],
      "2007",
    );
    cast(game, A1, "Leeches", "B1");
    toMain2(game);
    expect(poison(game)).toEqual([0, 0, 0, 6]);
    expect(life(game)).toEqual([40, 40, 38, 38]);
  });

  it("810.10c: with A1's Melira neither A1 nor A2 gets Ichor Rats' counter; under the 2007 edition A2 still does", () => {
    const melira = {
      battlefield: [{ card: "melira-sylvok-outcast" }, ...lands("swamp", 3)],
      hand: ["ichor-rats"],
    };
    const today = giant([melira, {}, {}, {}]);
    cast(today, A1, "Ichor Rats");
    toMain2(today);
    expect(poison(today)).toEqual([0, 0, 2, 2]);
    const old = giant([melira, {}, {}, {}], "2007");
    cast(old, A1, "Ichor Rats");
    toMain2(old);
    expect(poison(old)).toEqual([0, 1, 1, 1]);
  });

  it("702.90b, 613.1f: B1's Melira — creatures of the opposing team lose infect: A1's Glistener Elf deals B2 ordinary damage", () => {
    const game = giant([
      { battlefield: [{ card: "glistener-elf" }] },
      {},
      { battlefield: [{ card: "melira-sylvok-outcast" }] },
      {},
    ]);
    attack(game, "glistener-elf", B2);
    expect(poison(game)).toEqual([0, 0, 0, 0]);
    expect(life(game)).toEqual([30, 30, 29, 29]);
  });

  it("810.10d: Corrupted Resolve counters the spell of a player whose team is poisoned, not of one whose team isn't", () => {
    for (const [given, countered] of [
      [1, true],
      [0, false],
    ] as const) {
      const game = giant([
        { hand: ["corrupted-resolve"], battlefield: lands("island", 2) },
        {},
        { hand: ["lightning-bolt"], battlefield: [{ card: "mountain" }] },
        { poison: given },
      ]);
      cast(game, B1, "Lightning Bolt", "A1");
      priorityFor(game, A1, 1, "main1");
      takeAction(game, "cast", "Corrupted Resolve");
      submitOk(game, { choices: [optionIndex(game.pending()!, "Lightning Bolt")] });
      for (let d = game.pending()!; d.kind === "choose" && d.purpose === "mana"; d = game.pending()!)
        submitOk(game, { choices: [0] });
      toMain2(game);
      expect(life(game)[A1], `team B at ${given}`).toBe(countered ? 30 : 27);
    }
  });
});

describe("infect and toxic (702.90, 702.164)", () => {
  it("702.90b, 704.5c: in Free-for-All Glistener Elf gives poison counters instead of life loss, and ten lose", () => {
    const game = Game.fromLayout(cardDb, {
      variant: "free-for-all",
      seed: 1,
      players: [
        { name: "A", battlefield: [{ card: "glistener-elf" }] },
        { name: "B", poison: 9 },
        { name: "C" },
      ],
      start: 0,
      autoPass: true,
    });
    const events = attack(game, "glistener-elf", 1);
    expect(game.state.players[1]).toMatchObject({ poison: 10, life: 20, result: "lost" });
    expect(events.some((e) => e.type === "life")).toBe(false);
  });

  it("702.90b, 704.6b: in Two-Headed Giant a team at fourteen isn't out — the same Elf at 14 leaves team B in the game", () => {
    const game = giant([{ battlefield: [{ card: "glistener-elf" }] }, {}, {}, { poison: 13 }]);
    attack(game, "glistener-elf", B1);
    expect(poison(game)).toEqual([0, 0, 14, 14]);
    expect(game.state.players[B1].result).toBeNull();
  });

  it("702.164c: toxic gives its counters in addition to the damage — Bilious Skulldweller: 1 life and a poison counter for the team", () => {
    const game = giant([{ battlefield: [{ card: "bilious-skulldweller" }] }, {}, {}, {}]);
    attack(game, "bilious-skulldweller", B2);
    expect(life(game)).toEqual([30, 30, 29, 29]);
    expect(poison(game)).toEqual([0, 0, 1, 1]);
  });
});
