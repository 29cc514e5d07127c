/**
 * The layer system (613). The characteristics of every permanent are computed together, layer by layer,
 * from the printed values (printed.ts) and the continuous effects that apply: static abilities of
 * permanents (611.3) and effects of resolved spells and abilities (611.2, locked to their objects).
 *
 * - Layer 1 (copy) and 3 (text) have no effects in the card pool yet. Layer 2 (control) is applied to
 *   the state by control.ts, so `o.controller` already includes it here.
 * - Layers 4 (type), 5 (colour), 6 (abilities), 7a (characteristic-defining abilities), 7b (set P/T),
 *   7c (modify P/T; counters are added by characteristics.ts) and 7d (switch) are applied in order.
 * - Within a layer, effects apply in timestamp order (613.7), except that an effect that depends on
 *   another applies after it (613.8); a dependency loop falls back to timestamp order (613.8b).
 * - An effect's set of affected objects is fixed when it starts to apply, and it keeps applying to
 *   them in later layers even if the ability creating it is removed meanwhile (613.6).
 *
 * The result is cached per state and thrown away by `invalidateLayers` (on an effect beginning or ending,
 * a change of control, an attachment, counters, ranges…); a permanent entering or leaving, or a change of
 * what is attacking, only marks it, and it is brought up to date for the objects concerned when it can be
 * (`patch`). The fuzz invariants compare the cache with a fresh computation after every decision.
 */

import { flatMapOf } from "../../arrays.ts";
import { layeredParts } from "../../cards/grants.ts";
import { gainKeywords } from "../../cards/keywordInstances.ts";
import type {
  Ability,
  Affected,
  CardDb,
  Cda,
  Modification,
  ObjectFilter,
  PerCount,
} from "../../cards/types.ts";
import type { Attack, GameObject, GameState, ObjId, PlayerId } from "../../state.ts";
import { cachedLayers, cacheLayers, invalidateLayers, type Touched } from "../context/layerCache.ts";
import { faceUpSchemes } from "../players/archenemies.ts";
import { faceUpPlanar, planarIgnoresRange } from "../players/planes.ts";
import { inRange, rangeOf } from "../players/players.ts";
import { vanguardSources } from "../players/vanguards.ts";
import { anyOnBattlefield, battlefieldIndex, indexMarked, permanentsWith } from "./battlefieldIndex.ts";
import { cardsWhere } from "./cardSets.ts";
import { effectApplies } from "./continuous.ts";
import { DEPLOY_ABILITY } from "./deploy.ts";
import { filterAccepts } from "./filter.ts";
import { graveyardCount } from "./graveyardCounts.ts";
import { BASIC_LAND_MANA, cardsInLayers, printed } from "./printed.ts";
import { staticConditionHolds } from "./staticConditions.ts";
import { type Layered, type Work, WorkSet } from "./workSet.ts";

export type { Layered };

/** A continuous effect as the layer system sees it. */
interface Applied {
  timestamp: number;
  /** Whose point of view filters and counts use: the controller of the source or of the effect. */
  controller: PlayerId;
  mods: readonly Modification[];
  /** Static abilities: the source and the ability (it stops existing if the source loses it). */
  source: GameObject | null;
  ability: Ability | null;
  /** The source's id, a resolved effect's too (611.2): what "This effect doesn't remove [this Aura]" names (702.16n). */
  sourceId: ObjId | null;
  affects: Affected | null;
  /** Resolved effects: the locked set (611.2c). Statics: fixed when the effect starts to apply (613.6). */
  set: ObjId[] | null;
  /** A face-up plane's or phenomenon's static ability (901.7); `unlimited`: exempt from range (801.18). */
  planar?: { unlimited: boolean };
  /** 611.3a: a static ability's "As long as …": whether its condition holds (the effect exists only then). */
  condition?: { holds: boolean };
}

type Layer = 0 | 2 | 4 | 5 | 6 | 72 | 73 | 74;

