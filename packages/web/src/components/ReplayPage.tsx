/**
 * A finished game's replay: its record stepped through forward and back (buttons, ← → Home End, a slider
 * and a step field), from any seat's view or the judge's (every hand). The server replays the record
 * (GET /api/games/:id/replay): the browser runs no engine, it shows the view with the table's Board. "Save
 * this position" downloads the position at the step shown as a scenario file (GET /api/games/:id/position),
 * and then offers "Play on from here": a table from it (SavePosition.tsx). What the step told sits beside
 * the game's chat up to that step as "View as"'s seat read it (ReplayChat.tsx), as the live table's log
 * beside its chat.
 */
import {
  answerSentence,
  type PositionTableInput,
  type ReplayStep,
  type ReplayViewer,
} from "@roundtable/protocol";
import { useEffect, useMemo, useState } from "react";
import { api } from "../api.ts";
import { logTeams, NO_TEAMS } from "../log/teams.ts";
import { LogWriter } from "../log/writer.ts";
import { replayPath } from "../paths.ts";
import { playOnSeats, playOnSettings, seatsOf } from "../playOn.ts";
import { clampStep, stepForKey } from "../replay/stepKeys.ts";
import { navigate } from "../route.ts";
import { summarise } from "../table/seating.ts";
import { Board } from "./Board.tsx";
import { Link } from "./Link.tsx";
import { LogChatTabs } from "./LogAndChat.tsx";
import { OtherHands } from "./OtherHands.tsx";
import { ReplayChat, useGameChat } from "./ReplayChat.tsx";
import { SavePositionButton } from "./SavePosition.tsx";
import "./replay.css";

