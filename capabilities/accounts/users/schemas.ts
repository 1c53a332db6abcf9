import { z } from "zod";

/** The admin's user form (spec section 5 "Admin user form"), shared by the form and the routes. */

/** A trimmed, lower-cased e-mail address, as accounts store them. */
const email = z
  .string("Valid email is required")
  .trim()
  .toLowerCase()
  .max(254, "Valid email is required")
  .pipe(z.email("Valid email is required"));

const role = z.enum(["admin", "user"], { error: "Role is required" });

/** Create New Admin: the role defaults to admin (spec, "Admin user form"). */
export const createUserSchema = z.object({ email, role: role.default("admin") });
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** Edit User: both fields are sent (the form is prefilled). */
export const updateUserSchema = z.object({ email, role });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
