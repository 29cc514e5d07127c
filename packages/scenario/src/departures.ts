/**
 * Players who have left the game (800.4) in a scenario file: a player's `left`. They list no cards but in
 * the ante zone (800.4a, 800.4n), and nothing in the file names them as still there — a permanent's
 * controller, `controlledBy` or territory, the player an effect in its `effects` gives it to, the starting
 * player, the monarch, the initiative (and the player an Aura is attached to: enchantedPlayers.ts); no
 * commander damage is dealt them (903.10a: it counted toward their losing, 800.4). The
 * engine says why (`departedProblems`); what depends on the whole table — teammates who leave with them
 * (810.8a, 809.5b), a game that would be over (104.2a) — is checked as the game is set up, at each table size.
 */
import { cardsListed, departedProblems } from "@roundtable/engine";
import type { Scenario } from "./schema.ts";

type Path = (string | number)[];

/** validate.ts: reports each problem at its path. */
export function checkDepartures(scn: Scenario, err: (path: Path, message: string) => void): void {
  const departed = new Set(scn.players.filter((p) => p.left !== undefined).map((p) => p.name));
  if (departed.size === 0) return;
  scn.players.forEach((p, seat) => {
    if (p.left !== undefined)
      for (const field of cardsListed(p)) err(["players", seat, field], departedProblems.cards(p.name));
    // 903.10a, 800.4: the commander damage dealt a player counts toward their losing, which they have.
    if (p.left !== undefined && Object.keys(p.commanderDamage ?? {}).length > 0)
      err(["players", seat, "commanderDamage"], departedProblems.commanderDamage(p.name));
    (p.battlefield ?? []).forEach((e, i) => {
      if (typeof e === "string") return;
      for (const key of ["controller", "controlledBy", "territory"] as const) {
        const who = [e[key] ?? []].flat().find((x) => departed.has(x));
        if (who !== undefined) err(["players", seat, "battlefield", i, key], departedProblems[key](who));
      }
      // 800.4a: control given to a player ended as they left; other effects of theirs last (800.4m).
      e.effects?.forEach((x, k) => {
        if (x.control === true && departed.has(x.by))
          err(["players", seat, "battlefield", i, "effects", k, "by"], departedProblems.controlledBy(x.by));
      });
    });
  });
  const first = scn.players[0]?.name;
  if (scn.start === undefined && departed.has(first))
    err(
      ["start"],
      `${departedProblems.start(first)}: name another player in "start" (the first player takes the file's first turn)`,
    );
  for (const key of ["start", "monarch", "initiative"] as const) {
    const who = scn[key];
    if (who !== undefined && departed.has(who)) err([key], departedProblems[key](who));
  }
}
