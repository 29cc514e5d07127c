/**
 * Extra turns (500.7) in a scenario file: `extraTurnAfter`, the player after whose normal turn turn 1 is
 * taken as an extra turn, and `extraTurnsToCome`, the players who take the extra turns still to come, in
 * the order they will be taken — checked (validate.ts), carried to the engine's TableLayout (layout.ts) and
 * back (save.ts). The turns they make come first in table.ts `turnSeats`.
 */
import { departedProblems, type TableLayout } from "@roundtable/engine";
import type { Scenario } from "./schema.ts";

type Path = (string | number)[];

/** 807.4i–j: Grand Melee keeps a turn marker's extra turn with the markers, which a file can't give. */
const MELEE =
  "Grand Melee's extra turns are kept with its turn markers (807.4i–j), which a file doesn't hold: leave it out";

/**
 * validate.ts: the fields name players of the file; turn 1, an extra turn, is a later turn (`laterTurn`,
 * 103.8: never the game's first); an extra turn to come isn't a departed player's (800.4k: it would never
 * begin), while the player after whose normal turn turn 1 is may have left during it (800.4j: turn order
 * goes on from their seat); neither is given in Grand Melee (`melee`).
 */
export function checkExtraTurns(
  scn: Scenario,
  err: (path: Path, message: string) => void,
  checkPlayer: (name: string, path: Path) => boolean,
  melee: boolean,
): void {
  if (scn.extraTurnAfter !== undefined) {
    checkPlayer(scn.extraTurnAfter, ["extraTurnAfter"]);
    if (melee) err(["extraTurnAfter"], MELEE);
    else if (!scn.laterTurn)
      err(
        ["extraTurnAfter"],
        `an extra turn (500.7) is never a game's first turn (103.8): add "laterTurn": true`,
      );
  }
  const toCome = scn.extraTurnsToCome ?? [];
  if (melee && toCome.length > 0) err(["extraTurnsToCome"], MELEE);
  toCome.forEach((name, i) => {
    if (!checkPlayer(name, ["extraTurnsToCome", i])) return;
    if (scn.players.find((p) => p.name === name)?.left !== undefined)
      err(["extraTurnsToCome", i], `${departedProblems.start(name)}: an extra turn of theirs is never taken`);
  });
}

/** layout.ts: the fields for the engine's layout, by seat. */
export function layoutExtraTurns(scn: Scenario, layout: TableLayout): void {
  const seat = (name: string): number => scn.players.findIndex((p) => p.name === name);
  if (scn.extraTurnAfter !== undefined) layout.extraTurnAfter = seat(scn.extraTurnAfter);
  if (scn.extraTurnsToCome !== undefined) layout.extraTurnsToCome = scn.extraTurnsToCome.map(seat);
}

/** save.ts: the layout's fields for the file, by player name; none for a normal turn with none to come. */
export function fileExtraTurns(layout: TableLayout, names: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (layout.extraTurnAfter !== undefined) out.extraTurnAfter = names[layout.extraTurnAfter];
  if ((layout.extraTurnsToCome ?? []).length > 0)
    out.extraTurnsToCome = layout.extraTurnsToCome?.map((p) => names[p]);
  return out;
}
