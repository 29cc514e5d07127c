/**
 * What targets are for (engine cards/intent.ts): every target spec in the pool is classified harmful,
 * helpful or neutral to the target's controller (or the target player), from its effects or, where they
 * can't tell, from its card data.
 */
import { cardTargetIntents, type TargetSite } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { allCards, cardDb, cardIdByName } from "../src/index.ts";

function intentOf(name: string, site: TargetSite = { spell: true }, spec = 0): string | null | undefined {
  const def = cardDb.get(cardIdByName(name) ?? "");
  if (def === undefined) throw new Error(`no card ${name}`);
  const found = cardTargetIntents(def).find(
    (t) => JSON.stringify(t.site) === JSON.stringify(site) && t.spec === spec,
  );
  return found?.intent;
}

describe("target intents (115: what a target is chosen for)", () => {
  it("every target spec of every spell, mode, Aura and ability in the pool is classified", () => {
    const all = allCards.flatMap((def) => cardTargetIntents(def).map((t) => ({ card: def.name, ...t })));
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((t) => t.intent === null)).toEqual([]);
  });

  it.each([
    ["Control Magic"],
    ["Pacifism"],
    ["Lightning Bolt"],
    ["Murder"],
    ["Threaten"], // gains control, untaps, haste: harm wins
    ["Dead Weight"],
    ["Counterspell"],
    ["Mind Rot"],
    ["Curse of Vengeance"], // from card data: its effects never name the enchanted player
  ])("%s is harmful", (name) => {
    expect(intentOf(name)).toBe("harmful");
  });

  it.each([
    ["Giant Growth"],
    ["Holy Strength"],
    ["Red Ward"], // protection (702.16)
    ["Mending Hands"], // prevention (615)
    ["Moment of Heroism"],
    ["Sign in Blood"], // from card data: draws and loses life
  ])("%s is helpful", (name) => {
    expect(intentOf(name)).toBe("helpful");
  });

  it("sorts each spec and mode on its own: Captain's Maneuver (614.9), Boros Charm, Jace Beleren, Bonesplitter", () => {
    expect(intentOf("Captain's Maneuver", { spell: true }, 0)).toBe("helpful");
    expect(intentOf("Captain's Maneuver", { spell: true }, 1)).toBe("harmful");
    expect(intentOf("Boros Charm", { mode: 0 })).toBe("harmful");
    expect(intentOf("Boros Charm", { mode: 2 })).toBe("helpful");
    expect(intentOf("Jace Beleren", { ability: 1 })).toBe("helpful");
    expect(intentOf("Jace Beleren", { ability: 2 })).toBe("harmful");
    expect(intentOf("Bonesplitter", { ability: 1 })).toBe("helpful");
  });

  it("an exchange or a copy is neither (701.12b, 707.10)", () => {
    expect(intentOf("Legerdemain", { spell: true }, 0)).toBe("neutral");
    expect(intentOf("Legerdemain", { spell: true }, 1)).toBe("neutral");
    expect(intentOf("Twincast")).toBe("neutral");
  });
});
