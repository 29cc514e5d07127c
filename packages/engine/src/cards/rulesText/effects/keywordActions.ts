/**
 * The keyword actions of 701 a card names by their keyword ("Surveil 2.", "When this creature enters, it
 * explores."); the reminder text Oracle prints after them is reminders.ts's. Scry (701.22) is with the
 * Undercity's effects (designations.ts).
 */
import type { Effect } from "../../types.ts";
import { imperativeClause, objectClause } from "../phrasing/clause.ts";
import { objectSubject } from "../phrasing/references.ts";
import type { EffectTexts } from "./family.ts";

/** The keyword actions of 701 a card names by their keyword, with the reminder text reminders.ts gives them. */
const KEYWORD_ACTIONS: readonly Effect["e"][] = [
  "scry",
  "surveil",
  "investigate",
  "proliferate",
  "populate",
  "bolster",
  "adapt",
  "explore",
  "connive",
];

/** Whether the effect is a keyword action of 701 named by its keyword ("Scry 2", "it explores"). */
export function isKeywordAction(e: Effect): boolean {
  return KEYWORD_ACTIONS.includes(e.e);
}

export const keywordActionTexts = {
  surveil: (_ctx, e) => imperativeClause(`surveil ${e.amount}`), // 701.25a
  investigate: () => imperativeClause("investigate"), // 701.16a
  proliferate: () => imperativeClause("proliferate"), // 701.34a
  populate: () => imperativeClause("populate"), // 701.36a
  bolster: (_ctx, e) => imperativeClause(`bolster ${e.amount}`), // 701.39a
  adapt: (_ctx, e) => imperativeClause(`adapt ${e.amount}`), // 701.46a
  // 701.44a: "it explores", "target creature you control explores".
  explore: (ctx, e) => objectClause(objectSubject(ctx, e.what).text, "explores", "explore"),
  // 701.50a: "it connives".
  connive: (ctx, e) => objectClause(objectSubject(ctx, e.what).text, "connives", "connive"),
} satisfies Partial<EffectTexts>;
