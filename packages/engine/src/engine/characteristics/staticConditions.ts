/**
 * The conditions of static abilities' "As long as [condition], …" (611.3a: not locked in), checked each time
 * the layer system computes the characteristics (613) — so only conditions that read none of them
 * (`StaticCondition`). The other rules that check a condition (effects/conditions.ts) read these from here.
 */
import type { StaticCondition } from "../../cards/types.ts";
import type { GameObject, GameState, PlayerId } from "../../state.ts";
import { isCommander } from "../players/commanders.ts";
import { battlefieldIndex } from "./battlefieldIndex.ts";

/** Whether a static ability's condition holds for its source's controller `you`. */
export function staticConditionHolds(s: GameState, c: StaticCondition, you: PlayerId): boolean {
  switch (c.if) {
    case "youControlCommander":
      return controlsOwnCommander(s, you);
  }
}

/**
 * 903.3d: whether `you` control your commander — a permanent on the battlefield that is a commander, one of
 * your own (903.3: the card your deck designated; with partners either one, 702.124). Not in a game
 * without commanders.
 */
function controlsOwnCommander(s: GameState, you: PlayerId): boolean {
  const byCard = battlefieldIndex(s).byCard;
  const yours = (o: GameObject) => o.controller === you && o.owner === you && isCommander(s, o);
  return (s.players[you].commanders ?? []).some((card) =>
    (byCard.get(card) ?? []).some((id) => yours(s.objects[id])),
  );
}
