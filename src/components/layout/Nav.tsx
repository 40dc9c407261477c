import { NavLink } from 'react-router-dom';
import { navItems } from '../../content/navigation.ts';
import { cx } from '../../lib/cx.ts';
import { usePage } from '../../lib/pageContext.tsx';
import styles from './Nav.module.scss';

interface NavProps {
  readonly label: string;
  readonly vertical?: boolean;
  readonly id?: string;
  readonly className?: string;
}

/** The site's top-level links; the current page's link carries aria-current="page". */
export function Nav({ label, vertical = false, id, className }: NavProps) {
  const items = navItems(usePage());
  return (
    <nav aria-label={label} id={id} className={className}>
      <ul className={cx(styles.list, vertical && styles.vertical)}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end className={styles.link}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
