import { useLingui } from '@lingui/react/macro';
import { Toaster as SonnerToaster, type ToasterProps } from 'sonner';

/** Sonner's toaster with its region named in the page's language (loaded only once wanted). */
export function Toaster(props: ToasterProps) {
  const { t } = useLingui();
  return <SonnerToaster containerAriaLabel={t`Notifications`} {...props} />;
}
