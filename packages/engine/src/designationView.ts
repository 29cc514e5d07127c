/**
 * The public view of the monarch (725), the initiative (726) and dungeons (309): who has each designation,
 * and each player's dungeon card, the room of their venture marker and where its arrows lead, and the
 * dungeons they completed. All public: the command zone and the designations are public information.
 */
import type { CardDb } from "./cards/types.ts";
import type { GameState, PlayerId, PlayerState } from "./state.ts";

/** 309.4: a player's dungeon in the command zone and their venture marker. */
export interface DungeonView {
  /** The dungeon object in the command zone, its card id and name. */
  id: number;
  card: string;
  name: string;
  /** The room the venture marker is on (index into `rooms`). */
  room: number;
  /** Every room, top to bottom: its name and the rooms its arrows lead to (309.5a). */
  rooms: { name: string; next: number[] }[];
}

/** The designations, for the table view; absent while nobody has them (725.1, 726.1). */
export function designationsView(s: GameState): { monarch?: PlayerId; initiative?: PlayerId } {
  return {
    ...(s.monarch !== undefined ? { monarch: s.monarch } : {}),
    ...(s.initiative !== undefined ? { initiative: s.initiative } : {}),
  };
}

/** A player's dungeon and completed dungeons, for their summary; absent when they have neither. */
export function playerDungeonView(
  db: CardDb,
  s: GameState,
  p: PlayerState,
): { dungeon?: DungeonView; completedDungeons?: string[] } {
  const d = p.command.map((id) => s.objects[id]).find((o) => o.ventureRoom !== undefined);
  const def = d === undefined ? undefined : db.get(d.card);
  const out: { dungeon?: DungeonView; completedDungeons?: string[] } = {};
  if (d !== undefined && def !== undefined)
    out.dungeon = {
      id: d.id,
      card: d.card,
      name: def.name,
      room: d.ventureRoom ?? 0,
      rooms: (def.rooms ?? []).map((r) => ({ name: r.name, next: [...r.next] })),
    };
  if (p.completedDungeons !== undefined)
    out.completedDungeons = p.completedDungeons.map((c) => db.get(c)?.name ?? c);
  return out;
}
