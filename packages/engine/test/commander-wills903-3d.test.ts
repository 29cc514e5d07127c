/**
 * 700.2, 601.2b, 903.3d: "Choose one. If you control a commander as you cast this spell, you may choose both
 * instead." (Jeska's Will, Akroma's Will) — with a commander on the battlefield under the caster's control, one mode
 * or both; otherwise one (a commander in the command zone is controlled by no one). Jeska's Will's modes: "Add {R}
 * for each card in target opponent's hand." (106.4) and "Exile the top three cards of your library. You may play
 * them this turn." (601.3).
 */

import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type Game, rulesText } from "../src/index.ts";
import {
  advanceTo,
  chooseLabels,
  commanderGame,
  lands,
  openChoice,
  resolveStack,
  submitOk,
  THALIA,
  takeAction,
} from "./helpers.ts";

const names = (g: Game, zone: readonly number[]): string[] =>
  zone.map((id) => cardDb.get(g.state.objects[id].card)!.name);

const LIBRARY = ["lightning-bolt", "mountain", "grizzly-bears", "forest", "forest"];
const B_HAND = ["forest", "forest", "island", "island"];

/** A's game: Jeska's Will in hand, three Mountains, Thalia on the battlefield if `commander`. */
function jeska(commander: boolean): Game {
  return commanderGame(
    {
      hand: ["jeskas-will"],
      library: LIBRARY,
      battlefield: [...lands("mountain", 3), ...(commander ? [{ card: THALIA }] : [])],
      ...(commander ? {} : { command: [THALIA] }),
    },
    { hand: B_HAND },
  );
}

describe("903.3d: 'If you control a commander as you cast this spell, you may choose both instead.'", () => {
  it("903.3d: without a commander on the battlefield, one mode (the command zone's commander is no one's)", () => {
    const g = jeska(false);
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Jeska's Will");
    expect(openChoice(g, "modes")).toMatchObject({ min: 1, max: 1 });
  });

  it("700.2, 601.2b: with a commander, both: {R} for each card in the opponent's hand, and three cards to play this turn", () => {
    const g = jeska(true);
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Jeska's Will");
    expect(openChoice(g, "modes")).toMatchObject({ min: 1, max: 2 });
    submitOk(g, { choices: [0, 1] });
    chooseLabels(g, "B"); // target opponent
    resolveStack(g);
    expect(g.state.players[0].pool.R).toBe(B_HAND.length);
    expect(names(g, g.state.players[0].exile)).toEqual(["Lightning Bolt", "Mountain", "Grizzly Bears"]);
    // 601.3: the Bolt cast from exile, paid with the mana the first mode added.
    takeAction(g, "cast", "Lightning Bolt");
    chooseLabels(g, "B");
    resolveStack(g);
    expect(g.state.players[1].life).toBe(40 - 3);
    expect(g.state.players[0].pool.R).toBe(B_HAND.length - 1);
    takeAction(g, "play", "Mountain");
    expect(names(g, g.state.players[0].exile)).toEqual(["Grizzly Bears"]);
  });

  it("106.4: the first mode alone adds {R} for each card in the target opponent's hand, and exiles nothing", () => {
    const g = jeska(true);
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Jeska's Will");
    submitOk(g, { choices: [0] });
    chooseLabels(g, "B");
    resolveStack(g);
    expect(g.state.players[0].pool.R).toBe(4);
    expect(g.state.players[0].exile).toEqual([]);
  });

  it("514.2: 'You may play them this turn' — the cards left in exile can't be played next turn", () => {
    const g = jeska(false);
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Jeska's Will");
    submitOk(g, { choices: [1] });
    resolveStack(g);
    const d = g.pending()!;
    expect(d.kind === "priority" && d.actions.some((a) => a.type === "play" && a.fromExile === true)).toBe(
      true,
    );
    advanceTo(g, 3, "main1");
    const later = g.pending()!;
    expect(later.kind === "priority" && later.actions.some((a) => "fromExile" in a)).toBe(false);
    expect(names(g, g.state.players[0].exile)).toEqual(["Lightning Bolt", "Mountain", "Grizzly Bears"]);
  });

  it("Akroma's Will with a commander: both modes — flying, vigilance, double strike, lifelink, indestructible, protection", () => {
    const g = commanderGame({
      hand: ["akromas-will"],
      battlefield: [...lands("plains", 4), { card: THALIA }, { card: "grizzly-bears" }],
    });
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Akroma's Will");
    expect(openChoice(g, "modes")).toMatchObject({ max: 2 });
    submitOk(g, { choices: [0, 1] });
    resolveStack(g);
    const bears = g.view(0).battlefield.find((p) => p.name === "Grizzly Bears")!;
    expect(bears.keywords).toEqual(
      expect.arrayContaining(["flying", "vigilance", "double strike", "lifelink", "indestructible"]),
    );
    expect(bears.protections).toEqual(["W", "U", "B", "R", "G"]); // 702.16h: from each color, public
    advanceTo(g, 2, "upkeep");
    const after = g.view(0).battlefield.find((p) => p.name === "Grizzly Bears")!;
    expect(after.keywords).toEqual([]);
    expect(after.protections).toBeUndefined();
  });

  it("the Wills' rules text is their Oracle text", () => {
    for (const id of ["jeskas-will", "akromas-will"]) {
      const def = cardDb.get(id)!;
      expect(rulesText(def), id).toBe(def.oracle);
    }
  });
});
