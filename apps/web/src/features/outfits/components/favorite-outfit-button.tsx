import { OUTFIT_GENDERS, type OutfitGender } from '@haven/shared/outfits/constants';
import type { OutfitDetail } from '@haven/shared/outfits/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FallbackImage } from '../../../components/ui/fallback-image';
import {
  MODAL_CARD_CLASSES,
  Modal,
  ModalContent,
  ModalDescription,
  ModalHeader,
} from '../../../components/ui/modal';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useMyFavoriteOutfit } from '../api/get-my-favorite-outfit';
import { useRemoveFavoriteOutfit } from '../api/remove-favorite-outfit';
import { useSetFavoriteOutfit } from '../api/set-favorite-outfit';
import { outfitTexts } from '../shared-texts';
import { OUTFIT_IMAGE_HEIGHT, OUTFIT_IMAGE_WIDTH } from './outfit-card';

type FavoriteOutfitButtonProps = { outfit: OutfitDetail; isSignedIn: boolean; isSessionLoading: boolean };

/**
 * Favorite: a visitor is sent to sign in; a member chooses the version in a dialog (one favourite
 * per member, so this replaces any other); pressing it on the current favourite removes it.
 */
export function FavoriteOutfitButton({ outfit, isSignedIn, isSessionLoading }: FavoriteOutfitButtonProps) {
  const { t } = useLingui();
  const favorite = useMyFavoriteOutfit(isSignedIn);
  const setFavorite = useSetFavoriteOutfit();
  const removeFavorite = useRemoveFavoriteOutfit();
  const [isChoosing, setIsChoosing] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  const current = favorite.data?.favorite;
  const isFavorite = current?.outfitId === outfit.id;

  const press = () => {
    if (!isSignedIn) {
      toast.error(outfitTexts.favoriteSignIn);
      void navigate(paths.login, { state: { from: location } });
      return;
    }
    if (!isFavorite) {
      setIsChoosing(true);
      return;
    }
    removeFavorite.mutate(undefined, {
      onSuccess: () => toast.success(outfitTexts.favoriteRemoved),
      onError: (error) => toast.error(messageFor(error, outfitTexts.favoriteRemoveFailed)),
    });
  };

  const choose = (gender: OutfitGender) => {
    setFavorite.mutate(
      { outfitId: outfit.id, gender },
      {
        onSuccess: () => {
          setIsChoosing(false);
          toast.success(outfitTexts.favoriteAdded(outfit.name, gender));
        },
        onError: (error) => toast.error(messageFor(error, outfitTexts.favoriteAddFailed)),
      },
    );
  };

  const name = outfit.name;
  const isBusy = isSessionLoading || (isSignedIn && favorite.isPending) || removeFavorite.isPending;
  return (
    <>
      <Button
        variant={isFavorite ? 'primary' : 'outline'}
        aria-pressed={isFavorite}
        disabled={isBusy}
        onClick={press}
        className="min-w-36"
      >
        <Heart aria-hidden="true" className={cn('size-4', isFavorite && 'fill-current')} />
        {isFavorite ? t`Favorited` : t`Favorite`}
        {isFavorite && current && (
          <span className="sr-only">
            {' '}
            {current.genderPreference === 'female' ? t`(female version)` : t`(male version)`}
          </span>
        )}
      </Button>
      <Modal open={isChoosing} onOpenChange={setIsChoosing}>
        <ModalContent
          hasDescription
          className={cn(MODAL_CARD_CLASSES, 'w-[calc(100%-2rem)] max-w-lg p-5 sm:p-6')}
        >
          <ModalHeader title={t`Choose a version`} closeClassName="" />
          <ModalDescription className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            <Trans>
              Which version of <span data-content>{name}</span> is your favourite?
            </Trans>
          </ModalDescription>
          <div className="mt-5 grid grid-cols-2 gap-3">
            {OUTFIT_GENDERS.map((gender) => (
              <button
                key={gender}
                type="button"
                disabled={setFavorite.isPending}
                onClick={() => choose(gender)}
                className="group overflow-hidden rounded-xl border border-slate-300 text-left transition hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 dark:border-white/15 dark:hover:border-brand-300"
              >
                <FallbackImage
                  src={gender === 'female' ? outfit.femaleImage : outfit.maleImage}
                  alt=""
                  width={OUTFIT_IMAGE_WIDTH}
                  height={OUTFIT_IMAGE_HEIGHT}
                  className="aspect-[3/4] w-full bg-night-900 object-cover"
                />
                <span className="block px-3 py-2 text-center text-sm font-semibold text-slate-900 dark:text-white">
                  {gender === 'female' ? t`Female version` : t`Male version`}
                </span>
              </button>
            ))}
          </div>
        </ModalContent>
      </Modal>
    </>
  );
}
