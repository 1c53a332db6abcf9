import { getPaymentStatusOrThrow } from "@/capabilities/leads/assessments/queries";
import { json, route } from "@/platform/http";

export const GET = route<"public", undefined, { id: string }>(
  { access: "public" },
  async ({ params }) =>
    json(await getPaymentStatusOrThrow(params.id), 200, { "Cache-Control": "no-store" }),
);
