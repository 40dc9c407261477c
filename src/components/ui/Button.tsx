import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../lib/cx.ts';
import { Icon, type IconName } from './Icon.tsx';
import styles from './Button.module.scss';

type Variant = 'primary' | 'secondary' | 'light';

export interface CommonProps {
  readonly children: ReactNode;
  readonly variant?: Variant;
  readonly size?: 'normal' | 'large';
  readonly icon?: IconName;
  readonly className?: string;
}

export const buttonClasses = ({ variant = 'primary', size = 'normal', className }: CommonProps) =>
  cx(styles.button, styles[variant], size === 'large' && styles.large, className);

/**
 * A link styled as a button, to an address already in the page's language (`href`): as an
 * island draws it, from the address its props carry.
 */
export function ButtonAnchor(
  props: CommonProps & { readonly href: string; readonly onClick?: () => void },
) {
  return (
    <a href={props.href} className={buttonClasses(props)} onClick={props.onClick}>
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
    <button className={buttonClasses({ variant, size, className, children })} {...rest}>
      {children}
      {icon && <Icon name={icon} />}
    </button>
  );
}
