/**
 * Balance: "Each player chooses a number of lands they control equal to the number of lands controlled by
 * the player who controls the fewest, then sacrifices the rest. Players discard cards and sacrifice
 * creatures the same way." Each of the three parts is its own effect, done in order, so the number for
 * creatures is counted after the lands are gone (a land creature sacrificed as a land is no creature to
 * count). Within a part, every player who has more than the fewest chooses what to keep, in APNAP order
 * (101.4); then all sacrifice (701.21a) or discard (701.9) the rest at once. Only players still in the game
 * count (800.4a).
 */
import type { CardType, Effect } from "../../cards/types.ts";
import type { ObjId, PlayerId } from "../../state.ts";
import { moveObject } from "../actions/move.ts";
import { askChoose, optionsByName } from "../ask/ask.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { permanentsMatching } from "../targets/targets.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { playersOf, type Resolving } from "./resolving.ts";

type What = (Effect & { e: "balance" })["what"];

function candidates(g: Ctx, p: PlayerId, what: What): ObjId[] {
  if (what === "cards") return [...g.s.players[p].hand];
  const types: CardType[] = what === "lands" ? ["Land"] : ["Creature"];
  return permanentsMatching(g, { types, controller: "you" }, p).map((o) => o.id);
}

export function balanceEffect(g: Ctx, r: Resolving, e: Effect & { e: "balance" }): void {
  const s = g.s;
  const pools = playersOf(g, r, "each").map((p) => ({ p, ids: candidates(g, p, e.what) }));
  if (pools.length === 0) return;
  const fewest = Math.min(...pools.map((x) => x.ids.length));
  const noun = e.what === "cards" ? "cards in your hand" : `${e.what} you control`;
  const rest: { p: PlayerId; ids: ObjId[] }[] = [];
  for (const { p, ids } of pools) {
    if (ids.length <= fewest) continue;
    let keep: ObjId[] = [];
    if (fewest > 0) {
      const options = optionsByName(g, ids);
      const verb = e.what === "cards" ? "discard" : "sacrifice";
      const prompt = `${nameOf(g, r.object)}: choose ${fewest} ${noun} to keep; you ${verb} the other ${ids.length - fewest}`;
      keep = askChoose(g, p, "keep", prompt, options, fewest, fewest).map((i) => ids[i]);
    }
    rest.push({ p, ids: ids.filter((id) => !keep.includes(id)) });
  }
  for (const { p, ids } of rest)
    for (const id of ids) {
      const o = s.objects[id];
      if (o === undefined) continue;
      const card = nameOf(g, o);
      if (e.what === "cards") {
        if (o.zone !== "hand") continue;
        const moved = moveObject(g, id, "graveyard");
        if (moved) emit(g, { type: "discard", player: p, object: moved.id, card });
      } else if (o.zone === "battlefield" && o.controller === p) moveObject(g, id, "graveyard");
    }
}

/** The effect table's entries for Balance (effectTable.ts). */
export const balanceEffects: EffectHandlers = { balance: balanceEffect };
