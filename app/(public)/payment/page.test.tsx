/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { TextDecoder, TextEncoder } from "node:util";

// The page's server modules (the database driver) load in jsdom only with these.
Object.assign(globalThis, { TextDecoder, TextEncoder });
const { default: PaymentPage } = await import("./page");

const page = async (searchParams: Record<string, string>) =>
  render(
    await PaymentPage({ searchParams: Promise.resolve(searchParams) } as PageProps<"/payment">),
  );

it.each([
  ["without the assessment parameter", {}],
  ["with an assessment id that cannot exist", { assessment: "not-an-id" }],
])("%s: says no assessment was found and offers Start New Assessment", async (_case, query) => {
  await page(query);
  expect(
    screen.getByText("No assessment found. Please complete an assessment first."),
  ).toBeVisible();
  expect(screen.getByRole("link", { name: "Start New Assessment" })).toHaveAttribute(
    "href",
    "/assessment",
  );
  expect(screen.queryByRole("tab")).not.toBeInTheDocument();
});
