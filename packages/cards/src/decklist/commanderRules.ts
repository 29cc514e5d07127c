/**
 * 903.5: a Commander deck — exactly 100 cards with its commander (903.5a), one of each English name but
 * basic lands (903.5b), every card within the commander's colour identity (903.5c), lands with basic land
 * types only of its colours (903.5d), no sideboard (903.5e) — led by one commander, a legendary creature
 * card (903.3), or two partners (702.124: the identity is both commanders' combined, 702.124c), in the
 * list's Commander section. Brawl (903.12): 60 cards (903.12d), a legendary
 * planeswalker may lead (903.12c), and a colourless commander's deck may hold basic lands of one basic land
 * type (903.12e).
 */
import {
  type CardDb,
  type CardDef,
  type Color,
  colorIdentity,
  commandersIdentity,
  partnerProblem,
} from "@roundtable/engine";
import { anyNumber, type DeckProblem, total } from "./deckProblem.ts";
import type { DeckList } from "./types.ts";

/** 903.5d: the colour of mana each basic land type's intrinsic ability makes (305.6). */
const BASIC_TYPES: Record<string, Color> = {
  Plains: "W",
  Island: "U",
  Swamp: "B",
  Mountain: "R",
  Forest: "G",
};

const COLOR_NAMES: Record<Color, string> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };

function colorWords(cs: readonly Color[]): string {
  return cs.length === 0 ? "colourless" : cs.map((c) => COLOR_NAMES[c]).join(" and ");
}

/** The variant's deck size with the commander (903.5a, 903.12d) and whether planeswalkers may lead (903.12c). */
export interface CommanderDeckRules {
  size: number;
  walkers: boolean;
  /** 903.12e: a colourless commander's deck may hold basic lands of one basic land type. */
  oneBasicType: boolean;
}

/** The deck's commander, or its two partners (702.124), each a legendary creature card (903.3); null if not. */
function commandersOf(
  deck: DeckList,
  db: CardDb,
  problems: DeckProblem[],
  walkers: boolean,
): CardDef[] | null {
  const listed = deck.commander.flatMap((c) =>
    db.get(c.id) === undefined ? [] : new Array<CardDef>(c.count).fill(db.get(c.id)!),
  );
  if (listed.length === 0) {
    problems.push({
      code: "no-commander",
      message: "the deck has no commander: name it in a Commander section (903.3)",
    });
    return null;
  }
  if (listed.length > 2) {
    problems.push({
      code: "not-a-commander",
      message: `${listed.map((d) => d.name).join(", ")}: a deck has one commander, or two with partner (702.124g)`,
    });
    return null;
  }
  for (const def of listed) {
    const legendary = (def.supertypes ?? []).includes("Legendary");
    if (legendary && (def.types.includes("Creature") || (walkers && def.types.includes("Planeswalker"))))
      continue;
    problems.push({
      code: "not-a-commander",
      message: `${def.name} can't be a commander: it isn't a legendary creature${walkers ? " or planeswalker" : ""} card (903.3${walkers ? ", 903.12c" : ""})`,
      card: def.name,
    });
    return null;
  }
  const problem = listed.length === 2 ? partnerProblem(listed[0], listed[1]) : null;
  if (problem !== null) {
    problems.push({ code: "not-a-commander", message: problem });
    return null;
  }
  return listed;
}

/** Every reason the deck can't be played as a Commander deck (903.5); none for a legal one. */
export function commanderDeckProblems(deck: DeckList, db: CardDb, rules: CommanderDeckRules): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const commanders = commandersOf(deck, db, problems, rules.walkers);
  const size = total(deck.main) + total(deck.commander);
  if (size !== rules.size)
    problems.push({
      code: size < rules.size ? "too-few-cards" : "too-many-cards",
      message: `the deck has ${size} cards with its commander: exactly ${rules.size} in ${rules.size === 100 ? "Commander (903.5a)" : "Brawl (903.12d)"}`,
    });
  const sideboard =
    total(deck.sideboard) + total(deck.companion.filter((c) => !deck.sideboard.some((s) => s.id === c.id)));
  if (sideboard > 0)
    problems.push({
      code: "sideboard-too-big",
      message: `the sideboard has ${sideboard} cards: Commander games use no sideboard (903.5e)`,
    });
  // 702.124c: with two commanders, their combined colour identity.
  const identity = commanders === null ? null : commandersIdentity(commanders);
  const leader = commanders?.map((d) => d.name).join(" and ") ?? "";
  const copies = new Map<string, number>();
  for (const c of [...deck.main, ...deck.commander]) copies.set(c.id, (copies.get(c.id) ?? 0) + c.count);
  for (const [id, n] of copies) {
    const def = db.get(id);
    if (def === undefined) continue; // an unknown id: the common card checks name it
    if (n > 1 && !anyNumber(def))
      problems.push({
        code: "too-many-copies",
        message: `${n} copies of ${def.name}: one of each card but basic lands in Commander (903.5b)`,
        card: def.name,
      });
    if (identity === null || commanders === null || commanders.some((d) => d.id === def.id)) continue;
    const outside = colorIdentity(def).filter((c) => !identity.includes(c));
    if (outside.length > 0)
      problems.push({
        code: "outside-color-identity",
        message: `${def.name} is ${colorWords(outside)}, outside ${leader}'s colour identity (${colorWords(identity)}, 903.5c)`,
        card: def.name,
      });
    const landColors = (def.subtypes ?? []).flatMap((t) =>
      BASIC_TYPES[t] === undefined ? [] : [BASIC_TYPES[t]],
    );
    // 903.12e: a colourless Brawl commander's deck may hold basic lands of one basic land type.
    if (rules.oneBasicType && identity.length === 0 && (def.supertypes ?? []).includes("Basic")) continue;
    const offColors = landColors.filter((c) => !identity.includes(c));
    if (offColors.length > 0)
      problems.push({
        code: "outside-color-identity",
        message: `${def.name} can make ${colorWords(offColors)} mana (its basic land types), outside ${leader}'s colour identity (903.5d)`,
        card: def.name,
      });
  }
  if (rules.oneBasicType && identity !== null && identity.length === 0) {
    const types = new Set(
      [...copies.keys()].flatMap((id) => {
        const def = db.get(id);
        if (def === undefined || !(def.supertypes ?? []).includes("Basic")) return [];
        return (def.subtypes ?? []).filter((t) => BASIC_TYPES[t] !== undefined);
      }),
    );
    if (types.size > 1)
      problems.push({
        code: "outside-color-identity",
        message: `basic lands of ${types.size} basic land types (${[...types].join(", ")}): a colourless commander's deck may hold one (903.12e)`,
      });
  }
  return problems;
}
