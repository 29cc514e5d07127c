/**
 * The keywords of which each instance triggers separately (702.70b, 702.116b, 702.121b, 702.108b, 702.83b,
 * 702.25b, 702.45b, 702.23c, 702.130b, 702.91b, 702.68b): the layers keep every instance, printed or gained
 * (cards/keywordInstances.ts), and each records its own trigger, numbered by its keyword (cards/keywords.ts).
 */
import { isInstanceOf, keywordIndex, type TriggeredName } from "../../cards/keywords.ts";
import type { Keyword } from "../../cards/types.ts";
import type { ObjId, PendingTrigger, PlayerId } from "../../state.ts";
import type { Ctx } from "../context/ctx.ts";

/**
 * Records the ability of keyword `name` of `source` (a permanent, or a damage source as it was) once for each
 * instance of it among `keywords`, its keywords as the event happened; `event`, what the trigger remembers of
 * the event (its player, its object, how many).
 */
export function triggerEachInstance(
  g: Ctx,
  source: { id: ObjId; card: string; controller: PlayerId },
  keywords: readonly Keyword[],
  name: TriggeredName,
  event: Pick<PendingTrigger, "triggering" | "object" | "amount">,
): void {
  for (const k of keywords)
    if (isInstanceOf(k, name))
      g.s.triggers.push({
        source: source.id,
        card: source.card,
        ability: keywordIndex(k),
        controller: source.controller,
        ...event,
      });
}
