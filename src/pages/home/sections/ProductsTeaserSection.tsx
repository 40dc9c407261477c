import { photos } from '../../../content/images';
import { paths } from '../../../content/paths';
import { productsTeaser } from '../../../content/products';
import { TeaserSection } from './TeaserSection';

export function ProductsTeaserSection() {
  return (
    <TeaserSection
      id="products-teaser"
      {...productsTeaser}
      to={paths.products}
      photo={photos.customFinishes}
    />
  );
}
