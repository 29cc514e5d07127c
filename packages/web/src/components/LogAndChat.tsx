/**
 * The game log and the table's chat, as two tabs sharing one place (the side column; on a phone, the end of
 * the page): the log shown first; while the chat is not shown, its tab counts the lines others said since
 * it was last seen, but those of speakers the reader muted (and a screen reader hears how many). Both stay mounted: the log keeps its filters. The
 * tabs alone (LogChatTabs) hold a replay's step and its chat too (ReplayPage.tsx).
 */
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { unreadCount } from "../chat.ts";
import { useTable } from "../store.ts";
import { Chat } from "./Chat.tsx";
import { GameLog } from "./GameLog.tsx";

type Tab = "log" | "chat";
const TABS: Tab[] = ["log", "chat"];

/** The live table's: its log, and its chat with an input. */
export function LogAndChat() {
  const chat = useTable((s) => s.chat);
  const read = useTable((s) => s.chatRead);
  const you = useTable((s) => s.you);
  const muted = useTable((s) => s.muted);
  const readChat = useTable((s) => s.readChat);
  // Called while the chat is shown, again as each line comes: the lines shown count as read.
  const seen = useCallback(() => {
    if (chat.length > 0) readChat();
  }, [chat, readChat]);
  return (
    <LogChatTabs
      label="Log and chat"
      logTab="Log"
      log={<GameLog />}
      chat={(shown) => <Chat shown={shown} />}
      unread={unreadCount(chat, read, you, muted)}
      onChatShown={seen}
    />
  );
}

/**
 * The two tabs and their panels: `log` first (its tab named `logTab`), `chat` given whether it is shown;
 * `unread` lines counted on the chat's tab while it is not; `onChatShown` called while it is (and again
 * whenever it changes).
 */
export function LogChatTabs(props: {
  label: string;
  logTab: string;
  log: ReactNode;
  chat: (shown: boolean) => ReactNode;
  unread?: number;
  onChatShown?: () => void;
}) {
  const [tab, setTab] = useState<Tab>("log");
  const { onChatShown } = props;
  const id = useId();
  const unread = tab === "chat" ? 0 : (props.unread ?? 0);
  useEffect(() => {
    if (tab === "chat") onChatShown?.();
  }, [tab, onChatShown]);
  // ← and → (Home, End) go from tab to tab (the WAI-ARIA tabs pattern), the focus with them.
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const at = TABS.indexOf(tab);
    const to =
      e.key === "ArrowRight"
        ? TABS[(at + 1) % TABS.length]
        : e.key === "ArrowLeft"
          ? TABS[(at + TABS.length - 1) % TABS.length]
          : e.key === "Home"
            ? TABS[0]
            : e.key === "End"
              ? TABS[TABS.length - 1]
              : null;
    if (to === null) return;
    e.preventDefault();
    setTab(to);
    document.getElementById(`${id}-${to}-tab`)?.focus();
  };
  const tabButton = (t: Tab, label: string, extra?: ReactNode) => (
    <button
      type="button"
      role="tab"
      id={`${id}-${t}-tab`}
      aria-selected={tab === t}
      aria-controls={`${id}-${t}-panel`}
      tabIndex={tab === t ? 0 : -1}
      onClick={() => setTab(t)}
      onKeyDown={onKey}
    >
      {label}
      {extra}
    </button>
  );
  return (
    <div className="log-chat">
      <div role="tablist" aria-label={props.label} className="log-chat-tabs">
        {tabButton("log", props.logTab)}
        {tabButton(
          "chat",
          "Chat",
          unread > 0 && (
            <span className="unread">
              {unread}
              <span className="sr"> new</span>
            </span>
          ),
        )}
      </div>
      <div className="sr" aria-live="polite">
        {unread > 0 ? `${unread} new chat ${unread === 1 ? "line" : "lines"}` : ""}
      </div>
      <div role="tabpanel" id={`${id}-log-panel`} aria-labelledby={`${id}-log-tab`} hidden={tab !== "log"}>
        {props.log}
      </div>
      <div role="tabpanel" id={`${id}-chat-panel`} aria-labelledby={`${id}-chat-tab`} hidden={tab !== "chat"}>
        {props.chat(tab === "chat")}
      </div>
    </div>
  );
}
