import { rulesTextOfAbility } from "../../cards/rulesText.ts";
import type { Ability, CardDb, CardDef, Color, Effect, TargetSpec } from "../../cards/types.ts";
import type { PriorityAction } from "../../decisions.ts";
import { countersOf } from "../../objectFields.ts";
import type { GameObject, ObjId, PlayerId } from "../../state.ts";
import { canPayLife } from "../actions/damage.ts";
import { anyOnBattlefield, permanentsOf, permanentsWith } from "../characteristics/battlefieldIndex.ts";
import { cardsWhere, instantSpeedCards, landCards } from "../characteristics/cardSets.ts";
import { characteristics, controlsStatic } from "../characteristics/characteristics.ts";
import { effectApplies } from "../characteristics/continuous.ts";
import { layered } from "../characteristics/layers.ts";
import { concreteCost, type ManaCost, parseCost } from "../characteristics/manaCost.ts";
import { printed } from "../characteristics/printed.ts";
import { type Ctx, defOf, nameOf } from "../context/ctx.ts";
import { checkCondition } from "../effects/conditions.ts";
import { type ManaSource, manaSources, sourceObjects, sourcesWithout } from "../mana/mana.ts";
import { commanderColors } from "../mana/produce.ts";
import { isCommander } from "../players/commanders.ts";
import { inRange } from "../players/players.ts";
import { isVanguardCard, vanguardSourcesOf } from "../players/vanguards.ts";
import { castOnlyAllows, sorceryTiming } from "../statics/castTiming.ts";
import { forbiddenByChosenName } from "../statics/chosenName.ts";
import { hasLegalTargets, specMin, specWithX } from "../targets/targets.ts";
import { type SpellCost, type WayToCast, waysToCast } from "./alternativeCosts.ts";
import { assistAvailable, hasAssist, mostX } from "./assist.ts";
import { genericCostChange } from "./costChanges.ts";
import { afterMostDelve } from "./delve.ts";
import { canPayWithMana, hasNonMana, type NonManaCost } from "./nonManaCosts.ts";
import { canPayCost } from "./payment.ts";
import { playableFromExile } from "./playFromExile.ts";
import { splitSecondOnStack } from "./splitSecond.ts";
import { spellSpecs } from "./stackInfo.ts";

/** `colors`: of the spell or the ability's source, for protection (702.16b). */
function hasTargetsFor(g: Ctx, specs: readonly TargetSpec[], p: PlayerId, colors: readonly Color[]): boolean {
  return specs.every((sp) => hasLegalTargets(g, sp, p, specMin(sp), colors));
}

export function modesAvailable(g: Ctx, def: CardDef, p: PlayerId): number[] {
  const modes = def.spell?.modes;
  if (!modes) return [];
  const out: number[] = [];
  modes.modes.forEach((m, i) => {
    if (hasTargetsFor(g, m.targets ?? [], p, printed(g.db, def.id).colors)) out.push(i);
  });
  return out;
}

export function dividedEffect(effects: readonly Effect[]): (Effect & { e: "damage" }) | null {
  for (const e of effects) if (e.e === "damage" && e.divided) return e;
  return null;
}

