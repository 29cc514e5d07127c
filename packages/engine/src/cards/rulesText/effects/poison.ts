/** Poison counters on players (122.1f): getting them and losing them (Leeches). */
import { cardCount } from "../phrasing/amounts.ts";
import { objectClause, playerClause } from "../phrasing/clause.ts";
import { sourceSubject } from "../phrasing/context.ts";
import { playerRef } from "../phrasing/references.ts";
import type { EffectTexts } from "./family.ts";

export const poisonTexts = {
  // "each player gets a poison counter", "each opponent gets two poison counters"
  poison: (ctx, e) => {
    const n = cardCount(e.amount, "poison counter");
    return playerClause(ctx, e.who, `gets ${n}`, `get ${n}`, false);
  },
  // "Target player loses all poison counters. Leeches deals that much damage to that player."
  loseAllPoison: (ctx, e) => {
    const subject = playerRef(ctx, e.who);
    const then = e.dealsThatMuch
      ? `. ${sourceSubject(ctx)} deals that much damage to ${playerRef(ctx, e.who)}`
      : "";
    const [third, base] = [`loses all poison counters${then}`, `lose all poison counters${then}`];
    return e.who === "you"
      ? playerClause(ctx, "you", third, base, false)
      : objectClause(subject, third, base);
  },
} satisfies Partial<EffectTexts>;
