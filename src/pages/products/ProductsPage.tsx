import { ButtonLink } from '../../components/ui/Button';
import { paths } from '../../content/paths';
import { products, productsPage } from '../../content/products';
import { CatalogPage } from '../shared/CatalogPage';

export function ProductsPage() {
  return (
    <CatalogPage page={productsPage} cards={products}>
      <ButtonLink to={paths.home} variant="secondary">
        {productsPage.backHome}
      </ButtonLink>
    </CatalogPage>
  );
}
