/**
 * Issue 14: where the heuristic bot aims. A harmful effect (the target decision's `intent`) goes to an
 * opponent's side only (102.3: never the bot's own or a teammate's), a helpful one to its own side; it
 * doesn't cast what it could only aim at its own side, nor a second Pacifism on a creature that already
 * can't attack or block.
 */
import { cardDb } from "@roundtable/cards";
import { type Answer, type Decision, Game, type LayoutPlayer, type PriorityAction } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { heuristicBot } from "../src/index.ts";

const rng = (): [number, number, number, number] => [1, 2, 3, 4];

function answer(game: Game, d: Decision): Answer {
  return heuristicBot.decide({ game, player: d.player, decision: d, rng: rng() });
}

/**
 * Plays with heuristic bots until seat 0 has priority in its first main phase and has played its land
 * for the turn (the library is Wastes); returns that decision.
 */
function mainPhase(
  variant: string,
  players: LayoutPlayer[],
  teams?: number[][],
): { game: Game; d: Decision } {
  const game = Game.fromLayout(cardDb, {
    variant,
    seed: 1,
    players,
    ...(teams ? { options: { teams } } : {}),
  });
  for (let i = 0; i < 50; i++) {
    const d = game.pending()!;
    const a = answer(game, d);
    const main = d.kind === "priority" && d.player === 0 && game.state.turn.step === "main1";
    if (main && "choice" in a && d.actions[a.choice].type !== "play") return { game, d };
    expect(game.submit(d.player, d.id, a).ok).toBe(true);
  }
  throw new Error("seat 0 never reached its main phase");
}

/** What the bot does with priority: the action it takes, by type and card name. */
function action(game: Game, d: Decision): PriorityAction {
  if (d.kind !== "priority") throw new Error("not a priority decision");
  const a = answer(game, d);
  if (!("choice" in a)) throw new Error("not a priority answer");
  return d.actions[a.choice];
}

/** Casts the spell the bot chose and returns the labels of the targets it picks. */
function targetsPicked(game: Game, d: Decision): string[] {
  expect(game.submit(0, d.id, answer(game, d)).ok).toBe(true);
  for (let i = 0; i < 10; i++) {
    const t = game.pending()!;
    if (t.kind === "choose" && t.purpose === "targets") {
      const a = answer(game, t);
      if (!("choices" in a)) throw new Error("not a choice");
      return a.choices.map((k) => t.options[k].label);
    }
    expect(game.submit(t.player, t.id, answer(game, t)).ok).toBe(true);
  }
  throw new Error("no target decision");
}

/** Two-Headed Giant: A and B against C and D (810). */
const TEAMS = [
  [0, 1],
  [2, 3],
];

const lands = (card: string, n: number) => Array.from({ length: n }, () => ({ card }));

describe("issue 14: the heuristic bot aims harm away from its own side", () => {
  it("doesn't cast Murder when the only creatures are its own", () => {
    const { game, d } = mainPhase("free-for-all", [
      { name: "A", hand: ["murder"], battlefield: [...lands("swamp", 3), { card: "grizzly-bears" }] },
      { name: "B" },
      { name: "C" },
    ]);
    expect(action(game, d)).toMatchObject({ type: "pass" });
  });

  it("601.2b: looks past the questions asked before the targets — a kicker, a Phyrexian symbol — and passes when only the wrong side could be aimed at", () => {
    // Dismantling Blow (harmful) asks "pay its kicker?" first (702.33a), with only A's Howling Mine to destroy;
    // Mutagenic Growth (helpful) how {G/P} is paid (107.4f), with only B's creature to pump.
    for (const [card, land] of [
      ["dismantling-blow", "plains"],
      ["mutagenic-growth", "forest"],
    ] as const) {
      const { game, d } = mainPhase("free-for-all", [
        {
          name: "A",
          hand: [card],
          battlefield: [...lands(land, 3), ...lands("island", 3), { card: "howling-mine" }],
        },
        { name: "B", battlefield: [{ card: "grizzly-bears" }] },
        { name: "C" },
      ]);
      expect(action(game, d)).toMatchObject({ type: "pass" });
    }
  });

  it("casts Murder at an opponent's creature, not its own", () => {
    const { game, d } = mainPhase("free-for-all", [
      { name: "A", hand: ["murder"], battlefield: [...lands("swamp", 3), { card: "craw-wurm" }] },
      { name: "B", battlefield: [{ card: "grizzly-bears" }] },
      { name: "C" },
    ]);
    expect(action(game, d)).toMatchObject({ type: "cast", name: "Murder" });
    expect(targetsPicked(game, d)).toEqual(["Grizzly Bears (B)"]);
  });

  it("102.3: no Control Magic on a teammate's creature (Two-Headed Giant); an opponent's instead", () => {
    const players = (opponentCreature: boolean): LayoutPlayer[] => [
      { name: "A", hand: ["control-magic"], battlefield: lands("island", 4) },
      { name: "B", battlefield: [{ card: "craw-wurm" }] },
      { name: "C", battlefield: opponentCreature ? [{ card: "grizzly-bears" }] : [] },
      { name: "D" },
    ];
    const alone = mainPhase("two-headed-giant", players(false), TEAMS);
    expect(alone.game.state.config.teams?.[0]).toBe(alone.game.state.config.teams?.[1]);
    expect(action(alone.game, alone.d)).toMatchObject({ type: "pass" });
    const { game, d } = mainPhase("two-headed-giant", players(true), TEAMS);
    expect(action(game, d)).toMatchObject({ type: "cast", name: "Control Magic" });
    expect(targetsPicked(game, d)).toEqual(["Grizzly Bears (C)"]);
  });

  it("no second Pacifism on a creature that already can't attack or block", () => {
    const players = (other: boolean): LayoutPlayer[] => [
      { name: "A", hand: ["pacifism"], battlefield: lands("plains", 2) },
      {
        name: "B",
        battlefield: [
          { card: "craw-wurm", key: "wurm" },
          { card: "pacifism", attachedTo: "wurm", controller: 0 },
          ...(other ? [{ card: "grizzly-bears" }] : []),
        ],
      },
      { name: "C" },
    ];
    const only = mainPhase("free-for-all", players(false));
    expect(action(only.game, only.d)).toMatchObject({ type: "pass" });
    const { game, d } = mainPhase("free-for-all", players(true));
    expect(action(game, d)).toMatchObject({ type: "cast", name: "Pacifism" });
    expect(targetsPicked(game, d)).toEqual(["Grizzly Bears (B)"]);
  });

  it("a helpful Aura goes on its own creature, never an opponent's", () => {
    const { game, d } = mainPhase("free-for-all", [
      { name: "A", hand: ["holy-strength"], battlefield: [...lands("plains", 1), { card: "grizzly-bears" }] },
      { name: "B", battlefield: [{ card: "craw-wurm" }] },
      { name: "C" },
    ]);
    expect(action(game, d)).toMatchObject({ type: "cast", name: "Holy Strength" });
    expect(targetsPicked(game, d)).toEqual(["Grizzly Bears (A)"]);
  });
});
