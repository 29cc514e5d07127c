/**
 * The triggered abilities that come from rules rather than from permanents: the monarch's (725.2) and the
 * initiative's (726.2), which have no source and are controlled by the player who had the designation as
 * they triggered, and the room abilities of dungeons in the command zone (309.4c: "When you move your
 * venture marker into this room, …", controlled by the dungeon's owner). A watcher of what happens
 * (game/watchers.ts); like every trigger, each waits in `state.triggers` until a player would receive
 * priority (603.3).
 *
 * 801.7: an ability triggers only if its event happens within its controller's range — a creature dealing
 * combat damage to the monarch (or the player with the initiative) makes its controller the monarch only if
 * that creature's controller is within the monarch's range.
 */
import { INITIATIVE, MONARCH } from "../../cards/designations.ts";
import type { PendingTrigger, PlayerId } from "../../state.ts";
import type { Ctx } from "../context/ctx.ts";
import type { Happening } from "../context/record.ts";
import { inRange, isActivePlayer } from "../players/players.ts";

/** 725.2, 726.2: the source of an inherent triggered ability, which has none. */
export const NO_SOURCE = -1;

function inherent(
  g: Ctx,
  card: string,
  ability: number,
  controller: PlayerId,
  triggering: PlayerId | null,
): void {
  const t: PendingTrigger = { source: NO_SOURCE, card, ability, controller, triggering };
  g.s.triggers.push(t);
}

/** The triggers of the designations and of the dungeons' rooms on what just happened. */
export function designationTriggers(g: Ctx, h: Happening): void {
  const s = g.s;
  switch (h.type) {
    case "stepBegins": {
      // 725.2: "At the beginning of the monarch's end step" — with shared team turns, the end step of the
      // monarch's team (805.4a: each of its players is an active player).
      if (h.step === "end" && s.monarch !== undefined && isActivePlayer(s, s.monarch))
        inherent(g, MONARCH, 0, s.monarch, s.monarch);
      // 726.2: "At the beginning of the upkeep of the player who has the initiative".
      if (h.step === "upkeep" && s.initiative !== undefined && isActivePlayer(s, s.initiative))
        inherent(g, INITIATIVE, 0, s.initiative, s.initiative);
      return;
    }
    case "damage": {
      if (!h.combat || !("player" in h.to) || !h.sourceInfo.creature) return;
      const to = h.to.player;
      const by = h.sourceInfo.controller;
      // 725.2: each creature that deals combat damage to the monarch triggers it.
      if (to === s.monarch && inRange(s, to, by)) inherent(g, MONARCH, 1, to, by);
      // 726.2: "one or more creatures a player controls" — once per player per combat damage event.
      const waiting = s.triggers.some((t) => t.card === INITIATIVE && t.ability === 1 && t.triggering === by);
      if (to === s.initiative && inRange(s, to, by) && !waiting) inherent(g, INITIATIVE, 1, to, by);
      return;
    }
    case "initiative":
      // 726.2, 726.5: "Whenever a player takes the initiative, that player ventures into Undercity."
      inherent(g, INITIATIVE, 2, h.player, h.player);
      return;
    case "venture": {
      // 309.4c: the room ability of the room the marker moved into, controlled by the dungeon's owner.
      const d = s.objects[h.object];
      if (d === undefined) return;
      s.triggers.push({
        source: d.id,
        card: d.card,
        ability: h.index,
        controller: d.owner,
        triggering: null,
      });
      return;
    }
  }
}
