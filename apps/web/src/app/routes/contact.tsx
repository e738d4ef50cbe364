import { PageTitle } from '../../components/ui/page-title';
import { useSession } from '../../features/auth/api/get-me';
import { ContactForm } from '../../features/contact/components/contact-form';

export function Component() {
  const { user } = useSession();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle
        title="Contact Us"
        description="Send the Heroes Haven team a question, an idea or a report."
      />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        Contact Us
      </h1>
      <p className="mt-2 mb-6 text-slate-600 dark:text-slate-300">
        Questions, ideas, a problem with the site or someone breaking the rules: tell us and an administrator
        will read it.
      </p>
      <ContactForm user={user} />
    </div>
  );
}
