/**
 * Runs one step of a request (approve, refuse, pickup, picked up, receive, refund, cancel) through the data
 * provider's custom methods (data-provider/returns.ts), then says so and reloads what the page shows
 * (react-admin's refresh: the request, the queue, the order); a refusal (409: no longer in that status, out of
 * stock, more than refundable…) is a notification with the server's sentence, and the dialog stays open.
 */
import { Alert, AlertTitle } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type {
  ReturnRecord,
  ReturnsDataProvider,
  ReturnStep,
  ReturnStepParams,
  ReturnSteps,
} from '../../data-provider/returns';
import { useReturnsText } from '../../i18n/returns';

type BodyOf<S extends ReturnStep> =
  Parameters<ReturnSteps[S]>[1] extends ReturnStepParams<infer B> ? B : never;

export function useReturnStep() {
  const dataProvider = useDataProvider<ReturnsDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useReturnsText();
  const [busy, setBusy] = useState(false);

  /** True once the step is done (the caller closes its dialog); false when it was refused. */
  async function run<S extends ReturnStep>(
    step: S,
    id: number,
    data: BodyOf<S>,
    done: (request: ReturnRecord) => string,
  ): Promise<boolean> {
    setBusy(true);
    try {
      const call = dataProvider[step] as (
        resource: 'returns',
        params: ReturnStepParams<BodyOf<S>>,
      ) => Promise<{ data: ReturnRecord }>;
      const { data: request } = await call('returns', { id, data });
      notify(done(request), { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify(
        <Alert severity="error" variant="filled">
          <AlertTitle>{t.stepFailed}</AlertTitle>
          {error instanceof Error && error.message ? error.message : t.tryAgain}
        </Alert>,
        { type: 'error', autoHideDuration: 8000 },
      );
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { run, busy };
}
