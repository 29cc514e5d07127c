/**
 * "Your team controls" in Battlebond's Warrior triggers (102.4: you and/or your teammates; just you in a game
 * without teams): the intervening "if your team controls another Warrior" (603.4; "another": not the source) and
 * "Whenever this creature or another Warrior your team controls enters" (603.6a; the source's own entering too).
 * Played in Two-Headed Giant (810), where the life those triggers move is the team's (810.9).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import type { Game, GameEvent, LayoutPlayer } from "../src/index.ts";
import {
  advanceTo,
  idOf,
  lands,
  perms,
  submitEvents,
  submitOk,
  takeAction,
  twoHeadedGiant,
} from "./helpers.ts";

const library = ["wastes", "wastes", "wastes"];
const seats = (
  a1: Partial<LayoutPlayer>,
  a2: Partial<LayoutPlayer>,
  b1: Partial<LayoutPlayer> = {},
  autoPass = true,
) =>
  twoHeadedGiant(
    [
      { name: "A1", library, ...a1 },
      { name: "A2", library, ...a2 },
      { name: "B1", library, ...b1 },
      { name: "B2", library },
    ],
    cardDb,
    autoPass,
  );

/** A1 attacks B1 with Sickle Dancer; the events until the attack triggers have resolved, and its power then. */
function sickleDancerAttacks(g: Game): { events: GameEvent[]; power: number } {
  advanceTo(g, 1, "declare-attackers");
  const dancer = idOf(g, 0, "sickle-dancer");
  const events = submitEvents(g, { attacks: [{ attacker: dancer, defender: { player: 2 } }] });
  advanceTo(g, 1, "main2"); // the attack triggers have resolved, "until end of turn" lasts
  return { events, power: g.view(null).battlefield.find((p) => p.id === dancer)!.power! };
}

const triggered = (events: GameEvent[], card: string) =>
  events.filter((e) => e.type === "trigger" && e.card === card).length;

describe('102.4, 603.4: "if your team controls another Warrior"', () => {
  it("603.4: a lone Warrior doesn't count itself — Sickle Dancer's ability doesn't trigger", () => {
    const { events, power } = sickleDancerAttacks(
      seats({ battlefield: perms("sickle-dancer") }, {}, {}, false),
    );
    expect(triggered(events, "Sickle Dancer")).toBe(0);
    expect(power).toBe(3);
  });

  it("102.4: a teammate's Warrior is the team's — Sickle Dancer gets +1/+1", () => {
    const g = seats(
      { battlefield: perms("sickle-dancer") },
      { battlefield: perms("bull-rush-bruiser") },
      {},
      false,
    );
    const { events, power } = sickleDancerAttacks(g);
    expect(triggered(events, "Sickle Dancer")).toBe(1);
    expect(power).toBe(4);
  });

  it("102.3: an opponent's Warrior isn't — no trigger", () => {
    const g = seats(
      { battlefield: perms("sickle-dancer") },
      {},
      { battlefield: perms("bull-rush-bruiser") },
      false,
    );
    const { events, power } = sickleDancerAttacks(g);
    expect(triggered(events, "Sickle Dancer")).toBe(0);
    expect(power).toBe(3);
  });
});

describe('603.6a: "Whenever this creature or another Warrior your team controls enters"', () => {
  /** `seat` casts Thrasher Brute with Swamps on the battlefield; the team triggers put on the stack are answered. */
  function castBrute(g: Game, seat: number): GameEvent[] {
    advanceTo(g, 1, "main1");
    while (g.pending()?.player !== seat) submitOk(g, { choice: 0 });
    takeAction(g, "cast", "Thrasher Brute");
    const events: GameEvent[] = [];
    for (let d = g.pending(); d !== null && g.state.turn.step === "main1"; d = g.pending()) {
      if (d.kind === "priority") events.push(...submitEvents(g, { choice: 0 }));
      else if (d.kind === "choose" && d.purpose === "targets")
        events.push(...submitEvents(g, { choices: [d.options.findIndex((o) => o.label === "B1")] }));
      else if (d.kind === "order") events.push(...submitEvents(g, { order: d.items.map((_, i) => i) }));
      else throw new Error(`unexpected ${d.kind}: ${d.prompt}`);
      if (g.state.stack.length === 0 && g.state.triggers.length === 0) break;
    }
    return events;
  }

  it("603.6a: the Brute's own entering triggers it — target opponent loses 1, you gain 1, each the team's (810.9)", () => {
    const g = seats({ hand: ["thrasher-brute"], battlefield: lands("swamp", 4) }, {});
    const events = castBrute(g, 0);
    expect(triggered(events, "Thrasher Brute")).toBe(1);
    expect(g.state.players.map((p) => p.life)).toEqual([31, 31, 29, 29]); // 810.4: one shared life a team
  });

  it("102.4: a teammate's Warrior entering triggers it and the teammate's Decorated Champion; an opponent's doesn't", () => {
    const g = seats(
      { battlefield: perms("thrasher-brute") },
      { hand: ["thrasher-brute"], battlefield: [...lands("swamp", 4), { card: "decorated-champion" }] },
      { battlefield: perms("thrasher-brute") },
    );
    const events = castBrute(g, 1);
    // Both Brutes of the A team (A2's own entering, A1's "another Warrior your team controls"); not B1's.
    const controllers = events.flatMap((e) =>
      e.type === "trigger" && e.card === "Thrasher Brute" ? [e.player] : [],
    );
    expect(controllers.sort()).toEqual([0, 1]);
    expect(triggered(events, "Thrasher Brute")).toBe(2);
    expect(triggered(events, "Decorated Champion")).toBe(1);
    expect(g.state.players.map((p) => p.life)).toEqual([32, 32, 28, 28]);
  });
});

