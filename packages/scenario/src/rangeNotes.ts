/**
 * What the scenario runner says when an action or answer fails because of range of influence (801.2–801.6),
 * a deploy target that isn't a teammate (804.2) or an attack the attack rules forbid (102.3, 803.1, 809.3c,
 * 811.4): the rule number, who is out of whose range, and who is in range this turn (fixed as it began,
 * 801.2c).
 */
import {
  acrossOpponents,
  type CardDb,
  type GameState,
  nextInGame,
  opposing,
  prevInGame,
  type TurnState,
  teammates,
  turnRanges,
} from "@roundtable/engine";
import { resolveRef, stateCandidates } from "./resolve.ts";

/**
 * 801.2–801.4: why a player name or card reference is out of `seat`'s range of influence this turn, or
 * null (in range, unlimited range, or not something in play). `rule` is the rule it breaks. `turn`: the
 * turn whose ranges count (Grand Melee: each turn marker's turn fixes its own, 801.2c); default the
 * state's.
 */
export function outOfRange(
  db: CardDb,
  s: GameState,
  names: readonly string[],
  seat: number,
  text: string,
  rule: string,
  what: string,
  turn: TurnState = s.turn,
): string | null {
  const inRange = turnRanges(s, turn)?.[seat];
  if (inRange === undefined || inRange === null) return null;
  const who = names[seat];
  const seen = `in ${who}'s range this turn: ${inRange.map((q) => names[q]).join(", ")}; who is in range is fixed as each turn begins, 801.2c`;
  const q = names.indexOf(text);
  if (q >= 0)
    return inRange.includes(q)
      ? null
      : `"${text}" is out of ${who}'s range of influence (${rule}): ${what} (${seen})`;
  const r = resolveRef(text, stateCandidates(db, s), names);
  if (!r.ok) return null;
  const o = s.objects[r.id];
  if ((o.zone !== "battlefield" && o.zone !== "stack") || inRange.includes(o.controller)) return null;
  return (
    `"${text}" is out of ${who}'s range of influence (${rule}): ${what} ` +
    `(its controller, ${names[o.controller]}, is out of range, 801.2d; ${seen})`
  );
}

/**
 * Whose range and seat an attacker's defender is judged from (801.3, 809.3c): the creature's controller —
 * with shared team turns the primary player declares for the whole team (805.10b, 805.2) — or
 * `declarer` when `attacker` names no permanent.
 */
export function attackingSeat(
  db: CardDb,
  s: GameState,
  names: readonly string[],
  attacker: string,
  declarer: number,
): number {
  const r = resolveRef(attacker, stateCandidates(db, s), names);
  return r.ok && s.objects[r.id].zone === "battlefield" ? s.objects[r.id].controller : declarer;
}

/** Range-of-influence and teammate notes for the targets of an action that failed, joined by "; ". */
export function targetNotes(
  db: CardDb,
  s: GameState,
  names: readonly string[],
  seat: number,
  texts: readonly string[],
  deploy: boolean,
  turn: TurnState = s.turn,
): string {
  const notes = texts.flatMap((t) => {
    const q = names.indexOf(t);
    if (q >= 0 && s.players[q].left) return [`"${t}" has left the game: not a legal target`];
    const range = outOfRange(db, s, names, seat, t, "801.4", "not a legal target", turn);
    if (range !== null) return [range];
    if (deploy && q >= 0 && !teammates(s, seat).includes(q))
      return [`"${t}" is not a teammate of ${names[seat]} (804.2): not a legal target`];
    return [];
  });
  return notes.join("; ");
}

/**
 * Why `seat` can't attack the player named `text` under the game's attack rules, or null: a teammate
 * (102.3), not the adjacent opponent on the attack side (803.1a–b), not in a seat next to theirs (809.3c,
 * 811.4), or not one of their opponents (Pentagon).
 */
export function attackRuleNote(
  s: GameState,
  names: readonly string[],
  seat: number,
  text: string,
): string | null {
  const q = names.indexOf(text);
  if (q < 0 || q === seat) return null;
  const cfg = s.config;
  const who = names[seat];
  if (!opposing(s, seat, q))
    return cfg.opponentsBySeat != null
      ? `"${text}" is not one of ${who}'s opponents: only the players seated across are (Pentagon, 611.1)`
      : `"${text}" is ${who}'s teammate, not an opponent (102.3)`;
  // The nearest players still in the game on either side (803.1: a player who left is no longer seated).
  const left = nextInGame(s, seat) ?? seat;
  const right = prevInGame(s, seat) ?? seat;
  for (const [rule, side, near] of [
    ["803.1a", "left", left],
    ["803.1b", "right", right],
  ] as const) {
    if (cfg.attack !== side || q === near) continue;
    const mate = teammates(s, seat).includes(near);
    return mate
      ? `under attack ${side} ${who} can attack only the player seated next on the ${side}, ${names[near]}, a teammate: no one at all (${rule})`
      : `under attack ${side} ${who} can attack only the player seated next on the ${side}, ${names[near]} (${rule})`;
  }
  if (cfg.attackAcrossOnly === true && !acrossOpponents(s, seat).includes(q))
    return `"${text}" isn't seated across from ${who}: only that opponent, or once they've left the closest, can be attacked (2004 draft 609.6)`;
  if (cfg.attackAdjacentOnly && q !== left && q !== right)
    return `"${text}" doesn't sit next to ${who}: only opponents in the seats next to theirs can be attacked (809.3c, 811.4)`;
  return null;
}
