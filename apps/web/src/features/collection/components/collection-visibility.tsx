import {
  COLLECTION_VISIBILITIES,
  COLLECTION_VISIBILITY_LABELS,
  type CollectionVisibility as Visibility,
} from '@haven/shared/collection/constants';
import { COLLECTION_MESSAGES as M } from '@haven/shared/collection/messages';
import { ChoiceSelect } from '../../../components/ui/form-controls';
import { messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useSetCollectionVisibility } from '../api/set-collection-visibility';

type CollectionVisibilityProps = { userId: string; visibility: Visibility; isDisabled: boolean };

/** Who sees the collection on the member's profile: everyone, friends, or only them. */
export function CollectionVisibility({ userId, visibility, isDisabled }: CollectionVisibilityProps) {
  const save = useSetCollectionVisibility(userId);
  return (
    <div className="w-full sm:w-56">
      <ChoiceSelect
        label="Who can see my collection"
        showLabel
        name="visibility"
        value={save.isPending && save.variables ? save.variables : visibility}
        disabled={isDisabled}
        choices={COLLECTION_VISIBILITIES}
        labelOf={(choice) => COLLECTION_VISIBILITY_LABELS[choice]}
        onChange={(choice) =>
          save.mutate(choice, {
            onSuccess: () => toast.success(M.visibilitySaved),
            onError: (error) => toast.error(messageFor(error, M.saveFailed)),
          })
        }
      />
    </div>
  );
}
