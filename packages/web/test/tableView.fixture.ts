/** A small PlayerView for the board's pure logic: n players, nothing on the battlefield, overridable. */
import type { PermanentView, PlayerSummary, PlayerView, VariantConfig } from "@roundtable/engine";

export function player(seat: number, more: Partial<PlayerSummary> = {}): PlayerSummary {
  return {
    seat,
    name: `P${seat + 1}`,
    life: 20,
    poison: 0,
    left: false,
    result: null,
    reason: null,
    losesWith: [],
    lossEndsGame: false,
    handCount: 7,
    libraryCount: 50,
    hand: null,
    graveyard: [],
    exile: [],
    command: [],
    ante: [],
    mana: "",
    team: null,
    range: null,
    inRange: null,
    ...more,
  };
}

export function permanent(id: number, controller: number, more: Partial<PermanentView> = {}): PermanentView {
  return {
    id,
    card: "grizzly-bears",
    name: `Bear ${id}`,
    owner: controller,
    controller,
    tapped: false,
    sick: false,
    damage: 0,
    counters: {},
    attachedTo: null,
    power: 2,
    toughness: 2,
    types: ["Creature"],
    subtypes: [],
    colors: ["G"],
    keywords: [],
    ...more,
  };
}

export function viewOf(
  n: number,
  more: Partial<PlayerView> = {},
  config: Partial<VariantConfig> = {},
): PlayerView {
  return {
    viewer: 0,
    opponents: [],
    variant: "free-for-all",
    config: {
      name: "free-for-all",
      sharedLife: false,
      sharedPoison: false,
      teams: null,
      roles: null,
      territories: false,
      ...config,
    } as VariantConfig,
    edition: "current",
    status: "playing",
    winners: [],
    turn: { number: 1, active: 0, activePlayers: [0], step: "main1", priority: 0 },
    stack: [],
    attacks: [],
    players: Array.from({ length: n }, (_, i) => player(i)),
    battlefield: [],
    pending: null,
    decisions: [],
    ...more,
  };
}
