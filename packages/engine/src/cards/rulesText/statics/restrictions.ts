/**
 * Static abilities that forbid an action: countering (113.6g), activating (602.5), untapping (502.3),
 * getting or putting counters (122.1f, 122.6).
 */
import { numberWord } from "../phrasing/words.ts";
import type { StaticTexts } from "./family.ts";

export const restrictionStaticTexts = {
  cantBeCountered: () => "This spell can't be countered.",
  // Pithing Needle.
  chosenNameCantActivate: () =>
    "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.",
  // Dovin Baan's emblem; "more than one permanent" for a limit of one.
  opponentsUntapLimit: (_def, s) =>
    `Your opponents can't untap more than ${numberWord(s.n)} permanent${s.n === 1 ? "" : "s"} during their untap steps.`,
  // 122.1f, 122.6 (Melira, Sylvok Outcast).
  cantGetPoison: () => "You can't get poison counters.",
  noMinusCountersOnCreatures: () => "Creatures you control can't have -1/-1 counters put on them.",
} satisfies Partial<StaticTexts>;
