/**
 * Cards with the keyword actions of 701: scry (701.22), surveil (701.25), investigate (701.16), explore (701.44),
 * connive (701.50), proliferate (701.34), bolster (701.39), adapt (701.46), populate (701.36), and Food tokens
 * (111.10b).
 */
import type { CardDef } from "@roundtable/engine";

export const keywordActionCards: CardDef[] = [];
