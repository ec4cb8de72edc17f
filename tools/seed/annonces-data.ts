import type { Insertable } from 'kysely';
import type { Database } from '@sam/db';
import { Rng } from './prng';
import { FIRST_NAMES, LAST_NAMES } from './reference-data';
import { belgianPhone, SlugRegistry } from './text';

/**
 * Classified ads (spec §3 Annonce) and member offers (§3 Offre): bilingual categories, about
 * 60 ads written in French or Dutch by region (some already expired) and about 25 offers from
 * seeded listings, with promo codes and validity periods. Dates are relative to the seed's
 * reference date. A random stream of its own keeps every other seeded row as it was.
 */

type Locale = 'fr' | 'nl';
type Text = { title: string; body: string };

export const ANNONCE_COUNT = 60;
export const OFFRE_COUNT = 25;

export const ANNONCE_CATEGORIES = [
  { slug_fr: 'materiel-medical', slug_nl: 'medisch-materiaal', titre_fr: 'Matériel médical à donner ou à vendre', titre_nl: 'Medisch materiaal te geef of te koop' },
  { slug_fr: 'aide-recherchee', slug_nl: 'hulp-gezocht', titre_fr: 'Aide recherchée', titre_nl: 'Hulp gezocht' },
  { slug_fr: 'logement-adapte', slug_nl: 'aangepaste-woning', titre_fr: 'Logement adapté', titre_nl: 'Aangepaste woning' },
  { slug_fr: 'covoiturage-transport', slug_nl: 'carpool-vervoer', titre_fr: 'Covoiturage et transport', titre_nl: 'Carpool en vervoer' },
  { slug_fr: 'benevolat', slug_nl: 'vrijwilligerswerk', titre_fr: 'Bénévolat', titre_nl: 'Vrijwilligerswerk' },
  { slug_fr: 'activites', slug_nl: 'activiteiten', titre_fr: 'Activités', titre_nl: 'Activiteiten' },
] as const;

export const OFFRE_CATEGORIES = [
  { slug_fr: 'mobilite', slug_nl: 'mobiliteit', titre_fr: 'Mobilité', titre_nl: 'Mobiliteit' },
  { slug_fr: 'aides-techniques', slug_nl: 'hulpmiddelen', titre_fr: 'Aides techniques', titre_nl: 'Hulpmiddelen' },
  { slug_fr: 'bien-etre', slug_nl: 'welzijn', titre_fr: 'Bien-être', titre_nl: 'Welzijn' },
  { slug_fr: 'loisirs-culture', slug_nl: 'vrije-tijd-cultuur', titre_fr: 'Loisirs et culture', titre_nl: 'Vrije tijd en cultuur' },
  { slug_fr: 'services-a-domicile', slug_nl: 'thuisdiensten', titre_fr: 'Services à domicile', titre_nl: 'Thuisdiensten' },
] as const;

type AnnonceCategorySlug = (typeof ANNONCE_CATEGORIES)[number]['slug_fr'];
type OffreCategorySlug = (typeof OFFRE_CATEGORIES)[number]['slug_fr'];

interface AnnonceTemplate {
  category: AnnonceCategorySlug;
  /** Prices to choose from, in euros; 0 is free; absent: no price (not for sale). */
  prices?: number[];
  fr: Text;
  nl: Text;
}

