/**
 * A layout's commander damage (setup.ts `LayoutPlayer.commanderDamage`, 903.10a): the combat damage each
 * commander has dealt a player so far, counted per commander — per object, by its owner and card
 * (players/commanders.ts commanderKey), not per card name: in a Commander game with pool decks two players
 * may have the same commander card, and each one's damage counts apart. A layout names the commander by its
 * card id when only one player in the game has that commander, or by its owner's seat and card id,
 * `"1:griselbrand"`, always allowed and needed when two players have it.
 */
import type { TableLayout } from "../../setup.ts";
import { showValue } from "../../show.ts";
import type { GameState } from "../../state.ts";
import { commanderKey } from "../players/commanders.ts";
import { departedProblems } from "./departureSetup.ts";

/** Reports a problem of the layout at `path` (start.ts: a SetupError). */
type Fail = (path: string, message: string) => never;

/**
 * The commander a layout's `commanderDamage` key names: `"griselbrand"` (owner null: the only player whose
 * commander it is) or `"1:griselbrand"` (owned by seat 1). Card ids have no ":" in them.
 */
export function layoutCommanderOf(key: string): { owner: number | null; card: string } {
  const m = /^(\d+):(.+)$/.exec(key);
  return m === null ? { owner: null, card: key } : { owner: Number(m[1]), card: m[2] };
}

/** The seats of the players in the game whose commander (or partner) is the card `card` (903.3). */
export function commanderOwners(s: GameState, card: string): number[] {
  return s.players.flatMap((pl, seat) => (!pl.left && (pl.commanders ?? []).includes(card) ? [seat] : []));
}

/**
 * 903.10a: a commander named by its card alone that two players in the game have — which one's damage it
 * is can't be told. `owners`: each owner's name and the key that names their commander.
 */
export function sharedCommanderProblem(card: string, owners: { name: string; key: string }[]): string {
  const names = owners.map((o) => o.name).join(" and ");
  const keys = owners.map((o) => `"${o.key}"`).join(" or ");
  return `${card} is the commander of ${names}: say whose dealt the damage, ${keys} (903.10a: each commander's damage is counted apart)`;
}

/** 903.10a: a commander named with its owner, who has left the game (by name). */
export const commanderOwnerDeparted = (name: string): string =>
  `${name} has left the game: their commander left with them and deals no more damage (800.4a)`;

/**
 * Lays each player's commander damage (903.10a), after every player's commanders are known (start.ts
 * layoutCommanders): a key names a commander of a player in the game — by its card alone only if it is one
 * player's —, each commander once, and the damage is a whole number ≥ 0; none is dealt to a player who has
 * left the game (their count made them lose, 903.10a, and they have left: 800.4).
 */
export function layCommanderDamage(s: GameState, layout: TableLayout, fail: Fail): void {
  layout.players.forEach((lp, seat) => {
    // 903.10a, 800.4: none dealt to a player who has left (setUpDepartures has marked them).
    if (s.players[seat].left && Object.keys(lp.commanderDamage ?? {}).length > 0)
      fail(`players[${seat}].commanderDamage`, departedProblems.commanderDamage(s.players[seat].name));
    const seen = new Map<string, string>();
    for (const [key, n] of Object.entries(lp.commanderDamage ?? {})) {
      const path = `players[${seat}].commanderDamage.${key}`;
      const { owner, card } = layoutCommanderOf(key);
      const owners = commanderOwners(s, card);
      if (owner === null) {
        if (owners.length === 0) fail(path, `"${card}" is no player's commander`);
        if (owners.length > 1)
          fail(
            path,
            sharedCommanderProblem(
              card,
              owners.map((o) => ({ name: s.players[o].name, key: `${o}:${card}` })),
            ),
          );
      } else if (owner >= s.players.length) fail(path, `no seat ${owner}`);
      else if (s.players[owner].left) fail(path, commanderOwnerDeparted(s.players[owner].name));
      else if (!owners.includes(owner)) fail(path, `"${card}" is not ${s.players[owner].name}'s commander`);
      if (typeof n !== "number" || !Number.isInteger(n) || n < 0)
        fail(path, `must be a whole number ≥ 0, got ${showValue(n)}`);
      const k = commanderKey({ owner: owner ?? owners[0], card });
      const before = seen.get(k);
      if (before !== undefined) fail(path, `names the same commander as "${before}"`);
      seen.set(k, key);
      const pl = s.players[seat];
      pl.commanderDamage = { ...pl.commanderDamage, [k]: n };
    }
  });
}
