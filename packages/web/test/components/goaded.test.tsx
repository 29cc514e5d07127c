// @vitest-environment happy-dom
/**
 * The goaded designation (701.15) at the web table (Goaded.tsx, on a card): a view of a real engine game,
 * the scenario in which A (Jeering Homunculus) and B (Taunting Kobold) both goad D's Hill Giant (701.15c),
 * stopped in D's turn — the table view lists both goaders, and the card says so.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { cardDb } from "@roundtable/cards";
import { parseScenario, runScenario } from "@roundtable/scenario";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Card } from "../../src/components/Card.tsx";
import { Goaded } from "../../src/components/Goaded.tsx";

afterEach(cleanup);

const FILE = resolve(
  import.meta.dirname,
  "../../../../scenarios/701-keyword-actions/701.15c-goaded-by-two-players-attacks-the-third-jeering-homunculus-taunting-kobold.json",
);

describe("701.15 a goaded creature at the table", () => {
  const parsed = parseScenario(JSON.parse(readFileSync(FILE, "utf8")), cardDb);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const run = runScenario(parsed.scenario, cardDb);
  const view = run.game!.view(3);
  const name = (seat: number) => view.players[seat].name;
  const giant = view.battlefield.find((p) => p.name === "Hill Giant")!;

  it("the table view names every player who goaded it, and only goaded permanents carry it", () => {
    expect(run.passed).toBe(true);
    expect(giant.goadedBy).toEqual([0, 1]);
    expect(view.battlefield.filter((p) => p.goadedBy !== undefined).map((p) => p.name)).toEqual([
      "Hill Giant",
    ]);
  });

  it("the card shows who goaded it, with the requirement in its title", () => {
    render(<Card card={giant} marker={<Goaded goadedBy={giant.goadedBy!} name={name} />} />);
    const marker = screen.getByText(/goaded by/);
    expect(marker.textContent).toBe(" goaded by A and B");
    expect(marker.getAttribute("title")).toBe(
      "Goaded (701.15b): attacks each combat if able, and a player other than A and B if able",
    );
    expect(marker.getAttribute("data-goaded-by")).toBe("0,1");
  });

  it("one goader is named alone", () => {
    render(<Goaded goadedBy={[2]} name={name} />);
    expect(screen.getByText(/goaded by/).textContent).toBe(" goaded by C");
  });
});
