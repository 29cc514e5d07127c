/**
 * A table's seats on one line (table/teams.ts), as the lobby's lists say them: team by team where the seats
 * have teams (102.3), one by one where they have none; the lobby's open tables say them only where a seat
 * has a team or a role (809.2 an emperor, 904.2a the archenemy, 904.12b every seat of a Supervillain Rumble),
 * each seat's role in the words of the waiting screen (seatWords).
 */
import type { SeatRole } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { seatsLine, seatWords, teamsOrRolesLine } from "../src/table/teams.ts";

interface Seat {
  who: string;
  team?: number;
  role?: SeatRole;
}

/** Seats named `who`, each with team `teams[i]` and role `roles[i]` where given (as TableInfo's seats). */
const seats = (who: string[], teams: number[] | null, roles: (SeatRole | null)[] = []): Seat[] =>
  who.map((w, i) => ({
    who: w,
    ...(teams === null ? {} : { team: teams[i] }),
    ...(roles[i] == null ? {} : { role: roles[i] as SeatRole }),
  }));
const say = (s: Seat) => seatWords(s.who, s);

describe("teamsOrRolesLine: the lobby's line of a table's seats", () => {
  it("904.2a Archenemy: the archenemy alone on the first team, named so; every other player on the other", () => {
    // The server's TableInfo of a four-seat Archenemy table (seatTeams.ts: teams [0, 1, 1, 1], seat 0's role).
    const archenemy = seats(["open", "Ben", "open", "Bot 4"], [0, 1, 1, 1], ["archenemy"]);
    expect(teamsOrRolesLine(archenemy, say)).toBe("Team A: open (archenemy) · Team B: Ben, open, Bot 4");
  });

  it("904.12b Supervillain Rumble: no teams, every seat an archenemy's — each seat says it, one by one", () => {
    const rumble = seats(["open", "Ben", "open", "Bot 4"], null, [
      "archenemy",
      "archenemy",
      "archenemy",
      "archenemy",
    ]);
    expect(teamsOrRolesLine(rumble, say)).toBe(
      "open (archenemy), Ben (archenemy), open (archenemy), Bot 4 (archenemy)",
    );
  });

  it("809.2 Emperor: each team's emperor in the middle of it", () => {
    const emperor = seats(
      ["open", "open", "Ann", "open", "Ben", "open"],
      [0, 0, 0, 1, 1, 1],
      [null, "emperor", null, null, "emperor", null],
    );
    expect(teamsOrRolesLine(emperor, say)).toBe(
      "Team A: open, open (emperor), Ann · Team B: open, Ben (emperor), open",
    );
  });

  it("806 Free-for-All: no teams and no roles — no line (the list says how many seats are open)", () => {
    expect(teamsOrRolesLine(seats(["open", "Ben", "open", "Bot 4"], null), say)).toBeNull();
  });
});

describe("seatsLine: a game's seats on one line, whatever they have", () => {
  it("102.3: team by team where there are teams, one by one where there are none", () => {
    expect(seatsLine(seats(["Ann", "Ben", "Cat", "Dan"], [0, 0, 1, 1]), say)).toBe(
      "Team A: Ann, Ben · Team B: Cat, Dan",
    );
    expect(seatsLine(seats(["Ann", "Ben", "Cat"], null), say)).toBe("Ann, Ben, Cat");
  });
});
