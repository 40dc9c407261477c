import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { siteLocale } from '../../content/language.ts';
import { localePath } from '../../content/locales.ts';
import { cx } from '../../lib/cx.ts';
import { Icon, type IconName } from './Icon.tsx';
import styles from './Button.module.scss';

type Variant = 'primary' | 'secondary' | 'light';

interface CommonProps {
  readonly children: ReactNode;
  readonly variant?: Variant;
  readonly size?: 'normal' | 'large';
  readonly icon?: IconName;
  readonly className?: string;
}

const classes = ({ variant = 'primary', size = 'normal', className }: CommonProps) =>
  cx(styles.button, styles[variant], size === 'large' && styles.large, className);

/** A link to a page of the site (a route, in this build's language), styled as a button. */
export function ButtonLink(
  props: CommonProps & { readonly to: string; readonly onClick?: () => void },
) {
  return (
    <a href={localePath(siteLocale, props.to)} className={classes(props)} onClick={props.onClick}>
      {props.children}
      {props.icon && <Icon name={props.icon} />}
    </a>
  );
}

export function Button({
  variant,
  size,
  icon,
  className,
  children,
  ...rest
}: CommonProps &
  ButtonHTMLAttributes<HTMLButtonElement> & { readonly ref?: Ref<HTMLButtonElement> }) {
  return (
    <button className={classes({ variant, size, className, children })} {...rest}>
      {children}
      {icon && <Icon name={icon} />}
    </button>
  );
}
