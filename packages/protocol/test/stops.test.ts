/**
 * Stops and passing (docs/server.md): which priority decisions of the person at seat 1 are passed for
 * them, rule by rule, at a 4-player Free-for-All table where everyone holds a Lightning Bolt and an
 * untapped Mountain (so the engine asks everyone at every priority) and a Grizzly Bears that may attack.
 */
import { cardDb } from "@roundtable/cards";
import { type Answer, type Decision, Game, type LayoutPlayer, lanes, type Step } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import {
  ALL_STOPS,
  autoPass,
  DEFAULT_STOPS,
  nextSettings,
  type PassUntilKind,
  passAnswer,
  passUntilEnded,
  type StopSettings,
  startPassUntil,
  stopSettingsSchema,
} from "../src/index.ts";

const ME = 1;

type Priority = Extract<Decision, { kind: "priority" }>;

function seat(name: string, bolts = 1): LayoutPlayer {
  return {
    name,
    hand: Array(bolts).fill("lightning-bolt"),
    library: Array(10).fill("mountain"),
    battlefield: [{ card: "grizzly-bears" }, ...Array(bolts).fill({ card: "mountain" })],
  };
}

function ffa4(): Game {
  return Game.fromLayout(cardDb, {
    variant: "free-for-all",
    seed: 1,
    start: 0,
    players: [seat("A", 2), seat("B", 2), seat("C"), seat("D")],
  });
}

/** Passes, and declares no attackers or blockers, until `wanted` holds for the pending decision. */
/** A Two-Headed Giant of A and B (seats 0–1, the person's team, taking turn 1) against C and D, A as given. */
function giant(a: LayoutPlayer): Game {
  return Game.fromLayout(cardDb, {
    variant: "two-headed-giant",
    options: {
      teams: [
        [0, 1],
        [2, 3],
      ],
    },
    seed: 1,
    start: 0,
    players: [a, seat("B"), seat("C"), seat("D")],
  });
}

function until(game: Game, wanted: (d: Decision) => boolean): Decision {
  for (let guard = 0; guard < 2000; guard++) {
    const d = game.pending();
    if (d === null) throw new Error("the game ended");
    if (wanted(d)) return d;
    const answer: Answer =
      d.kind === "attackers" ? { attacks: [] } : d.kind === "blockers" ? { blocks: [] } : { choice: 0 };
    const r = game.submit(d.player, d.id, answer);
    if (!r.ok) throw new Error(r.message);
  }
  throw new Error("never reached");
}

/** Seat `p`'s priority in `step` of turn `turn`. */
function priority(game: Game, p: number, turn: number, step: Step): Decision {
  return until(
    game,
    (d) =>
      d.kind === "priority" &&
      d.player === p &&
      game.state.turn.number === turn &&
      game.state.turn.step === step,
  );
}

function submit(game: Game, d: Decision, answer: Answer): void {
  const r = game.submit(d.player, d.id, answer);
  if (!r.ok) throw new Error(r.message);
}

/** The player with priority casts Lightning Bolt at seat `target`. */
function boltAt(game: Game, target: number): void {
  const d = game.pending()!;
  if (d.kind !== "priority") throw new Error(`expected priority, got ${d.kind}`);
  submit(game, d, { choice: d.actions.findIndex((a) => a.type === "cast") });
  const t = game.pending()!;
  submit(game, t, { choices: [targetIndex(t, target)] });
}

/** The option of a targets decision that is seat `target`. */
function targetIndex(t: Decision, target: number): number {
  if (t.kind !== "choose") throw new Error(`expected targets, got ${t.kind}`);
  return t.options.findIndex((o) => o.ref !== undefined && "player" in o.ref && o.ref.player === target);
}

/** Seat 0 (A) attacks seat `target` with its Grizzly Bears in turn 1. */
function attack(game: Game, target: number): void {
  const d = until(game, (x) => x.kind === "attackers");
  if (d.kind !== "attackers") throw new Error("no attackers decision");
  submit(game, d, { attacks: [{ attacker: d.candidates[0].attacker, defender: { player: target } }] });
}

const asked = (game: Game, d: Decision, st: StopSettings) => !autoPass(game, d, st);

