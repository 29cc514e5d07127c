/**
 * The WebSocket origin check: a browser page may connect only from an allowed origin (by default one
 * served by this same host); a client that sends no Origin (not a browser) is let in.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: string[],
): boolean {
  if (origin === undefined) return true;
  if (allowed.length > 0) return allowed.includes(origin);
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