/** 613.1: the layer a modification applies in (7b–7d as 72–74); 0 for a rule effect or designation (613.11). */
export function layerOf(m: Modification): Layer {
  switch (m.m) {
    case "control":
      return 2;
    case "types":
      return 4;
    case "colors":
      return 5;
    case "keywords":
    case "loseKeywords":
    case "loseAllAbilities":
    case "protection":
    case "ability":
      return 6;
    case "setPT":
      return 72;
    case "modifyPT":
      return 73;
    case "switchPT":
      return 74;
    case "cantActivate":
      return 0; // a rule effect (613.11), read by spells/castable.ts
    case "goaded":
      return 0; // a designation (701.15b), read by combat/goad.ts
    case "cantBeBlocked":
      return 0; // a rule effect (613.11), read by combat/cantBeBlocked.ts
    case "mayPlay":
      return 0; // a rule effect (613.11), read by spells/playFromExile.ts
    case "lifeCantChange":
    case "protectionFromEverything":
      return 0; // a rule for players, read by characteristics/playerRules.ts
  }
}

/**
 * How the characteristics were computed, to bring them up to date when plain permanents enter or leave
 * (`patch`): each effect as it applied, layer by layer in order, and whether its set was fixed there (613.6).
 * `patchable` is false when an entering or leaving object could change what the other objects get in a way
 * the patch doesn't follow: an effect counts objects (7c "for each"), an effect or a characteristic-defining
 * ability looks at what changes without a zone change (tapped, attacked this turn, under control since the
 * turn began), or two effects may depend on each other (613.8: in layer 4 or 6, able to reach each other).
 */
interface Plan {
  steps: { layer: Layer; a: Applied; starts: boolean }[];
  patchable: boolean;
}

type LayerCache = { db: CardDb; map: Map<ObjId, Layered>; plan: Plan };

/**
 * Counters were put on or removed from `o`, or damage marked on it: state-based actions look at it again
 * (sba.ts), and characteristics that count counters are computed again.
 */
export function marksChanged(s: GameState, o: GameObject): void {
  invalidateLayers(s);
  indexMarked(s, o);
}

/** How many times the layers were computed (cache misses), for the benchmark; not game state. */
let computations = 0;
export function layerComputations(): number {
  return computations;
}

/** The layered characteristics of every permanent (cached; never mutate the result). */
export function layered(db: CardDb, s: GameState): Map<ObjId, Layered> {
  const c = cachedLayers<LayerCache>(s);
  if (c !== undefined && c.value.db === db) {
    if (c.touched.length === 0 && !c.recount) return c.value.map;
    const map = patch(db, s, c.value, c.touched);
    if (map !== null) {
      cacheLayers<LayerCache>(s, { db, map, plan: c.value.plan });
      return map;
    }
  }
  computations++;
  const plan: Plan = { steps: [], patchable: true };
  const map = computeWith(db, s, plan);
  cacheLayers<LayerCache>(s, { db, map, plan });
  return map;
}

/** 804.2: with deploy creatures, every creature has the deploy ability (as its last ability). */
function grantDeploy(db: CardDb, s: GameState, map: Map<ObjId, Layered>, ids: readonly ObjId[]): void {
  for (const id of ids) {
    const ch = map.get(id) ?? (printed(db, s.objects[id].card) as Layered);
    if (ch.types.includes("Creature") && !ch.abilities.includes(DEPLOY_ABILITY))
      map.set(id, { ...ch, abilities: [...ch.abilities, DEPLOY_ABILITY] });
  }
}

/** The layered characteristics computed afresh, bypassing the cache (for invariant checks). */
export function computeLayers(db: CardDb, s: GameState): Map<ObjId, Layered> {
  return computeWith(db, s, null);
}

/** The layered characteristics, with deploy's (804.2); `plan`: how they were computed, noted there. */
function computeWith(db: CardDb, s: GameState, plan: Plan | null): Map<ObjId, Layered> {
  const map = applyEffects(db, s, plan);
  if (s.config.deploy) grantDeploy(db, s, map, s.battlefield);
  return map;
}

