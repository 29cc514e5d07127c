/**
 * A refusal by a table (a full table, a wrong token…): HTTP answers it with `status` (and `Retry-After:
 * retryAfter` when it has one: seconds), WS with `code`.
 */
export class TableError extends Error {
  override name = "TableError";
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/**
 * A table that could not be loaded from the store (its log read or replayed: tables/registry.ts): nothing of
 * it was registered. A 503 `unavailable` with Retry-After: the seconds until this process tries the load
 * again (tables/loadBackoff.ts); the cause is logged at each attempt.
 */
export class LoadFailed extends TableError {
  override name = "LoadFailed";
  constructor(id: string, cause: unknown, retryAfterMs: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super("unavailable", `the table "${id}" could not be loaded: try again in ${seconds} s`, 503, seconds);
    this.cause = cause;
  }
}
