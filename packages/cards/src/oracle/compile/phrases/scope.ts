/**
 * What the text of one spell, mode or ability knows while it is read: the card, the targets named so far (115.1:
 * each is named once, then by a pronoun), how the text names the card itself, and what "it" and "that player" may
 * mean there.
 */
import type { CardDef, TargetSpec } from "@roundtable/engine";
import { rulesTextOfAbility } from "@roundtable/engine";

export interface Scope {
  def: CardDef;
  targets: TargetSpec[];
  /** How the text names the card: "this creature", or its name for legendary cards, instants and sorceries. */
  self: string;
  /** "it" as a subject may be the source ("When this creature enters, it deals …", a cost that sacrifices it). */
  selfIt: boolean;
  /** "that player" may be the player of the trigger event. */
  triggering: boolean;
  /** "it" may be the object of the trigger event: the spell cast, in "counter it" (removal.ts). */
  triggeringObject: boolean;
  /** A draw-step trigger: "that player draws an additional card" (Howling Mine). */
  drawStep: boolean;
  /**
   * A triggered ability of the permanent, which notes how many times it was kicked (702.33e): "for each time it
   * was kicked" may be read (phrases/kicks.ts).
   */
  kicks: boolean;
  /**
   * 608.2h: the cost sacrificed one permanent, which the text may name "the sacrificed creature" (Fling);
   * `sacrificedNamed`: the sentence being read has named it, and calls it "its" after (Momentous Fall).
   */
  sacrificed: boolean;
  sacrificedNamed: boolean;
}

/**
 * The card with its name and types alone: what the generator is asked about for wording that depends on no other
 * part of the card: a keyword line, an Enchant line, a branch's condition, the reminder text after a sentence.
 */
export function namesAndTypes(def: CardDef): CardDef {
  const { id, name, types, supertypes, subtypes } = def;
  return { id, name, types, supertypes, subtypes };
}

/**
 * How the generator names the card itself, read from the generator (so that the two cannot disagree): the subject
 * of "[this] can't block." for this card.
 */
export function selfNameOf(def: CardDef): string {
  const line = rulesTextOfAbility(def, { kind: "static", effect: { s: "cantBlock", affects: "self" } });
  const name = line.slice(0, -" can't block.".length);
  return name === def.name ? name : name[0].toLowerCase() + name.slice(1);
}

export interface ScopeOptions {
  selfIt?: boolean;
  triggering?: boolean;
  triggeringObject?: boolean;
  drawStep?: boolean;
  kicks?: boolean;
  sacrificed?: boolean;
}

export function makeScope(def: CardDef, opts: ScopeOptions = {}): Scope {
  return {
    def,
    targets: [],
    self: selfNameOf(def),
    selfIt: opts.selfIt ?? false,
    triggering: opts.triggering ?? false,
    triggeringObject: opts.triggeringObject ?? false,
    drawStep: opts.drawStep ?? false,
    kicks: opts.kicks ?? false,
    sacrificed: opts.sacrificed ?? false,
    sacrificedNamed: false,
  };
}

/** The target specs named so far that are players only (a later "that player" refers to them). */
export function playerTargets(scope: Scope): number[] {
  return scope.targets.flatMap((t, i) => (["player", "opponent", "teammate"].includes(t.kind) ? [i] : []));
}

/** The target specs named so far that may be objects (a later "it" refers to them). */
export function objectTargets(scope: Scope): number[] {
  return scope.targets.flatMap((t, i) => (["player", "opponent", "teammate"].includes(t.kind) ? [] : [i]));
}

/** Runs `read`; if it throws, forgets the targets it named, so that another reading can be tried. */
export function attempt<T>(scope: Scope, read: () => T): T {
  const n = scope.targets.length;
  try {
    return read();
  } catch (e) {
    scope.targets.length = n;
    throw e;
  }
}
