/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import "@/tests/helpers/polyfills";
import { act, fireEvent, render, screen } from "@testing-library/react";

import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/platform/ui/tooltip";

function Example() {
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger>First</TooltipTrigger>
        <TooltipContent>First tip</TooltipContent>
      </Tooltip>
      <Tooltip>
        <TooltipTrigger>Second</TooltipTrigger>
        <TooltipContent>Second tip</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function hover(el: HTMLElement) {
  fireEvent.pointerMove(el, { pointerType: "mouse" });
}

function leave(el: HTMLElement) {
  fireEvent.pointerLeave(el, { pointerType: "mouse" });
  fireEvent.pointerMove(document.body, { pointerType: "mouse", clientX: 500, clientY: 500 });
}

describe("TooltipProvider", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("opens only after the 700 ms delay", () => {
    render(<Example />);
    const first = screen.getByRole("button", { name: "First" });

    hover(first);
    advance(699);
    expect(first).toHaveAttribute("data-state", "closed");
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();

    advance(1);
    expect(first).toHaveAttribute("data-state", "delayed-open");
    expect(screen.getByRole("tooltip")).toHaveTextContent("First tip");
  });

  it("skips the delay for another trigger within 300 ms, then restores it", () => {
    render(<Example />);
    const first = screen.getByRole("button", { name: "First" });
    const second = screen.getByRole("button", { name: "Second" });

    hover(first);
    advance(700);
    leave(first);
    expect(first).toHaveAttribute("data-state", "closed");

    advance(299);
    hover(second);
    expect(second).toHaveAttribute("data-state", "instant-open");

    leave(second);
    advance(300);
    hover(first);
    expect(first).toHaveAttribute("data-state", "closed");
    advance(700);
    expect(first).toHaveAttribute("data-state", "delayed-open");
  });
});
