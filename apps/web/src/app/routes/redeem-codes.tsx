import { getActiveRedeemCodesQueryOptions } from '../../features/redeem-codes/api/get-active-redeem-codes';
import { getExpiredRedeemCodesQueryOptions } from '../../features/redeem-codes/api/get-expired-redeem-codes';
import { RedeemCodesPage } from '../../features/redeem-codes/components/redeem-codes-page';
import { withPageQueries } from '../loader-context';

/** On the server, the active codes and the first page of expired ones are fetched first. */
export const loader = withPageQueries(null, () => [
  getActiveRedeemCodesQueryOptions(),
  getExpiredRedeemCodesQueryOptions(1),
]);

export function Component() {
  return <RedeemCodesPage />;
}
