import { z } from "zod";

export const eraseAccountSchema = z.object({
  password: z
    .string("Enter your password to confirm")
    .min(1, "Enter your password to confirm")
    .max(1024),
});