export function canActivate(
  g: Ctx,
  p: PlayerId,
  o: GameObject,
  a: Ability,
  sources = manaSources(g, p),
): boolean {
  if (a.kind !== "activated" && a.kind !== "mana") return false;
  // 602.2: only its controller activates it, unless "any player may activate this ability" — and then
  // only a player within whose range of influence the object is (801.6).
  if (o.controller !== p && (a.kind !== "activated" || !a.anyPlayer || !inRange(g.s, p, o.controller)))
    return false;
  const ch = characteristics(g.db, g.s, o);
  const cost = a.cost;
  if (cost.tap) {
    if (o.tapped) return false;
    if (ch.types.includes("Creature") && o.sick && !ch.keywords.includes("haste")) return false; // 302.6
  }
  if (cost.loyalty !== undefined) {
    // 606.3: once each turn (807.4: this turn, whatever other turns go on), main phase, empty stack, own turn.
    if (o.loyaltyTurn === g.s.turn.number || !sorceryTiming(g, p)) return false;
    if (typeof cost.loyalty === "number" && cost.loyalty < 0 && (ch.loyalty ?? 0) < -cost.loyalty)
      return false;
  }
  if (a.kind === "activated" && a.sorcery && !sorceryTiming(g, p)) return false;
  // 702.29a: cycling functions only in the hand, 702.84a unearth only in the graveyard; every other
  // ability only on the battlefield (113.6).
  const inHand = a.kind === "activated" && a.cycling === true;
  const inGraveyard = a.kind === "activated" && a.unearth === true;
  // 902.7, 113.6p: a vanguard card's activated abilities are activated in the command zone.
  const zone = inHand
    ? "hand"
    : inGraveyard
      ? "graveyard"
      : o.zone === "command" && isVanguardCard(g.db.get(o.card))
        ? "command"
        : "battlefield";
  if (o.zone !== zone || (zone !== "battlefield" && o.owner !== p)) return false;
  if (a.kind === "activated" && a.condition && !checkCondition(g, a.condition, o, p)) return false;
  if (a.kind === "mana" && a.condition && !checkCondition(g, a.condition, o, p)) return false; // 602.5b
  // Pithing Needle: "activated abilities of sources with the chosen name can't be activated unless
  // they're mana abilities".
  if (forbiddenByChosenName(g, o, a)) return false;
  // Dovin Baan: "its activated abilities can't be activated" (mana abilities too).
  if (
    g.s.effects.some(
      (e) => e.objects.includes(o.id) && e.mods.some((m) => m.m === "cantActivate") && effectApplies(g.s, e),
    )
  )
    return false;
  const life = cost.payLife === undefined ? 0 : lifeToPay(g, p, cost.payLife);
  if (!canPayLife(g, p, life)) return false;
  if (cost.removeCounters && countersOf(o, cost.removeCounters.counter) < cost.removeCounters.n) return false;
  // The payment first: it looks only at the player's mana, the targets at the whole table.
  if (cost.mana !== undefined || hasNonMana(cost)) {
    const usable = cost.tap ? sources.filter((src) => src.object !== o.id) : sources;
    const mana = cost.mana === undefined ? undefined : concreteCost(cost.mana, 0);
    if (!payable(g, p, mana, cost, o.id, cost.tap === true, usable, life)) return false;
  }
  return a.kind !== "activated" || hasTargetsFor(g, a.targets ?? [], p, ch.colors);
}

/**
 * Whether `mana` (undefined: none) and the cost's other parts can be paid together from `sources` and `life` more
 * (118.3): a cost that taps permanents is checked with the mana (nonManaCosts.ts `canPayWithMana`).
 */
function payable(
  g: Ctx,
  p: PlayerId,
  mana: ManaCost | undefined,
  cost: NonManaCost,
  self: ObjId,
  selfTapped: boolean,
  sources: readonly ManaSource[],
  life: number,
): boolean {
  if (!hasNonMana(cost)) return mana === undefined || canPayCost(g, p, mana, sources, life);
  const manaWithout = (ids: readonly ObjId[]): boolean =>
    mana === undefined || canPayCost(g, p, mana, sourcesWithout(sources, ids), life);
  return canPayWithMana(g, p, cost, self, selfTapped, sourceObjects(sources), manaWithout);
}

// The tests below read a card's printed abilities (`printed`'s are its definition's), and are made once:
// the priority check asks for these sets of cards several times a decision.
const anyPlayerAbility = (def: CardDef): boolean =>
  (def.abilities ?? []).some((a) => a.kind === "activated" && a.anyPlayer === true);
const activatedAbility = (def: CardDef): boolean => (def.abilities ?? []).some((a) => a.kind === "activated");
const activatedOrManaAbility = (def: CardDef): boolean =>
  (def.abilities ?? []).some((a) => a.kind === "activated" || a.kind === "mana");
const cycling = (def: CardDef): boolean =>
  (def.abilities ?? []).some((a) => a.kind === "activated" && a.cycling === true);
const unearth = (def: CardDef): boolean =>
  (def.abilities ?? []).some((a) => a.kind === "activated" && a.unearth === true);
const unearthAtInstantSpeed = (def: CardDef): boolean =>
  (def.abilities ?? []).some((a) => a.kind === "activated" && a.unearth === true && !a.sorcery);

