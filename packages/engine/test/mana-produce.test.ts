/**
 * What a mana ability makes as it resolves (mana/produce.ts): "one mana of any color in your commander's color
 * identity" (903.4, 702.124c; nothing without a commander, 903.4f), "… that a land an opponent controls could
 * produce" (106.7), "Add {B} for each Swamp you control", and a Talisman's two {T} abilities — {C} for nothing,
 * a colour for 1 damage (120.3a) — which payment sees as one source with two ways to tap it.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import type { CardDef } from "../src/cards/types.ts";
import { makeCtx } from "../src/engine/context/ctx.ts";
import { abilityFor, manaSources } from "../src/engine/mana/mana.ts";
import { type ManaAbility, manaAmount, manaTypes } from "../src/engine/mana/produce.ts";
import { type CardDb, Game, type LayoutPlayer } from "../src/index.ts";
import { actionNames, advanceTo, idOf, perms, submitOk, table, takeAction } from "./helpers.ts";

const TATYOVA = "tatyova-benthic-druid"; // {3}{G}{U}
const RAVOS = "ravos-soultender"; // {3}{W}{B}, partner
const ISHAI = "ishai-ojutai-dragonspeaker"; // {2}{W}{U}, partner

function commanderGame(players: LayoutPlayer[], db: CardDb = cardDb): Game {
  return Game.fromLayout(db, { variant: "commander", seed: 1, players, start: 0, autoPass: false });
}

/** The types each of seat `p`'s untapped sources could pay with, by card. */
function sourceTypes(game: Game, p: number): Record<string, string> {
  const g = makeCtx(game.db, game.state, null);
  return Object.fromEntries(manaSources(g, p).map((src) => [src.card, src.produce.join("")]));
}

/** The first mana ability of `card`'s definition. */
function manaAbility(db: CardDb, card: string, k = 0): ManaAbility {
  const a = (db.get(card)?.abilities ?? []).filter((x) => x.kind === "mana")[k];
  if (a === undefined) throw new Error(`${card} has no mana ability ${k}`);
  return a as ManaAbility;
}

