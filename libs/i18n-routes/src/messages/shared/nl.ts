import type { AreasIn } from '../catalogue';
import { validation } from '../validation/nl';
import { accessibility } from './accessibility.nl';
import { adFormats } from './ad-formats.nl';
import { common } from './common.nl';
import type { sharedAreas as fr } from './fr';
import { map } from './map.nl';
import { pages } from './pages.nl';
import { shell } from './shell.nl';

/** What both UI apps show, in Dutch: the French areas and keys (the type checks it). */
export const sharedAreas: AreasIn<typeof fr> = { common, shell, pages, map, adFormats, accessibility, validation };
