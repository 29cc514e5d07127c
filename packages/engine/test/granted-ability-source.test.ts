/**
 * 113.7, 603.3a: the source of a granted triggered ability is the object that has it, not the card granting it
 * (the Constricting Sliver ruling). Thorncaster Sliver (red) gives "Whenever this creature attacks, it deals 1
 * damage to any target." to Winged Sliver (blue): the ability's source is blue — protection from blue stops it,
 * protection from red doesn't (702.16b, as it is put on the stack and again as it resolves, 608.2b) — and its
 * damage is dealt by the Sliver, with the Sliver's lifelink and deathtouch (702.15b, 702.2b).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import type { CardDef, Color, Keyword } from "../src/cards/types.ts";
import { type Answer, type CardDb, Game, type GameEvent } from "../src/index.ts";
import { passUntil } from "./drive.ts";
import { idOf, passAnswer, perms, submitEvents } from "./helpers.ts";

/** A 2/2 test creature with protection from `color`. */
const warden = (name: string, color: Color): CardDef => ({
  id: name.toLowerCase().replaceAll(" ", "-"),
  name,
  cost: "{2}",
  types: ["Creature"],
  power: 2,
  toughness: 2,
  abilities: [
    {
      kind: "static",
      effect: { s: "continuous", affects: "self", mods: [{ m: "protection", from: [color] }] },
    },
  ],
  oracle: "",
});
const RED_WARDEN = warden("Test Red Warden", "R");
const BLUE_WARDEN = warden("Test Blue Warden", "U");
/** A colourless Sliver with lifelink and deathtouch. */
const VENOM: CardDef = {
  id: "test-venom-sliver",
  name: "Test Venom Sliver",
  cost: "{3}",
  types: ["Creature"],
  subtypes: ["Sliver"],
  power: 1,
  toughness: 1,
  keywords: ["lifelink", "deathtouch"] as Keyword[],
  oracle: "",
};

const DB: CardDb = new Map([...cardDb, ...[RED_WARDEN, BLUE_WARDEN, VENOM].map((c) => [c.id, c] as const)]);
const THORNCASTER = "thorncaster-sliver";

function game(a: string[], b: string[]): Game {
  return Game.fromLayout(DB, {
    variant: "duel",
    seed: 1,
    start: 0,
    autoPass: false,
    players: [
      { name: "A", battlefield: perms(...a) },
      { name: "B", battlefield: perms(...b) },
    ],
  });
}

/** A attacks B with `card`, until the ability's target is asked; the target options' labels. */
function attackUntilTarget(g: Game, card: string): { events: GameEvent[]; labels: string[] } {
  passUntil(g, (d) => d.kind === "attackers", "A's attack");
  const events = submitEvents(g, { attacks: [{ attacker: idOf(g, 0, card), defender: { player: 1 } }] });
  for (let d = g.pending(); d !== null; d = g.pending()) {
    if (d.kind === "choose" && d.purpose === "targets")
      return { events, labels: d.options.map((o) => o.label) };
    events.push(...submitEvents(g, passAnswer(d)));
  }
  throw new Error("no target asked");
}

/** Chooses the target labelled `label` and passes to the second main phase; the events. */
function targetAndFinish(g: Game, label: string): GameEvent[] {
  const d = g.pending()!;
  if (d.kind !== "choose") throw new Error(`expected a choice, got ${d.kind}`);
  const events = submitEvents(g, { choices: [d.options.findIndex((o) => o.label.startsWith(label))] });
  for (let p = g.pending(); p !== null && g.state.turn.step !== "main2"; p = g.pending()) {
    const a: Answer = passAnswer(p);
    events.push(...submitEvents(g, a));
  }
  return events;
}

describe("113.7: a granted triggered ability's source is the object that has it", () => {
  it("702.16b: Winged Sliver's (blue) ability can target a creature with protection from red, not one with protection from blue", () => {
    const g = game([THORNCASTER, "winged-sliver"], [RED_WARDEN.id, BLUE_WARDEN.id]);
    const { events, labels } = attackUntilTarget(g, "winged-sliver");
    expect(events.filter((e) => e.type === "trigger")).toEqual([]);
    expect(labels.some((l) => l.startsWith("Test Red Warden"))).toBe(true);
    expect(labels.some((l) => l.startsWith("Test Blue Warden"))).toBe(false);
    const rest = targetAndFinish(g, "Test Red Warden");
    // 608.2b: still a legal target as it resolves (the source is blue): 1 damage to it.
    expect(rest.filter((e) => e.type === "fizzle")).toEqual([]);
    expect(rest.find((e) => e.type === "trigger")).toMatchObject({ card: "Winged Sliver" });
    expect(g.state.objects[idOf(g, 1, RED_WARDEN.id)].damage).toBe(1);
  });

  it("702.16b: Thorncaster Sliver's own instance (red) can't target the creature with protection from red", () => {
    const g = game([THORNCASTER, "winged-sliver"], [RED_WARDEN.id, BLUE_WARDEN.id]);
    const { labels } = attackUntilTarget(g, THORNCASTER);
    expect(labels.some((l) => l.startsWith("Test Red Warden"))).toBe(false);
    expect(labels.some((l) => l.startsWith("Test Blue Warden"))).toBe(true);
  });

  it("702.15b, 702.2b: the damage is dealt by the Sliver that has the ability: its lifelink and deathtouch apply", () => {
    const g = game([THORNCASTER, VENOM.id], [BLUE_WARDEN.id]);
    attackUntilTarget(g, VENOM.id);
    const events = targetAndFinish(g, "Test Blue Warden");
    const damage = events.find((e) => e.type === "damage" && "object" in e.to);
    expect(damage).toMatchObject({ source: idOf(g, 0, VENOM.id), amount: 1 });
    expect(g.state.players[1].graveyard.map((id) => g.state.objects[id].card)).toEqual([BLUE_WARDEN.id]);
    // 1 life for the ability's damage, 1 for the Sliver's combat damage to B.
    expect(g.state.players.map((p) => p.life)).toEqual([22, 19]);
  });
});
