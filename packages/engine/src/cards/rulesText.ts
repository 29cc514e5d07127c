/**
 * Rules text generated from a card definition (DEVELOPERS.md principle 7), in modern Oracle wording:
 * "enters" rather than "enters the battlefield", the card's own name for self-references, "It" where
 * Oracle uses a pronoun (a triggered ability whose trigger names the card, or an ability whose cost
 * sacrifices it), U+2212 for negative loyalty costs.
 */
import type {
  Ability,
  Affected,
  Amount,
  CardDef,
  Cda,
  Condition,
  Cost,
  Duration,
  Effect,
  Keyword,
  ManaType,
  Modification,
  ObjectFilter,
  ObjectRef,
  PlayerRef,
  StaticEffect,
  TargetSpec,
  TriggerWhen,
} from "./types.ts";

/** The order in which Oracle lists keyword abilities on one line. */
const KEYWORD_ORDER: readonly Keyword[] = [
  "flash",
  "defender",
  "flying",
  "first strike",
  "double strike",
  "vigilance",
  "menace",
  "reach",
  "deathtouch",
  "trample",
  "lifelink",
  "haste",
  "plainswalk",
  "islandwalk",
  "swampwalk",
  "mountainwalk",
  "forestwalk",
  "wither",
  "hexproof",
  "indestructible",
];

const BASIC_LAND_TYPES = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];

const MINUS = "\u2212";

export function rulesText(def: CardDef): string {
  if (def.text !== undefined) return def.text;
  const lines: string[] = [];
  // 407.3: the ante cards' first line.
  if (def.ante)
    lines.push(`Remove ${def.name} from your deck before playing if you're not playing for ante.`);
  // 113.6g: Oracle opens with "This spell can't be countered." (Supreme Verdict, Carnage Tyrant).
  const all = def.abilities ?? [];
  lines.push(...all.filter(isCantBeCountered).map((a) => abilityText(def, a)));
  if (def.enchant) lines.push(`Enchant ${targetNoun(def.enchant, false)}`);
  lines.push(...keywordLines(def.keywords ?? []));
  if (def.cda) lines.push(cdaText(def, def.cda));
  const abilities = all.filter((a) => !isCantBeCountered(a));
  for (let i = 0; i < abilities.length; i++) {
    const a = abilities[i];
    const next = abilities[i + 1];
    // Platinum Angel: the two halves of 104.3/104.2 read as one Oracle sentence.
    if (
      a.kind === "static" &&
      a.text === undefined &&
      a.effect.s === "cantLose" &&
      next?.kind === "static" &&
      next.text === undefined &&
      next.effect.s === "opponentsCantWin"
    ) {
      lines.push("You can't lose the game and your opponents can't win the game.");
      i++;
      continue;
    }
    lines.push(abilityText(def, a));
  }
  if (def.spell) {
    const sp = def.spell;
    if (sp.castOnly) lines.push(castOnlyText(sp.castOnly));
    if (sp.modes) {
      const modeLines = sp.modes.modes.map(
        (m) => `• ${effectsText(makeCtx(def, m.targets ?? [], {}), m.effects)}`,
      );
      const who = sp.modes.chooser === "opponent" ? "An opponent chooses" : "Choose";
      lines.push(`${who} ${numberWord(sp.modes.choose)} \u2014\n${modeLines.join("\n")}`);
    }
    if (sp.effects.length > 0) lines.push(effectsText(spellCtx(def, sp.targets ?? []), sp.effects));
    if (sp.extraCostPerTarget !== undefined) {
      lines.push(
        `This spell costs {${sp.extraCostPerTarget}} more to cast for each target beyond the first.`,
      );
    }
    // 702.40: Oracle prints storm, with its reminder text, after the spell's text.
    if (sp.storm) lines.push(`Storm (${STORM_REMINDER})`);
  }
  return lines.filter((l) => l.length > 0).join("\n");
}

function isCantBeCountered(a: Ability): boolean {
  return a.kind === "static" && a.effect.s === "cantBeCountered";
}

/** 601.3: "Cast this spell only during an opponent's turn, before attackers are declared." */
function castOnlyText(only: NonNullable<NonNullable<CardDef["spell"]>["castOnly"]>): string {
  const parts: string[] = [];
  if (only.turn === "opponents") parts.push("during an opponent's turn");
  if (only.before === "attackers") parts.push("before attackers are declared");
  return `Cast this spell only ${parts.join(", ")}.`;
}

/** The text of effects standing alone (a delayed triggered ability's, 603.7), for events and prompts. */
export function rulesTextOfEffects(name: string, effects: readonly Effect[]): string {
  return effectsText(makeCtx({ id: "", name, types: [] }, [], {}), effects);
}

/** 604.3: "As long as Gaea's Liege isn't attacking, its power and toughness are each equal to …". */
function cdaText(def: CardDef, cda: Cda): string {
  const count = (who: string) =>
    `the number of ${filterNoun({ ...cda.count, controller: undefined }, true)} ${who}`;
  if (cda.whileAttacking === "defendingPlayer")
    return `As long as ${selfName(def)} isn't attacking, its power and toughness are each equal to ${count("you control")}. As long as ${selfName(def)} is attacking, its power and toughness are each equal to ${count("defending player controls")}.`;
  return `${capitalize(selfName(def))}'s power and toughness are each equal to ${count("you control")}.`;
}

// ---------------------------------------------------------------------------------------------------
// Keywords

function keywordLines(keywords: readonly Keyword[]): string[] {
  const sorted = [...keywords].sort((a, b) => KEYWORD_ORDER.indexOf(a) - KEYWORD_ORDER.indexOf(b));
  const lines: string[] = [];
  // Oracle gives flash a line of its own ("Flash\nDeathtouch", "Flash\nFlying").
  if (sorted[0] === "flash") {
    lines.push("Flash");
    sorted.shift();
  }
  if (sorted.length > 0) lines.push(capitalize(sorted.join(", ")));
  // Oracle keeps the reminder text of a lone keyword that has one (702.80a wither).
  if (sorted.length === 1 && KEYWORD_REMINDERS[sorted[0]] !== undefined)
    lines[lines.length - 1] += ` (${KEYWORD_REMINDERS[sorted[0]]})`;
  return lines;
}

const STORM_REMINDER =
  "When you cast this spell, copy it for each spell cast before it this turn. You may choose new targets for the copies.";

const KEYWORD_REMINDERS: Partial<Record<Keyword, string>> = {
  wither: "This deals damage to creatures in the form of -1/-1 counters.",
};

// ---------------------------------------------------------------------------------------------------
// Abilities

