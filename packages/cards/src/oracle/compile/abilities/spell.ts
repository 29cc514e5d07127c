/**
 * Instants and sorceries: what the spell does as it resolves (608.2): its effect sentences (the cantrip "Draw a
 * card." on a line of its own belongs to them), "Choose one —" and its modes (700.2) — or "Choose one. If you control a
 * commander as you cast this spell, you may choose both instead." (903.3d) — "This spell costs {N} more to
 * cast for each target beyond the first.", storm (702.40a), and a tempting offer (207.2c).
 */
import type { CardDef, SpellMode } from "@roundtable/engine";
import { effectsOf } from "../effects/sentences.ts";
import { temptingOfferOf } from "../effects/temptingOffer.ts";
import { refuse } from "../phrases/refusal.ts";
import { makeScope } from "../phrases/scope.ts";
import { numberOf } from "../phrases/text.ts";
import { sacrificesOne } from "./permanentsCosts.ts";

type Spell = NonNullable<CardDef["spell"]>;

const STORM = /^Storm \(/;
const BOTH_IF_COMMANDER =
  /^Choose (one)\. If you control a commander as you cast this spell, you may choose both instead\.$/;
const EXTRA = /^This spell costs \{(\d+)\} more to cast for each target beyond the first\.$/;

/** The spell of these lines (the lines after "Enchant", keyword and static lines). */
export function spellOf(def: CardDef, lines: readonly string[]): Spell {
  const spell: Spell = { effects: [] };
  // 608.2h: "the sacrificed creature" is the one permanent its additional cost sacrificed (Fling).
  const sacrificed = sacrificesOne(def.additionalCost?.sacrifice);
  const text: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const extra = line.match(EXTRA);
    // 903.3d: "Choose one. If you control a commander as you cast this spell, you may choose both instead." (the Wills)
    const choose = line.match(/^Choose (\w+) \u2014$/) ?? line.match(BOTH_IF_COMMANDER);
    if (STORM.test(line)) spell.storm = true;
    else if (extra) spell.extraCostPerTarget = Number(extra[1]);
    else if (choose) {
      const n = numberOf(choose[1]) ?? refuse(choose[1], "not a number of modes");
      const modes: SpellMode[] = [];
      for (; lines[i + 1]?.startsWith("\u2022 "); i++) {
        const scope = makeScope(def, { sacrificed });
        const effects = effectsOf(scope, lines[i + 1].slice(2));
        modes.push({ ...(scope.targets.length > 0 ? { targets: scope.targets } : {}), effects });
      }
      if (modes.length < 2) refuse(line, "a choice without modes");
      if (BOTH_IF_COMMANDER.test(line) && modes.length !== 2) refuse(line, "'both' of more than two modes");
      spell.modes = {
        choose: n,
        ...(BOTH_IF_COMMANDER.test(line) ? { bothIfCommander: true as const } : {}),
        modes,
      };
    } else text.push(line);
  }
  const scope = makeScope(def, { sacrificed });
  const joined = text.join(" ");
  spell.effects = temptingOfferOf(scope, joined) ?? effectsOf(scope, joined);
  if (scope.targets.length > 0) spell.targets = scope.targets;
  // Key order as hand-written definitions have it: targets first.
  const { targets, effects, ...rest } = spell;
  return { ...(targets ? { targets } : {}), effects, ...rest };
}
