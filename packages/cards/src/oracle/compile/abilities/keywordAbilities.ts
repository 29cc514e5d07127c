/**
 * Keywords that stand for activated or triggered abilities and print their cost (702): ward (702.21a), cycling
 * (702.29a), equip (702.6a), unearth (702.84a); their reminder text is checked by the round trip.
 */
import type { Ability } from "@roundtable/engine";

const MANA = "((?:\\{(?:\\d+|X|[WUBRGC])\\})+)";

/** The ability a keyword line with a cost stands for, or undefined. */
export function keywordAbilityOf(line: string): Ability | undefined {
  const ward = line.match(new RegExp(`^Ward ${MANA} \\(`));
  if (ward)
    return {
      kind: "triggered",
      when: { on: "becomesTarget", by: "opponent", ward: ward[1] },
      effects: [
        {
          e: "unlessPays",
          who: "triggering",
          mana: ward[1],
          effects: [{ e: "counter", what: "triggeringObject" }],
        },
      ],
    };
  const cycling = line.match(new RegExp(`^Cycling ${MANA} \\(`));
  if (cycling)
    return {
      kind: "activated",
      cost: { mana: cycling[1], discardSelf: true },
      cycling: true,
      effects: [{ e: "draw", who: "you", amount: 1 }],
    };
  const equip = line.match(new RegExp(`^Equip ${MANA}$`));
  if (equip)
    return {
      kind: "activated",
      cost: { mana: equip[1] },
      sorcery: true,
      targets: [{ kind: "creature", filter: { controller: "you" } }],
      effects: [{ e: "attachSelf" }],
    };
  const unearth = line.match(new RegExp(`^Unearth ${MANA} \\(`));
  if (unearth)
    return {
      kind: "activated",
      cost: { mana: unearth[1] },
      unearth: true,
      sorcery: true,
      effects: [{ e: "unearth" }],
    };
  return undefined;
}
