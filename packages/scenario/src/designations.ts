/**
 * The monarch (725), the initiative (726) and dungeons (309) in a scenario file: the layout's `monarch`
 * and `initiative` (player names), each player's `dungeon` (`{"card": "Undercity", "room": "Forge"}`: the
 * room of their venture marker; `"at": 0`, its place in the command zone) and `completedDungeons`; and the
 * expectations of the same names.
 */
import type { CardDb, CardDef, Game, TableLayout } from "@roundtable/engine";
import { cardId } from "./names.ts";
import { type Scenario, type ScenarioPlayer, splitCopies } from "./schema.ts";

type Path = (string | number)[];

/** The objects a player's command zone holds before the dungeon is put there: the vanguard, `command`'s cards. */
function commandObjects(p: ScenarioPlayer): number {
  const listed = (p.command ?? []).reduce((n, e) => n + splitCopies(e).copies, 0);
  return (p.vanguard === undefined ? 0 : 1) + listed;
}

function dungeonDef(db: CardDb, name: string): CardDef | undefined {
  const id = cardId(db, name);
  const def = id === undefined ? undefined : db.get(id);
  return def?.types.includes("Dungeon") ? def : undefined;
}

/** validate.ts: the names the fields use are players, dungeon cards and their rooms. */
export function checkDesignations(
  scn: Scenario,
  db: CardDb,
  err: (path: Path, message: string) => void,
  checkPlayer: (name: string, path: Path) => boolean,
): void {
  if (scn.monarch !== undefined) checkPlayer(scn.monarch, ["monarch"]);
  if (scn.initiative !== undefined) checkPlayer(scn.initiative, ["initiative"]);
  const dungeon = (name: string, path: Path): CardDef | undefined => {
    const def = dungeonDef(db, name);
    if (def === undefined) err(path, `"${name}" is no dungeon card (309)`);
    return def;
  };
  scn.players.forEach((p, seat) => {
    (p.completedDungeons ?? []).forEach((c, i) => {
      dungeon(c, ["players", seat, "completedDungeons", i]);
    });
    if (p.dungeon === undefined) return;
    const def = dungeon(p.dungeon.card, ["players", seat, "dungeon", "card"]);
    const rooms = def?.rooms ?? [];
    if (def !== undefined && !rooms.some((r) => r.name === p.dungeon?.room))
      err(
        ["players", seat, "dungeon", "room"],
        `${def.name} has no room "${p.dungeon.room}" (rooms: ${rooms.map((r) => r.name).join(", ")})`,
      );
    const others = commandObjects(p);
    if (p.dungeon.at !== undefined && p.dungeon.at > others)
      err(
        ["players", seat, "dungeon", "at"],
        `must be from 0 to ${others} (the dungeon's place among the ${others} other objects of ${p.name}'s command zone, the vanguard then the cards of \`command\`, counted from 0), got ${p.dungeon.at}`,
      );
  });
  for (const [who, d] of Object.entries(scn.expect.dungeon ?? {})) {
    checkPlayer(who, ["expect", "dungeon", who]);
    if (d !== null) dungeon(d.card, ["expect", "dungeon", who, "card"]);
  }
  for (const key of ["monarch", "initiative"] as const) {
    const who = scn.expect[key];
    if (typeof who === "string") checkPlayer(who, ["expect", key]);
  }
}

/** layout.ts: the designations and dungeons for the engine's layout. */
export function layoutDesignations(scn: Scenario, db: CardDb, layout: TableLayout): void {
  const seat = (name: string) => scn.players.findIndex((p) => p.name === name);
  if (scn.monarch !== undefined) layout.monarch = seat(scn.monarch);
  if (scn.initiative !== undefined) layout.initiative = seat(scn.initiative);
  scn.players.forEach((p, i) => {
    const lp = layout.players[i];
    if (p.completedDungeons !== undefined)
      lp.completedDungeons = p.completedDungeons.map((c) => dungeonDef(db, c)?.id ?? c);
    if (p.dungeon === undefined) return;
    const def = dungeonDef(db, p.dungeon.card);
    if (def === undefined) throw new Error(`unknown dungeon "${p.dungeon.card}"`);
    lp.dungeon = { card: def.id, room: (def.rooms ?? []).findIndex((r) => r.name === p.dungeon?.room) };
    if (p.dungeon.at !== undefined) lp.dungeon.at = p.dungeon.at;
  });
}

/** expect.ts: who is the monarch, who has the initiative, each player's dungeon and room, completed ones. */
export function checkDesignationExpectations(
  scn: Scenario,
  db: CardDb,
  game: Game,
  check: (path: Path, expected: unknown, actual: unknown, what: string) => void,
): void {
  const s = game.state;
  const x = scn.expect;
  const names = s.players.map((p) => p.name);
  const nameOf = (p: number | undefined) => (p === undefined ? null : names[p]);
  if (x.monarch !== undefined) check(["monarch"], x.monarch, nameOf(s.monarch), "the monarch (725)");
  if (x.initiative !== undefined)
    check(["initiative"], x.initiative, nameOf(s.initiative), "the player with the initiative (726)");
  for (const [who, expected] of Object.entries(x.dungeon ?? {})) {
    const p = names.indexOf(who);
    const d = s.players[p].command.map((id) => s.objects[id]).find((o) => o.ventureRoom !== undefined);
    const def = d === undefined ? undefined : db.get(d.card);
    const actual =
      d === undefined || def === undefined
        ? null
        : { card: def.name, room: def.rooms?.[d.ventureRoom ?? 0].name };
    check(["dungeon", who], expected, actual, `${who}'s dungeon and venture marker (309.4)`);
  }
  for (const [who, expected] of Object.entries(x.completedDungeons ?? {})) {
    const done = s.players[names.indexOf(who)].completedDungeons ?? [];
    check(
      ["completedDungeons", who],
      expected,
      done.map((c) => db.get(c)?.name ?? c),
      `the dungeons ${who} completed (309.7)`,
    );
  }
}
