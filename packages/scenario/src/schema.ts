/**
 * The shape of a scenario file, format 1 (see docs/scenarios.md). This is the zod check only: it knows
 * nothing of cards or players. Names are checked afterwards by validate.ts, which reports the JSON path
 * of each problem.
 */
import {
  EDITIONS,
  type Edition,
  isSeed,
  LAYOUT_DURATIONS,
  type LayoutDuration,
  MAX_PLAYERS,
  MAY_PLAY_DURATIONS,
  SEED_RULE,
  type Seed,
  STEPS,
  type Step,
  showValue,
} from "@roundtable/engine";
import { z } from "zod";

/** A card entry in a zone list: "Name" or "Name x3". */
export const COPIES = /^(.+?) x(\d+)$/;
/** The most copies one entry may stand for: far more than any position needs, few enough to lay out at once. */
export const MAX_COPIES = 1000;
/** A Comprehensive Rules number: "103", "103.8", "702.19b". */
const RULE = /^\d{3}(\.\d+[a-z]?)?$/;

const text = z.string().min(1, "must not be empty");
const count = z.int().min(0);
/** An unsigned 32-bit integer (a word of the engine's PRNG state). */
const u32 = z.int().min(0).max(0xffffffff);
const step = z.enum(STEPS as [Step, ...Step[]]);
const zoneList = z.array(text);
/** A turn marker's number (807.4b): 1, 2, … */
const MARKER_NUMBER = "a turn marker's number: a whole number, 1 or more (807.4b)";
const markerNumber = z.int({ error: `must be ${MARKER_NUMBER}` }).min(1, `must be ${MARKER_NUMBER}`);

/**
 * A turn: its number, the game's (the file's first turn is `turnNumber`, 1 by default, and the others follow
 * in the order they begin; validate.ts refuses one before it), or a player's nth turn in the file,
 * `{"player": "A", "nth": 2}` (see table.ts and docs/scenarios.md, "Turns").
 */
export const playerTurnSchema = z.strictObject({ player: text, nth: z.int().min(1) });
const turn = z.union([z.int().min(1), playerTurnSchema]);

/**
 * Where a run stops: a turn and step, and the n-th decision there; or turn 0, the starting sequence of a
 * file that begins in it (`mulligans`, 103.5), which has no steps — read as the engine has it before the
 * first turn, turn 0's "untap".
 */
const stopAtSchema = z
  .strictObject({
    turn: z.union([z.int().min(0), playerTurnSchema]),
    step: step.optional(),
    decision: z.int().min(1).optional(),
  })
  .superRefine((x, ctx) => {
    if (x.turn === 0 && x.step !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["step"],
        message: "turn 0, the mulligans (103.5), has no steps: leave out step",
      });
    if (x.turn !== 0 && x.step === undefined)
      ctx.addIssue({ code: "custom", path: ["step"], message: "is required (a step of the turn)" });
  })
  .transform((x) => ({ ...x, step: x.step ?? ("untap" as Step) }));

/**
 * 103.5: the file begins in the game's starting sequence, its mulligans under way (mulligans.ts): the
 * mulligans each player has taken, who has kept, the declarations of the round under way and who has put
 * cards on the bottom; every field may be left out (none yet).
 */
export const mulligansSchema = z.strictObject({
  taken: z.record(text, count).optional(),
  kept: z.array(text).optional(),
  declared: z.record(text, z.enum(["keep", "mulligan"])).optional(),
  bottomed: z.array(text).optional(),
});

/** A card a permanent exiled, exiled from a graveyard or said in full (LayoutPermanent.exiled). */
export const exiledSchema = z.strictObject({
  /** "B:Grizzly Bears": the card's owner and name. */
  card: text,
  /** The zone it was exiled from, where 610.3 returns it; default "battlefield". */
  from: z.enum(["battlefield", "graveyard"]).optional(),
});

