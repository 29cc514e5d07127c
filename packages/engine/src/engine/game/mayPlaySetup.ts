/**
 * 601.3, 611.2a: each layout player's `mayPlay` (setup.ts `LayoutMayPlay`), the permissions to play cards in their
 * exile that outlast the turn they were made in, laid as effects/exileToPlay.ts makes them: a continuous effect
 * `mayPlay` on the cards named, controlled by the player, with its duration — "until the end of your next turn"
 * begins counting as the player's next turn begins (this one, if the layout's first turn is theirs). No source:
 * the spell that made it is gone (400.7). layoutOf.ts writes them (layoutOfMayPlay.ts).
 */
import { MAY_PLAY_DURATIONS, type MayPlayDuration } from "../../layoutMods.ts";
import type { TableLayout } from "../../setup.ts";
import { showValue } from "../../show.ts";
import type { ObjId, PlayerId } from "../../state.ts";
import { addEffect } from "../characteristics/continuous.ts";
import type { Ctx } from "../context/ctx.ts";
import { activePlayers, inGame } from "../players/players.ts";
import { departedProblems } from "./departureSetup.ts";
import { exiledCard, type Fail } from "./layoutEffects.ts";

/**
 * Lays every player's `mayPlay`, in the order listed. `start` is the seat of the player who takes the layout's first
 * turn: a permission "until your next turn" of theirs (or, with shared turns, of their team's) would end as it
 * begins.
 */
export function layMayPlay(g: Ctx, layout: TableLayout, start: PlayerId, fail: Fail): void {
  const s = g.s;
  const first = activePlayers(s, start);
  layout.players.forEach((lp, seat) => {
    const list: unknown = lp.mayPlay;
    if (list === undefined) return;
    const path = `players[${seat}].mayPlay`;
    if (!Array.isArray(list))
      fail(path, `must be a list of permissions {cards, duration}, got ${showValue(list)}`);
    if (list.length > 0 && !inGame(s, seat)) fail(path, departedProblems.mayPlay(lp.name));
    const named = new Set<ObjId>();
    list.forEach((x, i) => {
      const at = `${path}[${i}]`;
      if (typeof x !== "object" || x === null || Array.isArray(x))
        fail(at, `must be a permission {cards, duration}, got ${showValue(x)}`);
      for (const k of Object.keys(x))
        if (k !== "cards" && k !== "duration")
          fail(`${at}.${k}`, `a permission has no field "${k}" (cards, duration)`);
      const { cards, duration } = x as Record<string, unknown>;
      if (!(MAY_PLAY_DURATIONS as readonly unknown[]).includes(duration))
        fail(`${at}.duration`, `must be one of ${MAY_PLAY_DURATIONS.join(", ")}, got ${showValue(duration)}`);
      if (duration === "untilYourNextTurn" && first.includes(seat))
        fail(
          `${at}.duration`,
          `${lp.name} takes the layout's first turn: a permission until their next turn would end as it begins (611.2a); leave it out`,
        );
      if (!Array.isArray(cards) || cards.length === 0)
        fail(
          `${at}.cards`,
          `must be a list of card ids in ${lp.name}'s exile, at least one, got ${showValue(cards)}`,
        );
      const objects = (cards as unknown[]).map((card, k) =>
        exiledCard(g, seat, card, named, `${at}.cards[${k}]`, fail),
      );
      addEffect(g, {
        controller: seat,
        source: null,
        objects,
        mods: [{ m: "mayPlay" }],
        duration: duration as MayPlayDuration,
      });
    });
  });
}
