/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import type { AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { MobileMenu } from "@/platform/layout/mobile-menu";
import { ViewerRoleProvider } from "@/platform/layout/viewer-role";

/** The menu in the header's viewer island, the server answering GET /api/auth/viewer with `role`. */
function renderMenu(role: "admin" | "user" | null) {
  const fetch = jest.fn(async () => ({ ok: true, json: async () => ({ role }) }));
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() };
  render(
    <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>
      <ViewerRoleProvider>
        <MobileMenu />
      </ViewerRoleProvider>
    </AppRouterContext.Provider>,
  );
  return fetch;
}

function toggle() {
  return screen.getByRole("button", { name: /open menu|close menu/i });
}

/** The panel the toggle controls (looked up by id: a closed panel is out of the a11y tree). */
function panel() {
  const panelElement = document.getElementById(toggle().getAttribute("aria-controls") ?? "");
  if (!panelElement) throw new Error("The toggle does not control an element in the document");
  return panelElement;
}

describe("MobileMenu", () => {
  it("opens and closes with the toggle, which names its state", async () => {
    const user = userEvent.setup();
    renderMenu(null);

    expect(toggle()).toHaveAccessibleName("Open menu");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(panel()).toHaveAttribute("aria-label", "Mobile");
    expect(panel()).not.toBeVisible();
    // Closed, the panel is empty: no page carries the menu's content.
    expect(panel()).toBeEmptyDOMElement();

    await user.click(toggle());
    expect(toggle()).toHaveAccessibleName("Close menu");
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(panel()).toBeVisible();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(panel()).not.toBeVisible();
  });

  it("closes when the backdrop is clicked", async () => {
    const user = userEvent.setup();
    renderMenu(null);
    await user.click(toggle());
    expect(panel()).toBeVisible();

    await user.click(screen.getByTestId("mobile-menu-backdrop"));
    expect(panel()).not.toBeVisible();
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and returns focus to the toggle", async () => {
    const user = userEvent.setup();
    renderMenu(null);
    await user.click(toggle());
    (await screen.findByRole("link", { name: "Features" })).focus();

    await user.keyboard("{Escape}");
    expect(panel()).not.toBeVisible();
    expect(toggle()).toHaveFocus();
  });

  it("closes when a link is chosen", async () => {
    renderMenu(null);
    fireEvent.click(toggle());
    fireEvent.click(await screen.findByRole("link", { name: "My Reports" }));
    expect(panel()).not.toBeVisible();
  });

  it("shows a visitor the account links and Admin Login", async () => {
    const user = userEvent.setup();
    const fetch = renderMenu(null);
    await user.click(toggle());
    expect(fetch).toHaveBeenCalledWith("/api/auth/viewer", expect.anything());

    // The panel's content is fetched on the first opening.
    expect(await screen.findByRole("group", { name: "Navigation" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Features" })).toHaveAttribute("href", "/#features");
    const reports = screen.getByRole("link", { name: "My Reports" });
    expect(reports).toHaveAttribute("href", "/auth?mode=login");
    expect(reports).toHaveAccessibleDescription("View assessment results");
    expect(screen.getByRole("link", { name: "Admin Login" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("link", { name: "Admin Dashboard" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  it("shows an admin the dashboard and the logout control", async () => {
    const user = userEvent.setup();
    renderMenu("admin");
    await user.click(toggle());

    const dashboard = await screen.findByRole("link", { name: "Admin Dashboard" });
    expect(dashboard).toHaveAttribute("href", "/admin");
    expect(dashboard).toHaveAccessibleDescription("Manage assessments");
    expect(screen.queryByRole("link", { name: "Admin Login" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Logout" }));
    expect(panel()).not.toBeVisible();
  });

  it("treats a signed-in non-admin like a visitor for the admin entry", async () => {
    const user = userEvent.setup();
    const fetch = renderMenu("user");
    await user.click(toggle());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(await screen.findByRole("link", { name: "Admin Login" })).toBeInTheDocument();
  });
});
