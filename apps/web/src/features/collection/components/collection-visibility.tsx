import {
  COLLECTION_VISIBILITIES,
  type CollectionVisibility as Visibility,
} from '@haven/shared/collection/constants';
import { useLingui } from '@lingui/react/macro';
import { ChoiceSelect } from '../../../components/ui/form-controls';
import { messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useSetCollectionVisibility } from '../api/set-collection-visibility';
import { COLLECTION_VISIBILITY_TEXTS, collectionTexts } from '../shared-texts';

type CollectionVisibilityProps = { userId: string; visibility: Visibility; isDisabled: boolean };

/** Who sees the collection on the member's profile: everyone, friends, or only them. */
export function CollectionVisibility({ userId, visibility, isDisabled }: CollectionVisibilityProps) {
  const { t } = useLingui();
  const save = useSetCollectionVisibility(userId);
  return (
    <div className="w-full sm:w-56">
      <ChoiceSelect
        label={t`Who can see my collection`}
        showLabel
        name="visibility"
        value={save.isPending && save.variables ? save.variables : visibility}
        disabled={isDisabled}
        choices={COLLECTION_VISIBILITIES}
        labelOf={(choice) => t(COLLECTION_VISIBILITY_TEXTS[choice])}
        onChange={(choice) =>
          save.mutate(choice, {
            onSuccess: () => toast.success(collectionTexts.visibilitySaved),
            onError: (error) => toast.error(messageFor(error, collectionTexts.saveFailed)),
          })
        }
      />
    </div>
  );
}
