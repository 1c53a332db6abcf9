import { resetData } from "@/tests/helpers/database";
import { jest } from "@jest/globals";
import { db } from "@/platform/db";
import {
  PASSWORD,
  createAccount,
  noParams,
  postJson,
  request,
  sessionCookieOf,
} from "@/tests/helpers/account";
import { sessionCookieName } from "@/platform/auth/session";
import { GET as verify } from "../verify/route";
import { POST as logout } from "../logout/route";
import { POST as login } from "./route";

const loginAs = (email: string, password: string, ip?: string) =>
  login(postJson("/api/auth/login", { email, password }, { ip }), noParams);

const loginWith = (password: string, ip: string, cookie: string) =>
  login(
    postJson("/api/auth/login", { email: "ada@example.com", password }, { ip, cookie }),
    noParams,
  );

/** The known-device cookie a response sets, as the browser sends it back. */
const knownDeviceCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("known-device="))!
    .split(";")[0]!;

/** The account's pause runs out (the stored window is moved to the past, as time would). */
const pauseEnds = () =>
  db.rateLimit.updateMany({
    where: { key: { startsWith: "loginAccountTurn:" } },
    data: { expire: new Date(Date.now() - 1_000) },
  });

const verifyWith = (options: { token?: string; cookie?: string }) =>
  verify(request("/api/auth/verify", options), noParams);

beforeEach(resetData);

