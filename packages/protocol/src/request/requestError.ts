/** A create-table request refused: each problem with the path of the field it is about. */
import type { z } from "zod";
import type { DeckRef } from "./problem.ts";

/** One problem of a request: the field's path ("options.range", "decks[2]"; "" for the whole request). */
export interface RequestIssue {
  path: string;
  /** The problem in words, naming the field: "decks[2]: unknown deck …". */
  message: string;
  /** For a pasted deck list's problem: its line (none for the whole deck), code and did-you-mean. */
  deck?: DeckRef;
}

export class RequestError extends Error {
  override name = "RequestError";
  constructor(readonly issues: readonly RequestIssue[]) {
    super(issues.map((i) => i.message).join("; "));
  }

  /** The path of the first problem. */
  get path(): string {
    return this.issues[0]?.path ?? "";
  }
}

/** ["decks", 2] → "decks[2]"; ["options", "range"] → "options.range"; [] → "". */
export function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((k, i) => (typeof k === "number" ? `[${k}]` : `${i === 0 ? "" : "."}${String(k)}`))
    .join("");
}

/**
 * The zod issues of a refused request as RequestIssues. A message that names its field already (the
 * issues `params.named` marks, from the checks against the engine) is kept; zod's own get the path first.
 */
export function requestError(error: z.ZodError): RequestError {
  return new RequestError(
    error.issues.map((issue) => {
      const path = pathText(issue.path);
      const named = issue.code === "custom" && issue.params?.named === true;
      const deck = issue.code === "custom" ? (issue.params?.deck as DeckRef | undefined) : undefined;
      return {
        path,
        message: named ? issue.message : `${path === "" ? "request" : path}: ${issue.message}`,
        ...(deck === undefined ? {} : { deck }),
      };
    }),
  );
}
