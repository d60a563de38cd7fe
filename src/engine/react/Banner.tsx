// A floating, sticky notification with a close button. It hides itself after
// 5 s and finishes closing 1 s later (the behaviour specification's notification banner).
import { useEffect, useState } from 'react';

export interface BannerMessage {
  kind: 'success' | 'error';
  title: string;
  text: string;
}

export const BANNER_VISIBLE_MS = 5000;
export const BANNER_CLOSING_MS = 1000;

export function Banner({ message, onClosed }: { message: BannerMessage | null; onClosed: () => void }) {
  // Which message is fading out; a new message starts fully shown.
  const [closingMessage, setClosingMessage] = useState<BannerMessage | null>(null);
  const closing = message !== null && closingMessage === message;
  useEffect(() => {
    if (!message) return;
    const startClosing = setTimeout(() => setClosingMessage(message), BANNER_VISIBLE_MS);
    const closed = setTimeout(onClosed, BANNER_VISIBLE_MS + BANNER_CLOSING_MS);
    return () => {
      clearTimeout(startClosing);
      clearTimeout(closed);
    };
  }, [message, onClosed]);
  if (!message) return null;
  return (
    <div className={`engine-banner engine-banner--${message.kind}${closing ? ' engine-banner--closing' : ''}`} role={message.kind === 'error' ? 'alert' : 'status'}>
      <div className="engine-banner__body">
        <p className="engine-banner__title">{message.title}</p>
        <p className="engine-banner__text">{message.text}</p>
      </div>
      <button type="button" className="engine-banner__close" aria-label="Close notification" onClick={onClosed}>
        ×
      </button>
    </div>
  );
}
