/**
 * Trigger conditions (603.1): "When", "Whenever" or "At" and the event, and how the effects of a
 * triggered ability refer to the players and objects of its event ("that player", "that land").
 */
import type { CardDef, ObjectFilter, TriggerWhen } from "../types.ts";
import { conditionBody } from "./phrasing/conditions.ts";
import type { CtxOptions } from "./phrasing/context.ts";
import { filterNoun } from "./phrasing/filters.ts";
import { ownLine } from "./phrasing/keywords.ts";
import { selfName } from "./phrasing/selfName.ts";
import { COLOR_WORDS, orList, withArticle } from "./phrasing/words.ts";

type TriggerOf<K extends TriggerWhen["on"]> = TriggerWhen & { on: K };

const STEP_NAMES = { upkeep: "upkeep", draw: "draw step", end: "end step" } as const;

const TRIGGER_TEXT: { [K in TriggerWhen["on"]]: (def: CardDef, w: TriggerOf<K>) => string } = {
  entersBattlefield: (def) => `When ${selfName(def)} enters`,
  dies: (def) => `When ${selfName(def)} dies`,
  attacks: (def) => `Whenever ${selfName(def)} attacks`,
  dealsDamage: (def, w) => {
    const to = w.to === "opponent" ? " to an opponent" : w.to === "player" ? " to a player" : "";
    return `Whenever ${selfName(def)} deals ${w.combat ? "combat " : ""}damage${to}`;
  },
  // 603.2b: "At the beginning of [a step]".
  beginningOfStep: (_def, w) => {
    if (w.whose === "yours") return `At the beginning of your ${STEP_NAMES[w.step]}`;
    if (w.whose === "opponents") return `At the beginning of each opponent's ${STEP_NAMES[w.step]}`;
    if (w.whose === "chosen") return `At the beginning of the chosen player's ${STEP_NAMES[w.step]}`;
    if (w.step === "upkeep") return "At the beginning of each upkeep";
    if (w.step === "draw") return "At the beginning of each player's draw step";
    return "At the beginning of the end step";
  },
  cast: () => "When you cast this spell",
  // 701.32, 904.9
  setInMotion: () => "When you set this scheme in motion",
  // 603.6c
  leavesBattlefield: (def) => `When ${selfName(def)} leaves the battlefield`,
  becomesTarget: (def) =>
    `Whenever ${selfName(def)} becomes the target of a spell or ability an opponent controls`,
  // The source never sees itself enter (603.6a): "another" when it could match the filter (Soul Warden).
  anotherEnters: (def, w) =>
    w.orThis
      ? `Whenever ${selfName(def)} or another ${filterNoun(w.filter, false)} enters`
      : couldMatch(def, w.filter)
        ? `Whenever another ${filterNoun(w.filter, false)} enters`
        : `Whenever ${withArticle(filterNoun(w.filter, false))} enters`,
  // 700.4: "dies" means is put into a graveyard from the battlefield.
  creatureDies: (def, w) => {
    const noun = filterNoun(w.filter, false);
    if (w.self === "another") return `Whenever another ${noun} dies`;
    if (w.self === "orThis") return `Whenever ${selfName(def)} or another ${noun} dies`;
    return `${w.when ? "When" : "Whenever"} ${withArticle(noun)} dies`;
  },
  // A plane (311) is never on the battlefield: "Whenever a creature leaves the battlefield" (Takenuma).
  anotherLeaves: (def, w) =>
    couldMatch(def, w.filter)
      ? `Whenever another ${filterNoun(w.filter, false)} leaves the battlefield`
      : `Whenever ${withArticle(filterNoun(w.filter, false))} leaves the battlefield`,
  playerCasts: (_def, w) => {
    const who = { any: "a player", opponent: "an opponent", enchanted: "enchanted player", you: "you" }[
      w.who
    ];
    // "Whenever an opponent casts their first noncreature spell each turn" (Esper Sentinel)
    if (w.first)
      return `Whenever ${who} casts their first ${spellNoun(w.spell).replace(/^an? /, "")} each turn`;
    return `Whenever ${who} cast${w.who === "you" ? "" : "s"} ${spellNoun(w.spell)}${w.yourTurn ? " during your turn" : ""}`;
  },
  cycles: (_def, w) => (w.who === "any" ? "Whenever a player cycles a card" : "Whenever you cycle a card"),
  // 121.1
  playerDraws: () => "Whenever an opponent draws a card",
  // 305.1: playing a land, the special action
  playsLand: () => "Whenever an opponent plays a land",
  playsFromExile: () => "Whenever you play a card from exile",
  becomesTapped: (_def, w) => `Whenever ${withArticle(filterNoun(w.filter, false))} becomes tapped`,
  youLoseLife: () => "Whenever you lose life",
  enchantedPlayerLoses: () => "When enchanted player loses the game",
  lastCounterRemoved: (def, w) => `When you remove the last ${w.counter} counter from ${selfName(def)}`,
  // 509.3c
  enchantedBecomesBlocked: () => "Whenever enchanted creature becomes blocked",
  equippedDies: () => "Whenever equipped creature dies", // 603.10a (Skullclamp)
  becomesBlocked: (def) => `Whenever ${selfName(def)} becomes blocked`,
  // 509.3d–f
  enchantedBlocksOrBlockedBy: () => "Whenever enchanted creature blocks or becomes blocked by a creature",
  // 106.12
  tappedForMana: (_def, w) =>
    `Whenever ${{ you: "you tap", opponent: "an opponent taps", any: "a player taps" }[w.who]} ${withArticle(filterNoun(w.filter, false))} for mana`,
  // 508.3a
  creatureAttacksYou: (_def, w) =>
    `Whenever ${withArticle(filterNoun(w.filter ?? { types: ["Creature"] }, false))} attacks you or a planeswalker you control`,
  // 508.3d
  playerAttacks: () => "Whenever an opponent attacks, if they attacked you and/or a planeswalker you control",
  // 725
  becomesMonarch: () => "Whenever you become the monarch",
  // 309.4c: the trigger condition not printed on a dungeon card.
  roomEntered: () => "When you move your venture marker into this room",
  // 603.8: a state trigger.
  state: (def, w) => `When ${conditionBody(def, w.condition)}`,
  // 311.7: a chaos ability.
  chaos: () => "Whenever chaos ensues",
  // 701.31d: the plane planeswalked to or away from.
  planeswalk: (def, w) => `When you planeswalk ${w.direction === "to" ? "to" : "away from"} ${def.name}`,
  // 312.5
  encounter: (def) => `When you encounter ${def.name}`,
  // 702: a keyword's trigger condition, as its reminder text says it ("Whenever a creature you control attacks
  // alone": exalted, 702.83a).
  keyword: (_def, w) => {
    const line = ownLine(w.keyword) ?? "";
    return line.slice(line.indexOf("(") + 1, line.indexOf(", "));
  },
};

