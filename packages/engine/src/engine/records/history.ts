/**
 * The spells cast this game (601.2i), in order: storm counts the spells cast before a spell in the same
 * turn (702.40a; those within its controller's range, 801.11), and "you've cast another spell named …
 * this game" looks back over the whole game, including spells cast by players who have since left
 * (800.4i). Copies of spells aren't cast (707.10).
 *
 * What no rule can ask about any more is forgotten as its turn ends ({@link forgetSpellsCast}), so that
 * a long game's record doesn't grow with every spell (issue 22: a 200-player Grand Melee cast 755 spells
 * in 6 turns each).
 */
import type { CardDb } from "../../cards/types.ts";
import { copyJson } from "../../forkState.ts";
import type { CastRecord, GameObject, GameState, ObjId, PlayerId, StackInfo, Zone } from "../../state.ts";
import { cardsWhere } from "../characteristics/cardSets.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import { inRange } from "../players/players.ts";

/**
 * 601.2i: the spell became cast, in the game's record of spells cast; its cast triggers ("when you cast
 * this spell", storm) trigger on the cast event that follows (spells/cast.ts).
 */
export function spellBecameCast(g: Ctx, spell: GameObject, from: Zone): void {
  const stack = copyJson(spell.stack as StackInfo); // a spell on the stack has its StackInfo
  g.s.spellsCast.push({
    turn: g.s.turn.number,
    player: spell.controller,
    card: spell.card,
    object: spell.id,
    from,
    stack,
  });
}

/** The record of the spell that was (or is) the stack object `object`, with its index. */
export function castRecordOf(s: GameState, object: ObjId): { rec: CastRecord; index: number } | null {
  for (let i = s.spellsCast.length - 1; i >= 0; i--)
    if (s.spellsCast[i].object === object) return { rec: s.spellsCast[i], index: i };
  return null;
}

/**
 * 702.40a: the number of other spells cast before the spell `object` in the turn it was cast, as seen by
 * `viewer`, the controller of the storm ability: with a limited range of influence, only the spells cast
 * by players within viewer's range (801.11: it doesn't see events outside it).
 */
export function spellsCastBefore(s: GameState, object: ObjId, viewer: PlayerId): number {
  const found = castRecordOf(s, object);
  if (found === null) return 0;
  let n = 0;
  for (let i = 0; i < found.index; i++) {
    const rec = s.spellsCast[i];
    if (rec.turn === found.rec.turn && inRange(s, viewer, rec.player)) n++;
  }
  return n;
}

/** Whether the spell `spell` was cast from its controller `you`'s hand. */
export function castFromHand(s: GameState, spell: GameObject, you: PlayerId): boolean {
  const found = castRecordOf(s, spell.id);
  return found !== null && found.rec.from === "hand" && found.rec.player === you;
}

/** Whether `you` cast a spell with the same name as `spell` this game, other than `spell` itself. */
export function castAnotherNamed(g: Ctx, spell: GameObject, you: PlayerId): boolean {
  const name = defOf(g, spell).name;
  return g.s.spellsCast.some(
    (rec) => rec.player === you && rec.object !== spell.id && defOf(g, rec.card).name === name,
  );
}

/** Whether a spell of card `card` is one that "you've cast another spell named … this game" asks about. */
export function looksBackThisGame(db: CardDb, card: string): boolean {
  return cardsWhere(db, "castAnotherNamedThisGame", (def) =>
    JSON.stringify(def).includes('"castAnotherNamedThisGame"'),
  ).has(card);
}

/**
 * Turn `turn` ends: the spells cast in it are forgotten, but for those "another spell named … this game"
 * looks back for. Nothing else can ask about them: storm counts the spells of the storm spell's own turn
 * (702.40a), and a spell's record is read for its copies (707.10) and "if you cast it from your hand" only
 * while it or an ability of it is on that turn's stack, which is empty as the turn ends (500.2; 807.4: in
 * Grand Melee each turn has its own stack). Other turns under way keep theirs.
 */
export function forgetSpellsCast(db: CardDb, s: GameState, turn: number): void {
  if (s.spellsCast.every((rec) => rec.turn !== turn)) return;
  s.spellsCast = s.spellsCast.filter((rec) => rec.turn !== turn || looksBackThisGame(db, rec.card));
}
