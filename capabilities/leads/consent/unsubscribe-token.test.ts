import { readUnsubscribeToken, unsubscribeToken, UNSUBSCRIBE_LINK_DAYS } from "./unsubscribe-token";

const DAY = 86_400_000;

describe("unsubscribe tokens", () => {
  it("name the address they were issued for, in lower case", () => {
    expect(readUnsubscribeToken(unsubscribeToken("Dana@Example.com"))).toBe("dana@example.com");
  });

  it(`work for ${UNSUBSCRIBE_LINK_DAYS} days (the law asks for 60), not after`, () => {
    const issued = Date.UTC(2026, 0, 1);
    const token = unsubscribeToken("dana@example.com", issued);
    expect(readUnsubscribeToken(token, issued + 60 * DAY)).toBe("dana@example.com");
    expect(readUnsubscribeToken(token, issued + UNSUBSCRIBE_LINK_DAYS * DAY)).toBe(
      "dana@example.com",
    );
    expect(readUnsubscribeToken(token, issued + (UNSUBSCRIBE_LINK_DAYS + 1) * DAY)).toBeNull();
  });

  it("refuse a token whose address or date was changed, or that is malformed", () => {
    const [, day, mac] = unsubscribeToken("dana@example.com").split(".");
    const other = Buffer.from("ceo@victim.example").toString("base64url");
    expect(readUnsubscribeToken(`${other}.${day}.${mac}`)).toBeNull();
    expect(readUnsubscribeToken("garbage")).toBeNull();
    expect(readUnsubscribeToken("")).toBeNull();
  });
});
