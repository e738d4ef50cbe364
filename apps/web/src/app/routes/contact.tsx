import { useSession } from '../../features/auth/api/get-me';
import { ContactPage } from '../../features/contact/components/contact-page';

export function Component() {
  const { user } = useSession();
  return <ContactPage user={user} />;
}
