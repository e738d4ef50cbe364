import { PostNotFound } from '../../features/pages/components/post-not-found';

/** The site has no posts of its own; old notification links that point at one land here. */
export function Component() {
  return <PostNotFound />;
}
