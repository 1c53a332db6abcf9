/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import type { AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";

import { SiteHeader } from "./site-header";

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() };

/** The header, the server answering GET /api/auth/viewer with `role`. */
function desktopNav(role: "admin" | "user" | null) {
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    json: async () => ({ role }),
  })) as unknown as typeof globalThis.fetch;
  render(
    <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>
      <SiteHeader />
    </AppRouterContext.Provider>,
  );
  return within(screen.getByRole("navigation", { name: "Main" }));
}

describe("SiteHeader", () => {
  it("links a visitor to Features, My Reports and the admin sign-in", () => {
    const nav = desktopNav(null);
    expect(nav.getByRole("link", { name: "Features" })).toHaveAttribute("href", "/#features");
    expect(nav.getByRole("link", { name: "My Reports" })).toHaveAttribute(
      "href",
      "/auth?mode=login",
    );
    expect(nav.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/login");
    expect(nav.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  it("gives an admin the dashboard link and Logout once the server says who is signed in", async () => {
    const nav = desktopNav("admin");
    expect(await nav.findByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(nav.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
    expect(nav.getByRole("link", { name: "My Reports" })).toHaveAttribute(
      "href",
      "/auth?mode=login",
    );
  });

  it("is a visitor's header again once the admin logs out", async () => {
    const user = userEvent.setup();
    const nav = desktopNav("admin");
    await user.click(await nav.findByRole("button", { name: "Logout" }));
    await waitFor(() =>
      expect(nav.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/login"),
    );
    expect(nav.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });
});
