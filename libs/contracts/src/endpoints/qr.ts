import { z } from 'zod';
import { defineEndpoint, rawBody } from '../http/endpoint';
import { qrImageParamsSchema, qrLinkSchema, qrTargetSchema } from '../qr';

const tags = ['QR codes'];

/** §2 /fr/qr/{type?}/{id?}: the short link of a page and its QR code. */
export const qrEndpoints = {
  link: defineEndpoint({
    id: 'qr.link',
    method: 'POST',
    path: '/api/qr/links',
    summary: 'The short link of a provider page, an event or a static page (made once), ready to encode',
    tags,
    access: 'public',
    // Anonymous and idempotent (one link per page at most): the portal's server calls it while rendering.
    csrf: false,
    body: qrTargetSchema,
    response: z.object({ data: qrLinkSchema }),
    errors: [404],
  }),
  image: defineEndpoint({
    id: 'qr.image',
    method: 'GET',
    path: '/api/qr/{id}/{file}',
    summary: 'The QR code of a short link as a download; file is {short_code}.png or {short_code}.svg',
    tags,
    access: 'public',
    params: qrImageParamsSchema,
    response: rawBody('image/*', 'The QR code: a PNG of 600 px or an SVG, as an attachment'),
  }),
} as const;
