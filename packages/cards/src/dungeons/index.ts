/**
 * Dungeon cards (309): nontraditional cards a player ventures into (701.49). In the card database
 * (`cardDb`), never in `allCards`: no deck holds them, and random decks never deal them.
 */
import type { CardDef } from "@roundtable/engine";
import { undercity } from "./undercity.ts";

export const dungeons: CardDef[] = [undercity];
