/** @jest-environment jsdom */
import { render } from "@testing-library/react";

import * as icons from ".";
import { ICON_SPRITE, ICON_SPRITE_HREF } from "./sprite";
import { spriteHref } from "./sprite-file";

const sprite = new DOMParser().parseFromString(ICON_SPRITE, "image/svg+xml");

describe("the icon sprite", () => {
  it("draws every icon a server component names with a symbol of lucide's shapes", () => {
    for (const Icon of Object.values(icons)) {
      const { container, unmount } = render(<Icon className="size-4" />);
      const href = container.querySelector("svg > use")?.getAttribute("href") ?? "";
      expect(href.startsWith(`${ICON_SPRITE_HREF}#`)).toBe(true);
      const symbol = sprite.getElementById(href.split("#")[1]!);
      expect(symbol!.children.length).toBeGreaterThan(0);
      unmount();
    }
  });

  it("hides an icon from assistive technology unless it is given a name", () => {
    const { container } = render(
      <>
        <icons.Check />
        <icons.Lock aria-label="Locked" />
      </>,
    );
    const [decorative, named] = container.querySelectorAll("svg");
    expect(decorative).toHaveAttribute("aria-hidden", "true");
    expect(decorative).toHaveClass("icon");
    expect(named).not.toHaveAttribute("aria-hidden");
  });

  it("changes its address when its content changes, so a cached sprite is never stale", () => {
    expect(spriteHref("/icons.svg", ICON_SPRITE)).toBe(ICON_SPRITE_HREF);
    expect(spriteHref("/icons.svg", ICON_SPRITE.replace("M20 6 9 17l-5-5", "M20 6 9 17"))).not.toBe(
      ICON_SPRITE_HREF,
    );
  });
});