function abilityText(def: CardDef, a: Ability): string {
  if (a.text !== undefined) return a.text;
  switch (a.kind) {
    case "mana":
      return manaAbilityText(def, a.cost, a.produce, a.amount ?? 1);
    case "activated": {
      // 702.29a: "Cycling [cost] ([cost], Discard this card: Draw a card.)"
      if (a.cycling) return `Cycling ${a.cost.mana} (${a.cost.mana}, Discard this card: Draw a card.)`;
      // 702.84a: "Unearth [cost]" with its reminder text.
      if (a.unearth)
        return `Unearth ${a.cost.mana} (${a.cost.mana}: ${UNEARTH_REMINDER} Unearth only as a sorcery.)`;
      // 702.6a: "Equip [cost]" is an activated ability attaching the Equipment to a creature you control.
      if (a.effects.length === 1 && a.effects[0].e === "attachSelf" && a.sorcery)
        return `Equip ${costText(def, a.cost)}`;
      const ctx = makeCtx(def, a.targets ?? [], {
        selfIt: a.cost.sacrificeSelf === true || a.cost.removeCounters !== undefined,
      });
      const body = effectsText(ctx, a.effects);
      const only = a.condition
        ? ` Activate only if ${conditionText(def, a.condition).replace(/^if /, "")}.`
        : "";
      const anyone = a.anyPlayer ? " Any player may activate this ability." : "";
      return `${costText(def, a.cost)}: ${body}${a.sorcery ? " Activate only as a sorcery." : ""}${only}${anyone}`;
    }
    case "triggered": {
      // 702.21a: ward is written as a keyword with its cost, and Oracle keeps its reminder text.
      if (a.when.on === "becomesTarget" && a.when.ward !== undefined) {
        const self = def.types.includes("Creature") ? "this creature" : "this permanent";
        return `Ward ${a.when.ward} (Whenever ${self} becomes the target of a spell or ability an opponent controls, counter it unless that player pays ${a.when.ward}.)`;
      }
      const selfTrigger = a.when.on !== "beginningOfStep";
      const ctx = makeCtx(def, a.targets ?? [], {
        selfIt: selfTrigger,
        drawStepTrigger: a.when.on === "beginningOfStep" && a.when.step === "draw",
        ...(a.when.on === "anotherEnters"
          ? {
              triggeringPlayer: `that ${filterNoun({ ...a.when.filter, nontoken: undefined }, false)}'s controller`,
            }
          : {}),
        // "Whenever enchanted creature becomes blocked, tap all lands defending player controls."
        ...(a.when.on === "enchantedBecomesBlocked" ? { triggeringPlayer: "defending player" } : {}),
        // "… blocks or becomes blocked by a creature, the other creature gains first strike"
        ...(a.when.on === "enchantedBlocksOrBlockedBy" ? { triggeringObject: "the other creature" } : {}),
        // "Whenever an opponent taps a land for mana, that land …" (Vorinclex)
        ...(a.when.on === "tappedForMana"
          ? { triggeringObject: `that ${filterNoun(a.when.filter, false)}` }
          : {}),
      });
      const cond = a.condition ? `${conditionText(def, a.condition)}, ` : "";
      if (a.modes) {
        // 700.2b: "…, choose one that hasn't been chosen —" and the modes, one per line.
        const lines = a.modes.modes.map(
          (m) =>
            `• ${effectsText(makeCtx(def, m.targets ?? [], { selfIt: ctx.selfIt, triggeringObject: ctx.triggeringObject }), m.effects)}`,
        );
        const which = a.modes.unchosen ? " that hasn't been chosen" : "";
        return `${triggerText(def, a.when)}, ${cond}choose ${numberWord(a.modes.choose)}${which} \u2014\n${lines.join("\n")}`;
      }
      return `${triggerText(def, a.when)}, ${cond}${effectsText(ctx, a.effects, false)}`;
    }
    case "static":
      return staticText(def, a.effect);
  }
}

function manaAbilityText(def: CardDef, cost: Cost, produce: readonly ManaType[], amount: number): string {
  let add: string;
  if (produce.length === 1) add = `{${produce[0]}}`.repeat(amount);
  else if (["W", "U", "B", "R", "G"].every((c) => produce.includes(c as ManaType)) && amount === 1)
    add = "one mana of any color";
  else if (amount === 1) add = orList(produce.map((m) => `{${m}}`));
  else
    add = `${numberWord(amount)} mana in any combination of ${orList(
      produce.map((m) => `{${m}}`),
      "and/or",
    )}`;
  const text = `${costText(def, cost)}: Add ${add}.`;
  // 305.6: the intrinsic mana ability of a land with a basic land type is printed as reminder text.
  const intrinsic = (def.subtypes ?? []).some((t) => BASIC_LAND_TYPES.includes(t));
  return intrinsic && def.types.includes("Land") ? `(${text})` : text;
}

function costText(def: CardDef, cost: Cost): string {
  if (cost.loyalty !== undefined) {
    if (cost.loyalty === "-X") return `${MINUS}X`;
    if (cost.loyalty > 0) return `+${cost.loyalty}`;
    if (cost.loyalty < 0) return `${MINUS}${-cost.loyalty}`;
    return "0";
  }
  const parts: string[] = [];
  if (cost.mana) parts.push(cost.mana);
  if (cost.tap) parts.push("{T}");
  if (cost.payLife === "half") parts.push("Pay half your life, rounded up");
  else if (cost.payLife !== undefined) parts.push(`Pay ${cost.payLife} life`);
  if (cost.sacrificeSelf) parts.push(`Sacrifice ${selfName(def)}`);
  if (cost.discardSelf) parts.push("Discard this card");
  if (cost.removeCounters) {
    const { counter, n } = cost.removeCounters;
    parts.push(
      `Remove ${n === 1 ? "a" : numberWord(n)} ${counter} counter${n === 1 ? "" : "s"} from ${selfName(def)}`,
    );
  }
  return parts.join(", ");
}

function triggerText(def: CardDef, w: TriggerWhen): string {
  switch (w.on) {
    case "entersBattlefield":
      return `When ${selfName(def)} enters`;
    case "dies":
      return `When ${selfName(def)} dies`;
    case "attacks":
      return `Whenever ${selfName(def)} attacks`;
    case "dealsDamage": {
      const to = w.to === "opponent" ? " to an opponent" : w.to === "player" ? " to a player" : "";
      return `Whenever ${selfName(def)} deals ${w.combat ? "combat " : ""}damage${to}`;
    }
    case "beginningOfStep": {
      if (w.whose === "yours") {
        return `At the beginning of your ${w.step === "upkeep" ? "upkeep" : w.step === "draw" ? "draw step" : "end step"}`;
      }
      if (w.whose === "opponents")
        return `At the beginning of each opponent's ${w.step === "upkeep" ? "upkeep" : w.step === "draw" ? "draw step" : "end step"}`;
      if (w.whose === "chosen")
        return `At the beginning of the chosen player's ${w.step === "upkeep" ? "upkeep" : w.step === "draw" ? "draw step" : "end step"}`;
      if (w.step === "upkeep") return "At the beginning of each upkeep";
      if (w.step === "draw") return "At the beginning of each player's draw step";
      return "At the beginning of the end step";
    }
    case "cast":
      return "When you cast this spell";
    case "leavesBattlefield":
      return `When ${selfName(def)} leaves the battlefield`;
    case "becomesTarget":
      return `Whenever ${selfName(def)} becomes the target of a spell or ability an opponent controls`;
    case "anotherEnters":
      return `Whenever ${withArticle(filterNoun(w.filter, false))} enters`;
    case "anotherLeaves":
      return `Whenever another ${filterNoun(w.filter, false)} leaves the battlefield`;
    case "playerCasts": {
      const who = w.who === "any" ? "a player" : w.who === "opponent" ? "an opponent" : "enchanted player";
      return `Whenever ${who} casts a spell`;
    }
    case "cycles":
      return w.who === "any" ? "Whenever a player cycles a card" : "Whenever you cycle a card";
    case "becomesTapped":
      return `Whenever ${withArticle(filterNoun(w.filter, false))} becomes tapped`;
    case "youLoseLife":
      return "Whenever you lose life";
    case "enchantedPlayerLoses":
      return "When enchanted player loses the game";
    case "lastCounterRemoved":
      return `When you remove the last ${w.counter} counter from ${selfName(def)}`;
    case "enchantedBecomesBlocked":
      return "Whenever enchanted creature becomes blocked";
    case "enchantedBlocksOrBlockedBy":
      return "Whenever enchanted creature blocks or becomes blocked by a creature";
    case "tappedForMana":
      return `Whenever ${w.who === "you" ? "you tap" : "an opponent taps"} ${withArticle(filterNoun(w.filter, false))} for mana`;
    case "state":
      return `When ${conditionText(def, w.condition).replace(/^if /, "")}`;
  }
}

