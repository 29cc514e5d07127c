/**
 * "Becomes" (611.2, the layers of 613): "Target spell or permanent becomes blue until end of turn." (layer 5), "This
 * enchantment becomes a 4/4 Phyrexian Horror creature with flying." (layers 4, 6 and 7b).
 */
import type { CardType, Color, Duration, Modification } from "@roundtable/engine";
import { keywordList } from "../phrases/keywords.ts";
import { subjectOf } from "../phrases/refs.ts";
import { refuse } from "../phrases/refusal.ts";
import { SUBTYPES } from "../phrases/subtypes.ts";
import type { ClauseReader } from "./clause.ts";

const COLORS: Record<string, Color> = { white: "W", blue: "U", black: "B", red: "R", green: "G" };

/** "a 4/4 Phyrexian Horror creature [in addition to its other types] [with flying]", or a colour. */
function modsOf(noun: string): Modification[] {
  const color = COLORS[noun];
  if (color) return [{ m: "colors", colors: [color] }];
  const m = noun.match(
    /^an? (\d+)\/(\d+) ((?:[A-Z][a-z]+ )*)(artifact creature|creature)( in addition to its other types)?(?: with (.+))?$/,
  );
  if (!m) return refuse(noun, "not a change the compiler knows");
  const subtypes = m[3].trim() === "" ? [] : m[3].trim().split(" ");
  for (const t of subtypes) if (!SUBTYPES.has(t)) refuse(t, "not a creature type");
  const types: CardType[] = m[4] === "creature" ? ["Creature"] : ["Artifact", "Creature"];
  return [
    { m: "types", types, ...(subtypes.length > 0 ? { subtypes } : {}), ...(m[5] ? {} : { replace: true }) },
    { m: "setPT", power: Number(m[1]), toughness: Number(m[2]) },
    ...(m[6] !== undefined ? [{ m: "keywords" as const, keywords: keywordList(m[6], "and") }] : []),
  ];
}

const become: ClauseReader = (scope, clause) => {
  const m = clause.match(/^(.+?) (?:becomes|become) (.+?)( until end of turn)?$/);
  if (!m) return undefined;
  const duration: Duration = m[3] ? "endOfTurn" : "indefinitely";
  return [{ e: "become", what: subjectOf(scope, m[1]), mods: modsOf(m[2]), duration }];
};

export const becomeReaders: readonly ClauseReader[] = [become];
