/**
 * Issue 14: a card counts as having a scenario only when a scenario run exercises its text — naming it in a
 * set-up is not enough. What a run must show depends on the card's text:
 *
 * - an instant or sorcery: it was cast (a `cast` event);
 * - a card with an activated (not mana) or triggered ability: one of them was activated or triggered (an
 *   `activate` or `trigger` event: put on the stack);
 * - a card whose only text is static abilities, keywords, mana abilities, "Enchant …" or a characteristic-
 *   defining ability: it was on the battlefield during a run of a scenario that asserts something (its
 *   `expect` is not empty), so its effect is observed there;
 * - a vanilla card (no text at all): it was in the scenario.
 */
import type { CardDef, GameEvent } from "@roundtable/engine";
import type { RunResult, Scenario } from "@roundtable/scenario";

export type Exercise = "cast" | "ability" | "static" | "vanilla";

/** What a run must show for `def` to count (see the file comment). */
export function exerciseOf(def: CardDef): Exercise {
  if (def.spell !== undefined) return "cast";
  const abilities = def.abilities ?? [];
  if (abilities.some((a) => a.kind === "activated" || a.kind === "triggered")) return "ability";
  const text =
    abilities.length > 0 ||
    (def.keywords ?? []).length > 0 ||
    def.cda !== undefined ||
    def.enchant !== undefined ||
    def.ante === true;
  return text ? "static" : "vanilla";
}

/** The names of the cards a player starts with in `zones` ("Name x3" and `{ card }` entries). */
function cardsInSetup(scn: Scenario, zones: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const p of scn.players as unknown as Record<string, unknown>[])
    for (const zone of zones)
      for (const entry of (p[zone] as unknown[] | undefined) ?? []) {
        const name = typeof entry === "string" ? entry : (entry as { card: string }).card;
        out.add(name.replace(/ x\d+$/, ""));
      }
  return out;
}

const ZONES = ["hand", "library", "battlefield", "graveyard", "exile", "command", "ante"];

/** The names of the cards one run of `scn` exercises, each as `exerciseOf` says it must be. */
export function exercisedBy(scn: Scenario, run: RunResult, cards: readonly CardDef[]): Set<string> {
  const cast = new Set<string>();
  const abilities = new Set<string>();
  const onBattlefield = cardsInSetup(scn, ["battlefield"]);
  for (const e of run.events as GameEvent[]) {
    if (e.type === "cast") cast.add(e.card);
    else if (e.type === "activate" || e.type === "trigger") abilities.add(e.card);
    else if (e.type === "move" && e.to === "battlefield" && e.card !== undefined) onBattlefield.add(e.card);
  }
  const present = cardsInSetup(scn, ZONES);
  const asserts = Object.keys(scn.expect).length > 0;
  const out = new Set<string>();
  for (const def of cards) {
    const how = exerciseOf(def);
    const shown =
      how === "cast"
        ? cast.has(def.name)
        : how === "ability"
          ? abilities.has(def.name)
          : how === "static"
            ? asserts && onBattlefield.has(def.name)
            : present.has(def.name);
    if (shown) out.add(def.name);
  }
  return out;
}
