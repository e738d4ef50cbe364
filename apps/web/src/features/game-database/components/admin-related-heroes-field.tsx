import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { type HeroChip, HeroChipsField, type HeroPickerProps } from '../../../components/ui/hero-chips-field';

export type { HeroPickerProps };
/** A related hero as its chip shows it. */
export type RelatedHeroChip = HeroChip;

type RelatedHeroesFieldProps = Omit<ComponentProps<typeof HeroChipsField>, 'id' | 'legend' | 'hint'>;

/** An entry's related heroes as removable chips, added through the hero picker. */
export function RelatedHeroesField(props: RelatedHeroesFieldProps) {
  const { t } = useLingui();
  return (
    <HeroChipsField
      id="entry-heroes"
      legend={t`Related heroes`}
      hint={t`each links to the hero's page.`}
      {...props}
    />
  );
}