function applyEffects(db: CardDb, s: GameState, plan: Plan | null): Map<ObjId, Layered> {
  // Only what effects change is listed; every other permanent keeps its printed values (characteristics.ts
  // reads those when an object isn't listed). Nothing but printed values is the common case, and the cheap one.
  if (!anyLayered(db, s)) return new Map();
  const work = new WorkSet(db, s);
  // Spells on the stack are affected only by effects that name them (Thoughtlace).
  for (const e of s.effects)
    for (const id of e.objects) if (s.objects[id]?.zone === "stack") work.addExtra(id);
  const applied = collect(db, s, work);
  if (plan !== null && (applied.some(looksBeyond) || cdaLooksBeyond(db, s))) plan.patchable = false;
  if (applied.length > 0 || anyCda(db, s)) {
    for (const layer of [4, 5, 6] as const) applyLayer(s, work, applied, layer, plan);
    applyCdas(db, s, work);
    for (const layer of [72, 73, 74] as const) applyLayer(s, work, applied, layer, plan);
  }
  return work.map;
}

/**
 * Whether an effect's result for one object depends on other objects or on what changes in place. An "As
 * long as" condition looks at other objects (903.3d: whether your commander is on the battlefield).
 */
function looksBeyond(a: Applied): boolean {
  if (a.condition !== undefined) return true;
  if (a.mods.some((m) => m.m === "modifyPT" && m.per !== undefined)) return true;
  return typeof a.affects === "object" && a.affects !== null && looksAt(a.affects.each);
}

/** Whether a characteristic-defining ability counts what changes in place (tapped, attacked this turn). */
function cdaLooksBeyond(db: CardDb, s: GameState): boolean {
  return permanentsWith(s, cdaCards(db)).some((id) => {
    const count = db.get(s.objects[id].card)?.cda?.count;
    return count !== undefined && looksAt(count);
  });
}

/** Whether a filter looks at what changes without a zone change or an event the layers follow. */
function looksAt(f: ObjectFilter): boolean {
  return (
    f.tapped !== undefined || f.attackedThisTurn !== undefined || f.controlledSinceTurnBegan !== undefined
  );
}

/**
 * The characteristics brought up to date after the `touched` objects entered or left the battlefield (or
 * what is attacking changed: `layersRecount`), from how they were last computed; null when they must be
 * computed again: a touched object's card has a characteristic-defining ability or a static ability in
 * layers 4–7, or is the source of a continuous effect ("for as long as", 611.2b), or the plan can't be
 * patched. Otherwise what the other objects get can't have changed (their effects, sets and order are
 * the same) but for the counts of characteristic-defining abilities (613.4a): each touched object still on
 * the battlefield gets the effects that reach it, and each permanent with such an ability is computed
 * again, in the order the effects applied, as a full computation would.
 */
function patch(
  db: CardDb,
  s: GameState,
  last: LayerCache,
  touched: readonly Touched[],
): Map<ObjId, Layered> | null {
  if (!last.plan.patchable) return null;
  const sources = cardsInLayers4to7(db);
  for (const t of touched) if (sources.has(t.card) || s.effects.some((e) => e.source === t.id)) return null;
  // Nothing was layered and nothing that layers came or went: every permanent, those that moved too, still has its
  // printed values (most moves of most games).
  const cdas = permanentsWith(s, cdaCards(db));
  if (last.map.size === 0 && last.plan.steps.length === 0 && cdas.length === 0 && !s.config.deploy)
    return last.map;
  const ids = new Set(touched.map((t) => t.id));
  const entering = [...ids].filter((id) => {
    const o = s.objects[id];
    return o?.zone === "battlefield" && battlefieldIndex(s).byController.get(o.controller)?.includes(id);
  });
  if (ids.size === 0 && cdas.length === 0) return last.map;
  const again = [...entering, ...cdas];
  const work = new WorkSet(db, s);
  for (const [id, l] of last.map) if (!ids.has(id) && !cdas.includes(id)) work.seed(id, l as Work);
  // An entering object is reached by an effect whose set its filter fixes as it starts to apply (613.6);
  // a permanent with a characteristic-defining ability was computed before, with the effects' sets.
  const reached = new Map<ObjId, Set<Applied>>(entering.map((id) => [id, new Set()]));
  const replay = (from: Layer, to: Layer): void => {
    for (const { layer, a, starts } of last.plan.steps) {
      if (layer < from || layer > to) continue;
      for (const id of again) {
        const mine = reached.get(id);
        if (mine === undefined) {
          if (a.set?.includes(id)) applyTo(s, work, a, [id], layer);
          continue;
        }
        if (starts && typeof a.affects === "object" && a.affects !== null) {
          const you = a.affects.each.controller !== "you" || s.objects[id].controller === a.controller;
          if (you && reaches(s, work, a, id)) mine.add(a);
        }
        if (mine.has(a)) applyTo(s, work, a, [id], layer);
      }
    }
  };
  replay(4, 6);
  applyCdas(db, s, work);
  replay(72, 74);
  const map = new Map(last.map);
  for (const id of ids) map.delete(id);
  for (const id of again) {
    const w = work.map.get(id);
    if (w !== undefined) map.set(id, w);
  }
  if (s.config.deploy) grantDeploy(db, s, map, again);
  return map;
}

