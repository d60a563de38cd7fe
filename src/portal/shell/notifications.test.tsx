// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationBanner } from './NotificationBanner';
import { BANNER_CLOSING_MS, BANNER_VISIBLE_MS, NotificationProvider, useNotify, type Notification } from './notifications';

const saved: Notification = { tone: 'success', heading: 'Update successful', message: 'Your account settings have been successfully saved.' };
const failed: Notification = {
  tone: 'error',
  heading: 'Something went wrong',
  message: 'There was an error saving your details. Please try again in a few minutes.',
};

function Trigger({ notification, label }: { notification: Notification; label: string }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(notification)}>
      {label}
    </button>
  );
}

function renderHost() {
  return render(
    <NotificationProvider>
      <NotificationBanner />
      <main id="main" tabIndex={-1}>
        <Trigger notification={saved} label="Save" />
        <Trigger notification={failed} label="Fail" />
      </main>
    </NotificationProvider>,
  );
}

const banner = () => document.querySelector('.notification-banner');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('notification banner', () => {
  it('is 5 s and 1 s, as the spec says', () => {
    expect(BANNER_VISIBLE_MS).toBe(5000);
    expect(BANNER_CLOSING_MS).toBe(1000);
  });

  it('announces success politely, stays 5 s, closes for 1 s, then goes', () => {
    renderHost();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Update successful');
    expect(status.textContent).toContain('Your account settings have been successfully saved.');

    advance(BANNER_VISIBLE_MS - 1);
    expect(banner()?.classList.contains('notification-banner--closing')).toBe(false);
    advance(1);
    expect(banner()?.classList.contains('notification-banner--closing')).toBe(true);
    advance(BANNER_CLOSING_MS - 1);
    expect(banner()).not.toBeNull();
    advance(1);
    expect(banner()).toBeNull();
  });

  it('shows errors as an alert with a warning icon', () => {
    renderHost();
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.querySelector('[data-icon="warning"]')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes from its close button with the same 1 s closing, and returns focus to the page', () => {
    renderHost();
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    const close = screen.getByRole('button', { name: 'Close notification' });
    close.focus();
    fireEvent.click(close);
    expect(banner()?.classList.contains('notification-banner--closing')).toBe(true);
    expect(document.activeElement?.id).toBe('main');
    advance(BANNER_CLOSING_MS);
    expect(banner()).toBeNull();
  });

  it('replaces the banner showing and restarts the timing', () => {
    renderHost();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    advance(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.queryByRole('status')).toBeNull();
    advance(4000);
    expect(banner()?.classList.contains('notification-banner--closing')).toBe(false);
    advance(1000);
    expect(banner()?.classList.contains('notification-banner--closing')).toBe(true);
    advance(BANNER_CLOSING_MS);
    expect(banner()).toBeNull();
  });

  it('holds still while the pointer is over it', () => {
    renderHost();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.mouseEnter(banner() as Element);
    advance(BANNER_VISIBLE_MS * 3);
    expect(banner()?.classList.contains('notification-banner--closing')).toBe(false);
    fireEvent.mouseLeave(banner() as Element);
    advance(BANNER_VISIBLE_MS);
    advance(BANNER_CLOSING_MS);
    expect(banner()).toBeNull();
  });

  it('refuses to work outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger notification={saved} label="Save" />)).toThrow(/NotificationProvider/);
  });
});