/** "4/4": a power and toughness (setPT). */
export const PT = /^-?\d+\/-?\d+$/;
/** "+1/+1", "-3/-0": a change of power and toughness, each signed (modifyPT). */
export const PT_CHANGE = /^[+-]\d+\/[+-]\d+$/;

/**
 * 611.2a–b: a continuous effect of a resolved spell or ability on the permanent, lasting beyond its turn
 * (LayoutPermanent.effects; effects.ts): who controlled it, how long it lasts, its source, and what it does,
 * each modification by its name.
 */
export const effectSchema = z.strictObject({
  /** The player who controlled the spell or ability: the "you" of the duration. */
  by: text,
  duration: z.enum(LAYOUT_DURATIONS as [LayoutDuration, ...LayoutDuration[]]),
  /** A card reference to the permanent it came from; required for the "while…" durations (611.2b). */
  source: text.optional(),
  /** Layer 2: `by` controls it. */
  control: z.literal(true).optional(),
  /** Layer 4: it becomes these types ("replace": instead of its own, 205.1a), or gains them. */
  types: z
    .strictObject({
      types: z.array(text).optional(),
      subtypes: z.array(text).optional(),
      supertypes: z.array(text).optional(),
      replace: z.literal(true).optional(),
    })
    .optional(),
  /** Layer 5: it becomes these colors (color words; empty: colorless). */
  colors: z.array(text).optional(),
  /** Layer 6. */
  keywords: z.array(text).min(1).optional(),
  loseAllAbilities: z.literal(true).optional(),
  loseKeywords: z.array(text).min(1).optional(),
  /** Layer 6: protection from these colors (color words, 702.16). */
  protection: z.array(text).min(1).optional(),
  /** Layer 7b: "4/4". */
  setPT: z.string().regex(PT, 'must be a power and toughness, as "4/4"').optional(),
  /** Layer 7c: "+1/+1", "-3/-0". */
  modifyPT: z.string().regex(PT_CHANGE, 'must be a signed change, as "+1/+1" or "-3/-0"').optional(),
  /** Layer 7d. */
  switchPT: z.literal(true).optional(),
  /** Its activated abilities can't be activated (not a characteristic, 613.11). */
  cantActivate: z.literal(true).optional(),
  /** Goaded by `by` (701.15). */
  goaded: z.literal(true).optional(),
});