/** Card ids with a characteristic-defining ability or a static ability that applies in layers 4–7. */
function cardsInLayers4to7(db: CardDb): Set<string> {
  return cardsWhere(db, "inLayers4to7", (def) => {
    const statics = flatMapOf(def.abilities ?? [], (a) =>
      a.kind === "static" ? layeredParts(a.effect) : [],
    );
    return def.cda !== undefined || statics.some((st) => st.mods.some((m) => layerOf(m) > 2));
  });
}

/** Whether any characteristic-defining ability, layered static ability or continuous effect applies. */
export function anyLayered(db: CardDb, s: GameState): boolean {
  return s.effects.length > 0 || staticsFunctionFor(db, s, cardsInLayers4to7(db));
}

/**
 * Whether an object of one of `cards` has its static abilities functioning (the objects `collect` reads): a
 * permanent, a face-up scheme (904.8), a vanguard card (902.7), a face-up plane or phenomenon (901.7).
 */
export function staticsFunctionFor(db: CardDb, s: GameState, cards: ReadonlySet<string>): boolean {
  if (cards.size === 0) return false;
  if (anyOnBattlefield(s, cards) || faceUpSchemes(db, s).some((o) => cards.has(o.card))) return true;
  if (vanguardSources(s).some((id) => cards.has(s.objects[id].card))) return true;
  return faceUpPlanar(s).some((o) => cards.has(o.card));
}

/** Card ids with a characteristic-defining ability (613.4a). */
function cdaCards(db: CardDb): Set<string> {
  return cardsWhere(db, "cda", (def) => def.cda !== undefined);
}

function anyCda(db: CardDb, s: GameState): boolean {
  return anyOnBattlefield(s, cdaCards(db));
}

/**
 * Whether a modification is applied here, in layers 4–7: not a change of control (layer 2, applied apart),
 * a rule effect (613.11) or a designation (701.15b goaded), whose layer is 0.
 */
const fromLayer4 = (m: Modification): boolean => layerOf(m) >= 4;

function collect(db: CardDb, s: GameState, work: WorkSet): Applied[] {
  const out: Applied[] = [];
  const layeredCards = cardsInLayers(db);
  for (const id of permanentsWith(s, layeredCards)) {
    out.push(...staticsOf(db, s, s.objects[id]));
  }
  // 902.7: the static abilities of vanguard cards function from the command zone.
  for (const id of vanguardSources(s)) {
    out.push(...staticsOf(db, s, s.objects[id]));
  }
  // 904.8: a face-up scheme's static abilities apply from the command zone.
  for (const src of faceUpSchemes(db, s)) {
    out.push(...staticsOf(db, s, src));
  }
  // 901.7: the static abilities of the face-up planes and phenomena, from the command zone (801.18).
  for (const src of faceUpPlanar(s))
    out.push(...staticsOf(db, s, src, { unlimited: planarIgnoresRange(s, src) }));
  for (const e of s.effects) {
    if (!effectApplies(s, e)) continue;
    const mods = e.mods.filter(fromLayer4);
    if (mods.length === 0) continue;
    const set = e.objects.filter((id) => work.has(id));
    out.push({
      timestamp: e.timestamp,
      controller: e.controller,
      mods,
      source: null,
      ability: null,
      sourceId: e.source,
      affects: null,
      set,
    });
  }
  return out.sort((a, b) => a.timestamp - b.timestamp);
}

