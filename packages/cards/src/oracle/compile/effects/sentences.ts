/**
 * Effect text as sentences: each sentence is one clause, or two joined as Oracle joins them ("… deals 3 damage to
 * any target and you gain 3 life", "Draw a card, then discard a card", "Target player draws two cards and loses 2
 * life"); "It can't be regenerated." qualifies the destruction before it (701.19c); "If [condition], …" is a branch
 * ("If this spell was kicked, draw a card."); a reminder text is read only where the generator writes it after the
 * sentences before it; a count of kicks the compiler does not read (phrases/kicks.ts) and the objects that paid a
 * cost the engine does not note (phrases/sacrificed.ts) are refused first.
 */
import { type CardDef, type Condition, type Effect, rulesText } from "@roundtable/engine";
import { conditionsFor } from "../phrases/conditions.ts";
import { checkKickCounts } from "../phrases/kicks.ts";
import { manaCostOf, SYMBOLS } from "../phrases/mana.ts";
import { subjectOf } from "../phrases/refs.ts";
import { NotUnderstood, refuse } from "../phrases/refusal.ts";
import { checkPaidObjects } from "../phrases/sacrificed.ts";
import { attempt, namesAndTypes, playerTargets, type Scope } from "../phrases/scope.ts";
import { sentencesOf, unstop } from "../phrases/text.ts";
import { becomeReaders } from "./become.ts";
import { cardReaders } from "./cards.ts";
import { characteristicReaders } from "./characteristics.ts";
import { actor, type ClauseReader } from "./clause.ts";
import { damageReaders } from "./damage.ts";
import { exileToPlayOf } from "./exileToPlay.ts";
import { keywordActionReaders } from "./keywordActions.ts";
import { lifeReaders } from "./life.ts";
import { playerReaders } from "./players.ts";
import { removalReaders } from "./removal.ts";
import { tokenReaders } from "./tokens.ts";

/** Every family's readers, most specific first. */
const READERS: readonly ClauseReader[] = [
  ...damageReaders,
  ...characteristicReaders,
  ...becomeReaders,
  ...removalReaders,
  ...tokenReaders,
  ...lifeReaders,
  ...playerReaders,
  ...cardReaders,
  ...keywordActionReaders,
];

const UNLESS = new RegExp(`^(.+) unless (.+?) (?:pays|pay) (${SYMBOLS})$`);

/** One clause's effects; refuses a clause no family reads. "you may …" is an option over the clause (`may`). */
function clause(scope: Scope, text: string): Effect[] {
  // 118.12a: "counter it unless that player pays {3}", "you may draw a card unless that player pays {1}"; the
  // engine asks how a hybrid or Phyrexian symbol is paid ("… pays {W/P}", 107.4e–f).
  const unless = text.match(UNLESS);
  if (unless) {
    const effects = clause(scope, unless[1]);
    return [{ e: "unlessPays", who: actor(scope, unless[2]), mana: manaCostOf(unless[3]), effects }];
  }
  // "you may draw a card", "you may have target player mill two cards" (another player acting).
  const may = text.match(/^you may (have )?(.+)$/);
  if (may) return [{ e: "may", effects: clause(scope, may[2]) }];
  // Every reader is tried: one whose verb appears inside another's clause may refuse what another reads.
  let first: NotUnderstood | undefined;
  for (const read of READERS) {
    try {
      const effects = attempt(scope, () => read(scope, text));
      if (effects !== undefined) return effects;
    } catch (e) {
      if (!(e instanceof NotUnderstood)) throw e;
      first ??= e;
    }
  }
  throw first ?? new NotUnderstood(text);
}

/** Verbs a second clause may start with, sharing the first clause's subject ("… draws two cards and loses 2 life"). */
const SHARED_SUBJECT = /^(loses|gains|draws|discards|mills) /;

/** The subject the second clause shares: "that player" for a target player named in the first, or "you". */
function sharedSubject(scope: Scope, first: Effect[]): string | undefined {
  const who = first.length === 1 && "who" in first[0] ? first[0].who : undefined;
  if (who === "you") return "you";
  if (typeof who === "object" && "target" in who && playerTargets(scope).includes(who.target))
    return "that player";
  return undefined;
}

/** Two clauses joined by `joint` at one of its places, or undefined if no split reads. */
function joined(scope: Scope, text: string, joint: string): Effect[] | undefined {
  for (let at = text.indexOf(joint); at > 0; at = text.indexOf(joint, at + 1)) {
    const left = text.slice(0, at);
    const right = text.slice(at + joint.length);
    try {
      return attempt(scope, () => {
        const first = clause(scope, left);
        const shared = SHARED_SUBJECT.test(right) ? sharedSubject(scope, first) : undefined;
        const second = clause(scope, shared ? `${shared} ${right}` : right);
        // "…, then you gain life equal to its toughness" (Momentous Fall): a gain Oracle joins with ", then".
        const gain = second.length === 1 && second[0].e === "gainLife" ? second[0] : undefined;
        return [
          ...first,
          ...(gain && joint === ", then " ? [{ ...gain, thenJoined: true as const }] : second),
        ];
      });
    } catch (e) {
      if (!(e instanceof NotUnderstood)) throw e;
    }
  }
  return undefined;
}