/** A seat holding `spell` (Time Walk or Time Warp) and the five Islands to cast it, and a Grizzly Bears. */
function caster(name: string, spell: string): LayoutPlayer {
  return {
    name,
    hand: [spell],
    library: Array(10).fill("island"),
    battlefield: [{ card: "grizzly-bears" }, ...Array(5).fill({ card: "island" })],
  };
}

/** The player of priority `d` casts the extra-turn spell in their hand (Time Warp: at seat `target`). */
function castExtraTurn(game: Game, d: Decision, target?: number): void {
  if (d.kind !== "priority") throw new Error(`expected priority, got ${d.kind}`);
  submit(game, d, { choice: d.actions.findIndex((a) => a.type === "cast" && a.name.startsWith("Time")) });
  if (target === undefined) return;
  const t = game.decisions().find((x) => x.player === d.player)!;
  submit(game, t, { choices: [targetIndex(t, target)] });
}

/** The default stops with `until` pressed by the person at their priority in turn 1's upkeep. */
function pressedAtUpkeep(game: Game, until: PassUntilKind): StopSettings {
  return { ...DEFAULT_STOPS, passUntil: startPassUntil(game, priority(game, ME, 1, "upkeep"), until) };
}

/** A (seat 0) bolts seat `target` in turn 1's first main phase: the person's priority then. */
function aBolts(game: Game, target: number): Decision {
  priority(game, 0, 1, "main1");
  boltAt(game, target);
  return until(game, (x) => x.player === ME);
}

describe("stops and passing: the settings", () => {
  it("the presets are valid settings, and bad settings are refused with where", () => {
    expect(stopSettingsSchema.parse(DEFAULT_STOPS)).toEqual(DEFAULT_STOPS);
    expect(stopSettingsSchema.parse(ALL_STOPS)).toEqual(ALL_STOPS);
    const bad = stopSettingsSchema.safeParse({ ...DEFAULT_STOPS, myTurn: ["main3"] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].path).toEqual(["myTurn", 0]);
  });
});

describe("stops and passing: default stops", () => {
  it("117.3: on another player's turn with an empty stack the person isn't asked; with every stop they are", () => {
    const game = ffa4();
    const d = priority(game, ME, 1, "upkeep");
    expect(asked(game, d, DEFAULT_STOPS)).toBe(false);
    expect(asked(game, d, ALL_STOPS)).toBe(true);
    expect(passAnswer(d as Priority)).toEqual({ choice: 0 });
  });

  it("505: asked in their own main phases, not in their own upkeep or draw step", () => {
    const game = ffa4();
    expect(asked(game, priority(game, ME, 2, "upkeep"), DEFAULT_STOPS)).toBe(false);
    expect(asked(game, priority(game, ME, 2, "draw"), DEFAULT_STOPS)).toBe(false);
    expect(asked(game, priority(game, ME, 2, "main1"), DEFAULT_STOPS)).toBe(true);
    expect(asked(game, priority(game, ME, 2, "main2"), DEFAULT_STOPS)).toBe(true);
  });

  it("513: asked in the end step of the player whose turn comes right before theirs (101.4), not others'", () => {
    const game = ffa4();
    expect(asked(game, priority(game, ME, 1, "end"), DEFAULT_STOPS)).toBe(true); // A's, then B's turn
    expect(asked(game, priority(game, ME, 3, "end"), DEFAULT_STOPS)).toBe(false); // C's, then D's
    expect(asked(game, priority(game, ME, 4, "end"), DEFAULT_STOPS)).toBe(false); // D's, then A's
  });

  it("117.3: asked when another player's spell is on the stack (respond), and as set", () => {
    const game = ffa4();
    const d = aBolts(game, 2);
    expect(d.kind).toBe("priority");
    expect(asked(game, d, DEFAULT_STOPS)).toBe(true);
    expect(asked(game, d, { ...DEFAULT_STOPS, respond: "opponents" })).toBe(true);
    expect(asked(game, d, { ...DEFAULT_STOPS, respond: "never" })).toBe(false);
  });

  it("117.3c: not asked again after casting their own spell (respond: others), asked with respond: always", () => {
    const game = ffa4();
    priority(game, ME, 2, "main1");
    boltAt(game, 0);
    const d = game.pending()!;
    expect(d.player).toBe(ME);
    expect(d.kind).toBe("priority");
    expect(asked(game, d, DEFAULT_STOPS)).toBe(false);
    expect(asked(game, d, { ...DEFAULT_STOPS, respond: "always" })).toBe(true);
  });

  it("508.1: asked after attackers are declared when they are attacked, not when another player is", () => {
    const attacked = ffa4();
    attack(attacked, ME);
    expect(asked(attacked, priority(attacked, ME, 1, "declare-attackers"), DEFAULT_STOPS)).toBe(true);
    const other = ffa4();
    attack(other, 2);
    expect(asked(other, priority(other, ME, 1, "declare-attackers"), DEFAULT_STOPS)).toBe(false);
  });

  it("a decision other than priority is never answered for the person", () => {
    const game = ffa4();
    attack(game, ME);
    const d = until(game, (x) => x.kind === "blockers");
    expect(d.player).toBe(ME);
    expect(autoPass(game, d, { ...DEFAULT_STOPS, passUntil: startPassUntil(game, d, "my-turn") })).toBe(
      false,
    );
  });

  it("117.3: a player who can only pass is passed for, even at every stop (the engine's autoPass off)", () => {
    const game = Game.fromLayout(cardDb, {
      variant: "free-for-all",
      seed: 1,
      start: 0,
      autoPass: false,
      players: [{ name: "A" }, { name: "B" }, { name: "C" }],
    });
    const d = priority(game, ME, 1, "upkeep");
    expect(asked(game, d, ALL_STOPS)).toBe(false);
  });
});

