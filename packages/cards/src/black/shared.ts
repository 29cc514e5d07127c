/** Templates the black theme files share. */
import type { CardDef, Effect, Keyword, PlayerRef, TargetSpec, TriggerWhen } from "@roundtable/engine";
import { card } from "../define.ts";

/** A creature whose only ability is one triggered ability. */
export function triggeredCreature(c: {
  name: string;
  cost: string;
  subtypes: string[];
  pt: [number, number];
  when: TriggerWhen;
  targets?: TargetSpec[];
  effects: Effect[];
  oracle: string;
  keywords?: Keyword[];
}): CardDef {
  return card({
    name: c.name,
    cost: c.cost,
    types: ["Creature"],
    subtypes: c.subtypes,
    power: c.pt[0],
    toughness: c.pt[1],
    ...(c.keywords === undefined ? {} : { keywords: c.keywords }),
    abilities: [
      {
        kind: "triggered",
        when: c.when,
        ...(c.targets === undefined ? {} : { targets: c.targets }),
        effects: c.effects,
      },
    ],
    oracle: c.oracle,
  });
}

/** "you draw N cards and you lose N life" */
export function drawAndLose(n: number): Effect[] {
  return [
    { e: "draw", who: "you", amount: n },
    { e: "loseLife", who: "you", amount: n },
  ];
}

/** "[who] discards a card" */
export function discardOne(who: PlayerRef, random = false): Effect[] {
  return [{ e: "discard", who, amount: 1, ...(random ? { random } : {}) }];
}
