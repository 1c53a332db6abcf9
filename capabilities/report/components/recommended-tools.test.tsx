/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";

import { RecommendedTools } from "@/capabilities/report/components/recommended-tools";
import { sampleTools } from "@/tests/fixtures/documents";

describe("RecommendedTools", () => {
  it("shows every tool of a list of six, without the top-6 note", () => {
    render(<RecommendedTools tools={sampleTools.slice(0, 6)} />);
    expect(screen.getByRole("heading", { level: 2, name: "Recommended AI Tools" })).toBeVisible();
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(6);
    expect(screen.queryByText("Showing top 6 recommendations")).not.toBeInTheDocument();
  });

  it("shows the top six by priority with a note when there are more than six", () => {
    expect(sampleTools).toHaveLength(7);
    render(<RecommendedTools tools={sampleTools} title="Recommended AI Applications" />);
    expect(
      screen.getByRole("heading", { level: 2, name: "Recommended AI Applications" }),
    ).toBeVisible();
    expect(screen.getByText("Showing top 6 recommendations")).toBeVisible();
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(6);
    // The one Low-priority tool is the one left out.
    expect(screen.queryByRole("heading", { name: "Otter.ai" })).not.toBeInTheDocument();
  });

  it("renders nothing for an empty list", () => {
    const { container } = render(<RecommendedTools tools={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows each card's details and a visit link that opens the url in a new tab", () => {
    const tool = sampleTools[0];
    render(<RecommendedTools tools={[tool]} />);
    const card = screen.getByRole("listitem");
    expect(within(card).getByRole("heading", { name: tool.name })).toBeVisible();
    for (const text of [
      tool.category,
      tool.description,
      tool.useCase,
      tool.pricing,
      "High priority",
    ]) {
      expect(within(card).getByText(text)).toBeVisible();
    }
    const link = within(card).getByRole("link", { name: `Visit ${tool.name}` });
    expect(link).toHaveAttribute("href", tool.url);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAccessibleDescription("Opens in a new tab");
  });
});
