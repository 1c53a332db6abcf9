"use client";

import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from "react";

/*
 * The charts with Recharts load in the browser only, once their box comes near the screen, the
 * page has loaded and the browser is idle: they stay out of the first-load JavaScript and off the main thread
 * while the page hydrates. Their data is in the ChartFigure table rendered with the page, and
 * the box keeps its height meanwhile, so nothing shifts.
 */

/** How far below the screen a chart starts loading. */
const NEAR = "200px";

/** True once `ref`'s element came within NEAR of the screen, after the load, when idle. */
export function useNearAndIdle<T extends Element>() {
  const ref = useRef<T>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    let cancelIdle = () => {};
    const whenIdle = () => {
      // Not before the page's own load: hydration and the first paint come first.
      if (document.readyState !== "complete") {
        window.addEventListener("load", whenIdle, { once: true });
        cancelIdle = () => window.removeEventListener("load", whenIdle);
        return;
      }
      if (typeof window.requestIdleCallback === "function") {
        const handle = window.requestIdleCallback(() => setReady(true), { timeout: 3000 });
        cancelIdle = () => window.cancelIdleCallback(handle);
      } else {
        const timer = setTimeout(() => setReady(true), 300);
        cancelIdle = () => clearTimeout(timer);
      }
    };
    if (typeof IntersectionObserver === "undefined") {
      whenIdle();
      return () => cancelIdle();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        whenIdle();
      },
      { rootMargin: `0px 0px ${NEAR} 0px` },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, []);
  return [ref, ready] as const;
}

/**
 * The chart `load` resolves to, fetched and rendered once its box comes near the screen, after
 * the load, when idle. React.lazy, not next/dynamic: the page's first load carries no loader.
 */
export function whenNearAndIdle<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Chart = lazy(() => load().then((component) => ({ default: component })));
  return function LazyChart(props: P) {
    const [ref, ready] = useNearAndIdle<HTMLDivElement>();
    return (
      <div ref={ref} className="size-full">
        {ready && (
          <Suspense fallback={null}>
            <Chart {...props} />
          </Suspense>
        )}
      </div>
    );
  };
}
