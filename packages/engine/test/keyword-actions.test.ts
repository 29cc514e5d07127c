/**
 * Keyword actions of 701 (engine/effects/keywordActions.ts, counterActions.ts): surveil (701.25) beside scry
 * (701.22), investigate and its Clue (701.16, 111.10f), a Food (111.10b), proliferate (701.34, within the range
 * of influence: 801.10), explore (701.44), bolster (701.39), adapt (701.46), connive (701.50) and populate
 * (701.36); and their rules text with the reminder text Oracle prints (rulesText/effects/reminders.ts).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { FOOD, TREASURE } from "../../cards/src/predefinedTokens.ts";
import {
  type CardDb,
  type CardDef,
  type Effect,
  eventFor,
  Game,
  type GameEvent,
  type LayoutPermanent,
  type LayoutPlayer,
  rulesText,
  type TokenSpec,
  tokenDefsOf,
  tokenId,
} from "../src/index.ts";
import { advanceTo, chooseLabels, findAction, lands, openChoice, perms, submitEvents } from "./helpers.ts";

const sorcery = (id: string, cost: string, effects: Effect[]): CardDef => ({
  id,
  name: id.replace(/^test-/, "Test ").replace(/-/g, " "),
  cost,
  types: ["Sorcery"],
  spell: { effects },
});
const creature = (id: string, abilities: CardDef["abilities"]): CardDef => ({
  id,
  name: id.replace(/^test-/, "Test ").replace(/-/g, " "),
  cost: "{1}",
  types: ["Creature"],
  subtypes: ["Human"],
  power: 1,
  toughness: 1,
  abilities,
});
const entersDo = (effects: Effect[]): NonNullable<CardDef["abilities"]> => [
  { kind: "triggered", when: { on: "entersBattlefield" }, effects },
];

const SURVEIL = sorcery("test-surveil", "{U}", [{ e: "surveil", amount: 2 }]);
const SCRY = sorcery("test-scry", "{U}", [{ e: "scry", amount: 2 }]);
const INVESTIGATE = sorcery("test-investigate", "{W}", [{ e: "investigate" }]);
const FEAST = sorcery("test-feast", "{G}", [{ e: "createToken", token: FOOD, amount: 1 }]);
const PROLIFERATE = sorcery("test-proliferate", "{U}", [{ e: "proliferate" }]);
const BOLSTER = sorcery("test-bolster", "{W}", [{ e: "bolster", amount: 2 }]);
const POPULATE = sorcery("test-populate", "{G}", [{ e: "populate" }]);
const EXPLORER = creature("test-explorer", entersDo([{ e: "explore", what: "self" }]));
const CONNIVER = creature("test-conniver", entersDo([{ e: "connive", what: "self" }]));
const ADAPTER = creature("test-adapter", [
  { kind: "activated", cost: { mana: "{G}" }, effects: [{ e: "adapt", amount: 2 }] },
]);
/** Creature tokens for populate, made by a card so that the database has them (tokens.ts). */
const ELK: TokenSpec = { types: ["Creature"], subtypes: ["Elk"], colors: ["G"], power: 3, toughness: 3 };
const BIRD: TokenSpec = { types: ["Creature"], subtypes: ["Bird"], colors: ["W"], power: 1, toughness: 1 };
const NEST = sorcery("test-nest", "{G}", [
  { e: "createToken", token: ELK, amount: 1 },
  { e: "createToken", token: BIRD, amount: 1 },
]);

const TEST = [
  SURVEIL,
  SCRY,
  INVESTIGATE,
  FEAST,
  PROLIFERATE,
  BOLSTER,
  POPULATE,
  EXPLORER,
  CONNIVER,
  ADAPTER,
  NEST,
];
const db: CardDb = new Map([...cardDb, ...[...TEST, ...tokenDefsOf(TEST)].map((d) => [d.id, d] as const)]);

function game(players: LayoutPlayer[], options: Record<string, unknown> = {}): Game {
  return Game.fromLayout(db, {
    variant: players.length === 2 ? "duel" : "free-for-all",
    seed: 1,
    start: 0,
    autoPass: true,
    players,
    ...(Object.keys(options).length > 0 ? { options } : {}),
  });
}

