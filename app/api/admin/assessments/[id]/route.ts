import { deleteAssessment } from "@/capabilities/admin/assessment-mutations";
import { json, route } from "@/platform/http";

/** Deletes an assessment and everything generated for it. */
export const DELETE = route<"admin", undefined, { id: string }>(
  { access: "admin" },
  async ({ params, caller }) => {
    await deleteAssessment(caller, params.id);
    return json({ success: true, message: "Assessment deleted." });
  },
);
