import { targetsOf } from "../../cards/intent.ts";
import { rulesTextOfAbility } from "../../cards/rulesText.ts";
import type { Ability, Cost } from "../../cards/types.ts";
import { writable } from "../../forkState.ts";
import { addCounters } from "../../objectFields.ts";
import type { GameObject, ObjId, PlayerId, Task } from "../../state.ts";
import { loseLife } from "../actions/damage.ts";
import { moveObject, tapPermanent } from "../actions/move.ts";
import { askChoose, askNumber } from "../ask/ask.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { DEPLOY_ABILITY, DEPLOY_INDEX } from "../characteristics/deploy.ts";
import { marksChanged } from "../characteristics/layers.ts";
import { concreteCost, type ManaCost, parseCost } from "../characteristics/manaCost.ts";
import { type Ctx, defOf, nameOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { maxX } from "../mana/mana.ts";
import { tappedForMana } from "../mana/manaTriggers.ts";
import { manaAmount, manaTypes } from "../mana/produce.ts";
import { targetPlayersOf } from "../targets/opponentTargets.ts";
import { refLabel } from "../targets/targets.ts";
import { newObject } from "../zones/zones.ts";
import { canActivate, lifeToPay } from "./castable.ts";
import { cannotComply, chooseTargets } from "./chooseTargets.ts";
import { manaAbilityDamage } from "./manaAbilityDamage.ts";
import { chooseNonMana, payNonManaChosen } from "./nonManaCosts.ts";
import { chooseCostForm, choosePayment, pay } from "./payment.ts";
import { splitSecondOnStack } from "./splitSecond.ts";
import { newStackInfo } from "./stackInfo.ts";

/** 602 / 605: the activate task; when it is done, the players' passes start again (as castTask). */
export function activateTask(g: Ctx, task: Task): "done" {
  const r = activate(g, task);
  g.s.turn.passed = [];
  return r;
}

/** Mana abilities resolve at once without the stack (605.3). `info`: as `cast`'s (602.2b). */
export function activate(g: Ctx, task: Task, info = newStackInfo("activated")): "done" {
  const s = g.s;
  const p = task.player as PlayerId;
  const o = s.objects[task.object as ObjId];
  if (o === undefined || o.zone === "library" || o.zone === "stack") return "done";
  const def = defOf(g, o);
  const idx = task.ability as number;
  const a = characteristics(g.db, s, o).abilities[idx];
  if (a === undefined || !canActivate(g, p, o, a)) return "done";
  if (a.kind === "mana") return activateManaAbility(g, p, o, a);
  if (a.kind !== "activated" || splitSecondOnStack(g)) return "done"; // 702.61a
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
  const form = announceCost(g, p, o, a, x);
  if (form === null) return "done";
  const colors = characteristics(g.db, s, o).colors;
  const targets = chooseTargets(g, p, targetsOf(a), colors, def.name, null, info.targets);
  if (cannotComply(targetsOf(a), targets)) return "done";
  const chosen = chooseNonMana(g, p, `${def.name}'s ability`, a.cost, o.id, a.cost.tap); // 602.2b, 601.2h
  if (chosen === null || !payMana(g, p, o, a, form, chosen.tap)) return "done";
  const cycled = a.cycling === true;
  payNonMana(g, p, o, a.cost, x);
  const sacrificed = payNonManaChosen(g, p, chosen);
  if (sacrificed !== undefined) info.sacrificed = sacrificed; // 608.2h
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

/**
 * 602.2b (601.2b): how the ability's mana cost, X fixed, will be paid — its hybrid and Phyrexian symbols
 * announced (payment.ts); `{ cost: null }` if it has no mana cost; null if it can't be paid.
 */
function announceCost(
  g: Ctx,
  p: PlayerId,
  o: GameObject,
  a: Ability & { cost: Cost },
  x: number | null,
): { cost: ManaCost | null; life: number } | null {
  if (a.cost.mana === undefined) return { cost: null, life: 0 };
  const life = a.cost.payLife === undefined ? 0 : lifeToPay(g, p, a.cost.payLife);
  const what = `${nameOf(g, o)}'s ability`;
  return chooseCostForm(g, p, concreteCost(a.cost.mana, x ?? 0), what, a.cost.tap ? [o.id] : [], life);
}

/**
 * 602.2b (601.2g–h): pays the announced mana cost — the mana, and the life its Phyrexian symbols take (119.4)
 * — asking which sources when that matters; false (nothing paid) if it can't be paid after all.
 */
function payMana(
  g: Ctx,
  p: PlayerId,
  o: GameObject,
  a: Ability & { cost: Cost },
  form: { cost: ManaCost | null; life: number },
  tapped: ObjId[],
): boolean {
  if (form.cost === null) return true;
  // Neither the source whose {T} is in the cost nor what the cost taps besides (701.26a) pays mana.
  const exclude = a.cost.tap ? [o.id, ...tapped] : tapped;
  const payment = choosePayment(g, p, form.cost, `${nameOf(g, o)}'s ability`, exclude);
  if (payment === null) return false;
  pay(g, p, form.cost, payment);
  loseLife(g, p, form.life);
  return true;
}

/** Pays the non-mana parts of an ability's cost that ask nothing: {T}, loyalty (606.4), life, its own sacrifice. */
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
 * 605.3a: a mana ability resolves at once. It adds its amount of one of its types (chosen first, if there
 * are several: "Add three mana of any one color", `oneColor`), or with `together` one of each ("Add {W}{U}");
 * an amount of several types without `oneColor` is "N mana in any combination of colors", each mana's type
 * chosen in turn. A mana cost in its cost (a Signet's {1}) is paid from the pool and other sources (601.2g–h,
 * 602.2b), asked before anything changes.
 */
function activateManaAbility(g: Ctx, p: PlayerId, o: GameObject, a: Ability & { kind: "mana" }): "done" {
  const s = g.s;
  const produce = manaTypes(g, p, a); // none: it adds no mana (903.4f, 106.5)
  const combination = a.together !== true && a.oneColor !== true && produce.length > 1;
  const units = combination ? manaAmount(g, p, a, o) : 1;
  let types = produce.slice(0, 1);
  if (a.together === true) types = produce;
  else if (produce.length > 1) {
    const opts = produce.map((t) => ({ label: `{${t}}` }));
    const name = defOf(g, o).name;
    types = [];
    for (let k = 0; k < units; k++) {
      const which = units === 1 ? "" : ` (${k + 1} of ${units})`;
      types.push(produce[askChoose(g, p, "color", `${name}: choose the mana to add${which}`, opts, 1, 1)[0]]);
    }
  }
  const form = announceCost(g, p, o, a, 0);
  if (form === null) return "done";
  // Ashnod's Altar, Springleaf Drum
  const chosen = chooseNonMana(g, p, `${defOf(g, o).name}'s ability`, a.cost, o.id, a.cost.tap);
  if (chosen === null || !payMana(g, p, o, a, form, chosen.tap)) return "done";
  payNonMana(g, p, o, a.cost);
  payNonManaChosen(g, p, chosen);
  // 106.12, 605.4a: tapping it for mana triggers "tapped for mana" abilities (Vorinclex).
  const extra = a.cost.tap ? tappedForMana(g, p, o) : 0;
  const made = (i: number) =>
    (a.together || combination ? 1 : manaAmount(g, p, a, o)) + (i === 0 ? extra : 0);
  types.forEach((t, i) => {
    s.players[p].pool[t] += made(i);
  });
  if (types.length > 0)
    emit(g, { type: "mana", player: p, mana: types.map((t, i) => `{${t}}`.repeat(made(i))).join("") });
  manaAbilityDamage(g, p, o, a);
  return "done";
}