/** A duel where A holds `spell` and an Island, over a library of Grizzly Bears, Mountain and Shock. */
function lookingGame(spell: string): Game {
  return game([
    {
      name: "A",
      hand: [spell],
      battlefield: lands("island", 1),
      library: ["grizzly-bears", "mountain", "shock"],
    },
    { name: "B" },
  ]);
}

/** Passes priority while something is on the stack and nothing else is asked; the events. */
function resolve(g: Game): GameEvent[] {
  const events: GameEvent[] = [];
  while (g.state.stack.length > 0 && g.pending()?.kind === "priority")
    events.push(...submitEvents(g, { choice: 0 }));
  return events;
}

/** Casts (or activates) at A's first main phase and lets it resolve up to its first question; the events. */
function play(g: Game, type: "cast" | "activate", name: string): GameEvent[] {
  if (g.state.turn.step !== "main1") advanceTo(g, 1, "main1");
  const i = findAction(g.pending()!, type, name);
  expect(i, `${type} ${name}`).toBeGreaterThanOrEqual(0);
  return [...submitEvents(g, { choice: i }), ...resolve(g)];
}

/** Nothing more is asked of the effect: the game has gone on (priority, or combat with autoPass). */
const noQuestion = (g: Game) => expect(g.pending()?.kind).not.toBe("choose");

const names = (g: Game, ids: readonly number[]) => ids.map((id) => g.db.get(g.state.objects[id].card)!.name);
const library = (g: Game, seat = 0) => names(g, g.state.players[seat].library);
const graveyard = (g: Game, seat = 0) => names(g, g.state.players[seat].graveyard);
const hand = (g: Game, seat = 0) => names(g, g.state.players[seat].hand);
/** The counters on the only permanent named `name` (controlled by `seat`). */
function countersOn(g: Game, name: string, seat = 0): Record<string, number> {
  const all = g.view(null).battlefield.filter((p) => p.name === name && p.controller === seat);
  expect(all).toHaveLength(1);
  return { ...(g.state.objects[all[0].id].counters ?? {}) };
}
const battlefieldNames = (g: Game, seat = 0) =>
  g
    .view(null)
    .battlefield.filter((p) => p.controller === seat)
    .map((p) => p.name)
    .sort();

describe("701.25, 701.22: surveil and scry", () => {
  it("701.25a: surveil 2 — only the player sees the two cards; the one put into the graveyard is public as it moves, the other stays on top", () => {
    const g = lookingGame("test-surveil");
    const seen = play(g, "cast", "Test surveil");
    const d = openChoice(g, "surveil");
    expect(d.options.map((o) => o.label)).toEqual(["Grizzly Bears", "Mountain"]);
    expect([d.min, d.max]).toEqual([0, 2]);
    // Hidden information: the opponent's and a spectator's views show a decision of A's, not its cards; the
    // look names them only in A's part of the event.
    for (const v of [1, null]) expect(Object.keys(g.view(v).pending!)).toEqual(["id", "player", "kind"]);
    const look = seen.find((e) => e.type === "look")!;
    expect(JSON.stringify(eventFor(look, 0))).toContain("Grizzly Bears");
    for (const v of [1, null])
      expect(JSON.stringify(eventFor(look, v))).not.toMatch(/Grizzly Bears|Mountain/);
    const moved = submitEvents(g, { choices: [1] }); // Mountain into the graveyard; one card left: no order asked
    expect(graveyard(g)).toContain("Mountain");
    expect(library(g)).toEqual(["Grizzly Bears", "Shock"]);
    const move = moved.find((e) => e.type === "move" && e.to === "graveyard" && e.from === "library")!;
    expect(eventFor(move, 1)).toMatchObject({ card: "Mountain" });
    expect(JSON.stringify(moved.map((e) => eventFor(e, 1)))).not.toContain("Grizzly Bears");
  });

  it("701.25a: surveil 2 keeping both — the player puts them back on top in the order they choose", () => {
    const g = lookingGame("test-surveil");
    play(g, "cast", "Test surveil");
    submitEvents(g, { choices: [] });
    const order = openChoice(g, "surveil");
    expect([order.min, order.max]).toEqual([1, 1]);
    chooseLabels(g, "Mountain"); // the first chosen is the top card
    expect(library(g)).toEqual(["Mountain", "Grizzly Bears", "Shock"]);
    expect(graveyard(g)).toEqual(["Test surveil"]);
  });

  it("701.22a: scry 2 (one function with surveil) — one card to the bottom, the other on top, nothing to a graveyard", () => {
    const g = lookingGame("test-scry");
    const seen = play(g, "cast", "Test scry");
    expect(JSON.stringify(seen.map((e) => eventFor(e, 1)))).not.toContain("Grizzly Bears");
    chooseLabels(g, "Grizzly Bears");
    expect(library(g)).toEqual(["Mountain", "Shock", "Grizzly Bears"]);
    expect(graveyard(g)).toEqual(["Test scry"]);
  });
});

