export { TIER_STYLES, TierBadge } from '../../../components/ui/tier-badge';
