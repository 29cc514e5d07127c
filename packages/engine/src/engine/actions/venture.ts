/**
 * Dungeons (309) and venturing into the dungeon (701.49). A dungeon card comes from outside the game into
 * its owner's command zone (309.2a–b) with their venture marker on its topmost room (309.4a); each venture
 * moves the marker along an arrow to the next room (309.5a, 701.49b: the player chooses when there are
 * several); from the bottommost room the dungeon is removed from the game — completed (309.7) — and a new
 * one is brought in (309.5b, 701.49c). Moving the marker into a room is recorded (`venture`); the room
 * ability triggers on it (309.4c, triggers/designations.ts). The dungeon cards a player may choose are the
 * dungeons of the card database (every player owns one of each outside the game); "venture into
 * Undercity" (701.49d) chooses only the Undercity, which a plain venture never enters.
 */

import type { CardDef } from "../../cards/types.ts";
import { writable } from "../../forkState.ts";
import type { GameObject, PlayerId } from "../../state.ts";
import { askChoose } from "../ask/ask.ts";
import { cardsWhere } from "../characteristics/cardSets.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { playersChanged } from "../players/playerChecks.ts";
import { inGame } from "../players/players.ts";
import { deleteObject, newObject } from "../zones/zones.ts";

/** 309.3: the dungeon card `p` owns in the command zone, if any. */
export function dungeonOf(g: Ctx, p: PlayerId): GameObject | undefined {
  for (const id of g.s.players[p].command) {
    const o = g.s.objects[id];
    if (o.ventureRoom !== undefined) return o;
  }
  return undefined;
}

/** The rooms of a dungeon card (309.4). */
function roomsOf(def: CardDef): NonNullable<CardDef["rooms"]> {
  if (def.rooms === undefined || def.rooms.length === 0)
    throw new Error(`internal: dungeon "${def.name}" has no rooms`);
  return def.rooms;
}

/** Whether the venture marker is on the dungeon's bottommost room (309.5b, 309.6). */
export function onBottommostRoom(g: Ctx, d: GameObject): boolean {
  return roomsOf(defOf(g, d))[d.ventureRoom ?? 0].next.length === 0;
}

/** What a venture will do, chosen before anything happens (a task asks all its questions first). */
export type VenturePlan =
  | { enter: string } // 701.49a: bring this dungeon card in
  | { move: GameObject; room: number } // 701.49b
  | { complete: GameObject; enter: string | null }; // 701.49c: complete it, then bring this one in

/**
 * 701.49: what `p` venturing into the dungeon (or with `into`, into Undercity: 701.49d) will do — asking
 * the room (701.49b) or the dungeon (309.2a) — or null if nothing can happen.
 */
export function planVenture(g: Ctx, p: PlayerId, into?: "Undercity"): VenturePlan | null {
  if (!inGame(g.s, p)) return null;
  const d = dungeonOf(g, p);
  if (d === undefined) {
    const card = chooseDungeon(g, p, into);
    return card === null ? null : { enter: card };
  }
  const def = defOf(g, d);
  const rooms = roomsOf(def);
  const room = rooms[d.ventureRoom ?? 0];
  if (room.next.length === 0) return { complete: d, enter: chooseDungeon(g, p, into) };
  // 701.49b: the player chooses an arrow when more than one leads away.
  const options = room.next.map((i) => ({ label: rooms[i].name }));
  const prompt = `${def.name}: choose the room to move your venture marker into (701.49b)`;
  const next =
    room.next.length === 1 ? room.next[0] : room.next[askChoose(g, p, "room", prompt, options, 1, 1)[0]];
  return { move: d, room: next };
}

/** Carries out a venture planned with {@link planVenture}. */
export function doVenture(g: Ctx, p: PlayerId, plan: VenturePlan): void {
  if ("move" in plan) {
    moveMarker(g, plan.move, plan.room);
    return;
  }
  if ("complete" in plan) completeDungeon(g, plan.complete); // 701.49c, 309.7
  if (plan.enter !== null) enterDungeon(g, p, plan.enter);
}

/** 701.49: `p` ventures into the dungeon, or with `into`, into Undercity (701.49d). */
export function venture(g: Ctx, p: PlayerId, into?: "Undercity"): void {
  const plan = planVenture(g, p, into);
  if (plan !== null) doVenture(g, p, plan);
}

/**
 * 309.2a, 701.49d: the dungeon card `p` chooses from outside the game: the Undercity for "venture into
 * Undercity", any other dungeon for a plain venture; null when there is none.
 */
function chooseDungeon(g: Ctx, p: PlayerId, into?: "Undercity"): string | null {
  const ids = [
    ...cardsWhere(g.db, into === undefined ? "dungeons" : `dungeons:${into}`, (def) =>
      into === undefined
        ? def.types.includes("Dungeon") && def.ventureOnly === undefined
        : def.types.includes("Dungeon") && (def.subtypes ?? []).includes(into),
    ),
  ].sort();
  if (ids.length <= 1) return ids[0] ?? null;
  const options = ids.map((id) => ({ label: defOf(g, id).name }));
  const prompt = "Choose a dungeon to venture into (309.2a)";
  return ids[askChoose(g, p, "dungeon", prompt, options, 1, 1)[0]];
}

/** 309.2b, 309.4a: the dungeon card goes into the command zone, the venture marker on its topmost room. */
function enterDungeon(g: Ctx, p: PlayerId, card: string): void {
  const s = g.s;
  const d = newObject(s, card, p, "command");
  s.players[p].command.push(d.id);
  playersChanged(s); // 704.5t looks at it from now on
  moveMarker(g, d, 0);
}

function moveMarker(g: Ctx, dungeon: GameObject, room: number): void {
  const d = writable(g.s, dungeon.id);
  d.ventureRoom = room;
  const def = defOf(g, d);
  const name = roomsOf(def)[room].name;
  emit(g, { type: "venture", player: d.owner, dungeon: def.name, object: d.id, room: name, index: room });
}

/** 309.7: the dungeon's owner removes it from the game and completes it. */
export function completeDungeon(g: Ctx, d: GameObject): void {
  const pl = g.s.players[d.owner];
  const def = defOf(g, d);
  deleteObject(g.s, d.id);
  pl.completedDungeons = [...(pl.completedDungeons ?? []), def.id];
  emit(g, { type: "dungeonCompleted", player: d.owner, dungeon: def.name });
}
