import { relyingParty } from "./webauthn";

describe("the passkeys' relying party", () => {
  it("is the app's own address: its host name and origin", () => {
    expect(relyingParty("https://ai.chapter.example")).toEqual({
      rpID: "ai.chapter.example",
      origin: "https://ai.chapter.example",
    });
  });

  it("serves a loopback IP address as localhost on the same port, since an IP is no RP ID", () => {
    expect(relyingParty("http://127.0.0.1:3310")).toEqual({
      rpID: "localhost",
      origin: "http://localhost:3310",
    });
    expect(relyingParty("http://[::1]:3000").rpID).toBe("localhost");
  });
});
