import { routeOf } from "../paths.ts";
import { usePath } from "../route.ts";
import { useServerWait, waitNotice } from "../serverWait.ts";
import { Lobby } from "./Lobby.tsx";
import { ReplayPage } from "./ReplayPage.tsx";
import { TablePage } from "./TablePage.tsx";

export function App() {
  return (
    <>
      <ServerWaitNotice />
      <Page />
    </>
  );
}

function Page() {
  const route = routeOf(usePath());
  switch (route.page) {
    case "lobby":
      return <Lobby />;
    case "table":
      return <TablePage key={`${route.id}:${route.judge}`} table={route.id} judge={route.judge} />;
    case "replay":
      return <ReplayPage game={route.id} step={route.step} as={route.as} />;
  }
}

/** While a request waits to be sent again (api.ts), the page says so, and why. */
export function ServerWaitNotice() {
  const waiting = useServerWait((s) => s.waiting);
  const why = useServerWait((s) => s.why);
  if (waiting === 0) return null;
  return (
    <p role="status" className="server-wait">
      {waitNotice(why)}
    </p>
  );
}