describe('102.4, 101.4: "each player on your team may discard a card, then each player who discarded … draws a card"', () => {
  it("102.4: each player of the team is asked in turn order, the opponents not; only those who discard draw", () => {
    const g = seats(
      {
        hand: ["azra-bladeseeker", "shock", "forest"],
        battlefield: lands("mountain", 3),
        library: ["island"],
      },
      { hand: ["plains"], library: ["swamp"] },
    );
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Azra Bladeseeker");
    const asked: string[] = [];
    for (let d = g.pending(); d?.kind === "choose" && d.purpose === "discard"; d = g.pending()) {
      asked.push(g.state.players[d.player].name);
      expect([d.min, d.max]).toEqual([0, 1]); // "may"
      // A1 discards Shock; A2 keeps their hand.
      submitOk(g, { choices: d.player === 0 ? [d.options.findIndex((o) => o.label === "Shock")] : [] });
    }
    expect(asked).toEqual(["A1", "A2"]);
    const cards = (seat: number, zone: "hand" | "graveyard") =>
      g.state.players[seat][zone].map((id) => g.state.objects[id].card).sort();
    expect(cards(0, "graveyard")).toEqual(["shock"]);
    expect(cards(0, "hand")).toEqual(["forest", "island"]);
    expect(cards(1, "hand")).toEqual(["plains"]);
    expect(cards(1, "graveyard")).toEqual([]);
  });
});

describe('506.4: "attacking Warriors" (Blaring Captain)', () => {
  it("506.4: the Warriors attacking get +1/+1, a Warrior that stays home doesn't", () => {
    const g = seats(
      { battlefield: perms("blaring-captain", "centaur-courser") },
      { battlefield: perms("elvish-warrior") },
      {},
      false,
    );
    advanceTo(g, 1, "declare-attackers");
    const attackers = [idOf(g, 0, "blaring-captain"), idOf(g, 0, "centaur-courser")];
    submitOk(g, { attacks: attackers.map((attacker) => ({ attacker, defender: { player: 2 } })) });
    advanceTo(g, 1, "main2");
    const power = (seat: number, card: string) =>
      g.view(null).battlefield.find((p) => p.id === idOf(g, seat, card))!.power;
    expect([power(0, "blaring-captain"), power(0, "centaur-courser"), power(1, "elvish-warrior")]).toEqual([
      3, 4, 2,
    ]);
  });
});

describe('805.4a: "Whenever you cast a spell during your turn" (Chakram Retriever)', () => {
  /** Who casts Shock, and in whose turn; whether Chakram Retriever (A1's) triggered. */
  function retrieverTriggers(caster: number, turn: number): boolean {
    const g = seats(
      { hand: ["shock"], battlefield: [...lands("mountain", 1), { card: "chakram-retriever" }] },
      { hand: ["shock"], battlefield: lands("mountain", 1) },
      {},
      false,
    );
    advanceTo(g, turn, "main1");
    while (g.pending()?.player !== caster) submitOk(g, { choice: 0 });
    takeAction(g, "cast", "Shock");
    const d = g.pending()!;
    const events = submitEvents(g, {
      choices: [d.kind === "choose" ? d.options.findIndex((o) => o.label === "B1") : 0],
    });
    return (
      triggered(events, "Chakram Retriever") > 0 || g.pending()?.prompt.includes("Chakram Retriever") === true
    );
  }

  it("805.4a: its controller's spell in their team's turn triggers it; a teammate's spell or one in the other team's turn doesn't", () => {
    expect(retrieverTriggers(0, 1)).toBe(true);
    expect(retrieverTriggers(1, 1)).toBe(false); // "you cast": not a teammate
    expect(retrieverTriggers(0, 2)).toBe(false); // the B team's turn
  });
});
