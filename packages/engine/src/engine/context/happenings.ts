/**
 * 603.2: a triggered ability triggers on an event, and waits until a player would next receive priority
 * (603.3). An action records what happened once: the protocol's event (`emit`, ctx.ts), and with it, where
 * an ability can trigger on it, what the triggered abilities need to know of it — the objects as they were
 * (603.10a look-back), the damage's source as it was (608.2h). The rules that watch events register here
 * (watchers.ts: the triggered abilities, 610.3 "until [this] leaves", 807.4's turn markers as players
 * leave); the actions don't know who watches, so an action never calls the rules above it.
 */
import type { Color, Keyword } from "../../cards/types.ts";
import type { GameObject, ObjId, PlayerId } from "../../state.ts";
import type { Ctx } from "./ctx.ts";

/** What the rules need to know about a damage source, taken before damage is dealt (LKI, 608.2h). */
export interface SourceInfo {
  id: ObjId;
  card: string;
  name: string;
  controller: PlayerId;
  keywords: Keyword[];
  colors: Color[];
  creature: boolean;
}

export type Happening =
  /** A spell became cast (601.2i): "when you cast this spell", "whenever a player casts". */
  | { on: "cast"; spell: GameObject }
  /** An object moved from one zone to another (603.6a, 603.6c; `after` null when it ceased to exist). */
  | { on: "zoneChange"; before: GameObject; after: GameObject | null; to: string }
  /** A permanent left the battlefield with its owner, who left the game (603.6c, 800.4a). */
  | { on: "leftWithOwner"; before: GameObject }
  | { on: "tapped"; object: GameObject }
  | { on: "lostLife"; player: PlayerId; amount: number }
  /** Damage was dealt to a player (120.3). */
  | { on: "damagedPlayer"; source: SourceInfo; player: PlayerId; combat: boolean }
  | { on: "lost"; player: PlayerId }
  /** Players left the game at once (800.4a); `leftBefore`: who had left before them. */
  | { on: "playersLeft"; leftBefore: readonly boolean[]; departed: readonly PlayerId[] }
  | { on: "lastCounterRemoved"; object: GameObject; counter: string; remover: PlayerId }
  /** 702.29c–d: a player cycled a card. */
  | { on: "cycled"; player: PlayerId }
  /** A spell or ability became the target-holder of its targets (702.21a ward). */
  | { on: "targeted"; stackObject: GameObject }
  | { on: "attacks"; attacker: GameObject }
  /** 509.3c–f: an attacking creature became blocked by `blockers`, declared by `defending`. */
  | { on: "blocked"; attacker: GameObject; blockers: readonly GameObject[]; defending: PlayerId }
  /** 503.1, 504.2, 513.1: a step began. */
  | { on: "stepBegins"; step: "upkeep" | "draw" | "end" };

type Watcher = (g: Ctx, h: Happening) => void;

const watchers: Watcher[] = [];

/** Registers a rule that watches what happens; watchers see each happening in the order they registered. */
export function watchHappenings(w: Watcher): void {
  if (!watchers.includes(w)) watchers.push(w);
}

/** Records that `h` happened: each watcher sees it at once, in the order the actions happen. */
export function happened(g: Ctx, h: Happening): void {
  for (const w of watchers) w(g, h);
}
