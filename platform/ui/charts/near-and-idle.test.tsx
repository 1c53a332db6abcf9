/** @jest-environment jsdom */
import { afterEach, beforeEach, jest } from "@jest/globals";
import { act, render, waitFor } from "@testing-library/react";
import { whenNearAndIdle } from "./near-and-idle";

/** A lazy chart renders once its box nears the screen, after the load, when the browser is idle. */
function Drawn({ label }: { label: string }) {
  return <svg data-slot="chart">{label}</svg>;
}
const Chart = whenNearAndIdle(async () => Drawn);

let seen: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
let idle: (() => void) | undefined;
beforeEach(() => {
  seen = undefined;
  idle = undefined;
  Object.assign(window, {
    IntersectionObserver: class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        seen = callback;
      }
      observe() {}
      disconnect() {}
    },
    requestIdleCallback: (callback: () => void) => {
      idle = callback;
      return 1;
    },
    cancelIdleCallback: () => {},
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, "IntersectionObserver");
  Reflect.deleteProperty(window, "requestIdleCallback");
  Reflect.deleteProperty(window, "cancelIdleCallback");
});

it("draws nothing while off screen, and the chart once on screen and idle", async () => {
  const { container } = render(<Chart label="Pillars" />);
  const chart = () => container.querySelector('[data-slot="chart"]');
  await act(async () => {});
  expect(chart()).toBeNull();

  act(() => seen!([{ isIntersecting: false }]));
  expect(idle).toBeUndefined();
  act(() => seen!([{ isIntersecting: true }]));
  expect(chart()).toBeNull(); // on screen, but the browser is still busy
  act(() => idle!());
  await waitFor(() => expect(chart()).not.toBeNull());
});

it("waits for the page's load before it waits for idle time", async () => {
  const readyState = jest.spyOn(document, "readyState", "get").mockReturnValue("interactive");
  const { container } = render(<Chart label="Pillars" />);
  await act(async () => {});
  act(() => seen!([{ isIntersecting: true }]));
  expect(idle).toBeUndefined();
  readyState.mockReturnValue("complete");
  act(() => void window.dispatchEvent(new Event("load")));
  act(() => idle!());
  await waitFor(() => expect(container.querySelector('[data-slot="chart"]')).not.toBeNull());
});
