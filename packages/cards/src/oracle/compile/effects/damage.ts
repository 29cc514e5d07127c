/**
 * Damage (120): "[this] deals N damage to any target / target creature / each creature and each player / …", "[this]
 * deals damage equal to the sacrificed creature's power to any target" (608.2h).
 */
import type { Amount, Effect, ObjectFilter } from "@roundtable/engine";
import { filterOf, targetOf } from "../phrases/nouns.ts";
import { isSelf, newTarget, playerOf } from "../phrases/refs.ts";
import { refuse } from "../phrases/refusal.ts";
import { sacrificedAmountOf } from "../phrases/sacrificed.ts";
import type { Scope } from "../phrases/scope.ts";
import { type ClauseReader, digitsOf } from "./clause.ts";

/** "each creature without flying and each player": damage to each of a group, all at once. */
function damageEach(amount: Amount, to: string): Effect | undefined {
  const parts = to.split(" and ");
  let creatures: ObjectFilter | undefined;
  let players: "each" | "eachOpponent" | undefined;
  for (const p of parts) {
    if (p === "each player" || p === "each opponent") players = p === "each player" ? "each" : "eachOpponent";
    else if (p.startsWith("each ") && creatures === undefined && players === undefined)
      creatures = filterOf(p.slice(5), false);
    else return undefined;
  }
  if (typeof amount !== "number" && amount !== "X") return undefined;
  return { e: "damageEach", amount, ...(creatures ? { creatures } : {}), ...(players ? { players } : {}) };
}

function recipient(scope: Scope, to: string) {
  const spec = targetOf(to);
  if (spec) return newTarget(scope, spec);
  return playerOf(scope, to);
}

/** The source of the damage: this card, or "it" where that is the card (a cost that sacrificed it). */
function checkSource(scope: Scope, subject: string): void {
  if (!(isSelf(scope, subject) || (subject === "it" && scope.selfIt)))
    refuse(subject, "a source other than this card");
}

/** 608.2h: "[this] deals damage equal to the sacrificed creature's power to any target" (Fling). */
const damageEqual: ClauseReader = (scope, clause) => {
  const m = clause.match(/^(.+?) deals damage equal to (.+?) to (.+)$/);
  if (!m) return undefined;
  checkSource(scope, m[1]);
  const amount = sacrificedAmountOf(scope, m[2]) ?? refuse(m[2], "an amount the compiler does not read");
  return [{ e: "damage", amount, to: recipient(scope, m[3]) }];
};

const damage: ClauseReader = (scope, clause) => {
  const m = clause.match(/^(.+?) deals (\d+|X) damage (.+)$/);
  if (!m) return undefined;
  const [, subject, n, tail] = m;
  checkSource(scope, subject);
  const amount = digitsOf(n);
  const divided = tail.match(/^divided (as you choose|evenly, rounded down,) among (.+)$/);
  if (divided) {
    const spec = targetOf(divided[2]) ?? refuse(divided[2], "not a target");
    const to = newTarget(scope, spec);
    return [
      { e: "damage", amount, to, ...(divided[1] === "as you choose" ? { divided: true } : { evenly: true }) },
    ];
  }
  const to = tail.match(/^to (.+)$/)?.[1] ?? refuse(tail, "not a recipient of damage");
  if (to.startsWith("each "))
    return [damageEach(amount, to) ?? refuse(to, "not a group the engine deals damage to")];
  return [{ e: "damage", amount, to: recipient(scope, to) }];
};

/** 615: "Prevent all combat damage that would be dealt this turn.", "Prevent the next 4 damage that would be dealt to any target this turn." */
const prevent: ClauseReader = (scope, clause) => {
  const m = clause.match(
    /^prevent (all|the next (\d+|X)) (combat )?damage that would be dealt( to (.+?))?( by creatures)? this turn$/,
  );
  if (!m) return undefined;
  const amount = m[1] === "all" ? "all" : digitsOf(m[2]);
  return [
    {
      e: "preventDamage",
      ...(m[5] !== undefined ? { to: recipient(scope, m[5]) } : {}),
      amount,
      ...(m[3] ? { combatOnly: true } : {}),
      ...(m[6] ? { by: "creatures" as const } : {}),
    },
  ];
};

export const damageReaders: readonly ClauseReader[] = [damage, damageEqual, prevent];
