/**
 * A triggered ability's lines as one, the log's quieter form of its noisiest lines. A triggered ability put
 * on the stack (603.3) that resolves (608) with nothing between — no line written in between: no spell or
 * ability put on the stack (another trigger above it, a response), no land played, no player leaving, no
 * line of another turn (Grand Melee, 807.4) — is one line, its source and then the first thing its
 * resolution did (608.2): "Carol's Suture Priest: Dave loses 1 life (19 → 18).", or that line alone where it
 * names the source already ("Ann's Goblin Arsonist deals 1 damage to Ben."), or "Carol's Luminarch
 * Ascension's triggered ability resolves." where it did nothing the log tells; one removed from the stack as
 * it would resolve (603.4: its intervening "if" clause is false) is "Carol's Luminarch Ascension's triggered
 * ability is removed from the stack: …", which nothing more joins. The trigger's own line (its rules text
 * and targets) is the joined line's `detail`, shown as the line is opened (GameLog.tsx); the joined line has every kind and
 * player of the lines it is made of, so that the filters find it wherever they found one of them. When
 * something came between, the lines stay apart, so that the order of the stack is clear. Mana abilities
 * (605.3a: they don't use the stack, and the log leaves them out) don't count as between.
 */
import type { GameEvent, PlayerId } from "@roundtable/engine";
import { stackName } from "@roundtable/protocol";
import type { LogKind, LogLine } from "./entries.ts";
import { targeting, triggerSource } from "./sentences.ts";
import { cardName } from "./words.ts";

type TriggerEvent = Extract<GameEvent, { type: "trigger" }>;

/** A triggered ability whose line is the log's last: its resolution, then what it did, may still join it. */
export interface WaitingTrigger {
  trigger: TriggerEvent;
  /** The line the log shows for it now: the trigger's, then (once `resolved`) the joined one. */
  line: LogLine;
  /** The trigger's own line: the joined line's detail. */
  detail: string;
  /** The turn it is in (in Grand Melee, its lane's). */
  turn: number | null;
  /**
   * On the stack (its line the trigger's); resolved (its line the joined "resolves" line, which the first
   * thing it did may still join); or joined by what it did (`did`: that line, which said again right after
   * — four tokens created — is counted on the joined line) or by its removal (603.4: no `did`).
   */
  stage: "stacked" | "resolved" | "joined";
  did?: LogLine;
}

/**
 * What a resolving ability does that the log tells: the events a line of which may join the ability's. Not a
 * player's actions (a land played, a spell cast), the stack's own lines, the combat's turn-based actions, a
 * scheme put on the bottom once its abilities have resolved (904.10) or the game's end.
 */
const ABILITY_DOES: ReadonlySet<GameEvent["type"]> = new Set<GameEvent["type"]>([
  "draw",
  "move",
  "damage",
  "prevent",
  "life",
  "poison",
  "token",
  "destroy",
  "dies",
  "regenerate",
  "discard",
  "return",
  "control",
  "attach",
  "unattach",
  "march",
  "reveal",
  "look",
  "piles",
  "vote",
  "votesCounted",
  "setInMotion",
  "planeswalk",
  "emblem",
  "monarch",
  "initiative",
  "venture",
  "dungeonCompleted",
]);

/**
 * What `w` is when event `e` (written as `line`) joins it — its resolution or its removal (603.4), the first
 * thing its resolution did, or that line again — its `line` taking the place of the one the log showed for
 * it; or null when `e` doesn't join it. `turn`: the turn `e` is in; `controller`: the resolving (or removed)
 * object's controller where the log knows it (from a view of the stack).
 */
export function joinTrigger(
  w: WaitingTrigger,
  e: GameEvent,
  line: LogLine,
  turn: number | null,
  name: (p: PlayerId) => string,
  controller: PlayerId | undefined,
): WaitingTrigger | null {
  if (w.turn !== turn) return null;
  if (w.stage === "joined") {
    const again = w.did !== undefined && line.text === w.did.text && line.kind === w.did.kind;
    return again ? { ...w, line: { ...w.line, times: (w.line.times ?? 1) + 1 } } : null;
  }
  const t = w.trigger;
  const joined = (text: string, more: readonly LogKind[]): LogLine => {
    const also = [...new Set([...(w.line.also ?? []), ...more])].filter((k) => k !== "spells");
    return {
      text,
      kind: "spells",
      ...(also.length > 0 ? { also } : {}),
      players: [...new Set([...w.line.players, ...line.players])].sort((a, b) => a - b),
      detail: w.detail,
    };
  };
  if (w.stage === "stacked") {
    // Its resolution, or its removal (603.4): the top of the stack, which no line has said anything was put
    // on since (603.3, 405.5).
    const its =
      (e.type === "resolve" || e.type === "removed") &&
      e.ability === "triggered" &&
      e.card === t.card &&
      (controller === undefined || controller === t.player);
    if (!its) return null;
    // Removed, it does nothing (603.4): its line is the last of it (no `did` to count again).
    if (e.type === "removed")
      return { ...w, line: joined(`${name(t.player)}'s ${line.text}`, []), stage: "joined" };
    const text = `${name(t.player)}'s ${stackName(e, { card: cardName })}${targeting(t.targets)} resolves.`;
    return { ...w, line: joined(text, []), stage: "resolved" };
  }
  if (!ABILITY_DOES.has(e.type)) return null;
  const more = [line.kind, ...(line.also ?? [])];
  // Damage says its source already: "Ann's Goblin Arsonist deals 1 damage to Ben."
  const named = e.type === "damage" && e.card === t.card && e.controller === t.player;
  const text = named ? line.text : `${triggerSource(t, name)}${targeting(t.targets)}: ${line.text}`;
  return { ...w, line: joined(text, more), stage: "joined", did: line };
}
