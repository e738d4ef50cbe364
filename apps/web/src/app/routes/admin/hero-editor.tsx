import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import { DEFAULT_LANGUAGE } from '@haven/shared/i18n/languages';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadingState } from '../../../components/ui/spinner';
import { adminTabHref } from '../../../features/admin/admin-tabs';
import { HeroReviewFields } from '../../../features/hero-reviews/components/hero-review-fields';
import { useHero } from '../../../features/heroes/api/get-hero';
import { HeroEditorForm } from '../../../features/heroes/components/hero-editor-form';
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
  const hero = useHero(slug, { language: DEFAULT_LANGUAGE });

  useEffect(() => {
    if (!hero.isError) return;
    toast.error(HERO_MESSAGES.adminLoadFailed);
    navigate(BACK_TO, { replace: true });
  }, [hero.isError, navigate]);

  if (!hero.data) return <LoadingState label="Loading hero..." />;
  // Keyed by id so a save that renames (a new slug) never shows a stale form.
  return (
    <>
      <HeroEditorForm key={hero.data.id} hero={hero.data} backTo={BACK_TO} />
      <div className="px-4 sm:px-6">
        <HeroReviewFields heroId={hero.data.id} slug={hero.data.slug} />
      </div>
    </>
  );
}
