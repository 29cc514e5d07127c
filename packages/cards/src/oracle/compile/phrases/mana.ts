/**
 * Mana costs in Oracle text (202, 118): a card's mana cost, an activated ability's (602.1a), a keyword's ("Cycling
 * {2/U}") and the mana of "unless … pays". Which symbols a cost may hold is the engine's to say (`isManaSymbol`):
 * {N}, {X}, {W}{U}{B}{R}{G}{C}, hybrid {W/U}, {2/W}, {C/W} (107.4e) and Phyrexian {W/P}, {G/U/P} (107.4f). The mana
 * an ability adds is read in abilities/mana.ts: it is never hybrid.
 */
import { isManaSymbol, phyrexianReminder, phyrexianSymbols } from "@roundtable/engine";
import { refuse } from "./refusal.ts";

/** A run of symbols in braces, as regular-expression source without a group: "{1}{G/P}", "{2/U}", "{S}". */
export const SYMBOLS = "(?:\\{[^{}]+\\})+";

const SYMBOL = /\{([^}]+)\}/g;

/** The cost, if each of its symbols is one a cost may hold; refuses the first that is not, naming it. */
export function manaCostOf(text: string): string {
  for (const [symbol, inside] of text.matchAll(SYMBOL))
    if (!isManaSymbol(inside)) refuse(symbol, "a mana symbol the engine cannot pay");
  return text;
}

/** The lines reminding of the Phyrexian symbols of the card's mana cost, which open its text (107.4f). */
export function costReminders(cost: string | undefined): string[] {
  return phyrexianSymbols(cost).map(phyrexianReminder);
}

/**
 * The line without the reminders of its cost's Phyrexian symbols at its end ("{R/P}: This creature gets +1/+0 until
 * end of turn. ({R/P} can be paid with either {R} or 2 life.)"), which the generator writes again where they belong:
 * the round trip checks that it does.
 */
export function withoutReminders(line: string): string {
  let rest = line;
  // The last symbol's reminder comes last.
  for (const reminder of phyrexianSymbols(line).map(phyrexianReminder).reverse())
    if (rest.endsWith(` ${reminder}`)) rest = rest.slice(0, -reminder.length - 1);
  return rest;
}