/** Whether the card itself could be among the objects the filter matches as they enter. */
function couldMatch(def: CardDef, f: ObjectFilter): boolean {
  if (f.controller === "opponent") return false;
  if (f.types !== undefined && !f.types.some((t) => def.types.includes(t))) return false;
  return f.subtypes === undefined || f.subtypes.some((t) => (def.subtypes ?? []).includes(t));
}

/** "a spell", "an instant or sorcery spell", "a noncreature spell", "a red spell". */
function spellNoun(f: ObjectFilter | undefined): string {
  const kinds = (f?.types ?? []).map((t) => t.toLowerCase());
  // 105.2: "a red spell" (Balefire Liege).
  const colors = (f?.colors ?? []).map((c) => COLOR_WORDS[c]);
  const words = [
    colors.length > 0 ? orList(colors) : "",
    f?.noncreature ? "noncreature" : "",
    kinds.length > 0 ? orList(kinds) : "",
  ];
  return withArticle([...words.filter((w) => w !== ""), "spell"].join(" "));
}

/**
 * The trigger condition: "Whenever this creature attacks", "At the beginning of your upkeep". `aboutPlayer`:
 * the effects refer to the player whose step it is ("each player's upkeep").
 */
export function triggerText(def: CardDef, w: TriggerWhen, aboutPlayer = false): string {
  if (aboutPlayer && w.on === "beginningOfStep" && w.whose === "each" && w.step === "upkeep")
    return "At the beginning of each player's upkeep";
  return (TRIGGER_TEXT[w.on] as (def: CardDef, w: TriggerWhen) => string)(def, w);
}

