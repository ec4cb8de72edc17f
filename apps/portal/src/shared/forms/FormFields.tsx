import { forwardRef, useId, type HTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { HONEYPOT_FIELD } from '@sam/contracts';
import { Button, Checkbox } from '@sam/ui';
import styles from './FormFields.module.css';

/**
 * Form controls shared by the public forms (contact, suggestions, advertising order): the
 * textarea and select @sam/ui lacks, the consent box and the honeypot.
 */

interface Described {
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated; tied to the control with aria-describedby. */
  error?: string;
}

function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

type ControlProps = Pick<HTMLAttributes<HTMLElement>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'>;

/** Label, hint and error around the control that `children` renders with the given props. */
function Field({ id, label, hint, error, children }: Described & { id: string | undefined; children: (control: ControlProps) => ReactNode }) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId} className={styles.label}>{label}</label>
      {hint ? <p id={`${fieldId}-hint`} className={styles.hint}>{hint}</p> : null}
      {children({ id: fieldId, className: styles.control, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(fieldId, hint, error) })}
      {error ? <p id={`${fieldId}-error`} className={styles.error}>{error}</p> : null}
    </div>
  );
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, Described & TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextAreaField(
  { label, hint, error, id, ...textarea },
  ref,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => <textarea ref={ref} {...control} {...textarea} />}
    </Field>
  );
});

export interface SelectOption {
  value: string;
  label: string;
}

export const SelectField = forwardRef<HTMLSelectElement, Described & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[]; placeholder: string }>(
  function SelectField({ label, hint, error, id, options, placeholder, ...select }, ref) {
    return (
      <Field id={id} label={label} hint={hint} error={error}>
        {(control) => (
          <select ref={ref} {...control} {...select}>
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>{option.label}</option>
            ))}
          </select>
        )}
      </Field>
    );
  },
);

/** The consent box every public form carries, with the privacy policy link. */
export function ConsentCheckbox({ privacyHref, error, registration }: { privacyHref: string; error?: string; registration: UseFormRegisterReturn }) {
  return (
    <Checkbox
      label={<FormattedMessage id="form.consent" values={{ link: (text) => <a key="privacy" href={privacyHref}>{text}</a> }} />}
      error={error}
      {...registration}
    />
  );
}

/** The hidden field robots fill in (the API then stores and sends nothing). */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn<typeof HONEYPOT_FIELD> }) {
  const id = useId();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}><FormattedMessage id="form.honeypot" /></label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}

export function Fieldset({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * What replaces a form once it is sent, announced to screen readers: the messages
 * `{messages}.heading`, `{messages}.text` (given `values`) and `{messages}.again` on the button.
 */
export function SentMessage({ messages, values, onAgain }: { messages: string; values?: Record<string, string>; onAgain: () => void }) {
  return (
    <div role="status" className={styles.sent}>
      <h2><FormattedMessage id={`${messages}.heading`} /></h2>
      <p><FormattedMessage id={`${messages}.text`} values={values} /></p>
      <Button type="button" variant="secondary" onClick={onAgain}><FormattedMessage id={`${messages}.again`} /></Button>
    </div>
  );
}

/** The label of an optional field: its message followed by the form's "(optional)" mark. */
export function useOptionalLabel(): (id: string) => string {
  const intl = useIntl();
  return (id) => intl.formatMessage({ id: 'form.optional' }, { label: intl.formatMessage({ id }) });
}

export const formStyles = styles;
