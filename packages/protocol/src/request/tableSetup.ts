/**
 * The game a created table plays, set up as it starts: the players who took its open seats, named bots in
 * the others, and the same setup the command line builds for the same options and seed.
 */
import type { BotName } from "@roundtable/bots/names";
import type { GameSetup, Seed } from "@roundtable/engine";
import { buildSetup } from "../setup/buildSetup.ts";
import type { DeckChoice } from "../setup/decks.ts";
import { playerName } from "../setup/players.ts";
import { tableOptionsOf, tableProblems } from "./check.ts";
import type { CreateTableRequest } from "./createTable.ts";
import { deckChoice } from "./deckChoice.ts";
import { pathText, RequestError } from "./requestError.ts";
import { REQUEST_NAMES } from "./requestNames.ts";

/** Who plays a seat: its player's name in the game, and the bot that plays it (null: a person). */
export interface TableSeat {
  name: string;
  bot: BotName | null;
}

export interface TableSetup {
  setup: GameSetup;
  /** Each listed player's deck name, in the setup's order (bySeat gives them their seats, 807.3). */
  deckNames: string[];
  /** Each listed player, in the setup's order. */
  seats: TableSeat[];
}

/**
 * The setup of a parsed request's game with this seed. `names` are the names of the people who took the
 * open seats, in seat order (one per open seat; the engine refuses two players of the same name). A bot
 * is named as the command line names that seat's player (playerName: "Alice", "Bob", … "Player 11"),
 * or "Bot N" (N its seat, from 1) when a person has that name: so a table of bots and people named as the
 * command line names them is the game `roundtable play` plays with the same options and seed. A request
 * the engine can't set up (one stored before the engine or the decks changed) is a RequestError.
 */
export function tableSetup(
  request: CreateTableRequest,
  seed: Seed,
  names: readonly string[],
  /** Each seat's deck list pasted as a person took it (join), in place of the request's deck; null: none. */
  lists: readonly (string | null)[] = [],
): TableSetup {
  const problems = tableProblems(request);
  if (problems.length > 0)
    throw new RequestError(problems.map((p) => ({ path: pathText(p.path), message: p.message })));
  const seats = seatPlayers(request.seats, names);
  const { setup, deckNames } = buildSetup(
    tableOptionsOf(request),
    seed,
    // tableProblems checked every deck of the request, and the table every list pasted as a seat was taken.
    (seat) => {
      const list = lists[seat] ?? null;
      const entry = list === null ? request.decks[seat] : { list };
      const vanguard = request.vanguards?.[seat];
      return {
        name: seats[seat].name,
        deck: deckChoice(entry, request.variant) as DeckChoice,
        ...(vanguard === undefined ? {} : { vanguard }),
      };
    },
    REQUEST_NAMES,
  );
  return { setup, deckNames, seats };
}

/** Each seat's player: the people's names in the open seats, in order, and a name for each bot. */
function seatPlayers(seats: CreateTableRequest["seats"], names: readonly string[]): TableSeat[] {
  const open = seats.filter((s) => s.kind === "open").length;
  if (names.length !== open) throw new RangeError(`${open} open seats, but ${names.length} names`);
  const taken = new Set(names);
  let person = 0;
  return seats.map((s, seat) => {
    if (s.kind === "open") return { name: names[person++], bot: null };
    const name = botName(seat, taken);
    taken.add(name);
    return { name, bot: s.bot };
  });
}

/** playerName(seat), or "Bot N" (then "Bot N (2)", …) when that name is taken. */
function botName(seat: number, taken: ReadonlySet<string>): string {
  if (!taken.has(playerName(seat))) return playerName(seat);
  let name = `Bot ${seat + 1}`;
  for (let k = 2; taken.has(name); k++) name = `Bot ${seat + 1} (${k})`;
  return name;
}
