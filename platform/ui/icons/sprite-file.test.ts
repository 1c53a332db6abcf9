import { gunzipSync } from "node:zlib";

import { ICON_SPRITE } from "./sprite";
import { spriteResponse } from "./sprite-file";

const request = (acceptEncoding?: string) =>
  new Request("http://127.0.0.1/icons.svg?v=1", {
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });

describe("a sprite's response", () => {
  it("is gzipped for a browser that accepts it, at under half the sprite's size", async () => {
    const response = spriteResponse(ICON_SPRITE, request("gzip, deflate, br, zstd"));
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(gunzipSync(body).toString()).toBe(ICON_SPRITE);
    expect(body.length).toBeLessThan(ICON_SPRITE.length / 2);
  });

  it("is the plain sprite for a client that asks for no encoding", async () => {
    const response = spriteResponse(ICON_SPRITE, request());
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(await response.text()).toBe(ICON_SPRITE);
  });
});
