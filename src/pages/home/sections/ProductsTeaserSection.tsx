import { photos } from '../../../content/images.ts';
import { paths } from '../../../content/paths.ts';
import { productsTeaser } from '../../../content/products.ts';
import { TeaserSection } from './TeaserSection.tsx';

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
