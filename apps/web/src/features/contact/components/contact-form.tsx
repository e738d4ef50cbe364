import {
  CONTACT_CATEGORIES,
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  DEFAULT_CONTACT_CATEGORY,
} from '@haven/shared/contact/constants';
import { type ContactMessageRequest, ContactMessageRequestSchema } from '@haven/shared/contact/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { Select, Textarea } from '../../../components/ui/form-controls';
import { FormField, fieldMessageId, Input } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { applyFieldErrors, messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { sharedText } from '../../../lib/shared-texts';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useSendContactMessage } from '../api/send-contact-message';
import { CONTACT_CATEGORY_TEXTS, contactTexts } from '../shared-texts';

/** The contact form: name (from the username) and email prefilled, every field required; sends, then goes home. */
export function ContactForm({ user }: { user: { username: string; email: string } | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageRequest>({
    resolver: zodResolver(ContactMessageRequestSchema),
    defaultValues: {
      name: user?.username ?? '',
      email: user?.email ?? '',
      category: DEFAULT_CONTACT_CATEGORY,
      subject: '',
      message: '',
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await send.mutateAsync(input);
      toast.success(contactTexts.sent);
      navigate(paths.home);
    } catch (error) {
      if (applyFieldErrors(error, setError, { shouldFocus: true })) return;
      toast.error(messageFor(error, contactTexts.sendFailed));
    }
  });

  const fieldProps = (name: keyof ContactMessageRequest) => ({
    id: `contact-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? fieldMessageId(`contact-${name}`) : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate className={cn(CARD_CLASSES, 'space-y-5 p-5 sm:p-8')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={t`Name`} error={sharedText(errors.name?.message)}>
          <Input
            {...fieldProps('name')}
            autoComplete="name"
            maxLength={CONTACT_NAME_MAX_LENGTH}
            {...register('name')}
          />
        </FormField>
        <FormField id="contact-email" label={t`Email`} error={sharedText(errors.email?.message)}>
          <Input
            {...fieldProps('email')}
            type="email"
            autoComplete="email"
            maxLength={CONTACT_EMAIL_MAX_LENGTH}
            {...register('email')}
          />
        </FormField>
      </div>
      <FormField id="contact-category" label={t`Category`} error={sharedText(errors.category?.message)}>
        <Select {...fieldProps('category')} {...register('category')}>
          {CONTACT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(CONTACT_CATEGORY_TEXTS[category])}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="contact-subject" label={t`Subject`} error={sharedText(errors.subject?.message)}>
        <Input {...fieldProps('subject')} maxLength={CONTACT_SUBJECT_MAX_LENGTH} {...register('subject')} />
      </FormField>
      <FormField id="contact-message" label={t`Message`} error={sharedText(errors.message?.message)}>
        <Textarea
          {...fieldProps('message')}
          rows={7}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          {...register('message')}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <Spinner className="size-4" /> : <Send aria-hidden="true" className="size-4" />}
          <Trans>Send Message</Trans>
        </Button>
      </div>
    </form>
  );
}