describe("701.16, 111.10: investigate and the predefined tokens", () => {
  it("701.16a, 111.10f: investigate creates a Clue token; its '{2}, Sacrifice this token: Draw a card.' draws", () => {
    const g = game([
      {
        name: "A",
        hand: ["test-investigate"],
        battlefield: lands("plains", 3),
        library: ["shock", "mountain"],
      },
      { name: "B" },
    ]);
    play(g, "cast", "Test investigate");
    expect(battlefieldNames(g)).toEqual(["Clue Token", "Plains", "Plains", "Plains"]);
    const clue = g.view(null).battlefield.find((p) => p.name === "Clue Token")!;
    expect(g.db.get(g.state.objects[clue.id].card)).toMatchObject({
      types: ["Artifact"],
      subtypes: ["Clue"],
      colors: [],
    });
    play(g, "activate", "Clue Token");
    expect(hand(g)).toEqual(["Shock"]);
    expect(battlefieldNames(g)).toEqual(["Plains", "Plains", "Plains"]); // sacrificed: a token ceases to exist
  });

  it("111.10b: a Food token — '{2}, {T}, Sacrifice this token: You gain 3 life.'", () => {
    const g = game([{ name: "A", hand: ["test-feast"], battlefield: lands("forest", 3) }, { name: "B" }]);
    play(g, "cast", "Test feast");
    expect(battlefieldNames(g)).toContain("Food Token");
    play(g, "activate", "Food Token");
    expect(g.state.players[0].life).toBe(23);
    expect(battlefieldNames(g)).not.toContain("Food Token");
  });
});

describe("701.34: proliferate", () => {
  it("701.34a, 801.10: in a range-1 game, only the permanents and players with counters within the controller's range are offered — poison counters too — and each chosen gets one more of each kind", () => {
    const charged: LayoutPermanent = { card: "grizzly-bears", counters: { "+1/+1": 1, charge: 2 } };
    const g = game(
      [
        {
          name: "A",
          hand: ["test-proliferate"],
          poison: 1,
          battlefield: [
            ...lands("island", 1),
            { card: "grizzly-bears", counters: { "+1/+1": 1 } },
            ...perms("hill-giant"),
          ],
        },
        { name: "B", poison: 2, battlefield: [{ card: "hill-giant", counters: { "-1/-1": 1 } }] },
        { name: "C", poison: 3, battlefield: [{ card: "grizzly-bears", counters: { "+1/+1": 1 } }] },
        { name: "D", poison: 1 },
        { name: "E", battlefield: [charged] },
      ],
      { range: 1 },
    );
    play(g, "cast", "Test proliferate");
    const d = openChoice(g, "proliferate");
    // A's neighbours B and E are within range; C and D aren't. Hill Giant of A's has no counter, E no poison.
    expect(d.options.map((o) => o.label)).toEqual([
      "Grizzly Bears (A)",
      "Hill Giant (B)",
      "Grizzly Bears (E)",
      "A",
      "B",
    ]);
    expect([d.min, d.max]).toEqual([0, 5]);
    chooseLabels(g, "Grizzly Bears (A)", "Grizzly Bears (E)", "B");
    expect(countersOn(g, "Grizzly Bears", 0)).toEqual({ "+1/+1": 2 });
    expect(countersOn(g, "Grizzly Bears", 4)).toEqual({ "+1/+1": 2, charge: 3 });
    expect(countersOn(g, "Hill Giant", 1)).toEqual({ "-1/-1": 1 });
    expect(g.state.players.map((p) => p.poison)).toEqual([1, 3, 3, 1, 0]);
  });

  it("701.34b, 810.10: in Two-Headed Giant, choosing both players of a team gives the team one more poison counter, not two", () => {
    const g = Game.fromLayout(db, {
      variant: "two-headed-giant",
      seed: 1,
      start: 0,
      autoPass: true,
      players: [
        { name: "A1", hand: ["test-proliferate"], battlefield: lands("island", 1) },
        { name: "A2" },
        { name: "B1" },
        { name: "B2", poison: 2 },
      ],
      options: {
        teams: [
          [0, 1],
          [2, 3],
        ],
      },
    });
    play(g, "cast", "Test proliferate");
    expect(openChoice(g, "proliferate").options.map((o) => o.label)).toEqual(["B1", "B2"]);
    chooseLabels(g, "B1", "B2");
    expect(g.state.players.map((p) => p.poison)).toEqual([0, 0, 3, 3]);
  });

  it("701.34a: with nothing that has a counter, nothing is asked", () => {
    const g = game([
      { name: "A", hand: ["test-proliferate"], battlefield: lands("island", 1) },
      { name: "B" },
    ]);
    play(g, "cast", "Test proliferate");
    noQuestion(g);
    expect(graveyard(g)).toEqual(["Test proliferate"]);
  });
});

