"use client";

import * as React from "react";

import type { ToastActionElement, ToastProps } from "@/platform/ui/toast";

/** One toast at a time: a new toast replaces the current one. */
export const TOAST_LIMIT = 1;
/** How long a dismissed toast stays in the store (lets exit animations finish). */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** Default time on screen before auto-dismiss. */
export const TOAST_DURATION = 5000;

export type ToasterToast = Omit<ToastProps, "title"> & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
};

export type ToastInput = Omit<ToasterToast, "id">;

type State = { toasts: ToasterToast[] };

const SERVER_STATE: State = { toasts: [] };
let state: State = SERVER_STATE;
let count = 0;
const listeners = new Set<() => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function setState(toasts: ToasterToast[]) {
  state = { toasts };
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removeTimeouts.has(id)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(id);
    setState(state.toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(id, timeout);
}

/** Close one toast by id, or all toasts when no id is given. */
export function dismiss(id?: string) {
  const matches = (t: ToasterToast) => id === undefined || t.id === id;
  state.toasts.filter(matches).forEach((t) => scheduleRemoval(t.id));
  setState(state.toasts.map((t) => (matches(t) ? { ...t, open: false } : t)));
}

export function toast(props: ToastInput) {
  const id = String(++count);
  const item: ToasterToast = {
    duration: TOAST_DURATION,
    ...props,
    id,
    open: true,
    onOpenChange: (open) => {
      if (!open) dismiss(id);
    },
  };
  setState([item, ...state.toasts].slice(0, TOAST_LIMIT));

  return {
    id,
    dismiss: () => dismiss(id),
    update: (next: ToastInput) =>
      setState(state.toasts.map((t) => (t.id === id ? { ...t, ...next, id } : t))),
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToast() {
  const current = React.useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
  return { toasts: current.toasts, toast, dismiss };
}
