import { z } from "zod";
import { LEAD_EVENT_TYPES } from "@/capabilities/leads";
import { singleLine } from "@/platform/validation/text";

/** The admin API's webhook payloads (docs/api.md: Webhook endpoints), shared by the form and the routes. */

export const WEBHOOK_URL_MESSAGE = "Enter the endpoint's full URL, e.g. https://example.com/hooks.";

const url = z
  .string({ error: WEBHOOK_URL_MESSAGE })
  .trim()
  .min(1, WEBHOOK_URL_MESSAGE)
  .max(2048, "The URL must be at most 2048 characters.")
  .refine((value) => {
    try {
      const parsed = new URL(value);
      return parsed.protocol === "https:" || parsed.protocol === "http:";
    } catch {
      return false;
    }
  }, WEBHOOK_URL_MESSAGE);

const events = z
  .array(
    z.enum(LEAD_EVENT_TYPES, {
      error: `Events must be among: ${LEAD_EVENT_TYPES.join(", ")}.`,
    }),
    { error: "Choose at least one event." },
  )
  .min(1, "Choose at least one event.")
  .transform((list) => LEAD_EVENT_TYPES.filter((type) => list.includes(type)));

const description = singleLine(
  z.string().trim().max(200, "The description must be at most 200 characters."),
);

export const createWebhookSchema = z.object({
  url,
  events,
  description: description.optional().default(""),
});
export type CreateWebhookInput = z.infer<typeof createWebhookSchema>;

/** Any of the fields; `status` pauses or resumes; `rotateSecret: true` issues a new secret. */
export const updateWebhookSchema = z
  .object({
    url: url.optional(),
    events: events.optional(),
    description: description.optional(),
    status: z.enum(["active", "paused"], { error: "status must be active or paused." }).optional(),
    rotateSecret: z.literal(true, { error: "rotateSecret can only be true." }).optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Nothing to change.");
export type UpdateWebhookInput = z.infer<typeof updateWebhookSchema>;

export const deliveriesQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a whole number between 1 and 100." })
    .int("limit must be a whole number between 1 and 100.")
    .min(1, "limit must be a whole number between 1 and 100.")
    .max(100, "limit must be a whole number between 1 and 100.")
    .default(50),
});

/** A webhook endpoint as the admin API answers it: never its secret. */
export interface AdminWebhook {
  id: string;
  url: string;
  description: string;
  events: string[];
  status: "active" | "paused";
  /** "admin" or "failing" when paused. */
  pausedReason: string | null;
  /** When the secret before the last rotation stops being signed with. */
  previousSecretExpiresAt: string | null;
  failingSince: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One attempt of the delivery log. */
export interface AdminDeliveryAttempt {
  id: string;
  deliveryId: string;
  eventId: string | null;
  eventType: string;
  deliveryStatus: "pending" | "succeeded" | "failed";
  attempt: number;
  statusCode: number | null;
  success: boolean;
  latencyMs: number;
  /** The first 500 characters of the response body, or why there was none. */
  response: string;
  createdAt: string;
}
