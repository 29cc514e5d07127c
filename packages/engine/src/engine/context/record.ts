/**
 * The record of what happens in the game (603.2): one record serves both the protocol's events and the
 * rules that watch them. An action records what happened once (`emit`); the triggered abilities find what
 * triggers on it (603.2 — they wait until a player would next receive priority, 603.3), 610.3 ends what
 * lasts "until [this] leaves", and Grand Melee's turn markers move as players leave (807.4c). The rules
 * that watch register here (game/watchers.ts): an action doesn't know who watches, so it never calls the
 * rules above it.
 *
 * Most records are the protocol's event itself (events.ts). A few carry more, which only the rules read
 * and which never leaves the engine: the objects as they were (603.10a look-back), the spell or ability
 * on the stack (702.21a ward), the damage's source as it was (608.2h). The rest are the rules' alone: what
 * the protocol reports in other words, or at another moment (a step begins after its turn-based actions;
 * the attacks trigger once every attacker is declared, 508.3a).
 */
import type { Color, Keyword } from "../../cards/types.ts";
import type { GameEvent } from "../../events.ts";
import type { GameObject, ObjId, PlayerId, Zone } from "../../state.ts";
import type { Ctx } from "./ctx.ts";
import { playersOfEvent } from "./laneChanges.ts";
import { invalidateLayers, layersRecount } from "./layerCache.ts";

/** What the rules need to know about a damage source, taken before damage is dealt (LKI, 608.2h). */
export interface SourceInfo {
  id: ObjId;
  card: string;
  name: string;
  controller: PlayerId;
  keywords: Keyword[];
  colors: Color[];
  creature: boolean;
  /** 903.10a: the source is a commander; its key (players/commanders.ts commanderKey). */
  commander?: string;
}

type EventOf<T extends GameEvent["type"]> = Extract<GameEvent, { type: T }>;

/** The protocol's events whose record carries more than the protocol shows. */
type Fuller = "cast" | "activate" | "move" | "token" | "damage";

/** One thing that happened. */
export type Happening =
  | Exclude<GameEvent, { type: Fuller }>
  /** 601.2i: a spell became cast ("when you cast", "whenever a player casts"); it targets (702.21a). */
  | (EventOf<"cast"> & { spell: GameObject })
  /** 602.2: an ability was activated and put on the stack as `ability`; it targets (702.21a). */
  | (EventOf<"activate"> & { ability: GameObject })
  /** An object moved (400.7, 603.6a, 603.6c): `before` as it was, `after` the new object. */
  | (EventOf<"move"> & { before: GameObject; after: GameObject })
  /** 111.2: a token was created: it entered the battlefield (603.6a), `before` as if from outside it. */
  | (EventOf<"token"> & { before: GameObject; after: GameObject })
  /** 120.3: damage was dealt; `sourceInfo`, its source as it was (608.2h). */
  | (EventOf<"damage"> & { sourceInfo: SourceInfo })
  // --- The rules' alone ---
  /** 111.7–111.8: a token left the battlefield and ceased to exist (the protocol reports no move). */
  | { type: "ceased"; before: GameObject; to: Zone }
  /** 603.6c, 800.4a: a permanent left the battlefield with its owner, who is leaving the game. */
  | { type: "leftWithOwner"; before: GameObject }
  /** 800.4a: a player is leaving the game (the protocol's `leave` follows once they have left). */
  | { type: "lost"; player: PlayerId }
  /** 800.4a: players left the game at once; `leftBefore`: who had left before them. */
  | { type: "playersLeft"; leftBefore: readonly boolean[]; departed: readonly PlayerId[] }
  /** The last counter of a kind was removed from `object` (the protocol has no counter events). */
  | { type: "lastCounterRemoved"; object: GameObject; counter: string; remover: PlayerId }
  /** 508.3a: a creature attacks — recorded once every attacker is declared. */
  | { type: "attacks"; attacker: GameObject }
  /**
   * 508.3a–e: the attackers were declared — recorded once, after each creature's "attacks", for the
   * abilities that trigger on the declaration as a whole ("whenever a player attacks", melee, myriad).
   */
  | { type: "attackersDeclared"; attackers: readonly GameObject[] }
  /** 509.3c–f: an attacking creature became blocked by `blockers`, declared by `defending`. */
  /**
   * `blockers` were declared blocking `attacker`; `again`: it was already blocked by an earlier declaration this
   * combat (classic Emperor's territories: two players may block one attacker) — "becomes blocked" triggers only
   * once a combat (509.3c), "becomes blocked by a creature" once for each blocker (509.3d).
   */
  | {
      type: "blocked";
      attacker: GameObject;
      blockers: readonly GameObject[];
      defending: PlayerId;
      again?: true;
    }
  /**
   * 509.1h, 509.2a: every defending player (802.4) or team (805.10d) has declared blockers: the attacking
   * creatures without any are unblocked ("attacks and isn't blocked", 509.3g).
   */
  | { type: "blockersDeclared" }
  /** 503.1, 504.2, 513.1: a step's turn-based actions are done and "at the beginning of" it triggers. */
  | { type: "stepBegins"; step: "upkeep" | "draw" | "end" }
  /** 701.31d: `player` planeswalked away from these face-up cards (as they were). */
  | { type: "planeswalkedAway"; player: PlayerId; away: readonly GameObject[] };

