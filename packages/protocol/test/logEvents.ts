/**
 * One sample of each engine event type (events.ts), for the game log's tests in the clients (the web
 * table's logLines.ts, the command line's log.ts) and for the shared sentences (logSentences.ts). Typed by
 * the event union: a type the engine adds is a type error here until it has a sample.
 */
import type { GameEvent } from "@roundtable/engine";

/** Each event type with an event of that type (`tap | untap` is one union member: one sample each). */
export type EventSamples = { [T in GameEvent["type"]]: GameEvent & { type: T } };

/** Seats 0–3: Ann, Bob, Cat, Dave. Cards by name, as the engine's events give them, but where it gives an id. */
export const LOG_NAMES = ["Ann", "Bob", "Cat", "Dave"];

export const EVENT_SAMPLES: EventSamples = {
  gameStart: { type: "gameStart", players: LOG_NAMES, starting: 0 },
  mulligan: { type: "mulligan", player: 1, count: 1 },
  keep: { type: "keep", player: 1, handSize: 6 },
  turn: { type: "turn", number: 2, player: 1, players: [1] },
  step: { type: "step", step: "upkeep" },
  lane: { type: "lane", marker: 1, turn: 2 },
  draw: { type: "draw", player: 0, secret: { to: [0], card: "forest", object: 70 } },
  move: { type: "move", object: 71, from: "battlefield", to: "hand", owner: 1, card: "Grizzly Bears" },
  play: { type: "play", player: 0, object: 72, card: "Forest" },
  cast: { type: "cast", player: 1, object: 73, card: "Lightning Bolt", targets: ["Ann"] },
  copy: { type: "copy", player: 2, object: 74, card: "Lightning Bolt", targets: ["Bob"] },
  activate: {
    type: "activate",
    player: 0,
    source: 75,
    card: "Prodigal Sorcerer",
    text: "{T}: Prodigal Sorcerer deals 1 damage to any target.",
    targets: ["Bob"],
  },
  trigger: {
    type: "trigger",
    player: 0,
    source: 76,
    card: "Goblin Arsonist",
    text: "When Goblin Arsonist dies, you may have it deal 1 damage to any target.",
    targets: [],
  },
  resolve: { type: "resolve", object: 73, card: "Lightning Bolt" },
  fizzle: { type: "fizzle", object: 73, card: "Lightning Bolt" },
  counter: { type: "counter", object: 73, card: "Lightning Bolt" },
  removed: { type: "removed", object: 95, card: "Luminarch Ascension", ability: "triggered" },
  defender: { type: "defender", player: 0, defender: 2 },
  attack: { type: "attack", attacker: 77, card: "Grizzly Bears", defender: { player: 1 } },
  block: { type: "block", blocker: 78, card: "Hill Giant", attacker: 77 },
  damage: {
    type: "damage",
    source: 77,
    card: "Grizzly Bears",
    controller: 0,
    to: { player: 1 },
    amount: 2,
    combat: true,
  },
  life: { type: "life", player: 1, delta: -2, life: 18 },
  poison: { type: "poison", player: 1, delta: 1, poison: 1 },
  tap: { type: "tap", object: 77 },
  untap: { type: "untap", object: 77 },
  control: { type: "control", object: 79, card: "Mogg Fanatic", player: 1 },
  phase: { type: "phase", direction: "out", player: 2, objects: [79, 80], cards: ["Breezekeeper", "Rancor"] },
  march: { type: "march", object: 79, card: "Mogg Fanatic", from: 0, to: 1 },
  prevent: { type: "prevent", to: { player: 1 }, amount: 3, card: "Healing Salve" },
  return: { type: "return", object: 80, card: "Grizzly Bears", to: "battlefield" },
  vote: { type: "vote", player: 1, card: "Tyrant's Choice", choice: "death" },
  votesCounted: { type: "votesCounted", card: "Tyrant's Choice", tally: [{ choice: "death", votes: 2 }] },
  cycle: { type: "cycle", player: 0, card: "Drifting Meadow" },
  setInMotion: {
    type: "setInMotion",
    player: 3,
    card: "Look Skyward and Despair",
    object: 81,
    ongoing: false,
  },
  schemeToBottom: { type: "schemeToBottom", player: 3, card: "Look Skyward and Despair", abandoned: false },
  planarDie: { type: "planarDie", player: 0, result: "chaos", cost: 0 },
  coinFlip: { type: "coinFlip", player: 0, card: "Mana Crypt", won: false },
  retarget: { type: "retarget", player: 1, object: 73, card: "Murder", targets: ["Grizzly Bears"] },
  chaos: { type: "chaos", player: 0 },
  planeswalk: { type: "planeswalk", player: 0, card: "Naya", object: 82, away: ["Sokenzan"] },
  emblem: { type: "emblem", player: 1, card: "Dovin Baan's emblem", object: 83, abilities: 1 },
  anteWon: { type: "anteWon", player: 0, cards: ["Forest", "Hill Giant"] },
  token: { type: "token", object: 84, card: "Goblin", player: 0 },
  attach: { type: "attach", object: 85, card: "Bonesplitter", to: 77, toCard: "Grizzly Bears" },
  unattach: { type: "unattach", object: 85, card: "Bonesplitter" },
  regenerate: { type: "regenerate", object: 77, card: "Grizzly Bears" },
  discard: { type: "discard", player: 1, object: 86, card: "Hill Giant" },
  destroy: { type: "destroy", object: 77, card: "Grizzly Bears" },
  dies: { type: "dies", object: 77, card: "Grizzly Bears" },
  mana: { type: "mana", player: 0, mana: "{G}" },
  leave: { type: "leave", player: 2, reason: "conceded" },
  lose: { type: "lose", player: 2, reason: "life" },
  win: { type: "win", players: [0] },
  "draw-game": { type: "draw-game", players: [0, 1] },
  gameOver: { type: "gameOver" },
  reveal: {
    type: "reveal",
    player: 0,
    cards: [
      { object: 87, card: "Forest" },
      { object: 88, card: "Island" },
    ],
  },
  look: {
    type: "look",
    player: 0,
    whose: 1,
    zone: "hand",
    count: 2,
    secret: { to: [0], cards: [{ object: 89, card: "Hill Giant" }] },
  },
  piles: { type: "piles", by: 0, piles: [["Forest"], ["Island", "Swamp"]], chooser: 1, chosen: 1 },
  monarch: { type: "monarch", player: 0 },
  initiative: { type: "initiative", player: 0 },
  venture: {
    type: "venture",
    player: 0,
    dungeon: "Tomb of Annihilation",
    object: 90,
    room: "Trapped Entry",
    index: 0,
  },
  dungeonCompleted: { type: "dungeonCompleted", player: 0, dungeon: "Tomb of Annihilation" },
};

/** The samples as a list, in the order above. */
export const EVENT_SAMPLE_LIST: GameEvent[] = Object.values(EVENT_SAMPLES);
