import { z } from 'zod';
import { defineEndpoint, NO_CONTENT } from '../http/endpoint';
import {
  amisPanelListQuerySchema,
  amisPanelParamsSchema,
  amisPanelQuerySchema,
  amisPanelSchema,
  amisPanelWriteSchema,
  managedAmisPanelSchema,
} from '../amis-panels';

const tags = ['Friends panels'];

/**
 * §7 Friends panels: public reads of the active panels; the SAM team's list of every panel,
 * create, update and delete (docs/decisions/0008-amis-panel-writes.md). The API checks a panel's
 * link against the portal's pages besides (amisPanelWriteSchemaFor).
 */
export const amisPanelsEndpoints = {
  list: defineEndpoint({
    id: 'amisPanels.list',
    method: 'GET',
    path: '/api/sam/amis/panels',
    summary: 'The active panels by position; with manage=1, every panel as the SAM team manages it',
    description: 'With `manage=1` (admin and root only) the answer lists every panel of the audience, hidden ones too, both languages.',
    tags,
    access: 'public',
    query: amisPanelListQuerySchema,
    // The public panels, or the managed ones when manage=1.
    response: z.object({ data: z.union([z.array(amisPanelSchema), z.array(managedAmisPanelSchema)]) }),
    errors: [401, 403],
  }),
  get: defineEndpoint({
    id: 'amisPanels.get',
    method: 'GET',
    path: '/api/sam/amis/panels/{id}',
    summary: 'One active panel',
    tags,
    access: 'public',
    params: amisPanelParamsSchema,
    query: amisPanelQuerySchema,
    response: z.object({ data: amisPanelSchema }),
    errors: [404],
  }),
  create: defineEndpoint({
    id: 'amisPanels.create',
    method: 'POST',
    path: '/api/sam/amis/panels',
    summary: 'Create a panel',
    tags,
    access: 'admin',
    body: amisPanelWriteSchema,
    response: z.object({ data: managedAmisPanelSchema }),
    status: 201,
  }),
  update: defineEndpoint({
    id: 'amisPanels.update',
    method: 'PUT',
    path: '/api/sam/amis/panels/{id}',
    summary: 'Replace a panel (also as POST with _method PUT)',
    tags,
    access: 'admin',
    params: amisPanelParamsSchema,
    body: amisPanelWriteSchema,
    response: z.object({ data: managedAmisPanelSchema }),
    errors: [404],
  }),
  delete: defineEndpoint({
    id: 'amisPanels.delete',
    method: 'DELETE',
    path: '/api/sam/amis/panels/{id}',
    summary: 'Delete a panel',
    tags,
    access: 'admin',
    params: amisPanelParamsSchema,
    response: NO_CONTENT,
    errors: [404],
  }),
} as const;
