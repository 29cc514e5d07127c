/**
 * 509.1b: an effect says the permanent can't be blocked (Rogue's Passage: "Target creature can't be blocked this
 * turn."), as the table view tells everyone (`cantBeBlocked`).
 */
export function Unblockable() {
  return (
    <span className="unblockable" title="An effect says it can't be blocked (509.1b)">
      {" "}
      can't be blocked
    </span>
  );
}
