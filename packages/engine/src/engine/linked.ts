/**
 * Exiling with a source and bringing back (607.2a, 610.3) and delayed triggered abilities (603.7).
 *
 * - "Exile another target nonland permanent" + "When Oblivion Ring leaves the battlefield, return the
 *   exiled card" are linked abilities: the exiled objects are recorded against the source (a link).
 * - "Exile target creature … until Banisher Priest leaves the battlefield" (610.3): the objects return
 *   immediately after the source leaves the battlefield — also when it leaves the game with its owner
 *   (800.4a) — to the zone they came from, a permanent under its owner's control (610.3c). If the source
 *   has already left when the effect would exile, nothing is exiled (610.3a–b).
 * - "Return that card … at the beginning of the next end step" (Astral Slide) is a delayed triggered
 *   ability: it waits in the state and triggers once (603.7b); like every trigger of a player who has
 *   left the game, it isn't put on the stack (800.4d).
 */
import type { Effect } from "../cards/types.ts";
import type { GameObject, ObjId, Zone } from "../state.ts";
import { type Ctx, emit, nameOf } from "./ctx.ts";
import { objectsOf, type Resolving } from "./effects.ts";
import { inGame } from "./players.ts";
import { moveObject } from "./zones.ts";

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
      s.links = s.links.filter((l) => !links.includes(l));
      for (const l of links) returnObjects(g, l.objects);
      return;
    }
    case "flicker": {
      const exiled = exile(g, objectsOf(g, r, e.what));
      if (exiled.length === 0) return;
      s.delayed.push({
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
      );
      return;
  }
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

/** 610.3, 610.3c: each object still in exile goes back to its zone, a permanent under its owner's control. */
function returnObjects(g: Ctx, objects: readonly { id: ObjId; from: Zone }[]): void {
  for (const { id, from } of objects) {
    const o = g.s.objects[id];
    if (o === undefined || o.zone !== "exile" || !inGame(g.s, o.owner)) continue; // 603.7c, 400.7
    emit(g, { type: "return", object: o.id, card: nameOf(g, o), to: from });
    moveObject(g, id, from, from === "battlefield" ? { controller: o.owner } : {});
  }
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
    links.flatMap((l) => l.objects),
  );
}

/** 603.7: "at the beginning of the next end step" delayed triggers trigger now, once. */
export function endStepDelayedTriggers(g: Ctx): void {
  const s = g.s;
  const due = s.delayed.filter((d) => d.at === "nextEndStep");
  if (due.length === 0) return;
  s.delayed = s.delayed.filter((d) => d.at !== "nextEndStep");
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
