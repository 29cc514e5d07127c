/**
 * "Save this position": the game as it is now as a scenario file (docs/scenarios.md), downloaded in one
 * click — for the judge, and for a player once the game is over or at a practice table (every other seat a
 * bot). The server says what the file holds (the position now, or the beginning of its turn and why), or
 * why nothing can be saved; both are shown.
 */
import { useState } from "react";
import { savedToken } from "../seatTokens.ts";
import { useTable } from "../store.ts";

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

export function SavePosition(props: { table: string }) {
  const you = useTable((s) => s.you);
  const info = useTable((s) => s.info);
  const [said, setSaid] = useState<{ text: string; refused: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!maySave(you, info?.status, info?.seats ?? []) || info?.status === "waiting") return null;
  const save = async () => {
    setBusy(true);
    try {
      const token = savedToken(props.table);
      const res = await fetch(`/api/tables/${props.table}/position`, {
        headers: token === null ? {} : { authorization: `Bearer ${token}` },
      });
      const body = await res.json();
      if (!res.ok) {
        setSaid({ text: body.error?.message ?? `refused (${res.status})`, refused: true });
        return;
      }
      const blob = new Blob([`${JSON.stringify(body.file, null, 2)}\n`], { type: "application/json" });
      const a = document.createElement("a");
      a.href = URL.createObjectURL(blob);
      a.download = body.filename;
      a.click();
      URL.revokeObjectURL(a.href);
      setSaid({ text: `Saved ${body.filename}: ${body.note}.`, refused: false });
    } catch (e) {
      setSaid({ text: String(e), refused: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="save-position" aria-label="Save this position">
      <button type="button" disabled={busy} onClick={save}>
        Save this position
      </button>
      {said !== null && (
        <p role={said.refused ? "alert" : "status"} className={said.refused ? "error" : "saved"}>
          {said.text}
        </p>
      )}
    </section>
  );
}