/** The generator's text for an "If …, …" branch on this card, up to its effects: "if this spell was kicked, ". */
function branchLead(def: CardDef, cond: Condition): string {
  const branch: Effect = { e: "if", cond, effects: [{ e: "drawGame" }] };
  const text = rulesText({ ...namesAndTypes(def), spell: { effects: [branch] } });
  return `i${text.slice(1, -"the game is a draw.".length)}`;
}

/**
 * "If [condition], [effects]" ("If this spell was kicked, draw a card.", 702.33d): a condition the compiler reads
 * (phrases/conditions.ts), as the generator writes it for this card, and the effects it gates; undefined if the
 * sentence does not open with "if".
 */
function branch(scope: Scope, text: string): Effect[] | undefined {
  // Sphinx of Lost Truths' "Then if it wasn't kicked, …".
  if (text.startsWith("then if "))
    refuse("then if", 'a branch opened by "Then": the generator writes "If …, …"');
  if (!text.startsWith("if ")) return undefined;
  for (const cond of conditionsFor(text)) {
    const lead = branchLead(scope.def, cond);
    if (!text.startsWith(lead)) continue;
    // "If it was kicked, …" (702.33e): "it" is the card itself, where no target could be meant.
    if (/\bit\b/.test(lead) && subjectOf(scope, "it") !== "self")
      refuse("it", "a pronoun whose referent is not clear");
    const rest = text.slice(lead.length);
    const named = scope.targets.length;
    const effects = sentence(scope, rest);
    // 702.33g: a target named only for a kicked spell is chosen only if it was kicked; the engine's targets are not.
    if (cond.if === "kicked" && scope.targets.length > named)
      refuse(rest, "a target chosen only if the spell was kicked (702.33g)");
    return [{ e: "if", cond, effects }];
  }
  const comma = text.indexOf(", ");
  return refuse(comma > 0 ? text.slice(0, comma) : text, "a condition the compiler does not read");
}

/** One sentence (without its full stop) as effects. */
function sentence(scope: Scope, text: string): Effect[] {
  const branched = branch(scope, text);
  if (branched) return branched;
  try {
    return attempt(scope, () => clause(scope, text));
  } catch (e) {
    if (!(e instanceof NotUnderstood)) throw e;
    const split = joined(scope, text, ", then ") ?? joined(scope, text, " and ");
    if (split) return split;
    throw e;
  }
}

/** The first word in lower case, unless the sentence opens with the card's own name. */
function lowerFirst(scope: Scope, s: string): string {
  return s.startsWith(scope.def.name) ? s : s[0].toLowerCase() + s.slice(1);
}

/**
 * Whether the sentence is the reminder text the generator writes after the effects read so far: a Treasure's
 * (111.10a: "(It's an artifact with "{T}, Sacrifice this token: …")"), a granted keyword's ("(It can block or be
 * blocked by only creatures with shadow.)", Dauthi Embrace), a keyword action's.
 */
function isReminderAfter(scope: Scope, sentence: string, before: readonly Effect[]): boolean {
  if (before.length === 0) return false;
  const targets = scope.targets.length > 0 ? { targets: scope.targets } : {};
  const text = rulesText({ ...namesAndTypes(scope.def), spell: { ...targets, effects: [...before] } });
  return text.endsWith(` ${sentence}`);
}

/** Sentences of effect text, in order, as one list of effects sharing the scope's targets. */
export function effectsOf(scope: Scope, text: string): Effect[] {
  const effects: Effect[] = [];
  const sentences = sentencesOf(text);
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i];
    const impulse = exileToPlayOf(scope, s, sentences[i + 1]);
    if (impulse !== undefined) {
      effects.push(impulse);
      i++;
      continue;
    }
    if (s.startsWith("(")) {
      if (isReminderAfter(scope, s, effects)) continue;
      refuse(s, "reminder text the generator does not write here");
    }
    const body = unstop(s);
    try {
      checkKickCounts(scope, body);
      checkPaidObjects(body);
      scope.sacrificedNamed = false;
      if (/^(It|They) can't be regenerated$/.test(body)) {
        const last = effects[effects.length - 1];
        if (last?.e !== "destroy") refuse(body, "nothing destroyed before it");
        last.noRegenerate = true;
        continue;
      }
      effects.push(...sentence(scope, lowerFirst(scope, body)));
    } catch (e) {
      if (e instanceof NotUnderstood && e.sentence === undefined)
        throw new NotUnderstood(e.phrase, e.reason, s);
      throw e;
    }
  }
  return effects;
}
