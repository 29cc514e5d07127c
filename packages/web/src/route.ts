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

/** Goes to a path of the page (`replace`: without a new history entry, as a replay's steps do). */
export function navigate(path: string, replace = false): void {
  if (replace) history.replaceState(null, "", path);
  else history.pushState(null, "", path);
  window.dispatchEvent(new PopStateEvent("popstate"));
}