export const permanentSchema = z.strictObject({
  card: text,
  /** A token (111): `card` is the token's name ("Myr Token"). */
  token: z.boolean().optional(),
  tapped: z.boolean().optional(),
  /** Summoning sickness (302.6); default false. */
  sick: z.boolean().optional(),
  counters: z.record(text, count).optional(),
  /** Player name; default the owner (the player it is listed under). */
  controller: text.optional(),
  /**
   * A card reference to a permanent in the layout, or a player's name: an Aura whose enchant ability allows a
   * player (a Curse) attached to that player (303.4; enchantedPlayers.ts).
   */
  attachedTo: text.optional(),
  damage: count.optional(),
  /** What it chose as it entered (614.12): a player name, a color word or a card name. */
  chosen: text.optional(),
  /** Classic Emperor: the player whose territory it stands in; default its controller's. */
  territory: text.optional(),
  /**
   * It doesn't untap during its controller's next untap step (Vorinclex, Voice of Hunger's effect): for a
   * permanent of the player who takes turn 1, turn 1's untap step — it stays tapped through it.
   */
  skipsUntap: z.boolean().optional(),
  /** 702.33e: it was a kicked spell (702.33d): its "if it was kicked" abilities see it so. */
  kicked: z.literal(true).optional(),
  /** 702.33c: how many times its multikicker cost was paid (it was kicked): "for each time it was kicked". */
  timesKicked: z.number().int().min(1).optional(),
  /**
   * 702.84a: returned to the battlefield by its unearth ability (its owner's): it has haste, and is exiled
   * instead if it would leave the battlefield. `true`: the delayed "exile it at the beginning of the next end
   * step" (603.7) is still to trigger; `"exileTriggered"`: it has triggered already (603.7b: once).
   */
  unearthed: z.union([z.literal(true), z.literal("exileTriggered")]).optional(),
  /**
   * 702.26b: phased out under its controller, treated as though it doesn't exist; `"indirectly"`: with the
   * permanent it is attached to (702.26g), phased out too. The first untap step phases in the starting player's.
   */
  phasedOut: z.union([z.literal(true), z.literal("indirectly")]).optional(),
  /**
   * 700.2b: the modes already chosen for its modal triggered ability whose modes are each chosen once
   * ("choose one that hasn't been chosen": Captive Audience), 1-based as printed, in the order chosen.
   */
  modesChosen: z.array(z.int().min(1)).optional(),
  /**
   * 607.2a, 610.3: the cards it has exiled with its linked exile ability (Oblivion Ring, Banishing Light),
   * each in its owner's `exile`: "B:Grizzly Bears" (owner, card name), or `{"card": "B:Grizzly Bears",
   * "from": "graveyard"}` for a card exiled from a graveyard.
   */
  exiled: z.array(z.union([text, exiledSchema])).optional(),
  /**
   * 611.2a: the player who controls it through an effect that lasts indefinitely (804.2: deployed), or the
   * players of several such effects, each later than the one before (613.7): the last controls it.
   */
  controlledBy: z.union([text, z.array(text).min(1)]).optional(),
  /** 611.2a–b: the continuous effects of resolved spells or abilities on it that outlast their turn, oldest first. */
  effects: z.array(effectSchema).optional(),
});

