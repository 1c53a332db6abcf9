/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { act, fireEvent, render, screen, within } from "@testing-library/react";

import "@/tests/helpers/polyfills";
import { Toaster } from "@/platform/ui/toaster";
import { TOAST_REMOVE_DELAY, dismiss, toast } from "@/platform/ui/use-toast";

function viewport() {
  const el = document.querySelector<HTMLElement>('[data-slot="toast-viewport"]');
  if (!el) throw new Error("toast viewport not rendered");
  return el;
}

describe("Toaster", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => {
      dismiss();
      jest.advanceTimersByTime(TOAST_REMOVE_DELAY);
    });
    jest.useRealTimers();
  });

  it("shows the title and description of a toast", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Saved", description: "Your answers were saved." });
    });

    const region = within(viewport());
    expect(region.getByText("Saved")).toBeInTheDocument();
    expect(region.getByText("Your answers were saved.")).toBeInTheDocument();
  });

  it("shows one toast at a time: a new toast replaces the old one", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "First" });
    });
    act(() => {
      toast({ title: "Second", variant: "success" });
    });

    const region = within(viewport());
    expect(region.queryByText("First")).not.toBeInTheDocument();
    expect(region.getByText("Second")).toBeInTheDocument();
    expect(region.getAllByRole("listitem")).toHaveLength(1);
    expect(region.getByRole("listitem")).toHaveAttribute("data-variant", "success");
  });

  it("auto-dismisses after 5000 ms", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Heads up", variant: "destructive" });
    });

    act(() => jest.advanceTimersByTime(4999));
    expect(within(viewport()).getByText("Heads up")).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(within(viewport()).queryByText("Heads up")).not.toBeInTheDocument();
  });

  it("can be closed with the labelled close button", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Closable" });
    });

    act(() => within(viewport()).getByRole("button", { name: "Close" }).click());
    expect(within(viewport()).queryByText("Closable")).not.toBeInTheDocument();
  });

  it("is dismissed by a swipe of 50 px to the right, not by a shorter one", () => {
    // jsdom has no pointer capture, which Radix takes while a swipe moves.
    Element.prototype.setPointerCapture ??= () => {};
    Element.prototype.hasPointerCapture ??= () => false;
    render(<Toaster />);
    act(() => {
      toast({ title: "Swipe me" });
    });
    const item = within(viewport()).getByText("Swipe me").closest("li")!;
    const swipe = (dx: number) => {
      const at = (x: number) => ({ button: 0, clientX: x, clientY: 10, pointerId: 1 });
      fireEvent.pointerDown(item, at(100));
      fireEvent.pointerMove(item, at(100 + dx / 2));
      fireEvent.pointerMove(item, at(100 + dx));
      fireEvent.pointerUp(item, at(100 + dx));
    };

    act(() => swipe(40));
    expect(within(viewport()).getByText("Swipe me")).toBeInTheDocument();
    act(() => swipe(60));
    expect(within(viewport()).queryByText("Swipe me")).not.toBeInTheDocument();
  });

  it("renders a viewport that is capped at 420px from medium screens", () => {
    render(<Toaster />);
    expect(viewport()).toHaveClass("fixed", "w-full", "md:max-w-[420px]");
    expect(screen.getByRole("region")).toHaveAccessibleName(/F8/);
  });
});
