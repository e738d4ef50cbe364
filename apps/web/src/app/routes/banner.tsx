import { useParams } from 'react-router';
import { getBannerQueryOptions } from '../../features/banners/api/get-banner';
import { BannerDetail } from '../../features/banners/components/banner-detail';
import { mainQueryLoader } from '../loader-context';

/** The server answers 404 for a banner that does not exist. */
export const loader = mainQueryLoader(({ slug = '' }) => getBannerQueryOptions(slug));

export function Component() {
  const { slug = '' } = useParams();
  return <BannerDetail slug={slug} />;
}
