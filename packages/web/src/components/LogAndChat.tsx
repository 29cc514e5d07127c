/**
 * The game log and the table's chat, as two tabs sharing one place (the side column; on a phone, the end of
 * the page): the log shown first; while the chat is not shown, its tab counts the lines others said since
 * it was last seen (and a screen reader hears how many). Both stay mounted: the log keeps its filters.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from "react";
import { unreadCount } from "../chat.ts";
import { useTable } from "../store.ts";
import { Chat } from "./Chat.tsx";
import { GameLog } from "./GameLog.tsx";

type Tab = "log" | "chat";
const TABS: Tab[] = ["log", "chat"];

export function LogAndChat() {
  const [tab, setTab] = useState<Tab>("log");
  const chat = useTable((s) => s.chat);
  const read = useTable((s) => s.chatRead);
  const you = useTable((s) => s.you);
  const readChat = useTable((s) => s.readChat);
  const id = useId();
  const unread = tab === "chat" ? 0 : unreadCount(chat, read, you);
  useEffect(() => {
    if (tab === "chat" && chat.length > 0) readChat();
  }, [tab, chat, readChat]);
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
      <div role="tablist" aria-label="Log and chat" className="log-chat-tabs">
        {tabButton("log", "Log")}
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
        <GameLog />
      </div>
      <div role="tabpanel" id={`${id}-chat-panel`} aria-labelledby={`${id}-chat-tab`} hidden={tab !== "chat"}>
        <Chat shown={tab === "chat"} />
      </div>
    </div>
  );
}
