/**
 * Full control (principle 4): the engine passes priority by itself for a player who can only pass or make
 * mana, which tells everyone at once that they hold nothing to use. A player with full control on is asked
 * at every priority instead, with only "pass" offered when that is all there is. The setting is an input
 * (Game.setFullControl): recorded, replayed to the same hash, refused with a typed error when it is wrong.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type Decision, Game, type LayoutPlayer } from "../src/index.ts";
import { actionNames, advanceTo, chooseLabels, passAnswer, submitOk, takeAction } from "./helpers.ts";

const library = Array(20).fill("grizzly-bears");
/** Something to do at every priority (the engine asks them): a Lightning Bolt and a Mountain. */
const bolt: Partial<LayoutPlayer> = { hand: ["lightning-bolt"], battlefield: [{ card: "mountain" }] };

/**
 * A, B, C, with automatic passing (the default): A and C have nothing they can use (Grizzly Bears to draw,
 * no land), B has a Bolt and a Mountain. A's turn 1 begins; B is asked first (A can only pass).
 */
function threePlayers(): Game {
  return Game.fromLayout(cardDb, {
    variant: "free-for-all",
    seed: 1,
    start: 0,
    players: [
      { name: "A", library },
      { name: "B", library, ...bolt },
      { name: "C", library },
    ],
  });
}

function priorityOf(d: Decision | null): { player: number; actions: string[] } {
  if (d?.kind !== "priority") throw new Error(`expected a priority decision, got ${d?.kind}`);
  return { player: d.player, actions: actionNames(d) };
}

function accept(r: ReturnType<Game["setFullControl"]>): void {
  expect(r.ok, r.ok ? "" : r.message).toBe(true);
}

describe("full control: asked at every priority", () => {
  it("the player with full control is asked with only 'pass' offered; without it the engine passes for them", () => {
    const plain = threePlayers();
    const full = threePlayers();
    for (const g of [plain, full])
      expect(priorityOf(g.pending())).toEqual({ player: 1, actions: expect.anything() });
    accept(full.setFullControl(2, true));
    expect(full.state.fullControl).toEqual([2]);
    for (const g of [plain, full]) submitOk(g, passAnswer(g.pending()!)); // B passes in A's upkeep
    // Without full control C passed at once (so the upkeep ended) and B is asked in the draw step.
    expect(plain.state.turn.step).toBe("draw");
    expect(priorityOf(plain.pending()).player).toBe(1);
    // With it, C is asked in the upkeep, with nothing but "pass".
    expect(full.state.turn.step).toBe("upkeep");
    expect(priorityOf(full.pending())).toEqual({ player: 2, actions: ["pass"] });
    // A, who hasn't asked for it, is still passed for.
    submitOk(full, passAnswer(full.pending()!));
    expect(full.state.turn.step).toBe("draw");
    expect(priorityOf(full.pending()).player).toBe(1);
  });

  it("turned on while another player decides, nothing is asked again; turned off, the engine passes for them from the next priority", () => {
    const g = threePlayers();
    const open = g.pending()!;
    accept(g.setFullControl(2, true));
    expect(g.pending()).toEqual(open); // B's decision, as it was
    submitOk(g, passAnswer(open));
    const asked = g.pending()!;
    expect(priorityOf(asked)).toEqual({ player: 2, actions: ["pass"] });
    accept(g.setFullControl(2, false));
    expect(g.state.fullControl).toBeUndefined(); // absent again: nobody has it on
    expect(g.pending()).toEqual(asked); // C's open decision stays open: it is answered as asked
    submitOk(g, passAnswer(asked));
    submitOk(g, passAnswer(g.pending()!)); // B, in the draw step
    expect(g.state.turn.step).toBe("main1");
    expect(priorityOf(g.pending()).player).toBe(1); // C was passed for in the draw step
  });

  it("the setting is recorded: a replay of the record gives the same hash, and nobody else's view shows it", () => {
    const g = threePlayers();
    accept(g.setFullControl(2, true));
    submitOk(g, passAnswer(g.pending()!));
    submitOk(g, passAnswer(g.pending()!));
    accept(g.setFullControl(0, true));
    const record = g.record();
    expect(record.inputs.filter((i) => "fullControl" in i)).toEqual([
      { player: 2, fullControl: true },
      { player: 0, fullControl: true },
    ]);
    const replayed = Game.replay(cardDb, JSON.parse(JSON.stringify(record)));
    expect(replayed.hash()).toBe(g.hash());
    expect(replayed.state.fullControl).toEqual([0, 2]);
    // Principle 4: the player's own seat view says it; the others', a spectator's and the judge's don't.
    expect(g.seatView({ seat: 2 }).fullControl).toBe(true);
    expect(g.seatView({ seat: 1 })).not.toHaveProperty("fullControl");
    expect(g.seatView({ spectator: true, hands: true })).not.toHaveProperty("fullControl");
    expect(g.seatView({ judge: true })).not.toHaveProperty("fullControl");
  });

  it("a malformed input is refused with a typed error, the state and the record unchanged: no such seat, a player who left, not true or false", () => {
    const g = threePlayers();
    accept(g.setFullControl(1, true));
    g.concede(0);
    const hash = g.hash();
    const inputs = g.record().inputs.length;
    const refused = [
      g.setFullControl(7, true),
      g.setFullControl(-1 as number, true),
      g.setFullControl("1" as unknown as number, true),
      g.setFullControl(0, true),
      g.setFullControl(2, "yes" as unknown as boolean),
      g.setFullControl(2, undefined as unknown as boolean),
    ];
    expect(refused.map((r) => (r.ok ? "ok" : `${r.code}: ${r.message}`))).toEqual([
      "wrong-player: there is no seat 7 (seats are 0–2)",
      "wrong-player: there is no seat -1 (seats are 0–2)",
      'wrong-player: there is no seat a string ("1") (seats are 0–2)',
      "not-in-game: A has left the game",
      'bad-answer: full control is turned on or off with true or false, not a string ("yes")',
      "bad-answer: full control is turned on or off with true or false, not undefined",
    ]);
    expect(g.hash()).toBe(hash);
    expect(g.record().inputs.length).toBe(inputs);
    expect(g.state.fullControl).toEqual([1]);
  });

  it("a game nobody turns it on in keeps its state without the field (its hash as before)", () => {
    const g = threePlayers();
    submitOk(g, passAnswer(g.pending()!));
    expect(g.state).not.toHaveProperty("fullControl");
  });
});

