/**
 * For component tests in jsdom: answers as fetch gives them, and an App Router whose
 * navigation calls a test can inspect.
 */
import { jest } from "@jest/globals";
import { act, render, waitFor, within } from "@testing-library/react";
import {
  AppRouterContext,
  type AppRouterInstance,
} from "next/dist/shared/lib/app-router-context.shared-runtime";

import { Toaster } from "@/platform/ui/toaster";
import { dismiss } from "@/platform/ui/use-toast";

/** What apiFetch reads of a response (jsdom has no Response class). */
export const answer = (status: number, body: unknown) =>
  ({
    ok: status < 400,
    status,
    statusText: "",
    json: async () => body,
    text: async () => JSON.stringify(body),
  }) as Response;

/** A request that never got an answer: fetch rejects. */
export const networkDown = () => Promise.reject(new TypeError("Failed to fetch"));

export function fakeRouter() {
  return {
    push: jest.fn<AppRouterInstance["push"]>(),
    replace: jest.fn<AppRouterInstance["replace"]>(),
    refresh: jest.fn(),
    back: jest.fn(),
    forward: jest.fn(),
    prefetch: jest.fn(),
  };
}

/** Renders `ui` inside the router and beside the toaster, as the app's layout does. */
export function renderInApp(ui: React.ReactNode, router = fakeRouter()) {
  render(
    <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>
      {ui}
      <Toaster />
    </AppRouterContext.Provider>,
  );
  return router;
}

function toastViewport() {
  const viewport = document.querySelector<HTMLElement>('[data-slot="toast-viewport"]');
  if (!viewport) throw new Error("toast viewport not rendered");
  return viewport;
}

/** Waits for the toast with this title, and checks its description. */
export async function expectToast(title: string, description: string) {
  await waitFor(() => expect(within(toastViewport()).getByText(title)).toBeInTheDocument());
  expect(within(toastViewport()).getByText(description)).toBeInTheDocument();
}

/** Toasts live in a module-wide store: clear it between tests. */
export const clearToasts = () => act(() => dismiss());