/**
 * A static ability's effects with their modifications in layers 4–7 (those with none left out), worked out
 * once per ability (card definitions don't change; a big table computes its layers often).
 */
const layers4to7 = new WeakMap<Ability, { affects: Affected; mods: Modification[] }[]>();

function inLayers4to7(a: Ability & { kind: "static" }) {
  let known = layers4to7.get(a);
  if (known === undefined) {
    known = flatMapOf(layeredParts(a.effect), ({ affects, mods }) => {
      const here = mods.filter(fromLayer4);
      return here.length === 0 ? [] : [{ affects, mods: here }];
    });
    layers4to7.set(a, known);
  }
  return known;
}

/** The effects of `src`'s static abilities in layers 4–7 (`planar`: a face-up plane's or phenomenon's). */
function staticsOf(db: CardDb, s: GameState, src: GameObject, planar?: Applied["planar"]): Applied[] {
  const out: Applied[] = [];
  for (const a of db.get(src.card)?.abilities ?? []) {
    if (a.kind !== "static") continue;
    // 611.3a: "As long as …" is checked now, for the source's controller, for each of the ability's effects.
    const condition =
      a.effect.s === "asLongAs"
        ? { holds: staticConditionHolds(s, a.effect.condition, src.controller) }
        : undefined;
    for (const { affects, mods } of inLayers4to7(a)) {
      const applied: Applied = {
        timestamp: src.timestamp,
        controller: src.controller,
        mods,
        source: src,
        ability: a,
        sourceId: src.id,
        affects,
        set: null,
        ...(condition === undefined ? {} : { condition }),
      };
      out.push(planar === undefined ? applied : { ...applied, planar });
    }
  }
  return out;
}

/**
 * Whether a static ability's effect exists: its condition holds (611.3a) and its source still has the ability
 * (613.6 once started).
 */
function exists(work: WorkSet, a: Applied): boolean {
  if (a.condition?.holds === false) return false;
  if (a.set !== null || a.source === null || a.planar !== undefined) return true;
  // A scheme (904.8) or a vanguard card (902.7): no effect removes the abilities of a card in the command zone.
  if (a.source.zone === "command") return true;
  const w = work.get(a.source.id);
  return w !== undefined && a.ability !== null && w.abilities.includes(a.ability);
}

function affectedSet(s: GameState, work: WorkSet, a: Applied): ObjId[] {
  if (a.set !== null) return a.set;
  const src = a.source!;
  const aff = a.affects!;
  if (aff === "self") return [src.id];
  if (aff === "enchanted" || aff === "equipped")
    return src.attachedTo !== undefined && work.has(src.attachedTo) ? [src.attachedTo] : [];
  const out: ObjId[] = [];
  const range = a.planar?.unlimited === true ? null : rangeOf(s, a.controller); // 801.18
  // "… you control": only the controller's objects can match (they are always within their own range).
  const ids =
    aff.each.controller === "you"
      ? work.idsOf(a.controller)
      : range === null
        ? work.ids()
        : flatMapOf(range, (p) => work.idsOf(p));
  for (const id of ids) if (reaches(s, work, a, id)) out.push(id);
  return out.sort((x, y) => x - y);
}

/** Whether static ability effect `a` (applying to "each" object matching a filter) reaches object `id`. */
function reaches(s: GameState, work: WorkSet, a: Applied, id: ObjId): boolean {
  const aff = a.affects as { each: ObjectFilter; other?: boolean };
  const w = work.get(id);
  const o = s.objects[id];
  if (w === undefined || (aff.other && id === a.source!.id) || o.zone !== "battlefield") return false;
  if (a.planar?.unlimited !== true && !inRange(s, a.controller, o.controller)) return false; // 801.10
  return filterAccepts(s, w, o, aff.each, a.controller);
}

