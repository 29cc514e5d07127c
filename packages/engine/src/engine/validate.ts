/**
 * Checks an answer against the open decision before anything changes. Returns a readable problem, or
 * null when the answer is legal. Shapes are checked too: answers come from people, bots and the network.
 */
import type { Answer, Decision, ErrorCode } from "../decisions.ts";
import type { DefenderRef } from "../state.ts";
import {
  attackDeclarationProblem,
  blockDeclarationProblem,
  cantAttackReason,
  cantBlockReason,
  damageAssignmentProblem,
  notABlockerReason,
  notAnAttackerReason,
} from "./combat.ts";
import type { Ctx } from "./ctx.ts";

export interface Problem {
  code: ErrorCode;
  message: string;
}

const bad = (message: string): Problem => ({ code: "bad-answer", message });
const illegal = (message: string): Problem => ({ code: "illegal", message });

function isInt(x: unknown): x is number {
  return typeof x === "number" && Number.isInteger(x);
}

function intList(x: unknown): x is number[] {
  return Array.isArray(x) && x.every(isInt);
}

function has<K extends string>(a: unknown, key: K): a is Record<K, unknown> {
  return typeof a === "object" && a !== null && key in a;
}

function sameDefender(a: DefenderRef, b: DefenderRef): boolean {
  return "player" in a
    ? "player" in b && a.player === b.player
    : "planeswalker" in b && a.planeswalker === b.planeswalker;
}

export function validateAnswer(g: Ctx, d: Decision, a: Answer): Problem | null {
  switch (d.kind) {
    case "priority": {
      if (!has(a, "choice") || !isInt(a.choice))
        return bad('a priority answer is {"choice": <index of an action>}');
      if (a.choice < 0 || a.choice >= d.actions.length)
        return illegal(
          `choice ${a.choice} is not one of the ${d.actions.length} legal actions (0–${d.actions.length - 1})`,
        );
      return null;
    }
    case "choose": {
      if (!has(a, "choices") || !intList(a.choices))
        return bad('a choose answer is {"choices": [<option indices>]}');
      const c = a.choices;
      if (new Set(c).size !== c.length) return illegal("the same option was chosen twice");
      const out = c.find((i) => i < 0 || i >= d.options.length);
      if (out !== undefined) return illegal(`option ${out} does not exist (0–${d.options.length - 1})`);
      if (c.length < d.min || c.length > d.max)
        return illegal(`choose ${d.min === d.max ? d.min : `${d.min}–${d.max}`} option(s), got ${c.length}`);
      return null;
    }
    case "number": {
      if (!has(a, "value") || !isInt(a.value)) return bad('a number answer is {"value": <integer>}');
      if (a.value < d.min || a.value > d.max)
        return illegal(`${a.value} is not between ${d.min} and ${d.max}`);
      return null;
    }
    case "mulligan":
      if (!has(a, "keep") || typeof a.keep !== "boolean")
        return bad('a mulligan answer is {"keep": true|false}');
      return null;
    case "order": {
      if (!has(a, "order") || !intList(a.order)) return bad('an order answer is {"order": [<item indices>]}');
      const sorted = [...a.order].sort((x, y) => x - y);
      if (sorted.length !== d.items.length || sorted.some((v, i) => v !== i))
        return illegal(`the order must list each of the ${d.items.length} items exactly once`);
      return null;
    }
    case "divide":
    case "damage": {
      if (!has(a, "amounts") || !intList(a.amounts))
        return bad('this answer is {"amounts": [<one per recipient>]}');
      const n = d.recipients.length;
      if (a.amounts.length !== n) return illegal(`give exactly ${n} amounts, one per recipient`);
      const min = d.kind === "divide" ? d.minEach : 0;
      if (a.amounts.some((x) => x < min)) return illegal(`each recipient must get at least ${min}`);
      const sum = a.amounts.reduce((x, y) => x + y, 0);
      if (sum !== d.amount) return illegal(`the amounts add up to ${sum}, but ${d.amount} must be assigned`);
      if (d.kind === "damage") {
        const p = damageAssignmentProblem(d.recipients, d.trample, a.amounts);
        if (p) return illegal(p);
      }
      return null;
    }
    case "attackers": {
      if (!has(a, "attacks") || !Array.isArray(a.attacks))
        return bad('an attackers answer is {"attacks": [{"attacker", "defender"}]}');
      const seen = new Set<number>();
      for (const x of a.attacks as unknown[]) {
        if (
          !has(x, "attacker") ||
          !has(x, "defender") ||
          !isInt(x.attacker) ||
          typeof x.defender !== "object" ||
          x.defender === null
        )
          return bad(
            'each attack is {"attacker": <object id>, "defender": {"player": n} or {"planeswalker": id}}',
          );
        const cand = d.candidates.find((c) => c.attacker === x.attacker);
        if (!cand) return illegal(notAnAttackerReason(g, d.player, x.attacker));
        if (seen.has(cand.attacker)) return illegal(`${cand.name} is declared as an attacker twice`);
        seen.add(cand.attacker);
        if (!cand.defenders.some((df) => sameDefender(df, x.defender as DefenderRef)))
          return illegal(
            `${cand.name} can't attack ${cantAttackReason(g, g.s.objects[cand.attacker].controller, x.defender as DefenderRef)}`,
          );
      }
      const p = attackDeclarationProblem(d.candidates, a.attacks as { attacker: number }[]);
      return p ? illegal(p) : null;
    }
    case "blockers": {
      if (!has(a, "blocks") || !Array.isArray(a.blocks))
        return bad('a blockers answer is {"blocks": [{"blocker", "attacker"}]}');
      const seen = new Set<number>();
      for (const x of a.blocks as unknown[]) {
        if (!has(x, "blocker") || !has(x, "attacker") || !isInt(x.blocker) || !isInt(x.attacker))
          return bad('each block is {"blocker": <object id>, "attacker": <object id>}');
        const cand = d.candidates.find((c) => c.blocker === x.blocker);
        if (!cand) return illegal(notABlockerReason(g, d.player, x.blocker));
        if (seen.has(cand.blocker)) return illegal(`${cand.name} can block only one attacker`);
        seen.add(cand.blocker);
        if (!cand.attackers.includes(x.attacker))
          return illegal(`${cand.name} can't block ${cantBlockReason(g, d.player, x.attacker)}`);
      }
      const p = blockDeclarationProblem(g, a.blocks as { blocker: number; attacker: number }[]);
      return p ? illegal(p) : null;
    }
  }
}
