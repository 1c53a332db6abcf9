import { resetData } from "@/tests/helpers/database";
import {
  PASSWORD,
  createAccount,
  noParams,
  postJson,
  request,
  sessionCookieOf,
} from "@/tests/helpers/account";
import { GET as verify } from "../verify/route";
import { POST as login } from "../login/route";
import { POST as logout } from "./route";

const signIn = async (email = "ada@example.com") => {
  const res = await login(postJson("/api/auth/login", { email, password: PASSWORD }), noParams);
  return { cookie: sessionCookieOf(res), token: (await res.json()).token as string };
};
const verifyWith = async (options: { token?: string; cookie?: string }) =>
  (await verify(request("/api/auth/verify", options), noParams)).status;

beforeEach(resetData);

describe("POST /api/auth/logout", () => {
  it("ends the session on the server: the old cookie answers 401 afterwards", async () => {
    await createAccount("ada@example.com");
    const { cookie } = await signIn();
    expect(await verifyWith({ cookie })).toBe(200);

    const res = await logout(postJson("/api/auth/logout", undefined, { cookie }), noParams);
    expect(res.status).toBe(204);
    expect(await verifyWith({ cookie })).toBe(401);
  });

  it("ends a bearer token's session when an API client logs out with it, and only that one", async () => {
    await createAccount("ada@example.com");
    const first = await signIn();
    const second = await signIn();

    await logout(postJson("/api/auth/logout", undefined, { token: first.token }), noParams);
    expect(await verifyWith({ token: first.token })).toBe(401);
    expect(await verifyWith({ token: second.token })).toBe(200);
    expect(await verifyWith({ cookie: second.cookie })).toBe(200);
  });
});
