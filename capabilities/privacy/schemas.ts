import { z } from "zod";

export const eraseAccountSchema = z.object({
  password: z
    .string("Enter your password to confirm")
    .min(1, "Enter your password to confirm")
    .max(1024),
});

export const privacyRequestSchema = z.object({
  email: z
    .string("Please enter a valid email address.")
    .trim()
    .max(254, "Please enter a valid email address.")
    .pipe(z.email("Please enter a valid email address.")),
});

export const legalHoldSchema = z.object({
  reason: z
    .string("Say why the lead is kept.")
    .trim()
    .min(3, "Say why the lead is kept.")
    .max(500, "Keep the reason under 500 characters."),
});

export const PRIVACY_LINK_INVALID =
  "This link is invalid or has expired. Ask for a new one on the privacy page.";
