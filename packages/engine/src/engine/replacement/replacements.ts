/**
 * Replacement and prevention effects (614–616) on damage, destruction and entering the battlefield.
 *
 * - Damage (615, 614.9): prevention shields from resolved spells ("prevent the next 4 damage…", "prevent
 *   all combat damage…"), redirection ("… is dealt to another target instead"), and protection from a
 *   colour (702.16e). When several apply to the same damage, the affected player — the player dealt the
 *   damage or the controller of the permanent — chooses which applies first, then the next among those
 *   still applicable (616.1); each applies at most once to an event (614.5). Redirected damage is a new
 *   event for its new recipient, whose own shields then apply. Damage that can't be prevented (615.12,
 *   Leyline of Punishment) is prevented by none of them and uses up no shield; it can still be redirected.
 * - Destruction (701.19): a regeneration shield replaces "destroy" once this turn.
 * - Entering the battlefield (614.1c–d, 614.12): "… enter tapped" statics (Thalia, Heretic Cathar) and the
 *   counters a permanent enters with.
 *
 * Every question is asked before anything changes (ask.ts): the plan works on copies of the shields'
 * amounts and the shields are updated once all choices are made.
 */
import { allAbilities } from "../../cards/keywords.ts";
import { writable } from "../../forkState.ts";
import { addCounters, clearField, timesKicked, wasKicked } from "../../objectFields.ts";
import type { GameObject, ObjId, Ref, Shield, WritableObject, Zone } from "../../state.ts";
import { askChoose } from "../ask/ask.ts";
import { permanentsWith } from "../characteristics/battlefieldIndex.ts";
import { cardsWhere } from "../characteristics/cardSets.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { filterAccepts } from "../characteristics/filter.ts";
import { marksChanged } from "../characteristics/layers.ts";
import { playerRule } from "../characteristics/playerRules.ts";
import { cardsInLayers, printed } from "../characteristics/printed.ts";
import { type Ctx, defOf, nameOf } from "../context/ctx.ts";
import type { SourceInfo } from "../context/record.ts";
import { emit } from "../context/record.ts";
import { inGame, inRange } from "../players/players.ts";
import { mayPutCounters } from "../statics/counterRestrictions.ts";
import { damageCantBePrevented } from "../statics/lifeGainAndPrevention.ts";
import { refController, sameRef } from "../targets/targets.ts";
import { removeFromCombat } from "../zones/zones.ts";
import { spared } from "./enterConditions.ts";

/** Damage about to be dealt (120), as prevention and redirection see and change it (615, 614.9). */
export interface DamageItem {
  source: SourceInfo;
  to: Ref;
  amount: number;
  combat: boolean;
}

interface Candidate {
  key: string;
  label: string;
  shield: Shield | null; // null: protection
}

/** The damage actually dealt after replacement and prevention effects, asking 616.1 choices first. */
export function replaceDamage(g: Ctx, items: readonly DamageItem[]): DamageItem[] {
  const s = g.s;
  if (s.shields.length === 0 && !items.some((d) => hasProtection(g, d))) return [...items];
  const remaining = new Map<number, number | null>(s.shields.map((sh) => [sh.id, sh.amount]));
  const out: DamageItem[] = [];
  const queue = items.map((d) => ({ d: { ...d }, used: new Set<string>() }));
  while (queue.length > 0) {
    const { d, used } = queue.shift()!;
    for (;;) {
      if (d.amount <= 0) break;
      const cands = candidates(g, d, used, remaining);
      if (cands.length === 0) break;
      let c = cands[0];
      if (cands.length > 1) {
        const [k] = askChoose(
          g,
          { player: refController(g, d.to), by: "rule" } /* 616.1: the affected player */,
          "replacement",
          `${d.amount} damage from ${d.source.name} to ${recipientName(g, d.to)}: choose the replacement or prevention effect to apply first`,
          cands.map((x) => ({ label: x.label })),
          1,
          1,
        );
        c = cands[k];
      }
      used.add(c.key);
      const left = c.shield === null ? null : remaining.get(c.shield.id)!;
      const n = left === null ? d.amount : Math.min(left, d.amount);
      if (c.shield !== null && left !== null) remaining.set(c.shield.id, left - n);
      d.amount -= n;
      const to = c.shield?.kind === "redirect" ? c.shield.redirectTo : null;
      // 801.13a: the redirected part would affect a player or object outside the range of the damage
      // source's controller: that part does nothing.
      if (to !== null && inRange(s, d.source.controller, refController(g, to)))
        queue.push({ d: { ...d, to, amount: n }, used: new Set(used) });
      else if (to === null) {
        const toCard = "object" in d.to ? { toCard: recipientName(g, d.to) } : {};
        emit(g, { type: "prevent", to: d.to, amount: n, card: c.shield?.card ?? "protection", ...toCard });
      }
    }
    if (d.amount > 0) out.push(d);
  }
  // All choices are made: now the shields change.
  for (const sh of s.shields) sh.amount = remaining.get(sh.id) ?? sh.amount;
  s.shields = s.shields.filter((sh) => sh.amount === null || sh.amount > 0);
  return out;
}

