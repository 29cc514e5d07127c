/** The seat rail (Seats.tsx) rendered from a real view, and a seat card found by its player's name. */
import type { PlayerView } from "@roundtable/engine";
import { render, screen } from "@testing-library/react";
import { Seats } from "../src/components/Seats.tsx";
import { seatEntries, sharedOf, summarise } from "../src/table/seating.ts";

export function renderSeats(view: PlayerView, onFocus: (seat: number) => void = () => {}) {
  const sums = summarise(view);
  return render(
    <Seats
      entries={seatEntries(view, sums)}
      sums={sums}
      shared={sharedOf(view)}
      focus={null}
      onFocus={onFocus}
    />,
  );
}

/** The seat card of the player named `name` (its aria-label, "(you)" for the viewer). */
export const seat = (name: string) =>
  screen.getByRole("listitem", { name: new RegExp(`^${name}( \\(you\\))?$`) });
