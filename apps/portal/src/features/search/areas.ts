import areaIndex from 'virtual:sam-geo-areas';
import { AreaDirectory } from '@sam/search-map';

/** Names and hierarchy of the Belgian areas (built from assets/geo at build time, no geometry). */
export const areaDirectory = new AreaDirectory(areaIndex);
