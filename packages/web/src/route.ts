/** The page's routes: `/` the lobby, `/table/ID` a table (the server answers both with the client). */
import { useSyncExternalStore } from "react";

const subscribe = (cb: () => void) => {
  window.addEventListener("popstate", cb);
  return () => window.removeEventListener("popstate", cb);
};

export function usePath(): string {
  return useSyncExternalStore(subscribe, () => location.pathname);
}

export function navigate(path: string): void {
  history.pushState(null, "", path);
  window.dispatchEvent(new PopStateEvent("popstate"));
}

/** The table id of a `/table/ID` path, or null. */
export function tableOf(path: string): string | null {
  const m = /^\/table\/([\w-]+)\/?$/.exec(path);
  return m === null ? null : m[1];
}
