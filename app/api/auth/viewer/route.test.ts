import { resetData } from "@/tests/helpers/database";
import {
  PASSWORD,
  createAccount,
  noParams,
  postJson,
  request,
  sessionCookieOf,
  signIn,
} from "@/tests/helpers/account";
import { POST as login } from "../login/route";
import { POST as logout } from "../logout/route";
import { GET as viewer } from "./route";

const roleWith = async (cookie?: string) => {
  const res = await viewer(request("/api/auth/viewer", { cookie }), noParams);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  return ((await res.json()) as { role: string | null }).role;
};

beforeEach(resetData);

describe("GET /api/auth/viewer", () => {
  it("answers null for a visitor, the role for a signed-in person, null again after logout", async () => {
    expect(await roleWith()).toBeNull();
    await createAccount("ada@example.com");
    const res = await login(
      postJson("/api/auth/login", { email: "ada@example.com", password: PASSWORD }),
      noParams,
    );
    const cookie = sessionCookieOf(res);
    expect(await roleWith(cookie)).toBe("user");

    await logout(postJson("/api/auth/logout", undefined, { cookie }), noParams);
    expect(await roleWith(cookie)).toBeNull();
  });

  it("answers admin for an admin signed in with the second factor", async () => {
    await createAccount("root@example.com", { role: "admin" });
    expect(await roleWith(sessionCookieOf(await signIn("root@example.com")))).toBe("admin");
  });
});
