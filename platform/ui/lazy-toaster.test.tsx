/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { act, fireEvent, render, screen, within } from "@testing-library/react";

import { LazyToaster } from "@/platform/ui/lazy-toaster";
import { TOAST_REMOVE_DELAY, dismiss, toast } from "@/platform/ui/use-toast";

const viewport = () => document.querySelector<HTMLElement>('[data-slot="toast-viewport"]');

describe("LazyToaster", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => {
      dismiss();
      jest.advanceTimersByTime(TOAST_REMOVE_DELAY);
    });
    jest.useRealTimers();
  });

  it("loads the notifications region on F8 and focuses it", async () => {
    render(<LazyToaster />);
    expect(viewport()).toBeNull();

    fireEvent.keyDown(document, { key: "F8", code: "F8" });

    await screen.findByRole("region", { name: /Notifications \(F8\)/ });
    expect(viewport()).toHaveFocus();
  });

  it("renders nothing until a toast is shown, then shows that toast", async () => {
    render(<LazyToaster />);
    expect(viewport()).toBeNull();

    act(() => {
      toast({ title: "Logged Out", description: "You have been signed out securely." });
    });

    const region = await screen.findByRole("region", { name: /Notifications/ });
    expect(within(region).getByText("Logged Out")).toBeInTheDocument();
    expect(within(region).getByText("You have been signed out securely.")).toBeInTheDocument();
  });
});