const ANNONCES: AnnonceTemplate[] = [
  { category: 'materiel-medical', prices: [0, 150, 220, 300],
    fr: { title: 'Fauteuil roulant manuel pliable', body: 'Fauteuil roulant pliable, largeur d’assise 45 cm, repose-pieds amovibles, très peu servi. Idéal pour les sorties en voiture. À venir chercher sur place.' },
    nl: { title: 'Opvouwbare manuele rolstoel', body: 'Opvouwbare rolstoel, zitbreedte 45 cm, afneembare voetsteunen, weinig gebruikt. Handig om mee te nemen in de auto. Af te halen ter plaatse.' } },
  { category: 'materiel-medical', prices: [0, 250, 400],
    fr: { title: 'Lit médicalisé électrique avec matelas', body: 'Lit médicalisé à hauteur variable avec relève-buste électrique, barrières et matelas anti-escarres. Démonté pour le transport, notice fournie.' },
    nl: { title: 'Elektrisch hoog-laagbed met matras', body: 'Hoog-laagbed met elektrisch verstelbare rugleuning, bedhekken en anti-decubitusmatras. Gedemonteerd voor transport, handleiding erbij.' } },
  { category: 'materiel-medical', prices: [0, 40, 60],
    fr: { title: 'Déambulateur à roulettes (rollator) avec siège', body: 'Rollator quatre roues avec freins, panier et siège pour se reposer. Réglable en hauteur, en bon état.' },
    nl: { title: 'Rollator met zitje', body: 'Rollator met vier wielen, remmen, mandje en zitje om even uit te rusten. In hoogte verstelbaar, in goede staat.' } },
  { category: 'materiel-medical', prices: [0, 20, 35],
    fr: { title: 'Chaise de douche et rehausseur WC', body: 'Chaise de douche réglable et rehausseur de toilettes avec accoudoirs, nettoyés et désinfectés. Donnés ensemble.' },
    nl: { title: 'Douchestoel en toiletverhoger', body: 'Verstelbare douchestoel en toiletverhoger met armleuningen, gereinigd en ontsmet. Samen mee te nemen.' } },
  { category: 'materiel-medical', prices: [800, 1200, 1500],
    fr: { title: 'Scooter électrique pour personne à mobilité réduite', body: 'Scooter PMR quatre roues, autonomie environ 30 km, batterie remplacée l’an dernier. Essai possible sur rendez-vous.' },
    nl: { title: 'Elektrische scooter voor personen met beperkte mobiliteit', body: 'Scootmobiel met vier wielen, bereik ongeveer 30 km, batterij vorig jaar vervangen. Proefrit mogelijk op afspraak.' } },
  { category: 'materiel-medical', prices: [0, 80],
    fr: { title: 'Lève-personne mobile', body: 'Lève-personne sur roulettes avec sangle taille M, vérifié par un technicien. Convient pour les transferts lit-fauteuil à domicile.' },
    nl: { title: 'Mobiele tillift', body: 'Tillift op wieltjes met tilband maat M, nagekeken door een technicus. Geschikt voor transfers van bed naar stoel thuis.' } },
  { category: 'aide-recherchee',
    fr: { title: 'Cherche aide pour les courses de ma mère', body: 'Ma mère (84 ans) vit seule et ne conduit plus. Je cherche une personne de confiance pour l’accompagner faire ses courses une fois par semaine. Défraiement prévu.' },
    nl: { title: 'Hulp gezocht bij boodschappen voor mijn moeder', body: 'Mijn moeder (84) woont alleen en rijdt niet meer. Ik zoek iemand die haar één keer per week vergezelt om boodschappen te doen. Onkostenvergoeding voorzien.' } },
  { category: 'aide-recherchee',
    fr: { title: 'Garde de nuit pour un proche atteint d’Alzheimer', body: 'Nous cherchons une garde de nuit deux fois par semaine pour permettre à l’aidante principale de se reposer. Expérience souhaitée, titres-services acceptés.' },
    nl: { title: 'Nachtoppas voor een naaste met alzheimer', body: 'We zoeken een nachtoppas twee keer per week zodat de mantelzorger kan rusten. Ervaring gewenst, dienstencheques aanvaard.' } },
  { category: 'aide-recherchee',
    fr: { title: 'Étudiant·e pour aide aux devoirs d’un enfant dyslexique', body: 'Notre fils de 10 ans est dyslexique. Nous cherchons un·e étudiant·e patient·e, idéalement en logopédie, pour deux séances par semaine à domicile.' },
    nl: { title: 'Student gezocht voor huiswerkbegeleiding van kind met dyslexie', body: 'Onze zoon van 10 heeft dyslexie. We zoeken een geduldige student, liefst logopedie, voor twee sessies per week aan huis.' } },
  { category: 'aide-recherchee',
    fr: { title: 'Aide pour remplir des formulaires administratifs', body: 'Personne malvoyante cherche un coup de main ponctuel pour lire le courrier et remplir des formulaires (mutualité, impôts). Quartier calme, café offert.' },
    nl: { title: 'Hulp bij het invullen van administratieve formulieren', body: 'Slechtziende persoon zoekt af en toe hulp om post te lezen en formulieren in te vullen (ziekenfonds, belastingen). Koffie staat klaar.' } },
  { category: 'logement-adapte', prices: [650, 720, 790],
    fr: { title: 'Appartement de plain-pied adapté PMR à louer', body: 'Appartement une chambre au rez-de-chaussée, porte large, salle de douche à l’italienne, barres d’appui. Proche des transports en commun et des commerces.' },
    nl: { title: 'Gelijkvloers appartement aangepast voor rolstoel te huur', body: 'Appartement met één slaapkamer op het gelijkvloers, brede deuren, inloopdouche, steunbeugels. Dicht bij openbaar vervoer en winkels.' } },
  { category: 'logement-adapte',
    fr: { title: 'Cherche colocation intergénérationnelle', body: 'Dame de 72 ans, autonome, propose une chambre meublée à un·e étudiant·e en échange de présence le soir et de petits services. Loyer symbolique à discuter.' },
    nl: { title: 'Intergenerationeel samenwonen gezocht', body: 'Dame van 72, zelfstandig, biedt een gemeubelde kamer aan een student in ruil voor aanwezigheid ’s avonds en kleine diensten. Symbolische huur bespreekbaar.' } },
  { category: 'logement-adapte', prices: [540, 600],
    fr: { title: 'Studio dans un habitat groupé solidaire', body: 'Un studio se libère dans notre habitat groupé qui accueille des personnes avec et sans handicap. Espaces communs, repas partagés une fois par semaine.' },
    nl: { title: 'Studio in een solidair co-housingproject', body: 'In ons co-housingproject voor mensen met en zonder beperking komt een studio vrij. Gemeenschappelijke ruimtes, één keer per week samen eten.' } },
  { category: 'covoiturage-transport', prices: [0, 5],
    fr: { title: 'Covoiturage hebdomadaire vers l’hôpital', body: 'Je me rends chaque mardi matin à l’hôpital pour mes séances de dialyse et je peux emmener une personne sur le même trajet. Participation aux frais libre.' },
    nl: { title: 'Wekelijks carpoolen naar het ziekenhuis', body: 'Ik rijd elke dinsdagochtend naar het ziekenhuis voor dialyse en kan iemand meenemen op hetzelfde traject. Vrije bijdrage in de kosten.' } },
  { category: 'covoiturage-transport', prices: [9000, 14500],
    fr: { title: 'Voiture adaptée avec rampe pour fauteuil roulant', body: 'Monospace transformé pour le transport d’une personne en fauteuil : rampe arrière, ancrages et ceinture. Contrôle technique en ordre.' },
    nl: { title: 'Aangepaste wagen met oprijplaat voor rolstoel', body: 'Omgebouwde monovolume voor het vervoer van een rolstoelgebruiker: oprijplaat achteraan, verankering en gordel. Gekeurd.' } },
  { category: 'covoiturage-transport',
    fr: { title: 'Cherche chauffeur bénévole pour rendez-vous médicaux', body: 'Monsieur âgé, sans voiture, cherche une personne disponible pour le conduire à ses rendez-vous chez le cardiologue, environ une fois par mois.' },
    nl: { title: 'Vrijwillige chauffeur gezocht voor doktersbezoek', body: 'Oudere meneer zonder wagen zoekt iemand die hem ongeveer één keer per maand naar de cardioloog kan brengen.' } },
  { category: 'benevolat',
    fr: { title: 'Bénévoles pour accompagner des sorties culturelles', body: 'Notre association organise des sorties au musée et au théâtre pour des personnes en situation de handicap. Nous cherchons des bénévoles pour les accompagner, un samedi par mois.' },
    nl: { title: 'Vrijwilligers voor culturele uitstappen', body: 'Onze vereniging organiseert museum- en theaterbezoeken voor mensen met een beperking. We zoeken vrijwilligers om mee te gaan, één zaterdag per maand.' } },
  { category: 'benevolat',
    fr: { title: 'Visiteurs bénévoles en maison de repos', body: 'Vous avez un peu de temps ? Venez partager un café, une partie de cartes ou une promenade avec nos résidents. Une formation d’accueil est prévue.' },
    nl: { title: 'Vrijwillige bezoekers in het woonzorgcentrum', body: 'Heeft u wat tijd? Kom een koffie drinken, kaarten of wandelen met onze bewoners. Een onthaalopleiding is voorzien.' } },
  { category: 'benevolat',
    fr: { title: 'Lecteurs bénévoles pour personnes aveugles', body: 'Nous recherchons des voix pour enregistrer des livres et des journaux à destination de lecteurs aveugles et malvoyants. Studio d’enregistrement sur place.' },
    nl: { title: 'Vrijwillige voorlezers voor blinde personen', body: 'We zoeken stemmen om boeken en kranten in te lezen voor blinde en slechtziende lezers. Opnamestudio ter plaatse.' } },
  { category: 'activites', prices: [0, 5, 8],
    fr: { title: 'Marche douce du dimanche pour seniors', body: 'Balade de 3 km à rythme tranquille, accessible avec canne ou rollator, suivie d’un goûter. Rendez-vous devant l’église à 14 h.' },
    nl: { title: 'Rustige zondagswandeling voor senioren', body: 'Wandeling van 3 km op rustig tempo, haalbaar met wandelstok of rollator, met achteraf koffie en taart. Afspraak aan de kerk om 14 uur.' } },
  { category: 'activites', prices: [0, 10],
    fr: { title: 'Chorale ouverte aux personnes aphasiques', body: 'Notre chorale accueille les personnes aphasiques et leurs proches : chanter aide à retrouver la parole et le plaisir d’être ensemble. Répétition le jeudi.' },
    nl: { title: 'Koor voor mensen met afasie', body: 'Ons koor verwelkomt mensen met afasie en hun naasten: zingen helpt om woorden terug te vinden en samen plezier te maken. Repetitie op donderdag.' } },
  { category: 'activites', prices: [0, 12],
    fr: { title: 'Atelier de jardinage adapté au potager surélevé', body: 'Potager collectif avec bacs surélevés accessibles en fauteuil. Venez planter, arroser et récolter avec nous le mercredi après-midi.' },
    nl: { title: 'Aangepaste tuinworkshop aan verhoogde moestuinbakken', body: 'Gemeenschappelijke moestuin met verhoogde bakken, bereikbaar met de rolstoel. Kom woensdagnamiddag mee planten, gieten en oogsten.' } },
];

