/**
 * Editions of the multiplayer rules. Roundtable plays today's multiplayer rules (800–811) by default; the
 * older documents in the reference folder define the same variants differently, and each such variant
 * can be played as it was written: the 2004 draft multiplayer rules (600–611) and the 2007 Comprehensive
 * Rules (606–609). An edition is configuration, not a fork: its preset sets the fields of the variant's
 * configuration that say what that document's rules do differently, and the rules modules read those
 * fields, never the edition's name. The core rules (the turn, the stack, combat damage) stay today's.
 * docs/variants.md lists, per edition, each difference from today's rules with its rule numbers.
 */
import type { VariantConfig } from "./variants.ts";

export type Edition = "current" | "2007" | "2004";

export const EDITIONS: readonly Edition[] = ["current", "2007", "2004"];

/** What an older edition changes of a variant's current preset, for a table of `players`. */
type EditionPreset = (cfg: VariantConfig, players: number) => void;

/** Each older edition's presets, by variant name; a variant missing from an edition doesn't have it. */
const PRESETS: Record<Exclude<Edition, "current">, Record<string, EditionPreset>> = {
  "2007": {},
  "2004": {
    // 2004 draft 601: every 2004 variant with a range follows its range rules (the variant's helpers add
    // the rest of their 2004 rules to these presets).
    "free-for-all": range2004,
    melee: range2004,
  },
};

/** 2004 draft 601: the range of influence of the 2004 draft (VariantConfig.rangeRules). */
function range2004(cfg: VariantConfig): void {
  cfg.rangeRules = "2004";
}

/** The editions a variant can be played in: "current", then the older ones that define it. */
export function editionsOf(variant: string): Edition[] {
  return ["current", ...EDITIONS.filter((e) => e !== "current" && PRESETS[e][variant] !== undefined)];
}

/** Sets `cfg` (the variant's current preset) to the edition's rules. */
export function applyEdition(variant: string, cfg: VariantConfig, players: number, edition: Edition): void {
  cfg.edition = edition;
  if (edition !== "current") PRESETS[edition][variant](cfg, players);
}
