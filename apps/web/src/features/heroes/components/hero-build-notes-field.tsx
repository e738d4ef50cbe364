import type { HeroInput } from '@haven/shared/heroes/schemas';
import type { Control } from 'react-hook-form';
import { RichTextField } from '../../../components/rich-text/rich-text-field';

/** The editor's Build Notes: rich text on playing the build, in the lazily loaded editor. */
export function HeroBuildNotesField({ control }: { control: Control<HeroInput> }) {
  return <RichTextField control={control} name="buildNotes" label="Build notes" toolbar="guide" />;
}
