import { Trans, useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/ui/page-title';
import { ContactForm } from './contact-form';

/** /contact: the page around the contact form. */
export function ContactPage({ user }: { user: { username: string; email: string } | null }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle
        title={t`Contact Us`}
        description={t`Send the Heroes Haven team a question, an idea or a report.`}
      />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        <Trans>Contact Us</Trans>
      </h1>
      <p className="mt-2 mb-6 text-slate-600 dark:text-slate-300">
        <Trans>
          Questions, ideas, a problem with the site or someone breaking the rules: tell us and an
          administrator will read it.
        </Trans>
      </p>
      <ContactForm user={user} />
    </div>
  );
}
