/** Who is looking at a public page: a signed-in user or admin, or null for a visitor. */
export type Viewer = { role: "admin" | "user"; email: string } | null;
