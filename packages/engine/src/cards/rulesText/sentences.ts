/**
 * The effects of one spell, mode or ability as sentences: each effect's clause (effects/table.ts),
 * neighbouring effects joined the way Oracle joins them ("Target creature gets +2/+2 and gains lifelink
 * until end of turn.", "Destroy target artifact and target enchantment."), and the sentences capitalised,
 * stopped and, in a spell's text, laid out in Oracle's paragraphs.
 */
import type { Effect } from "../types.ts";
import { balanceText } from "./effects/balance.ts";
import { plainDamage } from "./effects/damage.ts";
import type { EffectOf, Nested } from "./effects/family.ts";
import { isKeywordAction } from "./effects/keywordActions.ts";
import { type Reminder, reminderOf } from "./effects/reminders.ts";
import { effectClause } from "./effects/table.ts";
import { cardCount, SACRIFICED } from "./phrasing/amounts.ts";
import { type Clause, predicate, renderClause } from "./phrasing/clause.ts";
import { sourceSubject, type TextCtx } from "./phrasing/context.ts";
import { durationLead, durationText } from "./phrasing/durations.ts";
import { keywordList } from "./phrasing/keywords.ts";
import { modsParts } from "./phrasing/layers.ts";
import { namedX } from "./phrasing/namedX.ts";
import {
  damageRecipient,
  objectRef,
  objectSubject,
  perOpponentPrefix,
  refersToMany,
} from "./phrasing/references.ts";
import { targetPhrase } from "./phrasing/targets.ts";
import { andList, capitalize, ptMod } from "./phrasing/words.ts";

const nested: Nested = { clause: clauseOf, sentences: effectsText };

export function clauseOf(ctx: TextCtx, e: Effect): Clause {
  return effectClause(ctx, e, nested);
}

