import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { useDeleteNetworkLogoMutation, useSaveNetworkParamsMutation, useUploadNetworkLogoMutation } from '@sam/api-client';
import { NETWORK_TABS, networkParamsBodySchema, type UserNetworkListing } from '@sam/contracts';
import { Button, Checkbox, TextField, useToast } from '@sam/ui';
import { env } from '../../env';
import { apiFailure } from '../../shared/forms';
import { FormSection, ServerForm } from '../../shared/ServerForm';
import { TextAreaField } from '../../shared/TextAreaField';
import { useServerForm } from '../../shared/useServerForm';
import styles from './Network.module.css';

type Values = z.input<typeof networkParamsBodySchema>;
const place = (name: string, labelId: string) => ({ inputId: `network-${name}`, labelId });

/** §3 Network: name, description, logo and the tabs the public page shows (save-network-params). */
export function NetworkSettingsForm({ listing }: { listing: UserNetworkListing }) {
  const intl = useIntl();
  const toast = useToast();
  const [save] = useSaveNetworkParamsMutation();
  const [upload] = useUploadNetworkLogoMutation();
  const [removeLogo] = useDeleteNetworkLogoMutation();
  const fileRef = useRef<HTMLInputElement>(null);
  const settings = listing.settings;
  const form = useServerForm({
    schema: networkParamsBodySchema,
    defaultValues: { name: settings?.name ?? listing.title, description: settings?.description ?? '', tabs: settings?.tabs ?? [...NETWORK_TABS] } satisfies Values,
    fields: { name: place('name', 'dashboard.network.settings.name'), description: place('description', 'dashboard.network.settings.description'), tabs: place('tabs-members', 'dashboard.network.settings.tabs') },
    submit: async (values) => {
      await save({ slug: listing.slug, body: values }).unwrap();
      toast.show({ type: 'success', message: intl.formatMessage({ id: 'dashboard.network.settings.saved' }) });
    },
  });
  const tabs = form.form.watch('tabs') ?? [];
  const setTab = (tab: (typeof NETWORK_TABS)[number], on: boolean) =>
    form.form.setValue('tabs', NETWORK_TABS.filter((t) => (t === tab ? on : tabs.includes(t))), { shouldDirty: true });

  const sendLogo = async () => {
    const file = fileRef.current?.files?.[0];
    if (!file) return;
    try {
      await upload({ slug: listing.slug, file }).unwrap();
      toast.show({ type: 'success', message: intl.formatMessage({ id: 'dashboard.network.logo.saved' }) });
    } catch (error) {
      toast.show({ type: 'danger', message: apiFailure(intl, 'dashboard.network.logo.failed', error) });
    }
  };

  return (
    <FormSection id="network-settings" heading={<FormattedMessage id="dashboard.network.settings.heading" />}>
      <ServerForm form={form} summaryId="network-settings-summary" labelledBy="network-settings-heading" submitLabel="dashboard.network.settings.save">
        <TextField {...form.field('name')} />
        <TextAreaField rows={4} {...form.field('description')} />
        <fieldset>
          <legend>
            <FormattedMessage id="dashboard.network.settings.tabs" />
          </legend>
          {NETWORK_TABS.map((tab) => (
            <Checkbox
              key={tab}
              id={`network-tabs-${tab}`}
              label={intl.formatMessage({ id: `dashboard.network.tab.${tab}` })}
              checked={tabs.includes(tab)}
              onChange={(event) => setTab(tab, event.target.checked)}
            />
          ))}
        </fieldset>
      </ServerForm>
      <h3>
        <FormattedMessage id="dashboard.network.logo.heading" />
      </h3>
      {settings?.logo_url ? (
        <p>
          <img className={styles.logo} src={`${env.apiUrl}${settings.logo_url}`} alt={intl.formatMessage({ id: 'dashboard.network.logo.alt' }, { name: settings.name })} />{' '}
          <Button type="button" variant="secondary" onClick={() => void removeLogo({ slug: listing.slug })}>
            <FormattedMessage id="dashboard.network.logo.remove" />
          </Button>
        </p>
      ) : null}
      <label htmlFor="network-logo">
        <FormattedMessage id="dashboard.network.logo.choose" />
      </label>{' '}
      <input id="network-logo" ref={fileRef} type="file" accept="image/jpeg,image/png,image/webp" />{' '}
      <Button type="button" variant="secondary" onClick={() => void sendLogo()}>
        <FormattedMessage id="dashboard.network.logo.send" />
      </Button>
    </FormSection>
  );
}