/** What the protocol reports of `h`, or null for a record that is the rules' alone. */
function eventOf(h: Happening): GameEvent | null {
  switch (h.type) {
    case "cast": {
      const { spell: _, ...e } = h;
      return e;
    }
    case "activate": {
      const { ability: _, ...e } = h;
      return e;
    }
    case "move":
    case "token": {
      const { before: _, after: __, ...e } = h;
      return e;
    }
    case "damage": {
      const { sourceInfo: _, ...e } = h;
      return e;
    }
    case "ceased":
    case "leftWithOwner":
    case "lost":
    case "playersLeft":
    case "lastCounterRemoved":
    case "attacks":
    case "attackersDeclared":
    case "blocked":
    case "blockersDeclared":
    case "stepBegins":
    case "planeswalkedAway":
      return null;
    default:
      return h;
  }
}

/**
 * Events whose changes the layer system reads: control, attachments, emblems, planes, players leaving.
 * An attack only asks for a recount (`layersRecount`: Gaea's Liege); permanents entering or leaving
 * (moveObject, createToken) are noted where they happen (`layersTouched`), continuous effects beginning
 * and ending invalidate there; the fuzz tests check the cache against a fresh computation after every
 * decision.
 */
const LAYER_EVENTS: ReadonlySet<Happening["type"]> = new Set<Happening["type"]>([
  "control",
  "attach",
  "unattach",
  "emblem",
  "planeswalk",
  "return",
  "leave",
]);

type Watcher = (g: Ctx, h: Happening) => void;

const watchers: Watcher[] = [];

/** Registers a rule that watches what happens; watchers see each record in the order they registered. */
export function watchHappenings(w: Watcher): void {
  if (!watchers.includes(w)) watchers.push(w);
}

/**
 * Records that `h` happened: the protocol's event goes to the event buffer (when events are on) and to
 * Grand Melee's stale-decision tracking, then each watcher sees the record, in the order things happen.
 */
export function emit(g: Ctx, h: Happening): void {
  if (LAYER_EVENTS.has(h.type))
    invalidateLayers(g.s); // cached characteristics may be stale
  else if (h.type === "attack") layersRecount(g.s); // Gaea's Liege (a token's entering is noted by createToken.ts)
  if (g.s.turn.quiet === true) delete g.s.turn.quiet; // something happened: check again (priority.ts)
  if (g.events !== null || g.changes !== undefined) {
    const e = eventOf(h);
    if (e !== null) {
      if (g.changes !== undefined) g.changes.push(...playersOfEvent(g.s, e));
      if (g.events !== null) g.events.push(e);
    }
  }
  for (const w of watchers) w(g, h);
}
