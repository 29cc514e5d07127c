#!/usr/bin/env python3
"""Plays a 4-player Free-for-All through `roundtable stdio` (docs/protocol.md, "The stdio driver").

Two seats are played here by a random policy (a seeded random.Random picks among the legal options the
driver sends); the other two are the driver's own heuristic bot. Part-way through, the game is forked and
the fork is played on a few moves by the driver's bot, to show that a fork is a separate game. At the end
the result and the game record's hash are printed; `roundtable replay` checks a saved record.

Standard library only (Python 3.11). The driver is started with the command in ROUNDTABLE_STDIO (for an
installed command, `ROUNDTABLE_STDIO="roundtable stdio"`), by default `npx tsx packages/cli/src/main.ts
stdio` in the repository this file is in.

    python3 examples/python/roundtable_client.py [--seed N] [--save record.json]
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import random
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

PROTOCOL = 1
REPO = Path(__file__).resolve().parents[2]
DEFAULT_COMMAND = "npx tsx packages/cli/src/main.ts stdio"
Message = dict[str, Any]


class DriverError(Exception):
    """The driver refused a line: its `error` line."""

    def __init__(self, error: Message) -> None:
        super().__init__(f"{error['code']}: {error['message']}")
        self.error = error


class Driver:
    """The driver process: send a line, read the lines it causes up to the one carrying the line's `ref`."""

    def __init__(self, command: list[str]) -> None:
        self.proc = subprocess.Popen(
            command, cwd=REPO, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        self.refs = itertools.count(1)
        self.open: dict[tuple[str, int], Message] = {}  # (game, decision id) -> the decision, in full
        self.ends: dict[str, Message] = {}  # game -> its `end` line
        self.turns: dict[str, int] = {}  # game -> the turns begun, from the spectator's events
        hello = self._read()
        if hello.get("type") != "hello" or hello.get("protocol") != PROTOCOL:
            raise RuntimeError(f"expected the hello of protocol {PROTOCOL}, got {hello}")
        self.hello = hello

    def _read(self) -> Message:
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"the driver ended (exit code {self.proc.wait()})")
        return json.loads(line)

    def request(self, message: Message) -> Message:
        """Sends one line; returns its reply, or raises DriverError with its error."""
        ref = f"r{next(self.refs)}"
        self.proc.stdin.write(json.dumps({**message, "ref": ref}) + "\n")
        self.proc.stdin.flush()
        while True:
            line = self._read()
            kind = line["type"]
            if kind == "decision":
                self.open[(line["game"], line["decision"]["id"])] = line["decision"]
            elif kind == "events":
                turns = sum(1 for e in line["events"] if e["type"] == "turn")
                self.turns[line["game"]] = self.turns.get(line["game"], 0) + turns
            elif kind == "end":
                self.ends[line["game"]] = line
            if line.get("ref") == ref:
                if kind == "error":
                    raise DriverError(line)
                if "open" in line:  # every open decision of the game: forget the others
                    still = {(line["game"], d["id"]) for d in line["open"]}
                    self.open = {k: d for k, d in self.open.items() if k[0] != line["game"] or k in still}
                return line

    def decisions(self, game: str) -> list[Message]:
        return [d for (g, _), d in sorted(self.open.items()) if g == game]

    def close(self) -> int:
        self.proc.stdin.close()  # end of input: the driver ends
        return self.proc.wait()


def random_answer(d: Message, rng: random.Random) -> Message | None:
    """A random answer from the decision's legal options, or None to let the driver's bot answer."""
    kind = d["kind"]
    if kind == "priority":
        # Mana abilities only float mana: leave them to the casts that need them.
        actions = [i for i, a in enumerate(d["actions"]) if not a.get("mana")]
        return {"choice": rng.choice(actions)}
    if kind == "choose":
        k = rng.randint(d["min"], d["max"])
        return {"choices": sorted(rng.sample(range(len(d["options"])), k))}
    if kind == "number":
        return {"value": rng.randint(d["min"], d["max"])}
    if kind == "mulligan":
        return {"keep": True}
    if kind == "order":
        order = list(range(len(d["items"])))
        rng.shuffle(order)
        return {"order": order}
    if kind == "attackers":
        attacks = [
            {"attacker": c["attacker"], "defender": rng.choice(c["defenders"])}
            for c in d["candidates"]
            if c["defenders"] and (c.get("mustAttack") or rng.random() < 0.5)
        ]
        return {"attacks": attacks}
    if kind == "blockers":
        blocks, used = [], set()
        for c in d["candidates"]:
            free = [a for a in c["attackers"] if a not in used]
            if free and rng.random() < 0.5:
                attacker = rng.choice(free)
                used.add(attacker)
                blocks.append({"blocker": c["blocker"], "attacker": attacker})
        return {"blocks": blocks}
    return None  # divide, damage: the driver's bot knows the arithmetic


