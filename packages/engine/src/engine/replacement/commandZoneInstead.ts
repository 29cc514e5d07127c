/**
 * 903.9b: "If a commander would be put into its owner's hand or library from anywhere, its owner may put
 * it into the command zone instead." A replacement effect (614.1a) whose choice belongs to the owner, not
 * to whoever controls the effect or the commander.
 *
 * The engine asks every question before it changes anything (ask.ts), and an effect can't stop halfway
 * through its moves to ask. So an effect that may put objects into a hand or a library (the effect table
 * says which kinds may, effectTable.ts) is first carried out on a copy of the game — a preview, sharing
 * the game's objects until it changes them (forkState.ts `scratchState`), with the answers its own
 * questions already have. The owners of the commanders it would put into a hand or a library are asked, in
 * APNAP order, before the effect is carried out for real. The commanders their owners chose are then moved
 * to the command zone instead (actions/move.ts reads `Ctx.toCommand`). The preview runs only in a Commander
 * game, and only while some commander is outside the command zone.
 */
import { scratchState } from "../../forkState.ts";
import type { GameObject, ObjId } from "../../state.ts";
import { askChoose } from "../ask/ask.ts";
import { type Ctx, makeCtx, nameOf } from "../context/ctx.ts";
import { isCommander } from "../players/commanders.ts";
import { inApnapOrder } from "../players/players.ts";

/** Asks `o`'s owner whether to put their commander into the command zone (903.9a–b); `why` says what happened. */
export function askCommandZone(g: Ctx, o: GameObject, why: string, rule: string): boolean {
  const [yes] = askChoose(
    g,
    { player: o.owner, by: "rule" },
    "may",
    `${nameOf(g, o)} ${why}: put it into the command zone${rule === "903.9b" ? " instead" : ""}? (${rule})`,
    [{ label: "yes" }, { label: "no" }],
    1,
    1,
  );
  return yes === 0;
}

/** Whether some commander is outside the command zone (only then can 903.9b apply). */
function commanderAbout(g: Ctx): boolean {
  for (const pl of g.s.players) {
    if (pl.commanders === undefined) continue;
    for (const card of pl.commanders)
      if (!pl.command.some((id) => g.s.objects[id]?.card === card)) return true;
  }
  return false;
}

/** Whether an effect about to be carried out needs the preview (a Commander game, not already inside one). */
export function needsCommandZoneChoices(g: Ctx): boolean {
  return g.s.config.commander === true && g.toCommand === undefined && commanderAbout(g);
}

/**
 * Carries out `run` (an effect that may put objects into a hand or a library) with 903.9b: previews it on
 * a copy of the game, asks the owner of each commander it would put there, then runs it for real with the
 * chosen commanders going to the command zone instead. `run` gets the context to work in and whether it is
 * the preview (to keep what it writes apart).
 */
export function withCommandZoneChoices(g: Ctx, run: (c: Ctx, preview: boolean) => void): void {
  const start = g.asked;
  const preview: Ctx = {
    ...makeCtx(g.db, scratchState(g.s), null), // copy-on-write: what the preview changes is its own
    task: g.task,
    asked: start,
    lookBack: g.lookBack !== undefined ? "unchanged" : undefined,
    toCommand: [],
    wouldMove: [],
  };
  run(preview, true); // asks the effect's own questions (or suspends for the next one)
  g.asked = preview.asked;
  const moved = [...new Set(preview.wouldMove)].filter((id) => g.s.objects[id] !== undefined);
  const chosen: ObjId[] = [];
  for (const p of inApnapOrder(g.s, new Set(moved.map((id) => g.s.objects[id].owner))))
    for (const id of moved) {
      const o = g.s.objects[id];
      if (o.owner !== p) continue;
      const where = preview.wouldMoveTo?.[id] === "library" ? "its owner's library" : "its owner's hand";
      if (askCommandZone(g, o, `would be put into ${where}`, "903.9b")) chosen.push(id);
    }
  const asked = g.asked;
  g.asked = start;
  g.toCommand = chosen;
  try {
    run(g, false);
  } finally {
    g.toCommand = undefined;
  }
  g.asked = Math.max(g.asked, asked);
}

/**
 * Where a move to `to` goes under 903.9b: the command zone if the owner chose so for this object; noted
 * in a preview when the object is a commander going to a hand or a library from another zone.
 */
export function commandZoneInstead(g: Ctx, o: GameObject, to: GameObject["zone"]): GameObject["zone"] {
  if ((to !== "hand" && to !== "library") || o.zone === to) return to;
  if (g.toCommand?.includes(o.id)) return "command";
  if (g.wouldMove !== undefined && isCommander(g.s, o)) {
    g.wouldMove.push(o.id);
    g.wouldMoveTo = { ...g.wouldMoveTo, [o.id]: to };
  }
  return to;
}
