import { ButtonLink } from '../../components/ui/Button.tsx';
import { paths } from '../../content/pages.ts';
import { services, servicesPage } from '../../content/services.ts';
import { CatalogPage } from '../shared/CatalogPage.tsx';

export default function ServicesPage() {
  return (
    <CatalogPage page={servicesPage} cards={services} lead={servicesPage.ctaLead}>
      <ButtonLink to={paths.contact} size="large" icon="arrow">
        {servicesPage.cta}
      </ButtonLink>
    </CatalogPage>
  );
}
