/**
 * Whether a request is waiting to be sent again (api.ts, after a 503's Retry-After), and why: the page says
 * so while it waits, whichever screen sent it.
 */
import { create } from "zustand";

/**
 * Why the server asked to wait: `owner-unreachable`, the process holding the table isn't answering (another
 * takes the table over once its lease runs out); `busy`, the replay thread has too many jobs; `unavailable`,
 * the table couldn't be loaded just now, or it is moving to another process.
 */
export type WaitReason = "owner-unreachable" | "busy" | "unavailable";

/** How many requests are waiting now, and the reason of the last to begin waiting. */
export const useServerWait = create<{ waiting: number; why: WaitReason | null }>(() => ({
  waiting: 0,
  why: null,
}));

/** Runs `wait` while the page says that a request waits, and why. */
export async function waitingFor<T>(why: WaitReason, wait: () => Promise<T>): Promise<T> {
  useServerWait.setState((s) => ({ waiting: s.waiting + 1, why }));
  try {
    return await wait();
  } finally {
    useServerWait.setState((s) => ({ waiting: s.waiting - 1, why: s.waiting > 1 ? s.why : null }));
  }
}

/** What the page says while a request waits for this reason. */
export function waitNotice(why: WaitReason | null): string {
  switch (why) {
    case "busy":
      return "The server is busy with other replays and saved positions. Trying again in a moment…";
    case "unavailable":
      return "This table can't be loaded just now (or it is moving to another server process). Trying again…";
    default:
      return "The server process holding this table is not answering. Trying again — if it stopped, another process takes the table over in a few seconds…";
  }
}
