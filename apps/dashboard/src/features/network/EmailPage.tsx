import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { useEmailNetworkMutation } from '@sam/api-client';
import { networkEmailBodySchema, type UserNetwork, type UserNetworkListing } from '@sam/contracts';
import { Checkbox, TextField } from '@sam/ui';
import { PageHeading } from '../../shared/PageHeading';
import { ServerForm } from '../../shared/ServerForm';
import { TextAreaField } from '../../shared/TextAreaField';
import { usePageTitle } from '../../shared/usePageTitle';
import { useServerForm } from '../../shared/useServerForm';
import { membersOf, NetworkContent } from './network-data';

type Values = z.input<typeof networkEmailBodySchema>;
const place = (name: string, labelId: string) => ({ inputId: `email-${name}`, labelId });

/** envoyer-un-email / communiquer: one message to every member or to the ticked ones, a copy to the sender. */
function EmailForm({ network, listing }: { network: UserNetwork; listing: UserNetworkListing }) {
  const intl = useIntl();
  const [send] = useEmailNetworkMutation();
  const members = membersOf(network, listing);
  const form = useServerForm({
    schema: networkEmailBodySchema,
    defaultValues: { subject: '', message: '', member_ids: [] } satisfies Values,
    fields: { subject: place('subject', 'dashboard.network.email.subject'), message: place('message', 'dashboard.network.email.message'), member_ids: place('members', 'dashboard.network.email.to') },
    submit: async (values, rhf) => {
      const { sent } = await send({ slug: listing.slug, body: values }).unwrap();
      rhf.reset({ subject: '', message: '', member_ids: [] });
      return sent;
    },
  });
  const chosen = form.form.watch('member_ids') ?? [];
  const toggle = (id: number, on: boolean) => form.form.setValue('member_ids', on ? [...chosen, id] : chosen.filter((c) => c !== id));

  if (members.length === 0)
    return (
      <p>
        <FormattedMessage id="dashboard.network.members.empty" />
      </p>
    );
  return (
    <ServerForm
      form={form}
      summaryId="email-summary"
      submitLabel="dashboard.network.email.send"
      busyLabel="dashboard.network.email.sending"
      status={form.result === null ? null : intl.formatMessage({ id: 'dashboard.network.email.sent' }, { count: form.result })}
    >
      <fieldset>
        <legend>
          <FormattedMessage id="dashboard.network.email.to" />
        </legend>
        <p>
          <FormattedMessage id="dashboard.network.email.toHint" />
        </p>
        {members.map((member, i) => (
          <Checkbox
            key={member.other.id}
            id={i === 0 ? 'email-members' : `email-members-${member.other.id}`}
            label={member.other.title}
            checked={chosen.includes(member.other.id)}
            onChange={(event) => toggle(member.other.id, event.target.checked)}
          />
        ))}
      </fieldset>
      <TextField {...form.field('subject')} />
      <TextAreaField rows={8} {...form.field('message')} />
    </ServerForm>
  );
}

export function EmailPage() {
  usePageTitle('dashboard.network.email.title');
  return (
    <>
      <PageHeading titleId="dashboard.network.email.title">
        <FormattedMessage id="dashboard.network.email.intro" />
      </PageHeading>
      <NetworkContent>{(network, listing) => <EmailForm key={listing.id} network={network} listing={listing} />}</NetworkContent>
    </>
  );
}