const ANNONCE_COMMUNES: Record<Locale, string[]> = {
  fr: ['21004', '21009', '21015', '92094', '62063', '52011', '53053', '25072', '57081'],
  nl: ['11002', '44021', '31005', '24062', '71016', '35013', '21004', '46021'],
};

interface OffreTemplate {
  category: OffreCategorySlug;
  percent: number[];
  fr: Text;
  nl: Text;
  attachment?: boolean;
}

const OFFRES: OffreTemplate[] = [
  { category: 'mobilite', percent: [10, 15],
    fr: { title: 'Réduction sur la location d’un fauteuil roulant', body: 'Les membres SAM bénéficient d’une réduction sur la location de courte durée d’un fauteuil roulant ou d’un rollator, livraison comprise.' },
    nl: { title: 'Korting op het huren van een rolstoel', body: 'SAM-leden krijgen korting op de korte huur van een rolstoel of rollator, levering inbegrepen.' } },
  { category: 'mobilite', percent: [20],
    fr: { title: 'Premier trajet en taxi adapté offert à moitié prix', body: 'Votre premier trajet en taxi adapté PMR à moitié prix, puis une réduction permanente sur réservation en ligne.' },
    nl: { title: 'Eerste rit met aangepaste taxi aan halve prijs', body: 'Uw eerste rit met een rolstoeltaxi aan halve prijs, daarna blijvende korting bij online reservering.' } },
  { category: 'aides-techniques', percent: [10, 15, 20], attachment: true,
    fr: { title: 'Remise sur les aides techniques pour la salle de bain', body: 'Barres d’appui, sièges de douche, rehausseurs : remise sur tout le rayon salle de bain, conseils d’un ergothérapeute inclus.' },
    nl: { title: 'Korting op hulpmiddelen voor de badkamer', body: 'Steunbeugels, douchestoelen, toiletverhogers: korting op het hele badkamergamma, met advies van een ergotherapeut.' } },
  { category: 'aides-techniques', percent: [15],
    fr: { title: 'Entretien gratuit de votre scooter PMR', body: 'Un contrôle complet de votre scooter ou fauteuil électrique offert pour tout achat de batterie.' },
    nl: { title: 'Gratis onderhoud van uw scootmobiel', body: 'Een volledige controle van uw scootmobiel of elektrische rolstoel gratis bij aankoop van een batterij.' } },
  { category: 'bien-etre', percent: [10, 25],
    fr: { title: 'Séance de massage pour aidants proches', body: 'Prenez soin de vous : une réduction sur les massages et soins de relaxation réservés aux aidants proches.' },
    nl: { title: 'Massage voor mantelzorgers', body: 'Zorg ook voor uzelf: korting op massages en ontspanningsbehandelingen voor mantelzorgers.' } },
  { category: 'bien-etre', percent: [15], attachment: true,
    fr: { title: 'Cours d’aquagym adaptée', body: 'Cours d’aquagym en eau chauffée encadrés par un kinésithérapeute, avec réduction sur l’abonnement de dix séances.' },
    nl: { title: 'Aangepaste aquagym', body: 'Aquagym in verwarmd water onder begeleiding van een kinesitherapeut, met korting op een beurtenkaart van tien lessen.' } },
  { category: 'loisirs-culture', percent: [20, 30],
    fr: { title: 'Places de spectacle à tarif réduit avec accompagnant gratuit', body: 'Tarif réduit pour les membres et place gratuite pour l’accompagnant, emplacements PMR réservés.' },
    nl: { title: 'Voorstellingen aan verminderd tarief, begeleider gratis', body: 'Verminderd tarief voor leden en een gratis plaats voor de begeleider, voorbehouden rolstoelplaatsen.' } },
  { category: 'loisirs-culture', percent: [10],
    fr: { title: 'Séjour de vacances adapté', body: 'Réduction sur les séjours de vacances en gîte adapté, avec soins infirmiers disponibles sur place.' },
    nl: { title: 'Aangepaste vakantie', body: 'Korting op vakanties in een aangepast vakantiehuis, met verpleegkundige zorg ter plaatse.' } },
  { category: 'services-a-domicile', percent: [10, 15],
    fr: { title: 'Repas livrés à domicile', body: 'Repas équilibrés livrés chaud ou froid, régimes adaptés possibles : première semaine à prix réduit.' },
    nl: { title: 'Maaltijden aan huis', body: 'Evenwichtige maaltijden warm of koud geleverd, aangepaste diëten mogelijk: eerste week aan verminderd tarief.' } },
  { category: 'services-a-domicile', percent: [20], attachment: true,
    fr: { title: 'Installation d’un système de téléassistance', body: 'Frais d’installation offerts et réduction sur l’abonnement mensuel de téléassistance.' },
    nl: { title: 'Installatie van een personenalarm', body: 'Gratis installatie en korting op het maandabonnement van het personenalarm.' } },
];