function sameJSON(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A way of writing an effect and the next as one sentence, or undefined where it does not apply. */
type PairJoin = (ctx: TextCtx, e: Effect, next: Effect | undefined) => string | undefined;

/** The effects a gain or loss of life (or Midnight Reaper's draw) joins with "and". */
const JOINS_LIFE: readonly Effect["e"][] = ["damage", "damageEach", "loseLife", "draw", "sacrificeChosen"];

/** Oracle's joins of two neighbouring effects, tried in this order. */
const PAIR_JOINS: readonly PairJoin[] = [
  // A keyword action and the effect beside it, where the card's Oracle makes them one sentence joined by ", then"
  // (`keywordActionWording`): "Scry 2, then draw a card." (Preordain), "Put a -1/-1 counter on target creature,
  // then proliferate." (Grim Affliction).
  (ctx, e, next) => {
    if (ctx.def.keywordActionWording?.join !== "then" || next === undefined) return undefined;
    if (!isKeywordAction(e) && !isKeywordAction(next)) return undefined;
    return `${renderClause(clauseOf(ctx, e), true)}, then ${renderClause(clauseOf(ctx, next), true)}`;
  },
  // 701.44a, twice: "it explores, then it explores again" (Jadelight Ranger).
  (ctx, e, next) => {
    if (e.e !== "explore" || !sameJSON(e, next)) return undefined;
    const explores = renderClause(clauseOf(ctx, e), true);
    return `${explores}, then ${explores} again`;
  },
  // A P/T change and other changes to the same object for the same time: one sentence, which Oracle leads with
  // the duration as it does any several changes but "gets … and gains …" (see `become`): "Until your next turn,
  // up to one target creature gets -3/-0 and its activated abilities can't be activated." (Dovin Baan)
  (ctx, e, next) => {
    if (
      e.e !== "pump" ||
      next?.e !== "become" ||
      !sameJSON(e.what, next.what) ||
      e.duration !== next.duration
    )
      return undefined;
    const subj = objectSubject(ctx, e.what);
    const changes = [
      `${subj.plural ? "get" : "gets"} ${ptMod(e.power, e.toughness)}`,
      ...modsParts(next.mods, subj.plural),
    ];
    return `${durationLead(ctx.name, e.duration)}${subj.text} ${changes.join(" and ")}`;
  },
  // "Target creature gets +2/+2 and gains lifelink until end of turn."
  (ctx, e, next) => {
    if (e.e !== "pump" || next?.e !== "grant" || !sameJSON(e.what, next.what) || e.duration !== next.duration)
      return undefined;
    const c = clauseOf(ctx, e);
    const gains = `gain${c.plural ? "" : "s"} ${keywordList(next.keywords)}`;
    const mod = `get${c.plural ? "" : "s"} ${ptMod(e.power, e.toughness)}`;
    return `${c.subject} ${mod} and ${gains}${durationText(ctx.name, e.duration)}`;
  },
  // "Draw a card, then discard a card."; "Draw a card, then put a +1/+1 counter on this creature." (Sphinx of Magosi);
  // "Draw three cards, then put two cards from your hand on top of your library in any order." (Brainstorm)
  (ctx, e, next) => {
    if (e.e !== "draw") return undefined;
    const then =
      (next?.e === "discard" && sameJSON(e.who, next.who)) ||
      ((next?.e === "addCounters" || next?.e === "handOnTop") && e.who === "you");
    if (!then) return undefined;
    const a = clauseOf(ctx, e);
    const b = clauseOf(ctx, next);
    return `${renderClause(a, true)}, then ${predicate(b)}`;
  },
  // "Draw two cards and create a Treasure token." (Deadly Dispute)
  (ctx, e, next) => {
    if (e.e !== "draw" || e.who !== "you" || next?.e !== "createToken" || (next.who ?? "you") !== "you")
      return undefined;
    return `${renderClause(clauseOf(ctx, e), true)} and ${predicate(clauseOf(ctx, next))}`;
  },
  // "put a flame counter on Naar Isle, then Naar Isle deals damage to you equal to …" (Naar Isle)
  (ctx, e, next) => {
    if (e.e !== "addCounters" || e.what !== "self" || next?.e !== "damage") return undefined;
    return `${renderClause(clauseOf(ctx, e), true)}, then ${renderClause(clauseOf(ctx, next), false)}`;
  },
  // "Each player discards their hand, then draws seven cards." (Wheel of Fortune)
  (ctx, e, next) => {
    if (e.e !== "discardHand" || next?.e !== "draw" || !sameJSON(e.who, next.who)) return undefined;
    return `${renderClause(clauseOf(ctx, e), true)}, then ${predicate(clauseOf(ctx, next))}`;
  },
  // "… deals 1 damage to any target and 1 damage to any target of an opponent's choice."
  (ctx, e, next) => {
    if (e.e !== "damage" || next?.e !== "damage" || !plainDamage(e) || !plainDamage(next)) return undefined;
    const to = (x: EffectOf<"damage">) => `${x.amount} damage to ${damageRecipient(ctx, x.to)}`;
    return `${sourceSubject(ctx)} deals ${to(e)} and ${to(next)}`;
  },
  // "Untap target creature and gain control of it until end of turn." (Threaten)
  (ctx, e, next) => {
    if (e.e !== "untap" || next?.e !== "gainControl" || !sameJSON(e.what, next.what)) return undefined;
    return `${renderClause(clauseOf(ctx, e), true)} and ${renderClause(clauseOf(ctx, next), true)}`;
  },
  // "Target opponent draws a card and you draw three cards." (Sphinx of Enlightenment)
  (ctx, e, next) => {
    if (e.e !== "draw" || next?.e !== "draw" || e.who === "you" || next.who !== "you") return undefined;
    return `${renderClause(clauseOf(ctx, e), true)} and you draw ${cardCount(next.amount, "card")}`;
  },
  // "You gain 2 life and draw a card." (Dovin Baan)
  (ctx, e, next) => {
    if (e.e !== "gainLife" || next?.e !== "draw" || e.who !== "you" || next.who !== "you") return undefined;
    return `${renderClause(clauseOf(ctx, e), false)} and ${predicate(clauseOf(ctx, next))}`;
  },
  // "… each opponent loses 3 life, then you gain life equal to the life lost this way" (Chancellor of the Dross);
  // "You draw cards equal to …, then you gain life equal to …" (Momentous Fall: no imperative before it).
  (ctx, e, next) => {
    if (next?.e !== "gainLife" || next.thenJoined !== true) return undefined;
    return `${renderClause(clauseOf(ctx, e), false)}, then ${renderClause(clauseOf(ctx, next), false)}`;
  },
  // "… deals 3 damage to any target and you gain 3 life", "Target player draws two cards and loses 2 life."
  (ctx, e, next) => {
    if (!JOINS_LIFE.includes(e.e)) return undefined;
    // "… deals 1 damage to you and you draw a card" (Midnight Reaper).
    const youDraw = e.e === "damage" && e.to === "you" && next?.e === "draw" && next.who === "you";
    if (next?.e !== "gainLife" && next?.e !== "loseLife" && !youDraw) return undefined;
    // "You gain life equal to the life lost this way." reads back: a sentence of its own.
    if (next.e === "gainLife" && next.amount === "lifeLostThisWay") return undefined;
    const a = clauseOf(ctx, e);
    const b = clauseOf(ctx, next);
    const sameSubject = "who" in e && sameJSON(e.who, next.who) && !a.you;
    return `${renderClause(a, false)} and ${sameSubject ? predicate(b) : renderClause(b, false)}`;
  },
];

/**
 * The reminder texts Oracle prints after a sentence of these effects: a keyword action's or a predefined token's
 * (effects/reminders.ts: "Create a Treasure token. (It's an artifact with …)", Deadly Dispute), a granted
 * keyword's ("Target creature gains shadow until end of turn. (It can block or be blocked by only creatures with
 * shadow.)", Dauthi Embrace; "(Each of those creatures …)", Hideous Visage); one for an action done twice in a
 * row ("(… Then repeat this process.)", Jadelight Ranger). Each with the index of its effect.
 */
function remindersOf(ctx: TextCtx, effects: readonly Effect[], from: number): Pending[] {
  const out: Pending[] = [];
  for (let j = 0; j < effects.length; j++) {
    const e = effects[j];
    const repeated = isKeywordAction(e) && sameJSON(e, effects[j + 1]);
    if (repeated) j++; // the reminder is about both
    const reminder = reminderOf(ctx, e, repeated);
    if (reminder !== undefined) out.push({ reminder, effect: from + j });
  }
  return out;
}

/** A reminder text waiting for the end of its paragraph, and the index of the effect it is about. */
interface Pending {
  reminder: Reminder;
  effect: number;
}

/**
 * 608.2h: a sentence names the sacrificed creature once, then calls it "it" ("You draw cards equal to the
 * sacrificed creature's power, then you gain life equal to its toughness.", Momentous Fall).
 */
function sacrificedOnce(sentence: string): string {
  const first = sentence.indexOf(SACRIFICED);
  if (first < 0) return sentence;
  const end = first + SACRIFICED.length;
  return sentence.slice(0, end) + sentence.slice(end).replaceAll(SACRIFICED, "its");
}

/** The effects whose whole predicate is their verb and its object ("destroy target artifact"). */
type ObjectVerb = EffectOf<"destroy" | "exile" | "tap" | "untap">;
const OBJECT_VERBS: readonly Effect["e"][] = ["destroy", "exile", "tap", "untap"] satisfies ObjectVerb["e"][];

/** Of the effects from `i` on, the run of one such verb on targets each named for the first time. */
function sharedVerbRun(ctx: TextCtx, effects: readonly Effect[], i: number): ObjectVerb[] {
  const kind = effects[i].e;
  const run: ObjectVerb[] = [];
  if (!OBJECT_VERBS.includes(kind)) return run;
  const named = new Set(ctx.mentioned);
  for (let x = effects[i]; x?.e === kind; x = effects[i + run.length]) {
    const v = x as ObjectVerb;
    // "It can't be regenerated." follows a destruction of its own (701.19c).
    if (typeof v.what !== "object" || !("target" in v.what) || (v.e === "destroy" && v.noRegenerate)) break;
    if (named.has(v.what.target)) break; // a target named before is "it" (115.1)
    named.add(v.what.target);
    run.push(v);
  }
  return run;
}

/** The sentences of the effects from `i` on, and how many effects they used. */
function nextSentences(ctx: TextCtx, effects: readonly Effect[], i: number): [string[], number] {
  const e = effects[i];
  // One verb on several new targets: Oracle writes the verb once and lists its objects, "Destroy target
  // artifact and target enchantment." (Hull Breach).
  const [first, ...more] = sharedVerbRun(ctx, effects, i);
  if (more.length > 0) {
    const clause = `${perOpponentPrefix(ctx, first)}${renderClause(clauseOf(ctx, first), true)}`;
    return [[andList([clause, ...more.map((x) => objectRef(ctx, x.what, "all"))])], 1 + more.length];
  }
  for (const join of PAIR_JOINS) {
    const text = join(ctx, e, effects[i + 1]);
    if (text !== undefined) return [[text], 2];
  }
  // Balance: "… then sacrifices the rest. Players discard cards and sacrifice creatures the same way."
  if (e.e === "balance") {
    const rest: EffectOf<"balance">["what"][] = [];
    for (let next = effects[i + 1 + rest.length]; next?.e === "balance"; next = effects[i + 1 + rest.length])
      rest.push(next.what);
    return [[balanceText(e.what, rest)], 1 + rest.length];
  }
  // 701.19c: "Destroy target creature. It can't be regenerated."
  if (e.e === "destroy" && e.noRegenerate)
    return [
      [
        renderClause(clauseOf(ctx, e), true),
        `${refersToMany(ctx, e.what) ? "They" : "It"} can't be regenerated`,
      ],
      1,
    ];
  const sentences = [`${perOpponentPrefix(ctx, e)}${renderClause(clauseOf(ctx, e), true)}`];
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
  return [sentences, 1];
}

/**
 * The effects of one spell, mode or ability as sentences. `capitalizeFirst` is false when the text
 * continues a sentence (after a trigger condition).
 */
export function effectsText(ctx: TextCtx, written: readonly Effect[], capitalizeFirst = true): string {
  // An amount the text calls X, said after the sentence of the last effect using it (107.3).
  const x = namedX(ctx, written);
  const effects = x?.effects ?? written;
  let xSentence = -1;
  const sentences: string[] = [];
  // Each sentence's reminder texts, and the index of the last effect it says.
  const reminders: Pending[][] = [];
  const lastEffect: number[] = [];
  // The sentences that open a paragraph of a spell's text, and the targets named so far, as they read.
  const paragraphs = new Set<number>();
  const named: string[] = [];
  for (let i = 0; i < effects.length; ) {
    const before = ctx.mentioned.size;
    ctx.namedBefore = new Set(ctx.mentioned);
    const [said, used] = nextSentences(ctx, effects, i);
    // The targets these sentences name first (`mentioned` keeps the order they were named in).
    const phrases = [...ctx.mentioned].slice(before).map((n) => targetPhrase(ctx.targets[n]));
    // A spell's sentences naming a target the same way as earlier ones, each its own instance of the word
    // "target" that may choose the same object (115.3), are a paragraph of their own in Oracle: "Target
    // creature gets -3/-0 until end of turn.\nTarget creature gets -0/-3 until end of turn." (Agony Warp).
    if (ctx.spell && phrases.some((p) => named.includes(p))) paragraphs.add(sentences.length);
    // A keyword action after a spell's other effects, on a line of its own where the card's Oracle prints it
    // so (`keywordActionWording`): "Destroy target creature.\nSurveil 2." (Deadly Visit).
    const line = ctx.def.keywordActionWording?.join === "line";
    if (ctx.spell && line && sentences.length > 0 && isKeywordAction(effects[i]))
      paragraphs.add(sentences.length);
    // A spell exiling itself as it resolves says so on a line of its own: "…\nExile Teferi's Protection."
    const e = effects[i];
    if (ctx.spell && sentences.length > 0 && e.e === "exile" && e.what === "self")
      paragraphs.add(sentences.length);
    named.push(...phrases);
    for (const s of said) {
      sentences.push(sacrificedOnce(s));
      reminders.push([]);
      lastEffect.push(i + used - 1);
    }
    reminders[reminders.length - 1] = remindersOf(ctx, effects.slice(i, i + used), i);
    for (let j = i; j < i + used; j++) if (x?.uses(j)) xSentence = sentences.length - 1;
    i += used;
  }
  if (x !== undefined && xSentence >= 0) sentences[xSentence] += x.where;
  let out = "";
  // Reminder texts close their paragraph (Oracle: "Populate. Creatures you control gain indestructible until
  // end of turn. (To populate, …)", Rootborn Defenses), each naming its keyword action unless its effect's
  // text comes last.
  let pending: Pending[] = [];
  const flush = (last: number) => {
    for (const p of pending) out += ` ${p.effect === last ? p.reminder.next : p.reminder.apart}`;
    pending = [];
  };
  sentences.forEach((s, i) => {
    const text = i === 0 && !capitalizeFirst ? s : capitalize(s);
    // Oracle prints a spell's cantrip, and a delayed triggered ability it creates, on a line of its own.
    const isCantrip =
      ctx.spell &&
      i > 0 &&
      ((i === sentences.length - 1 && /^draw a card$/i.test(s)) || /^at the beginning of the next /.test(s));
    // A quoted ability, or reminder text (one quoting an ability too), ends with its own period.
    const stop = text.endsWith('."') || text.endsWith(".)") || text.endsWith('.")') ? "" : ".";
    const newLine = isCantrip || paragraphs.has(i);
    if (i > 0 && newLine) flush(lastEffect[i - 1]);
    out += i === 0 ? `${text}${stop}` : `${newLine ? "\n" : " "}${text}${stop}`;
    pending.push(...reminders[i]);
  });
  flush(lastEffect[lastEffect.length - 1]);
  return out;
}
