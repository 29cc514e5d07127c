/** A refusal by a table (a full table, a wrong token…): HTTP answers it with `status`, WS with `code`. */
export class TableError extends Error {
  override name = "TableError";
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/**
 * A table that could not be loaded from the store (its log read or replayed: tables/registry.ts): nothing of
 * it was registered, and the next request tries again. A 503 `unavailable`; the cause is logged.
 */
export class LoadFailed extends TableError {
  override name = "LoadFailed";
  constructor(id: string, cause: unknown) {
    super("unavailable", `the table "${id}" could not be loaded: try again in a moment`, 503);
    this.cause = cause;
  }
}
