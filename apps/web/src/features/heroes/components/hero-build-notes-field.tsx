import type { HeroInput } from '@haven/shared/heroes/schemas';
import { useLingui } from '@lingui/react/macro';
import type { Control } from 'react-hook-form';
import { RichTextField } from '../../../components/rich-text/rich-text-field';

/** The editor's Build Notes: rich text on playing the build, in the lazily loaded editor. */
export function HeroBuildNotesField({ control }: { control: Control<HeroInput> }) {
  const { t } = useLingui();
  return <RichTextField control={control} name="buildNotes" label={t`Build notes`} toolbar="guide" />;
}