describe("POST /api/auth/login", () => {
  it("signs in: token, user, and an httpOnly SameSite=Lax session cookie that /verify reads", async () => {
    const user = await createAccount("ada@example.com");
    const res = await loginAs(" ADA@example.com", PASSWORD);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      success: true,
      token: expect.any(String),
      user: { id: user.id, email: "ada@example.com", role: "user", mustChangePassword: false },
    });

    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie.startsWith(`${sessionCookieName()}=`)).toBe(true);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Path=\//i);
    expect(setCookie).toMatch(/;\s*Max-Age=604800/i);
    expect(res.headers.get("cache-control")).toBe("no-store");

    for (const credentials of [{ token: body.token }, { cookie: sessionCookieOf(res) }]) {
      const who = await verifyWith(credentials);
      expect(who.status).toBe(200);
      expect((await who.json()).user).toEqual({
        id: user.id,
        email: "ada@example.com",
        role: "user",
      });
    }
  });

  it("answers an admin's correct password with a second-factor challenge and no session", async () => {
    await createAccount("root@example.com", { role: "admin" });
    const res = await loginAs("root@example.com", PASSWORD);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      success: true,
      mfaRequired: true,
      challenge: expect.stringMatching(/^[\w-]{40,}$/),
      enrolment: false,
      passkey: false,
    });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("answers an unknown e-mail and a wrong password identically", async () => {
    await createAccount("ada@example.com");
    const unknown = await loginAs("nobody@example.com", PASSWORD);
    const wrong = await loginAs("ada@example.com", "Wrong-Password1");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const [a, b] = [await unknown.json(), await wrong.json()];
    expect(a).toEqual(b);
    expect(a).toEqual({
      success: false,
      message: "Invalid username or password.",
      error: { code: "unauthorized", message: "Invalid username or password." },
    });
    expect(unknown.headers.get("set-cookie")).toBeNull();
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it("does not lock the owner out: a stranger's wrong passwords refuse the stranger, not a correct password from a clean client", async () => {
    await createAccount("ada@example.com");
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const stranger = "198.51.100.20, 192.0.2.60"; // invents a first hop; the proxy saw .60
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await loginAs("ada@example.com", "Wrong-Password1", stranger)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);

    const owner = await loginAs("ada@example.com", PASSWORD, "192.0.2.61");
    expect(owner.status).toBe(200);
    expect(sessionCookieOf(owner)).toBeTruthy();

    const again = await loginAs("ada@example.com", PASSWORD, stranger);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(again.headers.get("set-cookie")).toBeNull();

    const logged = warn.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(logged).toContainEqual(
      expect.objectContaining({
        event: "login_throttled",
        reason: "account_locked",
        email: "ada@example.com",
        client: "192.0.2.60",
      }),
    );
    warn.mockRestore();
  });

  it("locks an account after 5 failures from anywhere for every client that failed on it; other clients wait their turn", async () => {
    await createAccount("ada@example.com");
    await createAccount("bob@example.com");
    jest.spyOn(console, "warn").mockImplementation(() => {});
    for (let i = 0; i < 5; i++) {
      expect(
        (await loginAs("ada@example.com", "Wrong-Password1", `192.0.2.${70 + i}`)).status,
      ).toBe(401);
    }
    expect((await loginAs("ada@example.com", PASSWORD, "192.0.2.70")).status).toBe(429);
    // A clean client's wrong password counts; after it, that client is locked out too.
    expect((await loginAs("ada@example.com", "Wrong-Password1", "192.0.2.80")).status).toBe(401);
    const limited = await loginAs("ada@example.com", PASSWORD, "192.0.2.80");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await loginAs("bob@example.com", PASSWORD, "192.0.2.70")).status).toBe(200);
    // Another clean client waits for the pause that failure started, then signs in.
    expect((await loginAs("ada@example.com", PASSWORD, "192.0.2.81")).status).toBe(429);
    await pauseEnds();
    expect((await loginAs("ada@example.com", PASSWORD, "192.0.2.81")).status).toBe(200);
  });

  it("slows guesses from many addresses: past the lock, one guess at a time, each pause twice the last", async () => {
    await createAccount("ada@example.com");
    jest.spyOn(console, "warn").mockImplementation(() => {});
    let ip = 100;
    const guess = () => loginAs("ada@example.com", "Wrong-Password1", `192.0.2.${ip++}`);
    for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(401);
    const pauses: number[] = [];
    for (let round = 0; round < 3; round++) {
      expect((await guess()).status).toBe(401); // this round's one guess
      const refused = await guess(); // the next address, during the pause
      expect(refused.status).toBe(429);
      pauses.push(Number(refused.headers.get("retry-after")));
      await pauseEnds();
    }
    expect(pauses).toEqual([30, 60, 120]);
  });

  it("lets a burst from many addresses at a locked account check one password, not each", async () => {
    await createAccount("ada@example.com");
    jest.spyOn(console, "warn").mockImplementation(() => {});
    for (let i = 0; i < 5; i++) {
      await loginAs("ada@example.com", "Wrong-Password1", `192.0.2.${140 + i}`);
    }
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        loginAs("ada@example.com", "Wrong-Password1", `192.0.2.${150 + i}`),
      ),
    );
    expect(burst.filter((res) => res.status === 401)).toHaveLength(1);
    expect(burst.filter((res) => res.status === 429)).toHaveLength(7);
  });

  it("never slows the owner's known browser, and a password reset makes a browser known", async () => {
    await createAccount("ada@example.com");
    await createAccount("bob@example.com");
    jest.spyOn(console, "warn").mockImplementation(() => {});
    const first = await loginAs("ada@example.com", PASSWORD, "192.0.2.200");
    const known = knownDeviceCookieOf(first);
    expect(known).toMatch(/^known-device=/);
    const bobs = knownDeviceCookieOf(await loginAs("bob@example.com", PASSWORD, "192.0.2.201"));
    // The attack: the account locked and paused from many addresses.
    for (let i = 0; i < 6; i++) {
      await loginAs("ada@example.com", "Wrong-Password1", `192.0.2.${210 + i}`);
    }
    expect((await loginAs("ada@example.com", PASSWORD, "192.0.2.230")).status).toBe(429);
    // Another account's cookie, or a forged one, is no exemption.
    expect((await loginWith(PASSWORD, "192.0.2.231", bobs)).status).toBe(429);
    expect((await loginWith(PASSWORD, "192.0.2.232", "known-device=forged.1.abc")).status).toBe(
      429,
    );
    expect((await loginWith(PASSWORD, "192.0.2.233", known)).status).toBe(200);
  });
  it("counts a burst of parallel wrong passwords from one client in full: at most 5 checked, the rest 429", async () => {
    await createAccount("ada@example.com");
    jest.spyOn(console, "warn").mockImplementation(() => {});
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => loginAs("ada@example.com", "Wrong-Password1", "192.0.2.90")),
    );
    // The account's and the client's counters go up in separate statements, so which five of
    // the ten get checked depends on how the two interleave; never more than five.
    const checked = burst.filter((res) => res.status === 401).length;
    expect(burst.every((res) => res.status === 401 || res.status === 429)).toBe(true);
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(5);
  });

  it("throttles one client across e-mails", async () => {
    for (let i = 0; i < 20; i++) {
      expect((await loginAs(`n${i}@example.com`, PASSWORD, "192.0.2.50")).status).toBe(401);
    }
    expect((await loginAs("n99@example.com", PASSWORD, "192.0.2.50")).status).toBe(429);
    expect((await loginAs("n99@example.com", PASSWORD, "192.0.2.51")).status).toBe(401);
  });

  it("counts sign-ins with invented X-Forwarded-For addresses as one client", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const forged = `198.51.100.${i}, 192.0.2.52`;
      statuses.push((await loginAs(`f${i}@example.com`, PASSWORD, forged)).status);
    }
    expect(statuses).toEqual([...Array(20).fill(401), ...Array(5).fill(429)]);
  });

  it("refuses an expired temporary password with its own message, only with the right password", async () => {
    await createAccount("temp@example.com", {
      mustChangePassword: true,
      tempPasswordExpiresAt: new Date(Date.now() - 1000),
    });
    const wrong = await loginAs("temp@example.com", "Wrong-Password1");
    expect((await wrong.json()).message).toBe("Invalid username or password.");
    const res = await loginAs("temp@example.com", PASSWORD);
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe(
      "Your temporary password has expired. Ask an administrator for a new one.",
    );
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("signs in a user with a valid temporary password, says the password must change, and /verify still knows them", async () => {
    await createAccount("temp@example.com", {
      mustChangePassword: true,
      tempPasswordExpiresAt: new Date(Date.now() + 60_000),
    });
    const res = await loginAs("temp@example.com", PASSWORD);
    expect(res.status).toBe(200);
    const { token, user } = await res.json();
    expect(user.mustChangePassword).toBe(true);
    expect((await verifyWith({ token })).status).toBe(200);
  });

  it("refuses a missing password with 'Password is required'", async () => {
    const res = await loginAs("ada@example.com", "");
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.password).toBe("Password is required");
  });
});

describe("POST /api/auth/logout and GET /api/auth/verify", () => {
  it("clears the session cookie with 204", async () => {
    const res = await logout(postJson("/api/auth/logout", undefined), noParams);
    expect(res.status).toBe(204);
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(new RegExp(`^${sessionCookieName()}=;`));
    expect(setCookie).toMatch(/Max-Age=0/i);
  });

  it("answers 401 without credentials, with a forged token, and for a deleted user", async () => {
    expect((await verifyWith({})).status).toBe(401);
    expect((await verifyWith({ token: "not-a-token" })).status).toBe(401);
    expect((await verifyWith({ cookie: `${sessionCookieName()}=garbage` })).status).toBe(401);

    const user = await createAccount("ada@example.com");
    const { token } = await (await loginAs("ada@example.com", PASSWORD)).json();
    await db.user.delete({ where: { id: user.id } });
    expect((await verifyWith({ token })).status).toBe(401);
  });
});
