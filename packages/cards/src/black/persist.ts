/**
 * Black persist (702.79): Putrid Goblin, whose whole text is the keyword with its reminder text. Oracle text as a
 * public card factory keeps it (checked against Scryfall, 2026-06-02) with the reminder wording of Scryfall-fed
 * pages of other persist cards (scrydex.com: Obstinate Gargoyle, Lesser Masticore), 2026-12-06.
 */
import type { CardDef } from "@roundtable/engine";
import { creature } from "../define.ts";

export const persist: CardDef[] = [
  creature(
    "Putrid Goblin",
    "{1}{B}",
    ["Zombie", "Goblin"],
    2,
    2,
    ["persist"],
    "Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)",
  ),
];
