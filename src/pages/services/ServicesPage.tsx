import { ButtonLink } from '../../components/ui/Button.tsx';
import { paths } from '../../content/paths.ts';
import { services, servicesPage } from '../../content/services.ts';
import { CatalogPage } from '../shared/CatalogPage.tsx';
import styles from '../shared/CatalogPage.module.scss';

export function ServicesPage() {
  return (
    <CatalogPage page={servicesPage} cards={services}>
      <p className={styles.lead}>{servicesPage.ctaLead}</p>
      <ButtonLink to={paths.contact} size="large" icon="arrow">
        {servicesPage.cta}
      </ButtonLink>
    </CatalogPage>
  );
}
