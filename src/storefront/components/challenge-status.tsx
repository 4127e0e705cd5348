/**
 * "Checking your connection…", shown only while the page solves a proof-of-work challenge the server asked
 * for (src/shared/challenge.ts). The call it belongs to goes on by itself afterwards; the form stays as typed.
 */
import { useSyncExternalStore } from 'react';
import { isSolving, subscribeSolving } from '../../shared/challenge';
import { common } from '../i18n/common';

export function ChallengeStatus() {
  const solving = useSyncExternalStore(subscribeSolving, isSolving, () => false);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {solving && <div className="toast">{common.checkingConnection}</div>}
    </div>
  );
}
