/**
 * Costs that tap other untapped permanents their controller controls (118.3, 701.26a): offered only when they
 * can be paid; which permanents pay them is chosen after the targets and before the mana (601.2h, 602.2b), asked
 * only when there is a choice; those are not used to pay the mana, and are tapped as the costs are paid —
 * nothing changes before (601.2: going back). A summoning-sick creature may be tapped so (302.6).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type CardDb, type CardDef, type Decision, Game, type LayoutPermanent } from "../src/index.ts";
import {
  actionNames,
  advanceTo,
  chooseLabels,
  findAction,
  goBack,
  lands,
  openChoice,
  perms,
  resolveStack,
  submitOk,
  takeAction,
} from "./helpers.ts";

/** "Tap another untapped creature you control: This creature gets +1/+1 until end of turn." — no {T}. */
const TAPPER: CardDef = {
  id: "test-tapper",
  name: "Test Tapper",
  cost: "{1}",
  types: ["Creature"],
  subtypes: ["Human"],
  power: 1,
  toughness: 1,
  abilities: [
    {
      kind: "activated",
      cost: { tapUntapped: { filter: { types: ["Creature"] }, other: true } },
      effects: [{ e: "pump", what: "self", power: 1, toughness: 1, duration: "endOfTurn" }],
    },
  ],
};
/** "Draw a card. Flashback—{1}, Tap an untapped creature you control." — mana and a tap in one spell's cost. */
const RECALL: CardDef = {
  id: "test-recall",
  name: "Test Recall",
  cost: "{U}",
  types: ["Sorcery"],
  flashback: { mana: "{1}", tapUntapped: { filter: { types: ["Creature"] } } },
  spell: { effects: [{ e: "draw", who: "you", amount: 1 }] },
};
const db: CardDb = new Map([...cardDb, [TAPPER.id, TAPPER], [RECALL.id, RECALL]]);

type Player = {
  name: string;
  hand?: string[];
  graveyard?: string[];
  library?: string[];
  battlefield?: LayoutPermanent[];
};

/** A duel where every player is asked at every priority (nothing passes or resolves by itself). */
function manual(a: Player, b: Player = { name: "B" }): Game {
  return Game.fromLayout(db, { variant: "duel", seed: 1, start: 0, autoPass: false, players: [a, b] });
}

const sick = (...cards: string[]): LayoutPermanent[] => cards.map((card) => ({ card, sick: true }));

/** The names of the permanents `seat` controls, tapped (true) or untapped (false), sorted. */
function permanents(game: Game, seat: number, tapped: boolean): string[] {
  return game
    .view(0)
    .battlefield.filter((p) => p.controller === seat && p.tapped === tapped)
    .map((p) => p.name)
    .sort();
}

/** The names of the objects a choice offers, sorted. */
function offered(game: Game, d: Decision & { kind: "choose" }): string[] {
  const names = new Map(game.view(0).battlefield.map((p) => [p.id, p.name]));
  return d.options
    .map((o) => (o.ref && "object" in o.ref ? (names.get(o.ref.object) ?? "?") : o.label))
    .sort();
}

/**
 * The payment that follows the tap choice: asked or not, Llanowar Elves (chosen to be tapped) is no source of it;
 * afterwards the player has priority.
 */
function payWithoutElves(game: Game): void {
  const d = game.pending()!;
  if (d.kind === "choose" && d.purpose === "mana") {
    expect(d.options.map((o) => o.label).join(" | ")).not.toContain("Llanowar Elves");
    chooseLabels(game, "Forest");
  }
  expect(game.pending()!.kind).toBe("priority");
}