/** Trigger conditions that don't name the source, so its effects call it by name, not "it". */
const SOURCE_UNNAMED: ReadonlySet<TriggerWhen["on"]> = new Set([
  "beginningOfStep",
  "creatureDies",
  "playerCasts",
  "anotherEnters",
  "anotherLeaves",
  "cycles",
  "playerDraws",
  "playsLand",
  "playsFromExile",
  "becomesTapped",
  "youLoseLife",
  "tappedForMana",
  "creatureAttacksYou",
  "playerAttacks",
  "chaos",
]);

/** How the effects of a triggered ability with this trigger refer to the source and the event. */
export function triggerCtxOptions(w: TriggerWhen): CtxOptions {
  return {
    // "When this creature enters, it deals …": the source is "it" where the trigger condition names it;
    // "Whenever a player casts a spell, this enchantment deals …" where it doesn't; "Whenever another
    // creature you control dies, this creature deals …" ("it" would be the one that died).
    selfIt: !SOURCE_UNNAMED.has(w.on),
    ...(w.on === "creatureDies" ? { triggeringPlayer: "that creature's controller" } : {}),
    // "Whenever a creature leaves the battlefield, its controller draws a card." (Takenuma)
    ...(w.on === "anotherLeaves" ? { triggeringPlayer: "its controller" } : {}),
    drawStepTrigger: w.on === "beginningOfStep" && w.step === "draw",
    yourDrawStep: w.on === "beginningOfStep" && w.step === "draw" && w.whose === "yours",
    // "Whenever a creature an opponent controls enters, you may have that player lose 1 life." (Suture Priest)
    ...(w.on === "anotherEnters"
      ? {
          triggeringPlayer:
            w.filter.controller === "opponent"
              ? "that player"
              : `that ${filterNoun({ ...w.filter, nontoken: undefined, controller: undefined }, false)}'s controller`,
        }
      : {}),
    // "Whenever a creature attacks you …, that creature's controller loses 1 life." (Blood Reckoning)
    ...(w.on === "creatureAttacksYou"
      ? { triggeringPlayer: "that creature's controller", triggeringObject: "that creature" }
      : {}),
    // "Whenever enchanted creature becomes blocked, tap all lands defending player controls."
    ...(w.on === "enchantedBecomesBlocked" ? { triggeringPlayer: "defending player" } : {}),
    // "… you gain X life and draw X cards, where X is the number of spite counters on this Aura."
    ...(w.on === "enchantedPlayerLoses" && w.remember !== undefined ? { rememberedCounter: w.remember } : {}),
    // "Whenever you lose life, gain 2 life for each 1 life you lost." (Transcendence)
    ...(w.on === "youLoseLife" ? { lifeLost: true } : {}),
    // "… blocks or becomes blocked by a creature, the other creature gains first strike"
    ...(w.on === "enchantedBlocksOrBlockedBy" ? { triggeringObject: "the other creature" } : {}),
    // "Whenever an opponent taps a land for mana, that land …" (Vorinclex)
    ...(w.on === "tappedForMana" ? { triggeringObject: `that ${filterNoun(w.filter, false)}` } : {}),
  };
}
