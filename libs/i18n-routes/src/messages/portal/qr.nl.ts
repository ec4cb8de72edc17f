import type { qr as fr } from './qr.fr';

/** QR code page (§2 /fr/qr/{type?}/{id?}). In Dutch, with the French file’s keys (the type checks it). */
export const qr: Record<keyof typeof fr, string> = {
  'qr.description': 'Een QR-code om af te drukken en een SAM-pagina in één beweging te openen: fiche van een zorgverlener, evenement uit de agenda of pagina van het portaal.',
  'qr.lead': 'Druk deze code af op een affiche, een folder of een visitekaartje: wie hem met een smartphone scant, komt meteen op de pagina terecht.',
  'qr.heading.page': 'QR-code: {title}',
  'qr.image': 'QR-code die naar {url} leidt',
  'qr.shortLink': 'Korte link',
  'qr.target': 'Pagina die de code opent',
  'qr.downloads': 'De QR-code downloaden',
  'qr.download.png': 'PNG-afbeelding (om af te drukken en voor documenten)',
  'qr.download.svg': 'SVG-afbeelding (vectorieel, voor grafisch ontwerpers)',
  'qr.form.heading': 'Een QR-code maken voor een SAM-pagina',
  'qr.form.intro': 'Kopieer het adres van een pagina van het portaal (fiche van een zorgverlener, evenement uit de agenda of een andere pagina) en maak er een QR-code van.',
  'qr.form.url': 'Adres van de pagina',
  'qr.form.hint': 'Bijvoorbeeld: {example}',
  'qr.form.submit': 'De QR-code maken',
  'qr.form.invalid': 'Voor dit adres kan geen QR-code gemaakt worden: het is geen pagina van SAM. Geef het adres van een fiche van een zorgverlener, een evenement of een pagina van het portaal.',
  'qr.another': 'Een andere QR-code maken',
};
