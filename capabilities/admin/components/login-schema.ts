import { z } from "zod";

/**
 * The admin sign-in form (spec section 5, "Admin login"): e-mail and password required, with
 * the spec's messages. The server validates again with its own login schema.
 */
export const adminLoginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Email is required")
    .toLowerCase()
    .max(254, "Please enter a valid email address.")
    .pipe(z.email("Please enter a valid email address.")),
  password: z.string().min(1, "Password is required").max(1024),
});

export type AdminLoginInput = z.input<typeof adminLoginSchema>;
export type AdminLoginValues = z.output<typeof adminLoginSchema>;

export const LOGIN_FALLBACK = "Login failed. Please check your credentials.";
export const RESET_SENT = "Password reset instructions have been sent to your email.";
export const RESET_FALLBACK = "Failed to send reset email.";
/** Spec section 9: the admin login waits 100 ms before going on. */
export const LOGIN_REDIRECT_DELAY_MS = 100;
