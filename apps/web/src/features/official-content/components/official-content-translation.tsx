import { languageInfo } from '@haven/shared/i18n/languages';
import type { TranslationLanguage } from '@haven/shared/i18n/translations';
import {
  OFFICIAL_DESCRIPTION_MAX_LENGTH,
  OFFICIAL_TITLE_MAX_LENGTH,
} from '@haven/shared/official-content/constants';
import type { OfficialContent } from '@haven/shared/official-content/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { CARD_CLASSES } from '../../../components/ui/card';
import { TranslationForm, TranslationPanel } from '../../../components/ui/translation-form';
import { cn } from '../../../lib/cn';
import {
  getOfficialContentTranslations,
  type OfficialContentTranslation as Translation,
  useOfficialContentTranslations,
} from '../api/get-official-content-translations';
import { useSaveOfficialContentTranslation } from '../api/save-official-content-translation';

type OfficialContentTranslationProps = { item: OfficialContent; language: TranslationLanguage };

/** A post's title, description and content in one other language, each beside its English. */
export function OfficialContentTranslation({ item, language }: OfficialContentTranslationProps) {
  const { t } = useLingui();
  const translations = useOfficialContentTranslations(item.id);
  return (
    <div className={cn(CARD_CLASSES, 'p-4 sm:p-6')}>
      <TranslationPanel
        language={language}
        translations={translations}
        loadingLabel={t`Loading translation...`}
        errorText={t`Could not load the translations`}
      >
        {(translation) => <PostTranslationForm key={language} item={item} translation={translation} />}
      </TranslationPanel>
    </div>
  );
}

function PostTranslationForm({ item, translation }: { item: OfficialContent; translation: Translation }) {
  const { t } = useLingui();
  const save = useSaveOfficialContentTranslation();
  const { language } = translation;
  const languageName = languageInfo(language).name;
  const inLanguage = (label: string) => t`${label} in ${languageName}`;
  return (
    <TranslationForm
      idPrefix={`post-${language}`}
      translation={translation}
      fields={[
        {
          name: 'title',
          label: t`Title`,
          translationLabel: inLanguage(t`Title`),
          english: item.title,
          kind: 'line',
          maxLength: OFFICIAL_TITLE_MAX_LENGTH,
        },
        {
          name: 'description',
          label: t`Description`,
          translationLabel: inLanguage(t`Description`),
          english: item.description,
          kind: 'text',
          maxLength: OFFICIAL_DESCRIPTION_MAX_LENGTH,
        },
        {
          name: 'content',
          label: t`Content`,
          translationLabel: inLanguage(t`Content`),
          english: item.content,
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
        const { items } = await getOfficialContentTranslations(item.id);
        const current = items.find((entry) => entry.language === language);
        if (!current) throw new Error('The translation could not be loaded');
        return current;
      }}
      save={(fields, version) => save.mutateAsync({ contentId: item.id, language, fields, version })}
    />
  );
}
