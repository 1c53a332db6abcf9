import { contentSecurityPolicy } from "./content-security-policy";

const directive = (policy: string, name: string) =>
  policy.split("; ").find((d) => d.startsWith(`${name} `));

describe("contentSecurityPolicy frames", () => {
  it("lets a page frame only itself when no booking provider is configured", () => {
    const policy = contentSecurityPolicy({ nonce: "abc", dev: false });
    expect(directive(policy, "frame-src")).toBeUndefined();
    expect(directive(policy, "default-src")).toBe("default-src 'self'");
  });

  it("adds the booking provider's origin as frame-src, and nowhere else", () => {
    const policy = contentSecurityPolicy({ dev: false, frames: ["https://cal.com"] });
    expect(directive(policy, "frame-src")).toBe("frame-src 'self' https://cal.com");
    expect(directive(policy, "script-src")).not.toContain("cal.com");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
  });
});