/** The cards with an ability "any player may activate" (Feral Hydra); no effect grants one. */
function anyPlayerCards(db: CardDb): Set<string> {
  return cardsWhere(db, "anyPlayer", anyPlayerAbility);
}

/**
 * The cards whose printed abilities include an activated ability other than a mana ability — with `mana`,
 * or a mana ability. An object with its printed characteristics (nothing layered) has no other.
 */
function activatingCards(db: CardDb, mana: boolean): Set<string> {
  return mana
    ? cardsWhere(db, "activating:mana", activatedOrManaAbility)
    : cardsWhere(db, "activating", activatedAbility);
}

/** The cards with cycling (702.29a: activated from the hand). */
function cyclingCards(db: CardDb): Set<string> {
  return cardsWhere(db, "cycling", cycling);
}

/**
 * The cards with unearth (702.84a: activated from the graveyard) — with `sorcery` false, those whose
 * unearth may be activated outside a main phase (none printed: "Unearth only as a sorcery").
 */
function unearthCards(db: CardDb, sorcery: boolean): Set<string> {
  return sorcery
    ? cardsWhere(db, "unearth", unearth)
    : cardsWhere(db, "unearth:instant", unearthAtInstantSpeed);
}

const NONE: readonly ObjId[] = [];

/** The objects of `zone` whose card is in `cards` (usually none: no array is made then). */
function cardsAmong(g: Ctx, zone: readonly ObjId[], cards: ReadonlySet<string>): readonly ObjId[] {
  if (cards.size === 0) return NONE;
  let out: ObjId[] | undefined;
  for (const id of zone) {
    if (!cards.has(g.s.objects[id].card)) continue;
    out ??= [];
    out.push(id);
  }
  return out ?? NONE;
}

/** The cards with flashback (702.34a: cast from the graveyard). */
function flashbackCards(db: CardDb): Set<string> {
  return cardsWhere(db, "flashback", (def) => def.flashback !== undefined);
}

/**
 * The cards p may cast from where they are: those in their hand, their commander in the command zone (903.8),
 * the cards with flashback in their graveyard (702.34a), and the cards in exile an effect lets them play (601.3).
 */
function castableCards(g: Ctx, p: PlayerId): readonly ObjId[] {
  const pl = g.s.players[p];
  const flashback = cardsAmong(g, pl.graveyard, flashbackCards(g.db));
  const exiled = playableFromExile(g.s, p);
  if (pl.commanders === undefined && flashback.length === 0 && exiled.length === 0) return pl.hand;
  const commanders =
    pl.commanders === undefined ? NONE : pl.command.filter((id) => isCommander(g.s, g.s.objects[id]));
  return [...pl.hand, ...commanders, ...flashback, ...exiled];
}

/**
 * A spell's target specs, with a filter reading X ("target creature with power X or less") read at the most X p
 * could announce now (107.3a; with assist, another player's help counted: assist.ts `mostX`), the one that leaves
 * the most legal targets; whether one exists for the X announced is the cast's (601.2c).
 */
function specsAtMostX(
  g: Ctx,
  p: PlayerId,
  def: CardDef,
  hasX: boolean,
  mana: string | undefined,
  tax: number,
): TargetSpec[] {
  const specs = spellSpecs(def);
  if (!hasX || specs.every((sp) => specWithX(sp, 0) === sp)) return specs; // no filter reads X
  const x = Math.max(0, mostX(g, p, def, mana, tax));
  return specs.map((sp) => specWithX(sp, x));
}

/** 702.96b: a way to cast that chooses no targets — overload's (the spell's "target" reads "each"). */
export function untargeted(w: WayToCast): boolean {
  return w.way === "overload";
}

/**
 * 702.96b: of the ways p could pay, those they may take now: with no legal target for the spell, only those that
 * choose none (overload's).
 */
export function waysWithTargets(
  g: Ctx,
  p: PlayerId,
  def: CardDef,
  ways: readonly WayToCast[],
): readonly WayToCast[] {
  if (!ways.some(untargeted) || hasTargetsFor(g, spellSpecs(def), p, printed(g.db, def.id).colors))
    return ways;
  return ways.filter(untargeted);
}

/**
 * The ways p could cast `o` (card `def`) now, with `tax` more (or less) generic mana (601.2f): those of
 * alternativeCosts.ts's `waysToCast` whose life, mana and other costs they could pay together (118.3) — with
 * assist, another player paying some of the generic mana (702.132a); with delve, cards from their graveyard
 * (702.66a).
 */