function conditionText(def: CardDef, c: Condition): string {
  switch (c.if) {
    case "selfUntapped":
      return `if ${selfName(def)} is untapped`;
    case "noCreaturesOnBattlefield":
      return "if no creatures are on the battlefield";
    case "youControl": {
      const f = { ...c.filter, controller: undefined };
      if ((c.atLeast ?? 1) > 1)
        return `if you control ${numberWord(c.atLeast!)} or more ${filterNoun(f, true)}`;
      return `if you control ${withArticle(filterNoun(f, false))}`;
    }
    case "lifeAtLeast":
      return `if you have ${c.n} or more life`;
    case "castFromHand":
      return "if this spell was cast from your hand";
    case "castAnotherNamedThisGame":
      return `if you've cast another spell named ${def.name} this game`;
    case "anOpponentLifeAtMost":
      return `if an opponent has ${c.n} or less life`;
    case "selfIsType":
      // Oracle: "if this permanent is an enchantment" (Lurking Jackals), whatever it is now.
      return `if ${isSelfNamed(def) ? def.name : "this permanent"} is ${withArticle(c.type.toLowerCase())}`;
    case "noLifeLostThisTurn":
      return "if you didn't lose life this turn";
    case "selfCounters":
      return `if ${selfName(def)} has ${numberWord(c.atLeast)} or more ${c.counter} counters on it`;
    case "all":
      return `if ${c.of.map((x) => conditionText(def, x).replace(/^if /, "")).join(" and ")}`;
  }
}

function staticText(def: CardDef, s: StaticEffect): string {
  switch (s.s) {
    case "modify": {
      const who = s.affects === "enchanted" ? "Enchanted creature" : capitalize(selfName(def));
      const parts: string[] = [];
      if (s.power !== undefined || s.toughness !== undefined)
        parts.push(`gets ${ptMod(s.power ?? 0, s.toughness ?? 0)}`);
      if (s.keywords && s.keywords.length > 0) parts.push(`has ${andList(sortKeywords(s.keywords))}`);
      return `${who} ${parts.join(" and ")}.`;
    }
    case "cantAttackOrBlock":
      return "Enchanted creature can't attack or block.";
    case "cantLose":
      return "You can't lose the game.";
    case "opponentsCantWin":
      return "Your opponents can't win the game.";
    case "cantBlock":
      return `${capitalize(selfName(def))} can't block.`;
    case "cantBeCountered":
      return "This spell can't be countered.";
    case "asEntersChoose": {
      const what = s.choose === "opponent" ? "an opponent" : s.choose === "color" ? "a color" : "a card name";
      return `As ${selfName(def)} enters, choose ${what}.`;
    }
    case "entersUnderOpponentsControl":
      return `${capitalize(selfName(def))} enters under the control of an opponent of your choice.`;
    case "cantAttackYou": {
      const noun = filterNoun({ ...s.filter, without: undefined }, true);
      const chosen = s.ofChosenColor ? " of the chosen color" : "";
      const without = qualify("", { without: s.filter.without }, true);
      return `${capitalize(noun)}${chosen}${without} can't attack you.`;
    }
    case "chosenNameCantActivate":
      return "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.";
    case "attacksEachCombat":
      return `${capitalize(selfName(def))} attacks each combat if able.`;
    case "cantBeBlockedBy":
      return `${capitalize(selfName(def))} can't be blocked by ${filterNoun(s.filter, true)}.`;
    case "control":
      return `You control enchanted ${def.enchant ? targetNoun(def.enchant, false) : "creature"}.`;
    case "continuous":
      return `${affectedSubject(def, s.affects, s.mods)}.`;
    case "entersTappedSelf":
      return `${capitalize(selfName(def))} enters tapped.`;
    case "opponentsUntapLimit":
      return `Your opponents can't untap more than ${numberWord(s.n)} permanents during their untap steps.`;
    case "entersWithCounters":
      return `${capitalize(selfName(def))} enters with ${s.n === "X" ? "X" : numberWord(s.n)} ${s.counter} counter${s.n === 1 ? "" : "s"} on it.`;
    case "noLoseForLife":
      return "You don't lose the game for having 0 or less life.";
    case "lifeCantChange":
      return "Your life total can't change. (You can't gain or lose life. You can't pay any life except 0.)";
    case "drawFromEmptyWins":
      return "If you would draw a card while your library has no cards in it, you win the game instead.";
    case "entersTapped":
      return `${capitalize(andList(s.filters.map((f) => filterNoun(f, true))))} enter tapped.`;
  }
}

/** "Enchanted creature gets +2/+2", "Each creature gets +1/+1 for each other creature …". */
function affectedSubject(def: CardDef, affects: Affected, mods: readonly Modification[]): string {
  let subject: string;
  let plural = false;
  if (affects === "self") subject = capitalize(selfName(def));
  else if (affects === "enchanted") subject = "Enchanted creature";
  else if (affects === "equipped") subject = "Equipped creature";
  else if (affects.each.controller !== undefined) {
    subject = capitalize(`${affects.other ? "other " : ""}${filterNoun(affects.each, true)}`);
    plural = true;
  } else subject = `Each ${affects.other ? "other " : ""}${filterNoun(affects.each, false)}`;
  return `${subject} ${modsPredicate(mods, plural)}`;
}

/** The predicate of a continuous effect: "gets +1/+1 and has flying", "becomes a 4/4 … with flying". */
function modsPredicate(mods: readonly Modification[], plural: boolean): string {
  const v = (third: string, base: string) => (plural ? base : third);
  const parts: string[] = [];
  const become = mods.some((m) => m.m === "types" || m.m === "colors" || m.m === "setPT");
  if (become) parts.push(`${v("becomes", "become")} ${becomeNoun(mods)}`);
  for (const m of mods) {
    if (m.m === "modifyPT") {
      const per =
        m.per === undefined
          ? ""
          : m.per === "otherCreatureSharingType"
            ? " for each other creature on the battlefield that shares at least one creature type with it"
            : ` for each ${filterNoun(m.per.count, false)}`;
      parts.push(`${v("gets", "get")} ${ptMod(m.power, m.toughness)}${per}`);
    }
    if (m.m === "keywords" && !become) parts.push(`${v("has", "have")} ${andList(sortKeywords(m.keywords))}`);
    if (m.m === "loseAllAbilities") parts.push(`${v("loses", "lose")} all abilities`);
    if (m.m === "loseKeywords") parts.push(`${v("loses", "lose")} ${andList(sortKeywords(m.keywords))}`);
    if (m.m === "switchPT") parts.push(`${v("has", "have")} base power and toughness switched`);
    if (m.m === "control") parts.push("is controlled by you");
  }
  return parts.join(" and ");
}

/** "a 4/4 Phyrexian Horror creature with flying", "blue", "a Forest": P/T, colour, subtypes, types. */
function becomeNoun(mods: readonly Modification[]): string {
  const pt: string[] = [];
  const colors: string[] = [];
  const kinds: string[] = [];
  let addition = "";
  let keywords: Keyword[] = [];
  for (const m of mods) {
    if (m.m === "setPT") pt.push(`${m.power}/${m.toughness}`);
    if (m.m === "colors") colors.push(andList(m.colors.map((c) => COLOR_WORDS[c])));
    if (m.m === "types") {
      kinds.push(...(m.subtypes ?? []), ...(m.types ?? []).map((t) => t.toLowerCase()));
      if (!m.replace && m.types) addition = " in addition to its other types";
    }
    if (m.m === "keywords") keywords = [...keywords, ...m.keywords];
  }
  const noun = [...pt, ...colors, ...kinds].join(" ");
  const tail = `${addition}${keywords.length > 0 ? ` with ${andList(sortKeywords(keywords))}` : ""}`;
  return pt.length === 0 && kinds.length === 0 ? `${noun}${tail}` : `${withArticle(noun)}${tail}`;
}

const COLOR_WORDS: Record<string, string> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };

// ---------------------------------------------------------------------------------------------------
// Effects

