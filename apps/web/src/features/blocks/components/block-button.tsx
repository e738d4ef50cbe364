import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useBlockMember } from '../api/block-member';
import { useUnblockMember } from '../api/unblock-member';
import { blockTexts } from '../shared-texts';

type BlockButtonProps = { memberId: string; username: string; isBlocked: boolean };

/**
 * Block (after a confirmation) or Unblock, beside the friend control on another member's profile.
 * Shown only to signed-in members who may block this member.
 */
export function BlockButton({ memberId, username, isBlocked }: BlockButtonProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const block = useBlockMember();
  const unblock = useUnblockMember();

  if (isBlocked) {
    return (
      <Button
        variant="outline"
        disabled={unblock.isPending}
        onClick={() =>
          unblock.mutate(memberId, {
            onSuccess: () => toast.success(blockTexts.unblocked),
            onError: (error) => toast.error(messageFor(error, blockTexts.unblockFailed)),
          })
        }
      >
        {unblock.isPending ? <Spinner className="size-4" /> : <Ban aria-hidden="true" className="size-4" />}
        {blockTexts.unblock}
      </Button>
    );
  }

  return (
    <>
      <Button variant="ghost" onClick={() => setIsConfirming(true)}>
        <Ban aria-hidden="true" className="size-4" />
        {blockTexts.block}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={blockTexts.blockTitle}
        description={blockTexts.blockConfirm(username)}
        confirmLabel={blockTexts.block}
        isBusy={block.isPending}
        onConfirm={() =>
          block.mutate(memberId, {
            onSuccess: () => {
              setIsConfirming(false);
              toast.success(blockTexts.blocked);
            },
            onError: (error) => toast.error(messageFor(error, blockTexts.blockFailed)),
          })
        }
      />
    </>
  );
}
