import { z } from 'zod';
import type { Bookmark } from './auth';

/** What can be bookmarked (§4): listings, events, ads, advice guides and info pages. */
export type BookmarkType = Bookmark['type'];

/** POST …/{ref}/bookmark: true or false sets the state; absent toggles it (§4 "toggled by name"). */
export const bookmarkBodySchema = z.object({ bookmarked: z.boolean().optional() });
export const bookmarkStateSchema = z.object({ bookmarked: z.boolean() });
export type BookmarkState = z.infer<typeof bookmarkStateSchema>;
