/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { Button } from "@/platform/ui/button";

describe("Button", () => {
  it("renders a native button with the default variant", () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.tagName).toBe("BUTTON");
    expect(button).toHaveAttribute("data-slot", "button");
    expect(button).toHaveClass("ui-button", "bg-primary");
  });

  it("renders the child element instead of a button with asChild", () => {
    render(
      <Button asChild variant="outline">
        <a href="/pricing">Pricing</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Pricing" });
    expect(link.tagName).toBe("A");
    expect(link).toHaveAttribute("href", "/pricing");
    expect(link).toHaveAttribute("data-slot", "button");
    expect(link).toHaveClass("border", "bg-background");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
