/** The replay viewer's keys: ← and → one step back and forward, Home the start, End the last step. */

/** The step a key moves to from `step` (0 to `steps`), or null when the key is not a step key. */
export function stepForKey(key: string, step: number, steps: number): number | null {
  switch (key) {
    case "ArrowLeft":
      return Math.max(0, step - 1);
    case "ArrowRight":
      return Math.min(steps, step + 1);
    case "Home":
      return 0;
    case "End":
      return steps;
    default:
      return null;
  }
}

/** A step typed or slid to, kept within 0–steps (a whole number; anything else: null). */
export function clampStep(value: string, steps: number): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  return Math.min(steps, Number(value));
}
