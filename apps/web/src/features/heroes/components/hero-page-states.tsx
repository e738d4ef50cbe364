import { HERO_MESSAGES } from '@haven/shared';
import { SearchX, TriangleAlert } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { StatusPage } from '../../../components/ui/status-page';
import { paths } from '../../../lib/paths';

/** The hero page for an unknown slug. */
export function HeroNotFound() {
  return (
    <StatusPage
      icon={SearchX}
      tone="brand"
      title={HERO_MESSAGES.notFound}
      description="This hero may have been renamed or removed from the collection."
      actions={<ButtonLink to={paths.heroes}>Browse Heroes</ButtonLink>}
    />
  );
}

/** The hero page when loading failed for another reason. */
export function HeroLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusPage
      icon={TriangleAlert}
      tone="warning"
      title={HERO_MESSAGES.loadOneFailed}
      actions={
        <>
          <Button onClick={onRetry}>Try Again</Button>
          <ButtonLink to={paths.heroes} variant="outline">
            Browse Heroes
          </ButtonLink>
        </>
      }
    />
  );
}
