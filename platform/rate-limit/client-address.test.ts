import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { addressKey, clientAddressFrom, UNKNOWN_CLIENT } from "./client-address";
import { recordSocketAddresses, SOCKET_ADDRESS_HEADER } from "./socket-address";

const request = (headers: Record<string, string>) =>
  new Request("http://localhost/api/validate-coupon", { headers });
const nothingInFront = { trustedProxyHops: 0 };

describe("clientAddressFrom", () => {
  it("ignores X-Forwarded-For when nothing is in front", () => {
    const forged = request({ "x-forwarded-for": "198.51.100.7" });
    expect(clientAddressFrom(forged, nothingInFront)).toBe(UNKNOWN_CLIENT);
  });

  it("counts proxies from the right of X-Forwarded-For, whatever the client put on the left", () => {
    const chain = request({ "x-forwarded-for": "1.1.1.1, 2.2.2.2, 203.0.113.9, 10.0.0.2" });
    expect(clientAddressFrom(chain, { trustedProxyHops: 1 })).toBe("10.0.0.2");
    expect(clientAddressFrom(chain, { trustedProxyHops: 2 })).toBe("203.0.113.9");
    // More proxies configured than entries: the leftmost, the farthest anyone vouches for.
    expect(clientAddressFrom(chain, { trustedProxyHops: 9 })).toBe("1.1.1.1");
  });

  it("reads the host's own header when one is configured, not X-Forwarded-For", () => {
    const vercel = request({
      "x-forwarded-for": "1.1.1.1",
      "x-vercel-forwarded-for": "203.0.113.5",
    });
    const settings = { trustedProxyHops: 0, trustedHeader: "x-vercel-forwarded-for" };
    expect(clientAddressFrom(vercel, settings)).toBe("203.0.113.5");
    expect(clientAddressFrom(request({ "x-forwarded-for": "1.1.1.1" }), settings)).toBe(
      UNKNOWN_CLIENT,
    );
  });

  it("does not read the socket header in a process that does not record it", () => {
    const forged = request({ [SOCKET_ADDRESS_HEADER]: "198.51.100.7" });
    expect(clientAddressFrom(forged, nothingInFront)).toBe(UNKNOWN_CLIENT);
  });
});

describe("with nothing in front, behind a real Node HTTP server", () => {
  it("is the socket's address, whatever X-Forwarded-For or socket header the client sends", async () => {
    recordSocketAddresses();
    const server = http.createServer((incoming, response) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === "string") headers.set(name, value);
      }
      const seen = clientAddressFrom(new Request("http://localhost/", { headers }), nothingInFront);
      response.end(seen);
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { "x-forwarded-for": "198.51.100.7", [SOCKET_ADDRESS_HEADER]: "198.51.100.8" },
      });
      expect(await answer.text()).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      server.close();
    }
  });
});

describe("addressKey", () => {
  it("counts an IPv6 client by its /64 and leaves IPv4 as it is", () => {
    expect(addressKey("2001:db8:abcd:12:1::7")).toBe("2001:db8:abcd:12::/64");
    expect(addressKey("2001:0db8:abcd:0012:ffff:1:2:3")).toBe("2001:db8:abcd:12::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("::ffff:127.0.0.1")).toBe("::ffff:127.0.0.1");
    expect(addressKey(UNKNOWN_CLIENT)).toBe(UNKNOWN_CLIENT);
  });
});
