/**
 * Auras attached to players (303.4; the Curses, 205.3h) in a scenario file: a battlefield entry whose
 * `attachedTo` is a player's name — `"attachedTo": "B"` — rather than a card reference. A player's name
 * always means the player; a permanent named like a player is written as a reference that can't be one
 * ("Name#1", "A:Name"). Checked (validate.ts) with the engine's words (attachSetup.ts): the card is an Aura
 * whose enchant ability allows a player, and the player is in the game; carried to the engine's layout as
 * the seat (layout.ts) and back as the name (save.ts).
 */
import { type CardDb, enchantedDeparted, enchantPlayerProblem } from "@roundtable/engine";
import { cardId } from "./names.ts";
import type { Scenario } from "./schema.ts";

type Path = (string | number)[];

/** Whether `attachedTo` names a player (one of `names`, the file's players and bystanders). */
export function namesPlayer(attachedTo: string, names: readonly string[]): boolean {
  return names.includes(attachedTo);
}

/**
 * validate.ts: a permanent of the card `card` (its name), attached to the player `name`, is an Aura that can
 * enchant a player (303.4, 702.5a), and the player hasn't left the game (800.4a, 704.5m); `err` gets each
 * problem at `path`.
 */
export function checkEnchantedPlayer(
  scn: Scenario,
  db: CardDb,
  card: string,
  name: string,
  path: Path,
  err: (path: Path, message: string) => void,
): void {
  const def = db.get(cardId(db, card) ?? "");
  const problem = def === undefined ? null : enchantPlayerProblem(def);
  if (problem !== null) err(path, problem);
  if (scn.players.find((p) => p.name === name)?.left !== undefined) err(path, enchantedDeparted(name));
}