const DAY = 86_400_000;

export interface AnnoncesInput {
  seed: number;
  /** The seed's reference instant (ms). */
  ref: number;
  listings: readonly Insertable<Database['prestataires']>[];
  communes: readonly { id: string; name_fr: string; name_nl: string; province_id?: string | null }[];
  /** Seeded users: a few ads belong to the demo user account. */
  users: readonly Insertable<Database['users']>[];
}

export interface AnnoncesData {
  annonce_categories: Insertable<Database['annonce_categories']>[];
  annonces: Insertable<Database['annonces']>[];
  offre_categories: Insertable<Database['offre_categories']>[];
  offres: Insertable<Database['offres']>[];
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const second = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

export function buildAnnoncesData(input: AnnoncesInput): AnnoncesData {
  const rng = new Rng((input.seed * 6151 + 92_821) >>> 0);
  const annonce_categories = ANNONCE_CATEGORIES.map((c, i) => ({ id: i + 1, ...c, position: i + 1 }));
  const offre_categories = OFFRE_CATEGORIES.map((c, i) => ({ id: i + 1, ...c, position: i + 1 }));
  const annonceCategoryId = new Map<string, number>(ANNONCE_CATEGORIES.map((c, i) => [c.slug_fr, i + 1]));
  const offreCategoryId = new Map<string, number>(OFFRE_CATEGORIES.map((c, i) => [c.slug_fr, i + 1]));
  const communeById = new Map(input.communes.map((c) => [c.id, c]));
  const demoUser = input.users.find((u) => u.email === 'user@sam.example');
  const online = input.listings.filter((l) => l.active === 1 && l.visible === 1 && l.validated_at && l.id !== undefined);

  const slugs = new SlugRegistry();
  const annonces: Insertable<Database['annonces']>[] = [];
  for (let i = 0; i < ANNONCE_COUNT; i++) {
    // Every template at least twice, once in each language, then at random.
    const template = i < ANNONCES.length * 2 ? ANNONCES[i % ANNONCES.length] : rng.pick(ANNONCES);
    const locale: Locale = i < ANNONCES.length ? 'fr' : i < ANNONCES.length * 2 ? 'nl' : rng.chance(0.55) ? 'fr' : 'nl';
    const communeId = rng.pick(ANNONCE_COMMUNES[locale].filter((id) => communeById.has(id)).concat(input.communes.length ? [] : ['21004']));
    const commune = communeById.get(communeId) ?? input.communes[0];
    const communeName = commune ? (locale === 'fr' ? commune.name_fr : commune.name_nl) : '';
    const text = template[locale];
    const published = input.ref - rng.int(1, 120) * DAY - rng.int(0, 86_399) * 1000;
    // About one in seven has expired; the others run for months.
    const expired = rng.chance(0.15);
    const expires = expired ? input.ref - rng.int(1, 20) * DAY : input.ref + rng.int(150, 400) * DAY;
    const price = template.prices ? rng.pick(template.prices) : null;
    const first = rng.pick(FIRST_NAMES[locale]);
    const last = rng.pick(LAST_NAMES[locale]);
    const byDemoUser = demoUser?.id !== undefined && i % 20 === 3;
    const email = byDemoUser ? 'user@sam.example' : `${first}.${last}`.toLowerCase().normalize('NFD').replace(/[^a-z.]/g, '') + '@example.be';
    const signature = locale === 'fr' ? `Contact : ${first} ${last}.` : `Contact: ${first} ${last}.`;
    annonces.push({
      id: i + 1,
      slug: slugs.take(`${text.title} ${communeName}`),
      category_id: annonceCategoryId.get(template.category) ?? null,
      prestataire_id: null,
      user_id: byDemoUser ? (demoUser.id as number) : null,
      title: communeName ? `${text.title} – ${communeName}` : text.title,
      body: `${text.body}\n\n${signature}`,
      locale,
      contact_email: rng.chance(0.9) ? email : null,
      phone: rng.chance(0.7) ? belgianPhone(rng, String(commune?.province_id ?? ''), rng.chance(0.6)) : null,
      price_cents: price === null ? null : price * 100,
      commune_id: commune?.id ?? null,
      status: !expired && rng.chance(0.04) ? 'draft' : 'published',
      published_at: second(published),
      expires_at: second(expires),
      created_at: second(published - rng.int(0, 3) * DAY),
      updated_at: second(published),
    });
  }

  const offres: Insertable<Database['offres']>[] = [];
  const offreSlugs = new SlugRegistry();
  for (let i = 0; i < OFFRE_COUNT; i++) {
    const template = i < OFFRES.length ? OFFRES[i] : rng.pick(OFFRES);
    const listing = online.length > 0 ? rng.pick(online) : null;
    const percent = rng.pick(template.percent);
    const from = input.ref - rng.int(0, 90) * DAY;
    // A few are over already; some have no end date.
    const ended = rng.chance(0.15);
    const until = ended ? input.ref - rng.int(1, 30) * DAY : rng.chance(0.2) ? null : input.ref + rng.int(120, 365) * DAY;
    const code = `SAM${percent}-${(listing?.slug ?? 'sam').replace(/[^a-z]/g, '').slice(0, 6).toUpperCase()}${i + 1}`;
    const by = (locale: Locale) => (listing ? (locale === 'fr' ? ` Offre proposée par ${listing.title}.` : ` Aanbod van ${listing.title}.`) : '');
    offres.push({
      id: i + 1,
      slug: offreSlugs.take(`${template.fr.title} ${listing?.slug ?? ''}`),
      category_id: offreCategoryId.get(template.category) ?? null,
      prestataire_id: listing ? (listing.id as number) : null,
      title_fr: `${template.fr.title} (-${percent} %)`,
      title_nl: `${template.nl.title} (-${percent}%)`,
      // The code itself is only in promo_code, which the API gives to providers alone.
      description_fr: `${template.fr.body}${by('fr')} Mentionnez le code promo de l’offre.`,
      description_nl: `${template.nl.body}${by('nl')} Vermeld de promotiecode van het aanbod.`,
      valid_from: day(from),
      valid_until: until === null ? null : day(until),
      promo_code: code,
      site_url: listing?.website ?? 'https://www.sam.example/offres',
      attachment_path: template.attachment ? `offres/${i + 1}/conditions.pdf` : null,
      status: rng.chance(0.05) ? 'draft' : 'published',
      created_at: second(from - DAY),
      updated_at: second(from),
    });
  }
  return { annonce_categories, annonces, offre_categories, offres };
}
