/**
 * Random and heuristic bots playing decks built from the goad (701.15), myriad (702.116), melee (702.121)
 * and "whenever … attacks you" (508.3) cards, at several table sizes, with a limited range, teams and shared
 * team turns: every decision the bots answer is legal (goad's requirements, myriad's choices), and the
 * engine's invariants (checkInvariants, the layer cache) hold after every decision. A failure names the
 * table and the seed.
 */
import { type BotName, makeBot, playGame } from "@roundtable/bots";
import { cardDb, cardIdByName } from "@roundtable/cards";
import {
  checkInvariants,
  Game,
  type GameSetup,
  staleCharacteristics,
  type VariantOptions,
} from "@roundtable/engine";
import { describe, expect, it } from "vitest";

/** A 40-card deck: 17 basic lands and the spells, repeated to fill it. */
function deck(land: string, spells: string[]): string[] {
  const ids = (names: string[]) =>
    names.map((n) => {
      const id = cardIdByName(n);
      if (id === undefined) throw new Error(`no card "${n}"`);
      return id;
    });
  const rest = Array.from({ length: 23 }, (_, i) => spells[i % spells.length]);
  return ids([...Array(17).fill(land), ...rest]);
}

const DECKS = [
  deck("Mountain", [
    "Disrupt Decorum",
    "Taunting Kobold",
    "Warchief Giant",
    "Deputized Protester",
    "Bloodthirsty Blade",
  ]),
  deck("Island", [
    "Jeering Homunculus",
    "Broodbirth Viper",
    "Riddlekeeper",
    "Ever-Watching Threshold",
    "Bloodthirsty Blade",
  ]),
  deck("Plains", ["Herald of the Host", "Wings of the Guard", "Grizzly Bears", "Bloodthirsty Blade"]),
  deck("Swamp", ["Banshee of the Dread Choir", "Blood Reckoning", "Revenge of Ravens", "Grizzly Bears"]),
  deck("Forest", ["Menagerie Liberator", "Grizzly Bears", "Bloodthirsty Blade"]),
];

interface Table {
  name: string;
  variant: string;
  players: number;
  options?: VariantOptions;
}

const TABLES: Table[] = [
  { name: "free-for-all, 3 players", variant: "free-for-all", players: 3 },
  { name: "free-for-all, 5 players", variant: "free-for-all", players: 5 },
  { name: "free-for-all, 5 players, range 1", variant: "free-for-all", players: 5, options: { range: 1 } },
  {
    name: "free-for-all, 4 players, attack left",
    variant: "free-for-all",
    players: 4,
    options: { attack: "left" },
  },
  {
    name: "free-for-all, 4 players, two teams",
    variant: "free-for-all",
    players: 4,
    options: {
      teams: [
        [0, 1],
        [2, 3],
      ],
    },
  },
  {
    name: "two-headed-giant",
    variant: "two-headed-giant",
    players: 4,
    options: {
      teams: [
        [0, 1],
        [2, 3],
      ],
    },
  },
];

/** The cards whose abilities triggered or that were cast, in all the games. */
const seen = new Set<string>();

function play(t: Table, seed: number, bot: BotName): string[] {
  const setup: GameSetup = {
    variant: t.variant,
    seed,
    ...(t.options ? { options: t.options } : {}),
    players: Array.from({ length: t.players }, (_, i) => ({
      name: `P${i + 1}`,
      deck: DECKS[(i + seed) % DECKS.length],
    })),
  };
  const game = Game.create(cardDb, setup, { events: true });
  const cards = t.players * 40;
  let problems: string[] = [];
  const bots = setup.players.map(() => makeBot(bot));
  try {
    playGame(game, bots, {
      seed,
      maxDecisions: 600,
      onEvents: (events) => {
        for (const e of events) if (e.type === "trigger" || e.type === "cast") seen.add(e.card);
      },
      onDecision: () => {
        const v = [
          ...checkInvariants(game.state, cards, game.db),
          ...staleCharacteristics(game.db, game.state),
        ];
        if (v.length > 0) {
          problems = v;
          throw new Error("invariants");
        }
      },
    });
  } catch (err) {
    if (problems.length === 0) problems = [String(err instanceof Error ? err.stack : err)];
  }
  return problems.map((p) => `${t.name}, ${bot} bots, seed ${seed}: ${p}`);
}

describe("fuzz: goad, myriad, melee and attack triggers with random and heuristic bots", () => {
  for (const t of TABLES)
    it(`${t.name}: seeds 1–4 random, 5–6 heuristic`, () => {
      const problems = [
        ...[1, 2, 3, 4].flatMap((seed) => play(t, seed, "random")),
        ...[5, 6].flatMap((seed) => play(t, seed, "heuristic")),
      ];
      expect(problems).toEqual([]);
    });

  it("the games played the mechanics: goad, myriad, melee and the attack triggers all happened", () => {
    for (const name of [
      "Disrupt Decorum",
      "Taunting Kobold",
      "Herald of the Host",
      "Wings of the Guard",
      "Blood Reckoning",
      "Ever-Watching Threshold",
    ])
      expect(seen, name).toContain(name);
  });
});
