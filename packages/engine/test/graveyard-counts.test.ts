/**
 * Counts of cards in graveyards: characteristic-defining abilities (604.3, 613.4a) that count "creature cards in
 * all graveyards" (Mortivore), "in your graveyard" (Boneyard Wurm), "card types among cards in all graveyards"
 * (205.2a, Tarmogoyf), with "that number plus 1" toughness (Lhurgoyf); and an effect's amount "for each creature
 * card in your graveyard" (Grim Flowering). 801.11: only the graveyards within the controller's range count.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { characteristics } from "../src/engine/characteristics/characteristics.ts";
import { computeLayers } from "../src/engine/characteristics/layers.ts";
import { type CardDb, type CardDef, Game, type LayoutPlayer, rulesText } from "../src/index.ts";
import { advanceTo, lands, perms, submitOk, takeAction } from "./helpers.ts";

const creature = (id: string, cda: CardDef["cda"]): CardDef => ({
  id,
  name: id.replace(/^test-/, "Test ").replace(/-/g, " "),
  cost: "{1}{G}",
  types: ["Creature"],
  subtypes: ["Lhurgoyf"],
  power: 0,
  toughness: 0,
  cda,
});
const GOYF = creature("test-goyf", { count: { zone: "graveyard" }, cardTypes: true, toughnessPlus: 1 });
const LHURGOYF = creature("test-lhurgoyf", {
  count: { types: ["Creature"], zone: "graveyard" },
  toughnessPlus: 1,
});
const WURM = creature("test-wurm", { count: { types: ["Creature"], zone: "graveyard", owner: "you" } });
/** "Draw a card for each creature card in your graveyard." */
const FLOWERING: CardDef = {
  id: "test-flowering",
  name: "Test Flowering",
  cost: "{G}",
  types: ["Sorcery"],
  spell: {
    effects: [
      { e: "draw", who: "you", amount: { count: { types: ["Creature"], zone: "graveyard", owner: "you" } } },
    ],
  },
};
const db: CardDb = new Map([...cardDb, ...[GOYF, LHURGOYF, WURM, FLOWERING].map((d) => [d.id, d] as const)]);

function game(players: LayoutPlayer[], options: Record<string, unknown> = {}, autoPass = true): Game {
  return Game.fromLayout(db, {
    variant: players.length === 2 ? "duel" : "free-for-all",
    seed: 1,
    start: 0,
    autoPass,
    players,
    ...(Object.keys(options).length > 0 ? { options } : {}),
  });
}

/** The power and toughness `viewer` sees of the first permanent of this card. */
function pt(g: Game, card: string): [number, number] {
  const p = g.view(0).battlefield.find((x) => g.state.objects[x.id].card === card)!;
  return [p.power!, p.toughness!];
}

