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
  "2007": {
    // 2007 CR 606: Two-Headed Giant.
    "two-headed-giant": (cfg, players) => {
      cfg.startingLife = 20 * (players / 2); // 606.4a: 40; 606.10: 20 times the team's players
      cfg.sharedPoison = false; // 606.5: only the life total is shared
      cfg.poisonToLose = 10; // so each player loses at ten poison counters (704.5c), and their team (606.8b)
      cfg.lifeShare = true; // 606.9a, 606.9c: an individual player's life total is their share
      cfg.teamLifeSetToSum = true; // 606.9b
      cfg.firstTurnDraw = "secondaryDraws"; // 606.6b
      cfg.mulligan = "paris"; // 606.6a: a hand of one fewer card each time, the first to seven
      cfg.teamLifeRestrictions = false; // 606.9: none of 810.9b, 810.9e–h
      cfg.attackTheTeam = true; // 606.7a–b
      cfg.otherOptions = false; // 606.2
    },
    // 2007 CR 607: Emperor — the same as 809 for teams of three (ranges 2 and 1, deploy, adjacent attacks, a
    // random emperor first); 607.6 leaves bigger teams' ranges "adjusted", which 809.6a's are.
    emperor: () => {},
    // 2007 CR 608: Grand Melee — 608.4e speaks only of a player whose turn it isn't (807.4j); 807.4i's
    // clause for a marker on the holder's right isn't there.
    "grand-melee": (cfg) => {
      cfg.extraTurnYieldsRight = false;
      cfg.markerDesignatedRepeatedly = false; // 608.4d
    },
    // 2007 CR 609: "Teams" — today's Alternating Teams (811, renamed in 2010), the same rules; 808's Team vs.
    // Team didn't exist yet.
    "alternating-teams": () => {},
  },
  "2004": {},
};

/** The editions a variant can be played in: "current", then the older ones that define it. */
export function editionsOf(variant: string): Edition[] {
  return ["current", ...EDITIONS.filter((e) => e !== "current" && PRESETS[e][variant] !== undefined)];
}

/** Sets `cfg` (the variant's current preset) to the edition's rules. */
export function applyEdition(variant: string, cfg: VariantConfig, players: number, edition: Edition): void {
  cfg.edition = edition;
  if (edition !== "current") PRESETS[edition][variant](cfg, players);
}