function candidates(
  g: Ctx,
  d: DamageItem,
  used: Set<string>,
  remaining: Map<number, number | null>,
): Candidate[] {
  const out: Candidate[] = [];
  // 615.12: prevention effects still apply to damage that can't be prevented, but they prevent none of it
  // and shields aren't reduced — with no additional effect to any of them here, as if they didn't apply.
  const unpreventable = damageCantBePrevented(g, d.source.controller, refController(g, d.to));
  for (const sh of g.s.shields) {
    const key = `shield ${sh.id}`;
    const left = remaining.get(sh.id);
    if (used.has(key) || left === 0 || sh.kind === "regenerate") continue;
    if (unpreventable && sh.kind === "prevent") continue;
    if (sh.combatOnly && !d.combat) continue;
    if (sh.byCreatures && !d.source.creature) continue;
    if (sh.to !== null && !sameRef(sh.to, d.to)) continue;
    if (!preventionInRange(g, sh, d)) continue;
    if (sh.kind === "redirect" && (sh.redirectTo === null || !canBeDealtDamage(g, sh.redirectTo))) continue;
    const what = sh.kind === "redirect" ? "redirect" : "prevent";
    out.push({ key, label: `${sh.card} (${what}${left === null ? " all" : ` ${left}`})`, shield: sh });
  }
  if (!used.has("protection") && !unpreventable && hasProtection(g, d))
    out.push({ key: "protection", label: "protection (prevent all)", shield: null });
  return out;
}

/**
 * 801.13b: a shield that specifies the source (Ethereal Haze: "by creatures") prevents only damage from
 * sources within its controller's range of influence; one that specifies the recipient protects only
 * recipients within it; one that specifies neither (Fog) applies only if both are within it. 2004 draft
 * 601.8b says it of all prevention ("to prevent damage dealt by a source, the source must be within your
 * range; to prevent damage dealt to an object or player, it must be within your range"): under the 2004
 * range rules every shield needs both.
 */
function preventionInRange(g: Ctx, sh: Shield, d: DamageItem): boolean {
  const source = inRange(g.s, sh.controller, d.source.controller);
  const recipient = inRange(g.s, sh.controller, refController(g, d.to));
  if (g.s.config.rangeRules === "2004") return source && recipient;
  if (sh.to !== null) return recipient && (!sh.byCreatures || source);
  return sh.byCreatures ? source : source && recipient;
}

/** 702.16e: damage from a source of a colour the permanent has protection from is prevented. */
function hasProtection(g: Ctx, d: DamageItem): boolean {
  // 702.16j: all damage that would be dealt to a player with protection from everything is prevented.
  if (!("object" in d.to)) return playerRule(g.s, d.to.player, "protectionFromEverything");
  const o = g.s.objects[d.to.object];
  if (o === undefined || o.zone !== "battlefield") return false;
  const prot = characteristics(g.db, g.s, o).protections;
  return prot.length > 0 && d.source.colors.some((c) => prot.includes(c));
}

function canBeDealtDamage(g: Ctx, r: Ref): boolean {
  if ("player" in r) return inGame(g.s, r.player);
  const o = g.s.objects[r.object];
  if (o === undefined || o.zone !== "battlefield") return false;
  const t = characteristics(g.db, g.s, o).types;
  return t.includes("Creature") || t.includes("Planeswalker") || t.includes("Battle");
}

function recipientName(g: Ctx, r: Ref): string {
  return "player" in r ? g.s.players[r.player].name : nameOf(g, g.s.objects[r.object]);
}

/**
 * 701.19: if a regeneration shield protects the permanent, it is regenerated instead of destroyed: the
 * shield is used up, all damage is removed, it becomes tapped and is removed from combat. Returns true
 * if it was regenerated.
 */
