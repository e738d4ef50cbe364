import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/** The closing call to register, for visitors. */
export function JoinCall() {
  return (
    <section aria-labelledby="join-heading" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-night-950 px-6 py-12 text-center shadow-xl sm:px-12">
        <h2 id="join-heading" className="text-2xl font-bold text-white sm:text-3xl">
          <Trans>Ready to start your adventure?</Trans>
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-200">
          <Trans>
            Create a free account to build teams, rate heroes, write guides and make friends across the realm.
          </Trans>
        </p>
        <ButtonLink to={paths.register} variant="gold" size="lg" className="mt-7">
          <Trans>Create Your Account</Trans>
        </ButtonLink>
      </div>
    </section>
  );
}
