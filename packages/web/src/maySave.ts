/** Who may save a table's position ("Save this position"; the server checks the same, http/position.ts). */

/** Whether the page's role may save: the judge; a player once over or with only bots at the other seats. */
export function maySave(
  you: { role: string; seat: number | null } | null,
  status: string | undefined,
  seats: { seat: number; kind: string }[],
): boolean {
  if (you === null) return false;
  if (you.role === "judge") return true;
  if (you.role !== "player") return false;
  return status === "over" || seats.every((s) => s.seat === you.seat || s.kind === "bot");
}
