/** The nontraditional cards of Planechase (901): planes (311) and phenomena (312), with random planar decks. */

export { phenomena } from "./phenomena.ts";
export { planarDeck } from "./planarDeck.ts";
export { planes } from "./planes.ts";
