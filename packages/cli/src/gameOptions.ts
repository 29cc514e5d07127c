/**
 * A table's game as the command line gives it (program.ts withGameOptions): the variant and players, the
 * options of 801–805 and 901, the edition and the decks — `play`'s, `demo`'s and `simulate`'s table, and the
 * table `connect --create` makes (remote/create.ts).
 */
import type { AttackRule, Edition, Mulligan } from "@roundtable/engine";
import type { DeckSource } from "./table.ts";

export interface GameOptions {
  variant: string;
  /** Default: the variant's default count (under the edition asked for). */
  players?: number;
  attack?: AttackRule;
  range?: number;
  teams?: number;
  deploy?: boolean;
  sharedTurns?: boolean;
  mulligan?: Mulligan;
  commanderLife?: 30 | 40;
  planechase?: boolean;
  edition?: Edition;
  /** "preset": each seat a ready deck; "pool": random pool decks. */
  decks?: DeckSource;
}

/** The game's options of `o` (a command's parsed options), in this order, and nothing else of it. */
export function gameOptionsOf(o: GameOptions): GameOptions {
  const { variant, players, attack, range, teams, deploy, sharedTurns, mulligan } = o;
  const { commanderLife, planechase, edition, decks } = o;
  return {
    variant,
    players,
    attack,
    range,
    teams,
    deploy,
    sharedTurns,
    mulligan,
    commanderLife,
    planechase,
    edition,
    decks,
  };
}
