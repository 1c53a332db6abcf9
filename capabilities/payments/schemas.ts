import { z } from "zod";

export const CARD_DATA_REFUSED =
  "Card details are never sent to our server. You will enter them on Stripe's secure checkout page.";

/** Names a card's data goes by, compared lower-case without separators (card_number = cardNumber). */
const CARD_FIELDS = new Set(
  (
    "card cardDetails number cardNumber pan cc ccNumber cvc cvv cvc2 cvv2 securityCode expiry " +
    "expiration expiryDate expirationDate exp expMonth expYear expiryMonth expiryYear"
  )
    .toLowerCase()
    .split(" "),
);

/** Walks the body with its own stack, not recursion: JSON nested 5,000 deep is still read. */
function carriesCardData(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || typeof value !== "object") continue;
    if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
      continue;
    }
    for (const [key, inner] of Object.entries(value)) {
      if (CARD_FIELDS.has(key.toLowerCase().replace(/[^a-z0-9]/g, ""))) return true;
      pending.push(inner);
    }
  }
  return false;
}

/**
 * POST /api/process-payment keeps the spec's path and answer, but card data never reaches
 * our server (PCI scope): a body carrying card fields, at any depth, is refused before
 * anything else is read, and any amount is ignored.
 */
export const processPaymentSchema = z
  .unknown()
  .refine((body) => !carriesCardData(body), { message: CARD_DATA_REFUSED, abort: true })
  .pipe(z.object({ assessmentId: z.uuid("Assessment not found.") }));
