import { Trans } from '@lingui/react/macro';
import { Bug } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { useCheckHealth } from '../../../lib/health';

/** The Debug button of a failed hero list: runs the connectivity check and shows what it found. */
export function HealthDebug() {
  const check = useCheckHealth();
  return (
    <div className="mt-3">
      <Button variant="outline" size="sm" onClick={() => check.mutate()} disabled={check.isPending}>
        {check.isPending ? <Spinner className="size-4" /> : <Bug aria-hidden="true" className="size-4" />}
        <Trans>Debug</Trans>
      </Button>
      <div aria-live="polite">
        {check.isSuccess && (
          <dl className="mt-3 grid w-fit grid-cols-[auto_auto] gap-x-4 gap-y-1 rounded-lg bg-white/70 px-3 py-2 font-mono text-xs text-slate-800 dark:bg-night-950/60 dark:text-slate-200">
            <dt className="font-semibold">
              <Trans>Server</Trans>
            </dt>
            <dd>{check.data.status}</dd>
            <dt className="font-semibold">
              <Trans>Database</Trans>
            </dt>
            <dd>{check.data.database}</dd>
            <dt className="font-semibold">
              <Trans>Latency</Trans>
            </dt>
            <dd>{`${check.data.latencyMs.toFixed(1)} ms`}</dd>
          </dl>
        )}
        {check.isError && (
          <p className="mt-3 font-mono text-xs">
            <Trans>Connection check failed: {getErrorMessage(check.error)}</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
