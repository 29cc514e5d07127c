/**
 * Triggered abilities (603). A trigger event records a PendingTrigger; the next time a player would
 * receive priority, each player in APNAP order puts their triggers on the stack in the order they choose,
 * choosing targets as they do (603.3b, 603.3d, 101.4). Intervening "if" clauses are checked when the
 * ability triggers and again on resolution (603.4).
 */

import { rulesTextOfAbility } from "../cards/rulesText.ts";
import type { Condition, TriggerWhen } from "../cards/types.ts";
import type { GameObject, PendingTrigger, PlayerId } from "../state.ts";
import { askOrder } from "./ask.ts";
import { chooseTargets } from "./cast.ts";
import { characteristics } from "./characteristics.ts";
import { type Ctx, defOf, emit } from "./ctx.ts";
import type { SourceInfo } from "./damage.ts";
import { apnap, isOpponent } from "./players.ts";
import { matchesFilter, refLabel, specMin } from "./targets.ts";
import { newObject } from "./zones.ts";

function collect(
  g: Ctx,
  o: GameObject,
  card: string,
  controller: PlayerId,
  match: (w: TriggerWhen) => boolean,
  triggering: PlayerId | null,
): void {
  const abilities = g.db.get(card)?.abilities;
  if (abilities === undefined) return;
  abilities.forEach((a, i) => {
    if (a.kind !== "triggered" || !match(a.when)) return;
    if (a.condition && !checkCondition(g, a.condition, o, controller)) return;
    g.s.triggers.push({ source: o.id, card, ability: i, controller, triggering });
  });
}

export function checkCondition(g: Ctx, c: Condition, source: GameObject | undefined, you: PlayerId): boolean {
  switch (c.if) {
    case "selfUntapped":
      return source !== undefined && source.zone === "battlefield" && !source.tapped;
    case "noCreaturesOnBattlefield":
      return !g.s.battlefield.some((id) =>
        characteristics(g.db, g.s, g.s.objects[id]).types.includes("Creature"),
      );
    case "youControl":
      return g.s.battlefield.some((id) => {
        const o = g.s.objects[id];
        return o.controller === you && matchesFilter(g, o, c.filter, you);
      });
  }
}

/** "At the beginning of [your / each player's] upkeep / draw step / end step" (503.1, 504.2, 513.1). */
export function stepTriggers(g: Ctx, step: "upkeep" | "draw" | "end"): void {
  const s = g.s;
  for (const id of s.battlefield) {
    const o = s.objects[id];
    collect(
      g,
      o,
      o.card,
      o.controller,
      (w) =>
        w.on === "beginningOfStep" &&
        w.step === step &&
        (w.whose === "each" || o.controller === s.turn.active),
      s.turn.active,
    );
  }
}

/** Enters-the-battlefield and dies triggers of the object that moved (603.6a, 603.10a look-back). */
export function zoneChangeTriggers(g: Ctx, before: GameObject, after: GameObject | null, to: string): void {
  if (after !== null && to === "battlefield" && before.zone !== "battlefield")
    collect(g, after, after.card, after.controller, (w) => w.on === "entersBattlefield", null);
  if (before.zone === "battlefield" && to === "graveyard" && defOf(g, before).types.includes("Creature"))
    collect(g, before, before.card, before.controller, (w) => w.on === "dies", null);
}

export function attackTriggers(g: Ctx, attacker: GameObject): void {
  collect(g, attacker, attacker.card, attacker.controller, (w) => w.on === "attacks", null);
}

/** "Whenever [this] deals damage to a player / an opponent" (603.2). */
export function damageTriggers(g: Ctx, source: SourceInfo, player: PlayerId, combat: boolean): void {
  const o = g.s.objects[source.id];
  const holder = o ?? ({ id: source.id, zone: "graveyard" } as GameObject);
  collect(
    g,
    holder,
    source.card,
    source.controller,
    (w) =>
      w.on === "dealsDamage" &&
      (!w.combat || combat) &&
      (w.to !== "opponent" || isOpponent(g.s, source.controller, player)),
    player,
  );
}

/**
 * 603.3b: the first player in APNAP order with waiting triggers orders them and chooses their targets;
 * then they go on the stack. Called repeatedly until no triggers wait.
 */
export function putTriggersOnStack(g: Ctx): void {
  const s = g.s;
  const p = apnap(s).find((q) => s.triggers.some((t) => t.controller === q));
  if (p === undefined) {
    s.triggers = []; // triggers of players who have left cease to exist (800.4a)
    return;
  }
  const mine = s.triggers.filter((t) => t.controller === p);
  let order = mine.map((_, i) => i);
  const distinct = new Set(mine.map((t) => `${t.card}#${t.ability}`)).size > 1;
  if (mine.length > 1 && distinct) {
    const items = mine.map((t) => ({
      label: `${defOf(g, t.card).name}: ${abilityText(g, t)}`,
      ref: { object: t.source },
    }));
    order = askOrder(
      g,
      p,
      "Order your triggered abilities (first goes on the stack first and resolves last)",
      items,
    );
  }
  const chosen = order.map((i) => {
    const t = mine[i];
    const a = defOf(g, t.card).abilities![t.ability];
    const specs = a.kind === "triggered" ? (a.targets ?? []) : [];
    return { t, targets: chooseTargets(g, p, specs, null, defOf(g, t.card).name), specs };
  });
  s.triggers = s.triggers.filter((t) => t.controller !== p);
  for (const c of chosen) {
    // 603.3d: an ability with no legal targets for a required target is removed from the stack.
    if (c.specs.some((sp, i) => c.targets[i].length < specMin(sp))) continue;
    addTriggerToStack(g, c.t, c.targets);
  }
}

function abilityText(g: Ctx, t: PendingTrigger): string {
  const def = defOf(g, t.card);
  return rulesTextOfAbility(def, def.abilities![t.ability]);
}

function addTriggerToStack(g: Ctx, t: PendingTrigger, targets: import("../state.ts").Ref[][]): void {
  const s = g.s;
  const ab = newObject(s, t.card, t.controller, "stack");
  s.stack.push(ab.id);
  ab.stack = {
    kind: "triggered",
    source: t.source,
    ability: t.ability,
    targets,
    x: null,
    modes: [],
    divide: null,
    triggering: t.triggering,
  };
  emit(g, {
    type: "trigger",
    player: t.controller,
    source: t.source,
    card: defOf(g, t.card).name,
    text: abilityText(g, t),
    targets: targets.flat().map((r) => refLabel(g, r)),
  });
}
