/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { render, screen, within } from "@testing-library/react";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import type { AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";

import { SiteHeader } from "./site-header";
import type { Viewer } from "./viewer";

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() };

function desktopNav(viewer: Viewer) {
  render(
    <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>
      <SiteHeader viewer={viewer} />
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

  it("gives an admin the dashboard link and Logout", () => {
    const nav = desktopNav({ role: "admin", email: "admin@example.com" });
    expect(nav.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
    expect(nav.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(nav.getByRole("link", { name: "My Reports" })).toHaveAttribute(
      "href",
      "/auth?mode=login",
    );
  });
});
