import { useSyncExternalStore } from 'react';
import {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  toastDuration,
  withActionHint,
  type ToastVariant,
} from './toast-rules.js';

export type ToastInput = {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Overrides the duration rules (e.g. 7000 ms for the authentication check failure). */
  duration?: number;
};

export type ToastItem = Required<Pick<ToastInput, 'variant'>> &
  ToastInput & { id: string; open: boolean; duration: number };

type State = { toasts: ToastItem[] };

let state: State = { toasts: [] };
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit({ toasts: state.toasts.filter((t) => t.id !== id) });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast (or all); it is removed from memory 300000 ms later. */
export function dismissToast(id?: string): void {
  for (const t of state.toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit({ toasts: state.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)) });
}

/** Shows a toast; only one is visible at a time (the newest). */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const description = withActionHint(input.variant, input.description);
  const item: ToastItem = {
    ...input,
    description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? toastDuration({ ...input, description }),
    id,
    open: true,
  };
  const kept = state.toasts.slice(0, TOAST_LIMIT - 1);
  emit({ toasts: [item, ...kept] });
  return { id, dismiss: () => dismissToast(id) };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The visible toasts (at most TOAST_LIMIT). */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => state.toasts,
    () => state.toasts,
  );
}

/** The queue as it stands (for tests and non-React callers). */
export const currentToasts = (): readonly ToastItem[] => state.toasts;
