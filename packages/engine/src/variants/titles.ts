/**
 * How players read each variant's name: as the rules write it ("Two-Headed Giant"), where the presets
 * (presets.ts) and the options know it by its id ("two-headed-giant"). The one list of titles, for every
 * message and page that names a variant to players — the deck checks of packages/cards, the create form
 * and lobby of the web table (through packages/protocol). Data only, importing nothing, so that the web
 * table may bundle it without the rules.
 */

/** Each variant of the presets by its name in the rules; presets.ts has a preset for each and no other. */
const VARIANT_TITLES = {
  duel: "Duel", // 100.1a: a two-player game
  "free-for-all": "Free-for-All", // 806
  commander: "Commander", // 903
  brawl: "Brawl", // 903.12, the Brawl option
  vanguard: "Vanguard", // 902
  melee: "Melee", // 2004 draft 606, the Melee format
  pentagon: "Pentagon", // 2004 draft 611, the Pentagon format
  "team-vs-team": "Team vs. Team", // 808
  emperor: "Emperor", // 809
  "emperor-classic": "Emperor (classic, with territories)", // the classic Emperor article
  "two-headed-giant": "Two-Headed Giant", // 810
  archenemy: "Archenemy", // 904
  "supervillain-rumble": "Supervillain Rumble", // 904.12, the Supervillain Rumble option
  planechase: "Planechase", // 901
  "grand-melee": "Grand Melee", // 807
  "alternating-teams": "Alternating Teams", // 811
} as const;

/** A named variant's id: "two-headed-giant" (the presets' keys, `VARIANT_NAMES`). */
export type VariantName = keyof typeof VARIANT_TITLES;

/** "Two-Headed Giant" for "two-headed-giant"; a name that is no variant's stays as it is. */
export function variantTitle(variant: string): string {
  return Object.hasOwn(VARIANT_TITLES, variant) ? VARIANT_TITLES[variant as VariantName] : variant;
}
