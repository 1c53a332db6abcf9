/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { jest } from "@jest/globals";
import userEvent from "@testing-library/user-event";

import { ReportSectionMenu } from "./report-section-menu";

const sections = [
  { id: "section-one", label: "One" },
  { id: "section-two", label: "Two" },
  { id: "section-missing", label: "Missing" },
  { id: "section-three", label: "Three" },
];

/** Sections at fixed places on the page; the window scrolled by `scrollY`. */
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
    document.getElementById(id)!.closest("section")!.getBoundingClientRect = () =>
      ({ top: top - scrollY }) as DOMRect;
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

/** The headings scrolled to, in order (jsdom lays nothing out, so scrolling is recorded). */
let scrolledTo: string[] = [];
/** The page's resize observers: calling one is a section near the screen taking its real height. */
let observers = new Set<() => void>();

beforeAll(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this.id);
  };
  globalThis.ResizeObserver = class {
    private readonly fire: () => void;
    constructor(callback: ResizeObserverCallback) {
      this.fire = () => callback([], this);
      observers.add(this.fire);
    }
    observe() {}
    unobserve() {}
    disconnect() {
      observers.delete(this.fire);
    }
  };
});

const sectionsRender = () => act(() => observers.forEach((fire) => fire()));

beforeEach(() => {
  scrollY = 0;
  scrolledTo = [];
  observers = new Set();
  history.replaceState(null, "", "/report/1");
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

it("holds the chosen heading at the top while the sections near it render, until the reader scrolls", async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(within(nav()).getByRole("link", { name: "Three" }));
  expect(location.hash).toBe("#section-three");
  expect(scrolledTo).toEqual(["section-three"]);

  sectionsRender();
  expect(scrolledTo).toEqual(["section-three", "section-three"]);

  fireEvent.wheel(window);
  sectionsRender();
  expect(scrolledTo).toEqual(["section-three", "section-three"]);
});

it("lets the page go once the sections have settled", () => {
  jest.useFakeTimers();
  try {
    renderPage();
    fireEvent.click(within(nav()).getByRole("link", { name: "Two" }));
    act(() => jest.advanceTimersByTime(1000));
    sectionsRender();
    expect(scrolledTo).toEqual(["section-two"]);
  } finally {
    jest.useRealTimers();
  }
});

it("opened at a section's link, lands on its heading and holds it there", () => {
  history.replaceState(null, "", "/report/1#section-two");
  renderPage();
  expect(scrolledTo).toEqual(["section-two"]);
  sectionsRender();
  expect(scrolledTo).toEqual(["section-two", "section-two"]);
});
