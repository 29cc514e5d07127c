/**
 * The Undercity (Commander Legends: Battle for Baldur's Gate), the dungeon of the initiative (726): a
 * nontraditional card (309) in the command zone, never in a deck. Oracle text as MTGJSON prints it (its
 * "(Leads to: …)" notes name where each room's arrows point), checked 2026-12-02.
 */
import type { Ability, CardDef } from "@roundtable/engine";
import { TREASURE } from "../predefinedTokens.ts";

const BASIC_LAND = { types: ["Land" as const], basic: true };

/** A room ability (309.4c): "When you move your venture marker into this room, [effect]." */
const room = (a: Ability & { kind: "triggered" }): Ability => a;

export const undercity: CardDef = {
  id: "undercity",
  name: "Undercity",
  types: ["Dungeon"],
  subtypes: ["Undercity"],
  ventureOnly: "Undercity",
  rooms: [
    { name: "Secret Entrance", next: [1, 2] },
    { name: "Forge", next: [3, 4] },
    { name: "Lost Well", next: [4, 5] },
    { name: "Trap!", next: [6] },
    { name: "Arena", next: [6, 7] },
    { name: "Stash", next: [7] },
    { name: "Archives", next: [8] },
    { name: "Catacombs", next: [8] },
    { name: "Throne of the Dead Three", next: [] },
  ],
  abilities: [
    room({
      kind: "triggered",
      when: { on: "roomEntered" },
      effects: [{ e: "searchYourLibrary", filter: BASIC_LAND, amount: 1, put: "hand", reveal: true }],
    }),
    room({
      kind: "triggered",
      when: { on: "roomEntered" },
      targets: [{ kind: "creature" }],
      effects: [{ e: "addCounters", what: { target: 0 }, counter: "+1/+1", amount: 2 }],
    }),
    room({ kind: "triggered", when: { on: "roomEntered" }, effects: [{ e: "scry", amount: 2 }] }),
    room({
      kind: "triggered",
      when: { on: "roomEntered" },
      targets: [{ kind: "player" }],
      effects: [{ e: "loseLife", who: { target: 0 }, amount: 5 }],
    }),
    room({
      kind: "triggered",
      when: { on: "roomEntered" },
      targets: [{ kind: "creature" }],
      effects: [{ e: "goad", what: { target: 0 } }],
    }),
    room({
      kind: "triggered",
      when: { on: "roomEntered" },
      effects: [{ e: "createToken", amount: 1, token: TREASURE }], // 111.10a
    }),
    room({ kind: "triggered", when: { on: "roomEntered" }, effects: [{ e: "draw", who: "you", amount: 1 }] }),
    room({
      kind: "triggered",
      when: { on: "roomEntered" },
      effects: [
        {
          e: "createToken",
          amount: 1,
          token: {
            types: ["Creature"],
            subtypes: ["Skeleton"],
            colors: ["B"],
            power: 4,
            toughness: 1,
            keywords: ["menace"],
          },
        },
      ],
    }),
    room({
      kind: "triggered",
      when: { on: "roomEntered" },
      effects: [{ e: "revealPutCreature", amount: 10, counters: 3, gains: ["hexproof"] }],
    }),
  ],
  oracle: [
    `You can't enter this dungeon unless you "venture into Undercity."`,
    "Secret Entrance — Search your library for a basic land card, reveal it, put it into your hand, then shuffle. (Leads to: Forge, Lost Well)",
    "Forge — Put two +1/+1 counters on target creature. (Leads to: Trap!, Arena)",
    "Lost Well — Scry 2. (Leads to: Arena, Stash)",
    "Trap! — Target player loses 5 life. (Leads to: Archives)",
    "Arena — Goad target creature. (Leads to: Archives, Catacombs)",
    "Stash — Create a Treasure token. (Leads to: Catacombs)",
    "Archives — Draw a card. (Leads to: Throne of the Dead Three)",
    "Catacombs — Create a 4/1 black Skeleton creature token with menace. (Leads to: Throne of the Dead Three)",
    "Throne of the Dead Three — Reveal the top ten cards of your library. Put a creature card from among them onto the battlefield with three +1/+1 counters on it. It gains hexproof until your next turn. Then shuffle.",
  ].join("\n"),
};
