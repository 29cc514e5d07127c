/**
 * What a saved position (layoutOf.ts) keeps of the resolved abilities whose results last, and what it
 * refuses of them: the cards a permanent exiled with its linked exile ability (607.2a, 610.3: the state's
 * `links`), written as the permanent's `exiled`; a control effect that lasts indefinitely (611.2a: 804.2's
 * deploy, "gain control of target creature"), written as the permanent's `controlledBy`; any other continuous
 * effect that outlasts its turn (611.2a–b: "until your next turn", "for as long as", a change of
 * characteristics), written as the permanent's `effects` (layoutOfDurations.ts). Loading makes them again as
 * the engine's own abilities leave them (engine/game/layoutEffects.ts, effectsSetup.ts). What a layout can't
 * hold of them is refused.
 */

import type { CardDb } from "./cards/types.ts";
import { controlGivenTo, staticControlSources } from "./engine/actions/control.ts";
import { makeCtx } from "./engine/context/ctx.ts";
import { linkedExileUntil } from "./engine/effects/linked.ts";
import { inGame } from "./engine/players/players.ts";
import { durationEffects, type WrittenEffect } from "./layoutOfDurations.ts";
import { isPlayPermission } from "./layoutOfMayPlay.ts";
import { writtenPlayerRules } from "./layoutOfPlayers.ts";
import { baseControllerOf } from "./objectFields.ts";
import type { LayoutExiled } from "./setup.ts";
import type { ContinuousEffect, GameObject, GameState, ObjId, PlayerId } from "./state.ts";

/** The lasting results of resolved abilities that a layout holds, by permanent, and what it can't hold. */
export interface Lasting {
  /** 607.2a, 610.3: the cards each permanent exiled. */
  exiled: Map<ObjId, LayoutExiled[]>;
  /** 611.2a: the players indefinite control effects give the permanent to, the latest last. */
  controlledBy: Map<ObjId, PlayerId | PlayerId[]>;
  /** 611.2a–b: the other lasting continuous effects on each permanent, oldest first. */
  effects: Map<ObjId, WrittenEffect[]>;
  /** What a layout cannot hold, one line each. */
  problems: string[];
}

/** `names` shows a list of objects by name, as layoutProblems does. */
export function lastingEffects(
  db: CardDb,
  s: GameState,
  names: (ids: readonly (ObjId | null)[]) => string,
): Lasting {
  const out: Lasting = { exiled: new Map(), controlledBy: new Map(), effects: new Map(), problems: [] };
  exileLinks(db, s, names, out);
  // 601.3: a permission to play exiled cards is its controller's `mayPlay` (layoutOfMayPlay.ts).
  // 611.2a: a player's rules until their next turn are their `rules` (layoutOfPlayers.ts).
  const timed = durationEffects(
    db,
    s,
    (e) => indefiniteControl(s, e) !== null || isPlayPermission(e) || writtenPlayerRules(s, e),
  );
  const why = [...new Set(timed.refused.map((r) => r.why))];
  for (const w of why) {
    const from = timed.refused.filter((r) => r.why === w).map((r) => r.effect.source);
    out.problems.push(`continuous effects of resolved spells or abilities (611.2) from ${names(from)}: ${w}`);
  }
  out.problems.push(...timed.problems);
  out.effects = timed.on;
  controlEffects(db, s, out);
  return out;
}

/**
 * 607.2a, 610.3: each link of a permanent on the battlefield, the objects of it still in exile. A link whose
 * source has left the battlefield did its work as the source left (610.3; 607.2a: its "leaves" trigger, which
 * a position with an empty stack has seen resolve or cease to exist, 800.4a), and one whose objects have all
 * left exile or the game returns nothing: neither can do anything more, and neither is written.
 */
