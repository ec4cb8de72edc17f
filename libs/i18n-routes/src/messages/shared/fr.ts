import { validation } from '../validation/fr';
import { accessibility } from './accessibility.fr';
import { adFormats } from './ad-formats.fr';
import { common } from './common.fr';
import { map } from './map.fr';
import { pages } from './pages.fr';
import { shell } from './shell.fr';

/** What both UI apps show, in French: layout and @sam/ui components, page titles, the map, the advertising formats, validation. */
export const sharedAreas = { common, shell, pages, map, adFormats, accessibility, validation };
