/**
 * The person's own deck at a server's table (`connect --deck FILE`), as the web table's pasted list: a deck
 * list file's text, or a ready deck's list (deckFiles.ts deckListText), sent as the join's `deck`
 * (docs/server.md, `POST /api/tables/:id/seats`). The server is its judge — its table's variant, its card
 * pool or Oracle table, Commander's rules (903.5) —: nothing of the list is checked here, and a refusal is
 * printed as the server names each problem, no seat taken. With `--create` the server checks the list
 * (`POST /api/decks/check`) before the table is made, so that a list it refuses leaves no table behind
 * without its maker.
 */
import { variantTitle } from "@roundtable/engine";
import { deckListText } from "../deckFiles.ts";
import { UsageError } from "../table.ts";
import type { ServerAddress } from "./address.ts";
import { checkDeck, RemoteError } from "./api.ts";

/** A deck list to sit down with: its text, and what it is in words ("the deck list FILE"). */
export interface SeatDeck {
  list: string;
  what: string;
}

/**
 * The deck of `--deck FILE`, read before anything is sent (a file that can't be read is a UsageError
 * naming it); none without the option. A spectator has no deck, and a rejoined seat plays the one it was
 * taken with: `--deck` with `--spectate` or `--token` is a UsageError.
 */
export function seatDeck(opts: { deck?: string; spectate?: boolean; token?: string }): SeatDeck | undefined {
  if (opts.deck === undefined) return undefined;
  if (opts.spectate) throw new UsageError("--deck is a player's deck: a spectator (--spectate) has none");
  if (opts.token !== undefined)
    throw new UsageError(
      "--deck goes with a seat as it is taken: a rejoined seat (--token) keeps the deck it was taken with",
    );
  return deckListText(opts.deck);
}

/**
 * The server's check of the deck for a table of `variant` to be made (`--create`): a RemoteError listing
 * every problem it names if the list can't be played there.
 */
export async function checkBeforeMaking(
  server: ServerAddress,
  deck: SeatDeck,
  variant: string,
): Promise<void> {
  const verdict = await checkDeck(server, deck.list, variant);
  if (verdict.ok) return;
  const problems = [...verdict.issues, ...verdict.problems].map((p) => p.message);
  throw new RemoteError(
    `The server refused ${deck.what} for ${variantTitle(variant)}, and no table was made:`,
    "bad-request",
    problems,
  );
}

/**
 * A refused join in the deck's words: a refusal listing problems — those of the list sent, the only field
 * of a join the server lists problems for (docs/server.md) — says it was the deck's; anything else is as it was.
 */
export function deckRefusal(err: unknown, deck: SeatDeck | undefined): unknown {
  if (deck === undefined || !(err instanceof RemoteError) || err.issues.length === 0) return err;
  return new RemoteError(
    `The server refused ${deck.what} (${err.code}), and no seat was taken:`,
    err.code,
    err.issues,
  );
}