export function payableWays(
  g: Ctx,
  p: PlayerId,
  o: GameObject,
  def: CardDef,
  tax: number,
  sources: readonly ManaSource[] = manaSources(g, p),
): readonly WayToCast[] {
  const all = waysToCast(g, p, def, o.zone);
  if (all.length === 1) return wayPayable(g, p, o, def, tax, sources, all[0].cost) ? all : NO_WAYS; // nearly always
  let some: WayToCast[] | null = null; // made only once a way is left out: mostly every way is kept, or none
  for (let i = 0; i < all.length; i++) {
    const ok = wayPayable(g, p, o, def, tax, sources, all[i].cost);
    if (some !== null) {
      if (ok) some.push(all[i]);
    } else if (!ok) some = all.slice(0, i);
  }
  return some ?? all;
}

const NO_WAYS: readonly WayToCast[] = [];

/** Whether p could pay `cost`, one way to cast `o` (`payableWays`). */
function wayPayable(
  g: Ctx,
  p: PlayerId,
  o: GameObject,
  def: CardDef,
  tax: number,
  sources: readonly ManaSource[],
  cost: SpellCost,
): boolean {
  if (!canPayLife(g, p, cost.life)) return false;
  // The payment first: it looks only at the player's mana, the targets at the whole table. 702.66a: with
  // delve, the cards in their graveyard may pay generic mana.
  const total = afterMostDelve(g, p, def, o.id, concreteCost(cost.mana, 0, tax));
  if (payable(g, p, total, cost, o.id, false, sources, cost.life)) return true;
  const help = assistAvailable(g, p, def, total.generic);
  if (help === 0) return false;
  const rest = { ...total, generic: total.generic - help };
  return payable(g, p, rest, cost, o.id, false, sources, cost.life);
}

/**
 * The spells player p may cast and the abilities they may activate now, as priority actions, handed to `add`
 * one by one, in order, until it returns true (then this returns true). Mana abilities are listed only with
 * `mana` (the autoPass check looks for anything else: priority.ts).
 */