export const playerSchema = z.strictObject({
  name: text,
  /**
   * 102.3: the player's team (a name; a number is read as its decimal name). If one player has a team,
   * every listed player needs one (validate.ts); bystanders play alone (layout.ts engineOptions).
   */
  team: z.union([text, z.int()]).optional(),
  /**
   * 809.2: the player's role in an Emperor game — checked against the seating (the emperor sits in the
   * middle of the team), so a file says who is who.
   */
  role: z.enum(["emperor", "general"]).optional(),
  life: z.int().optional(),
  poison: count.optional(),
  hand: zoneList.optional(),
  /** Top card first. Default: 40 Wastes. */
  library: zoneList.optional(),
  battlefield: z.array(z.union([text, permanentSchema])).optional(),
  graveyard: zoneList.optional(),
  exile: zoneList.optional(),
  command: zoneList.optional(),
  /**
   * Commander games (903.3): the player's commander, a card name among their listed cards (usually in
   * `command`), or a list of two partners (702.124).
   */
  commander: z.union([text, z.array(text).min(1).max(2)]).optional(),
  /**
   * 903.8: how many times the player has cast their commander from the command zone (the tax), or with two
   * partners the count of each by name (702.124d).
   */
  commanderCasts: z.union([count, z.record(text, count)]).optional(),
  /**
   * 903.10a: the combat damage each commander has dealt this player so far, counted per commander: by its
   * name, `"Griselbrand"`, or its owner and name, `"B:Griselbrand"` — needed when two players have the same
   * commander (commanderDamage.ts).
   */
  commanderDamage: z.record(text, count).optional(),
  /**
   * 902.3: the player's vanguard card (a Vanguard game), put into their command zone; their life is 20 plus
   * its life modifier (902.4) unless `life` says otherwise.
   */
  vanguard: text.optional(),
  /** 407: the ante zone (only with the option `"ante": true`). */
  ante: zoneList.optional(),
  /**
   * 500.11: how many of their next draw steps the player skips ("Target player skips their next draw step",
   * Fatigue: one for each such effect) — turn 1's first, if it is theirs; with shared team turns, their team's.
   */
  skipDraws: count.optional(),
  /** 119.7: the player can't gain life for the rest of the game (Stigma Lasher). */
  cantGainLife: z.boolean().optional(),
  /**
   * 611.2a: rules a resolved effect of theirs makes true of the player until their next turn (Teferi's
   * Protection): "lifeCantChange" (119.7–119.8), "protectionFromEverything" (702.16j). Checked by the engine.
   */
  rules: z.array(z.enum(["lifeCantChange", "protectionFromEverything"])).optional(),
  /**
   * 723.1: the player who controls this one during this player's next turn (Mindslaver) — turn 1 if it is
   * theirs, for the whole of it; with shared team turns, the player's team (805.8).
   */
  controlledNextTurnBy: text.optional(),
  /**
   * The spells the player cast earlier in the game that "you've cast another spell named … this game" looks
   * back for (Approach of the Second Sun), by name, in the order cast: `["Approach of the Second Sun"]`.
   */
  castThisGame: zoneList.optional(),
  /**
   * 601.3, 611.2a: the cards in the player's `exile` they may play through effects of resolved spells or
   * abilities lasting beyond this turn (Reckless Impulse: "Until the end of your next turn, you may play those
   * cards"), an entry per effect, each card the first of its name in the exile that no earlier entry names:
   * `[{"cards": ["Lightning Bolt", "Mountain"], "duration": "endOfYourNextTurn"}]`.
   */
  mayPlay: z
    .array(z.strictObject({ cards: z.array(text).min(1), duration: z.enum(MAY_PLAY_DURATIONS) }))
    .optional(),
  /**
   * 603.7, 103.6b: the player's delayed triggered abilities waiting for an opponent's first spell of the game
   * (Chancellor of the Annex, revealed from their opening hand), each by card and the opponent it waits for:
   * `[{"card": "Chancellor of the Annex", "player": "B"}]`.
   */
  firstSpellTriggers: z.array(z.strictObject({ card: text, player: text })).optional(),
  /**
   * 309.4: the dungeon card in the player's command zone and the room their venture marker is on; `at`, its
   * place in that zone counted from 0 (how many of the zone's other objects come before it: the vanguard, then
   * `command`'s cards), by default after them all.
   */
  dungeon: z.strictObject({ card: text, room: text, at: count.optional() }).optional(),
  /** 309.7: the dungeons the player has completed. */
  completedDungeons: zoneList.optional(),
  /** 904.3: an archenemy's scheme deck, top card first (face-up schemes are listed in `command`). */
  schemes: zoneList.optional(),
  /** 901.3: the player's planar deck (plane and phenomenon cards), top card first; Planechase only. */
  planarDeck: zoneList.optional(),
  /** 901.6: a face-up plane or phenomenon the player owns (without one, 901.5 sets the starting plane). */
  plane: text.optional(),
  /** 122: counters on the player's face-up `plane` (Naar Isle's flame counters), by kind: `{"flame": 2}`. */
  planeCounters: z.record(text, count).optional(),
  /**
   * 800.4: the player has left the game — `true` (they lost), or how: `reason`, `draw` (the game was a
   * draw for them alone, 801.15–801.16), `lastKnown` (800.4i: what their hand, library and graveyard held
   * as they left). Their cards left with them (800.4a): they list none but `ante` (800.4n); validate.ts.
   */
  left: z
    .union([
      z.literal(true),
      z.strictObject({
        reason: text.optional(),
        draw: z.literal(true).optional(),
        lastKnown: z.strictObject({ hand: count, library: count, graveyard: count }).optional(),
      }),
    ])
    .optional(),
});

/** One target entry: a player name or card reference, or a list of them = the whole answer to one decision. */
const targetEntry = z.union([text, z.array(text)]);

