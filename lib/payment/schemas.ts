import { z } from "zod";

/**
 * POST /api/process-payment keeps the spec's path and answer, but card data never reaches
 * our server (PCI scope): a body carrying card fields is refused, and any amount is ignored.
 */
export const processPaymentSchema = z
  .object({
    assessmentId: z.uuid("Assessment not found."),
    amount: z.unknown().optional(),
    cardDetails: z.unknown().optional(),
  })
  .refine((body) => body.cardDetails === undefined, {
    path: ["cardDetails"],
    message: "Card details are never sent to our server. You will enter them on Stripe's secure checkout page.",
  })
  .transform(({ assessmentId }) => ({ assessmentId }));
