/**
 * Lieutenant (an ability word, 207.2c): "As long as you control your commander, …" — a static ability whose
 * continuous effects exist only while its controller controls one of their own commanders (903.3d: a permanent
 * on the battlefield that is a commander; with partners either one, 702.124), checked all the time (611.3a):
 * the layers (613) follow the commander entering, leaving and changing control.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { rulesText } from "../src/cards/rulesText.ts";
import type { CardDef } from "../src/cards/types.ts";
import { characteristics } from "../src/engine/characteristics/characteristics.ts";
import { layered, staleCharacteristics } from "../src/engine/characteristics/layers.ts";
import { makeCtx } from "../src/engine/context/ctx.ts";
import { checkCondition } from "../src/engine/effects/conditions.ts";
import { Game, type LayoutPlayer } from "../src/index.ts";
import { passUntil, priorityFor } from "./drive.ts";
import { chooseLabels, idOf, perms, table, takeAction } from "./helpers.ts";

const THALIA = "thalia-heretic-cathar"; // {2}{W} legendary 3/2, first strike
const HIDETSUGU = "heartless-hidetsugu"; // {3}{R}{R} legendary 1/3
const RAVOS = "ravos-soultender"; // partner
const ISHAI = "ishai-ojutai-dragonspeaker"; // partner, 1/1 flying
const BALOTH = "thunderfoot-baloth"; // 5/5 trample; lieutenant: +2/+2, others +2/+2 and trample
const MARSHAL = "angelic-field-marshal"; // 3/3 flying; lieutenant: +2/+2, creatures you control have vigilance
const BEARS = "grizzly-bears";

function commanderGame(players: LayoutPlayer[], start = 0): Game {
  return Game.fromLayout(cardDb, { variant: "commander", seed: 1, players, start, autoPass: true });
}

/** Power, toughness and keywords of permanent `id` now. */
function looks(game: Game, id: number): { pt: [number | null, number | null]; keywords: string[] } {
  const ch = characteristics(game.db, game.state, game.state.objects[id]);
  return { pt: [ch.power, ch.toughness], keywords: [...ch.keywords] };
}

const controlsCommander = (game: Game, seat: number): boolean =>
  checkCondition(makeCtx(game.db, game.state, null), { if: "youControlCommander" }, undefined, seat);

