/**
 * Checks an answer against the rules of the open decision before anything changes. The answer has been
 * read by `answerShape.ts` first, so it has exactly the shape its kind defines; this returns a readable
 * problem, or null when the answer is legal.
 */
import type { DefenderRef } from "../../state.ts";
import type { Answered, Problem } from "../ask/answerShape.ts";
import {
  attackDeclarationProblem,
  blockDeclarationProblem,
  cantAttackReason,
  cantBlockReason,
  damageAssignmentProblem,
  notABlockerReason,
  notAnAttackerReason,
} from "../combat/combat.ts";
import type { Ctx } from "../context/ctx.ts";

const illegal = (message: string): Problem => ({ code: "illegal", message });

function sameDefender(a: DefenderRef, b: DefenderRef): boolean {
  return "player" in a
    ? "player" in b && a.player === b.player
    : "planeswalker" in b && a.planeswalker === b.planeswalker;
}

export function validateAnswer(g: Ctx, x: Answered): Problem | null {
  switch (x.kind) {
    case "back":
      // 601.2, 602.2: only the caster, while casting, before anyone else has answered for the cast.
      return x.d.back === true
        ? null
        : illegal(
            `decision ${x.d.id} can't be gone back on: only the caster's questions while casting a spell or activating an ability can (601.2, 602.2), before anyone else has answered one`,
          );
    case "priority": {
      const { d, a } = x;
      if (a.choice < 0 || a.choice >= d.actions.length)
        return illegal(
          `choice ${a.choice} is not one of the ${d.actions.length} legal actions (0–${d.actions.length - 1})`,
        );
      return null;
    }
    case "choose": {
      const { d, a } = x;
      const c = a.choices;
      if (new Set(c).size !== c.length) return illegal("the same option was chosen twice");
      const out = c.find((i) => i < 0 || i >= d.options.length);
      if (out !== undefined) return illegal(`option ${out} does not exist (0–${d.options.length - 1})`);
      if (c.length < d.min || c.length > d.max)
        return illegal(`choose ${d.min === d.max ? d.min : `${d.min}–${d.max}`} option(s), got ${c.length}`);
      return null;
    }
    case "number": {
      const { d, a } = x;
      if (a.value < d.min || a.value > d.max)
        return illegal(`${a.value} is not between ${d.min} and ${d.max}`);
      return null;
    }
    case "mulligan":
      return null;
    case "order": {
      const { d, a } = x;
      const sorted = [...a.order].sort((p, q) => p - q);
      if (sorted.length !== d.items.length || sorted.some((v, i) => v !== i))
        return illegal(`the order must list each of the ${d.items.length} items exactly once`);
      return null;
    }
    case "divide":
    case "damage": {
      const { d, a } = x;
      const n = d.recipients.length;
      if (a.amounts.length !== n) return illegal(`give exactly ${n} amounts, one per recipient`);
      const min = d.kind === "divide" ? d.minEach : 0;
      if (a.amounts.some((v) => v < min)) return illegal(`each recipient must get at least ${min}`);
      const sum = a.amounts.reduce((p, q) => p + q, 0);
      if (sum !== d.amount) return illegal(`the amounts add up to ${sum}, but ${d.amount} must be assigned`);
      if (d.kind === "damage") {
        const p = damageAssignmentProblem(d.recipients, d.trample, a.amounts);
        if (p) return illegal(p);
      }
      return null;
    }
    case "attackers": {
      const { d, a } = x;
      const seen = new Set<number>();
      for (const { attacker, defender } of a.attacks) {
        const cand = d.candidates.find((c) => c.attacker === attacker);
        if (!cand) return illegal(notAnAttackerReason(g, d.player, attacker));
        if (seen.has(cand.attacker)) return illegal(`${cand.name} is declared as an attacker twice`);
        seen.add(cand.attacker);
        if (!cand.defenders.some((df) => sameDefender(df, defender)))
          return illegal(
            `${cand.name} can't attack ${cantAttackReason(g, g.s.objects[cand.attacker].controller, defender, cand.attacker)}`,
          );
      }
      const p = attackDeclarationProblem(d.candidates, a.attacks, g);
      return p ? illegal(p) : null;
    }
    case "blockers": {
      const { d, a } = x;
      const seen = new Set<number>();
      for (const { blocker, attacker } of a.blocks) {
        const cand = d.candidates.find((c) => c.blocker === blocker);
        if (!cand) return illegal(notABlockerReason(g, d.player, blocker));
        if (seen.has(cand.blocker)) return illegal(`${cand.name} can block only one attacker`);
        seen.add(cand.blocker);
        if (!cand.attackers.includes(attacker))
          return illegal(`${cand.name} can't block ${cantBlockReason(g, d.player, attacker)}`);
      }
      const p = blockDeclarationProblem(g, a.blocks);
      return p ? illegal(p) : null;
    }
  }
}
