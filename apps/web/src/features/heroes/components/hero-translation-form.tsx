import type { HeroReview } from '@haven/shared/hero-reviews/schemas';
import type { HeroDetail } from '@haven/shared/heroes/schemas';
import type { HeroTranslationFields, HeroTranslationInput } from '@haven/shared/heroes/translations';
import { languageInfo } from '@haven/shared/i18n/languages';
import { Trans, useLingui } from '@lingui/react/macro';
import { RichTextField } from '../../../components/rich-text/rich-text-field';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { useEditVersion } from '../../../components/ui/edit-conflict';
import { Textarea } from '../../../components/ui/form-controls';
import { Input } from '../../../components/ui/form-field';
import { EnglishText, SideBySideField } from '../../../components/ui/side-by-side-field';
import { Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { getHeroTranslations, type HeroTranslation } from '../api/get-hero-translations';
import { useSaveHeroTranslation } from '../api/save-hero-translation';

type Values = {
  description: string;
  skills: { name: string; description: string }[];
  buildNotes: string;
  verdict: string;
  overview: string;
  /** One point a line. */
  strengths: string;
  weaknesses: string;
};

function toValues(fields: Partial<HeroTranslationFields>, skillCount: number): Values {
  return {
    description: fields.description ?? '',
    skills: Array.from({ length: skillCount }, (_, index) => ({
      name: fields.skills?.[index]?.name ?? '',
      description: fields.skills?.[index]?.description ?? '',
    })),
    buildNotes: fields.buildNotes ?? '',
    verdict: fields.verdict ?? '',
    overview: fields.overview ?? '',
    strengths: (fields.strengths ?? []).join('\n'),
    weaknesses: (fields.weaknesses ?? []).join('\n'),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function toFields(values: Values): HeroTranslationInput {
  return { ...values, strengths: lines(values.strengths), weaknesses: lines(values.weaknesses) };
}

type HeroTranslationFormProps = {
  hero: HeroDetail;
  review: HeroReview | undefined;
  translation: HeroTranslation;
};

/**
 * A hero's texts in one other language beside the English: description, skills, build notes and
 * the review. A blank field shows the English on the page, marked as not yet translated.
 */
export function HeroTranslationForm({ hero, review, translation }: HeroTranslationFormProps) {
  const { t } = useLingui();
  const { language } = translation;
  const languageName = languageInfo(language).name;
  const save = useSaveHeroTranslation();
  const skillCount = hero.skills.length;
  const form = useForm<Values>({ defaultValues: toValues(translation.fields, skillCount) });
  const { isSubmitting } = form.formState;
  const saveFailed = t`Failed to save the translation`;

  const edit = useEditVersion({
    opened: translation,
    toValues: (row: HeroTranslation) => toValues(row.fields, skillCount),
    labels: {
      description: t`Description`,
      skills: t`Skills`,
      buildNotes: t`Build notes`,
      verdict: t`Verdict`,
      overview: t`Overview`,
      strengths: t`Strengths`,
      weaknesses: t`Weaknesses`,
    },
    loadCurrent: async () => {
      const { items } = await getHeroTranslations(hero.id);
      const current = items.find((item) => item.language === language);
      if (!current) throw new Error('The translation could not be loaded');
      return current;
    },
    onReload: (_current, values) => form.reset(values),
    overwrite: (values: Values, version) => send(values, version),
    saveFailed,
  });

  const send = async (values: Values, version: number) => {
    const saved = await save.mutateAsync({ heroId: hero.id, language, fields: toFields(values), version });
    edit.saved(values, saved.version);
    toast.success(t`Translation saved`);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send(values, edit.version);
    } catch (error) {
      if (await edit.refused(error, values)) return;
      toast.error(messageFor(error, saveFailed));
    }
  });

  const id = (field: string) => `hero-${language}-${field}`;
  const inLanguage = (label: string) => t`${label} in ${languageName}`;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <Trans>
          Write each text in {languageName} beside its English. A field left blank shows the English on the
          page, marked as not yet translated.
        </Trans>
      </p>

      <section className={cn(CARD_CLASSES, 'space-y-5 p-4 sm:p-6')} aria-labelledby={id('texts')}>
        <h2 id={id('texts')} className="text-lg font-bold text-slate-900 dark:text-white">
          <Trans>Description and skills</Trans>
        </h2>
        <SideBySideField
          id={id('description')}
          label={t`Description`}
          translationLabel={inLanguage(t`Description`)}
          english={hero.description}
        >
          <Textarea
            lang={language}
            id={id('description')}
            rows={4}
            maxLength={2000}
            {...form.register('description')}
          />
        </SideBySideField>
        {hero.skills.map((skill, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: skills are translated by their position
          <fieldset key={index} className="space-y-3 border-t border-slate-200 pt-4 dark:border-white/10">
            <legend className="sr-only">
              <Trans>Skill {index + 1}</Trans>
            </legend>
            <SideBySideField
              id={id(`skill-${index}-name`)}
              label={t`Skill ${index + 1} name`}
              translationLabel={inLanguage(t`Skill ${index + 1} name`)}
              english={skill.name}
            >
              <Input
                lang={language}
                id={id(`skill-${index}-name`)}
                maxLength={80}
                {...form.register(`skills.${index}.name`)}
              />
            </SideBySideField>
            <SideBySideField
              id={id(`skill-${index}-description`)}
              label={t`Skill ${index + 1} description`}
              translationLabel={inLanguage(t`Skill ${index + 1} description`)}
              english={skill.description}
            >
              <Textarea
                lang={language}
                id={id(`skill-${index}-description`)}
                rows={3}
                maxLength={1000}
                {...form.register(`skills.${index}.description`)}
              />
            </SideBySideField>
          </fieldset>
        ))}
      </section>

      <section className={cn(CARD_CLASSES, 'space-y-5 p-4 sm:p-6')} aria-labelledby={id('notes')}>
        <h2 id={id('notes')} className="text-lg font-bold text-slate-900 dark:text-white">
          <Trans>Build notes</Trans>
        </h2>
        <div className="grid gap-2 md:grid-cols-2 md:gap-4">
          <EnglishText label={t`Build notes`} english={hero.buildNotes} isRich />
          <RichTextField
            control={form.control}
            name="buildNotes"
            label={inLanguage(t`Build notes`)}
            toolbar="guide"
          />
        </div>
      </section>

      <section className={cn(CARD_CLASSES, 'space-y-5 p-4 sm:p-6')} aria-labelledby={id('review')}>
        <h2 id={id('review')} className="text-lg font-bold text-slate-900 dark:text-white">
          <Trans>Review</Trans>
        </h2>
        <SideBySideField
          id={id('verdict')}
          label={t`Verdict`}
          translationLabel={inLanguage(t`Verdict`)}
          english={review?.verdict ?? ''}
        >
          <Input lang={language} id={id('verdict')} maxLength={200} {...form.register('verdict')} />
        </SideBySideField>
        <div className="grid gap-2 md:grid-cols-2 md:gap-4">
          <EnglishText label={t`Overview`} english={review?.overview ?? ''} isRich />
          <RichTextField
            control={form.control}
            name="overview"
            label={inLanguage(t`Overview`)}
            toolbar="guide"
          />
        </div>
        <SideBySideField
          id={id('strengths')}
          label={t`Strengths`}
          translationLabel={inLanguage(t`Strengths`)}
          english={(review?.strengths ?? []).join('\n')}
          hint={t`One point a line.`}
        >
          <Textarea lang={language} id={id('strengths')} rows={4} {...form.register('strengths')} />
        </SideBySideField>
        <SideBySideField
          id={id('weaknesses')}
          label={t`Weaknesses`}
          translationLabel={inLanguage(t`Weaknesses`)}
          english={(review?.weaknesses ?? []).join('\n')}
          hint={t`One point a line.`}
        >
          <Textarea lang={language} id={id('weaknesses')} rows={4} {...form.register('weaknesses')} />
        </SideBySideField>
      </section>

      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="size-4" />}
          <Trans>Save {languageName} text</Trans>
        </Button>
      </div>
      {edit.dialog}
    </form>
  );
}
