/**
 * The tokens this browser holds, kept in localStorage: each table's seat token (a reload rejoins the
 * seat, until the seat is given up), the judge token of the tables it created (the judge's view), and the spectator's token of the
 * tables it watches and talks at (its name in the chat, where the table lets spectators talk).
 */
const key = (table: string) => `roundtable:seat:${table}`;
const judgeKey = (table: string) => `roundtable:judge:${table}`;
const spectatorKey = (table: string) => `roundtable:spectator:${table}`;

export function savedToken(table: string): string | null {
  return localStorage.getItem(key(table));
}

export function saveToken(table: string, token: string): void {
  localStorage.setItem(key(table), token);
}

/** The seat was given up: its token is not the table's any more, and a reload must not say hello with it. */
export function forgetToken(table: string): void {
  localStorage.removeItem(key(table));
}

/** This browser's spectator token for the table: its name in the chat (null: it watches unnamed). */
export function spectatorToken(table: string): string | null {
  return localStorage.getItem(spectatorKey(table));
}

export function saveSpectatorToken(table: string, token: string): void {
  localStorage.setItem(spectatorKey(table), token);
}

export function judgeToken(table: string): string | null {
  return localStorage.getItem(judgeKey(table));
}

export function saveJudgeToken(table: string, token: string): void {
  localStorage.setItem(judgeKey(table), token);
}

/**
 * A judge's link carries the token in its fragment (`/table/ID/judge#TOKEN`, printed by `npm start`): kept
 * like the create form's, and taken out of the address bar.
 */
export function keepJudgeTokenFromHash(table: string): void {
  const token = location.hash.slice(1);
  if (!/^[\w-]{20,}$/.test(token)) return;
  saveJudgeToken(table, token);
  history.replaceState(null, "", location.pathname + location.search);
}
