/** Reading a scenario: JSON -> zod shape check -> name checks, with a JSON path for every problem. */
import { readFileSync } from "node:fs";
import { cardDb } from "@roundtable/cards";
import { type CardDb, showValue as show } from "@roundtable/engine";
import type { z } from "zod";
import { didYouMean, formatPath } from "./names.ts";
import {
  actionSchema,
  effectSchema,
  expectSchema,
  markerExpectationSchema,
  mulligansSchema,
  permanentSchema,
  playerSchema,
  playerTurnSchema,
  type Scenario,
  scenarioSchema,
} from "./schema.ts";
import { type ScenarioError, validateScenario } from "./validate.ts";

export type ParseResult = { ok: true; scenario: Scenario } | { ok: false; errors: ScenarioError[] };

/** Every field name of the format, for "did you mean" on unknown fields. */
const FIELDS = new Set<string>(
  [
    scenarioSchema,
    playerSchema,
    permanentSchema,
    effectSchema,
    expectSchema,
    actionSchema,
    playerTurnSchema,
    markerExpectationSchema,
    mulligansSchema,
  ].flatMap((s) => Object.keys(s.shape)),
);

function describe(v: unknown): string {
  if (v === undefined) return "nothing";
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "an object";
  return show(v);
}

const TYPE_NAMES: Record<string, string> = {
  string: "a string",
  number: "a number",
  int: "an integer",
  boolean: "true or false",
  object: "an object",
  array: "a list",
  record: "an object",
  null: "null",
};

/** Turns zod issues into path + message pairs a person can act on. */
function issueErrors(issue: z.core.$ZodIssue, base: PropertyKey[] = []): ScenarioError[] {
  const path = [...base, ...issue.path];
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case "unrecognized_keys":
      return issue.keys.map((k) => ({
        path: formatPath([...path, k]),
        message: FIELDS.has(k)
          ? `field "${k}" doesn't belong here (see docs/scenarios.md for where it goes)`
          : `unknown field "${k}"${didYouMean(k, FIELDS)}`,
      }));
    case "invalid_union": {
      // Drop the branches that failed only because the value had another type (or wasn't the one value a
      // branch allows: `true`); report the rest.
      const deep = issue.errors.filter(
        (branch) =>
          !branch.every(
            (i) => (i.code === "invalid_type" || i.code === "invalid_value") && i.path.length === 0,
          ),
      );
      if (deep.length === 1) return deep[0].flatMap((i) => issueErrors(i, path));
      const wanted = [
        ...new Set(
          issue.errors
            .flat()
            .flatMap((i) =>
              i.code === "invalid_type"
                ? [TYPE_NAMES[i.expected] ?? i.expected]
                : i.code === "invalid_value" && i.path.length === 0
                  ? i.values.map(show)
                  : [],
            ),
        ),
      ];
      return [{ path: formatPath(path), message: `expected ${wanted.join(" or ")}, got ${describe(input)}` }];
    }
    case "invalid_type":
      if (input === undefined && issue.path.length > 0)
        return [
          {
            path: formatPath(path),
            message: `is required (${TYPE_NAMES[issue.expected] ?? issue.expected})`,
          },
        ];
      return [
        {
          path: formatPath(path),
          message: `expected ${TYPE_NAMES[issue.expected] ?? issue.expected}, got ${describe(input)}`,
        },
      ];
    case "invalid_key": {
      // A record's key of the wrong form (expect.stacks: a turn marker's number).
      const why = issue.issues.map((i) => i.message).join("; ");
      return [{ path: formatPath(path), message: `${describe(input)}: ${why}` }];
    }
    case "invalid_value": {
      if (issue.values.length === 1 && issue.message.startsWith("must")) break;
      const hint = typeof input === "string" ? didYouMean(input, issue.values.map(String)) : "";
      return [
        {
          path: formatPath(path),
          message: `${describe(input)} is not one of ${issue.values.map(show).join(", ")}${hint}`,
        },
      ];
    }
  }
  return [{ path: formatPath(path), message: issue.message }];
}

/** Checks a parsed JSON value against format 1 and the card database. */
export function parseScenario(json: unknown, db: CardDb): ParseResult {
  const shape = scenarioSchema.safeParse(json, { reportInput: true });
  if (!shape.success) return { ok: false, errors: shape.error.issues.flatMap((i) => issueErrors(i)) };
  const errors = validateScenario(shape.data, db);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, scenario: shape.data };
}

/**
 * Reads and checks a scenario file against `db` (default: the full card pool); a JSON syntax error is
 * reported with the file name.
 */
export function loadScenarioFile(path: string, db: CardDb = cardDb): ParseResult {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    return {
      ok: false,
      errors: [{ path: "(file)", message: `${path}: cannot read: ${(e as Error).message}` }],
    };
  }
  let json: unknown;
  try {
    // A byte-order mark some editors write at the start of a UTF-8 file is not part of the JSON.
    json = JSON.parse(text.startsWith("\uFEFF") ? text.slice(1) : text);
  } catch (e) {
    return {
      ok: false,
      errors: [{ path: "(file)", message: `${path}: invalid JSON: ${(e as Error).message}` }],
    };
  }
  return parseScenario(json, db);
}
