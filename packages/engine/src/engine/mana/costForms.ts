/**
 * Hybrid and Phyrexian mana (107.4e–f): the ways a cost with such symbols can be paid. As a spell is cast or
 * an ability activated, its controller announces one (601.2b, 602.2b: spells/payment.ts asks); it is then
 * paid like any other cost (601.2g–h), its life by losing it (119.4).
 */
import type { ManaType } from "../../cards/types.ts";
import { MANA_TYPES, type ManaCost } from "../characteristics/manaCost.ts";

/** A cost with its hybrid and Phyrexian symbols fixed: the mana left to pay, and the life. */
export interface CostForm {
  cost: ManaCost;
  life: number;
}

const formsOf = new WeakMap<ManaCost, readonly CostForm[]>();

/**
 * Every distinct way to pay `cost` (the same mana and life counted once: {W/U}{W/U} has three, not four),
 * each symbol's ways in the order it names them, then its generic half, then 2 life. A cost without such
 * symbols has one: itself. Shared: never mutate them.
 */
export function costForms(cost: ManaCost): readonly CostForm[] {
  const cached = formsOf.get(cost);
  if (cached !== undefined) return cached;
  let forms: CostForm[] = [
    { cost: { generic: cost.generic, symbols: { ...cost.symbols }, x: cost.x }, life: 0 },
  ];
  for (const choice of cost.choices ?? []) {
    const next = new Map<string, CostForm>();
    const add = (f: CostForm) => {
      const key = formKey(f);
      if (!next.has(key)) next.set(key, f);
    };
    for (const f of forms) {
      for (const t of choice.types)
        add({
          cost: { ...f.cost, symbols: { ...f.cost.symbols, [t]: f.cost.symbols[t] + 1 } },
          life: f.life,
        });
      if (choice.generic > 0)
        add({ cost: { ...f.cost, generic: f.cost.generic + choice.generic }, life: f.life });
      if (choice.life) add({ cost: f.cost, life: f.life + 2 });
    }
    forms = [...next.values()];
  }
  const frozen = cost.choices === undefined ? [{ cost, life: 0 }] : forms;
  formsOf.set(cost, frozen);
  return frozen;
}

function formKey(f: CostForm): string {
  return `${f.cost.generic}|${MANA_TYPES.map((t) => f.cost.symbols[t]).join(",")}|${f.life}`;
}

/** A cost as written in a prompt: "{2}{W}{W}"; its hybrid and Phyrexian symbols as printed ({W/U}, {B/P}). */
export function costText(cost: ManaCost): string {
  const plain = MANA_TYPES.map((t: ManaType) => `{${t}}`.repeat(cost.symbols[t])).join("");
  const choices = (cost.choices ?? []).map((c) => {
    const halves = [...(c.generic > 0 ? [String(c.generic)] : []), ...c.types, ...(c.life ? ["P"] : [])];
    return `{${halves.join("/")}}`;
  });
  const x = "{X}".repeat(cost.x);
  const text = x + (cost.generic > 0 ? `{${cost.generic}}` : "") + plain + choices.join("");
  return text || "{0}";
}

/** A way to pay, as offered (601.2b): "{1}{B}{B}", "{1}{B} and 2 life", "4 life". */
export function formText(form: CostForm): string {
  const mana = costText(form.cost);
  if (form.life === 0) return mana;
  return mana === "{0}" ? `${form.life} life` : `${mana} and ${form.life} life`;
}