/** Applies effect `a`'s modifications of `layer` to the objects in `set`. */
function applyTo(s: GameState, work: WorkSet, a: Applied, set: readonly ObjId[], layer: Layer): void {
  for (const id of set) {
    const w = work.own(id);
    if (w === undefined) continue;
    for (const m of a.mods) if (layerOf(m) === layer) applyMod(s, work, w, id, m, a);
  }
}

function applyLayer(s: GameState, work: WorkSet, applied: Applied[], layer: Layer, plan: Plan | null): void {
  const here = applied.filter((a) => a.mods.some((m) => layerOf(m) === layer));
  if (here.length === 0) return;
  for (const a of orderByDependency(s, work, here, layer, plan)) {
    if (!exists(work, a)) continue;
    plan?.steps.push({ layer, a, starts: a.set === null });
    a.set = affectedSet(s, work, a);
    applyTo(s, work, a, a.set, layer);
  }
}

/**
 * 613.8: effects in timestamp order, except that one that depends on another waits for it. An effect
 * A depends on B if applying B would change whether A exists or what A applies to. Only static
 * abilities that haven't started to apply can depend on anything (the others' sets are fixed).
 */
function orderByDependency(
  s: GameState,
  work: WorkSet,
  effects: Applied[],
  layer: Layer,
  plan: Plan | null,
): Applied[] {
  const open = effects.filter((a) => a.set === null);
  if (open.length === 0 || effects.length < 2 || (layer !== 4 && layer !== 6)) return effects;
  const dependsOn = new Map<Applied, Set<Applied>>();
  for (const a of open) {
    let before: string | undefined; // worked out for the first effect a may depend on
    for (const b of effects) {
      if (b === a || apart(s, a, b) || (layer === 6 && !abilityEffectReaches(a, b))) continue;
      if (plan !== null) plan.patchable = false; // objects entering could make a depend on b
      before ??= signature(s, work, a);
      const trial = work.trial();
      const set = b.set ?? affectedSet(s, trial, b);
      if (!exists(trial, b)) continue;
      applyTo(s, trial, b, set, layer);
      if (signature(s, trial, a) !== before) {
        const deps = dependsOn.get(a) ?? new Set();
        deps.add(b);
        dependsOn.set(a, deps);
      }
    }
  }
  if (dependsOn.size === 0) return effects;
  const remaining = [...effects];
  const out: Applied[] = [];
  while (remaining.length > 0) {
    // The earliest effect that depends on nothing still waiting; in a loop, the earliest (613.8b).
    let i = remaining.findIndex((a) => ![...(dependsOn.get(a) ?? [])].some((b) => remaining.includes(b)));
    if (i < 0) i = 0;
    out.push(remaining.splice(i, 1)[0]);
  }
  return out;
}

/**
 * In layer 6, whether applying `b` can change `a`'s existence or set (613.8a), judged from what each reads
 * and writes: a's existence reads its source's abilities, which only "loses all abilities" removes in this
 * layer; a's set reads keywords only through its filter's "with" and "without" (the filter's other
 * characteristics are set in other layers). Saves trying every pair of a big table's effects.
 */
function abilityEffectReaches(a: Applied, b: Applied): boolean {
  if (b.mods.some((m) => m.m === "loseAllAbilities")) return true;
  const each = typeof a.affects === "object" && a.affects !== null ? a.affects.each : undefined;
  return (
    (each?.with !== undefined || each?.without !== undefined) &&
    b.mods.some((m) => m.m === "keywords" || m.m === "loseKeywords")
  );
}

/**
 * Whether `b` can't change what `a` looks at, so that `a` can't depend on it (613.8): b's static ability
 * reaches only the objects of players within its controller's range (801.10), and no such player is within
 * a's controller's range — whose objects, and a's source, are all that a's existence and set depend on.
 */
function apart(s: GameState, a: Applied, b: Applied): boolean {
  if (b.set !== null || b.planar !== undefined || a.planar !== undefined || typeof b.affects !== "object")
    return false;
  const ra = rangeOf(s, a.controller);
  const rb = rangeOf(s, b.controller);
  return ra !== null && rb !== null && !rb.includes(a.controller) && !ra.some((p) => rb.includes(p));
}

