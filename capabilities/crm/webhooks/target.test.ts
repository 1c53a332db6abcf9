import { isPrivateAddress, privateTargetsWarning, resolveWebhookTarget } from "./target";

describe("isPrivateAddress", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.0.0.5",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.0.10",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fd00:ec2::254",
    "fc00::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:169.254.169.254",
    "64:ff9b::a00:1",
    "::127.0.0.1",
    "::7f00:1",
    "::ffff:0:7f00:1",
    "2002:7f00:1::",
    "2002:a9fe:a9fe::1",
    "2001:0:4136:e378:8000:63bf:80ff:fffe",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    "93.184.215.14",
    "8.8.8.8",
    "172.32.0.1",
    "2606:4700:4700::1111",
    "::ffff:8.8.8.8",
    "2001:4860:4860::8888",
  ])("allows %s", (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe("resolveWebhookTarget", () => {
  const resolvesTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

  it("checks the addresses the name resolves to, and pins the first", async () => {
    const target = await resolveWebhookTarget("https://hooks.example.com/x", {
      allowPrivate: false,
      lookup: resolvesTo("93.184.215.14"),
    });
    expect(target).toMatchObject({ address: "93.184.215.14", family: 4 });
    expect(target.url.hostname).toBe("hooks.example.com");
  });

  it("refuses a name when any of its addresses is private (DNS rebinding to metadata)", async () => {
    await expect(
      resolveWebhookTarget("https://hooks.example.com/x", {
        allowPrivate: false,
        lookup: resolvesTo("93.184.215.14", "169.254.169.254"),
      }),
    ).rejects.toThrow("resolves to 169.254.169.254");
  });

  it.each(["https://[::127.0.0.1]/x", "https://[2002:7f00:1::]/x", "https://[::ffff:0:7f00:1]/x"])(
    "refuses %s: an IPv6 form of 127.0.0.1",
    async (url) => {
      await expect(resolveWebhookTarget(url, { allowPrivate: false })).rejects.toThrow(
        /private, loopback or link-local/,
      );
    },
  );

  it("refuses a name that does not resolve, with a message", async () => {
    await expect(
      resolveWebhookTarget("https://nowhere.invalid/x", {
        allowPrivate: false,
        lookup: async () => {
          throw new Error("ENOTFOUND");
        },
      }),
    ).rejects.toThrow("could not be resolved");
  });

  it("takes http and loopback only with WEBHOOK_ALLOW_PRIVATE", async () => {
    await expect(
      resolveWebhookTarget("http://127.0.0.1:9/x", { allowPrivate: false }),
    ).rejects.toThrow("https://");
    await expect(
      resolveWebhookTarget("https://127.0.0.1:9/x", { allowPrivate: false }),
    ).rejects.toThrow("127.0.0.1");
    const allowed = await resolveWebhookTarget("http://127.0.0.1:9/x", { allowPrivate: true });
    expect(allowed.address).toBe("127.0.0.1");
  });

  it("warns at start-up only when private targets are allowed", () => {
    expect(privateTargetsWarning(false)).toBeNull();
    expect(privateTargetsWarning(true)).toContain("never set it in production");
  });
});