describe("stops and passing: the end step before my turn, with extra turns (500.7)", () => {
  /** A four-player table where A (seat 0) holds Time Warp ("target player takes an extra turn after this one"). */
  function timeWarpTable(): Game {
    return Game.fromLayout(cardDb, {
      variant: "free-for-all",
      seed: 1,
      start: 0,
      players: [caster("A", "time-warp"), seat("B"), seat("C"), seat("D")],
    });
  }

  it("500.7: an extra turn created comes next: its player is asked in this end step, not the next in turn order", () => {
    const game = timeWarpTable();
    castExtraTurn(game, priority(game, 0, 1, "main1"), 2); // C takes turn 2
    expect(asked(game, priority(game, ME, 1, "end"), DEFAULT_STOPS)).toBe(false); // B's turn doesn't follow
    expect(asked(game, priority(game, 2, 1, "end"), DEFAULT_STOPS)).toBe(true); // C's extra turn does
    priority(game, 2, 2, "main1");
    expect(game.state.turn).toMatchObject({ active: 2, extra: true }); // the engine agrees
  });

  it("500.7: in an extra turn taken out of turn order, turn order goes on from the seat whose normal turn was last", () => {
    const game = timeWarpTable();
    castExtraTurn(game, priority(game, 0, 1, "main1"), 2);
    // Turn 2 is C's extra turn; then B's normal turn (A's was the last), not D's (to C's left).
    expect(asked(game, priority(game, 3, 2, "end"), DEFAULT_STOPS)).toBe(false);
    expect(game.state.turn).toMatchObject({ active: 2, extra: true, orderSeat: 0 });
    expect(asked(game, priority(game, ME, 2, "end"), DEFAULT_STOPS)).toBe(true);
    priority(game, ME, 3, "main1");
    expect(game.state.turn).toMatchObject({ active: ME, extra: false }); // the engine agrees
  });

  it("500.7: a layout's extra turn after another seat's normal turn: asked at its end as the next in turn order", () => {
    // Turn 1 is A's extra turn taken after B's normal turn (docs/scenarios.md "Extra turns"): C's turn follows.
    const game = Game.fromLayout(cardDb, {
      variant: "free-for-all",
      seed: 1,
      start: 0,
      laterTurn: true,
      extraTurnAfter: 1,
      players: [seat("A"), seat("B"), seat("C"), seat("D")],
    });
    expect(asked(game, priority(game, ME, 1, "end"), DEFAULT_STOPS)).toBe(false);
    expect(asked(game, priority(game, 2, 1, "end"), DEFAULT_STOPS)).toBe(true);
    expect(priority(game, 2, 2, "main1")).toBeDefined(); // the engine agrees: C's turn is next
  });
});