function signature(s: GameState, work: WorkSet, a: Applied): string {
  return exists(work, a) ? affectedSet(s, work, a).join(",") : "gone";
}

function applyMod(s: GameState, work: WorkSet, w: Work, id: ObjId, m: Modification, a: Applied): void {
  switch (m.m) {
    case "control":
      return;
    case "types": {
      if (m.replace) {
        const wasLand = w.types.includes("Land");
        if (m.types) w.types = [...m.types];
        w.subtypes = [...(m.subtypes ?? [])];
        // 305.7: a land whose land type is set loses the abilities of its rules text and has the
        // mana abilities of its new basic land types.
        const basics = w.subtypes.filter((t) => t in BASIC_LAND_MANA);
        if (wasLand && w.types.includes("Land") && basics.length > 0)
          w.abilities = basics.map((t) => BASIC_LAND_MANA[t]);
      } else {
        w.types = union(w.types, m.types ?? []);
        w.subtypes = union(w.subtypes, m.subtypes ?? []);
      }
      w.supertypes = union(w.supertypes, m.supertypes ?? []);
      return;
    }
    case "colors":
      w.colors = [...m.colors];
      return;
    case "keywords":
      w.keywords = gainKeywords(w.keywords, m.keywords); // 702.164b, 702.70b, 702.116b, 702.121b: every instance
      return;
    case "protection":
      protect(w, m, a.sourceId);
      return;
    case "loseKeywords":
      w.keywords = w.keywords.filter((k) => !m.keywords.includes(k));
      return;
    case "ability": // 613.1f, 113.2c: each grant is an instance of its own, after the object's other abilities
      w.abilities = [...w.abilities, m.ability];
      return;
    case "loseAllAbilities":
      w.protections = [];
      if (w.protectionSpares !== undefined) delete w.protectionSpares;
      w.keywords = [];
      w.abilities = [];
      w.lost = true;
      return;
    case "setPT":
      w.power = m.power;
      w.toughness = m.toughness;
      return;
    case "modifyPT": {
      const k = m.per === undefined ? 1 : perCount(s, work, id, m.per, a.controller);
      if (w.power !== null) w.power += m.power * k;
      if (w.toughness !== null) w.toughness += m.toughness * k;
      return;
    }
    case "switchPT":
      w.switched = !w.switched;
      return;
    case "cantActivate":
    case "goaded":
    case "cantBeBlocked":
    case "mayPlay":
    case "lifeCantChange":
    case "protectionFromEverything":
      return;
  }
}

/**
 * 702.16: protection from `m.from`. 702.16n: an effect that "doesn't remove" its source, or all Auras, spares
 * those Auras from this protection only; another instance of protection from the same colour, from any other
 * effect, affects them as normal. So a colour is noted in `protectionSpares` with the Auras every effect giving
 * it spares, and forgotten once none is spared by all.
 */
function protect(w: Work, m: Extract<Modification, { m: "protection" }>, source: ObjId | null): void {
  const spares = m.spares === "auras" ? "auras" : m.spares === "source" ? source : null;
  if (spares !== null || w.protectionSpares !== undefined) {
    // Copied, not changed: the work's own characteristics are a shallow copy of what they were read from.
    const next = { ...w.protectionSpares };
    for (const c of m.from) {
      // Before any instance of protection from c, nothing removes an Aura: as if all were spared.
      const both = sparedByBoth(w.protections.includes(c) ? (next[c] ?? null) : "auras", spares);
      if (both === null) delete next[c];
      else next[c] = both;
    }
    if (Object.keys(next).length > 0) w.protectionSpares = next;
    else delete w.protectionSpares;
  }
  w.protections = union(w.protections, m.from);
}

/** 702.16n: the Auras two instances of protection both spare — every Aura, the one with that id, or none. */
function sparedByBoth(a: ObjId | "auras" | null, b: ObjId | "auras" | null): ObjId | "auras" | null {
  if (a === "auras") return b;
  return b === "auras" || a === b ? a : null;
}

