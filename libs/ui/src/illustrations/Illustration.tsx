import type { ReactNode } from 'react';

/**
 * Decorative pictures drawn for SAM (README.md in this folder), built around the association's
 * symbol, the turtle (a-propos-de-l-asbl/symbole-de-la-tortue). Always hidden from assistive
 * technology: they repeat nothing the page does not say in words.
 */
export type IllustrationName = 'turtle' | 'newsletter' | 'menu' | 'provider' | 'home' | 'video';

// The theme's greens (theme.css) and a warm sand for contrast.
const GREEN = '#00704a';
const DARK = '#004d33';
const TINT = '#e8f3ee';
const LEAF = '#9ccfb4';
const SAND = '#f2c879';

/** The turtle, 120 × 70 at the origin; place it with a transform. */
const turtle = (
  <g>
    <ellipse cx="60" cy="62" rx="52" ry="6" fill={DARK} opacity="0.15" />
    <path d="M22 52h76" stroke={DARK} strokeWidth="4" strokeLinecap="round" />
    <rect x="30" y="44" width="12" height="16" rx="6" fill={GREEN} />
    <rect x="76" y="44" width="12" height="16" rx="6" fill={GREEN} />
    <circle cx="104" cy="38" r="12" fill={GREEN} />
    <circle cx="108" cy="35" r="2" fill="#fff" />
    <path d="M16 50a44 40 0 0 1 88 0Z" fill={DARK} />
    <path d="M38 50l6-14h32l6 14M44 36l16-12 16 12M60 24v-10" stroke={LEAF} strokeWidth="3" fill="none" strokeLinejoin="round" />
    <path d="M10 48l8-2" stroke={GREEN} strokeWidth="5" strokeLinecap="round" />
  </g>
);

const SCENES: Record<IllustrationName, { viewBox: string; body: ReactNode }> = {
  turtle: { viewBox: '0 0 130 74', body: <g transform="translate(4 2)">{turtle}</g> },
  newsletter: {
    viewBox: '0 0 120 96',
    body: (
      <>
        <circle cx="60" cy="48" r="46" fill={TINT} />
        <rect x="20" y="30" width="80" height="52" rx="6" fill="#fff" stroke={GREEN} strokeWidth="4" />
        <path d="M22 34l38 28 38-28" fill="none" stroke={GREEN} strokeWidth="4" strokeLinejoin="round" />
        <path d="M60 26s-10-6-10-13a5.5 5.5 0 0 1 10-3 5.5 5.5 0 0 1 10 3c0 7-10 13-10 13Z" fill={SAND} />
      </>
    ),
  },
  menu: {
    viewBox: '0 0 200 300',
    body: (
      <>
        <rect width="200" height="300" rx="16" fill={TINT} />
        <circle cx="150" cy="60" r="26" fill={SAND} />
        <path d="M0 200c40-30 80-30 120-10s60 10 80-5v115H0Z" fill={LEAF} />
        <path d="M0 240c50-20 100-10 200-30v90H0Z" fill={GREEN} opacity="0.35" />
        <path d="M40 120v60M40 124h34l8 8-8 8H40M40 146h-30l-6 7 6 7h30" stroke={DARK} strokeWidth="4" fill="#fff" strokeLinejoin="round" />
        <g transform="translate(60 196) scale(0.9)">{turtle}</g>
      </>
    ),
  },
  provider: {
    viewBox: '0 0 240 150',
    body: (
      <>
        <ellipse cx="120" cy="136" rx="112" ry="10" fill={TINT} />
        <path d="M96 60l44-34 44 34v72H96Z" fill="#fff" stroke={GREEN} strokeWidth="4" strokeLinejoin="round" />
        <path d="M88 64l52-40 52 40" fill="none" stroke={DARK} strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="128" y="96" width="24" height="36" rx="3" fill={GREEN} />
        <path d="M140 84s-10-6-10-12a5 5 0 0 1 10-3 5 5 0 0 1 10 3c0 6-10 12-10 12Z" fill={SAND} />
        <g transform="translate(6 72) scale(0.75)">{turtle}</g>
      </>
    ),
  },
  home: {
    viewBox: '0 0 260 170',
    body: (
      <>
        <rect width="260" height="170" rx="20" fill={TINT} />
        <circle cx="200" cy="44" r="26" fill={SAND} />
        <path d="M0 130c50-40 110-40 160-16s70 10 100-6v62H0Z" fill={LEAF} />
        <path d="M150 30a22 22 0 0 1 44 0c0 18-22 40-22 40s-22-22-22-40Z" fill={GREEN} transform="translate(-70 6)" />
        <circle cx="102" cy="36" r="8" fill="#fff" />
        <g transform="translate(120 92) scale(0.9)">{turtle}</g>
      </>
    ),
  },
  video: {
    viewBox: '0 0 160 110',
    body: (
      <>
        <rect x="10" y="10" width="140" height="90" rx="10" fill={TINT} stroke={GREEN} strokeWidth="4" />
        <circle cx="80" cy="55" r="24" fill={GREEN} />
        <path d="M72 43v24l20-12Z" fill="#fff" />
      </>
    ),
  },
};

/** `cover`: fills its box, cropping the edges (the menu's side panel), instead of fitting inside it. */
export function Illustration({ name, className, cover = false }: { name: IllustrationName; className?: string; cover?: boolean }) {
  const { viewBox, body } = SCENES[name];
  return (
    <svg className={className} viewBox={viewBox} preserveAspectRatio={cover ? 'xMidYMid slice' : undefined} aria-hidden="true" focusable="false" data-illustration={name}>
      {body}
    </svg>
  );
}
