import type { ReactNode } from 'react';

type LabelledSectionProps = {
  /** The heading's id, by which the heading names the section. */
  id: string;
  /** The heading's text. */
  title: ReactNode;
  className?: string;
  titleClassName: string;
  children: ReactNode;
};

/** A section named by its own h2, so that screen readers announce it by its heading. */
export function LabelledSection({ id, title, className, titleClassName, children }: LabelledSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
