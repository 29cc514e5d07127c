/**
 * 603.10a with 613.7: a leaves-the-battlefield ability "looks back in time" — the game uses the permanent's
 * existence and appearance immediately before the event, its characteristics as the layers had them (last known
 * information, characteristics/lastKnown.ts), not its card's. A creature that had lost all its abilities (Turn to
 * Frog) dies without its printed "When this creature dies"; one that had been granted such an ability (613.1f) dies
 * with it, even when the permanent granting it dies in the same event.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import type { CardDef, Modification, ObjectFilter } from "../src/cards/types.ts";
import { type CardDb, Game, type GameEvent, type LayoutPlayer } from "../src/index.ts";
import { passUntil, priorityFor } from "./drive.ts";
import { chooseLabels, findAction, idOf, passAnswer, perms, submitEvents, takeAction } from "./helpers.ts";

/** "When this creature dies, you gain 2 life." */
const gainOnDeath = (): Modification => ({
  m: "ability",
  ability: { kind: "triggered", when: { on: "dies" }, effects: [{ e: "gainLife", who: "you", amount: 2 }] },
});

/** "[Filter] have "When this creature dies, you gain 2 life."" on a test card of the given types. */
const granting = (name: string, types: CardDef["types"], each: ObjectFilter, other = false): CardDef => ({
  id: name.toLowerCase().replaceAll(" ", "-"),
  name,
  cost: "{1}",
  types,
  ...(types.includes("Creature") ? { power: 1, toughness: 1 } : {}),
  abilities: [
    {
      kind: "static",
      effect: { s: "continuous", affects: { each, ...(other ? { other } : {}) }, mods: [gainOnDeath()] },
    },
  ],
  oracle: "",
});

/** An enchantment: "Creatures you control have "…"". */
const SHRINE = granting("Test Death Shrine", ["Enchantment"], { types: ["Creature"], controller: "you" });
/** A creature: "Other creatures you control have "…"" (it dies with them to Wrath of God). */
const CAPTAIN = granting(
  "Test Death Captain",
  ["Creature"],
  { types: ["Creature"], controller: "you" },
  true,
);

const DB: CardDb = new Map([...cardDb, [SHRINE.id, SHRINE], [CAPTAIN.id, CAPTAIN]]);
/** "When this creature dies, each opponent discards a card." */
const TOAD = "noxious-toad";
const BEARS = "grizzly-bears";

function game(a: Partial<LayoutPlayer>): Game {
  return Game.fromLayout(DB, {
    variant: "duel",
    seed: 1,
    start: 0,
    autoPass: false,
    players: [
      { name: "A", ...a },
      { name: "B", hand: ["island", "island"] },
    ],
  });
}

/** A casts `spell` (targeting the permanent labelled `target`, if any); all pass until the stack is empty. The events. */
function castAndResolve(g: Game, spell: string, target?: string): GameEvent[] {
  const events = submitEvents(g, { choice: findAction(g.pending()!, "cast", spell) });
  if (target !== undefined) {
    const d = g.pending()!;
    if (d.kind !== "choose") throw new Error(`expected a target, got ${d.kind}`);
    events.push(...submitEvents(g, { choices: [d.options.findIndex((o) => o.label.startsWith(target))] }));
  }
  for (
    let d = g.pending();
    d !== null && !(d.kind === "priority" && g.state.stack.length === 0);
    d = g.pending()
  )
    // B discards the first of their cards (two Islands).
    events.push(...submitEvents(g, d.kind === "choose" ? { choices: [0] } : passAnswer(d)));
  return events;
}

const triggered = (events: GameEvent[]) => events.filter((e) => e.type === "trigger");

