/**
 * A layout's delayed triggered abilities waiting for an opponent's first spell of the game (603.7, 103.6b:
 * Chancellor of the Annex revealed from its owner's opening hand; setup.ts `LayoutPlayer.firstSpellTriggers`)
 * — checked, then put in the state as revealing the card leaves them (openingHand.ts), each waiting for the
 * next spell its player casts (effects/linked.ts castDelayedTriggers). A saved position writes them
 * (layoutOfPlayers.ts).
 */
import type { CardDef, Effect } from "../../cards/types.ts";
import type { TableLayout } from "../../setup.ts";
import { showValue } from "../../show.ts";
import type { Ctx } from "../context/ctx.ts";
import { addDelayedTrigger } from "../effects/linked.ts";
import { inGame, opposing } from "../players/players.ts";
import { NO_SOURCE } from "../triggers/designations.ts";

/** Reports a problem of the layout at `path` (start.ts: a SetupError). */
type Fail = (path: string, message: string) => never;

/**
 * What "when each opponent casts their first spell of the game" does, of a card revealed from an opening
 * hand (103.6b: its static `revealFromOpeningHand`, Chancellor of the Annex); null if the card says no such
 * thing.
 */
function firstSpellEffects(def: CardDef): Effect[] | null {
  for (const a of def.abilities ?? [])
    if (
      a.kind === "static" &&
      a.effect.s === "revealFromOpeningHand" &&
      a.effect.at === "opponentsFirstSpell"
    )
      return a.effect.effects;
  return null;
}

/**
 * Why a card can't be in a player's `firstSpellTriggers`: revealed from an opening hand, it creates no delayed
 * triggered ability waiting for an opponent's first spell (103.6b); null if it can. The scenario format's
 * validation says the same.
 */
export function firstSpellTriggerProblem(def: CardDef): string | null {
  if (firstSpellEffects(def) !== null) return null;
  return `${def.name} creates no delayed triggered ability "when each opponent casts their first spell of the game" (103.6b: Chancellor of the Annex, revealed from an opening hand)`;
}

/**
 * Each player's `firstSpellTriggers`, checked — a card that creates such an ability, an opponent's seat, both
 * players in the game (800.4a: neither would have one any more), one who has cast no spell this game
 * (`castThisGame` lists none: their first spell is behind them), and no position in the starting sequence
 * (103.6b: cards are revealed from opening hands once the mulligans are over) — and put in the state, each
 * of the layout's own (its source is none of the game's objects: the card may have left its owner's hand).
 */
export function layFirstSpellTriggers(g: Ctx, layout: TableLayout, fail: Fail): void {
  const { db, s } = g;
  layout.players.forEach((lp, seat) => {
    const path = `players[${seat}].firstSpellTriggers`;
    const list: unknown = lp.firstSpellTriggers;
    if (list === undefined) return;
    if (!Array.isArray(list)) fail(path, `must be a list of { card, player }, got ${showValue(list)}`);
    if (list.length === 0) return;
    if (layout.mulligans !== undefined)
      fail(
        path,
        "the position is in the mulligans: cards are revealed from opening hands once they are over (103.6b)",
      );
    if (!inGame(s, seat))
      fail(path, `${lp.name} has left the game: their delayed triggered abilities ceased to exist (800.4a)`);
    for (const [i, entry] of (list as unknown[]).entries()) {
      const at = `${path}[${i}]`;
      const { card, player } = (typeof entry === "object" && entry !== null ? entry : {}) as {
        card?: unknown;
        player?: unknown;
      };
      const def = typeof card === "string" ? db.get(card) : undefined;
      if (def === undefined) fail(`${at}.card`, `unknown card id ${showValue(card)}`);
      const effects = firstSpellEffects(def);
      if (effects === null) fail(`${at}.card`, firstSpellTriggerProblem(def)!);
      if (typeof player !== "number" || !Number.isInteger(player) || player < 0 || player >= s.players.length)
        fail(`${at}.player`, `must be a seat from 0 to ${s.players.length - 1}, got ${showValue(player)}`);
      const name = s.players[player].name;
      if (!opposing(s, seat, player)) fail(`${at}.player`, `${name} is not an opponent of ${lp.name}`);
      if (!inGame(s, player))
        fail(`${at}.player`, `${name} has left the game: they cast no more spells (800.4a)`);
      if ((layout.players[player].castThisGame ?? []).length > 0)
        fail(
          `${at}.player`,
          `${name} has cast spells this game (castThisGame): their first spell is behind them (603.7b)`,
        );
      addDelayedTrigger(g, {
        controller: seat,
        source: NO_SOURCE,
        card: def.id,
        at: "firstSpell",
        effects,
        objects: [],
        player,
      });
    }
  });
}
