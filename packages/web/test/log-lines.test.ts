/**
 * Every engine event has a deliberate line in the web table's game log (logLines.ts): a sentence, or null
 * for the ones the log leaves out — never the event's raw type name ("gameOver", "setInMotion").
 */
import type { GameEvent } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { EVENT_SAMPLE_LIST, EVENT_SAMPLES, LOG_NAMES } from "../../protocol/test/logEvents.ts";
import { logLine } from "../src/logLines.ts";

/** What the board shows instead (steps, taps, mana, hidden draws and moves, Grand Melee's lanes). */
const LEFT_OUT = new Set<GameEvent["type"]>(["step", "lane", "draw", "move", "tap", "untap", "mana"]);

const line = (e: GameEvent) => logLine(e, (p) => LOG_NAMES[p]);

/** The lines of the events the log showed as their type names. */
const NEW_LINES: Partial<Record<GameEvent["type"], string>> = {
  setInMotion: "Dave sets Look Skyward and Despair in motion.",
  schemeToBottom: "Dave puts Look Skyward and Despair on the bottom of their scheme deck.",
  regenerate: "Grizzly Bears is regenerated (701.19).",
  prevent: "Healing Salve prevents 3 damage to Bob.",
  emblem: "Bob gets Dovin Baan's emblem.",
  cycle: "Ann cycles Drifting Meadow.",
  control: "Bob gains control of Mogg Fanatic.",
  reveal: "Ann reveals Forest, Island.",
  copy: "Cat puts a copy of Lightning Bolt on the stack targeting Bob.",
  defender: "Ann chooses to attack Cat this combat.",
  look: "Ann looks at Bob's hand: Hill Giant.",
  piles: "Ann separates piles: Forest / Island, Swamp; Bob chooses pile 2.",
  return: "Grizzly Bears returns to the battlefield.",
  attach: "Bonesplitter is attached to Grizzly Bears.",
  unattach: "Bonesplitter becomes unattached (704.5n).",
  anteWon: "Ann wins the ante: Forest, Hill Giant.",
  gameOver: "The game is over.",
};

describe("the web table's game log covers every event", () => {
  it.each(EVENT_SAMPLE_LIST.map((e) => [e.type, e] as const))("%s: a sentence, or left out", (type, e) => {
    const text = line(e);
    if (LEFT_OUT.has(type)) expect(text).toBeNull();
    else {
      expect(text).not.toBe(type);
      expect(text).toMatch(/^[A-Z].* .*[.?!]$/); // a capitalised sentence of several words
      expect(text).not.toMatch(/undefined|NaN|\[object/);
    }
  });

  it.each(Object.entries(NEW_LINES))("%s, as a player reads it: %s", (type, text) => {
    expect(line(EVENT_SAMPLES[type as GameEvent["type"]])).toBe(text);
  });

  it("a look's cards only for those in its secret; protection named as such; an abandoned scheme", () => {
    const { secret: _, ...seen } = EVENT_SAMPLES.look;
    expect(line(seen)).toBe("Ann looks at Bob's hand.");
    expect(line({ ...seen, whose: 0, zone: "library" })).toBe("Ann looks at their library.");
    // A permanent dealt damage, or spared it, by the name the event gives.
    expect(line({ ...EVENT_SAMPLES.damage, to: { object: 78 }, toCard: "Hill Giant" })).toBe(
      "Grizzly Bears deals 2 damage to Hill Giant.",
    );
    expect(line({ ...EVENT_SAMPLES.prevent, to: { object: 78 }, toCard: "Hill Giant" })).toBe(
      "Healing Salve prevents 3 damage to Hill Giant.",
    );
    expect(line({ ...EVENT_SAMPLES.prevent, card: "protection" })).toBe(
      "Protection prevents 3 damage to Bob.",
    );
    // An ability on the stack by its source's name and its kind (113.3).
    expect(line({ type: "resolve", object: 90, card: "Massacre Wurm", ability: "triggered" })).toBe(
      "Massacre Wurm's triggered ability resolves.",
    );
    expect(line({ ...EVENT_SAMPLES.fizzle, ability: "activated" })).toBe(
      "Lightning Bolt's activated ability is countered on resolution: its targets are gone (608.2b).",
    );
    expect(line({ ...EVENT_SAMPLES.counter, ability: "triggered" })).toBe(
      "Lightning Bolt's triggered ability is countered.",
    );
    // Several players as a sentence lists them.
    expect(line({ type: "win", players: [1, 2, 3] })).toBe("Bob, Cat and Dave win the game.");
    expect(line({ type: "draw-game", players: [0, 1] })).toBe("The game is a draw for Ann and Bob.");
    expect(line({ ...EVENT_SAMPLES.schemeToBottom, abandoned: true })).toBe(
      "Dave abandons Look Skyward and Despair.",
    );
  });
});
