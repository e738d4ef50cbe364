import { useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

type EditButtonProps = {
  /** What the row shows, so that the button's name tells the rows apart ('Edit Lina'). */
  name: string;
  onClick: () => void;
  /** The text beside the pencil; 'Edit' by default. */
  label?: ReactNode;
};

/** A list row's Edit button: a small ghost button with a pencil, named after its row. */
export function EditButton({ name, onClick, label }: EditButtonProps) {
  const { t } = useLingui();
  return (
    <Button variant="ghost" size="sm" aria-label={t`Edit ${name}`} onClick={onClick}>
      <Pencil aria-hidden="true" className="size-4" />
      {label ?? t`Edit`}
    </Button>
  );
}
