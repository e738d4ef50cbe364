import {
  type CurrentUser,
  type ProfileSetupRequest,
  ProfileSetupRequestSchema,
} from '@haven/shared/profiles/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { FormField, fieldMessageId, Input } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { applyFieldErrors } from '../../../lib/api-errors';
import { sharedText } from '../../../lib/shared-texts';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useSetupProfile } from '../api/setup-profile';
import { profileTexts } from '../shared-texts';
import { USERNAME_HINT } from './profile-form-fields';

type ProfileSetupFormProps = {
  defaultUsername: string;
  onComplete: (user: CurrentUser) => void;
};

/** Username setup: the username rule is checked here, then uniqueness by the server. */
export function ProfileSetupForm({ defaultUsername, onComplete }: ProfileSetupFormProps) {
  const { t } = useLingui();
  const setupProfile = useSetupProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileSetupRequest>({
    resolver: zodResolver(ProfileSetupRequestSchema),
    defaultValues: { username: defaultUsername },
    // The username rule shows as the member types.
    mode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user } = await setupProfile.mutateAsync(values);
      if (!user) throw new Error(profileTexts.setupFailed);
      onComplete(user);
    } catch (error) {
      if (applyFieldErrors(error, setError, { conflictField: 'username' })) return;
      toast.error(profileTexts.setupFailed);
    }
  });

  const usernameError = sharedText(errors.username?.message);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField id="setup-username" label={t`Username`} error={usernameError} hint={t(USERNAME_HINT)}>
        <Input
          id="setup-username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={usernameError ? true : undefined}
          aria-describedby={fieldMessageId('setup-username')}
          {...register('username')}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <>
            <Spinner className="size-4" />
            <Trans>Processing...</Trans>
          </>
        ) : (
          t`Complete Setup`
        )}
      </Button>
    </form>
  );
}
