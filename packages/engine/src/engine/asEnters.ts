/**
 * "As [this] enters, choose an opponent." (614.12, Black Vise): the controller chooses as the permanent
 * enters, before it is on the battlefield; the choice is part of the new object (400.7: a permanent
 * that leaves and returns is chosen for again). With one opponent there is nothing to ask.
 */
import type { CardDef } from "../cards/types.ts";
import type { PlayerId } from "../state.ts";
import { askChoose } from "./ask.ts";
import type { Ctx } from "./ctx.ts";
import { opponents } from "./players.ts";

/** Asks the choice the card makes as it enters under `controller`'s control, if any. */
export function choiceAsEnters(g: Ctx, def: CardDef, controller: PlayerId): PlayerId | null {
  const asks = def.abilities?.some((a) => a.kind === "static" && a.effect.s === "asEntersChoose");
  if (!asks) return null;
  const opps = opponents(g.s, controller);
  if (opps.length <= 1) return opps[0] ?? null;
  const options = opps.map((q) => ({ label: g.s.players[q].name, ref: { player: q } }));
  const [k] = askChoose(g, controller, "player", `${def.name}: choose an opponent`, options, 1, 1);
  return opps[k];
}