function perCount(s: GameState, work: WorkSet, id: ObjId, per: PerCount, viewer: PlayerId): number {
  let n = 0;
  if (per === "otherCreatureSharingType") {
    const me = work.get(id)!;
    for (const [other, w] of permanents(s, work, viewer))
      if (other !== id && w.types.includes("Creature") && w.subtypes.some((t) => me.subtypes.includes(t)))
        n++;
    return n;
  }
  for (const [other, w] of permanents(s, work, viewer, { filter: per.count, you: viewer }))
    if (filterAccepts(s, w, s.objects[other], per.count, viewer)) n++;
  return n;
}

/**
 * The permanents among the objects being computed (spells on the stack aren't counted); with a
 * `viewer`, only those within that player's range of influence (801.11: counts see only the range).
 * `counted`: the filter the caller counts with; "you control" needs only `you`'s permanents (a big table
 * has many others).
 */
function* permanents(
  s: GameState,
  work: WorkSet,
  viewer?: PlayerId,
  counted?: { filter: ObjectFilter; you: PlayerId },
): Generator<[ObjId, Work]> {
  const mine = counted?.filter.controller === "you";
  const entries = mine
    ? work.controlledBy(counted.you)
    : viewer === undefined
      ? work.entries()
      : work.near(viewer);
  for (const entry of entries) {
    const o = s.objects[entry[0]];
    if (o.zone === "battlefield" && (viewer === undefined || inRange(s, viewer, o.controller))) yield entry;
  }
}

/** 613.4a: characteristic-defining abilities (Gaea's Liege), unless the object lost its abilities. */
function applyCdas(db: CardDb, s: GameState, work: WorkSet): void {
  for (const id of permanentsWith(s, cdaCards(db))) {
    const o = s.objects[id];
    const cda = db.get(o.card)?.cda;
    if (cda === undefined || work.get(id)?.lost === true) continue;
    const w = work.own(id)!;
    let viewer = o.controller;
    if (cda.whileAttacking === "defendingPlayer") {
      const attack = attackBy(s, id);
      if (attack !== undefined) viewer = attack.defendingPlayer;
    }
    const n =
      cda.count.zone === "graveyard" ? graveyardCount(db, s, cda, viewer) : cdaCount(s, work, cda, viewer);
    w.power = n;
    w.toughness = n + (cda.toughnessPlus ?? 0);
  }
}

/** The permanents a characteristic-defining ability counts, as they are in this computation. */
function cdaCount(s: GameState, work: WorkSet, cda: Cda, viewer: PlayerId): number {
  let n = 0;
  for (const [other, ow] of permanents(s, work, undefined, { filter: cda.count, you: viewer }))
    if (filterAccepts(s, ow, s.objects[other], cda.count, viewer)) n++;
  return n;
}

/**
 * The attack `id` is making. Grand Melee: in whichever turn marker's turn it attacks (807.4), whichever
 * lane is the current one — characteristics don't depend on which turn the engine is looking at.
 */
function attackBy(s: GameState, id: ObjId): Attack | undefined {
  const combats = [s.combat, ...Object.values(s.melee?.parked ?? {}).map((l) => l.combat)];
  for (const c of combats) {
    const attack = c?.attacks.find((a) => a.attacker === id);
    if (attack !== undefined) return attack;
  }
  return undefined;
}

function union<T>(a: readonly T[], b: readonly T[]): T[] {
  if (b.length === 0) return a as T[];
  const out = [...a];
  for (const x of b) if (!out.includes(x)) out.push(x);
  return out;
}

/**
 * For invariant checks: the permanents whose cached characteristics differ from a fresh computation
 * (a change to the game that forgot to invalidate the cache). Empty when nothing is cached.
 */
export function staleCharacteristics(db: CardDb, s: GameState): string[] {
  const c = cachedLayers<LayerCache>(s);
  if (c === undefined || c.value.db !== db) return [];
  const cached = layered(db, s); // brought up to date for what entered or left since
  const fresh = computeLayers(db, s);
  const out: string[] = [];
  const ids = new Set([...cached.keys(), ...fresh.keys()]);
  for (const id of ids)
    if (JSON.stringify(cached.get(id)) !== JSON.stringify(fresh.get(id)))
      out.push(`object ${id}: cached characteristics are stale (613)`);
  return out;
}
