/**
 * Tokens (111): "create a 1/1 white Soldier creature token", "Each opponent creates two 2/2 black Zombie creature
 * tokens.", "create a 2/2 green Wolf creature token for each time it was kicked" (702.33c–e), and the predefined
 * "create a Treasure token." (111.10a) and "Create a Food token." (111.10b; their reminder text is the
 * generator's: sentences.ts).
 */
import type { CardType, Color, TokenSpec } from "@roundtable/engine";
import { FOOD, TREASURE } from "../../../predefinedTokens.ts";
import { keywordList } from "../phrases/keywords.ts";
import { withoutKickCount } from "../phrases/kicks.ts";
import { refuse } from "../phrases/refusal.ts";
import { SUBTYPES } from "../phrases/subtypes.ts";
import { numberOf } from "../phrases/text.ts";
import { actor, type ClauseReader, splitAtVerb } from "./clause.ts";

const COLORS: Record<string, Color> = { white: "W", blue: "U", black: "B", red: "R", green: "G" };

function colorsOf(phrase: string): Color[] {
  if (phrase === "colorless") return [];
  return phrase.split(/, and |, | and /).map((w) => COLORS[w] ?? refuse(w, "not a colour"));
}

/** The predefined tokens (111.10) the compiler reads by name: "a Treasure token", "a Food token". */
const PREDEFINED: Readonly<Record<string, TokenSpec>> = {
  "a Treasure token": TREASURE,
  "a Food token": FOOD,
};

const create: ClauseReader = (scope, clause) => {
  const s = splitAtVerb(clause, ["creates", "create"]);
  if (!s) return undefined;
  const predefined = PREDEFINED[s.rest];
  if (predefined) {
    const who = actor(scope, s.subject);
    return [
      { e: "createToken", token: structuredClone(predefined), amount: 1, ...(who === "you" ? {} : { who }) },
    ];
  }
  // 702.33c–e: "create a 2/2 green Wolf creature token for each time it was kicked" (Wolfbriar Elemental).
  const perKick = withoutKickCount(scope, s.rest);
  const m = (perKick ?? s.rest).match(
    /^(\w+) (\d+)\/(\d+) ((?:white|blue|black|red|green|colorless)(?:(?:,| and|, and) (?:white|blue|black|red|green))*) ((?:[A-Z][a-z]+ )+)((?:artifact )?creature) tokens?(?: with (.+))?$/,
  );
  if (!m) return refuse(perKick ?? s.rest, "not a token the compiler knows");
  const n = m[1] === "X" ? "X" : (numberOf(m[1]) ?? refuse(m[1], "not a number"));
  if (perKick !== undefined && n !== 1) refuse(m[1], "not one token for each time it was kicked");
  const amount = perKick === undefined ? n : { perKick: 1 };
  const subtypes = m[5].trim().split(" ");
  for (const t of subtypes) if (!SUBTYPES.has(t)) refuse(t, "not a creature type");
  const token: TokenSpec = {
    types: m[6].split(" ").map((w) => (w === "artifact" ? "Artifact" : "Creature") as CardType),
    subtypes,
    colors: colorsOf(m[4]),
    power: Number(m[2]),
    toughness: Number(m[3]),
    ...(m[7] !== undefined ? { keywords: keywordList(m[7], "and") } : {}),
  };
  const who = actor(scope, s.subject);
  return [{ e: "createToken", token, amount, ...(who === "you" ? {} : { who }) }];
};

export const tokenReaders: readonly ClauseReader[] = [create];
