import { credentialsOf } from '../../content/credentials.ts';
import { filledIn } from '../../content/language.ts';
import { cx } from '../../lib/cx.ts';
import { usePage } from '../../lib/pageContext.tsx';
import styles from './StateCredentials.module.scss';

type CredentialState = ReturnType<typeof credentialsOf>['states'][number];

/**
 * One state's licence and insurance, under the state's name (About lists every state; a region's
 * page shows its own): the licence's number and who issues it, or that the state licenses no
 * such trade, the general liability and the workers' compensation.
 */
export function StateCredentials({
  state,
  as: Tag = 'div',
  className,
}: {
  readonly state: CredentialState;
  readonly as?: 'div' | 'li';
  readonly className?: string;
}) {
  const { words } = credentialsOf(usePage());
  return (
    <Tag className={cx(styles.state, className)}>
      <h3 className={styles.name}>{state.state}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>{words.licence}</dt>
          <dd>
            {state.licence.number === undefined
              ? state.licence.none
              : filledIn(words.number, {
                  number: state.licence.number,
                  authority: state.licence.authority,
                })}
          </dd>
        </div>
        <div>
          <dt>{words.liability}</dt>
          <dd>{state.liability}</dd>
        </div>
        <div>
          <dt>{words.workersComp}</dt>
          <dd>{state.workersComp}</dd>
        </div>
      </dl>
    </Tag>
  );
}
