/**
 * A value as an error message shows it: JSON, except that a number is written as itself. JSON.stringify
 * would print Infinity (what a JSON file's 1e999 reads as), -Infinity and NaN as null.
 */
export function showValue(v: unknown): string {
  if (typeof v === "number") return String(v);
  if (Array.isArray(v)) return `[${v.map(showValue).join(",")}]`;
  if (v !== null && typeof v === "object")
    return `{${Object.entries(v)
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => `${JSON.stringify(k)}:${showValue(x)}`)
      .join(",")}}`;
  return JSON.stringify(v) ?? String(v);
}
