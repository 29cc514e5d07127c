/** A link within the page: a real `<a href>` (open in a new tab, copy), followed without a reload. */
import type { ReactNode } from "react";
import { navigate } from "../route.ts";

export function Link(props: { to: string; children: ReactNode; className?: string }) {
  return (
    <a
      href={props.to}
      className={props.className}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(props.to);
      }}
    >
      {props.children}
    </a>
  );
}
