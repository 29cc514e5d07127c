// @vitest-environment happy-dom
/**
 * A card's info button and its popover (CardInfo.tsx): the button is an "i" in a circle drawn in SVG, named
 * "Rules text of <card>" — the ⓘ character it was is missing from common fonts (an empty box in headless
 * Chromium's); and the popover opens where it covers none of the decision panel (`placeTip`): below the
 * card, else above it, else reaching left, else where it covers the least.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CardInfo, placeTip } from "../../src/components/CardInfo.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the info button", () => {
  it("draws its icon in SVG, with no character a font may lack, and is named by the card", () => {
    vi.stubGlobal("fetch", () => new Promise(() => {})); // the text never comes: "…"
    render(
      <CardInfo card="shock" name="Shock">
        <button type="button">Shock</button>
      </CardInfo>,
    );
    const info = screen.getByRole("button", { name: "Rules text of Shock" });
    expect(info.textContent).toBe("");
    const icon = info.querySelector("svg");
    expect(icon?.getAttribute("aria-hidden")).toBe("true");
    expect(icon?.querySelectorAll("circle, rect").length).toBeGreaterThan(0);
    fireEvent.click(info); // pinned open
    const tip = screen.getByRole("tooltip");
    expect(info.getAttribute("aria-describedby")).toBe(tip.id);
    expect(tip.className).toBe("card-text below right");
  });
});

describe("where the popover opens (placeTip)", () => {
  const screenSize = { width: 1280, height: 800 };
  const size = { width: 256, height: 150 };
  const card = (left: number, top: number) => ({ left, top, right: left + 130, bottom: top + 60 });

  it("below the card, reaching right, when nothing is in the way", () => {
    expect(placeTip(card(100, 100), size, [], screenSize)).toMatchObject({ v: "below", h: "right" });
  });

  it("above the card when the decision panel (or the screen's edge) is below it", () => {
    const panel = { left: 0, top: 560, right: 1280, bottom: 800 };
    expect(placeTip(card(100, 480), size, [panel], screenSize)).toMatchObject({ v: "above", h: "right" });
    expect(placeTip(card(100, 700), size, [], screenSize)).toMatchObject({ v: "above", h: "right" });
  });

  it("reaching left when the side column with the decision is to its right", () => {
    const side = { left: 920, top: 0, right: 1250, bottom: 800 };
    expect(placeTip(card(780, 100), size, [side], screenSize)).toMatchObject({ v: "below", h: "left" });
  });

  it("moved along, to stay on a narrow screen (a phone's 390 px), where neither edge of the card would do", () => {
    const phone = { width: 390, height: 844 };
    const wide = { width: 274, height: 120 };
    const place = placeTip({ left: 137, top: 300, right: 258, bottom: 360 }, wide, [], phone);
    expect(place.v).toBe("below");
    expect(137 + place.x).toBeGreaterThanOrEqual(0);
    expect(137 + place.x + wide.width).toBeLessThanOrEqual(390);
    expect(placeTip(card(100, 100), size, [], screenSize).x).toBe(0); // not moved when it fits
  });

  it("where it covers the least of the panel when every place covers some", () => {
    // A panel far into the room above the card, another a little into the room below it.
    const above = { left: 0, top: 0, right: 1280, bottom: 200 };
    const below = { left: 0, top: 380, right: 1280, bottom: 420 };
    const tight = { width: 1280, height: 420 };
    expect(placeTip(card(400, 210), size, [above, below], tight)).toMatchObject({ v: "below", h: "right" });
    expect(
      placeTip(
        card(400, 210),
        size,
        [
          { ...above, bottom: 80 },
          { ...below, top: 300 },
        ],
        tight,
      ),
    ).toMatchObject({
      v: "above",
      h: "right",
    });
  });
});