describe("stops and passing: pass until …", () => {
  it("500: until end of turn passes everything of that turn, and ends as it ends", () => {
    const game = ffa4();
    const st = pressedAtUpkeep(game, "end-of-turn");
    expect(st.passUntil).toEqual({ until: "end-of-turn", turn: 1, seen: [] });
    expect(asked(game, aBolts(game, 2), st)).toBe(false); // a spell to respond to
    expect(asked(game, priority(game, ME, 1, "end"), st)).toBe(false); // a stop
    expect(nextSettings(game, ME, st)).toBe(st);
    const main = priority(game, ME, 2, "main1");
    expect(passUntilEnded(game, ME, st.passUntil!)).toBe(true);
    expect(nextSettings(game, ME, st)).toEqual(DEFAULT_STOPS);
    expect(asked(game, main, st)).toBe(true);
  });

  it("500: until my turn passes every other turn's stops and ends as the person's turn begins", () => {
    const game = ffa4();
    const st = pressedAtUpkeep(game, "my-turn");
    expect(asked(game, priority(game, ME, 1, "end"), st)).toBe(false);
    expect(nextSettings(game, ME, st)).toBe(st);
    expect(asked(game, priority(game, ME, 2, "main1"), st)).toBe(true);
    expect(nextSettings(game, ME, st).passUntil).toBeNull();
  });

  it("until something happens ignores spells at others, and ends at a spell targeting the person", () => {
    const game = ffa4();
    const st = pressedAtUpkeep(game, "something-happens");
    expect(asked(game, aBolts(game, 2), st)).toBe(false);
    until(game, (x) => x.player === 0 && game.state.stack.length === 0 && x.kind === "priority");
    boltAt(game, ME);
    expect(passUntilEnded(game, ME, st.passUntil!)).toBe(true);
    const d = until(game, (x) => x.player === ME);
    expect(asked(game, d, st)).toBe(true);
  });

  it("506.4: until something happens ends when creatures attack the person", () => {
    const game = ffa4();
    const st = pressedAtUpkeep(game, "something-happens");
    attack(game, ME);
    expect(nextSettings(game, ME, st).passUntil).toBeNull();
  });

  it("until something happens: what had already happened when it was pressed doesn't end it", () => {
    const game = ffa4();
    attack(game, ME);
    const d = priority(game, ME, 1, "declare-attackers");
    const st: StopSettings = { ...DEFAULT_STOPS, passUntil: startPassUntil(game, d, "something-happens") };
    expect(st.passUntil?.seen).toHaveLength(1);
    expect(passUntilEnded(game, ME, st.passUntil!)).toBe(false);
    expect(asked(game, d, st)).toBe(false);
  });
});

