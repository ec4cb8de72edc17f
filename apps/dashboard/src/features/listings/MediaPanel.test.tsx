import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListingDocument } from '@sam/contracts';
import { json, stubApiRoutes } from '../../testing/fixtures';
import { stubModalDialogs } from '../../testing/dialog';
import { renderDashboard } from '../../testing/render';
import { editorRoutes, provider } from './testing';

jest.mock('../../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));
stubModalDialogs();

const DOCS = '/fr/mon-tableau-de-bord/mes-fiches/maison-medicale-du-parc?onglet=documents';
const DOCS_API = '/api/prestataires/maison-medicale-du-parc/documents';

const document = (overrides: Partial<ListingDocument> = {}): ListingDocument => ({
  id: 5,
  title: 'Brochure',
  description: null,
  external_link: null,
  position: 0,
  file_name: 'brochure.pdf',
  type: 'pdf',
  mime_type: 'application/pdf',
  size_bytes: 1_234_567,
  url: '/storage/documents/5/brochure.pdf',
  ...overrides,
});

/**
 * The editor's API, where an upload (multipart, which the shared stub would read as JSON) is
 * answered here; `uploads` records the text fields and the file name of each.
 */
function stubWithUploads(stored: ListingDocument[]) {
  const stub = stubApiRoutes(provider(), {
    ...editorRoutes(),
    [`GET ${DOCS_API}`]: () => json({ data: stored }),
    [`PUT ${DOCS_API}/5`]: ({ body }) => json({ data: { ...stored[0], ...(body as object) } }),
    [`DELETE ${DOCS_API}/5`]: () => json(null, 204),
  });
  const uploads: Record<string, unknown>[] = [];
  const inner = globalThis.fetch;
  const append = jest.spyOn(FormData.prototype, 'append');
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const request = input as Request;
    if (request.method === 'POST' && new URL(request.url).pathname === DOCS_API) {
      const fields = Object.fromEntries(append.mock.calls.map(([name, value]) => [name, value instanceof File ? value.name : value]));
      uploads.push(fields);
      append.mockClear();
      stored.push(document({ id: 6, title: String(fields.title), file_name: String(fields.file), size_bytes: 2_000 }));
      return json({ data: stored[stored.length - 1] }, 201);
    }
    return inner(input);
  }) as typeof fetch;
  return { ...stub, uploads };
}

describe('mes-fiches/{slug}, documents tab', () => {
  it('lists the documents with their type and size, uploads one (multipart), edits and deletes one', async () => {
    const stored = [document()];
    const { uploads, calls } = stubWithUploads(stored);
    renderDashboard(DOCS);
    const panel = within(await screen.findByRole('tabpanel', { name: '7. Documents' }));
    const table = await panel.findByRole('table', { name: 'Documents de la fiche' });
    const row = within(table).getByRole('row', { name: /Brochure/ });
    // Sizes in base 1000 (spec §9), written by react-intl for fr-BE (with a no-break space).
    expect(within(row).getAllByRole('cell').slice(0, 2).map((td) => td.textContent?.replace(/\s/g, ' '))).toEqual(['PDF', '1,2 Mo']);
    expect(within(row).getByRole('link', { name: 'Télécharger Brochure' })).toHaveAttribute('href', 'http://api.test/storage/documents/5/brochure.pdf');

    const u = userEvent.setup();
    const upload = within(panel.getByRole('form', { name: 'Ajouter un document' }));
    await u.click(upload.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(upload.getByLabelText('Fichier *')).toHaveAccessibleDescription(expect.stringContaining('Choisissez un fichier.')));
    await u.upload(upload.getByLabelText('Fichier *'), new File(['a,b\n1,2'], 'tarifs.csv', { type: 'text/csv' }));
    await u.type(upload.getByLabelText('Titre'), 'Tarifs 2026');
    await waitFor(() => expect(upload.getByLabelText('Titre')).toHaveValue('Tarifs 2026'));
    await u.click(upload.getByRole('button', { name: 'Envoyer' }));
    expect(await panel.findByText('« Tarifs 2026 » a été ajouté.')).toBeInTheDocument();
    expect(uploads).toEqual([{ title: 'Tarifs 2026', file: 'tarifs.csv' }]);
    expect(await within(table).findByRole('row', { name: /Tarifs 2026/ })).toBeInTheDocument();

    await u.click(within(row).getByRole('button', { name: 'Modifier Brochure' }));
    const edit = within(panel.getByRole('form', { name: 'Modifier «\u00a0Brochure\u00a0»' }));
    await u.type(edit.getByLabelText('Description'), 'Nos services');
    await waitFor(() => expect(edit.getByLabelText('Description')).toHaveValue('Nos services'));
    await u.click(edit.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('« Brochure » a été modifié.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ title: 'Brochure', description: 'Nos services', external_link: '' });

    await u.click(within(row).getByRole('button', { name: 'Supprimer Brochure' }));
    await u.click(within(screen.getByRole('dialog', { name: 'Supprimer ce fichier\u202f?' })).getByRole('button', { name: 'Oui, supprimer' }));
    expect(await screen.findByText('« Brochure » a été supprimé.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `${DOCS_API}/5`)).toBe(true);
  });

  it('refuses a file over the limit before sending it', async () => {
    const { uploads } = stubWithUploads([]);
    renderDashboard(DOCS);
    const panel = within(await screen.findByRole('tabpanel', { name: '7. Documents' }));
    expect(await panel.findByText('Aucun document.')).toBeInTheDocument();
    const big = new File(['x'], 'video.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 25_000_000 });
    const u = userEvent.setup();
    const upload = within(panel.getByRole('form', { name: 'Ajouter un document' }));
    await u.upload(upload.getByLabelText('Fichier *'), big);
    await u.click(upload.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(upload.getByLabelText('Fichier *')).toHaveAccessibleDescription(/Ce fichier est trop volumineux \(25\sMo\)\s: 20\sMo au plus\./));
    expect(uploads).toEqual([]);
  });
});
