/** Where a person goes after signing in (spec section 2), safe for the browser. */
export function homeFor(user: { role: "user" | "admin"; mustChangePassword?: boolean }): string {
  if (user.mustChangePassword) return "/account/change-password";
  return user.role === "admin" ? "/admin" : "/my-reports";
}

/** The spec's pause after a successful registration, before the next page (section 9). */
export const REDIRECT_DELAY_MS = 1500;