const VERBS = ["play", "cast", "activate", "deploy", "march", "attack", "block", "concede", "roll"] as const;
export type Verb = (typeof VERBS)[number];
/** Which extra fields each verb allows. */
const EXTRAS: Record<Verb, readonly string[]> = {
  play: ["stackEmpty"],
  cast: ["targets", "x", "modes", "divide", "pay", "stackEmpty", "onStack", "stack"],
  activate: ["ability", "targets", "x", "modes", "divide", "pay", "stackEmpty", "onStack", "stack"],
  deploy: ["to", "stackEmpty"],
  march: ["to", "stackEmpty"],
  attack: [],
  block: [],
  concede: ["insteadOf"],
  roll: ["pay", "stackEmpty"],
};
const ALL_EXTRAS = [
  "ability",
  "targets",
  "x",
  "modes",
  "divide",
  "pay",
  "stackEmpty",
  "onStack",
  "insteadOf",
  "to",
  "stack",
] as const;

export const actionSchema = z
  .strictObject({
    turn,
    step,
    player: text,
    play: text.optional(),
    cast: text.optional(),
    activate: text.optional(),
    /** 1-based index into the card's abilities. */
    ability: z.int().min(1).optional(),
    targets: z.array(targetEntry).optional(),
    x: count.optional(),
    /** 1-based mode numbers. */
    modes: z.array(z.int().min(1)).optional(),
    /** Amounts in target order. */
    divide: z.array(count).optional(),
    /** Card references whose mana abilities pay, in order. */
    pay: z.array(text).optional(),
    /** Wait until the player has priority with an empty stack (e.g. after an earlier spell resolved). */
    stackEmpty: z.literal(true).optional(),
    /**
     * Wait until the player has priority with exactly these objects on the stack, bottom first, named as
     * the expectation `stack` names them (a spell or an ability by its card's name): the action responds
     * to them (e.g. to a triggered ability put on the stack after an earlier spell resolved).
     */
    onStack: z.array(text).min(1).optional(),
    /**
     * Grand Melee (807.5b): the turn marker whose stack the spell or ability goes on — the player answers
     * their priority decision in that marker's turn (checked: the action's turn must be that marker's).
     */
    stack: markerNumber.optional(),
    /**
     * 804.2: a creature (card reference) whose deploy ability its controller activates, "{T}: Target
     * teammate gains control of this creature. Activate only as a sorcery."; needs `to`.
     */
    deploy: text.optional(),
    /**
     * Classic Emperor: a creature (card reference) of the player that marches into a neighbouring allied
     * territory; needs `to`.
     */
    march: text.optional(),
    /**
     * With `deploy`: the teammate (a player name) who gains control of the creature; with `march`, the
     * player whose territory it marches into.
     */
    to: text.optional(),
    /** Attacker reference -> defender (player name or planeswalker reference). */
    attack: z.record(text, text).optional(),
    /** Blocker reference -> attacker reference (or a list, for a creature that blocks several). */
    block: z.record(text, z.union([text, z.array(text)])).optional(),
    concede: z.literal(true).optional(),
    /** 901.9: the player rolls the planar die (the special action; `pay`: the mana sources of its cost). */
    roll: z.literal(true).optional(),
    /**
     * With `concede`: the player concedes instead of answering their next decision of this kind in that
     * turn and step (e.g. "choose": the choice an effect asks of them, 800.4g).
     */
    insteadOf: z.enum(["choose", "number", "order", "divide", "damage", "mulligan"]).optional(),
    /**
     * The action must be refused (the engine doesn't offer it, or refuses an answer it needs), with a
     * message containing this text, e.g. "801.4"; the run then goes on as if it hadn't been attempted.
     */
    illegal: text.optional(),
  })
  .superRefine((a, ctx) => {
    const verbs = VERBS.filter((v) => a[v] !== undefined);
    if (verbs.length !== 1) {
      ctx.addIssue({
        code: "custom",
        message:
          verbs.length === 0
            ? `needs exactly one of ${VERBS.map((v) => `"${v}"`).join(", ")}`
            : `has ${verbs.map((v) => `"${v}"`).join(" and ")}: an action does exactly one thing`,
      });
      return;
    }
    const verb = verbs[0];
    for (const extra of ALL_EXTRAS) {
      if (a[extra] !== undefined && !EXTRAS[verb].includes(extra))
        ctx.addIssue({ code: "custom", path: [extra], message: `"${extra}" does not apply to "${verb}"` });
    }
    if (a.stackEmpty !== undefined && a.onStack !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["onStack"],
        message: '"onStack" and "stackEmpty" wait for different stacks: give one',
      });
    if (verb === "deploy" && a.to === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `"deploy" needs "to": the teammate who gains control of the creature (804.2)`,
      });
    if (verb === "march" && a.to === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `"march" needs "to": the player whose territory the creature marches into`,
      });
    if (verb === "activate" && a.ability === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["ability"],
        message: `"activate" needs "ability" (1 = the card's first ability)`,
      });
    if (a.step === "untap")
      ctx.addIssue({
        code: "custom",
        path: ["step"],
        message: "no player gets a decision in the untap step (502.4)",
      });
    if (verb === "attack" && a.step !== "declare-attackers")
      ctx.addIssue({
        code: "custom",
        path: ["step"],
        message: `"attack" happens in the "declare-attackers" step`,
      });
    if (verb === "block" && a.step !== "declare-blockers")
      ctx.addIssue({
        code: "custom",
        path: ["step"],
        message: `"block" happens in the "declare-blockers" step`,
      });
  });

