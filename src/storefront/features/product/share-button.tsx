/**
 * Share: the phone's own share sheet where the browser has one (Web Share API); elsewhere a small
 * panel with WhatsApp (wa.me, how Egyptian shoppers pass links on) and Copy link.
 */
import { useId, useState } from 'react';
import { product as messages } from '../../i18n/product';

export function whatsappUrl(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}

export function ShareButton({ name }: { name: string }) {
  // Read at render, not at import: the Arabic texts may arrive after this chunk (i18n/language.ts).
  const t = messages.share;
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const url = typeof window === 'undefined' ? '' : window.location.href;
  const text = t.text(name);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, text, url });
        return;
      } catch (error) {
        // The shopper closed the sheet: nothing to do. Any other failure falls back to the panel.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setCopyState('idle');
    setOpen((o) => !o);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <div className="share">
      <button
        type="button"
        className="button button--secondary share__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => void share()}
      >
        {t.button}
      </button>
      <div id={panelId} className="share__panel" hidden={!open}>
        <a className="share__option" href={whatsappUrl(text, url)} target="_blank" rel="noopener noreferrer">
          {t.whatsapp}
        </a>
        <button type="button" className="share__option" onClick={() => void copy()}>
          {t.copy}
        </button>
        <p role="status" className="share__status">
          {copyState === 'copied' ? t.copied : copyState === 'failed' ? t.copyFailed : null}
        </p>
      </div>
    </div>
  );
}
