// Page-level notifications ("Update successful", "Something went wrong" ...):
// any page calls notify(); the banner host in the layout shows the latest one.
// Spec 1 sections 2 and 9: the banner hides itself after 5 s and finishes
// closing 1 s later.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** How long a banner stays fully visible before it starts closing. */
export const BANNER_VISIBLE_MS = 5000;
/** How long the closing animation runs before the banner is removed. */
export const BANNER_CLOSING_MS = 1000;

export type NotificationTone = 'success' | 'error' | 'warning';

export interface Notification {
  tone: NotificationTone;
  heading: string;
  message: string;
}

export interface ShownNotification extends Notification {
  /** Distinguishes two notifications with the same text, so a repeat restarts its timers. */
  id: number;
  phase: 'visible' | 'closing';
}

interface NotificationState {
  current: ShownNotification | undefined;
  /** Starts closing now (the close button), with the same 1 s closing as the automatic hide. */
  dismiss(): void;
  /** While the pointer is over the banner or focus is in it, it does not start closing. */
  setPaused(paused: boolean): void;
}

type Notify = (notification: Notification) => void;

const NotifyContext = createContext<Notify | undefined>(undefined);
const NotificationStateContext = createContext<NotificationState | undefined>(undefined);

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownNotification | undefined>(undefined);
  const [paused, setPaused] = useState(false);

  // A new notification replaces the one showing: the latest news is what matters.
  const notify = useCallback<Notify>((notification) => {
    // A banner removed while hovered or focused never reports leaving; start afresh.
    setPaused(false);
    setCurrent((previous) => ({ ...notification, id: (previous?.id ?? 0) + 1, phase: 'visible' }));
  }, []);

  const dismiss = useCallback(() => {
    setCurrent((shown) => (shown && shown.phase === 'visible' ? { ...shown, phase: 'closing' } : shown));
  }, []);

  const id = current?.id;
  const phase = current?.phase;
  useEffect(() => {
    if (id === undefined) return undefined;
    if (phase === 'visible') {
      // Hovering or focusing the banner holds it open (WCAG 2.2.1: enough time to read);
      // leaving it restarts the full 5 s.
      if (paused) return undefined;
      const timer = setTimeout(() => {
        setCurrent((shown) => (shown?.id === id ? { ...shown, phase: 'closing' } : shown));
      }, BANNER_VISIBLE_MS);
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(() => {
      setCurrent((shown) => (shown?.id === id ? undefined : shown));
    }, BANNER_CLOSING_MS);
    return () => clearTimeout(timer);
  }, [id, phase, paused]);

  const state = useMemo<NotificationState>(() => ({ current, dismiss, setPaused }), [current, dismiss]);
  return (
    <NotifyContext.Provider value={notify}>
      <NotificationStateContext.Provider value={state}>{children}</NotificationStateContext.Provider>
    </NotifyContext.Provider>
  );
}

/** `notify({ tone, heading, message })` shows a banner; only inside <NotificationProvider>. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationProvider>');
  return notify;
}

/** For the banner host only. */
export function useNotificationState(): NotificationState {
  const state = useContext(NotificationStateContext);
  if (!state) throw new Error('useNotificationState must be used inside <NotificationProvider>');
  return state;
}