interface TextCtx {
  /** The card whose text this is. */
  def: CardDef;
  /** How the text refers to the card itself (`selfName`). */
  name: string;
  targets: readonly TargetSpec[];
  /** Refer to the source as "it" (Oracle: "When this creature enters, it deals 4 damage …", Flametongue Kavu). */
  selfIt: boolean;
  /** A draw-step trigger: "that player draws an additional card" (Howling Mine). */
  drawStepTrigger: boolean;
  /** Spell text: a trailing "Draw a card." goes on its own line, as Oracle prints cantrips. */
  spell: boolean;
  /** Target specs already described once; later references use a pronoun. */
  mentioned: Set<number>;
  /** How "the triggering player" reads: "that player", or "that creature's controller" (Genesis Chamber). */
  triggeringPlayer: string;
  /** How the trigger's object reads: "it" (the spell cast), "that land" (the land tapped for mana). */
  triggeringObject: string;
  /** 607.2a: the card's linked exile can exile more than one object ("the exiled cards"). */
  exilesMany: boolean;
}

function makeCtx(
  def: CardDef,
  targets: readonly TargetSpec[],
  opts: {
    selfIt?: boolean;
    drawStepTrigger?: boolean;
    spell?: boolean;
    triggeringPlayer?: string;
    triggeringObject?: string;
  },
): TextCtx {
  return {
    triggeringPlayer: opts.triggeringPlayer ?? "that player",
    triggeringObject: opts.triggeringObject ?? "it",
    def,
    name: selfName(def),
    targets,
    selfIt: opts.selfIt ?? false,
    drawStepTrigger: opts.drawStepTrigger ?? false,
    spell: opts.spell ?? false,
    mentioned: new Set(),
    exilesMany: exilesMany(def),
  };
}

/** Whether an "exile … (linked)" effect of the card refers to a target spec of more than one object. */
function exilesMany(def: CardDef): boolean {
  const many = (targets: readonly TargetSpec[], effects: readonly Effect[]): boolean =>
    effects.some(
      (e) =>
        (e.e === "exileLinked" && typeof e.what === "object" && "target" in e.what
          ? (targets[e.what.target]?.max ?? 1) !== 1
          : false) ||
        ("effects" in e && many(targets, e.effects)),
    );
  return (def.abilities ?? []).some((a) => a.kind === "triggered" && many(a.targets ?? [], a.effects));
}

function spellCtx(def: CardDef, targets: readonly TargetSpec[]): TextCtx {
  return makeCtx(def, targets, { spell: true });
}

/** One clause: a subject (null for an imperative with no actor) and its predicate. */
interface Clause {
  subject: string | null;
  /** The subject is "you": the predicate is in base form and may be imperative. */
  you: boolean;
  /** The subject is plural: the predicate is in base form. */
  plural: boolean;
  /** Third-person singular predicate ("draws two cards"). */
  third: string;
  /** Base-form predicate ("draw two cards"). */
  base: string;
  /** With subject "you" and standing alone, Oracle uses the imperative ("Draw two cards."). */
  imperative: boolean;
}

function renderClause(c: Clause, allowImperative: boolean): string {
  if (c.subject === null) return c.base;
  if (c.you) return allowImperative && c.imperative ? c.base : `you ${c.base}`;
  return `${c.subject} ${c.plural ? c.base : c.third}`;
}

function predicate(c: Clause): string {
  return c.you || c.plural ? c.base : c.third;
}

function sameJSON(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The effects of one spell, mode or ability as sentences. `capitalizeFirst` is false when the text
 * continues a sentence (after a trigger condition).
 */
function effectsText(ctx: TextCtx, effects: readonly Effect[], capitalizeFirst = true): string {
  const sentences: string[] = [];
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i];
    const next = effects[i + 1];
    // "Target creature gets +2/+2 and gains lifelink until end of turn."
    if (
      e.e === "pump" &&
      next?.e === "grant" &&
      sameJSON(e.what, next.what) &&
      e.duration === next.duration
    ) {
      const c = clauseOf(ctx, e);
      const gains = `gain${c.plural ? "" : "s"} ${andList(sortKeywords(next.keywords))}`;
      const mod = `get${c.plural ? "" : "s"} ${ptMod(e.power, e.toughness)}`;
      sentences.push(`${c.subject} ${mod} and ${gains}${durationText(ctx, e.duration)}`);
      i++;
      continue;
    }
    // "Draw a card, then discard a card."
    if (e.e === "draw" && next?.e === "discard" && sameJSON(e.who, next.who)) {
      const a = clauseOf(ctx, e);
      const b = clauseOf(ctx, next);
      sentences.push(`${renderClause(a, true)}, then ${predicate(b)}`);
      i++;
      continue;
    }
    // "… deals 1 damage to any target and 1 damage to any target of an opponent's choice."
    if (e.e === "damage" && next?.e === "damage" && plainDamage(e) && plainDamage(next)) {
      const to = (x: Effect & { e: "damage" }) => `${x.amount} damage to ${damageRecipient(ctx, x.to)}`;
      sentences.push(`${sourceSubject(ctx)} deals ${to(e)} and ${to(next)}`);
      i++;
      continue;
    }
    // "You gain 2 life and draw a card." (Dovin Baan)
    if (e.e === "gainLife" && next?.e === "draw" && e.who === "you" && next.who === "you") {
      sentences.push(`${renderClause(clauseOf(ctx, e), false)} and ${predicate(clauseOf(ctx, next))}`);
      i++;
      continue;
    }
    // "… deals 3 damage to any target and you gain 3 life", "Target player draws two cards and loses 2 life."
    if (
      (e.e === "damage" || e.e === "loseLife" || e.e === "draw") &&
      (next?.e === "gainLife" || next?.e === "loseLife")
    ) {
      const a = clauseOf(ctx, e);
      const b = clauseOf(ctx, next);
      const sameSubject = e.e !== "damage" && sameJSON(e.who, next.who) && !a.you;
      sentences.push(`${renderClause(a, false)} and ${sameSubject ? predicate(b) : renderClause(b, false)}`);
      i++;
      continue;
    }
    // Balance: "… then sacrifices the rest. Players discard cards and sacrifice creatures the same way."
    if (e.e === "balance") {
      const rest: (Effect & { e: "balance" })["what"][] = [];
      for (let next = effects[i + 1]; next?.e === "balance"; next = effects[i + 1]) {
        rest.push(next.what);
        i++;
      }
      sentences.push(balanceText(e.what, rest));
      continue;
    }
    if (e.e === "destroy" && e.noRegenerate) {
      sentences.push(renderClause(clauseOf(ctx, e), true));
      sentences.push(`${refersToMany(ctx, e.what) ? "They" : "It"} can't be regenerated`);
      continue;
    }
    sentences.push(`${perOpponentPrefix(ctx, e)}${renderClause(clauseOf(ctx, e), true)}`);
    // Siren's Call: the objects exclude those not controlled continuously since the turn began.
    if (
      e.e === "destroy" &&
      typeof e.what === "object" &&
      "each" in e.what &&
      e.what.each.controlledSinceTurnBegan
    )
      sentences.push(
        "ignore this effect for each creature the player didn't control continuously since the beginning of the turn",
      );
  }
  let out = "";
  sentences.forEach((s, i) => {
    const text = i === 0 && !capitalizeFirst ? s : capitalize(s);
    // Oracle prints a spell's cantrip, and a delayed triggered ability it creates, on a line of its own.
    const isCantrip =
      ctx.spell &&
      i > 0 &&
      ((i === sentences.length - 1 && /^draw a card$/i.test(s)) || /^at the beginning of the next /.test(s));
    // A quoted ability, or reminder text, ends with its own period.
    const stop = text.endsWith('."') || text.endsWith(".)") ? "" : ".";
    out += i === 0 ? `${text}${stop}` : `${isCantrip ? "\n" : " "}${text}${stop}`;
  });
  return out;
}