describe("counts of cards in graveyards", () => {
  it("604.3, 613.4a: 'creature cards in all graveyards' counts every player's graveyard, and toughness 'that number plus 1'", () => {
    const g = game([
      { name: "A", battlefield: perms("test-lhurgoyf"), graveyard: ["grizzly-bears", "lightning-bolt"] },
      { name: "B", graveyard: ["hill-giant", "memnite", "mountain"] },
    ]);
    expect(pt(g, "test-lhurgoyf")).toEqual([3, 4]); // Grizzly Bears, Hill Giant, Memnite
  });

  it("604.3: 'in your graveyard' counts only its controller's graveyard", () => {
    const g = game([
      { name: "A", battlefield: perms("test-wurm"), graveyard: ["grizzly-bears"] },
      { name: "B", graveyard: ["hill-giant", "memnite"] },
    ]);
    expect(pt(g, "test-wurm")).toEqual([1, 1]);
  });

  it("205.2a: card types among cards in all graveyards — an artifact creature counts as two types, a second creature as none", () => {
    const g = game([
      { name: "A", battlefield: perms("test-goyf"), graveyard: ["memnite", "grizzly-bears"] },
      { name: "B", graveyard: ["lightning-bolt", "mountain"] },
    ]);
    expect(pt(g, "test-goyf")).toEqual([4, 5]); // artifact, creature, instant, land
  });

  it("613.4a: the count follows the graveyards as cards enter and leave them — a spell cast and resolved, a creature that dies", () => {
    const g = game(
      [
        {
          name: "A",
          hand: ["lightning-bolt"],
          battlefield: [...perms("test-goyf", "test-lhurgoyf"), ...lands("mountain", 1)],
        },
        { name: "B", battlefield: perms("grizzly-bears") },
      ],
      {},
      false,
    );
    advanceTo(g, 1, "main1");
    expect(pt(g, "test-goyf")).toEqual([0, 1]);
    takeAction(g, "cast", "Lightning Bolt");
    // The Bolt is on the stack: not yet in a graveyard.
    const d = g.pending()!;
    if (d.kind === "choose")
      submitOk(g, { choices: [d.options.findIndex((o) => o.label.startsWith("Grizzly"))] });
    expect(pt(g, "test-goyf")).toEqual([0, 1]);
    while (g.state.stack.length > 0) submitOk(g, { choice: 0 });
    // The Bolt and the Bears are in graveyards: an instant and a creature.
    expect(pt(g, "test-goyf")).toEqual([2, 3]);
    expect(pt(g, "test-lhurgoyf")).toEqual([1, 2]);
    // The cached characteristics are those a fresh computation gives.
    const fresh = computeLayers(db, g.state);
    for (const card of ["test-goyf", "test-lhurgoyf"]) {
      const id = g.state.battlefield.find((x) => g.state.objects[x].card === card)!;
      expect([fresh.get(id)?.power, fresh.get(id)?.toughness]).toEqual(pt(g, card));
    }
  });

  it("604.3, 108.4a: a characteristic-defining ability functions in every zone — in a hand, a library and a graveyard (its owner's view), and on the stack", () => {
    const g = game(
      [
        {
          name: "A",
          hand: ["test-goyf", "test-wurm", "lightning-bolt"],
          library: ["test-lhurgoyf", "forest"],
          graveyard: ["test-wurm", "grizzly-bears", "mountain"],
          battlefield: lands("forest", 2),
        },
        { name: "B", graveyard: ["hill-giant", "memnite"] },
      ],
      {},
      false,
    );
    const ptOf = (id: number) => {
      const ch = characteristics(db, g.state, g.state.objects[id]);
      return [ch.power, ch.toughness];
    };
    const [goyf, wurm] = g.state.players[0].hand;
    expect(ptOf(goyf)).toEqual([3, 4]); // artifact, creature, land
    expect(ptOf(wurm)).toEqual([2, 2]); // the two creature cards in its owner's graveyard
    expect(ptOf(g.state.players[0].library[0])).toEqual([4, 5]); // Lhurgoyf: every creature card
    expect(ptOf(g.state.players[0].graveyard[0])).toEqual([2, 2]); // itself among them
    // Printed characteristics stay for a card without one.
    expect(ptOf(g.state.players[0].graveyard[1])).toEqual([2, 2]);
    // As a spell (its controller's view).
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Test goyf");
    const spell = g.state.stack[g.state.stack.length - 1];
    expect(g.state.objects[spell].card).toBe("test-goyf");
    expect(ptOf(spell)).toEqual([3, 4]);
  });

  it("801.11: with a limited range of influence, only the graveyards of the players within range count", () => {
    // Five players, range 1: A sees B and E (its neighbours), not C or D.
    const g = game(
      [
        { name: "A", battlefield: perms("test-lhurgoyf") },
        { name: "B", graveyard: ["grizzly-bears"] },
        { name: "C", graveyard: ["hill-giant", "memnite"] },
        { name: "D", graveyard: ["memnite"] },
        { name: "E", graveyard: ["grizzly-bears"] },
      ],
      { range: 1 },
    );
    expect(pt(g, "test-lhurgoyf")).toEqual([2, 3]);
  });

  it("107.1, 608.2h: 'for each creature card in your graveyard' counts as the spell resolves, the spell itself still on the stack; then a Tarmogoyf-like count sees it in the graveyard", () => {
    const g = game([
      {
        name: "A",
        hand: ["test-flowering"],
        graveyard: ["grizzly-bears", "hill-giant", "lightning-bolt"],
        library: ["mountain", "mountain", "mountain", "mountain"],
        battlefield: [...lands("forest", 1), ...perms("test-goyf")],
      },
      { name: "B", graveyard: ["memnite"] },
    ]);
    advanceTo(g, 1, "main1");
    expect(pt(g, "test-goyf")).toEqual([3, 4]); // creature, instant, artifact
    const before = g.state.players[0].hand.length;
    takeAction(g, "cast", "Test Flowering");
    while (g.state.stack.length > 0) submitOk(g, { choice: 0 });
    expect(g.state.players[0].hand.length).toBe(before - 1 + 2);
    // 613.4a: the sorcery put into the graveyard as it resolved (608.2n) is counted — no permanent moved.
    expect(pt(g, "test-goyf")).toEqual([4, 5]);
  });

  it("rules text: the counts as Oracle words them — 604.3: the ability keeps the card's name (it functions in every zone)", () => {
    expect(rulesText(LHURGOYF)).toBe(
      "Test lhurgoyf's power is equal to the number of creature cards in all graveyards and its toughness is equal to that number plus 1.",
    );
    expect(rulesText(GOYF)).toBe(
      "Test goyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.",
    );
    expect(rulesText(WURM)).toBe(
      "Test wurm's power and toughness are each equal to the number of creature cards in your graveyard.",
    );
    expect(rulesText(FLOWERING)).toBe("Draw a card for each creature card in your graveyard.");
  });
});
