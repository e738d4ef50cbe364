import { Trans } from '@lingui/react/macro';
import { type LucideIcon, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button, ButtonLink } from './button';
import { PageTitle } from './page-title';

const TONE_CLASSES = {
  brand: 'bg-brand-100 text-brand-700 dark:bg-brand-300/15 dark:text-brand-200',
  warning: 'bg-amber-100 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300',
  danger: 'bg-red-100 text-red-700 dark:bg-red-400/15 dark:text-red-300',
  neutral: 'bg-slate-200 text-slate-700 dark:bg-white/10 dark:text-slate-200',
} as const;

type StatusPageProps = {
  icon: LucideIcon;
  tone: keyof typeof TONE_CLASSES;
  title: string;
  /** The browser tab's title when it differs from the heading. */
  pageTitle?: string;
  description?: ReactNode;
  /** The links or buttons that lead away from the dead end. */
  actions: ReactNode;
};

/** A full-page dead end (not found, access denied, failed load): icon, heading, text and ways out. */
export function StatusPage({ icon: Icon, tone, title, pageTitle, description, actions }: StatusPageProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle
        title={pageTitle ?? title}
        description={typeof description === 'string' ? description : undefined}
      />
      <span className={cn('grid size-16 place-items-center rounded-2xl', TONE_CLASSES[tone])}>
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      {description && <p className="mt-3 break-words text-slate-600 dark:text-slate-300">{description}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}

/** The way out of a detail page's dead end: the list the item belongs to. */
export type StatusPageBack = { to: string; label: ReactNode };

type NotFoundPageProps = Pick<StatusPageProps, 'title' | 'description'> & {
  back: StatusPageBack;
  /** The picture of what is missing; a crossed-out search by default. */
  icon?: LucideIcon;
};

/** A detail page whose item does not exist: what is missing and the way back to its list. */
export function NotFoundPage({ title, description, back, icon = SearchX }: NotFoundPageProps) {
  return (
    <StatusPage
      icon={icon}
      tone="brand"
      title={title}
      description={description}
      actions={<ButtonLink to={back.to}>{back.label}</ButtonLink>}
    />
  );
}

type LoadErrorPageProps = Pick<StatusPageProps, 'title' | 'description'> & {
  onRetry: () => void;
  back: StatusPageBack;
};

/** A detail page that failed to load for another reason than a missing item: try again or go back. */
export function LoadErrorPage({ title, description, onRetry, back }: LoadErrorPageProps) {
  return (
    <StatusPage
      icon={TriangleAlert}
      tone="warning"
      title={title}
      description={description}
      actions={
        <>
          <Button onClick={onRetry}>
            <Trans>Try Again</Trans>
          </Button>
          <ButtonLink to={back.to} variant="outline">
            {back.label}
          </ButtonLink>
        </>
      }
    />
  );
}