function clauseOf(ctx: TextCtx, e: Effect): Clause {
  switch (e.e) {
    case "damage": {
      const src = sourceSubject(ctx);
      let tail: string;
      if (e.evenly) tail = `divided evenly, rounded down, among ${damageRecipient(ctx, e.to)}`;
      else if (e.divided) tail = `divided as you choose among ${damageRecipient(ctx, e.to)}`;
      else tail = `to ${damageRecipient(ctx, e.to)}`;
      const text = damageText(e.amount, tail);
      return objectClause(src, text, text);
    }
    case "damageEach": {
      const recips: string[] = [];
      if (e.creatures) recips.push(`each ${filterNoun(e.creatures, false)}`);
      if (e.players) recips.push(e.players === "each" ? "each player" : "each opponent");
      const text = `deals ${amountDigits(e.amount)} damage to ${recips.join(" and ")}`;
      return objectClause(sourceSubject(ctx), text, text);
    }
    case "draw": {
      const extra = ctx.drawStepTrigger && e.who === "triggering";
      const n = cardCount(e.amount, extra ? "additional card" : "card");
      return playerClause(ctx, e.who, `draws ${n}`, `draw ${n}`, true);
    }
    case "discard": {
      const n = `${cardCount(e.amount, "card")}${e.random ? " at random" : ""}`;
      return playerClause(ctx, e.who, `discards ${n}`, `discard ${n}`, true);
    }
    case "mill": {
      const n = cardCount(e.amount, "card");
      return playerClause(ctx, e.who, `mills ${n}`, `mill ${n}`, true);
    }
    case "discardHand":
      return playerClause(ctx, e.who, "discards their hand", "discard your hand", true);
    case "addProducedMana":
      return imperativeClause(
        `add ${numberWord(e.amount)} mana of any type ${ctx.triggeringObject} produced`,
      );
    case "skipNextUntap": {
      const subj = objectSubject(ctx, e.what);
      const rest = "untap during its controller's next untap step";
      return { ...objectClause(subj.text, `doesn't ${rest}`, `don't ${rest}`), plural: subj.plural };
    }
    case "anteTopCard":
      return playerClause(
        ctx,
        e.who,
        "antes the top card of their library",
        "ante the top card of your library",
        true,
      );
    case "extraTurn":
      return playerClause(
        ctx,
        e.who,
        "takes an extra turn after this one",
        "take an extra turn after this one",
        true,
      );
    case "gainLife":
      return playerClause(ctx, e.who, `gains ${lifeAmount(e.amount)}`, `gain ${lifeAmount(e.amount)}`, false);
    case "loseLife":
      return playerClause(ctx, e.who, `loses ${lifeAmount(e.amount)}`, `lose ${lifeAmount(e.amount)}`, false);
    case "destroy": {
      const what = objectRef(ctx, e.what, "all");
      return imperativeClause(`destroy ${what}`);
    }
    case "sacrifice":
      return imperativeClause(`sacrifice ${ctx.name}`);
    case "counter":
      return imperativeClause(`counter ${objectRef(ctx, e.what, "all")}`);
    case "tap":
    case "untap":
      return imperativeClause(`${e.e} ${objectRef(ctx, e.what, "all")}`);
    case "bounce": {
      const many = refersToMany(ctx, e.what);
      const hand = many ? "their owners' hands" : "its owner's hand";
      return imperativeClause(`return ${objectRef(ctx, e.what, "all")} to ${hand}`);
    }
    case "addCounters": {
      const n =
        e.amount === 1
          ? `a ${e.counter} counter`
          : `${typeof e.amount === "number" ? numberWord(e.amount) : "X"} ${e.counter} counters`;
      return imperativeClause(`put ${n} on ${objectRef(ctx, e.what, "each")}`);
    }
    case "pump": {
      const subj = objectSubject(ctx, e.what);
      const p = `${ptMod(e.power, e.toughness)}${durationText(ctx, e.duration)}`;
      return { ...objectClause(subj.text, `gets ${p}`, `get ${p}`), plural: subj.plural };
    }
    case "gainControl": {
      return imperativeClause(
        `gain control of ${objectRef(ctx, e.what, "all")}${durationText(ctx, e.duration)}`,
      );
    }
    case "grant": {
      const subj = objectSubject(ctx, e.what);
      const k = `${andList(sortKeywords(e.keywords))}${durationText(ctx, e.duration)}`;
      return { ...objectClause(subj.text, `gains ${k}`, `gain ${k}`), plural: subj.plural };
    }
    case "preventDamage": {
      const to = e.to === undefined ? "" : ` to ${damageRecipient(ctx, e.to)}`;
      const what = e.combatOnly ? "combat damage" : "damage";
      const amount = e.amount === "all" ? `all ${what}` : `the next ${amountDigits(e.amount)} ${what}`;
      const by = e.by === "creatures" ? " by creatures" : "";
      return imperativeClause(`prevent ${amount} that would be dealt${to}${by} this turn`);
    }
    case "redirectDamage": {
      const from = targetRef(ctx, 0);
      const to = targetRef(ctx, 1);
      const text = `the next ${amountDigits(e.amount)} damage that would be dealt to ${from} this turn is dealt to ${to} instead`;
      return imperativeClause(text);
    }
    case "regenerate":
      return imperativeClause(`regenerate ${objectRef(ctx, e.what, "all")}`);
    case "createToken": {
      const n = e.amount === 1 ? "a" : typeof e.amount === "number" ? numberWord(e.amount) : "X";
      const t = e.token;
      const pt = t.power !== undefined ? `${t.power}/${t.toughness} ` : "";
      const color = t.colors.length === 0 ? "colorless" : andList(t.colors.map((c) => COLOR_WORDS[c]));
      const types = [...(t.subtypes ?? []), ...t.types.map((x) => x.toLowerCase())].join(" ");
      const kw = t.keywords && t.keywords.length > 0 ? ` with ${andList(sortKeywords(t.keywords))}` : "";
      const noun = `${pt}${color} ${types} token${e.amount === 1 ? "" : "s"}${kw}`;
      return playerClause(ctx, e.who ?? "you", `creates ${n} ${noun}`, `create ${n} ${noun}`, true);
    }
    case "createTokenCopies":
      return imperativeClause(`create a token that's a copy of ${objectRef(ctx, e.what, "each")}`);
    case "emblem": {
      const inner = e.abilities.map((a) => abilityText(def0(ctx), a)).join(" ");
      return {
        subject: "you",
        you: true,
        plural: false,
        third: `gets an emblem with "${inner}"`,
        base: `get an emblem with "${inner}"`,
        imperative: false,
      };
    }
    case "loseGame":
      return playerClause(ctx, e.who, "loses the game", "lose the game", false);
    case "exileLinked": {
      const what = objectRef(ctx, e.what, "all");
      return imperativeClause(
        `exile ${what}${e.untilSourceLeaves ? ` until ${ctx.name} leaves the battlefield` : ""}`,
      );
    }
    case "returnLinked": {
      const cards = ctx.exilesMany ? "the exiled cards" : "the exiled card";
      if (e.to === "hand")
        return imperativeClause(
          `return ${cards} to ${ctx.exilesMany ? "their owners' hands" : "its owner's hand"}`,
        );
      return imperativeClause(
        `return ${cards} to the battlefield under ${ctx.exilesMany ? "their owners'" : "its owner's"} control`,
      );
    }
    case "flicker":
      return imperativeClause(
        `exile ${objectRef(ctx, e.what, "all")}. If you do, return that card to the battlefield under its owner's control at the beginning of the next end step`,
      );
    case "returnToBattlefield":
      return imperativeClause(
        `return ${objectRef(ctx, e.what, "all")} to the battlefield under its owner's control`,
      );
    case "may": {
      // "you may draw a card", "you may have target player mill two cards"
      const inner = e.effects
        .map((x) => {
          const c = clauseOf(ctx, x);
          return c.subject !== null && !c.you ? `have ${c.subject} ${c.base}` : renderClause(c, true);
        })
        .join(". ");
      return {
        subject: "you",
        you: true,
        plural: false,
        third: `may ${inner}`,
        base: `may ${inner}`,
        imperative: false,
      };
    }
    case "attachSelf":
      return imperativeClause(`attach ${ctx.name} to ${targetRef(ctx, 0)}`);
    case "unlessPays": {
      // 118.12a: "counter it unless that player pays {3}", "unless you pay {B}{B}{B}, tap …"
      const inner = e.effects.map((x) => renderClause(clauseOf(ctx, x), false)).join(" and ");
      const payer = playerRef(ctx, e.who);
      const pays = `${payer} ${e.who === "you" ? "pay" : "pays"} ${e.mana}`;
      return imperativeClause(e.unlessFirst ? `unless ${pays}, ${inner}` : `${inner} unless ${pays}`);
    }
    case "sacrificeOne": {
      const what = withArticle(filterNoun(e.filter, false));
      return imperativeClause(
        `sacrifice ${what}${e.chooser === "opponent" ? " of an opponent's choice" : ""}`,
      );
    }
    case "attackThisCombat": {
      const whose = e.who === "you" ? "you control" : `${playerRef(ctx, e.who)} controls`;
      const text = "attack this combat if able";
      return { ...objectClause(`creatures ${whose}`, text, text), plural: true };
    }
    case "delayed": {
      const inner = effectsText(ctx, e.effects, false).replace(/\.$/, "");
      return imperativeClause(`at the beginning of the next end step, ${inner}`);
    }
    case "exile":
      return imperativeClause(`exile ${objectRef(ctx, e.what, "all")}`);
    case "unearth":
      return imperativeClause(UNEARTH_REMINDER.replace(/^R/, "r").replace(/\.$/, ""));
    case "exchangeControl":
      // 701.12b; Oracle keeps the reminder that the exchange has no duration.
      return imperativeClause(
        `exchange control of ${targetRef(ctx, 0)} and ${targetRef(ctx, 1)}. (This effect lasts indefinitely.)`,
      );
    case "setLife": {
      const subject = `${possessive(playerRef(ctx, e.who))} life total`;
      const n = amountPhrase(e.amount);
      return objectClause(subject, `becomes ${n}`, `become ${n}`);
    }
    case "doubleLife":
      return imperativeClause(`double ${possessive(playerRef(ctx, e.who))} life total`);
    case "controlPlayer":
      return imperativeClause(
        `you control ${playerRef(ctx, e.who)} during that player's next turn. (You see all cards that player could see and make all decisions for them.)`,
      );
    case "skipStep":
      return playerClause(ctx, e.who, "skips their next draw step", "skip their next draw step", false);
    case "sacrificeUnlessPayLife":
      return imperativeClause(
        `for each ${filterNoun(e.filter, false)}, its controller sacrifices it unless they pay ${amountPhrase(e.amount)} life`,
      );
    case "exchangeLife":
      return {
        ...objectClause("two target players", "exchanges life totals", "exchange life totals"),
        plural: true,
      };
    case "redistributeLife":
      return imperativeClause(
        "redistribute any number of players' life totals. (Each of those players gets one life total back.)",
      );
    case "cantGainLife":
      return playerClause(
        ctx,
        e.who,
        "can't gain life for the rest of the game",
        "can't gain life for the rest of the game",
        false,
      );
    case "win":
      return playerClause(ctx, e.who, "wins the game", "win the game", false);
    case "removeCounters": {
      const n =
        e.amount === 1
          ? `${withArticle(e.counter)} counter`
          : `${typeof e.amount === "number" ? numberWord(e.amount) : "X"} ${e.counter} counters`;
      return imperativeClause(`remove ${n} from ${objectRef(ctx, e.what, "each")}`);
    }
    case "drawGame":
      return imperativeClause("the game is a draw");
    case "putIntoLibrary":
      return imperativeClause(
        `put ${objectRef(ctx, e.what, "all")} into its owner's library ${ORDINALS[e.fromTop] ?? e.fromTop} from the top`,
      );
    case "shuffleIntoLibrary":
      return imperativeClause(`shuffle ${objectRef(ctx, e.what, "all")} into its owner's library`);
    case "if": {
      const branch = (effects: readonly Effect[]) =>
        effects.map((x) => renderClause(clauseOf(ctx, x), false)).join(" and ");
      const otherwise = e.otherwise && e.otherwise.length > 0 ? `. Otherwise, ${branch(e.otherwise)}` : "";
      return imperativeClause(`${conditionText(ctx.def, e.cond)}, ${branch(e.effects)}${otherwise}`);
    }
    case "copySpell": {
      if (e.what !== undefined)
        return imperativeClause(
          `copy ${objectRef(ctx, e.what, "all")}${e.newTargets ? ". You may choose new targets for the copy" : ""}`,
        );
      const times =
        e.times === "spellsCastBeforeThisTurn"
          ? "for each other spell that was cast before it this turn"
          : `${amountDigits(e.times)} times`;
      const retarget = e.newTargets
        ? ". If the spell has any targets, you may choose new targets for any of the copies"
        : "";
      return imperativeClause(`copy it ${times}${retarget}`);
    }
    case "balance":
      return imperativeClause(balanceText(e.what, []));
    case "separatePermanents": {
      const all = filterNoun(e.filter, true);
      const noun = filterNoun({ ...e.filter, nontoken: undefined }, true);
      return imperativeClause(
        `each player separates all ${all} they control into two piles. For each player, one of their piles is chosen by one of their opponents of their choice. ${capitalize(e.chosen)} all ${noun} in the chosen piles. ${capitalize(e.other)} all ${noun} in the other piles`,
      );
    }
    case "revealTopPiles":
      return imperativeClause(
        `reveal the top ${numberWord(e.amount)} cards of your library. An opponent separates those cards into two piles. Put one pile into your hand and the other into your graveyard`,
      );
    case "revealChosenCards":
      return imperativeClause(
        "each player chooses a card in their hand. Then each player reveals their chosen card. The owner of each creature card revealed this way with the lowest mana value puts it onto the battlefield",
      );
    case "lookAtHand":
      return imperativeClause(`look at ${possessive(playerRef(ctx, e.who))} hand`);
    case "searchLibrary":
      return imperativeClause(
        `search ${possessive(playerRef(ctx, e.whose))} library for ${withArticle(filterNoun(e.filter, false))} card and put that card onto the battlefield under your control. Then that player shuffles`,
      );
    case "become": {
      const subj = objectSubject(ctx, e.what);
      const third = e.text ?? `${modsPredicate(e.mods, false)}${durationText(ctx, e.duration)}`;
      const base = e.text ?? `${modsPredicate(e.mods, true)}${durationText(ctx, e.duration)}`;
      return { ...objectClause(subj.text, third, base), plural: subj.plural };
    }
  }
}

