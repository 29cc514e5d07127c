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
