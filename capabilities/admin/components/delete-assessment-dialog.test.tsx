/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import "@/tests/helpers/polyfills";
import { Toaster } from "@/platform/ui/toaster";
import { DELETE_ASSESSMENT_WARNING, DeleteAssessmentDialog } from "./delete-assessment-dialog";
import { answer } from "@/tests/helpers/admin-screens";

const fetchMock = jest.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const assessment = {
  id: "11111111-1111-4111-8111-111111111111",
  executiveName: "Dana Reyes",
  companyName: "Northwind Logistics",
  executiveEmail: "dana@example.com",
};

function renderDialog() {
  const onOpenChange = jest.fn<(open: boolean) => void>();
  const onDeleted = jest.fn();
  render(
    <>
      <DeleteAssessmentDialog
        assessment={assessment}
        open
        onOpenChange={onOpenChange}
        onDeleted={onDeleted}
      />
      <Toaster />
    </>,
  );
  return { onOpenChange, onDeleted, dialog: screen.getByRole("alertdialog") };
}

describe("DeleteAssessmentDialog", () => {
  it("names the executive, company and e-mail and warns that everything goes for good", () => {
    const { dialog } = renderDialog();
    expect(dialog).toHaveAccessibleName("Delete this assessment?");
    const facts = within(dialog);
    expect(facts.getByText("Executive").nextElementSibling).toHaveTextContent("Dana Reyes");
    expect(facts.getByText("Company").nextElementSibling).toHaveTextContent("Northwind Logistics");
    expect(facts.getByText("Email").nextElementSibling).toHaveTextContent("dana@example.com");
    expect(facts.getByText(DELETE_ASSESSMENT_WARNING)).toBeVisible();
    expect(DELETE_ASSESSMENT_WARNING).toMatch(
      /assessment data, generated reports, AI roadmaps and all related information will be permanently deleted\. This action cannot be undone\./,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads 'Deleting...' while the request runs, then closes and reports the deletion", async () => {
    const user = userEvent.setup();
    let finish: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (finish = resolve)));
    const { onOpenChange, onDeleted } = renderDialog();

    await user.click(screen.getByRole("button", { name: "Delete Assessment" }));
    const pending = screen.getByRole("button", { name: "Deleting..." });
    expect(pending).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(onOpenChange).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/admin/assessments/${assessment.id}`);
    expect(init?.method).toBe("DELETE");

    finish(answer(200, { success: true }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("says why a delete failed and keeps the dialog open", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(500, { message: "Database unavailable" }));
    const { onOpenChange, onDeleted } = renderDialog();

    await user.click(screen.getByRole("button", { name: "Delete Assessment" }));
    expect(
      await screen.findByText("Failed to delete assessment: Database unavailable"),
    ).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Delete Assessment" })).toBeEnabled();
  });
});
