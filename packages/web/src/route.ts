/** The page's address: read it (a hook) and go elsewhere without a reload. Its routes: paths.ts. */
import { useSyncExternalStore } from "react";

const subscribe = (cb: () => void) => {
  window.addEventListener("popstate", cb);
  return () => window.removeEventListener("popstate", cb);
};

/** The path with its query (`/replay/ID?step=3`): what the routes are read from. */
export function usePath(): string {
  return useSyncExternalStore(subscribe, () => location.pathname + location.search);
}

/**
 * Goes to a path of the page (`replace`: without a new history entry, as a replay's steps do), with a line
 * for the page there to show (`notice`: the lobby's "You gave up seat 1 at Friday…"), kept with the entry.
 */
export function navigate(path: string, replace = false, notice?: string): void {
  const state = notice === undefined ? null : { notice };
  if (replace) history.replaceState(state, "", path);
  else history.pushState(state, "", path);
  window.dispatchEvent(new PopStateEvent("popstate"));
}

/** The line the page was brought here with (`navigate`'s `notice`), or null. */
export function arrivalNotice(): string | null {
  const notice = (history.state as { notice?: unknown } | null)?.notice;
  return typeof notice === "string" ? notice : null;
}