function objectClause(subject: string, third: string, base: string): Clause {
  return { subject, you: false, plural: false, third, base, imperative: false };
}

function imperativeClause(base: string): Clause {
  return { subject: null, you: false, plural: false, third: base, base, imperative: true };
}

function playerClause(
  ctx: TextCtx,
  who: PlayerRef,
  third: string,
  base: string,
  imperative: boolean,
): Clause {
  if (who === "you") return { subject: "you", you: true, plural: false, third, base, imperative };
  return { subject: playerRef(ctx, who), you: false, plural: false, third, base, imperative: false };
}

/** Whether the card's text calls it by its name: legendary cards, instants and sorceries. */
function isSelfNamed(def: Pick<CardDef, "types" | "supertypes">): boolean {
  return (
    def.supertypes?.includes("Legendary") === true || !PERMANENT_TYPES.some((t) => def.types.includes(t))
  );
}

const PERMANENT_TYPES = ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"] as const;

/**
 * How a card's text refers to itself (Oracle since the Aetherdrift update, 2025; see
 * https://blogs.magicjudges.org/nametherule/this-object, checked 2026-11-26): a nonlegendary permanent
 * card is "this creature", "this Aura", "this Equipment", "this artifact", "this enchantment", "this land";
 * a legendary card, an instant and a sorcery go by their names ("Lightning Bolt deals 3 damage …").
 */
