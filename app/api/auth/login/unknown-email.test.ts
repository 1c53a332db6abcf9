import { resetData } from "@/tests/helpers/database";
import { jest } from "@jest/globals";

/**
 * An unknown e-mail costs the same work as a wrong password: one argon2id verification with
 * the same parameters, so the answer's timing tells no one which addresses have accounts.
 * (Counted, not timed: a timed comparison drowns in the database's noise.)
 */
const argon2 = await import("@node-rs/argon2");
const verified: string[] = [];
jest.unstable_mockModule("@node-rs/argon2", () => ({
  ...argon2,
  verify: (hash: string, password: string) => {
    verified.push(hash);
    return argon2.verify(hash, password);
  },
}));
// Imported after the mock, so that the password module sees it.
const { PASSWORD, createAccount, noParams, postJson } = await import("@/tests/helpers/account");
const { POST: login } = await import("./route");

const loginAs = (email: string, password: string) =>
  login(postJson("/api/auth/login", { email, password }), noParams);
/** The parameters of an argon2 hash: `$argon2id$v=19$m=19456,t=2,p=1`. */
const parametersOf = (hash: string) => hash.split("$").slice(0, 4).join("$");

beforeEach(resetData);

it("verifies one password hash of the same strength for an unknown e-mail as for a wrong password", async () => {
  await createAccount("ada@example.com");
  verified.length = 0;
  expect((await loginAs("ada@example.com", "Wrong-Password1")).status).toBe(401);
  const [real] = verified.splice(0);
  expect((await loginAs("nobody@example.com", "Wrong-Password1")).status).toBe(401);
  const [dummy] = verified.splice(0);
  expect(real).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(parametersOf(dummy!)).toBe(parametersOf(real!));
  expect(dummy).not.toBe(real);
  expect((await loginAs("ada@example.com", PASSWORD)).status).toBe(200);
});
