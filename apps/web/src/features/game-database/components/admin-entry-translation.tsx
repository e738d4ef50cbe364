import {
  DATABASE_ENTRY_NAME_MAX_LENGTH,
  DATABASE_ENTRY_SUMMARY_MAX_LENGTH,
} from '@haven/shared/game-database/constants';
import type { DatabaseEntryDetail } from '@haven/shared/game-database/schemas';
import { languageInfo } from '@haven/shared/i18n/languages';
import type { TranslationLanguage } from '@haven/shared/i18n/translations';
import { Trans, useLingui } from '@lingui/react/macro';
import { CARD_CLASSES } from '../../../components/ui/card';
import { TranslationForm, TranslationPanel } from '../../../components/ui/translation-form';
import { cn } from '../../../lib/cn';
import {
  type DatabaseEntryTranslation,
  getDatabaseEntryTranslations,
  useDatabaseEntryTranslations,
} from '../api/get-database-entry-translations';
import { useSaveDatabaseEntryTranslation } from '../api/save-database-entry-translation';

type EntryTranslationProps = { entry: DatabaseEntryDetail; language: TranslationLanguage };

/** An entry's name, summary and description in one other language, each beside its English. */
export function AdminEntryTranslation({ entry, language }: EntryTranslationProps) {
  const { t } = useLingui();
  const translations = useDatabaseEntryTranslations(entry.id);
  return (
    <div className={cn(CARD_CLASSES, 'p-4 sm:p-6')}>
      <TranslationPanel
        language={language}
        translations={translations}
        loadingLabel={t`Loading translation...`}
        errorText={t`Could not load the translations`}
      >
        {(translation) => <EntryTranslationForm key={language} entry={entry} translation={translation} />}
      </TranslationPanel>
    </div>
  );
}

function EntryTranslationForm({
  entry,
  translation,
}: {
  entry: DatabaseEntryDetail;
  translation: DatabaseEntryTranslation;
}) {
  const { t } = useLingui();
  const save = useSaveDatabaseEntryTranslation();
  const { language } = translation;
  const languageName = languageInfo(language).name;
  const inLanguage = (label: string) => t`${label} in ${languageName}`;
  return (
    <TranslationForm
      idPrefix={`entry-${language}`}
      translation={translation}
      fields={[
        {
          name: 'name',
          label: t`Name`,
          translationLabel: inLanguage(t`Name`),
          english: entry.name,
          kind: 'line',
          maxLength: DATABASE_ENTRY_NAME_MAX_LENGTH,
        },
        {
          name: 'summary',
          label: t`Summary`,
          translationLabel: inLanguage(t`Summary`),
          english: entry.summary,
          kind: 'text',
          maxLength: DATABASE_ENTRY_SUMMARY_MAX_LENGTH,
        },
        {
          name: 'description',
          label: t`Description`,
          translationLabel: inLanguage(t`Description`),
          english: entry.description,
          kind: 'rich',
        },
      ]}
      texts={{
        intro: (
          <Trans>
            Write each text in {languageName} beside its English. A field left blank shows the English on the
            page, marked as not yet translated.
          </Trans>
        ),
        submit: t`Save ${languageName} text`,
        saved: t`Translation saved`,
        saveFailed: t`Failed to save the translation`,
      }}
      loadCurrent={async () => {
        const { items } = await getDatabaseEntryTranslations(entry.id);
        const current = items.find((item) => item.language === language);
        if (!current) throw new Error('The translation could not be loaded');
        return current;
      }}
      save={(fields, version) => save.mutateAsync({ entryId: entry.id, language, fields, version })}
    />
  );
}
