/**
 * The running context of one engine call: the card database, the state being advanced, and the event
 * buffer (null when events are off). Not part of the state; never stored.
 */
import type { CardDb, CardDef } from "../../cards/types.ts";
import type { GameEvent } from "../../events.ts";
import type { GameObject, GameState, ObjId, PlayerId, Task } from "../../state.ts";

export interface Ctx {
  db: CardDb;
  s: GameState;
  events: GameEvent[] | null;
  /** The task being run and how many questions it has asked in this run (see ask.ts). */
  task: Task | null;
  asked: number;
  /** 603.10a: the permanents as they were before the event now moving several at once (lookBack.ts). */
  lookBack?: GameObject[] | "unchanged";
  /** Grand Melee: the players concerned by each event of this engine call, in order (laneChanges.ts). */
  changes?: PlayerId[];
  /**
   * 903.9b: while an effect is carried out, the commanders their owners chose to put into the command zone
   * instead of a hand or a library (replacement/commandZoneInstead.ts).
   */
  toCommand?: ObjId[];
  /** 903.9b: in a preview of an effect, the commanders it would put into a hand or a library, and where. */
  wouldMove?: ObjId[];
  wouldMoveTo?: Record<ObjId, "hand" | "library">;
}

export function makeCtx(db: CardDb, s: GameState, events: GameEvent[] | null): Ctx {
  // Every field from the start, and none ever deleted: one shape for V8, read at every step of a game.
  return {
    db,
    s,
    events,
    task: null,
    asked: 0,
    lookBack: undefined,
    changes: undefined,
    toCommand: undefined,
    wouldMove: undefined,
    wouldMoveTo: undefined,
  };
}

export function obj(g: Ctx, id: ObjId): GameObject {
  const o = g.s.objects[id];
  if (o === undefined) throw new Error(`internal: no object ${id}`);
  return o;
}

export function defOf(g: Ctx, o: GameObject | string): CardDef {
  const id = typeof o === "string" ? o : o.card;
  const d = g.db.get(id);
  if (d === undefined) throw new Error(`internal: unknown card id "${id}"`);
  return d;
}

export function nameOf(g: Ctx, o: GameObject): string {
  return defOf(g, o).name;
}

/** What an event says of an object on the stack: its name, and for an ability which kind (113.3). */
export function onStack(
  g: Ctx,
  o: GameObject,
): { object: ObjId; card: string; ability?: "activated" | "triggered" } {
  const kind = o.stack?.kind;
  return kind === "activated" || kind === "triggered"
    ? { object: o.id, card: nameOf(g, o), ability: kind }
    : { object: o.id, card: nameOf(g, o) };
}
