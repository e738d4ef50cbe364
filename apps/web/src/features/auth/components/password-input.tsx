import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { INPUT_CLASSES } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'>;

/** A password input with a show/hide toggle ('Show password' / 'Hide password'). */
export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const { t } = useLingui();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="relative">
      <input
        type={isVisible ? 'text' : 'password'}
        className={cn(INPUT_CLASSES, 'pr-11', className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setIsVisible((visible) => !visible)}
        aria-label={isVisible ? t`Hide password` : t`Show password`}
        aria-pressed={isVisible}
        className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
      >
        {isVisible ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}
