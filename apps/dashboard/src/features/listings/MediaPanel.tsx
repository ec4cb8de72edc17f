import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  isApiError,
  useDeleteListingMediaMutation,
  useListListingMediaQuery,
  useUpdateListingMediaMutation,
  useUploadListingMediaMutation,
  type ListingMediaKind,
} from '@sam/api-client';
import { MEDIA_MAX_BYTES, type ListingDocument, type ListingPhoto } from '@sam/contracts';
import { Button, FormAlert, StackedTable, TextField, useToast } from '@sam/ui';
import { env } from '../../env';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { apiErrorMessage, apiFailure, translateError } from '../../shared/forms';
import { hiddenText } from '../../shared/hidden-text';
import { QueryContent } from '../../shared/QueryContent';
import { FormStatus } from '../../shared/ServerForm';
import { TextAreaField } from '../../shared/TextAreaField';
import { formatSize } from './file-size';
import styles from './ListingEditor.module.css';

/** What the deletion dialog needs of a file. */
type Item = { id: number; title: string };

const isDocument = (item: ListingPhoto | ListingDocument): item is ListingDocument => 'file_name' in item;

/** What a file is called in the lists: its title, else its file name. */
function useItemName() {
  const intl = useIntl();
  return (item: ListingPhoto | ListingDocument) =>
    item.title || (isDocument(item) ? intl.formatMessage({ id: 'dashboard.listing.media.untitled' }, { file: item.file_name }) : intl.formatMessage({ id: 'dashboard.listing.media.untitled' }, { file: `#${item.id}` }));
}