describe("701.44: explore", () => {
  const explorer = (top: string) =>
    game([
      { name: "A", hand: ["test-explorer"], battlefield: lands("forest", 1), library: [top, "island"] },
      { name: "B" },
    ]);

  it("701.44a: a land revealed goes into its controller's hand, publicly, and the explorer gets no counter", () => {
    const g = explorer("mountain");
    const seen = play(g, "cast", "Test explorer");
    const reveal = seen.find((e) => e.type === "reveal")!;
    expect(eventFor(reveal, 1)).toMatchObject({ player: 0, cards: [{ card: "Mountain" }] });
    noQuestion(g);
    expect(hand(g)).toEqual(["Mountain"]);
    expect(countersOn(g, "Test explorer")).toEqual({});
  });

  it("701.44a: a nonland card revealed — a +1/+1 counter, and the player chooses to put the card into their graveyard", () => {
    const g = explorer("shock");
    const seen = play(g, "cast", "Test explorer");
    expect(eventFor(seen.find((e) => e.type === "reveal")!, 1)).toMatchObject({ cards: [{ card: "Shock" }] });
    const d = openChoice(g, "explore");
    expect([d.options.map((o) => o.label), d.min, d.max]).toEqual([["Shock"], 0, 1]);
    chooseLabels(g, "Shock");
    expect(countersOn(g, "Test explorer")).toEqual({ "+1/+1": 1 });
    expect(graveyard(g)).toEqual(["Shock"]);
    expect(library(g)).toEqual(["Island"]);
  });

  it("701.44a: a nonland card the player leaves on top — the counter all the same", () => {
    const g = explorer("shock");
    play(g, "cast", "Test explorer");
    openChoice(g, "explore");
    submitEvents(g, { choices: [] });
    expect(countersOn(g, "Test explorer")).toEqual({ "+1/+1": 1 });
    expect(library(g)).toEqual(["Shock", "Island"]);
  });
});

