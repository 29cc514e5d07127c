/**
 * "Save this position": a game's position as a scenario file (docs/scenarios.md), downloaded in one click —
 * at a table the position now, for the judge and for a player once the game is over or at a practice table
 * (every other seat a bot); in a finished game's replay the position at the step shown (ReplayPage). The
 * server says what the file holds (the position, or the beginning of its turn and why), or why nothing can
 * be saved; both are shown.
 */
import type { SavedPosition } from "@roundtable/protocol";
import { useState } from "react";
import { api } from "../api.ts";
import { maySave } from "../maySave.ts";
import { savedToken } from "../seatTokens.ts";
import { useTable } from "../store.ts";

/** The table page's button: the position now, for those who may save it. */
export function SavePosition(props: { table: string }) {
  const you = useTable((s) => s.you);
  const info = useTable((s) => s.info);
  if (!maySave(you, info?.status, info?.seats ?? []) || info?.status === "waiting") return null;
  return (
    <SavePositionButton save={() => api.tablePosition(props.table, savedToken(props.table) ?? undefined)} />
  );
}

/** The button: downloads the file `save` gets from the server, then shows its note or the refusal. */
export function SavePositionButton(props: { save: () => Promise<SavedPosition> }) {
  const [said, setSaid] = useState<{ text: string; refused: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const saved = await props.save();
      const blob = new Blob([`${JSON.stringify(saved.file, null, 2)}\n`], { type: "application/json" });
      const a = document.createElement("a");
      a.href = URL.createObjectURL(blob);
      a.download = saved.filename;
      a.click();
      URL.revokeObjectURL(a.href);
      setSaid({ text: `Saved ${saved.filename}: ${saved.note}.`, refused: false });
    } catch (e) {
      setSaid({ text: e instanceof Error ? e.message : String(e), refused: true });
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