/** Photos (tab "photos and videos") or documents (tab 7) of a listing: upload, list, edit, delete. */
export function MediaPanel({ slug, kind }: { slug: string; kind: ListingMediaKind }) {
  const intl = useIntl();
  const toast = useToast();
  const list = useListListingMediaQuery({ slug, kind });
  const [deleteMedia] = useDeleteListingMediaMutation();
  const [editing, setEditing] = useState<ListingPhoto | ListingDocument | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const nameOf = useItemName();
  const single = kind === 'photos' ? 'photo' : 'document';
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const deleteId = (item: { id: number }) => `listing-${kind}-delete-${item.id}`;

  return (
    <>
      <h2>
        <FormattedMessage id={kind === 'photos' ? 'dashboard.listing.media.photos' : 'dashboard.listing.media.documents'} />
      </h2>
      <QueryContent query={list} failure={apiFailure(intl, 'dashboard.listing.media.loadFailed', (list as { error?: unknown }).error)}>
        {(items) =>
          items.length === 0 ? (
            <p>
              <FormattedMessage id={`dashboard.listing.media.none.${single}`} />
            </p>
          ) : (
            <StackedTable>
              <caption className="sam-visually-hidden">
                <FormattedMessage id={kind === 'photos' ? 'dashboard.listing.media.photoList' : 'dashboard.listing.media.documentList'} />
              </caption>
              <thead>
                <tr>
                  {['file', 'type', 'size', 'actions'].map((col) => (
                    <th key={col} scope="col">
                      <FormattedMessage id={`dashboard.listing.media.col.${col}`} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {items.map((item) => {
                  const title = nameOf(item);
                  return (
                    <tr key={item.id}>
                      <th scope="row">
                        {isDocument(item) ? null : <img className={styles.thumb} src={`${env.apiUrl}${item.urls.small}`} alt={item.alt_text ?? ''} />}
                        {title}
                        {item.description ? <p className={styles.hint}>{item.description}</p> : null}
                      </th>
                      <td>{t(`dashboard.listing.media.type.${isDocument(item) ? item.type : 'image'}`)}</td>
                      <td>{isDocument(item) ? formatSize(intl, item.size_bytes) : item.width && item.height ? `${item.width} × ${item.height}` : ''}</td>
                      <td>
                        <ul className={styles.actionsList}>
                          {isDocument(item) ? (
                            <li>
                              <a href={`${env.apiUrl}${item.url}`} download={item.file_name}>
                                <FormattedMessage id="dashboard.listing.media.download" values={{ title, hidden: hiddenText }} />
                              </a>
                            </li>
                          ) : null}
                          <li>
                            <button type="button" className={styles.linkButton} aria-expanded={editing?.id === item.id} onClick={() => setEditing(editing?.id === item.id ? null : item)}>
                              <FormattedMessage id="dashboard.listing.media.edit" values={{ title, hidden: hiddenText }} />
                            </button>
                          </li>
                          <li>
                            <button type="button" id={deleteId(item)} className={styles.linkButton} onClick={() => setDeleting({ id: item.id, title })}>
                              <FormattedMessage id="dashboard.listing.media.delete" values={{ title, hidden: hiddenText }} />
                            </button>
                          </li>
                        </ul>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </StackedTable>
          )
        }
      </QueryContent>
      {editing ? <MediaEditForm key={editing.id} slug={slug} kind={kind} item={editing} title={nameOf(editing)} onDone={() => setEditing(null)} /> : null}
      <UploadForm slug={slug} kind={kind} />
      <ConfirmDialog
        id={`listing-${kind}-delete`}
        texts={{
          heading: 'dashboard.listing.media.delete.heading',
          question: 'dashboard.listing.media.delete.question',
          confirm: 'dashboard.listing.media.delete.yes',
          busy: 'dashboard.listing.media.delete.busy',
          cancel: 'dashboard.listing.media.delete.cancel',
          failed: 'dashboard.listing.media.delete.failed',
        }}
        item={deleting}
        openerId={deleteId}
        onConfirm={(item) => deleteMedia({ slug, kind, id: item.id }).unwrap()}
        onDone={(item) => {
          setDeleting(null);
          if (editing?.id === item.id) setEditing(null);
          toast.show({ type: 'success', message: t('dashboard.listing.media.deleted', { title: item.title }) });
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

/** The error of a failed media call: on its field when the API names one, else in general. */
function failureOf(intl: ReturnType<typeof useIntl>, error: unknown): { field: string | null; message: string } {
  if (isApiError(error)) {
    const [field, messages] = Object.entries(error.errors ?? {})[0] ?? [];
    if (field && messages?.[0]) return { field, message: translateError(intl, messages[0]) ?? messages[0] };
  }
  return { field: null, message: apiErrorMessage(intl, error) };
}

/** Uploads one file (multipart) with its title, description, alternative text and link. */
function UploadForm({ slug, kind }: { slug: string; kind: ListingMediaKind }) {
  const intl = useIntl();
  const [upload, { isLoading }] = useUploadListingMediaMutation();
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [status, setStatus] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const single = kind === 'photos' ? 'photo' : 'document';
  const max = MEDIA_MAX_BYTES[single];
  const id = (name: string) => `listing-${single}-${name}`;
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const errorOn = (name: string) => (error?.field === name ? error.message : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setStatus('');
    const data = new FormData(event.currentTarget);
    const file = fileInput.current?.files?.[0];
    if (!file || file.size === 0) {
      setError({ field: 'file', message: t('dashboard.listing.media.fileRequired') });
      document.getElementById(id('file'))?.focus();
      return;
    }
    if (file.size > max) {
      setError({ field: 'file', message: t('dashboard.listing.media.tooLarge', { size: formatSize(intl, file.size), max: formatSize(intl, max) }) });
      document.getElementById(id('file'))?.focus();
      return;
    }
    const text = (name: string) => String(data.get(name) ?? '');
    setError(null);
    try {
      const saved = await upload({
        slug,
        kind,
        file,
        fields: { title: text('title'), description: text('description'), external_link: text('external_link'), ...(kind === 'photos' ? { alt_text: text('alt_text') } : {}) },
      }).unwrap();
      formRef.current?.reset();
      setStatus(t('dashboard.listing.media.uploaded', { title: saved.title || file.name }));
    } catch (failure) {
      setError(failureOf(intl, failure));
    }
  };

  return (
    <form ref={formRef} className={styles.fieldset} aria-labelledby={id('upload-heading')} noValidate onSubmit={(event) => void submit(event)}>
      <h3 id={id('upload-heading')}>
        <FormattedMessage id={`dashboard.listing.media.upload.${single}`} />
      </h3>
      {error && !error.field ? <FormAlert>{`${t('dashboard.listing.media.uploadFailed')} ${error.message}`}</FormAlert> : null}
      <TextField
        ref={fileInput}
        type="file"
        id={id('file')}
        name="file"
        accept={kind === 'photos' ? 'image/jpeg,image/png,image/webp' : undefined}
        label={t('dashboard.listing.media.file')}
        hint={<FormattedMessage id={`dashboard.listing.media.file.${single}.hint`} values={{ max: formatSize(intl, max) }} />}
        error={errorOn('file')}
      />
      <TextField id={id('title')} name="title" maxLength={200} label={t('dashboard.listing.media.title')} error={errorOn('title')} />
      <TextAreaField id={id('description')} name="description" rows={3} maxLength={2000} label={t('dashboard.listing.media.description')} error={errorOn('description')} />
      {kind === 'photos' ? (
        <TextField id={id('alt')} name="alt_text" maxLength={300} label={t('dashboard.listing.media.alt')} hint={<FormattedMessage id="dashboard.listing.media.alt.hint" />} error={errorOn('alt_text')} />
      ) : null}
      <TextField id={id('link')} name="external_link" type="url" maxLength={500} label={t('dashboard.listing.media.link')} error={errorOn('external_link')} />
      <Button type="submit" aria-disabled={isLoading || undefined}>
        <FormattedMessage id={isLoading ? 'dashboard.listing.media.sending' : 'dashboard.listing.media.send'} />
      </Button>
      <FormStatus>{status}</FormStatus>
    </form>
  );
}

/** Edits the text of an uploaded file (PUT). */
function MediaEditForm({ slug, kind, item, title, onDone }: { slug: string; kind: ListingMediaKind; item: ListingPhoto | ListingDocument; title: string; onDone: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [update, { isLoading }] = useUpdateListingMediaMutation();
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const id = (name: string) => `listing-media-edit-${name}`;
  const t = (key: string) => intl.formatMessage({ id: key });
  const errorOn = (name: string) => (error?.field === name ? error.message : undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    try {
      const saved = await update({
        slug,
        kind,
        id: item.id,
        fields: { title: text('title'), description: text('description'), external_link: text('external_link'), ...(isDocument(item) ? {} : { alt_text: text('alt_text') }) },
      }).unwrap();
      toast.show({ type: 'success', message: intl.formatMessage({ id: 'dashboard.listing.media.updated' }, { title: saved.title || title }) });
      onDone();
    } catch (failure) {
      setError(failureOf(intl, failure));
    }
  };

  return (
    <form className={styles.fieldset} aria-labelledby={id('heading')} noValidate onSubmit={(event) => void submit(event)}>
      <h3 id={id('heading')} tabIndex={-1} ref={heading}>
        <FormattedMessage id="dashboard.listing.media.editing" values={{ title }} />
      </h3>
      {error && !error.field ? <FormAlert>{error.message}</FormAlert> : null}
      <TextField id={id('title')} name="title" maxLength={200} defaultValue={item.title ?? ''} label={t('dashboard.listing.media.title')} error={errorOn('title')} />
      <TextAreaField id={id('description')} name="description" rows={3} maxLength={2000} defaultValue={item.description ?? ''} label={t('dashboard.listing.media.description')} error={errorOn('description')} />
      {isDocument(item) ? null : (
        <TextField id={id('alt')} name="alt_text" maxLength={300} defaultValue={item.alt_text ?? ''} label={t('dashboard.listing.media.alt')} error={errorOn('alt_text')} />
      )}
      <TextField id={id('link')} name="external_link" type="url" maxLength={500} defaultValue={item.external_link ?? ''} label={t('dashboard.listing.media.link')} error={errorOn('external_link')} />
      <div className={styles.row}>
        <Button type="submit" aria-disabled={isLoading || undefined}>
          <FormattedMessage id={isLoading ? 'dashboard.form.saving' : 'dashboard.listing.media.save'} />
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          <FormattedMessage id="dashboard.listing.media.cancel" />
        </Button>
      </div>
    </form>
  );
}
