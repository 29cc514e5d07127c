/**
 * The goaded designation (701.15) on a permanent: who goaded it. A goaded creature attacks each combat if
 * able and attacks a player other than each of them if able (701.15b), until their next turn.
 */
export function Goaded(props: { goadedBy: readonly number[]; name: (seat: number) => string }) {
  const names = props.goadedBy.map(props.name);
  const list = names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return (
    <span
      className="goaded"
      data-goaded-by={props.goadedBy.join(",")}
      title={`Goaded (701.15b): attacks each combat if able, and a player other than ${list} if able`}
    >
      {" "}
      goaded by {list}
    </span>
  );
}