export function regenerateInstead(g: Ctx, o: GameObject): boolean {
  const s = g.s;
  const i = s.shields.findIndex(
    (sh) => sh.kind === "regenerate" && sh.to !== null && sameRef(sh.to, { object: o.id }),
  );
  if (i < 0) return false;
  s.shields.splice(i, 1);
  const w = writable(s, o.id);
  clearField(w, "damage");
  clearField(w, "deathtouched");
  w.tapped = true;
  removeFromCombat(s, o.id);
  emit(g, { type: "regenerate", object: o.id, card: nameOf(g, o) });
  return true;
}

/**
 * 614.1d: whether a permanent entering the battlefield enters tapped because of a static ability — only
 * one whose controller is within its new controller's range (801.10, 801.13a: a permanent entering out of
 * Thalia's controller's range enters untapped).
 */
export function entersTapped(g: Ctx, entering: GameObject): boolean {
  const s = g.s;
  const statics = cardsInLayers(g.db);
  if (statics.size === 0) return false;
  const own = printed(g.db, entering.card).abilities;
  for (const a of own)
    if (a.kind === "static" && a.effect.s === "entersTappedSelf" && !spared(g, entering, a.effect.unless))
      return true;
  // The permanents that may have such an ability: no effect grants a static ability (layer 6 only removes).
  const tappers = cardsWhere(
    g.db,
    "entersTapped",
    (def, id) =>
      statics.has(id) && allAbilities(def).some((a) => a.kind === "static" && a.effect.s === "entersTapped"),
  );
  // 614.12: the permanent as it would exist on the battlefield (its printed characteristics here).
  const ch = printed(g.db, entering.card);
  for (const id of permanentsWith(s, tappers)) {
    const src = s.objects[id];
    if (src.id === entering.id || !inRange(s, src.controller, entering.controller)) continue;
    for (const a of characteristics(g.db, s, src).abilities) {
      if (a.kind !== "static" || a.effect.s !== "entersTapped") continue;
      if (a.effect.filters.some((f) => filterAccepts(s, ch, entering, f, src.controller))) return true;
    }
  }
  return false;
}

/**
 * 614.1c: "[This] enters with N counters on it" (Triskelion), as it enters; "with X counters" counts the
 * X paid for the spell it was (107.3m: `x`, 0 if it wasn't cast). `extra`: a counter the effect putting it
 * onto the battlefield says it enters with (702.79a persist: "with a -1/-1 counter on it"). 122.6: those
 * counters are "put on" it, so an effect that says they can't be (Melira) keeps them off, judged on the
 * permanent as it would exist on the battlefield (614.12: its printed characteristics here).
 */
export function enterWithCounters(g: Ctx, o: WritableObject, x = 0, extra?: string): void {
  const ch = printed(g.db, o.card);
  const put = (counter: string, n: number): void => {
    if (n > 0 && mayPutCounters(g, o, counter, ch.types)) addCounters(o, counter, n);
    marksChanged(g.s, o);
  };
  for (const a of ch.abilities) {
    if (a.kind !== "static" || a.effect.s !== "entersWithCounters") continue;
    const { counter, n, ifKicked } = a.effect;
    if (ifKicked === true && !wasKicked(o)) continue; // 702.33e
    put(counter, n === "X" ? x : typeof n === "number" ? n : n.perKick * timesKicked(o));
  }
  if (extra !== undefined) put(extra, 1);
}

/** Creates a shield (615.1, 614.9, 701.19); `card` names the spell or ability's source for the log. */
export function addShield(g: Ctx, sh: Omit<Shield, "id" | "card"> & { source: GameObject }): void {
  const s = g.s;
  const { source, ...rest } = sh;
  s.shields.push({
    ...rest,
    id: s.nextTimestamp++,
    card: defOf(g, source).name,
    ...(s.melee !== undefined ? { turn: s.turn.number } : {}), // Grand Melee: this turn's (807.4)
  });
}

/**
 * 702.34a: where a spell that would leave the stack for `to` goes: exile instead, if it was cast with its
 * flashback cost (countered, resolved, returned to its owner's hand…).
 */
export function flashbackTo(g: Ctx, id: ObjId, to: Zone): Zone {
  const o = g.s.objects[id];
  return o?.zone === "stack" && o.stack?.flashback === true && to !== "exile" ? "exile" : to;
}

/** 702.84a: where a permanent that would move to `to` goes: exile instead, if it was unearthed. */
export function unearthedTo(g: Ctx, id: ObjId, to: Zone): Zone {
  const o = g.s.objects[id];
  return o?.unearthed === true && o.zone === "battlefield" && to !== "exile" ? "exile" : to;
}
