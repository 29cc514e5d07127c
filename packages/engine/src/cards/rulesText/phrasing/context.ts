/** What the text of one spell, mode or ability knows as it is written: the card, its targets, its pronouns. */
import type { Ability, CardDef, Effect, TargetSpec } from "../../types.ts";
import { selfName } from "./selfName.ts";

/** The text of one ability of a card. */
export type AbilityText = (def: CardDef, a: Ability) => string;

export interface TextCtx {
  /** The card whose text this is. */
  def: CardDef;
  /** How the text refers to the card itself (`selfName`). */
  name: string;
  targets: readonly TargetSpec[];
  /** Refer to the source as "it" (Oracle: "When this creature enters, it deals 4 damage …", Flametongue Kavu). */
  selfIt: boolean;
  /** A draw-step trigger: "that player draws an additional card" (Howling Mine). */
  drawStepTrigger: boolean;
  /** The draw-step trigger is of "your draw step" (Panopticon: "draw an additional card"). */
  yourDrawStep: boolean;
  /**
   * Spell text, laid out in paragraphs (sentences.ts): a trailing "Draw a card." goes on its own line, as
   * Oracle prints cantrips, and so does a sentence naming a target as an earlier one did (Agony Warp).
   */
  spell: boolean;
  /** Target specs already described once; later references use a pronoun. */
  mentioned: Set<number>;
  /** Target specs described in an earlier sentence than the one being written (see `TargetSpec.thatNoun`). */
  namedBefore: Set<number>;
  /** Target specs already called "that creature" once (`TargetSpec.thatNoun`); afterwards "it". */
  recalled: Set<number>;
  /** How "the triggering player" reads: "that player", or "that creature's controller" (Genesis Chamber). */
  triggeringPlayer: string;
  /** How the trigger's object reads: "it" (the spell cast), "that land" (the land tapped for mana). */
  triggeringObject: string;
  /** 607.2a: the card's linked exile can exile more than one object ("the exiled cards"). */
  exilesMany: boolean;
  /** The kind of counters on the source the trigger remembered the number of (Curse of Vengeance: "spite"). */
  rememberedCounter?: string;
  /** How "remembered" reads where not "that card": "that land", the land a search found (Fabled Passage). */
  remembered?: string;
  /** A "whenever you lose life" trigger: what it remembers is the life you lost ("2 life for each 1 life you lost"). */
  lifeLost: boolean;
  /**
   * How an ability quoted inside an effect reads (an emblem's, 114.2): the ability generator, handed down
   * by the modules that write abilities so that the effect texts need not import them.
   */
  quote: AbilityText;
}

export interface CtxOptions {
  selfIt?: boolean;
  drawStepTrigger?: boolean;
  yourDrawStep?: boolean;
  spell?: boolean;
  triggeringPlayer?: string;
  triggeringObject?: string;
  rememberedCounter?: string;
  lifeLost?: boolean;
}

export function makeCtx(
  def: CardDef,
  targets: readonly TargetSpec[],
  quote: AbilityText,
  opts: CtxOptions = {},
): TextCtx {
  return {
    triggeringPlayer: opts.triggeringPlayer ?? "that player",
    triggeringObject: opts.triggeringObject ?? "it",
    def,
    name: selfName(def),
    targets,
    selfIt: opts.selfIt ?? false,
    drawStepTrigger: opts.drawStepTrigger ?? false,
    yourDrawStep: opts.yourDrawStep ?? false,
    spell: opts.spell ?? false,
    mentioned: new Set(),
    namedBefore: new Set(),
    recalled: new Set(),
    exilesMany: exilesMany(def),
    lifeLost: opts.lifeLost ?? false,
    ...(opts.rememberedCounter !== undefined ? { rememberedCounter: opts.rememberedCounter } : {}),
    quote,
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

/** The source as the subject of its own effect: its name, or "it" (see `selfIt`). */
export function sourceSubject(ctx: TextCtx): string {
  return ctx.selfIt ? "it" : ctx.name;
}