describe("701.50: connive", () => {
  const conniver = () =>
    game([
      {
        name: "A",
        hand: ["test-conniver", "shock"],
        battlefield: lands("island", 1),
        library: ["mountain", "island"],
      },
      { name: "B" },
    ]);

  it("701.50a: the controller draws, then discards — a land discarded: no counter", () => {
    const g = conniver();
    play(g, "cast", "Test conniver");
    const d = openChoice(g, "discard");
    // The draw came first: the Mountain drawn may be discarded.
    expect(d.options.map((o) => o.label)).toEqual(["Shock", "Mountain"]);
    const events = submitEvents(g, { choices: [1] });
    expect(events.find((e) => e.type === "discard")).toMatchObject({ player: 0, card: "Mountain" });
    expect(countersOn(g, "Test conniver")).toEqual({});
    expect(hand(g)).toEqual(["Shock"]);
  });

  it("701.50a: a nonland card discarded — a +1/+1 counter on the conniving creature", () => {
    const g = conniver();
    play(g, "cast", "Test conniver");
    chooseLabels(g, "Shock");
    expect(countersOn(g, "Test conniver")).toEqual({ "+1/+1": 1 });
    expect(graveyard(g)).toEqual(["Shock"]);
    expect(hand(g)).toEqual(["Mountain"]);
  });
});

describe("701.39, 701.46: bolster and adapt", () => {
  it("701.39a: bolster 2 asks which of the creatures tied for least toughness gets the counters", () => {
    const g = game([
      {
        name: "A",
        hand: ["test-bolster"],
        battlefield: [...lands("plains", 1), ...perms("grizzly-bears", "runeclaw-bear", "hill-giant")],
      },
      { name: "B", battlefield: perms("memnite") },
    ]);
    play(g, "cast", "Test bolster");
    const d = openChoice(g, "bolster");
    expect(d.options.map((o) => o.label)).toEqual(["Grizzly Bears", "Runeclaw Bear"]);
    chooseLabels(g, "Runeclaw Bear");
    expect(countersOn(g, "Runeclaw Bear")).toEqual({ "+1/+1": 2 });
    expect(countersOn(g, "Grizzly Bears")).toEqual({});
  });

  it("701.39a: without a tie nothing is asked — the creature with the least toughness gets them", () => {
    const g = game([
      {
        name: "A",
        hand: ["test-bolster"],
        battlefield: [...lands("plains", 1), ...perms("grizzly-bears", "hill-giant")],
      },
      { name: "B" },
    ]);
    play(g, "cast", "Test bolster");
    noQuestion(g);
    expect(countersOn(g, "Grizzly Bears")).toEqual({ "+1/+1": 2 });
  });

  it("701.46a: adapt 2 puts two +1/+1 counters on a creature with none, and nothing on one that has some", () => {
    const g = game([
      { name: "A", battlefield: [...lands("forest", 2), ...perms("test-adapter")] },
      { name: "B" },
    ]);
    play(g, "activate", "Test adapter");
    expect(countersOn(g, "Test adapter")).toEqual({ "+1/+1": 2 });
    play(g, "activate", "Test adapter");
    expect(countersOn(g, "Test adapter")).toEqual({ "+1/+1": 2 });
  });
});

describe("701.36: populate", () => {
  const tokens = (...specs: TokenSpec[]): LayoutPermanent[] =>
    specs.map((t) => ({ card: tokenId(t), token: true }));

  it("701.36a: with two creature tokens, the player chooses which one is copied", () => {
    const g = game([
      {
        name: "A",
        hand: ["test-populate"],
        battlefield: [...lands("forest", 1), ...tokens(ELK, BIRD), ...perms("grizzly-bears")],
      },
      { name: "B", battlefield: tokens(ELK) },
    ]);
    play(g, "cast", "Test populate");
    const d = openChoice(g, "populate");
    expect(d.options.map((o) => o.label)).toEqual(["Elk Token", "Bird Token"]); // A's tokens, no nontoken creature
    chooseLabels(g, "Elk Token");
    expect(battlefieldNames(g).filter((n) => n.endsWith("Token"))).toEqual([
      "Bird Token",
      "Elk Token",
      "Elk Token",
    ]);
  });

  it("701.36a–b: one creature token is copied without a question; with none, nothing is created", () => {
    const one = game([
      { name: "A", hand: ["test-populate"], battlefield: [...lands("forest", 1), ...tokens(BIRD)] },
      { name: "B" },
    ]);
    play(one, "cast", "Test populate");
    expect(battlefieldNames(one).filter((n) => n.endsWith("Token"))).toEqual(["Bird Token", "Bird Token"]);
    const none = game([
      { name: "A", hand: ["test-populate"], battlefield: [...lands("forest", 1), ...perms("grizzly-bears")] },
      { name: "B", battlefield: tokens(ELK) },
    ]);
    play(none, "cast", "Test populate");
    expect(none.state.battlefield).toHaveLength(3);
  });
});

