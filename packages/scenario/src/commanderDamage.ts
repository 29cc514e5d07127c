/**
 * A scenario file's `commanderDamage` (903.10a): the combat damage each commander has dealt a player, counted
 * per commander. A commander is named by its card, `"Griselbrand"`, when only one player has it, or by its
 * owner and card as a card reference names a player's card, `"B:Griselbrand"` — always allowed, and needed
 * when two players have the same commander (pool decks). Checked (validate.ts) with the engine's words
 * (commanderDamageSetup.ts); carried to the engine's layout by seat (layout.ts) and back by name (save.ts).
 */
import {
  type CardDb,
  commanderOwnerDeparted,
  layoutCommanderOf,
  sharedCommanderProblem,
} from "@roundtable/engine";
import { cardId } from "./names.ts";
import { parseRef } from "./resolve.ts";
import type { Scenario } from "./schema.ts";
import { commonBystanders } from "./table.ts";

type Path = (string | number)[];

/** The card ids of each player's commanders (none for a player who has left: 800.4a). */
function commandersBySeat(scn: Scenario, db: CardDb): (string | undefined)[][] {
  return scn.players.map((p) => {
    if (p.left !== undefined || p.commander === undefined) return [];
    return (typeof p.commander === "string" ? [p.commander] : p.commander).map((n) => cardId(db, n));
  });
}

/**
 * validate.ts: each key of each player's `commanderDamage` names one commander of a player in the game — an
 * owner (`"B:Griselbrand"`) whose commander it is, or a card alone that is one player's commander —, each
 * commander once. `checkRef` has reported an unknown card or player prefix; `err` gets each problem at its path.
 */
export function checkCommanderDamage(
  scn: Scenario,
  db: CardDb,
  err: (path: Path, message: string) => void,
  checkRef: (text: string, path: Path) => void,
): void {
  // Bystanders (table.ts) may prefix a reference too: they have no commander.
  const names = [...scn.players.map((p) => p.name), ...commonBystanders(scn)];
  const commanders = commandersBySeat(scn, db);
  scn.players.forEach((p, seat) => {
    if (p.left !== undefined) return; // 903.10a, 800.4: none for a player who has left (departures.ts)
    const seen = new Map<string, string>();
    for (const key of Object.keys(p.commanderDamage ?? {})) {
      const path: Path = ["players", seat, "commanderDamage", key];
      checkRef(key, path);
      const ref = parseRef(key, names);
      const card = cardId(db, ref.name);
      if (card === undefined) continue;
      const owners = names.flatMap((name, o) => (commanders[o]?.includes(card) ? [name] : []));
      const problem = ((): string | null => {
        if (ref.index !== null) {
          const keys = owners.map((name) => `"${name}:${ref.name}"`).join(" or ");
          return `"#${ref.index}" counts objects, not commanders: name a commander by its card, or by its owner and card (${keys || `"B:${ref.name}"`})`;
        }
        if (ref.seat !== null) {
          if (scn.players[ref.seat]?.left !== undefined) return commanderOwnerDeparted(names[ref.seat]);
          return owners.includes(names[ref.seat])
            ? null
            : `${ref.name} is not ${names[ref.seat]}'s commander`;
        }
        if (owners.length === 0) return `${ref.name} is no player's commander`;
        if (owners.length === 1) return null;
        return sharedCommanderProblem(
          ref.name,
          owners.map((name) => ({ name, key: `${name}:${ref.name}` })),
        );
      })();
      if (problem !== null) {
        err(path, problem);
        continue;
      }
      const owner = ref.seat ?? commanders.findIndex((c) => c.includes(card));
      const before = seen.get(`${owner}:${card}`);
      if (before !== undefined) err(path, `names the same commander as "${before}"`);
      seen.set(`${owner}:${card}`, key);
    }
  });
}

/** The damage with each key rewritten by `rekey`: a commander named another way. */
const rekeyed = (dealt: Record<string, number>, rekey: (key: string) => string): Record<string, number> =>
  Object.fromEntries(Object.entries(dealt).map(([key, n]) => [rekey(key), n]));

/** layout.ts: a player's `commanderDamage` for the engine's layout — a card id, or the owner's seat and card id. */
export function layoutCommanderDamage(
  dealt: Record<string, number>,
  names: readonly string[],
  id: (name: string) => string,
): Record<string, number> {
  return rekeyed(dealt, (key) => {
    const ref = parseRef(key, names);
    return ref.seat === null ? id(ref.name) : `${ref.seat}:${id(ref.name)}`;
  });
}

/** save.ts: the layout's `commanderDamage` for the file — a card name, or the owner's name and card name. */
export function fileCommanderDamage(
  dealt: Record<string, number>,
  names: readonly string[],
  cardName: (id: string) => string,
): Record<string, number> {
  return rekeyed(dealt, (key) => {
    const { owner, card } = layoutCommanderOf(key);
    return owner === null ? cardName(card) : `${names[owner]}:${cardName(card)}`;
  });
}
