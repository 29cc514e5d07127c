/**
 * Exiling with a source and bringing back (607.2a, 610.3) and delayed triggered abilities (603.7).
 *
 * - "Exile another target nonland permanent" + "When Oblivion Ring leaves the battlefield, return the
 *   exiled card" are linked abilities: the exiled objects are recorded against the source (a link). The
 *   return brings back only what that object exiled (607.2a), to the battlefield (Oblivion Ring) or to its
 *   owner's hand (Angel of Serenity); if the source left before its exile resolved, the return has
 *   already happened and what is exiled stays there.
 * - "Exile target creature … until Banisher Priest leaves the battlefield" (610.3): the objects return
 *   immediately after the source leaves the battlefield — also when it leaves the game with its owner
 *   (800.4a) — to the zone they came from, a permanent under its owner's control (610.3c). If the source
 *   has already left when the effect would exile, nothing is exiled (610.3a–b).
 * - "Return that card … at the beginning of the next end step" (Astral Slide) is a delayed triggered
 *   ability: it waits in the state and triggers once (603.7b); one controlled by a player who leaves the
 *   game ceases to exist as they leave (800.4a, 800.4d: actions/leave.ts).
 */

import { flatMapOf } from "../../arrays.ts";
import type { CardDef, Effect } from "../../cards/types.ts";
import type { DelayedTrigger, GameObject, ObjId, Task, Zone } from "../../state.ts";
import { enter, entering } from "../actions/enter.ts";
import { moveObject } from "../actions/move.ts";
import { makeTask, schedule } from "../ask/ask.ts";
import { type Ctx, defOf, nameOf } from "../context/ctx.ts";
import type { Happening } from "../context/record.ts";
import { emit } from "../context/record.ts";
import { inGame, inRange } from "../players/players.ts";
import { choosesAsEnters } from "../replacement/asEnters.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { objectsOf, type Resolving } from "./resolving.ts";

type LinkedEffect = Effect & { e: "exileLinked" | "returnLinked" | "flicker" | "returnToBattlefield" };

export function linkedEffect(g: Ctx, r: Resolving, e: LinkedEffect): void {
  const s = g.s;
  const source = r.source ?? r.object.id;
  switch (e.e) {
    case "exileLinked": {
      if (e.untilSourceLeaves && s.objects[source]?.zone !== "battlefield") return; // 610.3a–b
      const exiled = exile(g, objectsOf(g, r, e.what));
      if (exiled.length > 0)
        s.links.push({
          source,
          controller: r.controller,
          objects: exiled,
          untilLeaves: e.untilSourceLeaves === true,
        });
      return;
    }
    case "returnLinked": {
      const links = s.links.filter((l) => l.source === source && !l.untilLeaves);
      // One return, asking its choices (614.12) before anything changes; then the links are used up.
      // "Return the exiled cards to their owners' hands" (Angel of Serenity): every one to its owner's hand.
      const objects = flatMapOf(links, (l) => l.objects);
      returnObjects(
        g,
        e.to === "hand" ? objects.map((x) => ({ id: x.id, from: "hand" as Zone })) : objects,
        true,
      );
      s.links = s.links.filter((l) => !links.includes(l));
      return;
    }
    case "flicker": {
      const exiled = exile(g, objectsOf(g, r, e.what));
      if (exiled.length === 0) return;
      addDelayedTrigger(g, {
        controller: r.controller,
        source,
        card: r.object.card,
        at: "nextEndStep",
        effects: [{ e: "returnToBattlefield", what: "remembered" }],
        objects: exiled.map((x) => x.id),
      });
      return;
    }
    case "returnToBattlefield":
      returnObjects(
        g,
        objectsOf(g, r, e.what).map((o) => ({ id: o.id, from: "battlefield" as Zone })),
        true,
      );
      return;
  }
}

/**
 * Whether what a card's linked exile ability exiles comes back as soon as the card leaves the battlefield
 * (610.3: "until … leaves the battlefield", Banishing Light) rather than by a linked ability of its own
 * (607.2a: Oblivion Ring's "When this leaves the battlefield, return the exiled card"); null when the card
 * has no such ability — or two that disagree. A saved position's links are made from it (game/layoutEffects.ts).
 */
export function linkedExileUntil(def: CardDef): boolean | null {
  const found = new Set<boolean>();
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) for (const y of x) walk(y);
    else if (typeof x === "object" && x !== null) {
      const e = x as Partial<Effect>;
      if (e.e === "exileLinked") found.add(e.untilSourceLeaves === true);
      else for (const v of Object.values(x)) walk(v);
    }
  };
  walk(def.abilities ?? []);
  return found.size === 1 ? [...found][0] : null;
}

/** Exiles the objects still where they were; returns the new objects in exile and their old zones. */
function exile(g: Ctx, objects: readonly GameObject[]): { id: ObjId; from: Zone }[] {
  const out: { id: ObjId; from: Zone }[] = [];
  for (const o of objects) {
    if (o.zone !== "battlefield" && o.zone !== "graveyard") continue;
    const from = o.zone;
    const moved = moveObject(g, o.id, "exile");
    if (moved !== null) out.push({ id: moved.id, from });
  }
  return out;
}

/**
 * 610.3, 610.3c: each object still in exile goes to `from` (the zone it came from, or its owner's hand), a
 * permanent under its owner's control (enter.ts: an Aura with nothing to enchant stays in exile, 303.4g).
 * A permanent that makes a choice as it enters (614.12: Black Vise, Teferi's Moat, Captive Audience; an
 * Aura, 303.4f) has its owner choose first: with `canAsk` (as a spell or ability resolves) every choice is
 * asked before anything moves; otherwise (610.3: the moment a source leaves) they all return together
 * (610.3d) by a task of their own, run at once, which asks and then returns them.
 */
