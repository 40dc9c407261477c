import { ButtonLink } from '../../components/ui/Button.tsx';
import { paths } from '../../content/pages.ts';
import { services, servicesPage } from '../../content/services.ts';
import { CatalogPage } from '../shared/CatalogPage.tsx';
import { careText } from '../care/content/care.ts';
import { estimateLinks } from '../estimate/content/estimate.ts';
import { questionsText } from '../questions/content/questions.ts';
import styles from './ServicesPage.module.scss';

export default function ServicesPage() {
  return (
    <CatalogPage page={servicesPage} cards={services} lead={servicesPage.ctaLead}>
      <div className={styles.actions}>
        <ButtonLink to={paths.contact} size="large" icon="arrow">
          {servicesPage.cta}
        </ButtonLink>
        <ButtonLink to={paths.estimate} size="large" variant="secondary">
          {estimateLinks.fromServices}
        </ButtonLink>
        <ButtonLink to={paths.care} size="large" variant="secondary">
          {careText.links.fromServices}
        </ButtonLink>
        <ButtonLink to={paths.questions} size="large" variant="secondary">
          {questionsText.links.fromServices}
        </ButtonLink>
      </div>
    </CatalogPage>
  );
}
