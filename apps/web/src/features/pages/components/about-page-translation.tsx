import { languageInfo } from '@haven/shared/i18n/languages';
import type { TranslationLanguage } from '@haven/shared/i18n/translations';
import { PAGE_TITLE_MAX_LENGTH } from '@haven/shared/pages/constants';
import type { PageContent } from '@haven/shared/pages/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { CARD_CLASSES } from '../../../components/ui/card';
import { TranslationForm, TranslationPanel } from '../../../components/ui/translation-form';
import { cn } from '../../../lib/cn';
import { getPageTranslations, type PageTranslation, usePageTranslations } from '../api/get-page-translations';
import { useSavePageTranslation } from '../api/save-page-translation';

type AboutPageTranslationProps = { page: PageContent; language: TranslationLanguage };

/** An about page's title and content in one other language, each beside its English. */
export function AboutPageTranslation({ page, language }: AboutPageTranslationProps) {
  const { t } = useLingui();
  const translations = usePageTranslations(page.id);
  return (
    <div className={cn(CARD_CLASSES, 'p-4 sm:p-6')}>
      <TranslationPanel
        language={language}
        translations={translations}
        loadingLabel={t`Loading translation...`}
        errorText={t`Could not load the translations`}
      >
        {(translation) => <PageTranslationForm key={language} page={page} translation={translation} />}
      </TranslationPanel>
    </div>
  );
}

function PageTranslationForm({ page, translation }: { page: PageContent; translation: PageTranslation }) {
  const { t } = useLingui();
  const save = useSavePageTranslation();
  const { language } = translation;
  const languageName = languageInfo(language).name;
  const inLanguage = (label: string) => t`${label} in ${languageName}`;
  return (
    <TranslationForm
      idPrefix={`page-${language}`}
      translation={translation}
      fields={[
        {
          name: 'title',
          label: t`Title`,
          translationLabel: inLanguage(t`Title`),
          english: page.title,
          kind: 'line',
          maxLength: PAGE_TITLE_MAX_LENGTH,
        },
        {
          name: 'content',
          label: t`Content`,
          translationLabel: inLanguage(t`Content`),
          english: page.content,
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
        const { items } = await getPageTranslations(page.id);
        const current = items.find((item) => item.language === language);
        if (!current) throw new Error('The translation could not be loaded');
        return current;
      }}
      save={(fields, version) => save.mutateAsync({ pageId: page.id, language, fields, version })}
    />
  );
}
