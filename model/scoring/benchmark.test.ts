import { peerPercentile } from "./benchmark";

describe("peerPercentile", () => {
  it("gives no percentile below five peers", () => {
    expect(peerPercentile(50, [])).toEqual({ enoughPeers: false, peerCount: 0 });
    expect(peerPercentile(50, [10, 20, 30, 40])).toEqual({ enoughPeers: false, peerCount: 4 });
  });

  it("takes another minimum when asked", () => {
    expect(peerPercentile(50, [10, 20, 30], 3)).toEqual({
      enoughPeers: true,
      peerCount: 3,
      percentile: 100,
    });
    expect(peerPercentile(50, [10, 20, 30, 40, 50], 10)).toEqual({
      enoughPeers: false,
      peerCount: 5,
    });
  });

  it("counts peers below plus half of ties", () => {
    const peers = [10, 20, 30, 40, 50];
    expect(peerPercentile(30, peers)).toEqual({ enoughPeers: true, peerCount: 5, percentile: 50 });
    expect(peerPercentile(35, peers)).toMatchObject({ percentile: 60 });
    expect(peerPercentile(60, [60, 60, 60, 60, 60])).toMatchObject({ percentile: 50 });
    expect(peerPercentile(60, [10, 60, 60, 90, 90, 90])).toMatchObject({ percentile: 33 });
  });

  it("gives 100 above every peer and 0 below every peer", () => {
    const peers = [40, 45, 50, 55, 60];
    expect(peerPercentile(99, peers)).toMatchObject({ percentile: 100 });
    expect(peerPercentile(1, peers)).toMatchObject({ percentile: 0 });
  });

  it("ignores peer scores that are not numbers", () => {
    expect(peerPercentile(50, [10, 20, NaN, 30, Infinity])).toEqual({
      enoughPeers: false,
      peerCount: 3,
    });
  });
});
