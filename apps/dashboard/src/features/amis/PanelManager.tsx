import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDeleteAmisPanelMutation, useListManagedAmisPanelsQuery } from '@sam/api-client';
import { AMIS_PANEL_POSITION_MAX, type AmisAudience, type ManagedAmisPanel } from '@sam/contracts';
import { Button, Spinner, useToast } from '@sam/ui';
import { ConfirmDialog, type ConfirmTexts } from '../../shared/ConfirmDialog';
import formStyles from '../../shared/Forms.module.css';
import { hiddenText } from '../../shared/hidden-text';
import { useDashboardLocale } from '../../shared/links';
import { ListTable } from '../../shared/ListTable';
import { PanelForm } from './PanelForm';
import styles from './Amis.module.css';

const COLUMNS = ['dashboard.amis.col.title', 'dashboard.amis.col.position', 'dashboard.amis.col.status', 'dashboard.amis.col.actions'];

const CONFIRM_DELETE: ConfirmTexts = {
  heading: 'dashboard.amis.delete.title',
  question: 'dashboard.amis.delete.question',
  confirm: 'dashboard.amis.delete.yes',
  busy: 'dashboard.amis.deleting',
  cancel: 'dashboard.amis.delete.cancel',
  failed: 'dashboard.form.failed', // never shown: a failed delete is only logged (§8)
};

type ListedPanel = ManagedAmisPanel & { title: string };

/** The panel being written, and the id of the button that opened its form (it gets the focus back on cancel). */
interface Editing {
  panel: ListedPanel | null;
  openerId: string;
}

const addId = 'amis-add';
const editId = (panel: ListedPanel) => `amis-edit-${panel.id}`;
const deleteId = (panel: ListedPanel) => `amis-delete-${panel.id}`;

/**
 * The SAM team's panels of one audience, hidden ones too: add, edit (one form) and delete after a
 * confirmation. §8: a failed list shows as empty, a failed delete is only logged.
 */
export function PanelManager({ audience }: { audience: AmisAudience }) {
  const intl = useIntl();
  const toast = useToast();
  const locale = useDashboardLocale();
  const { data } = useListManagedAmisPanelsQuery({ audience });
  const [deletePanel] = useDeleteAmisPanelMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<ListedPanel | null>(null);
  const deleted = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const panels: ListedPanel[] | undefined = data?.map((panel) => ({ ...panel, title: panel[`title_${locale}`] }));
  const nextPosition = Math.min(AMIS_PANEL_POSITION_MAX, Math.max(0, ...(data ?? []).map((panel) => panel.position + 1)));

  /** Closes the form, then gives the focus to what now makes sense (the form and maybe the opener are gone). */
  const closeForm = (focus: () => HTMLElement | null) => {
    flushSync(() => setEditing(null));
    focus()?.focus();
  };
  const saved = (panel: ManagedAmisPanel) => {
    closeForm(() => heading.current);
    toast.show({ type: 'success', message: intl.formatMessage({ id: 'dashboard.amis.saved' }, { title: panel[`title_${locale}`] }) });
  };
  const remove = async (panel: ListedPanel) => {
    deleted.current = await deletePanel(panel.id)
      .unwrap()
      .then(
        () => true,
        (error: unknown) => {
          console.error('Friends panel delete failed', error);
          return false;
        },
      );
  };
  const removed = (panel: ListedPanel) => {
    setDeleting(null);
    if (!deleted.current) {
      document.getElementById(deleteId(panel))?.focus(); // the row stays
      return;
    }
    if (editing?.panel?.id === panel.id) setEditing(null);
    toast.show({ type: 'success', message: intl.formatMessage({ id: 'dashboard.amis.deleted' }, { title: panel.title }) });
    heading.current?.focus(); // the row and its buttons are gone
  };

  return (
    <section aria-labelledby="amis-manage-heading" className={formStyles.section}>
      <h2 id="amis-manage-heading" ref={heading} tabIndex={-1} className={styles.focusable}>
        <FormattedMessage id="dashboard.amis.manage.heading" />
      </h2>
      <p>
        <FormattedMessage id="dashboard.amis.manage.intro" />
      </p>
      {panels === undefined ? (
        <Spinner label={intl.formatMessage({ id: 'dashboard.loading' })} />
      ) : (
        <ListTable items={panels} captionId="dashboard.amis.manage.list" emptyId="dashboard.amis.manage.empty" columns={COLUMNS}>
          {(panel) => {
            const values = { title: panel.title, hidden: hiddenText };
            return (
              <>
                <th scope="row">{panel.title}</th>
                <td>{panel.position}</td>
                <td>
                  <FormattedMessage id={panel.active ? 'dashboard.amis.status.active' : 'dashboard.amis.status.hidden'} />
                </td>
                <td>
                  <ul className={styles.actions}>
                    <li>
                      <button type="button" id={editId(panel)} className={styles.linkButton} onClick={() => setEditing({ panel, openerId: editId(panel) })}>
                        <FormattedMessage id="dashboard.amis.edit" values={values} />
                      </button>
                    </li>
                    <li>
                      <button type="button" id={deleteId(panel)} className={styles.linkButton} onClick={() => setDeleting(panel)}>
                        <FormattedMessage id="dashboard.amis.delete" values={values} />
                      </button>
                    </li>
                  </ul>
                </td>
              </>
            );
          }}
        </ListTable>
      )}
      <p>
        <Button type="button" id={addId} onClick={() => setEditing({ panel: null, openerId: addId })}>
          <FormattedMessage id="dashboard.amis.add" />
        </Button>
      </p>
      {editing ? (
        <PanelForm
          key={editing.panel?.id ?? 'new'}
          panel={editing.panel}
          title={editing.panel?.title ?? null}
          audience={audience}
          nextPosition={nextPosition}
          onSaved={saved}
          onCancel={() => closeForm(() => document.getElementById(editing.openerId))}
        />
      ) : null}
      <ConfirmDialog id="amis-delete" texts={CONFIRM_DELETE} item={deleting} openerId={deleteId} onConfirm={remove} onDone={removed} onCancel={() => setDeleting(null)} />
    </section>
  );
}