function selfName(def: Pick<CardDef, "name" | "types" | "supertypes" | "subtypes">): string {
  if (isSelfNamed(def)) return def.name;
  const is = (t: string) => def.types.includes(t as never) || def.subtypes?.includes(t) === true;
  const noun = is("Creature")
    ? "creature"
    : is("Aura")
      ? "Aura"
      : is("Equipment")
        ? "Equipment"
        : (["Artifact", "Enchantment", "Land", "Planeswalker"].find(is)?.toLowerCase() ?? "permanent");
  return `this ${noun}`;
}

function sourceSubject(ctx: TextCtx): string {
  return ctx.selfIt ? "it" : ctx.name;
}

/** A minimal card definition for text generated inside an effect (an emblem's abilities). */
function def0(ctx: TextCtx): CardDef {
  return { id: "", name: ctx.name, types: [] };
}

/** A duration as a phrase with a leading space, or "" for an indefinite effect. */
function durationText(ctx: { name: string }, d: Duration): string {
  switch (d) {
    case "endOfTurn":
      return " until end of turn";
    case "untilYourNextTurn":
      return " until your next turn";
    case "endOfYourNextTurn":
      return " until the end of your next turn";
    case "whileSourceOnBattlefield":
      return ` for as long as ${ctx.name} remains on the battlefield`;
    case "whileYouControlSource":
      return ` for as long as you control ${ctx.name}`;
    case "indefinitely":
      return "";
  }
}

// ---------------------------------------------------------------------------------------------------
// References

function playerRef(ctx: TextCtx, who: PlayerRef): string {
  if (who === "you") return "you";
  if (who === "each") return "each player";
  if (who === "eachOpponent") return "each opponent";
  if (who === "triggering") return ctx.triggeringPlayer;
  if (who === "active") return "the active player";
  return targetRef(ctx, who.target);
}

function damageRecipient(ctx: TextCtx, to: PlayerRef | ObjectRef): string {
  if (to === "you" || to === "each" || to === "eachOpponent" || to === "triggering" || to === "active")
    return playerRef(ctx, to);
  if (typeof to === "object" && "target" in to) return targetRef(ctx, to.target);
  return objectRef(ctx, to as ObjectRef, "each");
}

/** An object reference as an object of a verb; `quantifier` is how `{each}` reads ("destroy all …"). */
function objectRef(ctx: TextCtx, ref: ObjectRef, quantifier: "all" | "each"): string {
  if (ref === "self") return ctx.name;
  if (ref === "enchanted") return "enchanted creature";
  if (ref === "remembered") return "that card";
  if (ref === "triggeringObject") return ctx.triggeringObject;
  if ("target" in ref) return targetRef(ctx, ref.target);
  if (ref.of === undefined)
    return quantifier === "all" ? `all ${filterNoun(ref.each, true)}` : `each ${filterNoun(ref.each, false)}`;
  // "all non-Wall creatures that player controls that didn't attack this turn": the relative clause last.
  const whose = ref.of === "triggering" ? ctx.triggeringPlayer : targetRef(ctx, ref.of.target);
  const f = { ...ref.each, attackedThisTurn: undefined };
  const rel = relativeClause(ref.each);
  return quantifier === "all"
    ? `all ${filterNoun(f, true)} ${whose} controls${rel}`
    : `each ${filterNoun(f, false)} ${whose} controls${rel}`;
}

/** An object reference as a subject: "Target creature gets …", "Creatures you control get …". */
function objectSubject(ctx: TextCtx, ref: ObjectRef): { text: string; plural: boolean } {
  if (ref === "self") return { text: sourceSubject(ctx), plural: false };
  if (ref === "enchanted") return { text: "enchanted creature", plural: false };
  if (ref === "remembered") return { text: "that card", plural: false };
  if (ref === "triggeringObject") return { text: ctx.triggeringObject, plural: false };
  if ("target" in ref) return { text: targetRef(ctx, ref.target), plural: targetIsPlural(ctx, ref.target) };
  return { text: filterNoun(ref.each, true), plural: true };
}

function refersToMany(ctx: TextCtx, ref: ObjectRef): boolean {
  if (typeof ref === "object" && "each" in ref) return true;
  if (typeof ref === "object" && "target" in ref) return targetIsPlural(ctx, ref.target);
  return false;
}

function targetIsPlural(ctx: TextCtx, n: number): boolean {
  const spec = ctx.targets[n];
  return spec !== undefined && (spec.max ?? 1) !== 1;
}

/** "target creature" the first time, a pronoun afterwards. */
function targetRef(ctx: TextCtx, n: number): string {
  const spec = ctx.targets[n];
  if (spec === undefined) return `target #${n}`;
  if (ctx.mentioned.has(n)) {
    if (targetIsPlural(ctx, n)) return "them";
    const playerOnly = spec.kind === "player" || spec.kind === "opponent" || spec.kind === "teammate";
    return playerOnly ? "that player" : "it";
  }
  ctx.mentioned.add(n);
  return targetPhrase(spec);
}

/** 115: how a target spec reads ("any target", "target player or planeswalker", "one or two targets"). */
function targetPhrase(spec: TargetSpec): string {
  if (spec.text !== undefined) return spec.text;
  // "For each opponent, … target permanent that player controls" (see perOpponentPrefix).
  if (spec.perOpponent)
    return `${spec.min === 0 ? "up to one " : ""}target ${targetNoun(spec, false)} that player controls`;
  if (spec.chooser === "opponent")
    return `${spec.kind === "any" ? "any target" : `target ${targetNoun(spec, false)}`} of an opponent's choice`;
  const min = spec.min ?? 1;
  const max = spec.max === undefined ? 1 : spec.max;
  if (max === 1) {
    if (spec.other && spec.kind !== "any")
      return `${min === 0 ? "up to one other" : "another"} target ${targetNoun(spec, false)}`;
    const one = spec.kind === "any" ? "any target" : `target ${targetNoun(spec, false)}`;
    return min === 0 ? `up to one ${one === "any target" ? "target" : one}` : one;
  }
  const other = spec.other ? "other " : "";
  const noun = spec.kind === "any" ? `${other}targets` : `${other}target ${targetNoun(spec, true)}`;
  if (max === null) return `any number of ${noun}`;
  if (min === 0) return `up to ${numberWord(max)} ${noun}`;
  if (min === max) return `${numberWord(max)} ${noun}`;
  const counts: string[] = [];
  for (let k = min; k <= max; k++) counts.push(numberWord(k));
  return `${orList(counts)} ${noun}`;
}

function targetNoun(spec: TargetSpec, plural: boolean): string {
  const f = spec.filter;
  switch (spec.kind) {
    case "any":
      return plural ? "targets" : "target";
    case "player":
      return plural ? "players" : "player";
    case "opponent":
      return plural ? "opponents" : "opponent";
    case "teammate":
      return plural ? "teammates" : "teammate";
    case "playerOrPlaneswalker":
      return plural ? "players and/or planeswalkers" : "player or planeswalker";
    case "creatureOrPlaneswalker":
      return qualify(plural ? "creatures and/or planeswalkers" : "creature or planeswalker", f, plural);
    case "creature":
      // Angel of Serenity: "… creatures from the battlefield and/or creature cards from graveyards".
      if (spec.fromGraveyards)
        return plural
          ? `${filterNoun({ ...f, types: ["Creature"] }, true)} from the battlefield and/or creature cards from graveyards`
          : `${filterNoun({ ...f, types: ["Creature"] }, false)} on the battlefield or creature card in a graveyard`;
      return filterNoun({ ...f, types: ["Creature"] }, plural);
    case "permanent":
      return filterNoun({ ...f, types: f?.types }, plural);
    case "artifactOrEnchantment":
      return qualify(plural ? "artifacts and/or enchantments" : "artifact or enchantment", f, plural);
    case "enchantment":
      return filterNoun({ ...f, types: ["Enchantment"] }, plural);
    case "spell": {
      const kinds = f?.types?.map((t) => t.toLowerCase()).join(" or ");
      const noun = plural ? "spells" : "spell";
      return kinds ? `${kinds} ${noun}` : noun;
    }
    case "spellOrPermanent":
      return plural ? "spells and/or permanents" : "spell or permanent";
  }
}