/**
 * 723: A has Mindslaver and four Wastes, B nothing they can use, C a Bolt (so C is asked). Turn 1: A
 * activates Mindslaver targeting B; in B's turn 2, B's decisions are A's to make (723.5).
 */
function slaver(): Game {
  const game = Game.fromLayout(cardDb, {
    variant: "free-for-all",
    seed: 1,
    start: 0,
    players: [
      {
        name: "A",
        library,
        battlefield: [{ card: "mindslaver" }, ...[1, 2, 3, 4].map(() => ({ card: "wastes" }))],
      },
      { name: "B", library },
      { name: "C", library, ...bolt },
    ],
  });
  advanceTo(game, 1, "main1");
  takeAction(game, "activate", "Mindslaver");
  chooseLabels(game, "B");
  return game;
}

describe("723.5: full control when a player controls another's turn", () => {
  it("without it, B's priorities in B's turn are passed for (A, deciding for B, is not asked)", () => {
    const d = advanceTo(slaver(), 2, "upkeep");
    expect(priorityOf(d).player).toBe(2); // C, the first asked in B's turn
  });

  it("A, who makes B's decisions, has it on: A is asked for B with only 'pass'", () => {
    const game = slaver();
    accept(game.setFullControl(0, true));
    const d = advanceTo(game, 2, "upkeep");
    expect(priorityOf(d)).toEqual({ player: 0, actions: ["pass"] });
    expect(d.onBehalfOf).toBe(1);
  });

  it("B has it on: A is asked for B too (what the pass would tell is B's)", () => {
    const game = slaver();
    accept(game.setFullControl(1, true));
    const d = advanceTo(game, 2, "upkeep");
    expect(priorityOf(d)).toEqual({ player: 0, actions: ["pass"] });
    expect(d.onBehalfOf).toBe(1);
  });
});

/** Grand Melee, eight players A–H; B has a Mountain (mana, nothing to spend it on), D a Bolt and a Mountain. */
function melee(): Game {
  const of: Record<string, Partial<LayoutPlayer>> = { B: { battlefield: [{ card: "mountain" }] }, D: bolt };
  return Game.fromLayout(cardDb, {
    variant: "grand-melee",
    seed: 1,
    start: 0,
    players: ["A", "B", "C", "D", "E", "F", "G", "H"].map((name) => ({ name, library, ...(of[name] ?? {}) })),
  });
}

/** B's first open decision, the others' answered by passing until there is one. */
function untilBAsked(game: Game): Decision {
  for (let k = 0; k < 200; k++) {
    const mine = game.decisions().find((x) => x.player === 1);
    if (mine !== undefined) return mine;
    submitOk(game, passAnswer(game.pending()!));
  }
  throw new Error("B was never asked");
}

describe("Grand Melee (807.4): full control per turn marker", () => {
  it("B, with full control, is asked in marker 1's turn with 'pass' and its Mountain's mana ability only", () => {
    const game = melee();
    accept(game.setFullControl(1, true));
    const d = untilBAsked(game);
    expect(priorityOf(d).actions).toEqual(["pass", "activate Mountain"]);
  });

  it("full control turned off while B's decision is open: B's answer is still taken (not passed for)", () => {
    const game = melee();
    accept(game.setFullControl(1, true));
    const d = untilBAsked(game);
    accept(game.setFullControl(1, false));
    const r = game.submit(1, d.id, { choice: 1 }); // the Mountain's mana ability
    if (!r.ok) throw new Error(r.message);
    expect(r.events.filter((e) => e.type === "mana")).toEqual([expect.objectContaining({ player: 1 })]);
  });
});
