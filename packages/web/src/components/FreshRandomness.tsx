/**
 * "Fresh randomness" for a table from a saved position (the create request's `freshRandomness`; docs/server.md
 * § A table from a position): a checkbox, off by default — the practice table, which replays the file's
 * libraries and random numbers exactly —, with its one line of explanation. Ticked, the server shuffles the
 * libraries (103.3) and seeds the game anew. Offered by "Play on from here" (SavePosition.tsx) and by the
 * create form's "Start from a saved position" (CreateTable.tsx).
 */
import type { PositionTableInput } from "@roundtable/protocol";
import { useId } from "react";

/** The checkbox and its line. */
export function FreshRandomness(props: { checked: boolean; onChange: (checked: boolean) => void }) {
  const line = `${useId()}-fresh`;
  return (
    <>
      <label>
        <input
          type="checkbox"
          checked={props.checked}
          aria-describedby={line}
          onChange={(e) => props.onChange(e.target.checked)}
        />
        Fresh randomness
      </label>
      <p id={line}>
        Shuffle the libraries and draw new random numbers: nobody, not even whoever saved the position, knows
        what comes next.
      </p>
    </>
  );
}

/** The request with `freshRandomness: true` where the box is ticked; as it is (no field) where it isn't. */
export function withFreshRandomness(request: PositionTableInput, fresh: boolean): PositionTableInput {
  return fresh ? { ...request, freshRandomness: true } : request;
}
