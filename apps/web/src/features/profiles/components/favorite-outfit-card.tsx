import type { FavoriteOutfit } from '@haven/shared/profiles/public-profile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { Shirt, Trash2 } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { SquareThumbnail } from '../../../components/ui/card-image';
import { NameLink } from '../../../components/ui/name-link';
import { Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { profileTexts } from '../shared-texts';
import { ProfileCardSection } from './profile-card-section';

type FavoriteOutfitCardProps = {
  favorite: FavoriteOutfit | null;
  isOwner: boolean;
  /** Clears the owner's favourite (the outfits feature owns the favourite outfit). */
  remove: UseMutationResult<unknown, Error, void>;
};

/** The member's favourite outfit in the gender they chose; only its owner may remove it. */
export function FavoriteOutfitCard({ favorite, isOwner, remove }: FavoriteOutfitCardProps) {
  const { t } = useLingui();
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(profileTexts.favoriteOutfitRemoved),
      onError: (error) => toast.error(messageFor(error, profileTexts.favoriteOutfitRemoveFailed)),
    });

  return (
    <ProfileCardSection id="favorite-outfit-heading" icon={Shirt} title={t`Favorite Outfit`}>
      {favorite ? (
        <div className="mt-3">
          <SquareThumbnail
            src={favorite.outfit.imageUrl}
            size={320}
            frame="overflow-hidden rounded-xl bg-slate-100 dark:bg-night-950"
            className="aspect-square w-full object-contain"
          />
          <div className="mt-3 flex items-center justify-between gap-3">
            <div className="min-w-0">
              <NameLink to={paths.outfit(favorite.outfit.slug)} className="block truncate">
                {favorite.outfit.name}
              </NameLink>
              <p className="text-sm text-slate-600 capitalize dark:text-slate-300">
                {favorite.genderPreference === 'female' ? t`Female` : t`Male`}
              </p>
            </div>
            {isOwner && (
              <Button
                variant="outline"
                size="sm"
                onClick={onRemove}
                disabled={remove.isPending}
                aria-label={t`Remove favorite outfit`}
              >
                {remove.isPending ? (
                  <Spinner className="size-4" />
                ) : (
                  <Trash2 aria-hidden="true" className="size-4" />
                )}
                <Trans>Remove</Trans>
              </Button>
            )}
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center dark:border-white/15">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {isOwner ? t`You have not chosen a favorite outfit yet.` : t`No favorite outfit chosen yet.`}
          </p>
          {isOwner && (
            <ButtonLink to={paths.outfits} variant="outline" size="sm">
              <Trans>Browse Outfits</Trans>
            </ButtonLink>
          )}
        </div>
      )}
    </ProfileCardSection>
  );
}
