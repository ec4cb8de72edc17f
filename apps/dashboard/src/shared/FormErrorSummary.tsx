import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { FormAlert } from '@sam/ui';
import { translateError } from './forms';
import styles from './Forms.module.css';

export interface SummaryField {
  /** The form field name, as react-hook-form knows it. */
  name: string;
  /** The id of its input, which the summary links to. */
  inputId: string;
  /** Its translated label. */
  label: string;
}

/**
 * Moves the focus to the error summary after a failed submit. `requestFocus()` is called from the
 * submit handlers; the focus moves once the summary is on screen (react-hook-form publishes its
 * errors a render later than the callback runs).
 */
export function useSummaryFocus(): { summaryRef: RefObject<HTMLDivElement | null>; requestFocus: () => void } {
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const wanted = useRef(false);
  useEffect(() => {
    if (wanted.current && summaryRef.current) {
      wanted.current = false;
      summaryRef.current.focus();
    }
  });
  return {
    summaryRef,
    requestFocus: () => {
      wanted.current = true;
    },
  };
}

interface FormErrorSummaryProps<T extends FieldValues> {
  id: string;
  summaryRef: RefObject<HTMLDivElement | null>;
  /** The fields in their on-screen order. */
  fields: readonly SummaryField[];
  errors: FieldErrors<T>;
  /** A general message (network failure, throttling, server error…). */
  message?: string | null;
}

/**
 * The list of what went wrong, above the form: announced (role="alert"), focusable, each entry a
 * link to its field. Renders nothing while there is nothing to say.
 */
export function FormErrorSummary<T extends FieldValues>({ id, summaryRef, fields, errors, message }: FormErrorSummaryProps<T>) {
  const intl = useIntl();
  const failing = fields.flatMap((field) => {
    const text = translateError(intl, (errors as Record<string, { message?: string } | undefined>)[field.name]?.message);
    return text ? [{ ...field, text }] : [];
  });
  if (failing.length === 0 && !message) return null;

  const goTo = (inputId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const input = document.getElementById(inputId);
    if (!input) return;
    event.preventDefault();
    input.focus();
  };

  return (
    <div ref={summaryRef} id={id} tabIndex={-1} className={styles.summary}>
      <FormAlert>
        {failing.length > 0 ? (
          <p className={styles.summaryLead}>
            <FormattedMessage id="dashboard.form.summary" values={{ count: failing.length }} />
          </p>
        ) : null}
        {message ? <p>{message}</p> : null}
        {failing.length > 0 ? (
          <ul>
            {failing.map((field) => (
              <li key={field.name}>
                <a href={`#${field.inputId}`} onClick={goTo(field.inputId)}>
                  <FormattedMessage id="dashboard.form.summaryItem" values={{ label: field.label, message: field.text }} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </FormAlert>
    </div>
  );
}
