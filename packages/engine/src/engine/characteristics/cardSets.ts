/**
 * Card ids whose definitions have some property, worked out once per card database: the quick filters that
 * let a rule skip every permanent whose card can't concern it (no triggered ability, no static ability that
 * applies in the layers, no control-changing ability, …).
 */
import { grantsOf } from "../../cards/grants.ts";
import { allAbilities } from "../../cards/keywords.ts";
import type { CardDb, CardDef, TriggerWhen } from "../../cards/types.ts";

/**
 * A map kept for each card database, beside it (a WeakMap), made empty when first asked for. A game asks
 * with one database thousands of times a decision, so the last one asked for is kept at hand.
 */
export class PerDb<K, V> {
  private readonly maps = new WeakMap<CardDb, Map<K, V>>();
  private lastDb: CardDb | undefined;
  private lastMap: Map<K, V> | undefined;

  for(db: CardDb): Map<K, V> {
    if (db === this.lastDb && this.lastMap !== undefined) return this.lastMap;
    let map = this.maps.get(db);
    if (map === undefined) {
      map = new Map();
      this.maps.set(db, map);
    }
    this.lastDb = db;
    this.lastMap = map;
    return map;
  }
}

const byDb = new PerDb<string, Set<string>>();

/** The ids of the cards of `db` for which `test` holds; `key` names the property (one set per key). */
export function cardsWhere(
  db: CardDb,
  key: string,
  test: (def: CardDef, id: string) => boolean,
): Set<string> {
  const sets = byDb.for(db);
  let set = sets.get(key);
  if (set === undefined) {
    set = new Set();
    for (const [id, def] of db) if (test(def, id)) set.add(id);
    sets.set(key, set);
  }
  return set;
}

/** The cards with a triggered ability: only their permanents can trigger (triggers.ts). */
export function triggeringCards(db: CardDb): Set<string> {
  return cardsWhere(db, "triggered", (def) => allAbilities(def).some((a) => a.kind === "triggered"));
}

const byEvent = new PerDb<TriggerWhen["on"], Set<string>>();

/**
 * The cards with an ability that triggers on events of one kind ("whenever another creature leaves …").
 * Asked at every event, so looked up by the kind itself rather than by a key string made at each call.
 */
export function cardsTriggeringOn(db: CardDb, on: TriggerWhen["on"]): Set<string> {
  const sets = byEvent.for(db);
  let set = sets.get(on);
  if (set === undefined) {
    set = cardsWhere(db, `triggered:${on}`, (def) =>
      allAbilities(def).some((a) => a.kind === "triggered" && a.when.on === on),
    );
    sets.set(on, set);
  }
  return set;
}

const grantingByEvent = new PerDb<TriggerWhen["on"], Set<string>>();

/**
 * The cards whose static abilities grant an ability that triggers on events of one kind (613.1f: "Sliver
 * creatures you control have "Whenever this creature attacks, …""): the objects that have it are found from
 * these (characteristics/grantedTriggers.ts). Looked up by the kind itself, as `cardsTriggeringOn` is.
 */
export function cardsGrantingOn(db: CardDb, on: TriggerWhen["on"]): Set<string> {
  const sets = grantingByEvent.for(db);
  let set = sets.get(on);
  if (set === undefined) {
    set = cardsWhere(db, `granting:${on}`, (def) => grantsOf(def).some((g) => g.ability.when.on === on));
    sets.set(on, set);
  }
  return set;
}

/** The cards whose static abilities grant a triggered ability, whatever it triggers on. */
export function grantingCards(db: CardDb): Set<string> {
  return cardsWhere(db, "granting", (def) => grantsOf(def).length > 0);
}

/**
 * Land cards, as printed. A card in a hand or a command zone has its printed characteristics
 * (characteristics.ts), so for those this is exactly "is a land" (305: played, not cast).
 */
export function landCards(db: CardDb): Set<string> {
  return cardsWhere(db, "land", (def) => def.types.includes("Land"));
}

/**
 * Cards that may be cast whenever their owner has priority, as printed: instants, and cards with flash
 * (117.1a, 702.8a). Other spells wait for a main phase with an empty stack (307.1).
 */
export function instantSpeedCards(db: CardDb): Set<string> {
  return cardsWhere(
    db,
    "instantSpeed",
    (def) => def.types.includes("Instant") || (def.keywords ?? []).includes("flash"),
  );
}
