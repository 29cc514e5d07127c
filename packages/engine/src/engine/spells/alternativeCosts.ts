/**
 * The ways a spell may be cast (601.2b): for its mana cost, or rather for an alternative cost (118.9) —
 * flashback's, from the graveyard (702.34a), or one its card prints as a static ability: "If you control a
 * commander, you may cast this spell without paying its mana cost." (903.3d, Deadly Rollick), "You may pay 1 life and
 * exile a blue card from your hand rather than pay this spell's mana cost." (Force of Will). Only one alternative
 * cost applies to a spell (118.9a); its additional costs (601.2b) and the cost increases and reductions
 * (costChanges.ts) apply to whichever way is paid (118.9d, 601.2f). Overload's cost (702.96a) is one too: its
 * spell has no targets (overload.ts). Which ways p could pay now is castable.ts's;
 * the caster announces theirs as casting begins (cast.ts).
 */
import { COLOR_WORDS } from "../../cards/rulesText/phrasing/words.ts";
import type { AlternativeCost, CardDef } from "../../cards/types.ts";
import type { PlayerId, Zone } from "../../state.ts";
import { askChoose } from "../ask/ask.ts";
import { permanentsOf } from "../characteristics/battlefieldIndex.ts";
import type { Ctx } from "../context/ctx.ts";
import { isCommander } from "../players/commanders.ts";
import { inRange, opponents } from "../players/players.ts";
import { lifeLostThisTurn } from "../records/turnRecords.ts";
import type { NonManaCost } from "./nonManaCosts.ts";

/** What a spell is cast for (601.2f): mana, life, and permanents to sacrifice or tap and cards to discard. */
export interface SpellCost extends NonManaCost {
  mana: string | undefined;
  life: number;
}

/**
 * A way to cast a spell: `mana`, its mana cost; `flashback`, its flashback cost (702.34a); `free`, without paying
 * its mana cost (118.9, 903.3d); `alternative`, another alternative cost its card prints (118.9: Force of Will's);
 * `overload`, its overload cost (702.96a); with `cost`, the total cost before increases and reductions (601.2f),
 * and `label`, how the caster's question offers it ("without paying its mana cost").
 */
export interface WayToCast {
  way: "mana" | "flashback" | "free" | "alternative" | "overload" | "spectacle";
  cost: SpellCost;
  label: string;
}

/** The alternative costs a card prints (118.9). */
function printedAlternatives(def: CardDef): AlternativeCost[] {
  const out: AlternativeCost[] = [];
  for (const a of def.abilities ?? [])
    if (a.kind === "static" && a.effect.s === "alternativeCost") out.push(a.effect.cost);
  return out;
}

/**
 * 903.3d: whether p controls a commander — a permanent on the battlefield that is a commander, anyone's (not
 * only their own, unlike "your commander").
 */
export function controlsACommander(g: Ctx, p: PlayerId): boolean {
  return permanentsOf(g.s, p).some((id) => isCommander(g.s, g.s.objects[id]));
}

/**
 * The ways p may cast a spell of card `def` from `zone` now, whether or not they could pay them: from the
 * graveyard, only for its flashback cost (702.34a: itself an alternative cost, 118.9a); elsewhere for its mana
 * cost, for its overload cost (702.96a), or for each alternative cost its card prints whose condition holds. Its
 * additional cost (601.2b) is part of each. In the order the caster's question offers them: a way that costs
 * nothing first, then the mana cost, then the other alternative costs.
 */
export function waysToCast(g: Ctx, p: PlayerId, def: CardDef, zone: Zone): readonly WayToCast[] {
  const ways = printedWays(def);
  if (zone === "graveyard") return ways.graveyard;
  const all = ways.withFree !== null && controlsACommander(g, p) ? ways.withFree : ways.hand;
  // 702.137a: spectacle only if an opponent lost life this turn.
  return def.spectacle === undefined || opponentLostLife(g, p)
    ? all
    : all.filter((w) => w.way !== "spectacle");
}

/** 702.137a: whether an opponent of p within their range of influence (801.11) lost life this turn (119.3). */
function opponentLostLife(g: Ctx, p: PlayerId): boolean {
  return opponents(g.s, p).some((q) => inRange(g.s, p, q) && lifeLostThisTurn(g.s, q) > 0);
}

/** A card's ways to cast, worked out once per definition (the priority listing asks for every card it offers). */
interface PrintedWays {
  /** From the graveyard: its flashback cost (702.34a). */
  readonly graveyard: readonly WayToCast[];
  /** Elsewhere: its mana cost and the alternative costs it prints but the free one. */
  readonly hand: readonly WayToCast[];
  /** The same with "without paying its mana cost" first, if it prints that (903.3d); else null. */
  readonly withFree: readonly WayToCast[] | null;
}

const printedWaysOf = new WeakMap<CardDef, PrintedWays>();

function printedWays(def: CardDef): PrintedWays {
  const known = printedWaysOf.get(def);
  if (known !== undefined) return known;
  const more = def.additionalCost;
  // A flashback cost that sacrifices or taps takes the place of an additional cost that does: no card has both.
  const f = def.flashback;
  const sacrifice = f?.sacrifice ?? more?.sacrifice;
  const tapUntapped = f?.tapUntapped ?? more?.tapUntapped;
  const fromGraveyard = {
    mana: f?.mana,
    life: f?.payLife ?? 0,
    sacrifice,
    tapUntapped,
    discard: more?.discard,
  };
  let free: WayToCast | null = null;
  const others: WayToCast[] = [];
  for (const alt of printedAlternatives(def)) {
    if ("free" in alt) {
      free = {
        way: "free",
        cost: { mana: undefined, life: 0, ...more },
        label: "without paying its mana cost",
      };
      continue;
    }
    const cost = { mana: undefined, life: alt.payLife, ...more, exileFromHand: alt.exileFromHand };
    const card = `${COLOR_WORDS[alt.exileFromHand]} card`;
    const label = `pay ${alt.payLife} life and exile a ${card} from your hand rather than its mana cost`;
    others.push({ way: "alternative", cost, label });
  }
  if (def.spectacle !== undefined)
    others.push({
      way: "spectacle",
      cost: { mana: def.spectacle, life: 0, ...more },
      label: `for its spectacle cost, ${def.spectacle}`,
    });
  if (def.overload !== undefined)
    others.push({
      way: "overload",
      cost: { mana: def.overload, life: 0, ...more },
      label: `for its overload cost, ${def.overload}`,
    });
  const mana = { mana: def.cost, life: 0, ...more };
  const hand = [
    { way: "mana", cost: mana, label: `for its mana cost, ${def.cost ?? "{0}"}` } as const,
    ...others,
  ];
  const ways: PrintedWays = {
    graveyard: [{ way: "flashback", cost: fromGraveyard, label: "for its flashback cost" }],
    hand,
    withFree: free === null ? null : [free, ...hand],
  };
  printedWaysOf.set(def, ways);
  return ways;
}

/**
 * 601.2b, 118.9a: the caster announces which of `ways` (those they could pay) they cast the spell for — asked only
 * when there are several.
 */
export function chooseWayToCast(g: Ctx, p: PlayerId, def: CardDef, ways: readonly WayToCast[]): WayToCast {
  if (ways.length === 1) return ways[0];
  const options = ways.map((w) => ({ label: w.label }));
  const prompt = `${def.name}: cast it for its mana cost or for an alternative cost? (118.9, 601.2b)`;
  return ways[askChoose(g, p, "castingWay", prompt, options, 1, 1)[0]];
}
