import type { PublicProfile } from '@haven/shared/profiles/public-profile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import { Gamepad2, HeartHandshake } from 'lucide-react';
import type { ReactNode } from 'react';
import { CARD_CLASSES } from '../../../components/ui/card';

type InfoCardProps = { title: string; icon: LucideIcon; children: ReactNode };

function InfoCard({ title, icon: Icon, children }: InfoCardProps) {
  return (
    <section className={`${CARD_CLASSES} p-4 sm:p-5`} aria-label={title}>
      <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
        <Icon aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-300" />
        {title}
      </h2>
      {children}
    </section>
  );
}

function Details({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="mt-3 divide-y divide-slate-100 text-sm dark:divide-white/10">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 py-2">
          <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
          <dd
            data-content={value == null ? undefined : true}
            className="min-w-0 text-right font-medium break-words text-slate-900 dark:text-slate-100"
          >
            {value ?? (
              <span className="text-slate-500 dark:text-slate-400">
                <Trans>Not set</Trans>
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The character's details: name, server, class, level, guild and role. */
export function GameProfileCard({ profile }: { profile: PublicProfile }) {
  const { t } = useLingui();
  return (
    <InfoCard title={t`Game Profile`} icon={Gamepad2}>
      <Details
        rows={[
          [t`Character`, profile.characterName],
          [t`Server`, profile.server],
          [t`Class`, profile.characterClass],
          [t`Level`, profile.characterLevel],
          [t`Guild`, profile.guildName],
          [t`Guild Role`, profile.guildRole],
        ]}
      />
    </InfoCard>
  );
}

/** The character's family: their lover and heirs. */
export function GameFamilyCard({ profile }: { profile: PublicProfile }) {
  const { t } = useLingui();
  return (
    <InfoCard title={t`Game Family`} icon={HeartHandshake}>
      <Details
        rows={[
          [t`Lover`, profile.loverName],
          [
            t`Heirs`,
            profile.heirs.length > 0 ? (
              <ul key="heirs" className="space-y-0.5">
                {profile.heirs.map((heir, index) => (
                  // Heirs may share a name, so their place in the list is part of the key.
                  // biome-ignore lint/suspicious/noArrayIndexKey: heirs may repeat and never reorder here
                  <li key={`${heir}-${index}`}>{heir}</li>
                ))}
              </ul>
            ) : null,
          ],
        ]}
      />
    </InfoCard>
  );
}
