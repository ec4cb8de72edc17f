import { useIntl } from 'react-intl';
import styles from './Breadcrumb.module.css';

export interface BreadcrumbItem {
  /** Already translated (the trail comes from a static file, spec §2). */
  label: string;
  href?: string;
}

/** The trail to the current page, which comes last and carries aria-current="page". */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'layout.breadcrumb' })} className={styles.breadcrumb}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {item.href ? (
                <a href={item.href} aria-current={current ? 'page' : undefined}>
                  {item.label}
                </a>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