export function eachCastableAction(
  g: Ctx,
  p: PlayerId,
  mana: boolean,
  add: (a: PriorityAction) => boolean,
): boolean {
  const s = g.s;
  let sources: ManaSource[] | undefined; // worked out when first needed
  const sorcery = sorceryTiming(g, p);
  // 601.3, 702.8a: "You may cast spells as though they had flash." (Leyline of Anticipation), looked for
  // when a card that lacks flash would otherwise wait.
  let asThoughFlash: boolean | undefined;
  // In a hand or a command zone a card has its printed characteristics: the quick filters by card are exact.
  const lands = landCards(g.db);
  const instantSpeed = instantSpeedCards(g.db);
  // 702.61a: with a spell with split second on the stack, no spell is cast and only mana abilities activated.
  const splitSecond = splitSecondOnStack(g);
  for (const id of splitSecond ? NONE : castableCards(g, p)) {
    const o = s.objects[id];
    if (lands.has(o.card)) continue;
    if (!sorcery && !instantSpeed.has(o.card)) {
      asThoughFlash ??= controlsStatic(g.db, s, p, "castAsThoughFlash");
      if (!asThoughFlash) continue;
    }
    const ch = characteristics(g.db, s, o);
    const def = defOf(g, o);
    if (!castOnlyAllows(g, def, p)) continue; // 601.3: "Cast this spell only …"
    // 601.2f: 903.8's commander tax less 702.125a undaunted, in generic mana.
    const tax = genericCostChange(g, p, o, def, o.zone === "command");
    // 601.2b: its mana cost, or an alternative cost (118.9; 702.34a: from the graveyard, the flashback cost).
    sources ??= manaSources(g, p);
    let ways = payableWays(g, p, o, def, tax, sources);
    if (ways.length === 0) continue;
    const modal = def.spell?.modes;
    // 107.3a: X is announced only for a cost that has it; cast without paying a cost with X, X is 0 (107.3b).
    const withX = ways.find((w) => parseCost(w.cost.mana).x > 0);
    const hasX = withX !== undefined;
    if (
      modal
        ? modesAvailable(g, def, p).length < modal.choose
        : !hasTargetsFor(g, specsAtMostX(g, p, def, hasX, withX?.cost.mana, tax), p, ch.colors)
    )
      ways = ways.filter(untargeted); // 702.96b: overloaded, it needs none
    if (ways.length === 0) continue;
    const needs: ("modes" | "x" | "targets" | "divide" | "assist" | "payment")[] = [];
    if (modal) needs.push("modes");
    if (hasX || def.additionalCost?.payLifeX === true) needs.push("x"); // Toxic Deluge: X announced as it is cast
    if (modal || (spellSpecs(def).length > 0 && !ways.every(untargeted))) needs.push("targets");
    if (def.spell && dividedEffect(def.spell.effects)) needs.push("divide");
    // 702.132a: another player may help pay the generic mana — X's too, whatever X the caster announces.
    if (hasAssist(def) && (hasX || ways.some((w) => concreteCost(w.cost.mana, 0, tax).generic > 0)))
      needs.push("assist");
    if (ways.some((w) => (w.cost.mana !== undefined && w.cost.mana !== "{0}") || tax > 0))
      needs.push("payment");
    const from =
      o.zone === "graveyard"
        ? { flashback: true as const }
        : o.zone === "exile"
          ? { fromExile: true as const }
          : {};
    if (add({ type: "cast", object: id, name: def.name, needs, ...from })) return true;
  }
  const cyclers = cardsAmong(g, s.players[p].hand, cyclingCards(g.db));
  // 702.84a: "Unearth only as a sorcery" — unless a card's unearth says otherwise, none is looked for now.
  const unearthers = cardsAmong(g, s.players[p].graveyard, unearthCards(g.db, sorcery));
  const anyPlayer = anyPlayerCards(g.db);
  // Only p's permanents, unless a card says "any player may activate" (a big table has many others).
  const permanents = anyOnBattlefield(s, anyPlayer)
    ? [...new Set([...permanentsOf(s, p), ...permanentsWith(s, anyPlayer)])].sort((a, b) => a - b)
    : permanentsOf(s, p);
  const vanguard = vanguardSourcesOf(s, p); // 902.7
  const candidates =
    cyclers.length === 0 && unearthers.length === 0 && vanguard.length === 0
      ? permanents
      : [...permanents, ...cyclers, ...unearthers, ...vanguard];
  const layers = layered(g.db, s);
  const activating = activatingCards(g.db, mana);
  for (const id of candidates) {
    const o = s.objects[id];
    // Another player's permanent matters only with "any player may activate" (801.6 checks range).
    if (o.controller !== p && !anyPlayer.has(o.card)) continue;
    // Most permanents (lands, vanilla creatures) have their printed abilities only, none activated.
    if (!activating.has(o.card) && !layers.has(id)) continue;
    const abilities = characteristics(g.db, s, o).abilities;
    for (let i = 0; i < abilities.length; i++) {
      const a = abilities[i];
      if (a.kind !== "activated" && (a.kind !== "mana" || !mana)) continue;
      if (a.kind === "activated" && splitSecond) continue; // 702.61a
      sources ??= manaSources(g, p);
      if (!canActivate(g, p, o, a, sources)) continue;
      const needs: ("x" | "targets" | "payment")[] = [];
      if (a.kind === "activated") {
        if (parseCost(a.cost.mana).x > 0 || a.cost.loyalty === "-X") needs.push("x");
        if ((a.targets ?? []).length > 0) needs.push("targets");
      }
      if (a.cost.mana !== undefined) needs.push("payment");
      const text = rulesTextOfAbility(defOf(g, o), a);
      const action: PriorityAction = {
        type: "activate",
        object: id,
        name: nameOf(g, o),
        ability: i,
        text,
        mana: a.kind === "mana",
        needs,
      };
      if (add(action)) return true;
    }
  }
  return false;
}

/** 119.4: the life a cost asks for; "half your life, rounded up" (0 if the life total isn't positive). */
export function lifeToPay(g: Ctx, p: PlayerId, n: number | "half" | "commanderColors"): number {
  if (n === "commanderColors") return commanderColors(g, p).length; // 903.4 (War Room)
  return n === "half" ? Math.max(0, Math.ceil(g.s.players[p].life / 2)) : n;
}
