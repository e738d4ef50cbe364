import { FileQuestion } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { StatusPage } from '../../components/ui/status-page';
import { paths } from '../../lib/paths';

/** The site has no posts of its own; old notification links that point at one land here. */
export function Component() {
  return (
    <StatusPage
      icon={FileQuestion}
      tone="neutral"
      title="Post not found"
      description="This post does not exist or is no longer available."
      actions={<ButtonLink to={paths.home}>Return Home</ButtonLink>}
    />
  );
}
