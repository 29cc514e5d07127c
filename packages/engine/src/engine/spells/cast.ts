/**
 * Casting spells (601) and activating abilities (602, 605, 606). Every choice is asked before anything
 * changes: modes (601.2b), X (601.2b), targets (601.2c), division (601.2d), then the mana payment
 * (601.2g–h). Only then does the card move to the stack and the costs get paid, all at once — so a
 * cancelled or abandoned cast leaves nothing to rewind.
 */

import { flatMapOf } from "../../arrays.ts";
import { enchantSpecs, targetsOf } from "../../cards/intent.ts";
import { rulesTextOfAbility, rulesTextOfModes } from "../../cards/rulesText.ts";
import type {
  Ability,
  CardDb,
  CardDef,
  Color,
  Cost,
  Effect,
  ManaType,
  TargetSpec,
} from "../../cards/types.ts";
import type { ChoiceOption, PriorityAction } from "../../decisions.ts";
import { writable } from "../../forkState.ts";
import { addCounters, countersOf } from "../../objectFields.ts";
import type { GameObject, ObjId, PlayerId, Ref, StackInfo, Task } from "../../state.ts";
import { cantLoseLife, loseLife } from "../actions/damage.ts";
import { moveObject, tapPermanent } from "../actions/move.ts";
import { askChoose, askDivide, askNumber, type Chooser } from "../ask/ask.ts";
import { chooseOpponent } from "../ask/chooseOpponent.ts";
import { anyOnBattlefield, permanentsOf, permanentsWith } from "../characteristics/battlefieldIndex.ts";
import { cardsWhere, instantSpeedCards, landCards } from "../characteristics/cardSets.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { effectApplies } from "../characteristics/continuous.ts";
import { DEPLOY_ABILITY, DEPLOY_INDEX } from "../characteristics/deploy.ts";
import { layered, marksChanged } from "../characteristics/layers.ts";
import { concreteCost, type ManaCost, parseCost } from "../characteristics/manaCost.ts";
import { printed } from "../characteristics/printed.ts";
import { type Ctx, defOf, nameOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { checkCondition } from "../effects/conditions.ts";
import { canPay, isAmbiguous, type ManaSource, manaSources, maxX, planPayment } from "../mana/mana.ts";
import { tappedForMana } from "../mana/manaTriggers.ts";
import { commanderTax, isCommander } from "../players/commanders.ts";
import { inRange } from "../players/players.ts";
import { isVanguardCard, vanguardSourcesOf } from "../players/vanguards.ts";
import { spellBecameCast } from "../records/history.ts";
import { castOnlyAllows, sorceryTiming } from "../statics/castTiming.ts";
import { forbiddenByChosenName } from "../statics/chosenName.ts";
import { chooseOpponentTargets, targetPlayersOf } from "../targets/opponentTargets.ts";
import {
  hasLegalTargets,
  legalTargets,
  refLabel,
  refOption,
  relationOk,
  specMax,
  specMin,
} from "../targets/targets.ts";
import { newObject } from "../zones/zones.ts";

/** The target specs of a spell: its spell targets, or "enchant" for an Aura spell (303.4a). */
function spellSpecs(def: CardDef): TargetSpec[] {
  return def.spell ? targetsOf(def.spell) : enchantSpecs(def);
}

/** `colors`: of the spell or the ability's source, for protection (702.16b). */
function hasTargetsFor(g: Ctx, specs: readonly TargetSpec[], p: PlayerId, colors: readonly Color[]): boolean {
  return specs.every((sp) => hasLegalTargets(g, sp, p, specMin(sp), colors));
}

function modesAvailable(g: Ctx, def: CardDef, p: PlayerId): number[] {
  const modes = def.spell?.modes;
  if (!modes) return [];
  const out: number[] = [];
  modes.modes.forEach((m, i) => {
    if (hasTargetsFor(g, m.targets ?? [], p, printed(g.db, def.id).colors)) out.push(i);
  });
  return out;
}

function dividedEffect(effects: readonly Effect[]): (Effect & { e: "damage" }) | null {
  for (const e of effects) if (e.e === "damage" && e.divided) return e;
  return null;
}

function canActivate(g: Ctx, p: PlayerId, o: GameObject, a: Ability, sources = manaSources(g, p)): boolean {
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
  if (cost.payLife !== undefined) {
    const n = lifeToPay(g, p, cost.payLife);
    // 119.4, 119.8, 810.9h: a player can pay life only up to their total, and none if it can't change.
    if (g.s.players[p].life < n || (n > 0 && cantLoseLife(g, p))) return false;
  }
  if (cost.removeCounters && countersOf(o, cost.removeCounters.counter) < cost.removeCounters.n) return false;
  // The payment first: it looks only at the player's mana, the targets at the whole table.
  if (cost.mana !== undefined) {
    const usable = cost.tap ? sources.filter((src) => src.object !== o.id) : sources;
    if (!canPay(concreteCost(cost.mana, 0), g.s.players[p].pool, usable)) return false;
  }
  return a.kind !== "activated" || hasTargetsFor(g, a.targets ?? [], p, ch.colors);
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

/** The cards p may cast from where they are: those in their hand, and their commander in the command zone (903.8). */
function castableCards(g: Ctx, p: PlayerId): ObjId[] {
  const pl = g.s.players[p];
  if (pl.commanders === undefined) return pl.hand;
  return [...pl.hand, ...pl.command.filter((id) => isCommander(g.s, g.s.objects[id]))];
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
  const pool = s.players[p].pool;
  const sorcery = sorceryTiming(g, p);
  // In a hand or a command zone a card has its printed characteristics: the quick filters by card are exact.
  const lands = landCards(g.db);
  const instantSpeed = instantSpeedCards(g.db);
  for (const id of castableCards(g, p)) {
    const o = s.objects[id];
    if (lands.has(o.card) || (!sorcery && !instantSpeed.has(o.card))) continue;
    const ch = characteristics(g.db, s, o);
    const def = defOf(g, o);
    if (!castOnlyAllows(g, def, p)) continue; // 601.3: "Cast this spell only …"
    const tax = o.zone === "command" ? commanderTax(s.players[p], o.card) : 0; // 903.8
    // The payment first: it looks only at the player's mana, the targets at the whole table.
    sources ??= manaSources(g, p);
    if (!canPay(concreteCost(def.cost, 0, tax), pool, sources)) continue;
    const modal = def.spell?.modes;
    if (
      modal
        ? modesAvailable(g, def, p).length < modal.choose
        : !hasTargetsFor(g, spellSpecs(def), p, ch.colors)
    )
      continue;
    const needs: ("modes" | "x" | "targets" | "divide" | "payment")[] = [];
    if (modal) needs.push("modes");
    if (parseCost(def.cost).x > 0) needs.push("x");
    if (modal || spellSpecs(def).length > 0) needs.push("targets");
    if (def.spell && dividedEffect(def.spell.effects)) needs.push("divide");
    if ((def.cost !== undefined && def.cost !== "{0}") || tax > 0) needs.push("payment");
    if (add({ type: "cast", object: id, name: def.name, needs })) return true;
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
function lifeToPay(g: Ctx, p: PlayerId, n: number | "half"): number {
  return n === "half" ? Math.max(0, Math.ceil(g.s.players[p].life / 2)) : n;
}

/** Asks for the targets of each spec in turn (601.2c / 603.3d). */
export function chooseTargets(
  g: Ctx,
  p: PlayerId,
  specs: readonly TargetSpec[],
  /** The colours of the spell or of the ability's source (protection, 702.16b). */
  colors: readonly Color[],
  what: string,
  /** The source of a triggered ability, excluded by "another target" specs. */
  self: ObjId | null = null,
  /** Where the targets go, a spec's as soon as they are chosen (a cast's so far are shown: castingView.ts). */
  chosen: Ref[][] = [],
): Ref[][] {
  for (const [i, spec] of specs.entries()) {
    const legal = legalTargets(g, spec, p, spec.other ? self : null, colors).filter((r) =>
      relationOk(g, spec, r, chosen),
    );
    const special = chooseOpponentTargets(g, p, spec, legal, what); // per opponent, or an opponent's choice
    if (special !== null) {
      chosen.push(special);
      continue;
    }
    const min = specMin(spec);
    const max = Math.min(specMax(spec, legal.length), legal.length);
    // Too few legal targets (none, or fewer than a required number) is for the caller: a spell's cast is
    // reversed (601.2c, 733: `cannotComply`), a triggered ability removed from the stack (603.3d).
    if (legal.length === 0 || legal.length < min) {
      chosen.push([]);
      continue;
    }
    const prompt = `${what}: choose ${describeCount(min, max)} target${max === 1 ? "" : "s"}${specs.length > 1 ? ` (${i + 1} of ${specs.length})` : ""}`;
    const picked = askChoose(
      g,
      p,
      "targets",
      prompt,
      legal.map((r) => refOption(g, r)),
      min,
      max,
      spec.intent,
    );
    chosen.push(picked.map((k) => legal[k]));
  }
  return chosen;
}

/**
 * 601.2, 602.2, 733: a cast or activation whose player can't comply with a step — a required target with
 * too few legal ones, no mode with its targets — is illegal, and the game returns to the moment before it
 * began. The priority check offered it only with what it needs, so this happens only when the game changed
 * while it was being cast: a player left (800.4a) or another turn marker's turn went on (807.4). Nothing has
 * changed yet (every question comes first), so the task just ends and its player has priority again.
 */
function cannotComply(specs: readonly TargetSpec[], targets: readonly Ref[][]): boolean {
  return specs.some((sp, i) => (targets[i]?.length ?? 0) < specMin(sp));
}

function describeCount(min: number, max: number): string {
  return min === max ? String(min) : `${min}–${max}`;
}

/** A concrete payment: mana abilities to activate (with the type each makes), then mana from the pool. */
interface ChosenPayment {
  taps: { object: ObjId; ability: number; type: ManaType }[];
}

/**
 * 601.2g–h: chooses how to pay `cost` for `what` (the spell, the ability, or what asks for the mana:
 * "Shock", "Cryptolith Rite's ability"), named in the question. Pays automatically when the choice of
 * sources doesn't matter; otherwise asks, one source at a time, with "Pay automatically" as option 0.
 */
export function choosePayment(
  g: Ctx,
  p: PlayerId,
  cost: ManaCost,
  what: string,
  exclude: ObjId[],
): ChosenPayment | null {
  const vpool = { ...g.s.players[p].pool };
  let sources: ManaSource[] = manaSources(g, p, exclude);
  const committed: ChosenPayment["taps"] = [];
  for (;;) {
    const plan = planPayment(cost, vpool, sources);
    if (plan === null) return null;
    if (!isAmbiguous(cost, sources, plan)) return { taps: [...committed, ...plan.taps] };
    const options: ChoiceOption[] = [{ label: "Pay automatically" }];
    const picks: { src: ManaSource; type: ManaType }[] = [];
    for (const src of sources) {
      for (const t of src.produce) {
        const after = { ...vpool, [t]: vpool[t] + src.amount };
        if (
          !canPay(
            cost,
            after,
            sources.filter((x) => x !== src),
          )
        )
          continue;
        picks.push({ src, type: t });
        options.push({
          label: `${nameOf(g, g.s.objects[src.object])}: add {${t}}`,
          ref: { object: src.object },
        });
      }
    }
    const [c] = askChoose(
      g,
      p,
      "mana",
      `Pay ${formatCost(cost)} for ${what}: choose a mana source`,
      options,
      1,
      1,
    );
    if (c === 0) return { taps: [...committed, ...plan.taps] };
    const pick = picks[c - 1];
    committed.push({ object: pick.src.object, ability: pick.src.ability, type: pick.type });
    vpool[pick.type] += pick.src.amount;
    sources = sources.filter((x) => x !== pick.src);
  }
}

function formatCost(c: ManaCost): string {
  const sym = (["W", "U", "B", "R", "G", "C"] as ManaType[])
    .map((t) => `{${t}}`.repeat(c.symbols[t]))
    .join("");
  return (c.generic > 0 ? `{${c.generic}}` : "") + sym || "{0}";
}

/**
 * Carries out a chosen payment: activate the mana abilities, then spend from the pool (601.2h). Also a
 * cost paid as a spell or ability resolves ("unless that player pays {3}", unless.ts).
 */
export function pay(g: Ctx, p: PlayerId, cost: ManaCost, payment: ChosenPayment): void {
  const pool = g.s.players[p].pool;
  // A source may appear once per unit of mana it makes; each is activated once (605.1a).
  const units = new Map<ObjId, { ability: number; types: ManaType[] }>();
  for (const tap of payment.taps) {
    const u = units.get(tap.object) ?? { ability: tap.ability, types: [] };
    u.types.push(tap.type);
    units.set(tap.object, u);
  }
  for (const [id, u] of units) {
    const src = g.s.objects[id];
    tapPermanent(g, src);
    const a = characteristics(g.db, g.s, src).abilities[u.ability];
    const amount = a.kind === "mana" ? (a.amount ?? 1) : 1;
    const made = u.types.slice(0, amount);
    while (made.length < amount) made.push(made[0]); // unspent mana stays in the pool
    // 605.4a: triggered mana abilities (Vorinclex) add theirs at once, of a type the source made (the
    // one the plan counted on, if the source made it).
    const extra = a.kind === "mana" && a.cost.tap ? tappedForMana(g, p, src) : 0;
    for (let k = 0; k < extra; k++) {
      const planned = u.types[amount + k];
      made.push(planned !== undefined && made.includes(planned) ? planned : made[0]);
    }
    u.types = made;
    for (const t of u.types) pool[t]++;
    emit(g, { type: "mana", player: p, mana: u.types.map((t) => `{${t}}`).join("") });
  }
  const plan = planPayment(cost, pool, []);
  if (plan === null) throw new Error("internal: planned payment does not cover the cost");
  for (const t of Object.keys(plan.fromPool) as ManaType[]) pool[t] -= plan.fromPool[t];
}

/**
 * A stack object's information as its cast or activation fills it in, each choice as it is made (601.2b–d,
 * 602.2b): its own until it is put on the stack, where it is a read-only StackInfo.
 */
export interface StackInfoDraft extends Omit<StackInfo, "targets" | "x" | "modes" | "divide"> {
  targets: Ref[][];
  x: number | null;
  modes: number[];
  divide: number[] | null;
}

/** A stack object's information before anything is chosen for it (601.2b–d: modes, targets, X come later). */
export function newStackInfo(kind: StackInfo["kind"]): StackInfoDraft {
  return {
    kind,
    source: null,
    ability: null,
    targets: [],
    x: null,
    modes: [],
    divide: null,
    triggering: null,
  };
}

/** Flattened list of target specs for the chosen modes (modal spells number targets within each mode). */
export function specsForModes(def: CardDef, modes: readonly number[]): TargetSpec[] {
  const m = def.spell?.modes;
  if (!m) return spellSpecs(def);
  return flatMapOf(modes, (i) => targetsOf(m.modes[i]));
}

/**
 * 601.2b–d, 602.2b in the views: a cast or activation whose question is open (`task`, on top of the current
 * lane's work in `g`) asks its questions again from its answers, writing what they chose into `info` as it
 * goes — modes, X, each target spec's targets, the division — and stops at the open question (Suspend).
 * Only on a scratch copy of the game (castingView.ts): answers that completed it would have it pay and move.
 */
export function replayChoices(g: Ctx, task: Task, info: StackInfoDraft): void {
  if (task.t === "cast") cast(g, task, info);
  else activate(g, task, info);
}

/** 601: the cast task; when it is done (cast or abandoned), the players' passes start again (117.4: "without taking any actions in between"). */
export function castTask(g: Ctx, task: Task): "done" {
  const r = cast(g, task);
  g.s.turn.passed = [];
  return r;
}

/** `info`: the spell's stack information, filled in as each choice is made (601.2b–d). */
function cast(g: Ctx, task: Task, info = newStackInfo("spell")): "done" {
  const s = g.s;
  const p = task.player as PlayerId;
  const o = s.objects[task.object as ObjId];
  if (o === undefined || o.owner !== p) return "done";
  // 903.8: a commander may be cast from the command zone, for {2} more for each earlier time.
  const fromCommand = o.zone === "command" && isCommander(s, o);
  if (o.zone !== "hand" && !fromCommand) return "done";
  const from = o.zone;
  const tax = fromCommand ? commanderTax(s.players[p], o.card) : 0;
  const def = defOf(g, o);
  const spell = def.spell;
  let modes: number[] = [];
  let modeChooser: PlayerId | null = null;
  if (spell?.modes) {
    const avail = modesAvailable(g, def, p);
    if (avail.length < spell.modes.choose) return "done"; // 601.2b, 733: see `cannotComply`
    const modeText = rulesTextOfModes(def, "spell");
    const labels = avail.map((i) => ({ label: `Mode ${i + 1}: ${modeText[i] ?? ""}`.trim() }));
    const n = spell.modes.choose;
    // 700.2e: "An opponent chooses one —": the caster names the opponent (801.5a/c: within range, else the
    // nearest to the left); 801.5b: that opponent may choose any mode, whatever is out of their range.
    if (spell.modes.chooser === "opponent")
      modeChooser = chooseOpponent(g, p, `${def.name}: choose the opponent who chooses the mode`, "chooser");
    const who: Chooser = modeChooser === null ? p : { player: modeChooser, controller: p, source: def.name };
    const prompt = `${def.name}: choose ${n} mode${n === 1 ? "" : "s"}${modeChooser === null ? "" : ` for ${s.players[p].name}'s spell`}`;
    modes = askChoose(g, who, "modes", prompt, labels, n, n)
      .map((k) => avail[k])
      .sort((a, b) => a - b);
    info.modes = modes;
  }
  let x: number | null = null;
  const costX = parseCost(def.cost).x;
  if (costX > 0) x = askNumber(g, p, `${def.name}: choose X`, 0, Math.max(0, maxX(g, p, def.cost, tax)));
  info.x = x;
  let specs = specsForModes(def, modes);
  const per = spell?.extraCostPerTarget ?? 0;
  if (per > 0 && specs.length === 1) {
    // Fireball: each target beyond the first costs more, so offer only as many targets as can be paid for.
    let extra = 0;
    while (maxX(g, p, def.cost, per * (extra + 1) + tax) >= (x ?? 0)) extra++;
    specs = [{ ...specs[0], max: Math.min(specs[0].max ?? Number.MAX_SAFE_INTEGER, 1 + extra) }];
  }
  const effects = spell
    ? spell.modes
      ? flatMapOf(modes, (i) => spell.modes!.modes[i].effects)
      : spell.effects
    : [];
  const div = dividedEffect(effects);
  if (div && specs.length === 1) {
    // 601.2d: each target is assigned at least 1 of the divided damage: no more targets than the amount.
    const total = typeof div.amount === "number" ? div.amount : (x ?? 0);
    specs = [{ ...specs[0], max: Math.min(specs[0].max ?? Number.MAX_SAFE_INTEGER, total) }];
  }
  const targets = chooseTargets(g, p, specs, printed(g.db, def.id).colors, def.name, null, info.targets);
  if (cannotComply(specs, targets)) return "done";
  const flat = targets.flat();
  let divide: number[] | null = null;
  if (div && flat.length > 1) {
    const amount = typeof div.amount === "number" ? div.amount : (x ?? 0);
    const recipients = flat.map((r) => ({ label: refLabel(g, r), ref: r }));
    divide = askDivide(g, p, `${def.name}: divide ${amount} damage`, amount, recipients, 1);
  } else if (div && flat.length === 1) {
    divide = [typeof div.amount === "number" ? div.amount : (x ?? 0)];
  }
  info.divide = divide;
  const extra = per * Math.max(0, flat.length - 1) + tax;
  const cost = concreteCost(def.cost, x ?? 0, extra);
  const payment = choosePayment(g, p, cost, def.name, []);
  if (payment === null) return "done"; // can't pay after all: the cast is abandoned, nothing changed
  // Commit (601.2a, 601.2h, 601.2i).
  pay(g, p, cost, payment);
  const so = moveObject(g, o.id, "stack", { controller: p })!;
  so.stack = { ...info, triggering: modeChooser, ...targetPlayersOf(g, specs, targets) };
  if (fromCommand) {
    const casts = s.players[p].commanderCasts ?? {};
    s.players[p].commanderCasts = { ...casts, [o.card]: (casts[o.card] ?? 0) + 1 };
  }
  spellBecameCast(g, so, from);
  // Cast triggers (603.2), then ward for its targets (702.21a).
  emit(g, {
    type: "cast",
    player: p,
    object: so.id,
    card: def.name,
    targets: flat.map((r) => refLabel(g, r)),
    spell: so,
  });
  return "done";
}

/** 602 / 605: the activate task; when it is done, the players' passes start again (as castTask). */
export function activateTask(g: Ctx, task: Task): "done" {
  const r = activate(g, task);
  g.s.turn.passed = [];
  return r;
}

/** Mana abilities resolve at once without the stack (605.3). `info`: as `cast`'s (602.2b). */
function activate(g: Ctx, task: Task, info = newStackInfo("activated")): "done" {
  const s = g.s;
  const p = task.player as PlayerId;
  const o = s.objects[task.object as ObjId];
  if (o === undefined || o.zone === "library" || o.zone === "stack") return "done";
  const def = defOf(g, o);
  const idx = task.ability as number;
  const a = characteristics(g.db, s, o).abilities[idx];
  if (a === undefined || !canActivate(g, p, o, a)) return "done";
  if (a.kind === "mana") return activateManaAbility(g, p, o, a);
  if (a.kind !== "activated") return "done";
  let x: number | null = null;
  if (a.cost.loyalty === "-X")
    x = askNumber(g, p, `${def.name}: choose X`, 0, characteristics(g.db, s, o).loyalty ?? 0);
  else if (parseCost(a.cost.mana).x > 0)
    x = askNumber(
      g,
      p,
      `${def.name}: choose X`,
      0,
      Math.max(0, maxX(g, p, a.cost.mana, 0, a.cost.tap ? [o.id] : [])),
    );
  info.x = x;
  const colors = characteristics(g.db, s, o).colors;
  const targets = chooseTargets(g, p, targetsOf(a), colors, def.name, null, info.targets);
  if (cannotComply(targetsOf(a), targets)) return "done";
  const cost = a.cost.mana !== undefined ? concreteCost(a.cost.mana, x ?? 0) : null;
  const payment = cost
    ? choosePayment(g, p, cost, `${nameOf(g, o)}'s ability`, a.cost.tap ? [o.id] : [])
    : null;
  if (cost && payment === null) return "done";
  if (cost && payment) pay(g, p, cost, payment);
  const cycled = a.cycling === true;
  payNonMana(g, p, o, a.cost, x);
  if (cycled) {
    // 702.29c–d: cycling a card is activating its cycling ability
    emit(g, { type: "cycle", player: p, card: def.name });
  }
  const ab = newObject(s, o.card, p, "stack");
  s.stack.push(ab.id);
  ab.stack = {
    ...info,
    source: o.id,
    ability: a === DEPLOY_ABILITY ? DEPLOY_INDEX : idx,
    ...targetPlayersOf(g, a.targets ?? [], targets),
  };
  emit(g, {
    type: "activate",
    player: p,
    source: o.id,
    card: def.name,
    text: rulesTextOfAbility(def, a),
    targets: targets.flat().map((r) => refLabel(g, r)),
    ability: ab, // ward triggers for its targets (702.21a)
  });
  return "done";
}

/** Pays the non-mana parts of an ability's cost: {T}, loyalty (606.4), life, sacrifice. */
function payNonMana(g: Ctx, p: PlayerId, source: GameObject, cost: Cost, x: number | null = null): void {
  if (cost.tap) tapPermanent(g, source);
  if (cost.loyalty !== undefined) {
    const o = writable(g.s, source.id);
    const delta = cost.loyalty === "-X" ? -(x ?? 0) : cost.loyalty;
    addCounters(o, "loyalty", delta);
    marksChanged(g.s, o);
    o.loyaltyTurn = g.s.turn.number;
  }
  // 119.4: paying life is losing that much life.
  if (cost.payLife !== undefined) loseLife(g, p, lifeToPay(g, p, cost.payLife));
  if (cost.removeCounters) {
    const o = writable(g.s, source.id);
    const { counter, n } = cost.removeCounters;
    addCounters(o, counter, -n);
    marksChanged(g.s, o);
  }
  if (cost.sacrificeSelf) moveObject(g, source.id, "graveyard");
  if (cost.discardSelf) {
    const moved = moveObject(g, source.id, "graveyard");
    if (moved !== null) emit(g, { type: "discard", player: p, object: moved.id, card: nameOf(g, moved) });
  }
}

/**
 * 605.3a: a mana ability resolves at once. It adds one mana of one of its types (chosen first, if there
 * are several), or with `together` one of each ("Add {W}{U}"). A mana cost in its cost (a Signet's {1})
 * is paid from the pool and other sources (601.2g–h, 602.2b), asked before anything changes.
 */
function activateManaAbility(g: Ctx, p: PlayerId, o: GameObject, a: Ability & { kind: "mana" }): "done" {
  const s = g.s;
  let types = [a.produce[0]];
  if (a.together === true) types = a.produce;
  else if (a.produce.length > 1) {
    const opts = a.produce.map((t) => ({ label: `{${t}}` }));
    const name = defOf(g, o).name;
    types = [a.produce[askChoose(g, p, "color", `${name}: choose the mana to add`, opts, 1, 1)[0]]];
  }
  const cost = a.cost.mana !== undefined ? concreteCost(a.cost.mana, 0) : null;
  const payment = cost
    ? choosePayment(g, p, cost, `${nameOf(g, o)}'s ability`, a.cost.tap ? [o.id] : [])
    : null;
  if (cost && payment === null) return "done";
  if (cost && payment) pay(g, p, cost, payment);
  payNonMana(g, p, o, a.cost);
  // 106.12, 605.4a: tapping it for mana triggers "tapped for mana" abilities (Vorinclex).
  const extra = a.cost.tap ? tappedForMana(g, p, o) : 0;
  const made = (i: number) => (a.together ? 1 : (a.amount ?? 1)) + (i === 0 ? extra : 0);
  types.forEach((t, i) => {
    s.players[p].pool[t] += made(i);
  });
  emit(g, { type: "mana", player: p, mana: types.map((t, i) => `{${t}}`.repeat(made(i))).join("") });
  return "done";
}