/** An answer in `choices`: see docs/scenarios.md ("Choices"). */
export const choiceSchema = z.union([
  text,
  z.number(),
  z.boolean(),
  z.array(text),
  z.array(count),
  z.record(text, count),
]);

const perPlayer = <T extends z.ZodType>(t: T) => z.record(text, t);

const permanentExpectation = z.strictObject({
  controller: text.optional(),
  power: z.int().optional(),
  toughness: z.int().optional(),
  tapped: z.boolean().optional(),
  sick: z.boolean().optional(),
  damage: count.optional(),
  counters: z.record(text, count).optional(),
  /** Exact sets, in any order: card types, subtypes, colours ("W", "U", …) and keywords. */
  types: z.array(text).optional(),
  subtypes: z.array(text).optional(),
  colors: z.array(text).optional(),
  keywords: z.array(text).optional(),
  /** A card reference, a player's name (an Aura attached to a player, 303.4), or null for "attached to nothing". */
  attachedTo: z.union([text, z.null()]).optional(),
  /** Classic Emperor: the player whose territory it stands in. */
  territory: text.optional(),
});

/**
 * Grand Melee (807.4): one turn marker — its number and holder (a player name), and optionally whether the
 * holder is taking a turn (false: waiting, 807.4d), how many times it is designated for removal (807.4e),
 * and the number of the turn its holder is taking (the game's, as an action's) and whether it is an extra
 * turn (500.7).
 */
export const markerExpectationSchema = z.strictObject({
  marker: markerNumber,
  holder: text,
  taking: z.boolean().optional(),
  designations: count.optional(),
  turn: z.int().min(1).optional(),
  extra: z.boolean().optional(),
});

