import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { paths } from '../../content/pages.ts';
import { productsText } from '../../content/products.ts';
import { usePage } from '../../lib/pageContext.tsx';
import { CatalogPage } from '../../components/parts/CatalogPage.tsx';

export default function ProductsPage() {
  const { page: productsPage, cards } = productsText(usePage());
  return (
    <CatalogPage page={productsPage} cards={cards}>
      <ButtonLink to={paths.species}>{productsPage.speciesLink}</ButtonLink>
      <ButtonLink to={paths.home} variant="secondary">
        {productsPage.backHome}
      </ButtonLink>
    </CatalogPage>
  );
}
