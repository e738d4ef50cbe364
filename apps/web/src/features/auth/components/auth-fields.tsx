import { useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField, fieldMessageId, Input } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { PasswordInput } from './password-input';

type AuthFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  error?: string;
  /** A password box with a show/hide toggle. */
  isRevealable?: boolean;
};

/** One labelled field of an account form, marked invalid and described by its message on error. */
export function AuthField({ id, label, error, isRevealable = false, ...inputProps }: AuthFieldProps) {
  const a11y = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? fieldMessageId(id) : undefined,
  };
  return (
    <FormField id={id} label={label} error={error}>
      {isRevealable ? <PasswordInput {...inputProps} {...a11y} /> : <Input {...inputProps} {...a11y} />}
    </FormField>
  );
}

type EmailFieldProps = Omit<AuthFieldProps, 'label' | 'type' | 'isRevealable'>;

/** The e-mail field every account form starts with. */
export function EmailField(props: EmailFieldProps) {
  const { t } = useLingui();
  return (
    <AuthField
      label={t`Email`}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t`you@example.com`}
      {...props}
    />
  );
}

type PasswordFieldProps = Omit<AuthFieldProps, 'id' | 'label' | 'type' | 'isRevealable'>;

/** The account password, with a show/hide toggle; `autoComplete` tells a current one from a new one. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useLingui();
  return <AuthField id="auth-password" label={t`Password`} isRevealable {...props} />;
}

type AuthSubmitButtonProps = {
  isBusy: boolean;
  busyLabel: string;
  isDisabled?: boolean;
  children: ReactNode;
};

/** The full-width submit button; while busy it shows a spinner and `busyLabel`. */
export function AuthSubmitButton({ isBusy, busyLabel, isDisabled = false, children }: AuthSubmitButtonProps) {
  return (
    // Full width, so a longer label wraps onto a second line instead of overflowing.
    <Button
      type="submit"
      size="lg"
      className="h-auto! min-h-12 w-full py-2 text-center whitespace-normal!"
      disabled={isBusy || isDisabled}
    >
      {isBusy ? (
        <>
          <Spinner className="size-4" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

export type AuthNotice = { variant: 'success' | 'error' | 'info'; text: string };

/** The messages above an account form: notices from the address, success, then the server's error. */
export function AuthAlerts({ notices }: { notices: Array<AuthNotice | null | false> }) {
  const shown = notices.filter((notice): notice is AuthNotice => Boolean(notice));
  if (shown.length === 0) return null;
  return (
    <div className="space-y-3">
      {shown.map((notice) => (
        <Alert key={notice.text} variant={notice.variant}>
          {notice.text}
        </Alert>
      ))}
    </div>
  );
}
