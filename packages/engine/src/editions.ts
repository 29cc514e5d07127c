/**
 * Editions of the multiplayer rules. Roundtable plays today's multiplayer rules (800–811) by default; the
 * older documents in the reference folder define the same variants differently, and each such variant
 * can be played as it was written: the 2004 draft multiplayer rules (600–611) and the 2007 Comprehensive
 * Rules (606–609). An edition is configuration, not a fork: its preset sets the fields of the variant's
 * configuration that say what that document's rules do differently, and the rules modules read those
 * fields, never the edition's name. The core rules (the turn, the stack, combat damage) stay today's.
 * docs/editions.md lists, per edition, each difference from today's rules with its rule numbers.
 */

import { teams2004, twoHeadedGiant2004 } from "./editions2004Teams.ts";
import { emperor2004 } from "./emperor2004.ts";
import type { VariantConfig } from "./variants.ts";

export type Edition = "current" | "2007" | "2004";

export const EDITIONS: readonly Edition[] = ["current", "2007", "2004"];

/** What an older edition changes of a variant's current preset, for a table of `players`. */
type EditionPreset = (cfg: VariantConfig, players: number) => void;

/** Each older edition's presets, by variant name; a variant missing from an edition doesn't have it. */
const PRESETS: Record<Exclude<Edition, "current">, Record<string, EditionPreset>> = {
  "2007": {},
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

/**
 * 2004 draft 605: three to six players (605.1), seated at random (605.2), a random starting player (605.3,
 * as today), no range of influence (605.4: the range option is refused), the usual winning and losing
 * (605.5). 605 names no attack option, so the draft's general rules apply (306.3, 307.1): as combat begins
 * the active player chooses the opponent who is the defending player; 602 (attack multiple players) and
 * 604 (attack left or right, "used in free-for-all, melee and grand melee") may be asked for instead.
 */
function freeForAll2004(cfg: VariantConfig): void {
  cfg.maxPlayers = 6;
  cfg.randomSeating = true;
  cfg.rangeRefusedBy = "2004 draft 605.4";
  cfg.attack = "chosenDefender";
}

/**
 * 2004 draft 607: eleven or more players (607.1; ten or fewer play Free-for-All), seated at random (607.2),
 * range 1 (607.4) and attack left (607.6) as today; turn markers as today's 807.4a–d (607.7a–b), but a
 * departure removes the markers immediately to the departed players' right, the lowest-numbered first
 * (607.7c), and only the extra turns of a player whose turn it isn't wait for that player's next turn
 * (607.7d): a holder keeps the marker for an extra turn whatever is on their right.
 */
function grandMelee2004(cfg: VariantConfig): void {
  cfg.minPlayers = 11;
  cfg.defaultPlayers = 12;
  cfg.markerRemoval = "eachLowestFirst";
  cfg.extraTurnYieldsToMarkerOnRight = false;
}

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
