import { ACCOUNT_MESSAGES as M } from '@haven/shared/account/messages';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useDownloadData } from '../api/download-data';

/** Download my data: one JSON file of everything the site keeps about the member. */
export function DownloadDataSection() {
  const download = useDownloadData();
  return (
    <Button
      variant="outline"
      disabled={download.isPending}
      onClick={() =>
        download.mutate(undefined, {
          onSuccess: () => toast.success(M.exportReady),
          onError: (error) => toast.error(messageFor(error, M.exportFailed)),
        })
      }
    >
      {download.isPending ? (
        <Spinner className="size-4" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      {download.isPending ? 'Preparing...' : 'Download my data'}
    </Button>
  );
}
