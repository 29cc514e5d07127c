/**
 * A create-table request checked against the engine: the variant, its player count and options (the
 * engine's ConfigError, named by the request's paths), the seats and the decks, one for each player.
 */
import { type CardResolver, poolCards } from "@roundtable/cards";
import { ConfigError, checkPlayerCount, variantPreset } from "@roundtable/engine";
import { TableOptionError } from "../setup/names.ts";
import { type TableOptions, variantOptions } from "../setup/tableOptions.ts";
import { unknownVanguard, vanguardByName } from "../setup/vanguards.ts";
import { deckChoice, unknownDeck } from "./deckChoice.ts";
import type { TableFields } from "./fields.ts";
import { pastedDeckProblems } from "./pastedDeck.ts";
import type { Problem } from "./problem.ts";
import { optionsPath, REQUEST_NAMES } from "./requestNames.ts";

export type { DeckRef, Problem } from "./problem.ts";

/** The table options of a request, as the setup takes them. */
export function tableOptionsOf(
  r: Pick<TableFields, "variant" | "players" | "edition" | "options">,
): TableOptions {
  return { variant: r.variant, players: r.players, edition: r.edition, ...r.options };
}

/**
 * Every problem of a request's fields together; none for a table the engine can set up. Pasted lists' names are
 * resolved by `cards` (see checkPastedDeck).
 */
export function tableProblems(r: TableFields, cards: CardResolver = poolCards): Problem[] {
  const engine = (path: string, check: () => void): Problem[] => {
    try {
      check();
      return [];
    } catch (e) {
      if (e instanceof ConfigError) return [{ path: [path], message: `${path}: ${e.message}` }];
      throw e;
    }
  };
  const variant = engine("variant", () => variantPreset(r.variant));
  if (variant.length > 0) return variant;
  const players = engine("players", () => checkPlayerCount(r.variant, r.players));
  if (players.length > 0) return players;
  return [
    ...optionProblems(r),
    ...perPlayer(r, "seats"),
    ...perPlayer(r, "decks"),
    ...perPlayer(r, "vanguards"),
    ...deckProblems(r, cards),
    ...vanguardProblems(r),
  ];
}

/** The variant's options refused by the engine, named by their paths ("options.range (0): …"). */
function optionProblems(r: TableFields): Problem[] {
  try {
    variantOptions(tableOptionsOf(r), REQUEST_NAMES);
    return [];
  } catch (e) {
    if (!(e instanceof TableOptionError)) throw e;
    const path = optionsPath(e.options);
    return [{ path: path === "" ? [] : path.split("."), message: e.message }];
  }
}

/** A list given for the seats or the decks has one entry a player. */
function perPlayer(r: TableFields, field: "seats" | "decks" | "vanguards"): Problem[] {
  const list = r[field];
  if (list === undefined || list.length === r.players) return [];
  return [
    { path: [field], message: `${field}: one for each of the ${r.players} players, got ${list.length}` },
  ];
}

function deckProblems(r: TableFields, cards: CardResolver): Problem[] {
  return (r.decks ?? []).flatMap((entry, i): Problem[] => {
    if (typeof entry !== "string") return pastedDeckProblems(entry.list, r.variant, ["decks", i], cards);
    return deckChoice(entry, r.variant) === undefined
      ? [{ path: ["decks", i], message: `decks[${i}]: ${unknownDeck(entry)}` }]
      : [];
  });
}

/** 902.3: vanguard cards are a Vanguard game's, each "random" or a vanguard card's name. */
function vanguardProblems(r: TableFields): Problem[] {
  if (r.vanguards === undefined) return [];
  if (variantPreset(r.variant).vanguard !== true)
    return [{ path: ["vanguards"], message: `vanguards: only a Vanguard game (902) has vanguard cards` }];
  return r.vanguards.flatMap((name, i): Problem[] =>
    name === "random" || vanguardByName(name) !== undefined
      ? []
      : [{ path: ["vanguards", i], message: `vanguards[${i}]: ${unknownVanguard(name)}` }],
  );
}