describe("stops and passing: Grand Melee and shared team turns", () => {
  /** The turn of open decision `d` (Grand Melee: its turn marker's, 807.4). */
  const turnOf = (game: Game, d: Decision) =>
    lanes(game.state).find(({ lane }) => lane.pending?.id === d.id)!.lane.turn;

  /** Passes the lowest marker's decisions until an open decision satisfies `wanted`. */
  function meleeUntil(game: Game, wanted: (d: Decision) => boolean): Decision {
    for (let guard = 0; guard < 5000; guard++) {
      const open = game.decisions();
      const hit = open.find(wanted);
      if (hit !== undefined) return hit;
      const d = open[0];
      submit(
        game,
        d,
        d.kind === "attackers" ? { attacks: [] } : d.kind === "blockers" ? { blocks: [] } : { choice: 0 },
      );
    }
    throw new Error("never reached");
  }

  it("807.4: until end of turn covers the turn of the marker it was pressed at, not the other marker's", () => {
    // Range 2 (801): the person, seat 2 (C), receives priority in both turns: A's (marker 1) and E's (marker 2).
    const P = 2;
    const game = Game.fromLayout(cardDb, {
      variant: "grand-melee",
      options: { range: 2 },
      seed: 1,
      start: 0,
      players: ["A", "B", "C", "D", "E", "F", "G", "H"].map((n, i) => seat(n, i % 2 === 0 ? 2 : 1)),
    });
    const at = (p: number, turn: number, step: Step) => (d: Decision) =>
      d.kind === "priority" &&
      d.player === p &&
      turnOf(game, d).number === turn &&
      turnOf(game, d).step === step;
    /** Seat `caster` casts Lightning Bolt at seat `target` in its main phase (turn `turn`). */
    const meleeBolt = (caster: number, turn: number, target: number): Decision => {
      const d = meleeUntil(game, at(caster, turn, "main1"));
      submit(game, d, { choice: (d as Priority).actions.findIndex((a) => a.type === "cast") });
      const t = game.decisions().find((x) => x.player === caster)!;
      submit(game, t, { choices: [targetIndex(t, target)] });
      return meleeUntil(
        game,
        (x) => x.player === P && turnOf(game, x).number === turn && x.kind === "priority",
      );
    };
    const first = meleeUntil(game, at(P, 1, "upkeep"));
    const st: StopSettings = { ...DEFAULT_STOPS, passUntil: startPassUntil(game, first, "end-of-turn") };
    expect(st.passUntil?.turn).toBe(1);
    // Marker 1's turn (turn 1, A's): A bolts H; the person's priority there is passed.
    const here = meleeBolt(0, 1, 7);
    expect(asked(game, here, DEFAULT_STOPS)).toBe(true);
    expect(asked(game, here, st)).toBe(false);
    // Marker 2's turn (turn 2, E's): E bolts D; the person is asked to respond there.
    const there = meleeBolt(4, 2, 3);
    expect(asked(game, there, st)).toBe(true);
    expect(passUntilEnded(game, P, st.passUntil!)).toBe(false);
  });

  it("807.4c, 807.4i: the end step before the marker passes on, not before the holder's extra turn with it", () => {
    // Range 1 (807.3): the person, B (seat 1), receives priority in A's turns. Markers 1 (A) and 2 (E).
    const game = Game.fromLayout(cardDb, {
      variant: "grand-melee",
      seed: 1,
      start: 0,
      players: [caster("A", "time-walk"), ...["B", "C", "D", "E", "F", "G", "H"].map((n) => seat(n))],
    });
    const at = (p: number, turn: number, step: Step) => (d: Decision) =>
      d.kind === "priority" &&
      d.player === p &&
      turnOf(game, d).number === turn &&
      turnOf(game, d).step === step;
    const main = meleeUntil(game, at(0, 1, "main1"));
    castExtraTurn(game, main);
    // 807.4i: no marker within three seats to A's right: A keeps marker 1 for the extra turn (turn 3).
    expect(asked(game, meleeUntil(game, at(ME, 1, "end")), DEFAULT_STOPS)).toBe(false);
    const extra = meleeUntil(game, (d) => d.player === ME && turnOf(game, d).extra);
    expect(turnOf(game, extra)).toMatchObject({ active: 0, number: 3 });
    // 807.4c: after it, the marker passes to B on A's left.
    expect(asked(game, meleeUntil(game, at(ME, 3, "end")), DEFAULT_STOPS)).toBe(true);
  });

  it("805.4: with shared team turns, asked in the other team's end step and its own main phase", () => {
    const game = giant(seat("A"));
    // Seats 0–1 and 2–3 are teams; the person (seat 1) is on the team that takes turn 1.
    expect(asked(game, priority(game, ME, 1, "main1"), DEFAULT_STOPS)).toBe(true);
    expect(asked(game, priority(game, ME, 1, "end"), DEFAULT_STOPS)).toBe(false);
    expect(asked(game, priority(game, ME, 2, "upkeep"), DEFAULT_STOPS)).toBe(false);
    expect(asked(game, priority(game, ME, 2, "end"), DEFAULT_STOPS)).toBe(true);
  });

  it("805.4, 805.8, 500.7: after the other team's extra turn, its normal turn follows: not asked in that end step", () => {
    const game = giant(caster("A", "time-warp"));
    castExtraTurn(game, priority(game, 0, 1, "main1"), 3); // D's team: turn 2
    const end = priority(game, ME, 2, "end");
    expect(game.state.turn).toMatchObject({ active: 2, extra: true, orderSeat: 0 });
    expect(asked(game, end, DEFAULT_STOPS)).toBe(false); // turn 3 is C and D's normal turn
    expect(asked(game, priority(game, ME, 3, "end"), DEFAULT_STOPS)).toBe(true);
  });
});