function exileLinks(
  db: CardDb,
  s: GameState,
  names: (ids: readonly (ObjId | null)[]) => string,
  out: Lasting,
): void {
  const refused: ObjId[] = [];
  for (const l of s.links) {
    const src = s.objects[l.source];
    if (src?.zone !== "battlefield") continue;
    const kept = l.objects.filter((x) => s.objects[x.id]?.zone === "exile");
    if (kept.length === 0) continue;
    const def = db.get(src.card);
    // The card's own exile ability made it, with its own duration: the only link a loaded layout makes.
    if (def === undefined || linkedExileUntil(def) !== l.untilLeaves) {
      refused.push(l.source);
      continue;
    }
    const list = out.exiled.get(src.id) ?? [];
    for (const { id, from } of kept) {
      const o = s.objects[id];
      list.push(
        from === "graveyard" ? { owner: o.owner, card: o.card, from } : { owner: o.owner, card: o.card },
      );
    }
    out.exiled.set(src.id, list);
  }
  if (refused.length > 0) out.problems.push(`cards exiled by ${names(refused)} (607.2a, 610.3)`);
}

/** An effect a layout can hold: one that gives control (layer 2) of its objects, indefinitely, to a player in the game. */
function indefiniteControl(s: GameState, e: ContinuousEffect): PlayerId | null {
  const to = controlGivenTo(e);
  return to !== null && e.mods.length === 1 && e.duration === "indefinitely" && inGame(s, to) ? to : null;
}

/** 613.7: the effects giving control of permanent `id` for a duration (its `effects`), if one is older than `than`. */
function olderTimedControl(out: Lasting, id: ObjId, than: number): boolean {
  return (out.effects.get(id) ?? []).some(
    (w) => w.mods.some((m) => m.m === "control") && w.effect.timestamp < than,
  );
}

/**
 * 611.2a, 613.7: the control effects on each permanent, in timestamp order. While a player is in the game the
 * latest effect giving it to them that hasn't ended decides; an effect ends only as the player it gives control
 * to leaves (800.4a), and then the permanent goes to the latest one left, or to its base controller (800.4c).
 * So an effect followed by a later one to the same player never decides, nor does a first one to the base
 * controller: what is left is written as `controlledBy`, a player or the players in turn. A static ability
 * changing the permanent's control later than one of its effects is refused: a loaded effect is later than
 * every permanent of the layout. So is a control effect for a duration older than one of these: loaded, the
 * permanent's `effects` come after its `controlledBy`.
 */
function controlEffects(db: CardDb, s: GameState, out: Lasting): void {
  const on = new Map<ObjId, ContinuousEffect[]>();
  for (const e of s.effects)
    if (indefiniteControl(s, e) !== null)
      for (const id of e.objects)
        if (s.objects[id]?.zone === "battlefield") on.set(id, [...(on.get(id) ?? []), e]);
  if (on.size === 0) return;
  const statics = staticControlSources(makeCtx(db, s, null));
  const name = (o: GameObject): string => db.get(o.card)?.name ?? o.card;
  for (const [id, effects] of on) {
    const o = s.objects[id];
    effects.sort((a, b) => a.timestamp - b.timestamp);
    const players: PlayerId[] = [];
    for (const e of effects) {
      const p = controlGivenTo(e)!;
      if (players.includes(p)) players.splice(players.indexOf(p), 1);
      players.push(p);
    }
    if (players[0] === baseControllerOf(o)) players.shift();
    const first = effects[0].timestamp;
    if (statics.some((x) => x.objects.includes(id) && x.timestamp > first))
      out.problems.push(
        `${name(o)} is under a control-changing effect (611.2) and a later static ability changing its control (613.7)`,
      );
    else if (olderTimedControl(out, id, effects[effects.length - 1].timestamp))
      out.problems.push(
        `${name(o)} is under a control-changing effect for a duration older than one that lasts indefinitely (611.2, 613.7)`,
      );
    else if (players.length > 0) out.controlledBy.set(id, players.length === 1 ? players[0] : players);
  }
}
