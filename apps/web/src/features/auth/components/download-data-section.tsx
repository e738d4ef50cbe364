import { useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useDownloadData } from '../api/download-data';
import { accountTexts } from '../shared-texts';

/** Download my data: one JSON file of everything the site keeps about the member. */
export function DownloadDataSection() {
  const { t } = useLingui();
  const download = useDownloadData();
  return (
    <Button
      variant="outline"
      disabled={download.isPending}
      onClick={() =>
        download.mutate(undefined, {
          onSuccess: () => toast.success(accountTexts.exportReady),
          onError: (error) => toast.error(messageFor(error, accountTexts.exportFailed)),
        })
      }
    >
      {download.isPending ? (
        <Spinner className="size-4" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      {download.isPending ? t`Preparing...` : t`Download my data`}
    </Button>
  );
}