/** "creature without flying", "creatures you control", "nonland permanent". */
function filterNoun(f: ObjectFilter, plural: boolean): string {
  const types = f.types ?? [];
  let noun: string;
  if (f.subtypes && f.subtypes.length > 0)
    noun = orList(
      plural ? f.subtypes.map((t) => (t.endsWith("s") ? t : `${t}s`)) : f.subtypes,
      plural ? "and/or" : "or",
    );
  else if (types.length === 0) noun = plural ? "permanents" : "permanent";
  else {
    const words = types.map((t) => t.toLowerCase());
    if (plural)
      noun = orList(
        words.map((w) => `${w}s`),
        "and/or",
      );
    else noun = orList(words);
  }
  if (f.notSubtypes && f.notSubtypes.length > 0)
    noun = `${f.notSubtypes.map((t) => `non-${t}`).join(" ")} ${noun}`;
  if (f.nonland) noun = `nonland ${noun}`;
  if (f.nonlegendary) noun = `nonlegendary ${noun}`;
  if (f.nontoken) noun = `nontoken ${noun}`;
  return qualify(noun, f, plural);
}

function qualify(noun: string, f: ObjectFilter | undefined, plural: boolean): string {
  if (f === undefined) return noun;
  let out = noun;
  if (f.with && f.with.length > 0) out += ` with ${andList(sortKeywords(f.with))}`;
  if (f.without && f.without.length > 0) out += ` without ${orList(sortKeywords(f.without))}`;
  if (f.controller === "you") out += " you control";
  if (f.controller === "opponent") out += plural ? " your opponents control" : " an opponent controls";
  if (f.owner === "you") out += " you own";
  if (f.owner === "notYou") out += " you don't own";
  return out + relativeClause(f);
}

/** "that attacked this turn" / "that didn't attack this turn" (Siren's Call). */
function relativeClause(f: ObjectFilter): string {
  if (f.attackedThisTurn === undefined) return "";
  return f.attackedThisTurn ? " that attacked this turn" : " that didn't attack this turn";
}

/** 702.84a, as Oracle prints it inside unearth's reminder text. */
const UNEARTH_REMINDER =
  "Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield.";

// ---------------------------------------------------------------------------------------------------
// Words

function capitalize(s: string): string {
  return s.length === 0 ? s : s[0].toUpperCase() + s.slice(1);
}

function numberWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

function withArticle(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function amountDigits(a: Amount): string {
  return typeof a === "number" || a === "X" ? String(a) : "X";
}

/** An amount as a noun phrase: "the number of creatures they control", "half that player's life total, rounded down". */
function amountPhrase(a: Amount): string {
  if (typeof a === "number" || a === "X") return String(a);
  if (a === "spellsCastBeforeThisTurn") return "the number of other spells cast before it this turn";
  if ("count" in a) {
    if (a.controlledBy !== "them") return `the number of ${filterNoun(a.count, true)}`;
    return `the number of ${filterNoun({ ...a.count, controller: undefined }, true)} they control`;
  }
  if ("life" in a) {
    if (a.life === "lowest") return "the lowest life total among all players";
    return a.life === "you" ? "your life total" : "that player's life total";
  }
  if ("handSize" in a) return `the number of cards in ${a.handSize === "you" ? "your" : "their"} hand`;
  if ("half" in a) return `half ${amountPhrase(a.half)}, rounded ${a.round}`;
  if ("triggered" in a) return a.times === undefined ? "that much" : `${a.times} times that much`;
  return `${amountPhrase(a.from)} minus ${a.minus}`;
}

/** "deals 3 damage to …", "deals damage to … equal to …", "deals X damage to …, where X is … minus 4". */
function damageText(a: Amount, tail: string): string {
  if (typeof a === "number" || a === "X") return `deals ${a} damage ${tail}`;
  if (typeof a === "object" && "minus" in a) return `deals X damage ${tail}, where X is ${amountPhrase(a)}`;
  return `deals damage ${tail} equal to ${amountPhrase(a)}`;
}

function plainDamage(e: Effect & { e: "damage" }): boolean {
  return typeof e.amount === "number" && !e.divided && !e.evenly;
}

function lifeAmount(a: Amount): string {
  if (typeof a === "number" || a === "X") return `${a} life`;
  return `life equal to ${amountPhrase(a)}`;
}

function cardCount(a: Amount, noun: string): string {
  if (a === 1) return withArticle(noun);
  if (a === "X") return `X ${noun}s`;
  if (typeof a === "number") return `${numberWord(a)} ${noun}s`;
  if (typeof a === "object" && "count" in a && a.controlledBy !== "them")
    return `${withArticle(noun)} for each ${filterNoun(a.count, false)}`;
  return `a number of ${noun}s equal to ${amountPhrase(a)}`;
}

/** "your", "each player's", "target player's". */
/** Balance: the first part in full, the others "the same way". */
function balanceText(first: (Effect & { e: "balance" })["what"], rest: readonly string[]): string {
  const head =
    first === "cards"
      ? "each player chooses a number of cards in their hand equal to the number of cards in the hand of the player with the fewest, then discards the rest"
      : `each player chooses a number of ${first} they control equal to the number of ${first} controlled by the player who controls the fewest, then sacrifices the rest`;
  if (rest.length === 0) return head;
  const parts = rest.map((w) => (w === "cards" ? "discard cards" : `sacrifice ${w}`));
  return `${head}. Players ${andList(parts)} the same way`;
}

function possessive(who: string): string {
  return who === "you" ? "your" : `${who}'s`;
}

/** "For each opponent, " before an effect on a per-opponent target ("… that player controls"). */
function perOpponentPrefix(ctx: TextCtx, e: Effect): string {
  const used = [...JSON.stringify(e).matchAll(/"target":(\d+)/g)].map((m) => Number(m[1]));
  return used.some((n) => ctx.targets[n]?.perOpponent) ? "for each opponent, " : "";
}

const ORDINALS: Record<number, string> = {
  1: "first",
  2: "second",
  3: "third",
  4: "fourth",
  5: "fifth",
  6: "sixth",
  7: "seventh",
  8: "eighth",
  9: "ninth",
  10: "tenth",
};

function signed(n: number, negativeContext: boolean): string {
  if (n < 0) return `-${-n}`;
  if (n === 0 && negativeContext) return "-0";
  return `+${n}`;
}

/** "+3/+3", "-2/-2", "+2/+0", "-3/-0". */
function ptMod(p: number, t: number): string {
  const neg = p < 0 || t < 0;
  return `${signed(p, neg)}/${signed(t, neg)}`;
}

function sortKeywords(ks: readonly Keyword[]): Keyword[] {
  return [...ks].sort((a, b) => KEYWORD_ORDER.indexOf(a) - KEYWORD_ORDER.indexOf(b));
}

function andList(items: readonly string[]): string {
  return joinList(items, "and");
}

function orList(items: readonly string[], conj = "or"): string {
  return joinList(items, conj);
}

function joinList(items: readonly string[], conj: string): string {
  if (items.length <= 1) return items.join("");
  if (items.length === 2) return `${items[0]} ${conj} ${items[1]}`;
  return `${items.slice(0, -1).join(", ")}, ${conj} ${items[items.length - 1]}`;
}

const abilityTextCache = new WeakMap<Ability, string>();

/** The text of one ability of a card, as it appears in the card's rules text (cached per ability). */
export function rulesTextOfAbility(def: CardDef, a: Ability): string {
  let text = abilityTextCache.get(a);
  if (text === undefined) {
    text = abilityText(def, a);
    abilityTextCache.set(a, text);
  }
  return text;
}
