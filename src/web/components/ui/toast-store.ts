import { useSyncExternalStore } from "react";

// toast({ title, description, variant }) from anywhere: a module-level store the <Toaster>
// renders. Spec sections 4 and 9: one toast at a time (a new one replaces the one shown), closing
// after 5000 ms; a dismissed toast leaves the store after 1000000 ms (the viewport no longer
// shows it as soon as it is dismissed).

export type ToastVariant = "default" | "success" | "warning" | "error";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes on its own; 5000 by default. */
  duration?: number;
};

export type ToastItem = ToastInput & { id: string; isOpen: boolean };

export const toastLimit = 1;
export const toastDurationMs = 5000;
export const toastRemoveDelayMs = 1_000_000;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, toastRemoveDelayMs);
  removalTimers.set(id, timer);
}

export type ToastHandle = { id: string; dismiss: () => void; update: (input: Partial<ToastInput>) => void };

export function toast(input: ToastInput): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  // Newest first; the limit drops the older one, which Radix then unmounts.
  for (const old of toasts.slice(toastLimit - 1)) {
    const timer = removalTimers.get(old.id);
    if (timer) clearTimeout(timer);
    removalTimers.delete(old.id);
  }
  toasts = [{ ...input, variant: input.variant ?? "default", id, isOpen: true }, ...toasts].slice(0, toastLimit);
  emit();
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (changes) => {
      toasts = toasts.map((t) => (t.id === id ? { ...t, ...changes } : t));
      emit();
    },
  };
}

/** Closes one toast, or all of them without an id. */
export function dismissToast(id?: string): void {
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, isOpen: false } : t));
  for (const t of toasts) if (!t.isOpen) scheduleRemoval(t.id);
  emit();
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}

/** Test helper: empties the store and cancels pending removals. */
export function clearToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  toasts = [];
  emit();
}