describe("the keyword actions' rules text, with Oracle's reminder text", () => {
  const text = (effects: Effect[]) => rulesText(sorcery("test-text", "{1}", effects));
  const triggered = (effects: Effect[]) => rulesText(creature("test-text", entersDo(effects)));

  it("701.25a, 701.22a: surveil and scry, with the reminder for one card and for more", () => {
    expect(text([{ e: "surveil", amount: 2 }])).toBe(
      "Surveil 2. (Look at the top two cards of your library, then put any number of them into your graveyard and the rest on top of your library in any order.)",
    );
    expect(
      text([
        { e: "surveil", amount: 1 },
        { e: "draw", who: "you", amount: 1 },
      ]),
    ).toBe(
      "Surveil 1. (Look at the top card of your library. You may put it into your graveyard.)\nDraw a card.",
    );
    // Opt: Oracle keeps scry's reminder on cards.
    expect(
      text([
        { e: "scry", amount: 1 },
        { e: "draw", who: "you", amount: 1 },
      ]),
    ).toBe(
      "Scry 1. (Look at the top card of your library. You may put that card on the bottom.)\nDraw a card.",
    );
    expect(triggered([{ e: "scry", amount: 2 }])).toBe(
      "When this creature enters, scry 2. (Look at the top two cards of your library, then put any number of them on the bottom and the rest on top in any order.)",
    );
  });

  it("701.16a, 111.10: investigate, and a Food and a Treasure, each with its token's ability quoted", () => {
    expect(text([{ e: "investigate" }])).toBe(
      'Investigate. (Create a Clue token. It\'s an artifact with "{2}, Sacrifice this token: Draw a card.")',
    );
    expect(text([{ e: "createToken", token: FOOD, amount: 1 }])).toBe(
      'Create a Food token. (It\'s an artifact with "{2}, {T}, Sacrifice this token: You gain 3 life.")',
    );
    expect(text([{ e: "createToken", token: TREASURE, amount: 1 }])).toBe(
      'Create a Treasure token. (It\'s an artifact with "{T}, Sacrifice this token: Add one mana of any color.")',
    );
  });

  it("701.34a, 701.36a, 701.39a, 701.46a: proliferate, populate, bolster and adapt", () => {
    expect(triggered([{ e: "proliferate" }])).toBe(
      "When this creature enters, proliferate. (Choose any number of permanents and/or players, then give each another counter of each kind already there.)",
    );
    expect(text([{ e: "populate" }])).toBe(
      "Populate. (Create a token that's a copy of a creature token you control.)",
    );
    expect(text([{ e: "bolster", amount: 1 }])).toBe(
      "Bolster 1. (Choose a creature with the least toughness among creatures you control and put a +1/+1 counter on it.)",
    );
    expect(rulesText(ADAPTER)).toBe(
      "{G}: Adapt 2. (If this creature has no +1/+1 counters on it, put two +1/+1 counters on it.)",
    );
  });

  it("701.44a, 701.50a: a creature that explores or connives — 'it', or a target ('that creature' in the reminder)", () => {
    expect(rulesText(EXPLORER)).toBe(
      "When this creature enters, it explores. (Reveal the top card of your library. Put that card into your hand if it's a land. Otherwise, put a +1/+1 counter on this creature, then put the card back or put it into your graveyard.)",
    );
    expect(rulesText(CONNIVER)).toBe(
      "When this creature enters, it connives. (Draw a card, then discard a card. If you discarded a nonland card, put a +1/+1 counter on this creature.)",
    );
    const mob = creature("test-mob", [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "creature", filter: { controller: "you" } }],
        effects: [{ e: "connive", what: { target: 0 } }],
      },
    ]);
    expect(rulesText(mob)).toBe(
      "When this creature enters, target creature you control connives. (Draw a card, then discard a card. If you discarded a nonland card, put a +1/+1 counter on that creature.)",
    );
  });
});
