/**
 * The triggered abilities permanents have because a static ability grants them in quotes (613.1f: "Sliver
 * creatures you control have "Whenever this creature attacks, …"", a lieutenant's "… and has "…""). The layers
 * add them to the permanents' abilities in layer 6, in timestamp order with the effects that remove abilities
 * (613.7), so they are read from the characteristics. Each is the permanent's own (113.7): it triggers from it
 * and its controller controls it (603.3a), and each instance triggers (113.2c). A trigger names the granting
 * card and the ability's number there (cards/grants.ts).
 *
 * Most games have no grant at all: then nothing is looked for (one look at which cards are out).
 */
import { GRANTED_INDEX, grantsOf, type TriggeredAbility } from "../../cards/grants.ts";
import type { Ability, CardDb, TriggerWhen } from "../../cards/types.ts";
import type { GameObject, GameState, ObjId } from "../../state.ts";
import { cardsGrantingOn, grantingCards, PerDb } from "./cardSets.ts";
import { layered, staticsFunctionFor } from "./layers.ts";

/** A granted triggered ability a permanent has, and where it is written: its granting card and number there. */
export interface GrantedTrigger {
  ability: TriggeredAbility;
  card: string;
  index: number;
}

const written = new PerDb<Ability, { card: string; index: number }>();

/** Where each granted ability of the database is written (the first card, should two share one). */
function writtenIn(db: CardDb): Map<Ability, { card: string; index: number }> {
  const map = written.for(db);
  if (map.size === 0)
    for (const card of grantingCards(db))
      grantsOf(db.get(card)!).forEach((g, n) => {
        if (!map.has(g.ability)) map.set(g.ability, { card, index: GRANTED_INDEX + n });
      });
  return map;
}

const NONE: readonly GrantedTrigger[] = [];

/** The granted triggered abilities permanent `o` has now, one entry for each instance. */
export function grantedTriggersOf(db: CardDb, s: GameState, o: GameObject): readonly GrantedTrigger[] {
  if (s.objects[o.id]?.zone !== "battlefield" || !staticsFunctionFor(db, s, grantingCards(db))) return NONE;
  const ch = layered(db, s).get(o.id);
  return ch === undefined ? NONE : grantedAmong(db, o.card, ch.abilities);
}

/**
 * The granted triggered abilities among `abilities`, those of a permanent of card `card`: its characteristics
 * now, or as it last existed on the battlefield (603.10a: a leaves-the-battlefield ability looks back).
 */
export function grantedAmong(
  db: CardDb,
  card: string,
  abilities: readonly Ability[],
): readonly GrantedTrigger[] {
  const own = db.get(card)?.abilities ?? [];
  const where = writtenIn(db);
  const out: GrantedTrigger[] = [];
  for (const a of abilities) {
    const at = where.get(a);
    if (at !== undefined && !own.includes(a)) out.push({ ability: a as TriggeredAbility, ...at });
  }
  return out.length === 0 ? NONE : out;
}

/** The permanents with a granted ability that triggers on events of kind `on`, in battlefield order. */
export function grantedHolders(db: CardDb, s: GameState, on: TriggerWhen["on"]): ObjId[] {
  if (!staticsFunctionFor(db, s, cardsGrantingOn(db, on))) return [];
  const where = writtenIn(db);
  const out: ObjId[] = [];
  for (const [id, ch] of layered(db, s))
    if (
      s.objects[id]?.zone === "battlefield" &&
      ch.abilities.some((a) => a.kind === "triggered" && a.when.on === on && where.has(a))
    )
      out.push(id);
  return out.sort((x, y) => x - y);
}
