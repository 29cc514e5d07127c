/**
 * Full control at the terminal (principle 4), for `play` and `connect`: the engine passes priority at once
 * for a player who can only pass (or make mana), and everyone sees from that pass that they hold nothing to
 * use now. The person types `full on` at any prompt (at a terminal of `connect`, while they wait too) to be
 * asked there as well, with only "pass" offered when that is all there is, and `full off` to go back
 * (docs/protocol.md, Full control). These are the words typed and the line that says the setting.
 */

/** What `full on|off` asks for and does, for the messages about it. */
const WHAT = '"full on" asks you even where all you can do is pass, "full off" passes there at once';

/**
 * The setting a line typed asks for: true for `full on`, false for `full off` (any case, any spaces); a
 * message naming what is wrong for another `full …` line; null for a line that isn't one.
 */
export function fullControlWord(line: string): boolean | string | null {
  const [word, ...rest] = line.trim().toLowerCase().split(/\s+/);
  if (word !== "full") return null;
  const said = rest.join(" ");
  if (said === "on") return true;
  if (said === "off") return false;
  return said === ""
    ? `"full" takes on or off: ${WHAT}.`
    : `"full" takes on or off, not ${JSON.stringify(said)}: ${WHAT}.`;
}

/** The person's full-control setting, and how to change it (shown with their stops, and at each change). */
export function fullControlLine(on: boolean): string {
  return on
    ? 'Full control is on: you are asked even where all you can do is pass ("full off" passes there at once).'
    : 'Full control is off: where all you can do is pass, you pass at once ("full on" asks you there too).';
}
