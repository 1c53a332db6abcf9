"use client";

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export interface UnlockTab {
  value: string;
  label: string;
  panel: ReactNode;
}

const TAB =
  "inline-flex min-h-11 flex-1 items-center justify-center rounded-md border border-transparent px-2 py-1 text-sm font-medium whitespace-nowrap transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** Which tab a key moves to (WAI-ARIA tabs: arrows wrap around, Home and End), or null. */
function keyTarget(key: string, index: number, count: number): number | null {
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/**
 * The ways to unlock as tabs (the WAI-ARIA pattern, activated on focus), without a tabs
 * library. Each tab is at least 44 px tall, a touch target on a phone. Every panel stays
 * rendered, hidden while its tab is not selected, so a half-typed coupon code survives a look
 * at the card tab.
 */
export function UnlockTabs({ tabs, defaultValue }: { tabs: UnlockTab[]; defaultValue: string }) {
  const [selected, setSelected] = useState(defaultValue);
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = keyTarget(event.key, index, tabs.length);
    if (target === null) return;
    event.preventDefault();
    setSelected(tabs[target]!.value);
    buttons.current[target]?.focus();
  };

  return (
    <div className="grid gap-6">
      <div
        role="tablist"
        aria-orientation="horizontal"
        className="grid w-full grid-cols-2 items-center rounded-lg bg-muted p-[3px] text-muted-foreground"
      >
        {tabs.map((tab, index) => {
          const active = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(node) => {
                buttons.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${tab.value}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`${TAB} ${active ? "bg-background text-foreground shadow-sm" : ""}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${id}-panel-${tab.value}`}
          aria-labelledby={`${id}-tab-${tab.value}`}
          tabIndex={0}
          hidden={tab.value !== selected}
          className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