function returnObjects(g: Ctx, objects: readonly { id: ObjId; from: Zone }[], canAsk: boolean): void {
  const s = g.s;
  const back = objects.filter(({ id }) => {
    const o = s.objects[id];
    return o !== undefined && o.zone === "exile" && inGame(s, o.owner); // 603.7c, 400.7
  });
  const permanents = back.filter((x) => x.from === "battlefield");
  if (!canAsk && permanents.some((x) => choosesAsEnters(defOf(g, s.objects[x.id])))) {
    schedule(g, makeTask("returnWithChoices", { objects: back }));
    return;
  }
  const entries = entering(
    g,
    permanents.map(({ id }) => ({ id, controller: s.objects[id].owner })),
  );
  for (const { id, from } of back) {
    const entry = entries.find((e) => e.id === id);
    if (entry?.chosen === null) continue;
    const o = s.objects[id];
    emit(g, { type: "return", object: o.id, card: nameOf(g, o), to: from });
    if (entry === undefined) moveObject(g, id, from);
    else enter(g, entry);
  }
}

/** 610.3 with 614.12: the objects returning as a source leaves, some with choices that couldn't be asked then. */
export function returnWithChoicesTask(g: Ctx, task: Task): "done" {
  returnObjects(g, task.objects as { id: ObjId; from: Zone }[], true);
  return "done";
}

/** 610.3: the source left the battlefield (or the game): what it exiled "until" then comes back. */
export function sourceLeft(g: Ctx, source: ObjId): void {
  const s = g.s;
  const links = s.links.filter((l) => l.source === source && l.untilLeaves);
  if (links.length === 0) return;
  s.links = s.links.filter((l) => !links.includes(l));
  // 610.3d: all at once (one list, moved in order).
  returnObjects(
    g,
    flatMapOf(links, (l) => l.objects),
    false,
  );
}

/**
 * 603.7: a delayed triggered ability is created. Grand Melee: "the next end step" is that of the turn marker
 * in whose turn it was created (807.4: other markers' end steps come and go meanwhile; unearth's exile
 * waits for its own turn's end step, Siren's Call's "didn't attack this turn" is about its own turn).
 */
export function addDelayedTrigger(g: Ctx, d: DelayedTrigger): void {
  const m = g.s.melee;
  g.s.delayed.push(m === undefined ? d : { ...d, marker: m.current });
}

/**
 * 603.7: "at the beginning of the next end step" delayed triggers trigger now, once; with `at`
 * "endOfCombat", those "at end of combat" (myriad's exile, 702.116a), as the end of combat step begins;
 * with "firstUpkeep", those "at the beginning of the first upkeep" (103.6b), as an upkeep begins.
 */
export function endStepDelayedTriggers(g: Ctx, at: DelayedTrigger["at"] = "nextEndStep"): void {
  const s = g.s;
  if (s.delayed.length === 0) return; // nearly always
  const m = s.melee;
  // Grand Melee: those of this marker's turn, and those whose marker was removed (807.4g).
  const now = (d: DelayedTrigger): boolean =>
    d.at === at &&
    (m === undefined ||
      d.marker === undefined ||
      d.marker === m.current ||
      !m.markers.some((k) => k.id === d.marker));
  const due = s.delayed.filter(now);
  if (due.length === 0) return;
  s.delayed = s.delayed.filter((d) => !now(d));
  for (const d of due)
    s.triggers.push({
      source: d.source,
      card: d.card,
      ability: -1,
      controller: d.controller,
      triggering: d.player ?? null,
      delayed: { effects: d.effects, objects: d.objects },
    });
}

/**
 * 603.7b: a spell was cast — the delayed triggered abilities "when [that player] casts their first spell of
 * the game" (`at` "firstSpell", 103.6b: Chancellor of the Annex) that wait for the caster trigger, once each:
 * created before the first turn, each waits for the next spell that player casts, their first. Each is
 * used up then, but triggers only if the caster is within its controller's range of influence (801.7; the
 * event can't happen again). Its "that spell" is the spell cast, "that player" the caster. One waiting for a
 * player who leaves the game ceases to exist as they leave (800.4a: that player casts nothing more;
 * actions/leave.ts).
 */
export function castDelayedTriggers(g: Ctx, spell: GameObject): void {
  const s = g.s;
  const caster = spell.controller;
  const now = (d: DelayedTrigger): boolean => d.at === "firstSpell" && d.player === caster;
  const due = s.delayed.filter(now);
  if (due.length === 0) return;
  s.delayed = s.delayed.filter((d) => !now(d));
  for (const d of due)
    if (inRange(s, d.controller, caster))
      s.triggers.push({
        source: d.source,
        card: d.card,
        ability: -1,
        controller: d.controller,
        triggering: caster,
        delayed: { effects: d.effects, objects: d.objects },
        object: spell.id,
      });
}

/** The effect table's entries for 607.2a linked exile and returning (effectTable.ts). */
export const linkedEffects: EffectHandlers = {
  exileLinked: linkedEffect,
  returnLinked: linkedEffect,
  flicker: linkedEffect,
  returnToBattlefield: linkedEffect,
};

/** 610.3: watches for a source leaving the battlefield, or the game with its owner (800.4a). */
export function untilLeaves(g: Ctx, h: Happening): void {
  if (h.type === "move" || h.type === "ceased" || h.type === "leftWithOwner")
    if (h.before.zone === "battlefield") sourceLeft(g, h.before.id);
}
