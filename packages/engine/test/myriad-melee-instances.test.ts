/**
 * 702.116b, 702.121b: "If a creature has multiple instances of myriad [melee], each triggers separately." The
 * layers keep every instance of myriad and melee, printed or granted (cards/keywordInstances.ts, as they do
 * toxic and poisonous), and the attack triggers count them there: a grant by a resolved spell or ability's
 * lasting effect (here a saved position's, layoutMods.ts) counts as a printed one or a static ability's does
 * (the scenario 702.121b Adriana, 702-keywords).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { characteristics } from "../src/engine/characteristics/characteristics.ts";
import { Game, type GameEvent, type LayoutEffect, type LayoutPermanent } from "../src/index.ts";
import { passUntil } from "./drive.ts";
import { chooseLabels, idOf, passAnswer, setupError, submitEvents } from "./helpers.ts";

/** A lasting effect of A's (seat 0) giving `keywords` (611.2a). */
const gives = (...keywords: string[]): LayoutEffect =>
  ({ controller: 0, duration: "indefinitely", mods: [{ m: "keywords", keywords }] }) as LayoutEffect;

/** Free-for-all: A (turn 1) with `attackers`, B, C. */
const layout = (attackers: LayoutPermanent[]) => ({
  variant: "free-for-all",
  seed: 1,
  players: [{ name: "A", battlefield: attackers }, { name: "B" }, { name: "C" }],
  start: 0,
  autoPass: true,
});

/**
 * A attacks B with `card`, unblocked, to the second main phase, answering each myriad question with C
 * (702.116a); the events on the way.
 */
function attackB(game: Game, card: string): GameEvent[] {
  passUntil(game, (x) => x.kind === "attackers", "A's attack");
  const events = submitEvents(game, {
    attacks: [{ attacker: idOf(game, 0, card), defender: { player: 1 } }],
  });
  for (let p = game.pending(); p !== null && game.state.turn.step !== "main2"; p = game.pending()) {
    if (p.kind === "choose" && p.prompt.startsWith("Myriad")) chooseLabels(game, "C");
    else events.push(...submitEvents(game, passAnswer(p)));
  }
  return events;
}

const triggers = (events: GameEvent[]) => events.filter((e) => e.type === "trigger").length;
const ch = (game: Game, card: string) =>
  characteristics(cardDb, game.state, game.state.objects[idOf(game, 0, card)]);

describe("702.121b: each instance of melee triggers separately", () => {
  it("702.121b: Wings of the Guard (melee) given melee by a lasting effect has two instances: +2/+2 for one opponent attacked", () => {
    const game = Game.fromLayout(cardDb, layout([{ card: "wings-of-the-guard", effects: [gives("melee")] }]));
    expect(ch(game, "wings-of-the-guard").keywords).toEqual(["flying", "melee", "melee"]);
    const events = attackB(game, "wings-of-the-guard");
    expect(triggers(events)).toBe(2);
    expect(ch(game, "wings-of-the-guard")).toMatchObject({ power: 3, toughness: 3 });
    expect(game.state.players[1].life).toBe(17);
  });

  it("702.121b: Grizzly Bears given melee by two lasting effects triggers twice: 4/4", () => {
    const game = Game.fromLayout(
      cardDb,
      layout([{ card: "grizzly-bears", effects: [gives("melee"), gives("melee")] }]),
    );
    const events = attackB(game, "grizzly-bears");
    expect(triggers(events)).toBe(2);
    expect(ch(game, "grizzly-bears")).toMatchObject({ power: 4, toughness: 4 });
  });

  it("613.1f: losing melee loses every instance — no trigger", () => {
    const lose = {
      controller: 0,
      duration: "indefinitely",
      mods: [{ m: "loseKeywords", keywords: ["melee"] }],
    };
    const game = Game.fromLayout(
      cardDb,
      layout([{ card: "wings-of-the-guard", effects: [gives("melee"), lose as LayoutEffect] }]),
    );
    expect(triggers(attackB(game, "wings-of-the-guard"))).toBe(0);
    expect(ch(game, "wings-of-the-guard")).toMatchObject({ power: 1, toughness: 1 });
  });
});

describe("702.116b: each instance of myriad triggers separately", () => {
  it("702.116b: Herald of the Host (myriad) given myriad attacks B: each instance makes a token attacking C", () => {
    const game = Game.fromLayout(
      cardDb,
      layout([{ card: "herald-of-the-host", effects: [gives("myriad")] }]),
    );
    expect(ch(game, "herald-of-the-host").keywords).toEqual(["flying", "vigilance", "myriad", "myriad"]);
    const events = attackB(game, "herald-of-the-host");
    expect(triggers(events)).toBe(2);
    // Two 4/4 flying tokens attacked C; the Herald, B (the tokens are exiled at end of combat).
    expect(game.state.players.map((p) => p.life)).toEqual([20, 16, 12]);
  });
});

describe("layoutMods: a layout's lasting effect may give myriad and melee, not persist", () => {
  it("702.79a: persist triggers from a card's printed keyword only, so a layout's effect giving it is refused by name", () => {
    expect(setupError(layout([{ card: "grizzly-bears", effects: [gives("persist")] }]) as never)).toContain(
      '"persist" is not one of keywords (flying,',
    );
  });
});
