import { DEFAULT_LANGUAGE, LANGUAGES } from '@haven/shared/i18n/languages';
import type { TranslationLanguage } from '@haven/shared/i18n/translations';
import { type ReactNode, useState } from 'react';
import { messageFor } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useForm } from '../../lib/use-form';
import { RichTextField } from '../rich-text/rich-text-field';
import { Alert } from './alert';
import { Button } from './button';
import { useEditVersion } from './edit-conflict';
import { Textarea } from './form-controls';
import { Input } from './form-field';
import { EnglishText, SideBySideField } from './side-by-side-field';
import { LoadingState, Spinner } from './spinner';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

/** One language's saved texts of an item as its editor opens them (version 0: none yet). */
export type ItemTranslation = {
  language: TranslationLanguage;
  fields: Record<string, string>;
  version: number;
};

/** One translated text of an item: its English and how its translation is written. */
export type TranslatedField = {
  name: string;
  /** The field's name ('Summary'). */
  label: string;
  /** The translation control's label ('Summary in Español'). */
  translationLabel: string;
  english: string;
  /** A line, a paragraph, or rich text (sanitised HTML) as the English is. */
  kind: 'line' | 'text' | 'rich';
  maxLength?: number;
};

/** The words of a translation form, in the page's language, given by the feature that draws it. */
export type TranslationFormTexts = {
  intro: ReactNode;
  submit: string;
  saved: string;
  saveFailed: string;
};

type TranslationFormProps = {
  /** Prefixes the controls' ids ('entry-es'). */
  idPrefix: string;
  fields: TranslatedField[];
  translation: ItemTranslation;
  texts: TranslationFormTexts;
  /** The language's translation as saved now, for a refused save's comparison. */
  loadCurrent: () => Promise<ItemTranslation>;
  /** Saves the texts from `version`, answering the raised version (409 when past it). */
  save: (fields: Record<string, string>, version: number) => Promise<{ version: number }>;
};

const toValues = (fields: TranslatedField[], saved: Record<string, string>) =>
  Object.fromEntries(fields.map((field) => [field.name, saved[field.name] ?? '']));

/**
 * An item's texts in one other language, each beside its English, saved from the version it
 * opened like every editor. A field left blank shows the English on the page, marked as not yet
 * translated.
 */
export function TranslationForm({
  idPrefix,
  fields,
  translation,
  texts,
  loadCurrent,
  save,
}: TranslationFormProps) {
  const { language } = translation;
  const form = useForm<Record<string, string>>({ defaultValues: toValues(fields, translation.fields) });
  const { isSubmitting } = form.formState;

  const edit = useEditVersion({
    opened: translation,
    toValues: (row: ItemTranslation) => toValues(fields, row.fields),
    labels: Object.fromEntries(fields.map((field) => [field.name, field.label])),
    loadCurrent,
    onReload: (_current, values) => form.reset(values),
    overwrite: (values: Record<string, string>, version) => send(values, version),
    saveFailed: texts.saveFailed,
  });

  const send = async (values: Record<string, string>, version: number) => {
    const saved = await save(values, version);
    edit.saved(values, saved.version);
    toast.success(texts.saved);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send(values, edit.version);
    } catch (error) {
      if (await edit.refused(error, values)) return;
      toast.error(messageFor(error, texts.saveFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-slate-700 dark:text-slate-300">{texts.intro}</p>
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        if (field.kind === 'rich') {
          return (
            <div key={field.name} className="grid gap-2 md:grid-cols-2 md:gap-4">
              <EnglishText label={field.label} english={field.english} isRich />
              <div lang={language} className="min-w-0">
                <RichTextField
                  control={form.control}
                  name={field.name}
                  label={field.translationLabel}
                  toolbar="content"
                />
              </div>
            </div>
          );
        }
        const Control = field.kind === 'line' ? Input : Textarea;
        return (
          <SideBySideField
            key={field.name}
            id={id}
            label={field.label}
            translationLabel={field.translationLabel}
            english={field.english}
          >
            <Control
              lang={language}
              id={id}
              maxLength={field.maxLength}
              {...(field.kind === 'text' ? { rows: 3 } : {})}
              {...form.register(field.name)}
            />
          </SideBySideField>
        );
      })}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="size-4" />}
          {texts.submit}
        </Button>
      </div>
      {edit.dialog}
    </form>
  );
}

type LanguageTabsProps = {
  /** Names what the tabs choose between ('Language of the entry's texts'). */
  label: string;
  /** The English editor, kept mounted so a look at a translation keeps what was typed. */
  english: ReactNode;
  /** One other language's editor, drawn only while its tab is chosen. */
  translation: (language: TranslationLanguage) => ReactNode;
  className?: string;
};

/** An editor's tab per site language: English (the item itself) first, then each translation. */
export function LanguageTabs({ label, english, translation, className }: LanguageTabsProps) {
  const [language, setLanguage] = useState<string>(DEFAULT_LANGUAGE);
  return (
    <Tabs value={language} onValueChange={setLanguage} className={className}>
      <TabList label={label} className="mb-4 flex-wrap">
        {LANGUAGES.map((entry) => (
          <Tab key={entry.code} value={entry.code}>
            <span lang={entry.code}>{entry.name}</span>
          </Tab>
        ))}
      </TabList>
      <TabPanel value={DEFAULT_LANGUAGE} forceMount className="data-[state=inactive]:hidden">
        {english}
      </TabPanel>
      {LANGUAGES.filter((entry) => entry.code !== DEFAULT_LANGUAGE).map((entry) => (
        <TabPanel key={entry.code} value={entry.code}>
          {translation(entry.code as TranslationLanguage)}
        </TabPanel>
      ))}
    </Tabs>
  );
}

type TranslationPanelProps<Translation extends { language: string }> = {
  language: TranslationLanguage;
  /** The item's saved translations, every other language with its version. */
  translations: { data?: { items: Translation[] }; isError: boolean };
  loadingLabel: string;
  errorText: string;
  children: (translation: Translation) => ReactNode;
};

/** One language's tab once the item's translations are loaded: loading, the error, or its form. */
export function TranslationPanel<Translation extends { language: string }>({
  language,
  translations,
  loadingLabel,
  errorText,
  children,
}: TranslationPanelProps<Translation>) {
  const translation = translations.data?.items.find((item) => item.language === language);
  if (translations.isError) return <Alert variant="error">{errorText}</Alert>;
  if (!translation) return <LoadingState label={loadingLabel} />;
  return children(translation);
}
