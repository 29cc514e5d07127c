/** Reading external input with zod: the first problem, named with where it is. */
import type { z } from "zod";
import { TableError } from "./tables/errors.ts";

/** "body.seats.2: Invalid option…": the first issue of a failed parse, with its path under `where`. */
export function describeIssues(error: z.ZodError, where: string): string {
  const issue = error.issues[0];
  const path = [where, ...issue.path.map(String)].filter((p) => p !== "").join(".");
  return `${path}: ${issue.message}`;
}

/** Parses `value` or throws a 400 TableError ("bad-request") naming the problem. */
export function parseOr400<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new TableError("bad-request", describeIssues(r.error, where), 400);
  return r.data;
}
