/**
 * The table's judge at the table (principle 4): whoever makes a table gets its judge token, whose view has
 * every hand, every library and every decision. The maker who sits down with it (`POST
 * /api/tables/:id/seats` with the judge token as Bearer; "play again" for the player who makes the rematch)
 * plays that seat — TableInfo's `judgeSeat` — and is a player while the game plays: the judge token's judge
 * role (the judge's WebSocket view and chat, the record in play, "save this position" as the judge) is
 * refused at a table where another seat is a person's, or open for one, until the game is over. A
 * practice table (every other seat a bot) keeps it: no one else's hand is at stake.
 */

/**
 * Whether the table's judge plays at it now, so that its token's judge role is refused: its judge holds
 * seat `judgeSeat`, another seat is not a bot's, and the game isn't over. One rule for the server, which
 * refuses by it (403 `judge-is-playing`), and the clients, which offer the judge's view only where it
 * doesn't hold. `table`: TableInfo, or as much of it.
 */
export function judgeIsPlaying(table: {
  status: string | undefined;
  judgeSeat?: number | null;
  seats: readonly { seat: number; kind: string }[];
}): boolean {
  const { judgeSeat } = table;
  if (judgeSeat === undefined || judgeSeat === null || table.status === "over") return false;
  return table.seats.some((s) => s.seat !== judgeSeat && s.kind !== "bot");
}
