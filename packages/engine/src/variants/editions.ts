/**
 * Editions of the multiplayer rules. Roundtable plays today's multiplayer rules (800–811) by default; the
 * older documents in the reference folder define the same variants differently, and each such variant
 * can be played as it was written: the 2004 draft multiplayer rules (600–611) and the 2007 Comprehensive
 * Rules (606–609). An edition is configuration, not a fork: its preset sets the fields of the variant's
 * configuration that say what that document's rules do differently, and the rules modules read those
 * fields, never the edition's name. The core rules (the turn, the stack, combat damage) stay today's.
 * docs/editions.md lists, per edition, each difference from today's rules with its rule numbers.
 */

import type { Edition, VariantConfig } from "./config.ts";
import { freeForAll2004, grandMelee2004 } from "./editions2004Combat.ts";
import { emperor2004 } from "./editions2004Emperor.ts";
import { teams2004, twoHeadedGiant2004 } from "./editions2004Teams.ts";
import { emperor2007, grandMelee2007, teams2007, twoHeadedGiant2007 } from "./editions2007.ts";

/** Every {@link Edition}, today's first. */
export const EDITIONS: readonly Edition[] = ["current", "2007", "2004"];

/** What an older edition changes of a variant's current preset, for a table of `players`. */
type EditionPreset = (cfg: VariantConfig, players: number) => void;

/** Each older edition's presets, by variant name; a variant missing from an edition doesn't have it. */
const PRESETS: Record<Exclude<Edition, "current">, Record<string, EditionPreset>> = {
  "2007": {
    // 2007 CR 606–609: editions2007.ts
    "two-headed-giant": twoHeadedGiant2007,
    emperor: emperor2007,
    "grand-melee": grandMelee2007,
    "alternating-teams": teams2007,
  },
  "2004": {
    emperor: emperor2004, // 610
    // 2004 draft 608 (Teams, today's Alternating Teams) and 609 (Two-Headed Giant): editions2004Teams.ts
    "alternating-teams": teams2004,
    "two-headed-giant": twoHeadedGiant2004,
    // 2004 draft: combat, Free-for-All (605), Grand Melee (607): editions2004Combat.ts
    "free-for-all": freeForAll2004,
    "grand-melee": grandMelee2004,
    melee: () => {}, // 606: the current preset already is the draft's (Melee exists only there)
  },
};

/**
 * What every variant of an older edition shares, applied before its own preset. 2004: the draft's range of
 * influence (601, VariantConfig.rangeRules); no rule of the draft lets teammates see each other's hands
 * (808.5, 809.7 and 810.5 came later). What the draft doesn't mention (the mulligan, 103) stays today's.
 */
const SHARED: Record<Exclude<Edition, "current">, EditionPreset> = {
  "2007": () => {},
  "2004": (cfg) => {
    cfg.rangeRules = "2004";
    cfg.handsVisible = "none";
  },
};

/** The editions a variant can be played in: "current", then the older ones that define it. */
export function editionsOf(variant: string): Edition[] {
  return ["current", ...EDITIONS.filter((e) => e !== "current" && PRESETS[e][variant] !== undefined)];
}

/** Sets `cfg` (the variant's current preset) to the edition's rules. */
export function applyEdition(variant: string, cfg: VariantConfig, players: number, edition: Edition): void {
  cfg.edition = edition;
  if (edition === "current") return;
  SHARED[edition](cfg, players);
  PRESETS[edition][variant](cfg, players);
}
