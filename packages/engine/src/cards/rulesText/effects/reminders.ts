/**
 * The reminder text Oracle prints after a sentence of a keyword action (701: "Surveil 2. (Look at the top two
 * cards …)") or creating one predefined token (111.10: "Create a Food token. (It's an artifact with "{2}, {T},
 * Sacrifice this token: You gain 3 life.")"). A predefined token's reminder quotes its own ability, as the
 * ability generator writes it. Reminder texts as Oracle prints them on cards, checked 2026-12-06 against
 * Scryfall-fed card data in public repositories (Opt, Consider, Viscera Seer, Auspicious Arrival, Bake into a Pie,
 * Blightbelly Rat, Cenote Scout, Honor's Reward, Skitter Eel, Echo Inspector, Obscura Confluence, Wake the
 * Reflections); a dungeon room prints none (dungeon.ts takes them out). Where other effects' text comes between a
 * keyword action and its reminder, the reminder names the action ("(To surveil 2, look at …)", Notion Rain).
 */
import { CLUE } from "../../predefinedTokens.ts";
import type { CardDef, Effect, TokenSpec } from "../../types.ts";
import type { TextCtx } from "../phrasing/context.ts";
import { grantReminder, tokenKeywordReminder } from "../phrasing/keywords.ts";
import { objectSubject } from "../phrasing/references.ts";
import { numberWord, withArticle } from "../phrasing/words.ts";
import { isKeywordAction } from "./keywordActions.ts";

/** "two +1/+1 counters", "a +1/+1 counter". */
const plusOnes = (n: number): string => (n === 1 ? "a +1/+1 counter" : `${numberWord(n)} +1/+1 counters`);

/** "this creature" for the source itself, "that creature" for a target (701.44a, 701.50a). */
const theCreature = (what: "self" | { target: number }): string =>
  what === "self" ? "this creature" : "that creature";

/** 111.10: a predefined token — one with abilities and no power: "a Treasure token", not described. */
function isPredefined(t: TokenSpec): boolean {
  return t.abilities !== undefined && t.power === undefined;
}

/** 111.10: "It's an artifact with "{2}, Sacrifice this token: Draw a card."" — the token's ability quoted. */
function predefinedToken(ctx: TextCtx, t: TokenSpec): string {
  const def: CardDef = { id: "", name: "", token: true, types: t.types, abilities: t.abilities };
  const quoted = (t.abilities ?? []).map((a) => `"${ctx.quote(def, a)}"`).join(" and ");
  const abilities = ctx.def.tokenReminderArtifact ? quoted.replaceAll("this token", "this artifact") : quoted;
  return `It's ${withArticle(t.types.join(" ").toLowerCase())} with ${abilities}`;
}

/** A reminder text as Oracle prints it after a sentence: its body, without the parentheses. */
function reminderBody(ctx: TextCtx, e: Effect): string | undefined {
  switch (e.e) {
    case "scry": // 701.22a
      return e.amount === 1
        ? "Look at the top card of your library. You may put that card on the bottom."
        : `Look at the top ${numberWord(e.amount)} cards of your library, then put any number of them on the bottom and the rest on top in any order.`;
    case "surveil": // 701.25a
      return e.amount === 1
        ? "Look at the top card of your library. You may put it into your graveyard."
        : `Look at the top ${numberWord(e.amount)} cards of your library, then put any number of them into your graveyard and the rest on top of your library in any order.`;
    case "investigate": // 701.16a, 111.10f
      return `Create a Clue token. ${predefinedToken(ctx, CLUE)}`;
    case "createToken":
      return e.amount === 1 && isPredefined(e.token) && ctx.def.tokenReminder !== false
        ? predefinedToken(ctx, e.token)
        : undefined;
    case "unlessPays": // "… If they don't, you create a Treasure token. (It's an artifact with …)" (Smothering Tithe)
      return e.mayPay && e.effects.length === 1 ? reminderBody(ctx, e.effects[0]) : undefined;
    case "phaseOut": // 702.26 (Teferi's Protection)
      return e.reminder === true
        ? "While they're phased out, they're treated as though they don't exist. They phase in before you untap during your untap step."
        : undefined;
    case "proliferate": // 701.34a
      return "Choose any number of permanents and/or players, then give each another counter of each kind already there.";
    case "populate": // 701.36a
      return "Create a token that's a copy of a creature token you control.";
    case "bolster": // 701.39a
      return `Choose a creature with the least toughness among creatures you control and put ${plusOnes(e.amount)} on it.`;
    case "adapt": // 701.46a
      return `If this creature has no +1/+1 counters on it, put ${plusOnes(e.amount)} on it.`;
    case "explore": // 701.44a
      return `Reveal the top card of your library. Put that card into your hand if it's a land. Otherwise, put a +1/+1 counter on ${theCreature(e.what)}, then put the card back or put it into your graveyard.`;
    case "connive": // 701.50a
      return `Draw a card, then discard a card. If you discarded a nonland card, put a +1/+1 counter on ${theCreature(e.what)}.`;
    default:
      return undefined;
  }
}

/** A reminder text Oracle prints after a sentence, as it reads right after its effect and further on. */
export interface Reminder {
  /** "(Look at the top two cards of your library, …)": right after the effect. */
  next: string;
  /**
   * "(To scry 2, look at the top two cards …)": where the text of other effects comes between (Preordain's
   * "Scry 2, then draw a card. (To scry 2, …)", Notion Rain, Rootborn Defenses); the same as `next` but for
   * a keyword action's.
   */
  apart: string;
}

/**
 * The reminder text Oracle prints after a sentence with this effect, if any (a granted keyword's too);
 * `repeated`: the effect happens twice in a row, its reminder saying so ("… Then repeat this process.",
 * Jadelight Ranger). None for a keyword action where the card prints none (`keywordActionWording`, Magma Jet).
 */
export function reminderOf(ctx: TextCtx, e: Effect, repeated = false): Reminder | undefined {
  if (e.e === "grant") {
    // A granted evasion keyword or shroud: "(It can't be blocked …)", "(Each of those creatures …)".
    const text = grantReminder(e.keywords, objectSubject(ctx, e.what).plural).trim();
    return text === "" ? undefined : { next: text, apart: text };
  }
  if (e.e === "createToken" && ctx.def.keywordReminders === true && e.token.keywords !== undefined) {
    // The token's keywords, where the card keeps every keyword's reminder (Voice of the Woods).
    const text = tokenKeywordReminder(e.token.keywords, e.amount !== 1).trim();
    if (text !== "") return { next: text, apart: text };
  }
  const action = isKeywordAction(e);
  if (action && ctx.def.keywordActionWording?.reminder === false) return undefined;
  const found = reminderBody(ctx, e);
  if (found === undefined) return undefined;
  const body = repeated ? `${found} Then repeat this process.` : found;
  if (!action) return { next: `(${body})`, apart: `(${body})` };
  // "To scry 2, look at …", "To populate, create …".
  const words = "amount" in e ? `${e.e} ${e.amount}` : e.e;
  return { next: `(${body})`, apart: `(To ${words}, ${body[0].toLowerCase()}${body.slice(1)})` };
}