/** Passes priority until the stack is empty (both players pass: the top object resolves). */
describe("costs that tap untapped permanents", () => {
  it("602.2b, 601.2h, 701.26a: an ability's tap cost is chosen after its targets and before its mana, among its controller's untapped matching permanents, the {T} source excluded", () => {
    const game = manual(
      {
        name: "A",
        battlefield: [
          ...perms("hand-of-justice", "suntail-hawk", "healers-hawk", "youthful-knight", "aven-sentry"),
          ...perms("grizzly-bears"),
          { card: "serra-angel", tapped: true, skipsUntap: true },
        ],
      },
      { name: "B", battlefield: perms("hill-giant", "suntail-hawk") },
    );
    advanceTo(game, 1, "main1");
    takeAction(game, "activate", "Hand of Justice");
    expect(openChoice(game, "targets").back).toBe(true);
    chooseLabels(game, "Hill Giant");
    const d = openChoice(game, "tap");
    // A's untapped white creatures only: not the Hand ({T}), not the tapped Serra Angel, not green Grizzly
    // Bears, not B's Suntail Hawk.
    expect(offered(game, d)).toEqual(["Aven Sentry", "Healer's Hawk", "Suntail Hawk", "Youthful Knight"]);
    expect(d).toMatchObject({ min: 3, max: 3, back: true });
    expect(permanents(game, 0, true)).toEqual(["Serra Angel"]); // nothing is paid yet
    chooseLabels(game, "Suntail Hawk", "Healer's Hawk", "Youthful Knight");
    expect(permanents(game, 0, false)).toEqual(["Aven Sentry", "Grizzly Bears"]);
    resolveStack(game);
    expect(
      game
        .view(0)
        .battlefield.filter((p) => p.controller === 1)
        .map((p) => p.name),
    ).toEqual(["Suntail Hawk"]);
  });

  it("701.26a, 602.2b: the source isn't offered when its cost says 'another' or its own {T} taps it; otherwise it may tap itself", () => {
    const other = manual({ name: "A", battlefield: perms("test-tapper", "grizzly-bears", "memnite") });
    advanceTo(other, 1, "main1");
    takeAction(other, "activate", "Test Tapper");
    expect(offered(other, openChoice(other, "tap"))).toEqual(["Grizzly Bears", "Memnite"]);

    const evangel = manual({
      name: "A",
      battlefield: perms("selesnya-evangel", "grizzly-bears", "memnite", "plains"),
    });
    advanceTo(evangel, 1, "main1");
    takeAction(evangel, "activate", "Selesnya Evangel");
    expect(offered(evangel, openChoice(evangel, "tap"))).toEqual(["Grizzly Bears", "Memnite"]);

    const sandsower = manual({
      name: "A",
      battlefield: perms("sandsower", "grizzly-bears", "memnite", "hill-giant"),
    });
    advanceTo(sandsower, 1, "main1");
    takeAction(sandsower, "activate", "Sandsower");
    chooseLabels(sandsower, "Hill Giant");
    expect(offered(sandsower, openChoice(sandsower, "tap"))).toEqual([
      "Grizzly Bears",
      "Hill Giant",
      "Memnite",
      "Sandsower",
    ]);
  });

  it("118.3: without enough untapped matching permanents, the spell or ability isn't among the priority actions", () => {
    const white = manual({
      name: "A",
      graveyard: ["battle-screech"],
      battlefield: [
        ...perms("hand-of-justice", "suntail-hawk", "healers-hawk", "grizzly-bears"),
        ...perms("memnite"),
      ],
    });
    let names = actionNames(advanceTo(white, 1, "main1"));
    expect(names).toContain("cast Battle Screech"); // three untapped white creatures, the Hand among them
    expect(names).not.toContain("activate Hand of Justice"); // it needs three others: two

    const tapped = manual({
      name: "A",
      graveyard: ["battle-screech"],
      battlefield: [
        ...perms("suntail-hawk", "healers-hawk"),
        { card: "serra-angel", tapped: true, skipsUntap: true },
      ],
    });
    expect(actionNames(advanceTo(tapped, 1, "main1"))).not.toContain("cast Battle Screech");

    const solo = manual({ name: "A", battlefield: perms("springleaf-drum", "test-tapper", "plains") });
    names = actionNames(advanceTo(solo, 1, "main1"));
    expect(names).toContain("activate Springleaf Drum"); // the Tapper is a creature to tap
    expect(names).not.toContain("activate Test Tapper"); // 'another': there is none
    const pair = manual({ name: "A", battlefield: perms("test-tapper", "memnite") });
    expect(actionNames(advanceTo(pair, 1, "main1"))).toContain("activate Test Tapper");

    const evangel = manual({
      name: "A",
      battlefield: perms("selesnya-evangel", "springleaf-drum", "plains"),
    });
    names = actionNames(advanceTo(evangel, 1, "main1"));
    expect(names).not.toContain("activate Selesnya Evangel"); // its {T} taps it: no other creature
    expect(names).toContain("activate Springleaf Drum");
    const empty = manual({ name: "A", battlefield: perms("springleaf-drum", "plains") });
    expect(actionNames(advanceTo(empty, 1, "main1"))).not.toContain("activate Springleaf Drum");
  });

  it("118.3, 601.2g–h: a creature tapped for the cost makes no mana for it — a spell whose cost would need a mana creature for both isn't offered", () => {
    // Test Recall's flashback: {1} and an untapped creature. Llanowar Elves is the only creature and the only
    // mana: tapped for the cost, nothing pays the {1}.
    const alone = manual({ name: "A", graveyard: ["test-recall"], battlefield: perms("llanowar-elves") });
    expect(actionNames(advanceTo(alone, 1, "main1"))).not.toContain("cast Test Recall");
    // With a second creature that makes no mana, that one is tapped and the Elves pay.
    const bears = manual({
      name: "A",
      graveyard: ["test-recall"],
      battlefield: perms("llanowar-elves", "grizzly-bears"),
    });
    expect(actionNames(advanceTo(bears, 1, "main1"))).toContain("cast Test Recall");
    // Two Elves: one is tapped for the cost, the other makes the mana.
    const elves = manual({
      name: "A",
      graveyard: ["test-recall"],
      battlefield: perms("llanowar-elves", "llanowar-elves"),
    });
    expect(actionNames(advanceTo(elves, 1, "main1"))).toContain("cast Test Recall");
    // An ability: Test Tapper's cost taps another creature and has no mana: the Elves may be that creature.
    const tapper = manual({ name: "A", battlefield: perms("test-tapper", "llanowar-elves") });
    expect(actionNames(advanceTo(tapper, 1, "main1"))).toContain("activate Test Tapper");
  });

  it("702.34a, 601.2h: with exactly as many candidates as the cost needs, nothing is asked and all are tapped — the Birds Battle Screech made among them (302.6)", () => {
    const game = manual({
      name: "A",
      hand: ["battle-screech"],
      battlefield: [...lands("plains", 4), ...perms("suntail-hawk", "grizzly-bears")],
    });
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Battle Screech");
    resolveStack(game);
    const birds = game.view(0).battlefield.filter((p) => p.name === "Bird Token");
    expect(birds.map((p) => [p.power, p.toughness, p.tapped])).toEqual([
      [1, 1, false],
      [1, 1, false],
    ]);
    const d = game.pending()!;
    const k = findAction(d, "cast", "Battle Screech");
    expect(d.kind === "priority" && d.actions[k]).toMatchObject({ flashback: true });
    submitOk(game, { choice: k });
    // No question: the two Birds, summoning sick, and Suntail Hawk are tapped; the spell is on the stack.
    expect(game.pending()!.kind).toBe("priority");
    expect(game.state.stack.map((id) => game.state.objects[id].card)).toEqual(["battle-screech"]);
    expect(permanents(game, 0, true)).toEqual([
      "Bird Token",
      "Bird Token",
      "Plains",
      "Plains",
      "Plains",
      "Plains",
      "Suntail Hawk",
    ]);
    resolveStack(game);
    expect(game.view(0).battlefield.filter((p) => p.name === "Bird Token")).toHaveLength(4);
    expect(game.state.players[0].exile.map((id) => game.state.objects[id].card)).toEqual(["battle-screech"]);
  });

  it("302.6, 605.1a: summoning-sick creatures may be tapped for a cost — though not for their own {T} abilities", () => {
    const game = manual({
      name: "A",
      hand: ["craw-wurm"],
      battlefield: [...sick("heritage-druid", "llanowar-elves", "llanowar-elves"), ...lands("forest", 3)],
    });
    const d = advanceTo(game, 1, "main1");
    expect(actionNames(d)).not.toContain("activate Llanowar Elves");
    takeAction(game, "activate", "Heritage Druid");
    expect(game.pending()!.kind).toBe("priority"); // three Elves, three to tap: nothing asked
    expect(game.state.players[0].pool.G).toBe(3);
    expect(permanents(game, 0, true)).toEqual(["Heritage Druid", "Llanowar Elves", "Llanowar Elves"]);
    takeAction(game, "cast", "Craw Wurm"); // {4}{G}{G}: the {G}{G}{G} and three Forests
    resolveStack(game);
    expect(game.view(0).battlefield.map((p) => p.name)).toContain("Craw Wurm");
  });

  it("601.2h, 602.2b: a creature chosen to be tapped for an ability's cost doesn't pay its mana too — the lands do", () => {
    const game = manual({
      name: "A",
      battlefield: perms("selesnya-evangel", "llanowar-elves", "memnite", "forest"),
    });
    advanceTo(game, 1, "main1");
    takeAction(game, "activate", "Selesnya Evangel");
    openChoice(game, "tap");
    expect(permanents(game, 0, true)).toEqual([]); // 602.2b: the tap is chosen before the mana is paid
    chooseLabels(game, "Llanowar Elves");
    payWithoutElves(game);
    expect(game.state.stack).toHaveLength(1); // activated, not abandoned
    expect(permanents(game, 0, true)).toEqual(["Forest", "Llanowar Elves", "Selesnya Evangel"]);
    resolveStack(game);
    expect(permanents(game, 0, false)).toEqual(["Memnite", "Saproling Token"]);
  });

  it("601.2h, 702.34a: a creature chosen to be tapped for a spell's flashback cost doesn't pay its mana too — the cast doesn't fail", () => {
    const game = manual({
      name: "A",
      graveyard: ["test-recall"],
      library: ["island", "island"],
      battlefield: perms("llanowar-elves", "memnite", "forest"),
    });
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Test Recall");
    chooseLabels(game, "Llanowar Elves");
    payWithoutElves(game);
    expect(game.state.stack.map((id) => game.state.objects[id].card)).toEqual(["test-recall"]);
    expect(permanents(game, 0, true)).toEqual(["Forest", "Llanowar Elves"]);
    resolveStack(game);
    expect(game.state.players[0].exile.map((id) => game.state.objects[id].card)).toEqual(["test-recall"]);
  });

  it("601.2: the player may go back from the tap choice; going back to the start, nothing has changed", () => {
    const layout = () =>
      manual(
        { name: "A", battlefield: perms("opposition", "grizzly-bears", "memnite") },
        { name: "B", battlefield: perms("serra-angel") },
      );
    const game = layout();
    advanceTo(game, 1, "main1");
    const hash = game.hash();
    takeAction(game, "activate", "Opposition");
    chooseLabels(game, "Serra Angel");
    expect(openChoice(game, "tap").back).toBe(true);
    goBack(game); // to the targets
    expect(openChoice(game, "targets").back).toBe(true);
    goBack(game); // the activation is cancelled
    expect(game.pending()!.kind).toBe("priority");
    expect(game.state.battlefield.some((id) => game.state.objects[id].tapped)).toBe(false);
    const same = layout();
    advanceTo(same, 1, "main1");
    expect(same.hash()).toBe(hash);
    const { decisionSeq: _a, pending: _b, ...now } = game.state;
    const { decisionSeq: _c, pending: _d, ...then } = same.state;
    expect(now).toEqual(then);
  });

  it("702.34a, 601.2: going back from a flashback cost's tap choice leaves the card in the graveyard, nothing tapped", () => {
    const game = manual({
      name: "A",
      graveyard: ["battle-screech"],
      battlefield: perms("suntail-hawk", "healers-hawk", "youthful-knight", "serra-angel"),
    });
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Battle Screech");
    const d = openChoice(game, "tap");
    expect(offered(game, d)).toEqual(["Healer's Hawk", "Serra Angel", "Suntail Hawk", "Youthful Knight"]);
    expect(d).toMatchObject({ min: 3, max: 3, back: true });
    expect(game.submit(d.player, d.id, { back: true }).ok).toBe(true);
    expect(game.pending()!.kind).toBe("priority");
    expect(game.state.players[0].graveyard.map((id) => game.state.objects[id].card)).toEqual([
      "battle-screech",
    ]);
    expect(permanents(game, 0, true)).toEqual([]);
  });
});
