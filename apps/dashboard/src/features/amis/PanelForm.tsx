import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCreateAmisPanelMutation, useUpdateAmisPanelMutation } from '@sam/api-client';
import {
  AMIS_AUDIENCES,
  AMIS_PANEL_BODY_MAX,
  AMIS_PANEL_CTA_URL_MAX,
  AMIS_PANEL_TITLE_MAX,
  amisPanelWriteSchemaFor,
  type AmisAudience,
  type AmisPanelWriteInput,
  type ManagedAmisPanel,
} from '@sam/contracts';
import { isPortalPage } from '@sam/i18n-routes';
import { Button, Checkbox, TextField } from '@sam/ui';
import { SelectField } from '../../shared/SelectField';
import { ServerForm } from '../../shared/ServerForm';
import { TextAreaField } from '../../shared/TextAreaField';
import { useServerForm } from '../../shared/useServerForm';
import styles from './Amis.module.css';

const place = (name: string) => ({ inputId: `amis-${name}`, labelId: `dashboard.amis.field.${name}` });
/** Every field, in on-screen order (the error summary follows it). */
const FIELDS = {
  audience: place('audience'),
  title_fr: place('title_fr'),
  title_nl: place('title_nl'),
  body_fr: place('body_fr'),
  body_nl: place('body_nl'),
  cta_url: place('cta_url'),
  position: place('position'),
  active: place('active'),
};

/** The API's own check: a link to the site must be a page of the portal (the route table is @sam/i18n-routes'). */
const amisPanelWriteSchema = amisPanelWriteSchemaFor(isPortalPage);

/** The form's values for a stored panel, or for a new one of the page's audience placed last. */
function formValues(panel: ManagedAmisPanel | null, audience: AmisAudience, nextPosition: number): AmisPanelWriteInput {
  return {
    audience: panel?.audience ?? audience,
    title_fr: panel?.title_fr ?? '',
    title_nl: panel?.title_nl ?? '',
    body_fr: panel?.body_fr ?? '',
    body_nl: panel?.body_nl ?? '',
    cta_url: panel?.cta_url ?? '',
    position: String(panel?.position ?? nextPosition),
    active: panel?.active ?? true,
  };
}

interface PanelFormProps {
  /** The panel to edit; null for a new one. */
  panel: ManagedAmisPanel | null;
  audience: AmisAudience;
  nextPosition: number;
  /** Its title in the page's language ({title} of the heading). */
  title: string | null;
  onSaved: (panel: ManagedAmisPanel) => void;
  onCancel: () => void;
}

/** One form to create and edit a panel: the shared schema checks it, a 422 lands on its fields. */
export function PanelForm({ panel, audience, nextPosition, title, onSaved, onCancel }: PanelFormProps) {
  const intl = useIntl();
  const [createPanel] = useCreateAmisPanelMutation();
  const [updatePanel] = useUpdateAmisPanelMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []); // the form has just opened below the list

  const form = useServerForm({
    schema: amisPanelWriteSchema,
    defaultValues: formValues(panel, audience, nextPosition),
    fields: FIELDS,
    leavesPage: true,
    submit: async (values) => onSaved(panel ? await updatePanel({ id: panel.id, panel: values }).unwrap() : await createPanel(values).unwrap()),
  });
  const hint = (id: string) => <FormattedMessage id={`dashboard.amis.field.${id}.hint`} />;

  return (
    <section aria-labelledby="amis-form-heading" className={styles.editor}>
      <h3 id="amis-form-heading" ref={heading} tabIndex={-1} className={styles.focusable}>
        {panel ? <FormattedMessage id="dashboard.amis.form.edit" values={{ title }} /> : <FormattedMessage id="dashboard.amis.form.new" />}
      </h3>
      <p>
        <FormattedMessage id="dashboard.amis.form.intro" />
      </p>
      <ServerForm form={form} summaryId="amis-form-summary" labelledBy="amis-form-heading" submitLabel="dashboard.amis.save">
        <SelectField
          options={AMIS_AUDIENCES.map((value) => ({ value, label: intl.formatMessage({ id: `dashboard.amis.field.audience.${value}` }) }))}
          {...form.field('audience')}
        />
        <TextField lang="fr" autoComplete="off" maxLength={AMIS_PANEL_TITLE_MAX} hint={hint('title')} {...form.field('title_fr')} />
        <TextField lang="nl" autoComplete="off" maxLength={AMIS_PANEL_TITLE_MAX} hint={hint('title')} {...form.field('title_nl')} />
        <TextAreaField lang="fr" rows={4} maxLength={AMIS_PANEL_BODY_MAX} hint={hint('body')} {...form.field('body_fr')} />
        <TextAreaField lang="nl" rows={4} maxLength={AMIS_PANEL_BODY_MAX} hint={hint('body')} {...form.field('body_nl')} />
        <TextField inputMode="url" autoComplete="off" maxLength={AMIS_PANEL_CTA_URL_MAX} hint={hint('cta_url')} {...form.field('cta_url')} />
        <TextField inputMode="numeric" autoComplete="off" hint={hint('position')} {...form.field('position')} />
        <Checkbox {...form.field('active')} />
      </ServerForm>
      <p>
        <Button type="button" variant="secondary" onClick={onCancel}>
          <FormattedMessage id="dashboard.amis.cancel" />
        </Button>
      </p>
    </section>
  );
}
