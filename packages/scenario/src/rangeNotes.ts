/**
 * What the scenario runner says when an action or answer fails because of range of influence (801.2–801.6)
 * or because a deploy target isn't a teammate (804.2): the rule number, who is out of whose range, and who
 * is in range this turn (fixed as it began, 801.2c).
 */
import type { CardDb, GameState } from "@roundtable/engine";
import { resolveRef, stateCandidates } from "./resolve.ts";

/**
 * 801.2–801.4: why a player name or card reference is out of `seat`'s range of influence this turn, or
 * null (in range, unlimited range, or not something in play). `rule` is the rule it breaks.
 */
export function outOfRange(
  db: CardDb,
  s: GameState,
  names: readonly string[],
  seat: number,
  text: string,
  rule: string,
  what: string,
): string | null {
  const inRange = s.turn.inRange?.[seat];
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

/** Range-of-influence and teammate notes for the targets of an action that failed, joined by "; ". */
export function targetNotes(
  db: CardDb,
  s: GameState,
  names: readonly string[],
  seat: number,
  texts: readonly string[],
  deploy: boolean,
): string {
  const notes = texts.flatMap((t) => {
    const q = names.indexOf(t);
    if (q >= 0 && s.players[q].left) return [`"${t}" has left the game: not a legal target`];
    const range = outOfRange(db, s, names, seat, t, "801.4", "not a legal target");
    if (range !== null) return [range];
    const teams = s.config.teams;
    if (deploy && q >= 0 && (q === seat || teams == null || teams[q] !== teams[seat]))
      return [`"${t}" is not a teammate of ${names[seat]} (804.2): not a legal target`];
    return [];
  });
  return notes.join("; ");
}
