/** What the board's cards and seats do when clicked for the open decision (DecisionPanel provides it). */
import type { Ref } from "@roundtable/engine";
import { createContext, useContext } from "react";

export interface Act {
  /** Clicks a card or a player for the open decision. */
  click(ref: Ref): void;
  /** Whether a click on it would do something now. */
  live(ref: Ref): boolean;
  /** Whether it is picked in the answer being built (a target, an attacker, a blocker). */
  picked(ref: Ref): boolean;
}

const idle: Act = { click: () => {}, live: () => false, picked: () => false };

export const ActContext = createContext<Act>(idle);

export const useAct = (): Act => useContext(ActContext);
