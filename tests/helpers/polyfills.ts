/**
 * jsdom gaps that Radix primitives rely on. Import from a test file (not the global
 * setup) before rendering popper/pointer-driven components such as Tooltip or Select.
 */

import { jest } from "@jest/globals";

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

if (typeof window !== "undefined") {
  if (!("ResizeObserver" in window)) {
    Object.defineProperty(window, "ResizeObserver", { value: ResizeObserverStub, writable: true });
  }

  if (!("PointerEvent" in window)) {
    class PointerEventStub extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      readonly isPrimary: boolean;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? "mouse";
        this.isPrimary = init.isPrimary ?? true;
      }
    }
    Object.defineProperty(window, "PointerEvent", { value: PointerEventStub, writable: true });
  }

  const proto = window.HTMLElement.prototype;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
}

export {};

/**
 * jsdom lays nothing out: gives every element a 400 × 300 box, which Recharts measures
 * through getBoundingClientRect. Call from a beforeAll/beforeEach (jest restores spies).
 */
export function mockLayoutBox(): void {
  jest.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
    width: 400,
    height: 300,
    top: 0,
    left: 0,
    right: 400,
    bottom: 300,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
}
