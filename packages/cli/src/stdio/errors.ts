/** A refused input of the stdio driver: its code, what is wrong, and the field at fault. Nothing changed. */
import type { StdioErrorCode } from "./messages.ts";

export class StdioError extends Error {
  override name = "StdioError";
  constructor(
    readonly code: StdioErrorCode,
    message: string,
    /** The field at fault ("players[2].deck"), "" for the whole line. */
    readonly path?: string,
  ) {
    super(message);
  }
}
