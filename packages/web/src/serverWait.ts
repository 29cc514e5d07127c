/**
 * Whether a request is waiting for a table's process that isn't answering (api.ts sends it again after
 * the 503 `owner-unreachable`'s Retry-After): the page says so while it waits, whichever screen sent it.
 */
import { create } from "zustand";

/** How many requests are waiting now. */
export const useServerWait = create<{ waiting: number }>(() => ({ waiting: 0 }));

/** Runs `wait` while the page says that a request waits. */
export async function waitingFor<T>(wait: () => Promise<T>): Promise<T> {
  useServerWait.setState((s) => ({ waiting: s.waiting + 1 }));
  try {
    return await wait();
  } finally {
    useServerWait.setState((s) => ({ waiting: s.waiting - 1 }));
  }
}
