/** The game log's entries (kind, players named), its filters with the headers over what they show, and its order. */
import type { GameEvent } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import type { LogEntry } from "../src/log/entries.ts";
import { filterLog, NO_FILTER } from "../src/log/filter.ts";
import { newestFirst } from "../src/log/order.ts";
import { LogWriter } from "../src/log/writer.ts";

const names = ["Ann", "Ben", "Cat"];
const events: GameEvent[] = [
  { type: "turn", number: 3, player: 1, players: [1] },
  { type: "step", step: "main1" },
  { type: "cast", player: 1, object: 50, card: "Lightning Bolt", targets: ["Ann"] },
  { type: "cast", player: 2, object: 51, card: "Giant Growth", targets: ["Grizzly Bears (Cat)"] },
  { type: "step", step: "declare-attackers" },
  { type: "attack", attacker: 60, card: "Grizzly Bears", defender: { player: 0 } },
  { type: "step", step: "combat-damage" },
  {
    type: "damage",
    source: 60,
    card: "Grizzly Bears",
    controller: 2,
    to: { player: 0 },
    amount: 2,
    combat: true,
  },
  { type: "life", player: 0, delta: -3, life: 17 },
  { type: "dies", object: 61, card: "Savannah Lions" },
  { type: "turn", number: 4, player: 2, players: [2] },
  { type: "step", step: "upkeep" },
];
const lines: LogEntry[] = new LogWriter().write(events, names).map((l, n) => ({ n, ...l }));
const texts = (l: LogEntry[]) => l.map((x) => x.text);

describe("the game log's filters", () => {
  it("each line has a kind and the players it names (actor, target by name or by controller, defender, damaged)", () => {
    expect(lines.map((l) => [l.head ?? l.kind, l.players])).toEqual([
      ["turn", [1]],
      ["step", []],
      ["spells", [0, 1]],
      ["spells", [2]],
      ["step", []],
      ["combat", [0]],
      ["step", []],
      ["combat", [0, 2]],
      ["life", [0]],
      ["zones", []],
      ["turn", [2]],
    ]);
    expect(lines[2].text).toBe("Ben casts Lightning Bolt targeting Ann.");
  });

  it("601.3: a spell cast and a land played from exile say so", () => {
    const exiled: GameEvent[] = [
      { type: "cast", player: 1, object: 52, card: "Shock", targets: ["Cat"], fromExile: true },
      { type: "play", player: 1, object: 53, card: "Mountain", fromExile: true },
      { type: "play", player: 1, object: 54, card: "Forest" },
    ];
    expect(texts(new LogWriter().write(exiled, names).map((l, n) => ({ n, ...l })))).toEqual([
      "Ben casts Shock from exile targeting Cat.",
      "Ben plays Mountain from exile.",
      "Ben plays Forest.",
    ]);
  });

  it("by kind (several at once), by player, and only what touches me — each under its turn's and step's headers", () => {
    expect(filterLog(lines, NO_FILTER, 0)).toEqual(lines);
    expect(texts(filterLog(lines, { ...NO_FILTER, kinds: ["combat"] }, 0))).toEqual([
      "Turn 3: Ben",
      "Declare attackers step",
      "Grizzly Bears attacks Ann.",
      "Combat damage step",
      "Cat's Grizzly Bears deals 2 combat damage to Ann.",
    ]);
    // The "Turns" kind: the turns' headers, every one.
    expect(texts(filterLog(lines, { ...NO_FILTER, kinds: ["game"] }, 0))).toEqual([
      "Turn 3: Ben",
      "Turn 4: Cat",
    ]);
    expect(
      filterLog(lines, { ...NO_FILTER, kinds: ["spells", "life"] }, 0).filter((l) => l.head === undefined),
    ).toHaveLength(3);
    expect(texts(filterLog(lines, { ...NO_FILTER, player: 2 }, 0))).toEqual([
      "Turn 3: Ben",
      "First main phase",
      "Cat casts Giant Growth targeting Grizzly Bears (Cat).",
      "Combat damage step",
      "Cat's Grizzly Bears deals 2 combat damage to Ann.",
      "Turn 4: Cat", // Cat's own turn
    ]);
    expect(filterLog(lines, { ...NO_FILTER, mine: true }, 0).map((l) => l.n)).toEqual([
      0, 1, 2, 4, 5, 6, 7, 8,
    ]);
    expect(filterLog(lines, { ...NO_FILTER, mine: true }, null)).toEqual([]); // a spectator is no one
  });

  it("the newest turn first, its header above its lines; the newest step first, each header above its lines", () => {
    expect(texts(newestFirst(lines))).toEqual([
      "Turn 4: Cat",
      "Turn 3: Ben",
      "Combat damage step",
      "Savannah Lions dies.",
      "Ann loses 3 life (20 → 17).",
      "Cat's Grizzly Bears deals 2 combat damage to Ann.",
      "Declare attackers step",
      "Grizzly Bears attacks Ann.",
      "First main phase",
      "Cat casts Giant Growth targeting Grizzly Bears (Cat).",
      "Ben casts Lightning Bolt targeting Ann.",
    ]);
    // Lines before any header (the opening hands; the oldest lines kept) come last.
    const keep: LogEntry = { n: -1, text: "Ann keeps 7 cards.", kind: "game", players: [0] };
    expect(newestFirst([keep, ...lines]).at(-1)).toBe(keep);
  });
});
