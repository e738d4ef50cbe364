import { RedeemCodesPage } from '../../features/redeem-codes/components/redeem-codes-page';

export function Component() {
  return <RedeemCodesPage />;
}
