/**
 * 702.124j: "partner with [name]" represents two abilities — the Commander pairing (partner.test.ts) and, in any
 * game, "When this permanent enters, target player may search their library for a card named [name], reveal it,
 * put it into their hand, then shuffle." The engine gives every card with the keyword that triggered ability,
 * after its printed ones, worded as the keyword's line. Played here in Two-Headed Giant (810), where Battlebond's
 * pairs were made to be passed to a teammate: the target player is the one asked and the one who searches; the
 * library is shown to them alone, the card found to everyone.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { allAbilities } from "../src/cards/keywords.ts";
import { eventFor, type Game, type GameEvent } from "../src/index.ts";
import { advanceTo, lands, submitEvents, takeAction, twoHeadedGiant } from "./helpers.ts";

const SYLVIA = "sylvia-brightspear"; // {2}{W}, partner with Khorvath Brightflame
const KHORVATH = "khorvath-brightflame";
const A2_LIBRARY = ["wastes", KHORVATH, "grizzly-bears", "wastes"];

/** A1 casts Sylvia Brightspear; her teammate A2's library holds Khorvath. */
function castSylvia(): Game {
  const g = twoHeadedGiant(
    [
      { name: "A1", hand: [SYLVIA], battlefield: lands("plains", 3), library: ["wastes", "wastes"] },
      { name: "A2", library: A2_LIBRARY },
      { name: "B1", library: ["wastes"] },
      { name: "B2", library: ["wastes"] },
    ],
    cardDb,
    true,
  );
  advanceTo(g, 1, "main1");
  takeAction(g, "cast", "Sylvia Brightspear");
  return g;
}

/** Answers the open `choose` decision, which must be `purpose` asked of `seat`, with the options labelled so. */
function answer(g: Game, seat: number, purpose: string, labels: string[]): GameEvent[] {
  const d = g.pending()!;
  expect(d).toMatchObject({ kind: "choose", purpose, player: seat });
  if (d.kind !== "choose") return [];
  return submitEvents(g, { choices: labels.map((l) => d.options.findIndex((o) => o.label === l)) });
}

const cards = (g: Game, seat: number, zone: "hand" | "library") =>
  g.state.players[seat][zone].map((id) => g.state.objects[id].card);

describe("702.124j partner with [name]: the triggered ability", () => {
  it("702.124j: the card has the trigger after its printed abilities, worded as the keyword's line", () => {
    const def = cardDb.get(SYLVIA)!;
    const all = allAbilities(def);
    expect(all).toHaveLength((def.abilities ?? []).length + 1);
    expect(all.at(-1)).toMatchObject({
      kind: "triggered",
      when: { on: "entersBattlefield" },
      text: expect.stringMatching(/^Partner with Khorvath Brightflame \(When this creature enters/),
    });
    // 702.124h: plain partner implies no trigger.
    expect(allAbilities(cardDb.get("ravos-soultender")!)).toEqual(
      cardDb.get("ravos-soultender")!.abilities ?? [],
    );
  });

  it("702.124j, 810: the controller targets a teammate, who may search; the library is theirs to see, the card found everyone's", () => {
    const g = castSylvia();
    answer(g, 0, "targets", ["A2"]);
    const looked = answer(g, 1, "may", ["yes"]); // asked of the target player, not of Sylvia's controller
    const d = g.pending()!;
    expect(d).toMatchObject({ kind: "choose", purpose: "search", player: 1 });
    // Only a card named Khorvath Brightflame qualifies (701.23b: finding none is allowed).
    expect(d.kind === "choose" && d.options.map((o) => o.label)).toEqual(["Khorvath Brightflame"]);
    expect(d.kind === "choose" && d.min).toBe(0);
    const events = [...looked, ...answer(g, 1, "search", ["Khorvath Brightflame"])];
    expect(cards(g, 1, "hand")).toEqual([KHORVATH]);
    expect(cards(g, 1, "library").sort()).toEqual(["grizzly-bears", "wastes", "wastes"]);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: "reveal",
        player: 1,
        cards: [expect.objectContaining({ card: "Khorvath Brightflame" })],
      }),
    );
    const seen = (v: number | null) => JSON.stringify(events.map((e) => eventFor(e, v)));
    expect(seen(1)).toContain("Grizzly Bears"); // the searcher looked at the whole library (701.23a)
    for (const v of [0, 2, 3, null]) expect(seen(v)).not.toContain("Grizzly Bears");
  });

  it("702.124j: the target player may decline — no search, no reveal, no shuffle", () => {
    const g = castSylvia();
    answer(g, 0, "targets", ["A2"]);
    const events = answer(g, 1, "may", ["no"]);
    expect(events.some((e) => e.type === "look" || e.type === "reveal")).toBe(false);
    expect(cards(g, 1, "hand")).toEqual([]);
    expect(cards(g, 1, "library")).toEqual(A2_LIBRARY);
  });

  it("702.124j: an opponent may be the target player — they search their own library, finding none", () => {
    const g = castSylvia();
    answer(g, 0, "targets", ["B1"]);
    const events = answer(g, 2, "may", ["yes"]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: "look", player: 2, whose: 2, zone: "library" }),
    );
    // B1's library has no Khorvath: nothing to choose (701.23b); A2's library is untouched.
    expect(events.some((e) => e.type === "reveal")).toBe(false);
    expect(cards(g, 1, "library")).toEqual(A2_LIBRARY);
  });
});
