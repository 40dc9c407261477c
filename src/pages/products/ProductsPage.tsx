import { ButtonLink } from '../../components/ui/Button.tsx';
import { paths } from '../../content/pages.ts';
import { products, productsPage } from '../../content/products.ts';
import { CatalogPage } from '../shared/CatalogPage.tsx';

export default function ProductsPage() {
  return (
    <CatalogPage page={productsPage} cards={products}>
      <ButtonLink to={paths.species}>{productsPage.speciesLink}</ButtonLink>
      <ButtonLink to={paths.home} variant="secondary">
        {productsPage.backHome}
      </ButtonLink>
    </CatalogPage>
  );
}