describe("603.10a, 613.7: leaves-the-battlefield abilities look back at the permanent as it last existed", () => {
  it("603.10a: a creature with a printed dies ability triggers it (Noxious Toad shocked: B discards)", () => {
    const g = game({ hand: ["shock"], battlefield: perms(TOAD, "mountain") });
    priorityFor(g, 0, 1, "main1");
    const events = castAndResolve(g, "Shock", "Noxious Toad");
    expect(triggered(events)).toMatchObject([{ card: "Noxious Toad" }]);
    expect(g.state.players[1].hand).toHaveLength(1);
  });

  it("603.10a, 613.7: a creature that had lost all its abilities (Turn to Frog) dies without its printed dies ability", () => {
    const g = game({
      hand: ["turn-to-frog", "shock"],
      battlefield: perms(TOAD, "island", "island", "mountain"),
    });
    priorityFor(g, 0, 1, "main1");
    takeAction(g, "cast", "Turn to Frog");
    chooseLabels(g, "Noxious Toad");
    while (g.pending()?.kind === "choose") chooseLabels(g, "Island"); // the Mountain is for the Shock
    passUntil(g, (d, x) => d.kind === "priority" && x.state.stack.length === 0, "Turn to Frog resolving");
    const events = castAndResolve(g, "Shock", "Noxious Toad");
    expect(g.state.players[0].graveyard.map((id) => g.state.objects[id].card)).toContain(TOAD);
    expect(triggered(events)).toEqual([]);
    expect(g.state.players[1].hand).toHaveLength(2);
  });

  it("702.79a, 613.7: a persist creature that had lost all its abilities (Turn to Frog) doesn't return", () => {
    const g = game({
      hand: ["turn-to-frog", "shock"],
      battlefield: perms("putrid-goblin", "island", "island", "mountain"),
    });
    priorityFor(g, 0, 1, "main1");
    takeAction(g, "cast", "Turn to Frog");
    chooseLabels(g, "Putrid Goblin");
    while (g.pending()?.kind === "choose") chooseLabels(g, "Island");
    passUntil(g, (d, x) => d.kind === "priority" && x.state.stack.length === 0, "Turn to Frog resolving");
    const events = castAndResolve(g, "Shock", "Putrid Goblin");
    expect(triggered(events)).toEqual([]);
    expect(g.state.players[0].graveyard.map((id) => g.state.objects[id].card)).toContain("putrid-goblin");
  });

  it("702.79a: without the effect it returns with a -1/-1 counter", () => {
    const g = game({ hand: ["shock"], battlefield: perms("putrid-goblin", "mountain") });
    priorityFor(g, 0, 1, "main1");
    const events = castAndResolve(g, "Shock", "Putrid Goblin");
    expect(triggered(events)).toMatchObject([{ card: "Putrid Goblin" }]);
    expect(g.state.objects[idOf(g, 0, "putrid-goblin")].counters).toEqual({ "-1/-1": 1 });
  });

  it("603.10a, 613.1f: a creature that had been granted a dies ability triggers it as it dies (its own, 113.7)", () => {
    const g = game({ hand: ["shock"], battlefield: perms(SHRINE.id, BEARS, "mountain") });
    priorityFor(g, 0, 1, "main1");
    const bears = idOf(g, 0, BEARS);
    const events = castAndResolve(g, "Shock", "Grizzly Bears");
    expect(triggered(events)).toMatchObject([{ source: bears, player: 0 }]);
    expect(g.state.players[0].life).toBe(22);
  });

  it("603.10a: the granting creature dying in the same event (Wrath of God) doesn't take the ability away", () => {
    const g = game({
      hand: ["wrath-of-god"],
      battlefield: perms(CAPTAIN.id, BEARS, "plains", "plains", "plains", "plains"),
    });
    priorityFor(g, 0, 1, "main1");
    const bears = idOf(g, 0, BEARS);
    const events = castAndResolve(g, "Wrath of God");
    // The Bears had it immediately before the event; the captain ("other creatures") never did.
    expect(triggered(events)).toMatchObject([{ source: bears, player: 0 }]);
    expect(g.state.players[0].life).toBe(22);
    expect(g.state.battlefield.map((id) => g.state.objects[id].card)).not.toContain(BEARS);
  });
});
