import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@sam/ui';
import { FormErrorSummary } from './FormErrorSummary';
import type { ServerFormView } from './useServerForm';
import styles from './Forms.module.css';

interface ServerFormProps {
  /** What useServerForm returned. */
  form: ServerFormView;
  /** The error summary's id: the form is described by it while it shows. */
  summaryId: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  /** Message ids of the submit button, at rest and while the form is busy. */
  submitLabel: string;
  busyLabel?: string;
  /** The submit cannot be undone (deletions). */
  danger?: boolean;
  /**
   * What a successful submit did, in a live region after the button (null: nothing yet). Left out
   * by forms that say it another way (a toast, the focus moved to the result).
   */
  status?: ReactNode;
  children: ReactNode;
}

/** A form sent to the API with useServerForm: error summary, the fields, the submit button and its status. */
export function ServerForm({ form, summaryId, labelledBy, submitLabel, busyLabel = 'dashboard.form.saving', danger, status, children }: ServerFormProps) {
  const { summary, busy } = form;
  const failing = Boolean(summary.message) || Object.keys(summary.errors).length > 0;
  return (
    <form className={styles.form} method="post" noValidate aria-labelledby={labelledBy} aria-describedby={failing ? summaryId : undefined} onSubmit={form.onSubmit}>
      <FormErrorSummary id={summaryId} {...summary} />
      {children}
      <div className={styles.actions}>
        <Button type="submit" className={danger ? styles.danger : undefined} aria-disabled={busy || undefined}>
          <FormattedMessage id={busy ? busyLabel : submitLabel} />
        </Button>
      </div>
      {status === undefined ? null : <FormStatus>{status}</FormStatus>}
    </form>
  );
}

/** A part of a page titled by its h2 (`${id}-heading`, which its form can be labelled by too). */
export function FormSection({ id, heading, children }: { id: string; heading: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {children}
    </section>
  );
}

/** What just succeeded. Always on the page, so that screen readers announce the text put in it. */
export function FormStatus({ children }: { children: ReactNode }) {
  return <p role="status" className={`${styles.status} ${children ? styles.success : ''}`}>{children}</p>;
}
