/** This browser's player key (docs/server.md, Deck lists): asked of the server once, then kept in localStorage. */
import { api } from "./api.ts";

const KEY = "roundtable:playerKey";
/** The key being asked for: deck boxes opened together share one request. */
let asking: Promise<string> | null = null;

export function playerKey(): Promise<string> {
  const known = localStorage.getItem(KEY);
  if (known !== null) return Promise.resolve(known);
  asking ??= api.playerKey().then(
    (key) => {
      localStorage.setItem(KEY, key);
      asking = null;
      return key;
    },
    (e: Error) => {
      asking = null;
      throw e;
    },
  );
  return asking;
}
