/**
 * 601.2f: the generic mana a spell's total cost gains or loses from increases and reductions, one number for
 * casting (cast.ts) and for whether it can be cast (castable.ts):
 *
 * - 903.8: the commander tax, {2} more for each earlier cast of that commander from the command zone;
 * - 702.125a: undaunted, "This spell costs {1} less to cast for each opponent you have." — each instance
 *   (702.125c);
 * - "This spell costs {1} less to cast for each creature on the battlefield." (Blasphemous Act): the spell's
 *   static ability (`costsLessForEach`), counting the permanents as it is cast;
 * - "This spell costs {3} less to cast if …" (Bolt Bend): `costsLessIf` (conditionalReduction.ts).
 * A reduction lowers only the generic part, never below {0} (601.2f; concreteCost).
 *
 * Which opponents undaunted counts: 702.125b leaves out the players who have left the game. Under a limited
 * range of influence (801) our reading is that it counts only the opponents within the caster's range:
 * how many opponents the caster has is information from the game, and a spell gets only the information
 * within its controller's range (801.11) — the same reading as "each opponent" elsewhere (players.ts:
 * `opponentsInRange`). 801.10 alone wouldn't decide it (undaunted affects the spell, not those players). By the
 * same rule a spell that counts permanents "on the battlefield" sees only those within the caster's range
 * (targets.ts: `permanentsMatching`).
 */
import type { CardDb, CardDef } from "../../cards/types.ts";
import type { GameObject, PlayerId } from "../../state.ts";
import { cardsWhere } from "../characteristics/cardSets.ts";
import type { Ctx } from "../context/ctx.ts";
import { commanderTax } from "../players/commanders.ts";
import { opponentsInRange } from "../players/players.ts";
import { permanentsMatching } from "../targets/targets.ts";
import { conditionalReduction } from "./conditionalReduction.ts";

/** 702.125a, 702.125c: {1} less for each opponent, once per instance of undaunted the card has. */
export function undauntedReduction(g: Ctx, p: PlayerId, def: CardDef): number {
  // Asked of every card in hand at every priority check: nothing is made for a card without undaunted.
  const keywords = def.keywords;
  if (keywords === undefined || !keywords.includes("undaunted")) return 0;
  let instances = 0;
  for (const k of keywords) if (k === "undaunted") instances++;
  return instances * opponentsInRange(g.s, p).length;
}

/** The cards with a `costsLessForEach` ability (Blasphemous Act). */
function countReducedCards(db: CardDb): Set<string> {
  return cardsWhere(db, "costsLessForEach", (def) =>
    (def.abilities ?? []).some((a) => a.kind === "static" && a.effect.s === "costsLessForEach"),
  );
}

/**
 * 601.2f: {1} less for each permanent matching a `costsLessForEach` ability of the card (801.11: within `p`'s range
 * of influence), counted as the spell is cast.
 */
function countReduction(g: Ctx, p: PlayerId, def: CardDef): number {
  if (!countReducedCards(g.db).has(def.id)) return 0; // nearly every card: asked at every castable check
  let n = 0;
  for (const a of def.abilities ?? [])
    if (a.kind === "static" && a.effect.s === "costsLessForEach")
      n += permanentsMatching(g, a.effect.count, p).length;
  return n;
}

/**
 * The generic mana added to (or, negative, taken from) the cost of casting `o` (from its zone) by `p`: the
 * commander tax (903.8) minus undaunted's reduction (702.125a), a count's (Blasphemous Act) and a condition's (Bolt
 * Bend). All only change generic mana (601.2f).
 */
export function genericCostChange(
  g: Ctx,
  p: PlayerId,
  o: GameObject,
  def: CardDef,
  fromCommand: boolean,
): number {
  const tax = fromCommand ? commanderTax(g.s.players[p], o.card) : 0;
  return tax - undauntedReduction(g, p, def) - countReduction(g, p, def) - conditionalReduction(g, p, o, def);
}
