/**
 * The WebSocket origin check: a browser page may connect from a page this same host served, or from an
 * origin allowed by `--allow-origin` (the web table served elsewhere, or by another process of a cluster
 * whose pages open their socket at this one: server.md § Direct connections); a client that sends no
 * Origin (not a browser) is let in.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