describe("903.4: mana of a colour in your commander's colour identity", () => {
  it("903.4: Command Tower and Arcane Signet make only the colours of their controller's commander's identity", () => {
    const game = commanderGame([
      {
        name: "A",
        commander: TATYOVA,
        command: [TATYOVA],
        battlefield: perms("command-tower", "arcane-signet"),
      },
      { name: "B", commander: RAVOS, command: [RAVOS], battlefield: perms("command-tower") },
    ]);
    expect(sourceTypes(game, 0)).toEqual({ "command-tower": "UG", "arcane-signet": "UG" });
    expect(sourceTypes(game, 1)).toEqual({ "command-tower": "WB" });
  });

  it("702.124c: with two partners it is their combined identity", () => {
    const game = commanderGame([
      {
        name: "A",
        commander: RAVOS,
        partner: ISHAI,
        command: [RAVOS, ISHAI],
        battlefield: perms("commanders-sphere"),
      },
      { name: "B", commander: TATYOVA, command: [TATYOVA] },
    ]);
    expect(sourceTypes(game, 0)).toEqual({ "commanders-sphere": "WUB" });
  });

  it("the colour is chosen among those colours as the ability is activated by hand", () => {
    const game = commanderGame([
      { name: "A", commander: TATYOVA, command: [TATYOVA], battlefield: perms("command-tower") },
      { name: "B", commander: RAVOS, command: [RAVOS] },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "activate", "Command Tower");
    const d = game.pending();
    if (d?.kind !== "choose") throw new Error(`expected a choice, got ${d?.kind}`);
    expect(d.options.map((o) => o.label)).toEqual(["{U}", "{G}"]);
    submitOk(game, { choices: [1] });
    expect(game.state.players[0].pool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 1, C: 0 });
  });

  it("903.4f: without a commander (a duel) the ability adds no mana: no payment counts on it, and activating it only taps it", () => {
    const game = table(
      [
        { name: "A", hand: ["grizzly-bears"], battlefield: perms("command-tower", "arcane-signet") },
        { name: "B" },
      ],
      { autoPass: false },
    );
    expect(sourceTypes(game, 0)).toEqual({});
    expect(actionNames(advanceTo(game, 1, "main1"))).not.toContain("cast Grizzly Bears");
    takeAction(game, "activate", "Command Tower");
    const s = game.state;
    expect(s.objects[idOf(game, 0, "command-tower")].tapped).toBe(true);
    expect(s.players[0].pool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
  });

  it("903.4f: in a Commander game too, a player left without a commander gets no mana from it", () => {
    const game = commanderGame([
      { name: "A", commander: TATYOVA, command: [TATYOVA], battlefield: perms("command-tower") },
      { name: "B", battlefield: perms("command-tower", "arcane-signet") },
    ]);
    expect(sourceTypes(game, 0)).toEqual({ "command-tower": "UG" });
    expect(sourceTypes(game, 1)).toEqual({});
  });
});

describe("106.7: mana of a colour a land an opponent controls could produce (Fellwar Stone)", () => {
  it("106.7: the colours of opponents' lands — an opponent's Command Tower's too, by its controller's commander — not one's own", () => {
    const game = commanderGame([
      { name: "A", commander: TATYOVA, command: [TATYOVA], battlefield: perms("fellwar-stone", "forest") },
      { name: "B", commander: RAVOS, command: [RAVOS], battlefield: perms("command-tower", "mountain") },
    ]);
    expect(sourceTypes(game, 0)).toEqual({ "fellwar-stone": "WBR", forest: "G" });
  });

  it("106.7: colours only (an opponent's Wastes makes {C}), and none when opponents control no land", () => {
    const wastes = table([
      { name: "A", battlefield: perms("fellwar-stone") },
      { name: "B", battlefield: perms("wastes") },
    ]);
    expect(sourceTypes(wastes, 0)).toEqual({});
    const none = table([{ name: "A", battlefield: perms("fellwar-stone", "forest") }, { name: "B" }]);
    expect(sourceTypes(none, 0)).toEqual({ forest: "G" });
  });

  it("106.7's example: your Forest and Exotic Orchard, an opponent's Exotic Orchard — each Orchard could produce {G}", () => {
    const orchard: CardDef = {
      id: "exotic-orchard",
      name: "Exotic Orchard",
      types: ["Land"],
      abilities: [{ ...manaAbility(cardDb, "fellwar-stone") }],
      oracle: "{T}: Add one mana of any color that a land an opponent controls could produce.",
    };
    const db: CardDb = new Map([...cardDb, [orchard.id, orchard]]);
    const both = Game.fromLayout(db, {
      variant: "duel",
      seed: 1,
      start: 0,
      players: [
        { name: "A", battlefield: perms("exotic-orchard", "forest") },
        { name: "B", battlefield: perms("exotic-orchard") },
      ],
    });
    expect(sourceTypes(both, 0)).toEqual({ "exotic-orchard": "G", forest: "G" });
    expect(sourceTypes(both, 1)).toEqual({ "exotic-orchard": "G" });
    const orchardsOnly = Game.fromLayout(db, {
      variant: "duel",
      seed: 1,
      start: 0,
      players: [
        { name: "A", battlefield: perms("exotic-orchard") },
        { name: "B", battlefield: perms("exotic-orchard") },
      ],
    });
    expect(sourceTypes(orchardsOnly, 0)).toEqual({});
  });
});

describe("605.1a: Cabal Coffers adds {B} for each Swamp you control", () => {
  it("counts its controller's Swamps, not an opponent's", () => {
    const game = table([
      { name: "A", battlefield: perms("cabal-coffers", "swamp", "swamp", "swamp") },
      { name: "B", battlefield: perms("swamp", "swamp") },
    ]);
    const g = makeCtx(game.db, game.state, null);
    const coffers = game.state.objects[game.state.battlefield[0]];
    expect(manaAmount(g, 0, manaAbility(game.db, "cabal-coffers"), coffers)).toBe(3);
    expect(manaAmount(g, 1, manaAbility(game.db, "cabal-coffers"), coffers)).toBe(2);
    expect(manaTypes(g, 0, manaAbility(game.db, "cabal-coffers"))).toEqual(["B"]);
  });
});

describe("605.1a, 120.3a: a Talisman taps for {C}, or for a colour and deals 1 damage to you", () => {
  it("its two {T} abilities are one source (tapping it activates one of them), {C} first", () => {
    const game = table([{ name: "A", battlefield: perms("talisman-of-dominance") }, { name: "B" }]);
    const [src] = manaSources(makeCtx(game.db, game.state, null), 0);
    expect(src.produce).toEqual(["C", "U", "B"]);
    expect([abilityFor(src, "C"), abilityFor(src, "U"), abilityFor(src, "B")]).toEqual([0, 1, 1]);
  });

  it("paying generic mana with it is painless; paying a colour costs 1 life", () => {
    const generic = table([
      { name: "A", hand: ["mind-stone"], battlefield: perms("talisman-of-dominance", "wastes") },
      { name: "B" },
    ]);
    advanceTo(generic, 1, "main1");
    takeAction(generic, "cast", "Mind Stone");
    expect(generic.state.players[0].life).toBe(20);
    const colour = table([
      { name: "A", hand: ["storm-crow"], battlefield: perms("talisman-of-dominance", "wastes") },
      { name: "B" },
    ]);
    advanceTo(colour, 1, "main1");
    takeAction(colour, "cast", "Storm Crow");
    expect(colour.state.players[0].life).toBe(19);
    expect(colour.state.objects[idOf(colour, 0, "talisman-of-dominance")].tapped).toBe(true);
  });

  it("activated by hand: its {C} ability deals no damage, its coloured one 1", () => {
    const game = table(
      [{ name: "A", battlefield: perms("talisman-of-dominance", "talisman-of-progress") }, { name: "B" }],
      { autoPass: false },
    );
    advanceTo(game, 1, "main1");
    activateAbility(game, "Talisman of Dominance", 0);
    expect(game.state.players[0]).toMatchObject({ life: 20, pool: { C: 1 } });
    activateAbility(game, "Talisman of Progress", 1);
    submitOk(game, { choices: [0] }); // {W}
    expect(game.state.players[0]).toMatchObject({ life: 19, pool: { W: 1, C: 1 } });
  });
});

/** Activates ability `i` (0-based) of the permanent named `card`, offered at priority. */
function activateAbility(game: Game, card: string, i: number): void {
  const d = game.pending();
  if (d?.kind !== "priority") throw new Error(`expected priority, got ${d?.kind}`);
  const k = d.actions.findIndex((a) => a.type === "activate" && a.name === card && a.ability === i);
  expect(k).toBeGreaterThanOrEqual(0);
  submitOk(game, { choice: k });
}
