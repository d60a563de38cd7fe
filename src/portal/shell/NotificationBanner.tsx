import { useRef } from 'react';
import { useNotificationState, type NotificationTone } from './notifications';

/**
 * Where notifications appear: a banner floating over the top of the page that
 * stays in view while the page scrolls. Success is announced politely
 * (role="status"); errors and warnings interrupt (role="alert") because the
 * customer usually has to act on them. The banner never takes focus, so a
 * customer typing in a form is not pulled away from it.
 */
export function NotificationBanner() {
  const { current, dismiss, setPaused } = useNotificationState();
  const bannerRef = useRef<HTMLDivElement>(null);
  if (!current) return null;

  const close = () => {
    // The button is about to disappear; keep keyboard users on the page rather than on <body>.
    if (bannerRef.current?.contains(document.activeElement)) document.getElementById('main')?.focus();
    dismiss();
  };

  return (
    <div
      key={current.id}
      ref={bannerRef}
      className={`notification-banner notification-banner--${current.tone}${current.phase === 'closing' ? ' notification-banner--closing' : ''}`}
      role={current.tone === 'success' ? 'status' : 'alert'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ToneIcon tone={current.tone} />
      <div className="notification-banner__text">
        <p className="notification-banner__heading">{current.heading}</p>
        <p className="notification-banner__message">{current.message}</p>
      </div>
      <button type="button" className="notification-banner__close" aria-label="Close notification" onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** Decorative: the tone is also carried by the role, the heading and the colour. */
function ToneIcon({ tone }: { tone: NotificationTone }) {
  if (tone === 'success') {
    return (
      <svg className="notification-banner__icon" data-icon="success" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    );
  }
  return (
    <svg className="notification-banner__icon" data-icon="warning" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M12 1.5L23 21.5H1z" fill="currentColor" />
      <path d="M12 8.5v6" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="12" cy="18" r="1.4" fill="#fff" />
    </svg>
  );
}
