/**
 * A layout's monarch (725), initiative (726) and dungeons (309): who has each designation, the dungeon card
 * in each player's command zone with the room of their venture marker — in its place among the zone's other
 * objects (`at`), after them by default — and the dungeons they completed.
 * Each is absent unless the layout names it (725.1, 726.1: there is none until an effect gives it).
 */
import type { CardDb } from "../../cards/types.ts";
import type { TableLayout } from "../../setup.ts";
import { showValue } from "../../show.ts";
import type { GameState } from "../../state.ts";
import { newObject } from "../zones/zones.ts";

/** Reports a problem of the layout at `path` (start.ts: a SetupError). */
type Fail = (path: string, message: string) => never;

/** Lays them out; a seat or dungeon that isn't one is reported with `fail`. */
export function layDesignations(s: GameState, db: CardDb, layout: TableLayout, fail: Fail): void {
  const seat = (p: unknown, path: string): number =>
    typeof p === "number" && Number.isInteger(p) && p >= 0 && p < s.players.length
      ? p
      : fail(path, `must be a seat from 0 to ${s.players.length - 1}`);
  const dungeonCard = (card: string, path: string) => {
    const def = db.get(card);
    if (def === undefined || !def.types.includes("Dungeon") || def.rooms === undefined)
      return fail(path, `${JSON.stringify(card)} is no dungeon card (309)`);
    return def;
  };
  if (layout.monarch !== undefined) s.monarch = seat(layout.monarch, "monarch");
  if (layout.initiative !== undefined) s.initiative = seat(layout.initiative, "initiative");
  layout.players.forEach((lp, p) => {
    const path = `players[${p}]`;
    if (lp.completedDungeons !== undefined) {
      lp.completedDungeons.forEach((c, i) => {
        dungeonCard(c, `${path}.completedDungeons[${i}]`);
      });
      if (lp.completedDungeons.length > 0) s.players[p].completedDungeons = [...lp.completedDungeons];
    }
    if (lp.dungeon === undefined) return;
    const def = dungeonCard(lp.dungeon.card, `${path}.dungeon.card`);
    const room = lp.dungeon.room;
    if (!Number.isInteger(room) || room < 0 || room >= (def.rooms ?? []).length)
      fail(`${path}.dungeon.room`, `${def.name} has no room ${room}`);
    // Its place among the command zone's objects laid out so far (the vanguard, then `command`'s cards).
    const command = s.players[p].command;
    const at: unknown = lp.dungeon.at ?? command.length;
    if (typeof at !== "number" || !Number.isInteger(at) || at < 0 || at > command.length)
      fail(
        `${path}.dungeon.at`,
        `must be a whole number from 0 to ${command.length} (the dungeon's place among the ${command.length} other objects of ${lp.name}'s command zone, counted from 0), got ${showValue(at)}`,
      );
    const d = newObject(s, def.id, p, "command"); // 309.2b, 309.3: one dungeon a player
    d.ventureRoom = room;
    command.splice(at, 0, d.id);
  });
}
