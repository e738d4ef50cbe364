import { EditAboutPages } from '../../../features/pages/components/edit-about-pages';

export function Component() {
  return <EditAboutPages />;
}
