/**
 * "Save this position": the game as it is now as a scenario file (docs/scenarios.md), downloaded in one
 * click — for the judge, and for a player once the game is over or at a practice table (every other seat a
 * bot). The server says what the file holds (the position now, or the beginning of its turn and why), or
 * why nothing can be saved; both are shown.
 */
import { useState } from "react";
import { maySave } from "../maySave.ts";
import { savedToken } from "../seatTokens.ts";
import { useTable } from "../store.ts";

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
