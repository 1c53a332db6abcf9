import { createDecipheriv, hkdfSync } from "node:crypto";

/** Secrets we hold for others are sealed under ENCRYPTION_KEY when it is set. */
process.env.ENCRYPTION_KEY = "an-encryption-key-of-32-characters-or-more";
process.env.AUTH_SECRET = "an-auth-secret-of-32-characters-or-more-too";
const { openText, sealText, secretKey } = await import("./seal");

const derived = (material: string, purpose: string) =>
  Buffer.from(hkdfSync("sha256", material, "", purpose, 32));

function openWith(key: Buffer, sealed: string): string {
  const [, iv, tag, data] = sealed.split(".");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv!, "base64url"));
  decipher.setAuthTag(Buffer.from(tag!, "base64url"));
  return Buffer.concat([
    decipher.update(Buffer.from(data!, "base64url")),
    decipher.final(),
  ]).toString();
}

it("seals with AES-256-GCM under a key derived from ENCRYPTION_KEY, not AUTH_SECRET", () => {
  const sealed = sealText("pat-na1-secret", secretKey("hubspot-token v1"));
  expect(sealed).not.toContain("pat-na1-secret");
  expect(openWith(derived(process.env.ENCRYPTION_KEY!, "hubspot-token v1"), sealed)).toBe(
    "pat-na1-secret",
  );
  expect(() => openWith(derived(process.env.AUTH_SECRET!, "hubspot-token v1"), sealed)).toThrow();
});

it("gives each purpose its own key and refuses an altered value", () => {
  const sealed = sealText("pat-na1-secret", secretKey("hubspot-token v1"));
  expect(() => openText(sealed, secretKey("webhook-secret v1"))).toThrow();
  const [version, iv, tag, data] = sealed.split(".");
  const flipped = Buffer.from(data!, "base64url");
  flipped[0] = flipped[0]! ^ 1;
  expect(() =>
    openText(
      [version, iv, tag, flipped.toString("base64url")].join("."),
      secretKey("hubspot-token v1"),
    ),
  ).toThrow();
  expect(openText(sealed, secretKey("hubspot-token v1"))).toBe("pat-na1-secret");
});