export const expectSchema = z.strictObject({
  life: perPlayer(z.int()).optional(),
  poison: perPlayer(count).optional(),
  /** 810.4, 810.10: a team's shared life total and poison counters, by team name (Two-Headed Giant). */
  teamLife: perPlayer(z.int()).optional(),
  teamPoison: perPlayer(count).optional(),
  handCount: perPlayer(count).optional(),
  libraryCount: perPlayer(count).optional(),
  inGame: z.array(text).optional(),
  lost: z.array(text).optional(),
  won: z.array(text).optional(),
  draw: z.boolean().optional(),
  gameOver: z.boolean().optional(),
  activePlayer: text.optional(),
  /** 805.4a: every active player — with shared team turns, the players of the active team still in the game. */
  activePlayers: z.array(text).optional(),
  battlefield: perPlayer(zoneList).optional(),
  hand: perPlayer(zoneList).optional(),
  graveyard: perPlayer(zoneList).optional(),
  exile: perPlayer(zoneList).optional(),
  library: perPlayer(zoneList).optional(),
  command: perPlayer(zoneList).optional(),
  ante: perPlayer(zoneList).optional(),
  /** 904.3: each archenemy's scheme deck, top card first, in order. */
  schemes: perPlayer(zoneList).optional(),
  /** Names of the objects on the stack, bottom first. */
  stack: zoneList.optional(),
  /** 901: the face-up planes and phenomena, by name (any order). */
  planes: zoneList.optional(),
  /** 901.6: the planar controller (the controller of the face-up cards). */
  planarController: text.optional(),
  /** 901.3: each player's planar deck, top card first (901.15: the communal deck as the first player's). */
  planarDeck: perPlayer(zoneList).optional(),
  /** Grand Melee (807.4): every turn marker, in any order; see markerExpectationSchema. */
  markers: z.array(markerExpectationSchema).optional(),
  /** Grand Melee (807.5): the names of the objects on each turn marker's stack, bottom first, by marker number. */
  stacks: z
    .record(z.string().regex(/^[1-9][0-9]*$/, `must be ${MARKER_NUMBER}, such as "1"`), zoneList)
    .optional(),
  permanents: z.record(text, permanentExpectation).optional(),
  /** 725: the monarch (a player name), or null for none. */
  monarch: z.union([text, z.null()]).optional(),
  /** 726: the player who has the initiative, or null for none. */
  initiative: z.union([text, z.null()]).optional(),
  /** 309.4: per player, the dungeon in their command zone and the room of their venture marker, or null. */
  dungeon: perPlayer(z.union([z.strictObject({ card: text, room: text }), z.null()])).optional(),
  /** 309.7: per player, the dungeons they completed, in order. */
  completedDungeons: perPlayer(zoneList).optional(),
});

