type PageTitleProps = { title: string };

/** The document title of a page; React 19 hoists it into <head>. */
export function PageTitle({ title }: PageTitleProps) {
  return <title>{`${title} | Heroes Haven`}</title>;
}
