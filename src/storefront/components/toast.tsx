/** A short confirmation that announces itself to screen readers and goes away after `durationMs`. */
import { useEffect } from 'react';

export function Toast({
  message,
  durationMs,
  onDone,
}: {
  message: string | null;
  durationMs: number;
  onDone: () => void;
}) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onDone, durationMs);
    return () => clearTimeout(timer);
  }, [message, durationMs, onDone]);

  return (
    <div className="toast-region" role="status" aria-live="polite">
      {message && <div className="toast">{message}</div>}
    </div>
  );
}
