/**
 * 705.2: a coin flip is an event — who flipped, for which card, and whether they won the flip — and what losing it
 * does follows it (Mana Crypt's 3 damage). Played from the 705 scenario (seed 3: A loses the flips of turns 3 and 5, wins turn 7's).
 */
import { readFileSync } from "node:fs";
import { cardDb } from "@roundtable/cards";
import type { GameEvent } from "@roundtable/engine";
import { sharedLogSentence } from "@roundtable/protocol";
import { parseScenario, runScenario } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";

const FILE =
  "scenarios/705-flipping-a-coin/705.2-mana-crypt-deals-3-damage-when-its-controller-loses-the-upkeep-flip.json";

function events(): GameEvent[] {
  const parsed = parseScenario(JSON.parse(readFileSync(FILE, "utf8")), cardDb);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const r = runScenario(parsed.scenario, cardDb);
  expect(r.passed).toBe(true);
  return r.events;
}

describe("705.2 coin flips", () => {
  it("705.2: each of Mana Crypt's flips is a coinFlip event of its controller; each lost flip is followed by the Crypt's 3 damage to them", () => {
    const all = events();
    const flips = all.flatMap((e, i) => (e.type === "coinFlip" ? [{ e, i }] : []));
    expect(flips.map(({ e }) => e)).toEqual([
      { type: "coinFlip", player: 0, card: "Mana Crypt", won: false },
      { type: "coinFlip", player: 0, card: "Mana Crypt", won: false },
      { type: "coinFlip", player: 0, card: "Mana Crypt", won: true },
    ]);
    for (const { e, i } of flips) {
      const next = all
        .slice(i + 1)
        .find((x) => x.type === "damage" || x.type === "coinFlip" || x.type === "turn");
      if (e.type !== "coinFlip") continue;
      if (e.won) expect(next?.type).not.toBe("damage");
      else expect(next).toMatchObject({ type: "damage", card: "Mana Crypt", to: { player: 0 }, amount: 3 });
    }
  });

  it("705.2: the log says who flipped for what, and whether they won", () => {
    const names = {
      player: (p: number) => ["Ann", "Ben"][p],
      card: (c: string) => c,
      list: (l: readonly string[]) => l.join(", "),
    };
    expect(sharedLogSentence({ type: "coinFlip", player: 1, card: "Mana Crypt", won: true }, names)).toBe(
      "Ben flips a coin for Mana Crypt and wins the flip",
    );
    expect(sharedLogSentence({ type: "coinFlip", player: 0, card: "Mana Crypt", won: false }, names)).toBe(
      "Ann flips a coin for Mana Crypt and loses the flip",
    );
  });
});