export function ReplayPage(props: { game: string; step: number; as: ReplayViewer }) {
  const { game, step, as } = props;
  const [shown, setShown] = useState<ReplayStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [focus, setFocus] = useState<number | null>(null);
  const talk = useGameChat(game, as);
  useEffect(() => {
    let current = true;
    api.replay(game, step, as).then(
      (r) => {
        if (!current) return;
        setShown(r);
        setError(null);
      },
      (e: Error) => current && setError(e.message),
    );
    return () => {
      current = false;
    };
  }, [game, step, as]);
  const steps = shown?.steps ?? 0;
  const go = (to: number, viewer: ReplayViewer = as) => navigate(replayPath(game, to, viewer), true);
  useStepKeys(step, steps, go);

  const view = shown?.view ?? null;
  const sums = useMemo(() => (view === null ? [] : summarise(view)), [view]);
  const name = (p: number) => view?.players[p]?.name ?? `seat ${p + 1}`;
  // The game's teams (102.3: public): the log's lines of a team, and "View as"'s seats.
  const teams = useMemo(() => (view === null ? NO_TEAMS : logTeams(view)), [view]);
  // The step's events as the log writes them (what the view shows naming the permanents' controllers).
  const events = useMemo(() => {
    if (view === null) return [];
    const writer = new LogWriter();
    writer.seeObjects(view);
    const names = view.players.map((p) => p.name);
    return writer.write(shown?.events ?? [], names, teams).map((l) => l.text);
  }, [view, shown, teams]);
  const object = (id: number) => view?.battlefield.find((p) => p.id === id)?.name ?? "a permanent";
  const answered = shown?.answered ?? null;
  // What was answered comes first where the events don't already tell it (a cast, a land played):
  // always when the viewer knows the answer (the judge, the player who gave it).
  const said =
    answered !== null && (events.length === 0 || answered.answer !== undefined)
      ? answerSentence(answered, { player: name, object })
      : null;
  const lines = said === null ? events : [said, ...events];
  const others = view === null ? [] : view.players.filter((p) => p.seat !== view.viewer).map((p) => p.seat);
  // The judge has no opponents: the first player still in the game is in focus.
  const playing = others.filter((seat) => view?.players[seat]?.left !== true);
  const focused =
    focus !== null && others.includes(focus)
      ? focus
      : (view?.opponents[0] ?? playing[0] ?? others[0] ?? null);
  return (
    <main className="table replay">
      <header>
        <Link to="/">Lobby</Link>
        <h1>Replay</h1>
        <label>
          View as{" "}
          <select
            value={String(as)}
            onChange={(e) => {
              // The keys step the replay again at once (a focused select would take the arrows).
              e.target.blur();
              go(step, e.target.value === "judge" ? "judge" : Number(e.target.value));
            }}
          >
            <option value="judge">Judge (every hand)</option>
            {/* Each seat with its team where the game has teams (102.3: public), as the seats name it. */}
            {view?.players.map((p) => {
              const team = teams.name(p.seat);
              return (
                <option key={p.seat} value={p.seat}>
                  Seat {p.seat + 1}: {p.name}
                  {team === null ? "" : ` (${team})`}
                </option>
              );
            })}
          </select>
        </label>
      </header>
      <section className="replay-controls" aria-label="Steps">
        <button type="button" onClick={() => go(0)} disabled={step === 0} aria-label="First step">
          |◀
        </button>
        <button type="button" onClick={() => go(step - 1)} disabled={step === 0} aria-label="Step back">
          ◀
        </button>
        <button
          type="button"
          onClick={() => go(step + 1)}
          disabled={shown === null || step >= steps}
          aria-label="Step forward"
        >
          ▶
        </button>
        <button
          type="button"
          onClick={() => go(steps)}
          disabled={shown === null || step >= steps}
          aria-label="Last step"
        >
          ▶|
        </button>
        <input
          type="range"
          aria-label="Step slider"
          min={0}
          max={steps}
          value={Math.min(step, steps)}
          onChange={(e) => go(clampStep(e.target.value, steps) ?? step)}
        />
        <label>
          Step{" "}
          <input
            type="number"
            aria-label="Step"
            min={0}
            max={steps}
            value={step}
            onKeyDown={(e) => {
              if (e.key === "Enter") e.currentTarget.blur();
            }}
            onChange={(e) => {
              const to = clampStep(e.target.value, steps);
              if (to !== null) go(to);
            }}
          />{" "}
          <span className="steps">of {steps}</span>
        </label>
      </section>
      {/* Keyed by the step: what was said of another step's file is gone when the step changes. */}
      <SavePositionButton key={step} save={() => api.gamePosition(game, step)} playOn={playOnFrom(game)} />
      {error !== null && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <LogChatTabs
        label="This step and chat"
        logTab="This step"
        log={
          <section className="replay-events" aria-label="This step" aria-live="polite">
            {lines.length === 0 ? (
              <p className="empty">
                Step {step}
                {shown?.by != null ? `: ${name(shown.by)} acted` : ""} — nothing more to tell from this view.
              </p>
            ) : (
              <ul>
                {lines.map((l, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a step's lines never change order
                  <li key={i}>{l}</li>
                ))}
              </ul>
            )}
          </section>
        }
        chat={(open) => (
          <ReplayChat
            {...talk}
            step={step}
            view={view}
            shown={open}
            as={as}
            team={as === "judge" ? null : teams.name(as)}
          />
        )}
        unread={talk.chat?.lines.filter((l) => l.after === step).length ?? 0}
      />
      {view !== null && <Board view={view} sums={sums} focus={focused} onFocus={setFocus} />}
      {view !== null && <OtherHands view={view} />}
    </main>
  );
}

/**
 * "Play on from here" in a replay: a table from the saved file, the game's table's seats and settings
 * carried over (its info: a finished table is answered too) — the first player still in the game open for
 * the person, the other people's seats open, the bots' bots.
 */
function playOnFrom(game: string) {
  return async (file: Record<string, unknown>): Promise<PositionTableInput> => {
    const info = await api.table(game);
    return {
      position: file,
      seats: seatsOf(playOnSeats(file, info.seats, null)),
      settings: playOnSettings(info.settings),
    };
  };
}

/** ← → Home End step the replay (not while typing in a field, moving the slider, or on the tabs). */
function useStepKeys(step: number, steps: number, go: (to: number) => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t !== null && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA")) return;
      // Taken already: ← → on the focused tabs of the step and the chat go from tab to tab.
      if (e.defaultPrevented) return;
      const to = stepForKey(e.key, step, steps);
      if (to === null || to === step) return;
      e.preventDefault();
      go(to);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [step, steps, go]);
}
