/**
 * A spectator's token names them: their number at the table (from 1, in the order they were let in; the
 * store allocates it as it keeps the token, one no other spectator of the table has, whichever process
 * lets them in) and their name (the one the spectate request gave, else "Spectator N"). Both ride in the
 * token itself, after its random part — `RANDOM.NAMING`, NAMING the base64url of `[number, name]` as JSON —
 * and the store keeps the whole token's hash (Store.addSpectator), which vouches for the naming too (a
 * changed one is another token, none of the table's). A spectator is named the same after a restart and at
 * every process's copy of a finished table. A token made before spectators had names has no naming: its
 * spectator reads the chat and says nothing (chat.ts) — as every spectator of its table, made before
 * spectators could talk (no `spectatorsChat`: a table's settings never change). Only an older process
 * still running beside newer ones could make one for a newer table; its spectator talks once they ask for
 * a token that names them, as the web table offers an unnamed spectator.
 */
import { hashToken, newToken } from "./tokens.ts";

/** A spectator as their token names them. */
export interface SpectatorId {
  number: number;
  name: string;
}

/** The name of spectator `number` who gave none. */
export function defaultSpectatorName(number: number): string {
  return `Spectator ${number}`;
}

/** A new spectator's token naming them, and its hash for the store. */
export function newSpectatorToken(id: SpectatorId): { token: string; hash: string } {
  const naming = Buffer.from(JSON.stringify([id.number, id.name])).toString("base64url");
  const token = `${newToken().token}.${naming}`;
  return { token, hash: hashToken(token) };
}

/** Who a spectator's token names (its hash checked already: Store.isSpectator), or null: none named. */
export function spectatorOf(token: string): SpectatorId | null {
  const dot = token.indexOf(".");
  if (dot < 0) return null;
  try {
    const naming = JSON.parse(Buffer.from(token.slice(dot + 1), "base64url").toString("utf8")) as unknown;
    if (!Array.isArray(naming) || naming.length !== 2) return null;
    const [number, name] = naming as unknown[];
    return Number.isInteger(number) && typeof name === "string" ? { number: number as number, name } : null;
  } catch {
    return null;
  }
}
