/**
 * 601.3, 611.2a: what a saved position (layoutOf.ts) writes of the permissions to play cards in exile that outlast
 * their turn ("Until the end of your next turn, you may play those cards": Reckless Impulse, effects/exileToPlay.ts)
 * — each as an entry of its controller's `mayPlay` (setup.ts `LayoutMayPlay`): the cards still in exile, by id,
 * and the duration. Loading makes each effect again (engine/game/mayPlaySetup.ts). A card that left exile is a
 * new object the effect no longer names (400.7): it isn't written.
 */
import type { CardDb } from "./cards/types.ts";
import { inGame } from "./engine/players/players.ts";
import { MAY_PLAY_DURATIONS, type MayPlayDuration } from "./layoutMods.ts";
import { lastingProblem } from "./layoutOfDurations.ts";
import type { LayoutMayPlay } from "./setup.ts";
import type { ContinuousEffect, GameState, ObjId, PlayerId } from "./state.ts";

/** Whether `e` is a permission to play the cards it names (exileToPlay's), and nothing else. */
export function isPlayPermission(e: ContinuousEffect): boolean {
  return e.mods.length === 1 && e.mods[0].m === "mayPlay";
}

/** The objects of permission `e` still in exile (400.7: one that left is another object). */
function stillExiled(s: GameState, e: ContinuousEffect): ObjId[] {
  return e.objects.filter((id) => s.objects[id]?.zone === "exile");
}

/**
 * Seat `seat`'s permissions as its `mayPlay` entries, oldest first, and what a layout can't hold of them: a
 * duration it can't say, a card in another player's exile, or a card that the entries' rule ("the first card of
 * that id no earlier entry names") would not find — an earlier card of its id in the exile that no permission
 * names, or that a later one does.
 */
export function mayPlayOf(
  db: CardDb,
  s: GameState,
  seat: PlayerId,
): { entries: LayoutMayPlay[]; problems: string[] } {
  const out = { entries: [] as LayoutMayPlay[], problems: [] as string[] };
  if (!inGame(s, seat)) return out; // 800.4a: their effects ended as they left
  const name = (id: ObjId): string => db.get(s.objects[id].card)?.name ?? s.objects[id].card;
  const who = s.players[seat].name;
  const named = new Set<ObjId>();
  const exile = s.players[seat].exile;
  const permissions = s.effects
    .filter((e) => e.controller === seat && isPlayPermission(e) && stillExiled(s, e).length > 0)
    .sort((a, b) => a.timestamp - b.timestamp);
  for (const e of permissions) {
    const objects = stillExiled(s, e);
    const until = lastingProblem(s, e);
    if (until !== null || !(MAY_PLAY_DURATIONS as readonly string[]).includes(e.duration)) {
      out.problems.push(
        `${who} may play ${objects.map(name).join(", ")} from exile (601.3) through an effect ${until ?? `lasting "${e.duration}"`}`,
      );
      continue;
    }
    const elsewhere = objects.filter((id) => s.objects[id].owner !== seat);
    if (elsewhere.length > 0) {
      out.problems.push(
        `${who} may play ${elsewhere.map(name).join(", ")}, in another player's exile (601.3): a layout lists a permission in the player's own exile`,
      );
      continue;
    }
    // As the loader takes them: the first card of the id in the exile that no earlier entry names.
    for (const id of objects) {
      const first = exile.find((x) => s.objects[x].card === s.objects[id].card && !named.has(x));
      if (first !== id)
        out.problems.push(
          `${who} may play one of the cards named ${name(id)} in their exile, not the first one (601.3): a layout names the first`,
        );
      named.add(id);
    }
    out.entries.push({
      cards: objects.map((id) => s.objects[id].card),
      duration: e.duration as MayPlayDuration,
    });
  }
  return out;
}
