import type { ReactNode } from 'react';

/**
 * Line icons of the directory's sectors (24 × 24, stroke in currentColor), drawn for SAM
 * (README.md in this folder). Decorative: the sector's name is always written beside them.
 */
const PATHS: Record<string, ReactNode> = {
  // Santé: a heart with a pulse line.
  sante: (
    <>
      <path d="M12 20s-7-4.4-8.6-9A4.6 4.6 0 0 1 12 6.3 4.6 4.6 0 0 1 20.6 11c-1.6 4.6-8.6 9-8.6 9Z" />
      <path d="M6 12h3l1.5-2.5 2 4 1.5-1.5h4" />
    </>
  ),
  // Aide à domicile: a house with a heart.
  'aide-a-domicile': (
    <>
      <path d="M3 11 12 4l9 7" />
      <path d="M5 9.5V20h14V9.5" />
      <path d="M12 17s-3-1.8-3-3.6a1.6 1.6 0 0 1 3-.8 1.6 1.6 0 0 1 3 .8c0 1.8-3 3.6-3 3.6Z" />
    </>
  ),
  // Hébergement: a bed.
  hebergement: (
    <>
      <path d="M3 6v13M3 15h18v4M21 15v-3a3 3 0 0 0-3-3h-7v6" />
      <circle cx="7" cy="11.5" r="1.8" />
    </>
  ),
  // Mobilité: a wheelchair.
  mobilite: (
    <>
      <circle cx="10" cy="4.5" r="1.5" />
      <path d="M10 7v6h6l2.5 5" />
      <path d="M10 10h5" />
      <path d="M7.5 10.5a5 5 0 1 0 7.3 6" />
    </>
  ),
  // Emploi: a briefcase.
  emploi: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 13h18" />
    </>
  ),
  // Enseignement: an open book.
  enseignement: (
    <>
      <path d="M12 7c-2-1.6-5-2-8-1.5v13c3-.5 6-.1 8 1.5 2-1.6 5-2 8-1.5v-13c-3-.5-6-.1-8 1.5Z" />
      <path d="M12 7v13" />
    </>
  ),
  // Loisirs: a sun over a hill.
  loisirs: (
    <>
      <circle cx="9" cy="9" r="3" />
      <path d="M9 3v1.5M3 9h1.5M4.8 4.8l1 1M13.2 4.8l-1 1M3 20c3-5 7-7 10-5s5 1 8-1v6Z" />
    </>
  ),
  // Soutien aux aidants: two people, one supporting the other.
  'soutien-aux-aidants': (
    <>
      <circle cx="8" cy="6" r="2.5" />
      <circle cx="16.5" cy="8" r="2" />
      <path d="M3.5 20v-4a4.5 4.5 0 0 1 9 0v4M13 20v-3.5a3.5 3.5 0 0 1 7 0V20" />
      <path d="M11 13.5 14 12" />
    </>
  ),
  // Juridique: scales.
  juridique: (
    <>
      <path d="M12 4v16M7 20h10M5 7h14" />
      <path d="m5 7-3 6a3 3 0 0 0 6 0L5 7ZM19 7l-3 6a3 3 0 0 0 6 0l-3-6Z" />
    </>
  ),
  // Aides techniques: a wrench.
  'aides-techniques': <path d="M14.5 6.5a4 4 0 0 0 5 5L21 10a5.5 5.5 0 0 1-7.4 4.9L7 21.5a2.1 2.1 0 0 1-3-3l6.6-6.6A5.5 5.5 0 0 1 15.5 4l-1 2.5Z" />,
  // Accompagnement psychosocial: two speech bubbles.
  'accompagnement-psychosocial': (
    <>
      <path d="M4 5h10a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H8l-3 3v-3H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" />
      <path d="M15 9h5a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-1v3l-3-3h-5a1 1 0 0 1-1-1v-2" />
    </>
  ),
  // Finances et allocations: coins with a euro sign.
  'finances-et-allocations': (
    <>
      <circle cx="10" cy="10" r="6.5" />
      <path d="M12.5 7.6a3 3 0 1 0 0 4.8M6.5 9h4.5M6.5 11h4.5" />
      <path d="M16 8.7a6.5 6.5 0 1 1-7.3 9.3" />
    </>
  ),
};

/** A sector of the directory: any other slug (a new sector) gets a map pin. */
const FALLBACK = (
  <>
    <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.3" />
  </>
);

/** The needs (besoins) of the guided search, by the sector they lead to. */
const BESOIN_SECTOR: Record<string, string> = {
  'se-soigner': 'sante',
  'vivre-a-domicile': 'aide-a-domicile',
  'se-loger': 'hebergement',
  'se-deplacer': 'mobilite',
  travailler: 'emploi',
  apprendre: 'enseignement',
  'se-divertir': 'loisirs',
  'aider-un-proche': 'soutien-aux-aidants',
  'faire-valoir-mes-droits': 'juridique',
  'm-equiper': 'aides-techniques',
};

/** The sectors' Dutch slugs (a search hit's sector_slug is in the page's language). */
const DUTCH_SECTOR: Record<string, string> = {
  gezondheid: 'sante',
  thuishulp: 'aide-a-domicile',
  huisvesting: 'hebergement',
  mobiliteit: 'mobilite',
  werk: 'emploi',
  onderwijs: 'enseignement',
  'vrije-tijd': 'loisirs',
  mantelzorg: 'soutien-aux-aidants',
  juridisch: 'juridique',
  hulpmiddelen: 'aides-techniques',
  'psychosociale-begeleiding': 'accompagnement-psychosocial',
  'financien-en-uitkeringen': 'finances-et-allocations',
};

const drawingOf = (slug: string): ReactNode | undefined => PATHS[slug] ?? PATHS[BESOIN_SECTOR[slug] ?? DUTCH_SECTOR[slug] ?? ''];

/** Whether a sector (French or Dutch slug) or a need (French slug) has its own icon. */
export function hasSectorIcon(slug: string): boolean {
  return drawingOf(slug) !== undefined;
}

/** The icon of a sector (its French or Dutch slug) or of a need (its French slug); a map pin otherwise. */
export function SectorIcon({ slug, className, size = 24 }: { slug: string; className?: string; size?: number }) {
  const paths = drawingOf(slug) ?? FALLBACK;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths}
    </svg>
  );
}
