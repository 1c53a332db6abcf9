/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ReportSectionMenu } from "./report-section-menu";

const sections = [
  { id: "section-one", label: "One" },
  { id: "section-two", label: "Two" },
  { id: "section-missing", label: "Missing" },
  { id: "section-three", label: "Three" },
];

/** Headings at fixed places on the page; the window scrolled by `scrollY`. */
let scrollY = 0;
const tops: Record<string, number> = {
  "section-one": 100,
  "section-two": 900,
  "section-three": 1800,
};

function renderPage() {
  const view = render(
    <>
      <ReportSectionMenu sections={sections} />
      {["one", "two", "three"].map((name) => (
        <section key={name}>
          <h2 id={`section-${name}`}>{name}</h2>
        </section>
      ))}
    </>,
  );
  for (const [id, top] of Object.entries(tops)) {
    document.getElementById(id)!.getBoundingClientRect = () => ({ top: top - scrollY }) as DOMRect;
  }
  return view;
}

async function scrollTo(y: number) {
  scrollY = y;
  fireEvent.scroll(window);
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

const nav = () => screen.getByRole("navigation", { name: "Report sections" });
const current = () => within(nav()).getByRole("link", { current: "location" });

beforeEach(() => {
  scrollY = 0;
});

it("links every rendered section's heading and leaves out a section the page did not render", async () => {
  renderPage();
  await scrollTo(0);
  const links = within(nav()).getAllByRole("link", { hidden: true });
  expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
    ["One", "#section-one"],
    ["Two", "#section-two"],
    ["Three", "#section-three"],
  ]);
});

it("marks the section being read as the reader scrolls", async () => {
  renderPage();
  await scrollTo(0);
  expect(current()).toHaveTextContent("One");
  await scrollTo(850);
  expect(current()).toHaveTextContent("Two");
  await scrollTo(1700);
  expect(current()).toHaveTextContent("Three");
  expect(within(nav()).getAllByRole("link", { current: "location" })).toHaveLength(1);
});

it("on a phone names the current section on a button that opens and closes the list", async () => {
  const user = userEvent.setup();
  renderPage();
  await scrollTo(850);
  const toggle = within(nav()).getByRole("button", { name: /Section: Two/ });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  const list = document.getElementById(toggle.getAttribute("aria-controls")!)!;
  expect(list).toHaveClass("hidden");

  await user.click(toggle);
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  expect(list).not.toHaveClass("hidden");
  await user.keyboard("{Escape}");
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(toggle).toHaveFocus();
});

it("moves the focus to the chosen section's heading, closes the list and marks the section", async () => {
  const user = userEvent.setup();
  renderPage();
  await scrollTo(0);
  await user.click(within(nav()).getByRole("button"));
  await user.click(within(nav()).getByRole("link", { name: "Three" }));
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  expect(screen.getByRole("heading", { name: "three" })).toHaveFocus();
  expect(current()).toHaveTextContent("Three");
  expect(within(nav()).getByRole("button")).toHaveAttribute("aria-expanded", "false");
});
