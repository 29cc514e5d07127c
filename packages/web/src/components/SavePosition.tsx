/**
 * "Save this position": a game's position as a scenario file (docs/scenarios.md), downloaded in one click —
 * at a table the position now, for the judge and for a player once the game is over or at a practice table
 * (every other seat a bot); in a finished game's replay the position at the step shown (ReplayPage). The
 * server says what the file holds (the position, or the beginning of its turn and why), or why nothing can
 * be saved; both are shown. Once saved, "Play on from here" starts a table from the file (docs/server.md § A
 * table from a position) — with "Fresh randomness" ticked, its libraries shuffled and new random numbers
 * drawn (the request's `freshRandomness`; off by default, a practice table replaying the file) — and goes to it, where the person sits down as at any table: their own seat — the
 * one they hold, or for a judge or a replay the first player still in the game — and the other people's
 * open, the bots' seats bots again, the table's settings carried over (playOn.ts).
 */
import { maySavePosition, type PositionTableInput, type SavedPosition } from "@roundtable/protocol";
import { useState } from "react";
import { api } from "../api.ts";
import { playOnSeats, playOnSettings, seatsOf } from "../playOn.ts";
import { navigate } from "../route.ts";
import { savedToken, saveJudgeToken } from "../seatTokens.ts";
import { useTable } from "../store.ts";
import { FreshRandomness, withFreshRandomness } from "./FreshRandomness.tsx";

/** The table page's button: the position now, for those who may save it. */
export function SavePosition(props: { table: string }) {
  const you = useTable((s) => s.you);
  const info = useTable((s) => s.info);
  if (!maySavePosition(you, info?.status, info?.seats ?? []) || info?.status === "waiting") return null;
  // The table as it is when "Play on from here" is clicked: its seats, the person's own, its settings.
  const playOn = (file: Record<string, unknown>): PositionTableInput => {
    const { info, you } = useTable.getState();
    const mine = you?.role === "player" ? you.seat : null;
    return {
      position: file,
      seats: seatsOf(playOnSeats(file, info?.seats ?? [], mine)),
      settings: playOnSettings(info?.settings),
    };
  };
  return (
    <SavePositionButton
      save={() => api.tablePosition(props.table, savedToken(props.table) ?? undefined)}
      playOn={playOn}
    />
  );
}

/**
 * The button: downloads the file `save` gets from the server, then shows its note or the refusal; with
 * `playOn` (the request for a table from the saved file), then offers "Play on from here".
 */
export function SavePositionButton(props: {
  save: () => Promise<SavedPosition>;
  playOn?: (file: Record<string, unknown>) => PositionTableInput | Promise<PositionTableInput>;
}) {
  const [said, setSaid] = useState<{ text: string; refused: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  /** The file saved last: "Play on from here" starts a table from it. */
  const [file, setFile] = useState<Record<string, unknown> | null>(null);
  const [playError, setPlayError] = useState<string | null>(null);
  /** "Fresh randomness" (the request's `freshRandomness`): off by default, the practice table's replay of the file. */
  const [fresh, setFresh] = useState(false);
  const save = async () => {
    setBusy(true);
    setFile(null);
    setPlayError(null);
    try {
      const saved = await props.save();
      const blob = new Blob([`${JSON.stringify(saved.file, null, 2)}\n`], { type: "application/json" });
      const a = document.createElement("a");
      a.href = URL.createObjectURL(blob);
      a.download = saved.filename;
      a.click();
      URL.revokeObjectURL(a.href);
      setSaid({ text: `Saved ${saved.filename}: ${saved.note}.`, refused: false });
      setFile(saved.file);
    } catch (e) {
      setSaid({ text: e instanceof Error ? e.message : String(e), refused: true });
    } finally {
      setBusy(false);
    }
  };
  const playOn = async () => {
    if (file === null || props.playOn === undefined) return;
    setBusy(true);
    setPlayError(null);
    try {
      const request = await props.playOn(file);
      const { id, judgeToken } = await api.create(withFreshRandomness(request, fresh));
      // As the create form does: the creator holds the judge token, and goes to the table to sit down.
      saveJudgeToken(id, judgeToken);
      navigate(`/table/${id}`);
    } catch (e) {
      setPlayError(e instanceof Error ? e.message : String(e));
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
      {file !== null && props.playOn !== undefined && (
        <>
          <FreshRandomness checked={fresh} onChange={setFresh} />
          <button type="button" disabled={busy} onClick={playOn}>
            Play on from here
          </button>
        </>
      )}
      {playError !== null && (
        <p role="alert" className="error">
          {playError}
        </p>
      )}
    </section>
  );
}