export const scenarioSchema = z.strictObject({
  format: z.literal(1, { error: 'must be 1 (the only format version so far): "format": 1' }),
  name: text,
  description: z.string().optional(),
  rules: z.array(z.string().regex(RULE, 'must be a rule number such as "702.19b"')).default([]),
  variant: text,
  options: z
    .strictObject({
      /** Whose multiplayer rules (issue 15): today's, or an older edition the variant has. */
      edition: z.enum(EDITIONS as [Edition, ...Edition[]]).optional(),
      /** "chosenDefender": no attack option, one defender chosen as combat begins (2004 draft 306.3, 307.1). */
      attack: z.enum(["single", "multiple", "left", "right", "chosenDefender"]).optional(),
      /** 407: the game is played for ante. */
      ante: z.boolean().optional(),
      /** 801: range of influence in seats, for everyone or per player name. */
      range: z.union([z.int().min(1), z.record(text, z.int().min(1))]).optional(),
      /** 804: deploy creatures: every creature has the deploy ability (804.2). */
      deploy: z.boolean().optional(),
      /** 805: shared team turns, for a game of teams seated together (always on in Two-Headed Giant). */
      sharedTurns: z.boolean().optional(),
      /** 901: Planechase added to the variant (planar decks, the planar die). */
      planechase: z.boolean().optional(),
      /** Commander: 40 starting life (903.7), or 30 as the French rules had it (2011 CR 103.3c). */
      commanderLife: z.union([z.literal(30), z.literal(40)]).optional(),
      /** 103.5: the London mulligan, the Paris mulligan, or in Commander the 2011 Commander mulligan. */
      mulligan: z.enum(["london", "paris", "commander"]).optional(),
    })
    .optional(),
  /**
   * 801: run once per range of influence (null: unlimited), each as if `options.range` said it; with
   * `tableSizes`, every size at every range.
   */
  ranges: z
    .array(
      z.union([
        z.int().min(1, "a range is a whole number of seats, 1 or more (801.2a), or null (unlimited)"),
        z.null(),
      ]),
    )
    .min(1, "needs at least one range")
    .optional(),
  seed: z
    .custom<Seed>(isSeed, { error: (issue) => `must be ${SEED_RULE}, got ${showValue(issue.input)}` })
    .default(1),
  shuffle: z.boolean().default(false),
  /**
   * A saved position's random numbers (the engine's TableLayout.rng): four whole numbers from 0 to 2³² − 1,
   * taking over from `seed` as turn 1 begins, so that what is random after the position comes out as in the
   * game it was saved from.
   */
  rng: z.tuple([u32, u32, u32, u32]).optional(),
  /** A saved position (save.ts): turn 1 is a later turn of a game, so 103.8's first-turn draw rule doesn't apply. */
  laterTurn: z.boolean().default(false),
  /**
   * A saved position: the number the game it was saved from gave the file's first turn (the engine's
   * TableLayout.turnNumber). The file numbers its turns from it — its actions, stopAt and expected turn
   * markers name the game's turns, as the game's views, events and questions do. Above 1 it is a later turn
   * (laterTurn, 103.8).
   */
  turnNumber: z.int().min(1).optional(),
  /** 103.5: the file begins in the starting sequence, the mulligans under way (mulligans.ts). */
  mulligans: mulligansSchema.optional(),
  players: z.array(playerSchema).min(1, "needs at least one player"),
  /**
   * Run once per table size, with bystanders seated after the last listed player (table.ts). No table is
   * bigger than the engine's bound; validate.ts checks each size against the variant's own range.
   */
  tableSizes: z
    .array(
      z
        .int()
        .min(1)
        .max(MAX_PLAYERS, {
          error: (issue) =>
            `a table of ${showValue(issue.input)}: the engine plays at most ${MAX_PLAYERS} players at one table`,
        }),
    )
    .min(1, "needs at least one table size")
    .optional(),
  start: text.optional(),
  /**
   * 500.7: turn 1 is an extra turn, taken after this player's normal turn (the last normal turn to have
   * begun): after it and `extraTurnsToCome`, turn order goes on to this player's left (extraTurns.ts).
   */
  extraTurnAfter: text.optional(),
  /** 500.7: the extra turns still to come after turn 1, by player, in the order they will be taken. */
  extraTurnsToCome: z.array(text).optional(),
  /** 725: the player who is the monarch as the game begins (none by default, 725.1). */
  monarch: text.optional(),
  /** 726: the player who has the initiative as the game begins (none by default, 726.1). */
  initiative: text.optional(),
  actions: z.array(actionSchema).default([]),
  choices: perPlayer(z.array(choiceSchema)).default({}),
  /** `decision`: the n-th decision of that step (1, the first, by default; not with turn markers). */
  stopAt: stopAtSchema.optional(),
  expect: expectSchema.default({}),
});

export type Scenario = z.output<typeof scenarioSchema>;
export type ScenarioPlayer = z.output<typeof playerSchema>;
export type ScenarioPermanent = z.output<typeof permanentSchema>;
export type ScenarioAction = z.output<typeof actionSchema>;
export type TurnRef = z.output<typeof turn>;
export type ChoiceEntry = z.output<typeof choiceSchema>;
export type Expectations = z.output<typeof expectSchema>;
export type PermanentExpectation = z.output<typeof permanentExpectation>;
export type MarkerExpectation = z.output<typeof markerExpectationSchema>;

/** The verb of a (valid) action. */
export function verbOf(a: ScenarioAction): Verb {
  return VERBS.find((v) => a[v] !== undefined)!;
}

/** Splits "Name x3" into name and count (1 without a suffix). */
export function splitCopies(entry: string): { name: string; copies: number } {
  const m = COPIES.exec(entry);
  return m ? { name: m[1], copies: Number(m[2]) } : { name: entry, copies: 1 };
}