def play(driver: Driver, game: str, d: Message, rng: random.Random) -> Message:
    """Answers one decision at random; if the engine refuses (an illegal target, say), the bot answers."""
    answer = random_answer(d, rng)
    if answer is not None:
        try:
            return driver.request(
                {"type": "answer", "game": game, "player": d["player"], "decision": d["id"], "answer": answer}
            )
        except DriverError as e:
            if e.error["code"] not in ("illegal", "bad-answer"):
                raise
    return driver.request({"type": "bot", "game": game, "player": d["player"], "decision": d["id"]})


def show_fork(driver: Driver, game: str, moves: int) -> None:
    """Forks the game, lets the driver's bot play the fork on, and shows that the game itself is unchanged."""
    before = driver.request({"type": "hash", "game": game})
    fork = driver.request({"type": "fork", "game": game, "as": f"{game}-what-if"})["game"]
    played = 0
    while played < moves and fork not in driver.ends:
        d = driver.decisions(fork)[0]
        driver.request({"type": "bot", "game": fork, "player": d["player"], "decision": d["id"]})
        played += 1
    fork_hash = driver.request({"type": "hash", "game": fork})["hash"]
    after = driver.request({"type": "hash", "game": game})
    assert after["hash"] == before["hash"], "a fork's moves changed the game it was forked from"
    driver.request({"type": "close", "game": fork})
    print(
        f"forked {game} at input {before['seq']} (hash {before['hash']}); the fork played {played} bot moves "
        f"(hash {fork_hash}); {game} is unchanged"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1, help="the game's seed and the policy's")
    parser.add_argument("--fork-at", type=int, default=40, help="fork after this many of our answers")
    parser.add_argument("--max-answers", type=int, default=3000, help="then our seats concede")
    parser.add_argument("--save", help="write the game record (JSON) to this file")
    args = parser.parse_args()

    command = shlex.split(os.environ.get("ROUNDTABLE_STDIO", DEFAULT_COMMAND))
    driver = Driver(command)
    print(f"driver: roundtable {driver.hello['version']}, protocol {driver.hello['protocol']}")
    rng = random.Random(args.seed)
    started = driver.request(
        {
            "type": "start",
            "game": "ffa",
            "variant": "free-for-all",
            "seed": args.seed,
            "players": [
                {"name": "Ann", "deck": "random"},
                {"name": "Ben", "deck": "Red Deck Wins"},
                {"name": "Cleo", "bot": "heuristic"},
                {"name": "Dev", "bot": "heuristic"},
            ],
            "events": [{"spectator": True}],
        }
    )
    game = started["game"]
    for s in started["seats"]:
        who = f"the driver's {s['bot']} bot" if s["bot"] else "random policy"
        print(f"seat {s['seat']}: {s['name']} ({s['deck']}), {who}")

    answers = 0
    while game not in driver.ends:
        if answers == args.max_answers:
            for s in started["seats"]:
                if s["bot"] is None:
                    driver.request({"type": "concede", "game": game, "player": s["seat"]})
            continue
        play(driver, game, driver.decisions(game)[0], rng)
        answers += 1
        if answers == args.fork_at:
            show_fork(driver, game, moves=20)

    end = driver.ends[game]
    names = {s["seat"]: s["name"] for s in started["seats"]}
    winners = ", ".join(names[w] for w in end["winners"]) or "nobody (a draw)"
    print(f"{game} ended after {driver.turns.get(game, 0)} turns and {answers} answers of ours: won by {winners}")
    # What anyone watching may know: the spectator's view (no hand, no library is in it).
    view = driver.request({"type": "view", "game": game, "for": {"spectator": True}})["view"]
    for p, summary in zip(end["players"], view["players"]):
        print(f"  {p['name']}: {p['result']} ({p['reason']}), life {summary['life']}")
    record = driver.request({"type": "record", "game": game})["record"]
    if args.save:
        Path(args.save).write_text(json.dumps(record))
    print(f"record: {len(record['inputs'])} inputs, hash {record['hash']}")
    return driver.close()


if __name__ == "__main__":
    sys.exit(main())