describe("207.2c lieutenant, 903.3d: as long as you control your commander", () => {
  it("207.2c lieutenant / 903.3d: with your commander on the battlefield, Thunderfoot Baloth gets +2/+2 and your other creatures +2/+2 and trample", () => {
    const game = commanderGame([
      { name: "A", commander: THALIA, battlefield: perms(THALIA, BALOTH, BEARS) },
      { name: "B", commander: HIDETSUGU, command: [HIDETSUGU], battlefield: perms(BEARS) },
    ]);
    expect(looks(game, idOf(game, 0, BALOTH))).toEqual({ pt: [7, 7], keywords: ["trample"] });
    expect(looks(game, idOf(game, 0, BEARS))).toEqual({ pt: [4, 4], keywords: ["trample"] });
    expect(looks(game, idOf(game, 0, THALIA)).pt).toEqual([5, 4]); // the commander is another creature you control
    expect(looks(game, idOf(game, 1, BEARS))).toEqual({ pt: [2, 2], keywords: [] }); // "you control" only
    expect(controlsCommander(game, 0)).toBe(true);
    expect(controlsCommander(game, 1)).toBe(false); // B's commander is in the command zone
  });

  it("207.2c lieutenant / 903.3d: your commander in the command zone — no bonus", () => {
    const game = commanderGame([
      { name: "A", commander: THALIA, command: [THALIA], battlefield: perms(BALOTH, BEARS) },
      { name: "B" },
    ]);
    expect(looks(game, idOf(game, 0, BALOTH))).toEqual({ pt: [5, 5], keywords: ["trample"] });
    expect(looks(game, idOf(game, 0, BEARS))).toEqual({ pt: [2, 2], keywords: [] });
  });

  it("207.2c lieutenant / 903.3d: your commander controlled by an opponent gives you no bonus, nor them (it isn't their commander)", () => {
    const game = commanderGame([
      {
        name: "A",
        commander: THALIA,
        battlefield: [{ card: THALIA, controller: 1 }, ...perms(BALOTH)],
      },
      { name: "B", commander: HIDETSUGU, command: [HIDETSUGU], battlefield: perms(BALOTH) },
    ]);
    expect(looks(game, idOf(game, 0, BALOTH)).pt).toEqual([5, 5]);
    expect(looks(game, idOf(game, 1, BALOTH)).pt).toEqual([5, 5]);
    expect(looks(game, idOf(game, 1, THALIA)).pt).toEqual([3, 2]);
    expect([controlsCommander(game, 0), controlsCommander(game, 1)]).toEqual([false, false]);
  });

  it("207.2c lieutenant / 903.3: two players with the same commander card — controlling the other's copy isn't controlling yours", () => {
    const game = commanderGame([
      { name: "A", commander: THALIA, battlefield: [{ card: THALIA, controller: 1 }] },
      { name: "B", commander: THALIA, command: [THALIA], battlefield: perms(BALOTH) },
    ]);
    expect(looks(game, idOf(game, 1, BALOTH)).pt).toEqual([5, 5]);
    expect(controlsCommander(game, 1)).toBe(false);
  });

  it("207.2c lieutenant / 611.3a: the commander leaves the battlefield — the bonus ends at once (the layers computed again)", () => {
    for (const toCommandZone of [true, false]) {
      const game = commanderGame([
        {
          name: "A",
          commander: THALIA,
          battlefield: [...perms(THALIA, BALOTH, BEARS), ...perms("swamp", "swamp", "swamp")],
          hand: ["murder"],
        },
        { name: "B" },
      ]);
      const baloth = idOf(game, 0, BALOTH);
      priorityFor(game, 0, 1, "main1");
      expect(looks(game, baloth).pt).toEqual([7, 7]); // computed and cached before Thalia leaves
      layered(game.db, game.state);
      takeAction(game, "cast", "Murder");
      chooseLabels(game, "Thalia");
      passUntil(game, (d) => d.kind === "choose" && d.purpose === "may", "the 903.9a choice");
      chooseLabels(game, toCommandZone ? "yes" : "no");
      expect(game.state.battlefield.some((id) => game.state.objects[id].card === THALIA)).toBe(false);
      expect(looks(game, baloth).pt).toEqual([5, 5]);
      expect(looks(game, idOf(game, 0, BEARS))).toEqual({ pt: [2, 2], keywords: [] });
      expect(staleCharacteristics(game.db, game.state)).toEqual([]);
    }
  });

  it("207.2c lieutenant / 611.3a: the commander cast from the command zone enters — the bonus begins", () => {
    const game = commanderGame([
      {
        name: "A",
        commander: THALIA,
        command: [THALIA],
        battlefield: [...perms(BALOTH), ...perms("plains", "plains", "plains")],
      },
      { name: "B" },
    ]);
    const baloth = idOf(game, 0, BALOTH);
    priorityFor(game, 0, 1, "main1");
    expect(looks(game, baloth).pt).toEqual([5, 5]);
    takeAction(game, "cast", "Thalia, Heretic Cathar");
    passUntil(game, (d, g) => d.kind === "priority" && g.state.stack.length === 0, "Thalia resolving");
    expect(looks(game, baloth).pt).toEqual([7, 7]);
    expect(staleCharacteristics(game.db, game.state)).toEqual([]);
  });

  it("207.2c lieutenant / 903.3d: an opponent gains control of your commander (Control Magic) — your bonus ends", () => {
    const game = commanderGame(
      [
        { name: "A", commander: THALIA, battlefield: perms(THALIA, BALOTH) },
        { name: "B", hand: ["control-magic"], battlefield: perms("island", "island", "island", "island") },
      ],
      1,
    );
    const baloth = idOf(game, 0, BALOTH);
    priorityFor(game, 1, 1, "main1");
    expect(looks(game, baloth).pt).toEqual([7, 7]);
    takeAction(game, "cast", "Control Magic");
    chooseLabels(game, "Thalia");
    passUntil(game, (d, g) => d.kind === "priority" && g.state.stack.length === 0, "Control Magic resolving");
    expect(game.state.objects[idOf(game, 1, THALIA)].controller).toBe(1);
    expect(looks(game, baloth).pt).toEqual([5, 5]);
    expect(staleCharacteristics(game.db, game.state)).toEqual([]);
  });

  it("207.2c lieutenant / 702.124, 903.3d: with partner commanders, controlling either one is enough", () => {
    const withIshai = commanderGame([
      { name: "A", commander: RAVOS, partner: ISHAI, command: [RAVOS], battlefield: perms(ISHAI, BALOTH) },
      { name: "B" },
    ]);
    expect(looks(withIshai, idOf(withIshai, 0, BALOTH)).pt).toEqual([7, 7]);
    expect(looks(withIshai, idOf(withIshai, 0, ISHAI)).keywords).toEqual(["flying", "trample"]);
    const neither = commanderGame([
      { name: "A", commander: RAVOS, partner: ISHAI, command: [RAVOS, ISHAI], battlefield: perms(BALOTH) },
      { name: "B" },
    ]);
    expect(looks(neither, idOf(neither, 0, BALOTH)).pt).toEqual([5, 5]);
  });

  it("207.2c lieutenant / 903.3: a game without commanders gives no bonus, whatever legendary creature you control", () => {
    const game = table([{ name: "A", battlefield: perms(THALIA, BALOTH, BEARS) }, { name: "B" }]);
    expect(looks(game, idOf(game, 0, BALOTH)).pt).toEqual([5, 5]);
    expect(looks(game, idOf(game, 0, BEARS))).toEqual({ pt: [2, 2], keywords: [] });
    expect(controlsCommander(game, 0)).toBe(false);
  });

  it("207.2c lieutenant: Angelic Field Marshal gets +2/+2 and creatures you control (itself too) have vigilance", () => {
    const game = commanderGame([
      { name: "A", commander: THALIA, battlefield: perms(THALIA, MARSHAL, BEARS) },
      { name: "B", battlefield: perms(BEARS) },
    ]);
    expect(looks(game, idOf(game, 0, MARSHAL))).toEqual({ pt: [5, 5], keywords: ["flying", "vigilance"] });
    expect(looks(game, idOf(game, 0, BEARS))).toEqual({ pt: [2, 2], keywords: ["vigilance"] });
    expect(looks(game, idOf(game, 0, THALIA)).keywords).toEqual(["first strike", "vigilance"]);
    expect(looks(game, idOf(game, 1, BEARS)).keywords).toEqual([]);
  });

  it("207.2c, 611.3a: the ability word before the condition; a card that goes by its name keeps it capitalised", () => {
    const legend: CardDef = {
      id: "test-legend",
      name: "Test Legend",
      cost: "{1}{W}",
      types: ["Creature"],
      supertypes: ["Legendary"],
      power: 1,
      toughness: 1,
      abilities: [
        {
          kind: "static",
          effect: {
            s: "asLongAs",
            condition: { if: "youControlCommander" },
            effects: [{ affects: "self", mods: [{ m: "keywords", keywords: ["flying"] }] }],
          },
        },
      ],
      oracle: "",
    };
    expect(rulesText(legend)).toBe(
      "Lieutenant — As long as you control your commander, Test Legend has flying.",
    );
  });
});
