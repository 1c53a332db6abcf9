import { getPaymentStatusOrThrow } from "@/lib/assessment/queries";
import { json, route } from "@/lib/http";

export const GET = route<"public", undefined, { id: string }>(
  { access: "public" },
  async ({ params }) =>
    json(await getPaymentStatusOrThrow(params.id), 200, { "Cache-Control": "no-store" }),
);
