/** The open decision: its prompt (announced to screen readers) and the controls its kind needs. */
import type { Decision, DefenderRef, PlayerView } from "@roundtable/engine";
import type { PassUntilKind } from "@roundtable/protocol";
import { actionButton } from "../decision/actionButton.ts";
import { isYesNo, moveItem, setAmount, togglePick } from "../decision/draft.ts";
import { pilesOf } from "../decision/piles.ts";
import { promptContext, ruleLine } from "../decision/prompts.ts";
import { OrderList } from "./OrderList.tsx";
import type { DecisionHandle } from "./useDecision.ts";

const PASS_UNTIL: [PassUntilKind, string][] = [
  ["end-of-turn", "Pass until end of turn"],
  ["my-turn", "Pass until my turn"],
  ["something-happens", "Pass until something happens"],
];

/**
 * The label of a `number` decision's input, by purpose: X (107.3), multikicker's times (702.33c), assist's mana
 * (702.132a), the cards to draw of "up to N".
 */
const NUMBER_LABELS: Record<Extract<Decision, { kind: "number" }>["purpose"], string> = {
  x: "X",
  multikicker: "Times",
  assist: "Mana to pay",
  draws: "Cards to draw",
};

export function DecisionPanel(props: { handle: DecisionHandle; view: PlayerView }) {
  const { handle, view } = props;
  const d = handle.decision;
  const { draft, setDraft } = handle;
  const who = (x: DefenderRef) =>
    "player" in x
      ? (view.players[x.player]?.name ?? `seat ${x.player}`)
      : (view.battlefield.find((p) => p.id === x.planeswalker)?.name ?? "a planeswalker");
  const objName = (id: number) => view.battlefield.find((p) => p.id === id)?.name ?? `#${id}`;
  // Another player's creature (a teammate's, in a team's one attack or block with shared team turns, 805.10).
  const whose = (id: number) => {
    const c = view.battlefield.find((p) => p.id === id)?.controller;
    return c === undefined || c === view.viewer ? "" : ` (${view.players[c]?.name ?? `seat ${c + 1}`})`;
  };
  const confirm = (label: string) => (
    <button type="button" className="confirm" disabled={handle.sent} onClick={() => handle.confirm()}>
      {label}
    </button>
  );

  const rule = ruleLine(d, promptContext(view, d));
  const body = () => {
    switch (d.kind) {
      case "priority": {
        const action = (i: number) => (
          <button
            type="button"
            key={`${i}-${d.actions[i].type}`}
            disabled={handle.sent}
            onClick={() => handle.send({ choice: i })}
          >
            {i + 1}. {actionButton(d.actions[i], view)}
          </button>
        );
        // Mana abilities (605) folded: a land or rock is tapped by clicking it, or paid for as a cost asks;
        // a dozen "Activate Swamp" buttons filled a phone's screen.
        const mana = d.actions.flatMap((a, i) => (a.type === "activate" && a.mana ? [i] : []));
        return (
          <>
            <div className="options">{d.actions.map((_, i) => (mana.includes(i) ? null : action(i)))}</div>
            {mana.length > 0 && (
              <details className="mana-abilities">
                <summary>Mana abilities ({mana.length})</summary>
                <div className="options">{mana.map(action)}</div>
              </details>
            )}
            <div className="pass-until">
              {PASS_UNTIL.map(([until, label]) => (
                <button
                  type="button"
                  key={until}
                  disabled={handle.sent}
                  onClick={() => handle.passUntil(until)}
                >
                  {label}
                </button>
              ))}
            </div>
          </>
        );
      }
      case "choose": {
        const piles = pilesOf(d, draft);
        // One click answers a yes/no: "you may", pay or not, one of two piles (a Confirm after it was one
        // click too many); a choice of several takes picks, then Confirm.
        const yesNo = isYesNo(d);
        return (
          <>
            {piles !== null && (
              <div className="piles">
                {piles.piles.map((pile, k) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: pile 1 and pile 2
                  <section key={k} aria-label={`Pile ${k + 1}`} className="pile">
                    <h3>Pile {k + 1}</h3>
                    {pile.length === 0 ? <span className="empty">(empty)</span> : pile.join(", ")}
                  </section>
                ))}
              </div>
            )}
            {yesNo && (
              <div className="options yes-no">
                {d.options.map((o, i) => (
                  <button
                    type="button"
                    // biome-ignore lint/suspicious/noArrayIndexKey: an option is its index in the decision
                    key={`${i}-${o.label}`}
                    disabled={handle.sent}
                    onClick={() => handle.send({ choices: [i] })}
                  >
                    {i + 1}. {o.label}
                  </button>
                ))}
              </div>
            )}
            {!yesNo && (
              <>
                <div className={`options${d.purpose === "modes" ? " modes" : ""}`}>
                  {d.options.map((o, i) => (
                    <button
                      type="button"
                      // biome-ignore lint/suspicious/noArrayIndexKey: an option is its index in the decision
                      key={`${i}-${o.label}`}
                      aria-pressed={draft.picks.includes(i)}
                      onClick={() => setDraft(togglePick(d, draft, i))}
                    >
                      {i + 1}. {o.label}
                    </button>
                  ))}
                </div>
                {confirm(`Confirm (${draft.picks.length} chosen)`)}
              </>
            )}
          </>
        );
      }
      case "number":
        return (
          <>
            <label>
              {NUMBER_LABELS[d.purpose]} ({d.min}–{d.max}){" "}
              <input
                type="number"
                min={d.min}
                max={d.max}
                value={draft.value}
                onChange={(e) => setDraft({ ...draft, value: Number(e.target.value) })}
              />
            </label>
            {confirm("Confirm")}
          </>
        );
      case "mulligan":
        return (
          <div className="options">
            <button type="button" disabled={handle.sent} onClick={() => handle.send({ keep: true })}>
              Keep {d.handSize}
            </button>
            <button type="button" disabled={handle.sent} onClick={() => handle.send({ keep: false })}>
              Mulligan
            </button>
          </div>
        );
      case "order":
        return (
          <>
            <OrderList
              labels={draft.order.map((item) => d.items[item]?.label ?? `#${item}`)}
              items={draft.order}
              move={(at, by) => setDraft(moveItem(draft, at, by))}
            />
            {confirm("Confirm the order")}
          </>
        );
      case "divide":
      case "damage":
        return (
          <>
            <p>Assign {d.amount}</p>
            {d.recipients.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an option is its index in the decision
              <label key={`${i}-${r.label}`}>
                {r.label}
                {"lethal" in r ? ` (lethal ${r.lethal})` : ""}{" "}
                <input
                  type="number"
                  min={0}
                  value={draft.amounts[i] ?? 0}
                  onChange={(e) => setDraft(setAmount(draft, i, Number(e.target.value)))}
                />
              </label>
            ))}
            {confirm("Assign")}
          </>
        );
      case "attackers":
        return (
          <>
            <p>Click a creature, then the player it attacks.</p>
            <Pairs
              rows={d.candidates.map((c) => {
                const declared = draft.attacks.find((a) => a.attacker === c.attacker);
                return {
                  key: c.attacker,
                  name: `${c.name}${whose(c.attacker)}${c.mustAttack ? " (must attack)" : ""}`,
                  chosen: declared === undefined ? null : `attacks ${who(declared.defender)}`,
                  options: c.defenders.map((x) => ({
                    key: JSON.stringify(x),
                    label: `attack ${who(x)}`,
                    pick: () =>
                      setDraft({
                        ...draft,
                        attacks: [...draft.attacks, { attacker: c.attacker, defender: x }],
                      }),
                  })),
                };
              })}
            />
            {confirm(draft.attacks.length === 0 ? "No attack" : `Attack with ${draft.attacks.length}`)}
          </>
        );
      case "blockers":
        return (
          <>
            <p>Click a creature that can block, then the attacker it blocks.</p>
            <Pairs
              rows={d.candidates.map((c) => {
                const block = draft.blocks.find((b) => b.blocker === c.blocker);
                return {
                  key: c.blocker,
                  name: `${c.name}${whose(c.blocker)}`,
                  chosen: block === undefined ? null : `blocks ${objName(block.attacker)}`,
                  options: c.attackers.map((a) => ({
                    key: String(a),
                    label: `block ${objName(a)}`,
                    pick: () =>
                      setDraft({ ...draft, blocks: [...draft.blocks, { blocker: c.blocker, attacker: a }] }),
                  })),
                };
              })}
            />
            {confirm(draft.blocks.length === 0 ? "No block" : `Block with ${draft.blocks.length}`)}
          </>
        );
    }
  };

  return (
    <section
      className="decision"
      aria-labelledby="prompt"
      data-decision={d.id}
      data-kind={d.kind}
      data-min={d.kind === "choose" ? d.min : undefined}
    >
      <h2 id="prompt" aria-live="polite">
        {d.prompt}
      </h2>
      {rule !== null && <p className="rule">{rule}</p>}
      {body()}
      {d.back === true && (
        <button
          type="button"
          className="back"
          disabled={handle.sent}
          onClick={() => handle.back()}
          aria-keyshortcuts="Escape"
        >
          Back (Esc)
        </button>
      )}
    </section>
  );
}

/** Attackers or blockers: each creature with what it was paired with, or a button for each choice it has. */
function Pairs(props: {
  rows: {
    key: number;
    name: string;
    chosen: string | null;
    options: { key: string; label: string; pick: () => void }[];
  }[];
}) {
  return (
    <ul className="combat">
      {props.rows.map((r, n) => (
        <li key={r.key} data-object={r.key}>
          {n + 1}. {r.name}:{" "}
          {r.chosen ??
            r.options.map((o) => (
              <button type="button" key={o.key} onClick={o.pick}>
                {o.label}
              </button>
            ))}
        </li>
      ))}
    </ul>
  );
}
