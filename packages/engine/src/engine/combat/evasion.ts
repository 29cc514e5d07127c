/**
 * The blocking restrictions between one blocking creature and one attacking creature (509.1b): the evasion
 * keywords — flying and reach (702.9b, 702.17b), fear (702.36b), intimidate (702.13b), shadow (702.28b),
 * horsemanship (702.31b), skulk (702.118b), landwalk (702.14c) — protection (702.16f) and "can't be blocked
 * by …" (Juggernaut). Restrictions on the declaration as a whole (menace, 702.111b) are combat.ts's
 * `blockDeclarationProblem`. Several instances of one of these keywords are redundant (702.9c, 702.36c,
 * 702.13c, 702.28c, 702.31c, 702.118c): each is read as "has it or not".
 */

import { flatMapOf } from "../../arrays.ts";
import type { Keyword } from "../../cards/types.ts";
import type { GameObject, PlayerId } from "../../state.ts";
import { permanentsOf } from "../characteristics/battlefieldIndex.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { filterAccepts } from "../characteristics/filter.ts";
import type { Ctx } from "../context/ctx.ts";
import { cantBeBlocked } from "./cantBeBlocked.ts";

/**
 * What the evasion keywords read of a creature: its characteristics as they are as blockers are declared
 * (after the layers, 613). A permanent's characteristics and a view's permanent both have these.
 */
export interface EvasionFacts {
  readonly keywords: readonly string[];
  readonly colors: readonly string[];
  readonly types: readonly string[];
  readonly power: number | null;
}

/**
 * Whether the evasion keywords of the two creatures let `blocker` block `attacker`: flying (702.9b: only by
 * creatures with flying and/or reach), fear (702.36b: only by artifact and/or black creatures), intimidate
 * (702.13b: only by artifact creatures and/or creatures sharing a colour with it — so a colourless attacker
 * only by artifact creatures), shadow (702.28b: a creature with shadow blocks and is blocked only by creatures
 * with shadow), horsemanship (702.31b: only by creatures with horsemanship; it may itself block any creature)
 * and skulk (702.118b: not by creatures with greater power). Landwalk depends on the defending player's lands
 * (`canBlockAttacker`).
 */
export function evasionAllowsBlock(blocker: EvasionFacts, attacker: EvasionFacts): boolean {
  const a = attacker.keywords;
  const b = blocker.keywords;
  const artifact = blocker.types.includes("Artifact");
  if (a.includes("flying") && !b.includes("flying") && !b.includes("reach")) return false;
  if (a.includes("fear") && !artifact && !blocker.colors.includes("B")) return false;
  if (a.includes("intimidate") && !artifact && !blocker.colors.some((c) => attacker.colors.includes(c)))
    return false;
  if (a.includes("shadow") !== b.includes("shadow")) return false;
  if (a.includes("horsemanship") && !b.includes("horsemanship")) return false;
  if (a.includes("skulk") && (blocker.power ?? 0) > (attacker.power ?? 0)) return false;
  return true;
}

/** 702.14c: the land type each landwalk ability names. */
const LANDWALK: Partial<Record<Keyword, string>> = {
  plainswalk: "Plains",
  islandwalk: "Island",
  swampwalk: "Swamp",
  mountainwalk: "Mountain",
  forestwalk: "Forest",
};

/**
 * 702.14c: a creature with landwalk can't be blocked as long as the defending player controls a land of
 * that type. 802.2a: with several defending players, that is the player this creature attacks (or whose
 * planeswalker it attacks), whatever lands the other defending players control.
 */
function landwalkUnblockable(g: Ctx, keywords: readonly Keyword[], defending: PlayerId): boolean {
  const types = flatMapOf(keywords, (k) => LANDWALK[k] ?? []);
  if (types.length === 0) return false;
  return permanentsOf(g.s, defending).some((id) => {
    const o = g.s.objects[id];
    const ch = characteristics(g.db, g.s, o);
    return ch.types.includes("Land") && types.some((t) => ch.subtypes.includes(t));
  });
}

/**
 * Whether `blocker` may block `attacker`, which attacks `defending` or their planeswalker (509.1a–b): an
 * effect saying it can't be blocked (cantBeBlocked.ts), the evasion keywords (`evasionAllowsBlock`), landwalk
 * (702.14c), protection (702.16f: not blocked by creatures of that colour) and "can't be blocked by …"
 * (Juggernaut).
 */
export function canBlockAttacker(
  g: Ctx,
  blocker: GameObject,
  attacker: GameObject,
  defending: PlayerId,
): boolean {
  if (cantBeBlocked(g.s, attacker.id)) return false; // Rogue's Passage
  const ach = characteristics(g.db, g.s, attacker);
  const bch = characteristics(g.db, g.s, blocker);
  if (!evasionAllowsBlock(bch, ach)) return false;
  if (landwalkUnblockable(g, ach.keywords, defending)) return false;
  if (bch.colors.some((c) => ach.protections.includes(c))) return false;
  for (const ab of ach.abilities)
    if (
      ab.kind === "static" &&
      ab.effect.s === "cantBeBlockedBy" &&
      filterAccepts(g.s, bch, blocker, ab.effect.filter, attacker.controller)
    )
      return false;
  return true;
}
