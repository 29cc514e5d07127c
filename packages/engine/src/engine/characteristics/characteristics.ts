/**
 * Characteristics of an object (109.3): the printed values, and for permanents the result of the layer
 * system (layers.ts) plus counters (613.4c) and switching (613.4d). Never computed by mutating the card.
 */
import type { CardDb } from "../../cards/types.ts";
import { countersOf } from "../../objectFields.ts";
import type { GameObject, GameState } from "../../state.ts";
import { teamLifeRestricted } from "../players/lifeShare.ts";
import { battlefieldIndex, permanentsOf, permanentsWith } from "./battlefieldIndex.ts";
import { filterAccepts } from "./filter.ts";
import { graveyardCount } from "./graveyardCounts.ts";
import { layered } from "./layers.ts";
import { type Characteristics, cardsInLayers, printed } from "./printed.ts";

export type { Characteristics } from "./printed.ts";

/** The characteristics of an object (the result may be shared: never mutate it). */
export function characteristics(db: CardDb, s: GameState, o: GameObject): Characteristics {
  if (o.zone !== "battlefield" && o.zone !== "stack") return definedElsewhere(db, s, o);
  const l =
    layered(db, s).get(o.id) ?? (o.zone === "stack" ? definedElsewhere(db, s, o) : printed(db, o.card));
  const switched = "switched" in l && l.switched;
  const walker = l.types.includes("Planeswalker");
  // Most permanents have no counters (the field is absent then: objectFields.ts).
  if (o.counters === undefined && !walker && !switched) return l;
  const plus = countersOf(o, "+1/+1");
  const minus = countersOf(o, "-1/-1");
  if (plus === 0 && minus === 0 && !walker && !switched) return l;
  let power = l.power === null ? null : l.power + plus - minus;
  let toughness = l.toughness === null ? null : l.toughness + plus - minus;
  if (switched) [power, toughness] = [toughness, power];
  return { ...l, power, toughness, loyalty: walker ? countersOf(o, "loyalty") : null };
}

/**
 * 604.3: a characteristic-defining ability functions everywhere, not only on the battlefield (where the layer
 * system applies it, 613.4a): Tarmogoyf in a hand, a graveyard or a library, or as a spell, has the power and
 * toughness it defines. A card outside the battlefield and the stack has no controller: its owner's point of
 * view is used (108.4a). Counted as the battlefield's permanents are (with the layers applied) and the
 * graveyards within range (graveyardCounts.ts); otherwise the printed characteristics.
 */
function definedElsewhere(db: CardDb, s: GameState, o: GameObject): Characteristics {
  const p = printed(db, o.card);
  const cda = db.get(o.card)?.cda;
  if (cda === undefined) return p;
  const you = o.zone === "stack" ? o.controller : o.owner;
  let n = 0;
  if (cda.count.zone === "graveyard") n = graveyardCount(db, s, cda, you);
  else
    for (const ids of cda.count.controller === "you"
      ? [permanentsOf(s, you)]
      : battlefieldIndex(s).byController.values())
      for (const id of ids) {
        const other = s.objects[id];
        if (filterAccepts(s, characteristics(db, s, other), other, cda.count, you)) n++;
      }
  return { ...p, power: n, toughness: n + (cda.toughnessPlus ?? 0) };
}

/** Whether a static ability on the battlefield says `o` can't attack or block (Pacifism) or can't block. */
export function hasRestriction(db: CardDb, s: GameState, o: GameObject, what: "attack" | "block"): boolean {
  for (const id of permanentsWith(s, cardsInLayers(db))) {
    const src = s.objects[id];
    if (src.attachedTo !== o.id && src.id !== o.id) continue; // the only sources that can say so (below)
    for (const a of characteristics(db, s, src).abilities) {
      if (a.kind !== "static") continue;
      const e = a.effect;
      if (e.s === "cantAttackOrBlock" && src.attachedTo === o.id) return true;
      if (what === "block" && e.s === "cantBlock" && src.id === o.id) return true;
    }
  }
  return false;
}

/**
 * 113.6g: whether `o` is a spell with "This spell can't be countered." — an ability that functions on the
 * stack. 101.2: an effect that would counter it does nothing to it; it is still a legal target (the
 * Oracle rulings of Supreme Verdict), and the rest of that effect happens.
 */
export function cantBeCountered(db: CardDb, s: GameState, o: GameObject): boolean {
  return (
    o.zone === "stack" &&
    o.stack?.kind === "spell" &&
    characteristics(db, s, o).abilities.some((a) => a.kind === "static" && a.effect.s === "cantBeCountered")
  );
}

/**
 * Whether a permanent controlled by p has the static ability `which` (Platinum Angel). 810.8a (2004 draft
 * 609.5b): "you can't lose" (and Transcendence's "you don't lose for having 0 or less life", E26) protects p
 * when any player of p's team controls it.
 */
export function controlsStatic(
  db: CardDb,
  s: GameState,
  p: number,
  which:
    | "cantLose"
    | "opponentsCantWin"
    | "drawFromEmptyWins"
    | "noLoseForLife"
    | "lifeCantChange"
    | "cantGetPoison"
    | "noMinusCountersOnCreatures"
    | "playerHexproof"
    | "castAsThoughFlash",
): boolean {
  const statics = cardsInLayers(db);
  const teams = s.config.teams;
  // 810.9g–h: with a shared life total, "your life total can't change" holds for the whole team.
  const team =
    teams !== null &&
    ((s.config.teamCantLose === true && (which === "cantLose" || which === "noLoseForLife")) ||
      (teamLifeRestricted(s) && which === "lifeCantChange"));
  for (const id of permanentsWith(s, statics)) {
    const src = s.objects[id];
    if (src.controller !== p && !(team && teams[src.controller] === teams[p])) continue;
    if (characteristics(db, s, src).abilities.some((a) => a.kind === "static" && a.effect.s === which))
      return true;
  }
  return false;
}
