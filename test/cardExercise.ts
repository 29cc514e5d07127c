/**
 * Issue 14: a card counts as having a scenario only when passing scenario runs exercise its text — naming
 * it in a set-up is not enough. What the runs must show, read from their events:
 *
 * - an instant or sorcery: it was cast (a `cast` event);
 * - each activated or triggered ability (other than mana abilities, 605.1a–b, which never use the stack):
 *   it was activated or triggered — put on the stack (an `activate` or `trigger` event with its text);
 * - a card with neither, whose text is static abilities, keywords, mana abilities, "Enchant …" or a
 *   characteristic-defining ability: it was on the battlefield (a vanguard card: a player's vanguard, 902.7)
 *   during a run of a scenario that asserts something (its `expect` is not empty), so its effect is observed
 *   there;
 * - a vanilla card (no text at all): it was in a scenario.
 */
import { type CardDef, isTriggeredManaAbility, rulesTextOfAbility } from "@roundtable/engine";
import type { RunResult, Scenario } from "@roundtable/scenario";

/** What the runs so far have shown, by card name (abilities as "name|rules text"). */
export class Exercised {
  readonly cast = new Set<string>();
  readonly abilities = new Set<string>();
  /** On the battlefield in a run of a scenario with expectations. */
  readonly observed = new Set<string>();
  /** In some scenario's set-up. */
  readonly present = new Set<string>();

  /** Records what one passing run of `scn` shows. */
  add(scn: Scenario, run: RunResult): void {
    const onBattlefield = cardsInSetup(scn, ["battlefield"]);
    for (const e of run.events) {
      if (e.type === "cast") this.cast.add(e.card);
      else if (e.type === "activate" || e.type === "trigger") this.abilities.add(`${e.card}|${e.text}`);
      else if (e.type === "move" && e.to === "battlefield" && e.card !== undefined) onBattlefield.add(e.card);
    }
    // 902.7: a vanguard card's static abilities function from the command zone, where it starts.
    for (const p of scn.players) if (p.vanguard !== undefined) onBattlefield.add(p.vanguard);
    if (Object.keys(scn.expect).length > 0) for (const n of onBattlefield) this.observed.add(n);
    for (const n of cardsInSetup(scn, ZONES)) this.present.add(n);
  }

  /** What no run has shown of `def` (empty: its text is exercised). */
  missing(def: CardDef): string[] {
    const out: string[] = [];
    if (def.spell !== undefined && !this.cast.has(def.name)) out.push("never cast");
    const stacked = (def.abilities ?? []).filter(
      (a) => (a.kind === "activated" || a.kind === "triggered") && !isTriggeredManaAbility(a),
    );
    for (const a of stacked) {
      const text = rulesTextOfAbility(def, a);
      if (!this.abilities.has(`${def.name}|${text}`)) out.push(`"${text}" never activated or triggered`);
    }
    if (def.spell !== undefined || stacked.length > 0) return out;
    if (hasText(def))
      return this.observed.has(def.name)
        ? []
        : ["never on the battlefield where a scenario expects something"];
    return this.present.has(def.name) ? [] : ["in no scenario"];
  }
}

function hasText(def: CardDef): boolean {
  return (
    (def.abilities ?? []).length > 0 ||
    (def.keywords ?? []).length > 0 ||
    def.cda !== undefined ||
    def.enchant !== undefined ||
    def.ante === true
  );
}

type SetupZone = "hand" | "library" | "battlefield" | "graveyard" | "exile" | "command" | "ante";
const ZONES: readonly SetupZone[] = [
  "hand",
  "library",
  "battlefield",
  "graveyard",
  "exile",
  "command",
  "ante",
];

/** The names of the cards the players start with in `zones` ("Name x3" and `{ card }` entries). */
function cardsInSetup(scn: Scenario, zones: readonly SetupZone[]): Set<string> {
  const out = new Set<string>();
  for (const p of scn.players)
    for (const zone of zones)
      for (const entry of p[zone] ?? []) {
        const name = typeof entry === "string" ? entry : entry.card;
        out.add(name.replace(/ x\d+$/, ""));
      }
  return out;
}
