/**
 * What a layout's permanents are attached to (setup.ts `LayoutPermanent.attachedTo`): another permanent, by
 * its key (an Aura, an Equipment), or a player, by seat — an Aura whose enchant ability allows a player
 * (303.4, 702.5a: "Enchant player", "Enchant opponent"; the Curses, 205.3h), attached to a player in the
 * game. Checked, then attached as the game attaches them (asEnters.ts `applyChoicesAsEnters`). Whether it may
 * stay attached — "Enchant opponent", protection, its controller's range of influence (801.8) — is for the
 * state-based actions to say as the game begins (704.5m–n), as in a game.
 */
import type { CardDb, CardDef } from "../../cards/types.ts";
import { writable } from "../../forkState.ts";
import { showValue } from "../../show.ts";
import type { GameState, ObjId } from "../../state.ts";
import { inGame } from "../players/players.ts";

/** Reports a problem of the layout at `path` (start.ts: a SetupError). */
type Fail = (path: string, message: string) => never;

/** A permanent's `attachedTo` as the layout gives it, with its path. */
export interface Attachment {
  id: ObjId;
  to: unknown;
  path: string;
}

/**
 * 303.4, 702.5a: why a permanent of the card `def` can't be attached to a player — it isn't an Aura, or its
 * enchant ability allows no player; null if it can be. The scenario format's validation says the same.
 */
export function enchantPlayerProblem(def: CardDef): string | null {
  const kind = def.enchant?.kind;
  if (kind === "player" || kind === "opponent") return null;
  const what = def.subtypes?.includes("Aura")
    ? `${def.name}'s enchant ability allows no player`
    : `${def.name} is no Aura`;
  return `${what}: only an Aura with "Enchant player" or "Enchant opponent" (a Curse) is attached to a player (303.4, 702.5a)`;
}

/** 800.4a, 704.5m: the player an Aura is attached to has left the game (by name). */
export const enchantedDeparted = (name: string): string =>
  `${name} has left the game: an Aura attached to them was put into its owner's graveyard as they left (800.4a, 704.5m)`;

/**
 * Attaches each permanent of `list` to what its `attachedTo` names: the permanent of that key (`keyed`), or
 * the player of that seat (`enchantedPlayer`, 303.4). A key no permanent has, a seat that isn't one, a
 * permanent that can't be attached to a player and a player who has left are reported with `fail`.
 */
export function layAttachments(
  db: CardDb,
  s: GameState,
  list: readonly Attachment[],
  keyed: ReadonlyMap<string, ObjId>,
  fail: Fail,
): void {
  for (const a of list) {
    if (typeof a.to === "string") {
      const host = keyed.get(a.to) ?? fail(a.path, `no permanent with key "${a.to}"`);
      writable(s, a.id).attachedTo = host;
      continue;
    }
    const p = a.to;
    if (typeof p !== "number" || !Number.isInteger(p) || p < 0 || p >= s.players.length)
      fail(
        a.path,
        `must be a permanent's key or a player's seat from 0 to ${s.players.length - 1}, got ${showValue(p)}`,
      );
    const problem = enchantPlayerProblem(db.get(s.objects[a.id].card)!);
    if (problem !== null) fail(a.path, problem);
    if (!inGame(s, p)) fail(a.path, enchantedDeparted(s.players[p].name));
    writable(s, a.id).enchantedPlayer = p;
  }
}
