import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AccessibilityFact, Address } from '@sam/contracts';
import styles from './AccessibilityFacts.module.css';

/** One 24-unit line drawing per fact (stroke in the text colour); the text beside it says what it means. */
const ICONS: Record<AccessibilityFact, ReactNode> = {
  // A wheelchair user passing a doorway without a step.
  step_free_entrance: (
    <>
      <circle cx="10" cy="4" r="2" />
      <path d="M10 7v6h5l3 6M10 10h5M7.5 11.5a5 5 0 1 0 7 6.5" />
    </>
  ),
  // A toilet with a wheelchair sign beside it.
  accessible_toilet: (
    <>
      <path d="M4 3h5v7H4zM3 10h11a4 4 0 0 1-4 5H7l1 6H5l-1-6a4 4 0 0 1-1-5z" />
      <circle cx="19" cy="5" r="1.5" />
      <path d="M19 8v5h2M17 11a3 3 0 1 0 3 5" />
    </>
  ),
  // A parking sign.
  disabled_parking: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M9 17V7h4a3 3 0 0 1 0 6H9" />
    </>
  ),
  // An ear in a loop.
  hearing_loop: (
    <>
      <path d="M8 10a4 4 0 1 1 8 0c0 3-3 3.5-3 6a2.5 2.5 0 0 1-5 0" />
      <path d="M11 10a1 1 0 1 1 2 0" />
      <path d="M3 12a9 9 0 0 1 18 0M21 12a9 9 0 0 1-3 6.7" />
    </>
  ),
  // A raised open hand.
  sign_language: <path d="M7 12V6a1.5 1.5 0 0 1 3 0v5V4.5a1.5 1.5 0 0 1 3 0V11V5.5a1.5 1.5 0 0 1 3 0V13l1.5-2a1.5 1.5 0 0 1 2.4 1.8L17 18a6 6 0 0 1-5 3H11a5 5 0 0 1-5-5v-4a1.5 1.5 0 0 1 1-1.4" />,
  // An open book.
  easy_read: <path d="M12 6c-2-1.5-5-2-9-2v14c4 0 7 .5 9 2 2-1.5 5-2 9-2V4c-4 0-7 .5-9 2zM12 6v14" />,
  // A paw print.
  assistance_dogs: (
    <>
      <ellipse cx="12" cy="16" rx="4" ry="3.5" />
      <circle cx="6" cy="10" r="1.8" />
      <circle cx="9.5" cy="6" r="1.8" />
      <circle cx="14.5" cy="6" r="1.8" />
      <circle cx="18" cy="10" r="1.8" />
    </>
  ),
};

function FactIcon({ fact }: { fact: AccessibilityFact }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" data-fact={fact}>
      {ICONS[fact]}
    </svg>
  );
}

/** The accessibility facts of one address of the provider page (issue 17): nothing when it has none. */
export function AddressAccessibility({ address }: { address: Address }) {
  if (address.accessibility.length === 0) return null;
  const headingId = `address-${address.id}-accessibility`;
  return (
    <>
      <p id={headingId} className={styles.heading}>
        <FormattedMessage id="accessibility.heading" />
      </p>
      <ul className={styles.facts} aria-labelledby={headingId}>
        {address.accessibility.map((fact) => (
          <li key={fact} className={styles.fact}>
            <FactIcon fact={fact} />
            <span>
              <FormattedMessage id={`accessibility.fact.${fact}`} />
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
