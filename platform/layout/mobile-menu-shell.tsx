"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";

/**
 * The phone menu's behaviour: the toggle, the backdrop and the panel, whose content is rendered
 * only while it is open. The backdrop, Escape (focus back on the toggle) and choosing any link
 * or button in the panel close it. `onIntent` runs as the pointer or focus reaches the toggle
 * (the content's code can start loading before the click).
 */
export function MobileMenuShell({
  openIcon,
  closeIcon,
  onIntent,
  children,
}: {
  openIcon: React.ReactNode;
  closeIcon: React.ReactNode;
  onIntent?: () => unknown;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((restoreFocus = false) => {
    setOpen(false);
    if (restoreFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close]);

  function onPanelClick(event: React.MouseEvent) {
    if ((event.target as Element).closest("a, button")) close();
  }

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void onIntent?.()}
        onFocus={() => void onIntent?.()}
        className="mobile-menu-toggle"
      >
        {open ? closeIcon : openIcon}
      </button>

      <div
        data-testid="mobile-menu-backdrop"
        aria-hidden="true"
        hidden={!open}
        onClick={() => close()}
        className="mobile-menu-backdrop"
      />

      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        onClick={onPanelClick}
        className="mobile-menu-panel"
      >
        {open && children}
      </nav>
    </div>
  );
}
