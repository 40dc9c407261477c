import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { CatalogPage } from '../../components/parts/CatalogPage.tsx';
import { linkWords } from '../../content/linkWords.ts';
import { paths } from '../../content/pages.ts';
import { servicesText } from '../../content/products.ts';
import { usePage } from '../../lib/pageContext.tsx';
import styles from './ServicesPage.module.scss';

export default function ServicesPage() {
  const page = usePage();
  const { page: servicesPage, cards } = servicesText(page);
  const links = linkWords(page);
  return (
    <CatalogPage page={servicesPage} cards={cards} lead={servicesPage.ctaLead}>
      <div className={styles.actions}>
        <ButtonLink to={paths.contact} size="large" icon="arrow">
          {servicesPage.cta}
        </ButtonLink>
        <ButtonLink to={paths.estimate} size="large" variant="secondary">
          {links.estimate.fromServices}
        </ButtonLink>
        <ButtonLink to={paths.care} size="large" variant="secondary">
          {links.care.fromServices}
        </ButtonLink>
        <ButtonLink to={paths.questions} size="large" variant="secondary">
          {links.questions.fromServices}
        </ButtonLink>
      </div>
    </CatalogPage>
  );
}
