/**
 * A file that begins in the game's starting sequence (103.5: the mulligans under way, before the first
 * turn): the top-level `mulligans` — the mulligans each player has taken, who has kept, the declarations of
 * the round under way and who has put cards on the bottom — checked (validate.ts), carried to the engine's
 * TableLayout (layout.ts) and back (save.ts). The engine checks what depends on the hands and the order of
 * play as the game is set up (engine/game/mulliganSetup.ts). `stopAt` turn 0 stops in it.
 */
import type { TableLayout } from "@roundtable/engine";
import type { Scenario } from "./schema.ts";

type Path = (string | number)[];

/**
 * validate.ts: the fields name players of the file — each once, none who has left the game (800.4a), none
 * who both kept and declares; a stop in turn 0 needs the file to begin in the mulligans.
 */
export function checkMulligans(
  scn: Scenario,
  err: (path: Path, message: string) => void,
  checkPlayer: (name: string, path: Path) => boolean,
): void {
  const m = scn.mulligans;
  if (m === undefined) {
    if (scn.stopAt?.turn === 0)
      err(
        ["stopAt", "turn"],
        'turn 0 is the mulligans (103.5), before the first turn: only a file that begins in them ("mulligans") stops there',
      );
    return;
  }
  const gone = (name: string): boolean => scn.players.some((p) => p.name === name && p.left !== undefined);
  const check = (name: string, path: Path): void => {
    if (checkPlayer(name, path) && gone(name))
      err(path, `${name} has left the game: they take no more part in the mulligans (800.4a)`);
  };
  for (const name of Object.keys(m.taken ?? {})) checkPlayer(name, ["mulligans", "taken", name]);
  for (const key of ["kept", "bottomed"] as const)
    (m[key] ?? []).forEach((name, i) => {
      check(name, ["mulligans", key, i]);
      if (m[key]!.indexOf(name) !== i) err(["mulligans", key, i], `${name} is listed twice`);
    });
  for (const name of Object.keys(m.declared ?? {})) {
    check(name, ["mulligans", "declared", name]);
    if ((m.kept ?? []).includes(name))
      err(["mulligans", "declared", name], `${name} has kept: they take no more mulligans (103.5)`);
  }
  (m.bottomed ?? []).forEach((name, i) => {
    if (!(m.kept ?? []).includes(name))
      err(
        ["mulligans", "bottomed", i],
        `${name} puts cards on the bottom only once they have kept (103.5): list them in "kept"`,
      );
  });
}

/**
 * layout.ts: the fields for the engine's layout, by seat (of the layout's players: bystanders too); the
 * declarations in turn order from `start`, the seat of the engine's starting player (805.3: with shared team
 * turns the starting team's primary player) — the order they are made in.
 */
export function layoutMulligans(scn: Scenario, layout: TableLayout, start: number): void {
  const m = scn.mulligans;
  if (m === undefined) return;
  const names = layout.players.map((p) => p.name);
  const seat = (name: string): number => names.indexOf(name);
  const out: NonNullable<TableLayout["mulligans"]> = {};
  const taken = names.map((name) => m.taken?.[name] ?? 0);
  if (taken.some((n) => n > 0)) out.taken = taken;
  if ((m.kept ?? []).length > 0) out.kept = m.kept!.map(seat);
  const inTurnOrder = (p: number): number => (p - start + names.length) % names.length;
  const declared = Object.entries(m.declared ?? {})
    .map(([name, what]) => ({ player: seat(name), keep: what === "keep" }))
    .sort((a, b) => inTurnOrder(a.player) - inTurnOrder(b.player));
  if (declared.length > 0) out.declared = declared;
  if ((m.bottomed ?? []).length > 0) out.bottomed = m.bottomed!.map(seat);
  layout.mulligans = out;
}

/** save.ts: the layout's fields for the file, by player name; none but an empty object before any. */
export function fileMulligans(layout: TableLayout, names: readonly string[]): Record<string, unknown> {
  const m = layout.mulligans;
  if (m === undefined) return {};
  const out: Record<string, unknown> = {};
  const taken = (m.taken ?? []).flatMap((n, seat) => (n > 0 ? [[names[seat], n] as const] : []));
  if (taken.length > 0) out.taken = Object.fromEntries(taken);
  if ((m.kept ?? []).length > 0) out.kept = m.kept!.map((p) => names[p]);
  if ((m.declared ?? []).length > 0)
    out.declared = Object.fromEntries(
      m.declared!.map((x) => [names[x.player], x.keep ? "keep" : "mulligan"]),
    );
  if ((m.bottomed ?? []).length > 0) out.bottomed = m.bottomed!.map((p) => names[p]);
  return { mulligans: out };
}
