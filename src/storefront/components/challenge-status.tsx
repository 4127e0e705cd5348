/**
 * "Checking your connection…", shown only while the page solves a proof-of-work challenge the server asked
 * for (src/shared/challenge.ts). The call it belongs to goes on by itself afterwards; the form stays as typed.
 * On the four pages whose calls can be asked (cart, checkout, track, login), so the first visit's bundle
 * does not carry it.
 */
import { useEffect, useState } from 'react';
import { common } from '../i18n/common';

export function ChallengeStatus() {
  const [solving, setSolving] = useState(false);
  useEffect(() => {
    // The event challenge.ts sends (its name written out: importing it would put the solver in this bundle).
    const changed = (event: Event) => setSolving((event as CustomEvent<boolean>).detail);
    addEventListener('morph:challenge', changed);
    return () => removeEventListener('morph:challenge', changed);
  }, []);
  // Only while solving: the page's own status regions stay the only ones otherwise.
  return solving ? (
    <div className="toast-region" role="status" aria-live="polite">
      <div className="toast">{common.checkingConnection}</div>
    </div>
  ) : null;
}
