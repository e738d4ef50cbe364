import type { HeroDetail } from '@haven/shared/heroes/schemas';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@haven/shared/i18n/languages';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadingState } from '../../../components/ui/spinner';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import { adminTabHref } from '../../../features/admin/admin-tabs';
import { useHeroReview } from '../../../features/hero-reviews/api/get-hero-review';
import { HeroReviewFields } from '../../../features/hero-reviews/components/hero-review-fields';
import { useHero } from '../../../features/heroes/api/get-hero';
import { useHeroTranslations } from '../../../features/heroes/api/get-hero-translations';
import { HeroEditorForm } from '../../../features/heroes/components/hero-editor-form';
import { HeroTranslationForm } from '../../../features/heroes/components/hero-translation-form';
import { heroText } from '../../../features/heroes/shared-texts';
import { toast } from '../../../lib/toast';

const BACK_TO = adminTabHref('heroes');

export function Component() {
  const { slug } = useParams();
  // /admin/heroes/new has its own route, so any slug here names an existing hero.
  if (!slug) return <HeroEditorForm backTo={BACK_TO} />;
  return <EditHero slug={slug} />;
}

function EditHero({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  // The editor edits the English; other languages are translated beside it.
  const hero = useHero(slug, { language: DEFAULT_LANGUAGE });
  const [language, setLanguage] = useState<string>(DEFAULT_LANGUAGE);

  // Only a hero that could not be opened leads back to the list: a later read that fails (a change
  // elsewhere has the page read it again) leaves the open editor, and what was typed, in place.
  const couldNotOpen = hero.isError && !hero.data;
  useEffect(() => {
    if (!couldNotOpen) return;
    toast.error(heroText('adminLoadFailed'));
    navigate(BACK_TO, { replace: true });
  }, [couldNotOpen, navigate]);

  if (!hero.data) return <LoadingState label={t`Loading hero...`} />;
  // Keyed by id so a save that renames (a new slug) never shows a stale form.
  return (
    <Tabs value={language} onValueChange={setLanguage}>
      <div className="mx-auto w-full max-w-5xl px-4 pt-6 sm:px-6">
        <TabList label={t`Language of the hero's texts`} className="flex-wrap">
          {LANGUAGES.map((entry) => (
            <Tab key={entry.code} value={entry.code}>
              <span data-content lang={entry.code}>
                {entry.name}
              </span>
            </Tab>
          ))}
        </TabList>
      </div>
      {/* The English panel stays mounted, so a look at a translation keeps what was typed in English. */}
      <TabPanel value={DEFAULT_LANGUAGE} forceMount className="data-[state=inactive]:hidden">
        <HeroEditorForm key={hero.data.id} hero={hero.data} backTo={BACK_TO} />
        <div className="px-4 sm:px-6">
          <HeroReviewFields heroId={hero.data.id} slug={hero.data.slug} />
        </div>
      </TabPanel>
      {LANGUAGES.filter((entry) => entry.code !== DEFAULT_LANGUAGE).map((entry) => (
        <TabPanel key={entry.code} value={entry.code} className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6">
          <TranslationPanel hero={hero.data} language={entry.code} />
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** One language's texts of the hero, once its saved translation and the English review are loaded. */
function TranslationPanel({ hero, language }: { hero: HeroDetail; language: string }) {
  const { t } = useLingui();
  const translations = useHeroTranslations(hero.id);
  const review = useHeroReview(hero.slug, DEFAULT_LANGUAGE);
  const translation = translations.data?.items.find((item) => item.language === language);
  if (translations.isError) {
    return <p className="text-sm text-red-700 dark:text-red-300">{t`Could not load the translations`}</p>;
  }
  if (!translation || review.isPending) return <LoadingState label={t`Loading translation...`} />;
  return (
    <HeroTranslationForm
      key={translation.language}
      hero={hero}
      review={review.data}
      translation={translation}
    />
  );
}
