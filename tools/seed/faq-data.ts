import type { Insertable } from 'kysely';
import type { Database } from '@sam/db';

/**
 * Editorial content of the FAQ and the glossary (spec §1, §3), in French and Dutch. Written for
 * people affected by disability, illness or ageing and their carers: plain language, Belgian
 * institutions and schemes by their usual names. Amounts and thresholds change every year, so
 * the texts explain who to ask rather than quote figures.
 */

interface FaqEntry {
  question_fr: string;
  question_nl: string;
  answer_fr: string;
  answer_nl: string;
}

interface FaqCategorySeed {
  slug_fr: string;
  slug_nl: string;
  titre_fr: string;
  titre_nl: string;
  questions: FaqEntry[];
}

const qa = (question_fr: string, question_nl: string, answer_fr: string, answer_nl: string): FaqEntry => ({
  question_fr,
  question_nl,
  answer_fr,
  answer_nl,
});

export const FAQ: readonly FaqCategorySeed[] = [
  {
    slug_fr: 'utiliser-le-site',
    slug_nl: 'de-site-gebruiken',
    titre_fr: 'Utiliser le site',
    titre_nl: 'De site gebruiken',
    questions: [
      qa(
        'À quoi sert ce site ?',
        'Waarvoor dient deze site?',
        'Le site rassemble, pour toute la Belgique, les services utiles aux personnes en situation de handicap, de maladie ou de vieillissement et à leurs proches : soins, aide à domicile, hébergement, mobilité, loisirs, soutien aux aidants, démarches administratives.\n\nVous y trouvez un annuaire de prestataires, un agenda, des petites annonces, des informations pratiques, des conseils, ce glossaire et cette foire aux questions. Tout est gratuit et consultable sans compte.',
        'De site brengt voor heel België de diensten samen die nuttig zijn voor mensen met een handicap, een ziekte of een hoge leeftijd en voor hun naasten: zorg, thuishulp, wonen, mobiliteit, vrije tijd, steun voor mantelzorgers en administratieve stappen.\n\nU vindt er een gids met zorgverleners, een agenda, zoekertjes, praktische informatie, adviezen, een woordenlijst en deze veelgestelde vragen. Alles is gratis en u hebt geen account nodig om te kijken.',
      ),
      qa(
        'Comment trouver un service près de chez moi ?',
        'Hoe vind ik een dienst in mijn buurt?',
        'Utilisez la recherche de l’annuaire : tapez ce que vous cherchez (par exemple « kinésithérapeute » ou « centre de jour »), puis choisissez votre province, votre commune ou, à Bruxelles, votre quartier. Vous pouvez aussi filtrer par secteur, par tarif ou par type de service, et voir les résultats sur une carte.\n\nSi vous ne savez pas par où commencer, la page « Me laisser guider » vous pose quelques questions simples sur vos besoins et vous propose les services qui y répondent.',
        'Gebruik de zoekfunctie van de gids: typ wat u zoekt (bijvoorbeeld “kinesitherapeut” of “dagcentrum”) en kies daarna uw provincie, uw gemeente of, in Brussel, uw wijk. U kunt ook filteren op sector, tarief of soort dienst en de resultaten op een kaart bekijken.\n\nWeet u niet goed waar te beginnen? De pagina “Laat me begeleiden” stelt u enkele eenvoudige vragen over uw noden en toont de diensten die erbij passen.',
      ),
      qa(
        'Les informations de l’annuaire sont-elles fiables ?',
        'Is de informatie in de gids betrouwbaar?',
        'Chaque fiche est relue par notre équipe avant d’être publiée, et les prestataires sont invités à la tenir à jour. Malgré ce soin, un horaire, un tarif ou une adresse peut changer : téléphonez avant de vous déplacer.\n\nSi vous repérez une erreur, signalez-la-nous via la page de contact. Nous corrigeons rapidement.',
        'Elke fiche wordt door ons team nagelezen voor ze verschijnt, en de zorgverleners worden gevraagd ze bij te werken. Toch kan een openingsuur, een tarief of een adres veranderen: bel even voor u zich verplaatst.\n\nZiet u een fout? Meld het ons via de contactpagina. We passen het snel aan.',
      ),
      qa(
        'Puis-je utiliser le site en néerlandais ou en français ?',
        'Kan ik de site in het Nederlands of het Frans gebruiken?',
        'Oui. Le site existe entièrement en français et en néerlandais. Le bouton de langue, en haut de chaque page, vous amène à la même page dans l’autre langue, et votre choix est retenu pour vos prochaines visites.\n\nLes fiches des prestataires sont rédigées par les prestataires eux-mêmes : elles peuvent n’exister que dans une seule langue. La fiche indique aussi les langues parlées dans le service.',
        'Ja. De hele site bestaat in het Nederlands en in het Frans. Met de taalknop bovenaan elke pagina gaat u naar dezelfde pagina in de andere taal, en uw keuze wordt onthouden voor uw volgende bezoeken.\n\nDe fiches van de zorgverleners worden door de zorgverleners zelf geschreven: sommige bestaan maar in één taal. De fiche vermeldt ook welke talen de dienst spreekt.',
      ),
      qa(
        'Le site est-il accessible si je vois mal ou si j’utilise un lecteur d’écran ?',
        'Is de site toegankelijk als ik slecht zie of een schermlezer gebruik?',
        'Nous construisons le site selon les règles d’accessibilité du web (WCAG) : tout se fait au clavier, les images ont un texte alternatif, les contrastes sont suffisants et les pages fonctionnent avec les lecteurs d’écran. Vous pouvez agrandir le texte avec le zoom de votre navigateur (Ctrl et +) sans perdre d’information.\n\nSi une page vous pose problème, dites-le-nous : c’est une priorité pour nous.',
        'We bouwen de site volgens de regels voor webtoegankelijkheid (WCAG): alles werkt met het toetsenbord, afbeeldingen hebben een alternatieve tekst, de contrasten zijn voldoende en de pagina’s werken met schermlezers. U kunt de tekst vergroten met de zoom van uw browser (Ctrl en +) zonder informatie te verliezen.\n\nGeeft een pagina u problemen? Laat het ons weten: dat heeft voor ons voorrang.',
      ),
      qa(
        'À quoi servent les favoris ?',
        'Waarvoor dienen de favorieten?',
        'Quand vous êtes connecté, l’icône « favori » d’une fiche, d’un événement ou d’une annonce l’ajoute à votre liste personnelle. Vous retrouvez ensuite tous vos favoris dans votre tableau de bord, ce qui évite de refaire la même recherche. Personne d’autre ne voit vos favoris.',
        'Als u aangemeld bent, voegt het pictogram “favoriet” op een fiche, een activiteit of een zoekertje die toe aan uw persoonlijke lijst. U vindt al uw favorieten terug in uw dashboard, zodat u dezelfde zoekopdracht niet opnieuw hoeft te doen. Niemand anders ziet uw favorieten.',
      ),
    ],
  },
  {
    slug_fr: 'mon-compte',
    slug_nl: 'mijn-account',
    titre_fr: 'Mon compte',
    titre_nl: 'Mijn account',
    questions: [
      qa(
        'Dois-je créer un compte ?',
        'Moet ik een account aanmaken?',
        'Non, pour consulter le site, aucun compte n’est nécessaire. Un compte gratuit vous permet en plus d’enregistrer des favoris, de publier des événements ou des annonces et, si vous êtes prestataire, de créer et gérer la fiche de votre service.',
        'Nee, om de site te raadplegen hebt u geen account nodig. Met een gratis account kunt u daarnaast favorieten bewaren, activiteiten of zoekertjes plaatsen en, als zorgverlener, de fiche van uw dienst aanmaken en beheren.',
      ),
      qa(
        'Comment créer un compte ?',
        'Hoe maak ik een account aan?',
        'Cliquez sur « Inscription », indiquez votre nom, votre adresse e-mail et un mot de passe, confirmez que vous avez plus de 18 ans et acceptez les conditions d’utilisation.\n\nVous recevez ensuite un e-mail avec un lien de confirmation. Cliquez dessus pour activer votre compte. Si l’e-mail n’arrive pas, regardez dans vos courriers indésirables ; vous pouvez aussi demander un nouveau lien depuis le site.',
        'Klik op “Registreren”, vul uw naam, uw e-mailadres en een wachtwoord in, bevestig dat u ouder bent dan 18 jaar en aanvaard de gebruiksvoorwaarden.\n\nU krijgt daarna een e-mail met een bevestigingslink. Klik erop om uw account te activeren. Komt de e-mail niet aan? Kijk in uw map met ongewenste berichten; u kunt ook een nieuwe link aanvragen op de site.',
      ),
      qa(
        'J’ai oublié mon mot de passe. Que faire ?',
        'Ik ben mijn wachtwoord vergeten. Wat nu?',
        'Sur la page de connexion, cliquez sur « Mot de passe oublié » et indiquez votre adresse e-mail. Vous recevez un lien pour choisir un nouveau mot de passe. Ce lien est valable 60 minutes : utilisez-le rapidement. Pour votre sécurité, nous ne vous envoyons jamais votre mot de passe par e-mail.',
        'Klik op de aanmeldpagina op “Wachtwoord vergeten” en vul uw e-mailadres in. U krijgt een link om een nieuw wachtwoord te kiezen. Die link is 60 minuten geldig: gebruik hem snel. Voor uw veiligheid sturen we uw wachtwoord nooit per e-mail.',
      ),
      qa(
        'Comment modifier mes coordonnées ou ma langue ?',
        'Hoe wijzig ik mijn gegevens of mijn taal?',
        'Connectez-vous puis ouvrez votre tableau de bord, rubrique « Mon profil ». Vous pouvez y changer votre nom, votre téléphone, votre organisation, votre langue et votre abonnement à la lettre d’information. Pour changer votre adresse e-mail ou votre mot de passe, utilisez la rubrique des identifiants : votre mot de passe actuel vous sera demandé.',
        'Meld u aan en open uw dashboard, rubriek “Mijn profiel”. Daar kunt u uw naam, telefoonnummer, organisatie, taal en inschrijving op de nieuwsbrief wijzigen. Om uw e-mailadres of wachtwoord te veranderen, gebruikt u de rubriek met de aanmeldgegevens: uw huidige wachtwoord wordt dan gevraagd.',
      ),
      qa(
        'Comment supprimer mon compte ?',
        'Hoe verwijder ik mijn account?',
        'Dans votre tableau de bord, la rubrique « Mon profil » propose de supprimer votre compte. Après confirmation, vos données personnelles, vos favoris et vos accès sont effacés. Si vous gérez la fiche d’un service, pensez d’abord à la confier à un collègue ou à demander sa suppression.',
        'In uw dashboard biedt de rubriek “Mijn profiel” de mogelijkheid om uw account te verwijderen. Na bevestiging worden uw persoonsgegevens, favorieten en toegangen gewist. Beheert u de fiche van een dienst? Draag die dan eerst over aan een collega of vraag de verwijdering ervan aan.',
      ),
    ],
  },
  {
    slug_fr: 'referencer-mon-service',
    slug_nl: 'mijn-dienst-vermelden',
    titre_fr: 'Référencer mon service',
    titre_nl: 'Mijn dienst vermelden',
    questions: [
      qa(
        'Qui peut figurer dans l’annuaire ?',
        'Wie kan in de gids staan?',
        'Tout service qui aide des personnes en situation de handicap, de maladie ou de vieillissement, ou leurs proches : professionnels de la santé, services d’aide à domicile, centres de jour, lieux d’hébergement, associations, services sociaux, transport adapté, loisirs accessibles, etc. Indépendants, associations et services publics sont les bienvenus.\n\nL’équipe vérifie que l’activité correspond bien à ce public avant de publier la fiche.',
        'Elke dienst die mensen met een handicap, een ziekte of een hoge leeftijd helpt, of hun naasten: zorgverstrekkers, thuishulpdiensten, dagcentra, woonvormen, verenigingen, sociale diensten, aangepast vervoer, toegankelijke vrije tijd enzovoort. Zelfstandigen, verenigingen en openbare diensten zijn welkom.\n\nHet team controleert of de activiteit wel bij dat publiek past voor de fiche verschijnt.',
      ),
      qa(
        'Le référencement est-il payant ?',
        'Kost een vermelding in de gids geld?',
        'Non. Créer et tenir à jour la fiche de votre service est gratuit. Certains services complémentaires de l’association (encart publicitaire, diffusion d’information) sont proposés à part ; ils n’ont aucune influence sur l’ordre des résultats de recherche.',
        'Nee. De fiche van uw dienst aanmaken en bijwerken is gratis. Sommige bijkomende diensten van de vereniging (advertentie, verspreiding van informatie) worden apart aangeboden; ze hebben geen invloed op de volgorde van de zoekresultaten.',
      ),
      qa(
        'Comment créer la fiche de mon service ?',
        'Hoe maak ik de fiche van mijn dienst aan?',
        'Créez un compte et confirmez votre adresse e-mail, puis ouvrez votre tableau de bord et choisissez « Créer une fiche ». Décrivez votre activité, le public que vous accueillez, les conditions d’accès, vos tarifs, vos adresses, vos horaires et les langues parlées. Le tutoriel « Créer ma fiche » vous guide pas à pas.\n\nLa fiche est publiée après relecture par l’équipe, en général en quelques jours ouvrables.',
        'Maak een account aan en bevestig uw e-mailadres, open daarna uw dashboard en kies “Een fiche aanmaken”. Beschrijf uw activiteit, het publiek dat u ontvangt, de toegangsvoorwaarden, uw tarieven, adressen, openingsuren en de talen die u spreekt. De tutorial “Mijn fiche aanmaken” begeleidt u stap voor stap.\n\nDe fiche verschijnt nadat het team ze heeft nagelezen, meestal binnen enkele werkdagen.',
      ),
      qa(
        'Puis-je cacher mon adresse ?',
        'Kan ik mijn adres verbergen?',
        'Oui. Pour chaque adresse, vous choisissez si elle est visible. Une adresse cachée n’apparaît pas sur la fiche publique ni sur la carte : seule la localité est indiquée, pour que les visiteurs sachent dans quelle région vous travaillez. C’est utile pour les prestataires qui travaillent à domicile ou depuis chez eux.',
        'Ja. U kiest voor elk adres of het zichtbaar is. Een verborgen adres staat niet op de openbare fiche en niet op de kaart: alleen de gemeente wordt vermeld, zodat bezoekers weten in welke regio u werkt. Dat is handig voor zorgverleners die aan huis werken of vanuit hun woning.',
      ),
      qa(
        'Comment retirer mon service de l’annuaire ?',
        'Hoe haal ik mijn dienst uit de gids?',
        'Si vous avez un compte, vous pouvez désactiver ou supprimer votre fiche depuis votre tableau de bord. Sans compte, utilisez la page « Supprimer mon référencement » : indiquez l’adresse e-mail de la fiche et vous recevrez un lien de confirmation, valable pendant une durée limitée. La fiche disparaît du site dès que vous avez confirmé.',
        'Met een account kunt u uw fiche deactiveren of verwijderen vanuit uw dashboard. Zonder account gebruikt u de pagina “Mijn vermelding verwijderen”: vul het e-mailadres van de fiche in en u krijgt een bevestigingslink die een beperkte tijd geldig is. De fiche verdwijnt van de site zodra u hebt bevestigd.',
      ),
      qa(
        'Je connais un bon service qui n’est pas dans l’annuaire. Comment le proposer ?',
        'Ik ken een goede dienst die niet in de gids staat. Hoe stel ik die voor?',
        'Utilisez la page « Suggérer un prestataire » : donnez le nom du service, sa localité et, si possible, un moyen de le contacter. L’équipe prend contact avec lui et l’invite à créer sa fiche. Vous pouvez de la même manière suggérer une information utile (une aide, un droit, une brochure) via « Suggérer une information utile ».',
        'Gebruik de pagina “Een zorgverlener voorstellen”: geef de naam van de dienst, de gemeente en zo mogelijk een manier om hem te contacteren. Het team neemt contact op en nodigt de dienst uit om een fiche aan te maken. Op dezelfde manier kunt u nuttige informatie voorstellen (een steunmaatregel, een recht, een brochure) via “Nuttige informatie voorstellen”.',
      ),
    ],
  },
  {
    slug_fr: 'reseaux-de-prestataires',
    slug_nl: 'zorgverlenersnetwerken',
    titre_fr: 'Réseaux de prestataires',
    titre_nl: 'Zorgverlenersnetwerken',
    questions: [
      qa(
        'Qu’est-ce qu’un réseau de prestataires ?',
        'Wat is een zorgverlenersnetwerk?',
        'Un réseau regroupe des services qui travaillent ensemble autour des mêmes personnes : par exemple une maison médicale, un service de soins infirmiers, un kinésithérapeute et un service d’aide familiale d’un même quartier. Le réseau a sa propre page, avec la liste et la carte de ses membres, pour que les visiteurs voient d’un coup d’œil qui peut les accompagner.',
        'Een netwerk brengt diensten samen die rond dezelfde mensen samenwerken: bijvoorbeeld een wijkgezondheidscentrum, een thuisverpleging, een kinesitherapeut en een dienst voor gezinszorg uit dezelfde buurt. Het netwerk heeft een eigen pagina met de lijst en de kaart van de leden, zodat bezoekers in één oogopslag zien wie hen kan begeleiden.',
      ),
      qa(
        'Comment faire entrer mon service dans un réseau ?',
        'Hoe sluit mijn dienst aan bij een netwerk?',
        'Depuis votre tableau de bord, vous pouvez demander à rejoindre le réseau d’un autre prestataire, ou inviter d’autres services dans votre réseau. La relation devient active quand l’autre partie accepte. Chacun peut quitter un réseau à tout moment.\n\nAu préalable, vous donnez pour votre fiche votre consentement au travail en réseau : le tableau de bord vous le demande la première fois. Ce consentement se donne fiche par fiche et peut être retiré à tout moment.',
        'Vanuit uw dashboard kunt u vragen om lid te worden van het netwerk van een andere zorgverlener, of andere diensten uitnodigen in uw netwerk. De relatie wordt actief zodra de andere partij aanvaardt. Iedereen kan een netwerk op elk moment verlaten.\n\nEerst geeft u voor uw fiche toestemming om te netwerken: het dashboard vraagt dat de eerste keer. Die toestemming geldt per fiche en u kunt ze op elk moment intrekken.',
      ),
      qa(
        'Combien de membres un réseau peut-il compter ?',
        'Hoeveel leden kan een netwerk tellen?',
        'Un réseau ordinaire compte au maximum 50 prestataires. Cette limite garde les réseaux lisibles pour les visiteurs. Certains réseaux reconnus par l’association (fédérations, grands réseaux régionaux) n’ont pas de limite ; contactez-nous si votre réseau est dans ce cas.',
        'Een gewoon netwerk telt hoogstens 50 zorgverleners. Die grens houdt netwerken overzichtelijk voor bezoekers. Sommige door de vereniging erkende netwerken (federaties, grote regionale netwerken) hebben geen grens; neem contact op als dat voor uw netwerk geldt.',
      ),
      qa(
        'Les membres d’un réseau voient-ils mes données ?',
        'Zien de leden van een netwerk mijn gegevens?',
        'Les membres de votre réseau voient le nom et les coordonnées de contact de votre fiche, comme tout visiteur, et peuvent vous écrire. Vos données de compte (adresse e-mail de connexion, favoris, profil) ne sont jamais partagées. Une adresse que vous avez cachée reste cachée, y compris sur la carte du réseau.',
        'De leden van uw netwerk zien de naam en de contactgegevens van uw fiche, zoals elke bezoeker, en kunnen u schrijven. Uw accountgegevens (aanmeld-e-mailadres, favorieten, profiel) worden nooit gedeeld. Een adres dat u verborgen hebt, blijft verborgen, ook op de kaart van het netwerk.',
      ),
    ],
  },
  {
    slug_fr: 'vie-privee-et-cookies',
    slug_nl: 'privacy-en-cookies',
    titre_fr: 'Vie privée et cookies',
    titre_nl: 'Privacy en cookies',
    questions: [
      qa(
        'Quelles données personnelles gardez-vous ?',
        'Welke persoonsgegevens bewaart u?',
        'Pour un compte, nous gardons votre nom, votre adresse e-mail, votre mot de passe sous forme chiffrée, votre langue et les informations de profil que vous choisissez de donner. Nous ne vous demandons jamais d’informations sur votre santé ou votre handicap, et nous ne vendons aucune donnée.\n\nLes recherches que vous faites dans l’annuaire ne sont pas liées à votre identité.',
        'Voor een account bewaren we uw naam, uw e-mailadres, uw wachtwoord in versleutelde vorm, uw taal en de profielgegevens die u zelf wilt geven. We vragen nooit naar uw gezondheid of uw handicap, en we verkopen geen gegevens.\n\nDe zoekopdrachten die u in de gids doet, worden niet aan uw identiteit gekoppeld.',
      ),
      qa(
        'Quels cookies le site utilise-t-il ?',
        'Welke cookies gebruikt de site?',
        'Le site utilise des cookies strictement nécessaires (votre session, la protection des formulaires, votre langue) et, seulement si vous l’acceptez, des cookies fonctionnels, par exemple pour afficher les vidéos intégrées de services extérieurs. Au premier passage, un bandeau vous laisse tout accepter, tout refuser ou choisir. Vous pouvez changer d’avis à tout moment via le lien « Cookies » en bas de chaque page.',
        'De site gebruikt strikt noodzakelijke cookies (uw sessie, de beveiliging van formulieren, uw taal) en, alleen als u dat aanvaardt, functionele cookies, bijvoorbeeld om ingesloten video’s van externe diensten te tonen. Bij uw eerste bezoek laat een balk u alles aanvaarden, alles weigeren of zelf kiezen. U kunt uw keuze op elk moment wijzigen via de link “Cookies” onderaan elke pagina.',
      ),
      qa(
        'Quels sont mes droits sur mes données ?',
        'Welke rechten heb ik over mijn gegevens?',
        'Selon le règlement européen sur la protection des données (RGPD), vous pouvez consulter vos données, les faire corriger, les faire effacer, vous opposer à leur utilisation et les recevoir dans un format lisible. La plupart de ces demandes se font directement depuis votre tableau de bord ; pour les autres, écrivez-nous via la page de contact.\n\nSi vous estimez que nous ne respectons pas vos droits, vous pouvez vous adresser à l’Autorité de protection des données.',
        'Volgens de Europese verordening over gegevensbescherming (AVG of GDPR) kunt u uw gegevens inkijken, laten verbeteren, laten wissen, u verzetten tegen het gebruik ervan en ze in een leesbaar formaat ontvangen. De meeste van die vragen regelt u rechtstreeks in uw dashboard; voor de andere schrijft u ons via de contactpagina.\n\nVindt u dat we uw rechten niet respecteren, dan kunt u terecht bij de Gegevensbeschermingsautoriteit.',
      ),
      qa(
        'Qui voit les informations de la fiche de mon service ?',
        'Wie ziet de informatie op de fiche van mijn dienst?',
        'Une fiche publiée est publique : tout visiteur peut la lire, et les moteurs de recherche peuvent l’indexer. N’y mettez que des informations professionnelles. Les adresses que vous cachez, votre adresse e-mail de connexion et l’historique des modifications restent réservés à vous et à l’équipe de l’association.',
        'Een gepubliceerde fiche is openbaar: elke bezoeker kan ze lezen en zoekmachines kunnen ze opnemen. Zet er enkel professionele informatie op. De adressen die u verbergt, uw aanmeld-e-mailadres en de geschiedenis van de wijzigingen blijven voorbehouden aan u en aan het team van de vereniging.',
      ),
    ],
  },
  {
    slug_fr: 'allocations-et-reconnaissance',
    slug_nl: 'tegemoetkomingen-en-erkenning',
    titre_fr: 'Allocations et reconnaissance du handicap',
    titre_nl: 'Tegemoetkomingen en erkenning van een handicap',
    questions: [
      qa(
        'Quelles allocations existent pour une personne handicapée adulte ?',
        'Welke tegemoetkomingen bestaan er voor een volwassene met een handicap?',
        'Le SPF Sécurité sociale (Direction générale Personnes handicapées) verse deux allocations aux personnes de 21 à 65 ans : l’allocation de remplacement de revenus (ARR), quand le handicap réduit fortement la capacité de gagner sa vie, et l’allocation d’intégration (AI), qui compense les frais liés à la perte d’autonomie. On peut recevoir les deux. Leur montant dépend de vos revenus et de ceux de votre ménage.\n\nLa demande se fait en ligne sur My Handicap, ou avec l’aide de votre mutualité, du CPAS ou du service social de votre commune.',
        'De FOD Sociale Zekerheid (Directie-generaal Personen met een handicap) betaalt twee tegemoetkomingen aan mensen van 21 tot 65 jaar: de inkomensvervangende tegemoetkoming (IVT), als de handicap het verdienvermogen sterk vermindert, en de integratietegemoetkoming (IT), die de kosten van verminderde zelfredzaamheid compenseert. U kunt beide krijgen. Het bedrag hangt af van uw inkomen en dat van uw gezin.\n\nU vraagt ze online aan via My Handicap, of met de hulp van uw ziekenfonds, het OCMW of de sociale dienst van uw gemeente.',
      ),
      qa(
        'Comment faire reconnaître mon handicap ?',
        'Hoe laat ik mijn handicap erkennen?',
        'La reconnaissance fédérale du handicap se demande auprès de la DG Personnes handicapées, en ligne via My Handicap ou par l’intermédiaire de votre mutualité ou de votre commune. Un médecin de la DG évalue votre situation à partir de votre dossier médical et, si nécessaire, lors d’un examen. Vous recevez ensuite une attestation, utile pour de nombreux avantages sociaux et fiscaux.\n\nLes aides régionales (AVIQ en Wallonie, VAPH en Flandre, service PHARE ou VAPH à Bruxelles, Dienststelle für Selbstbestimmtes Leben en Communauté germanophone) demandent leur propre inscription.',
        'De federale erkenning van een handicap vraagt u aan bij de DG Personen met een handicap, online via My Handicap of via uw ziekenfonds of gemeente. Een arts van de DG beoordeelt uw situatie op basis van uw medisch dossier en, indien nodig, tijdens een onderzoek. U krijgt daarna een attest dat nuttig is voor heel wat sociale en fiscale voordelen.\n\nVoor regionale ondersteuning (VAPH in Vlaanderen, AVIQ in Wallonië, VAPH of de dienst PHARE in Brussel, Dienststelle für Selbstbestimmtes Leben in de Duitstalige Gemeenschap) is een aparte aanvraag nodig.',
      ),
      qa(
        'Comment obtenir la carte de stationnement pour personnes handicapées ?',
        'Hoe krijg ik de parkeerkaart voor personen met een handicap?',
        'La carte de stationnement est délivrée par la DG Personnes handicapées du SPF Sécurité sociale, si votre mobilité est fortement réduite ou si votre handicap atteint un certain degré. Faites la demande via My Handicap, votre mutualité ou votre commune.\n\nLa carte est personnelle : elle vaut pour la voiture dans laquelle vous vous trouvez, que vous conduisiez ou non. Placez-la bien visible derrière le pare-brise. Elle donne accès aux places réservées ; la gratuité sur les autres places dépend du règlement de chaque commune.',
        'De parkeerkaart wordt afgeleverd door de DG Personen met een handicap van de FOD Sociale Zekerheid als uw mobiliteit sterk verminderd is of uw handicap een bepaalde graad bereikt. Vraag ze aan via My Handicap, uw ziekenfonds of uw gemeente.\n\nDe kaart is persoonlijk: ze geldt voor de wagen waarin u zich bevindt, of u nu zelf rijdt of niet. Leg ze goed zichtbaar achter de voorruit. Ze geeft toegang tot de voorbehouden plaatsen; of u op andere plaatsen gratis mag parkeren, hangt af van het reglement van elke gemeente.',
      ),
      qa(
        'Quelles aides pour une personne âgée qui perd son autonomie ?',
        'Welke steun bestaat er voor een oudere die minder zelfredzaam wordt?',
        'Après 65 ans, l’aide dépend de la région où vous habitez. En Wallonie, l’allocation pour l’aide aux personnes âgées (APA) est gérée par l’AVIQ ; à Bruxelles, elle relève d’Iriscare. En Flandre, elle est remplacée par le budget de soins pour personnes âgées en besoin de soins (zorgbudget voor ouderen met een zorgnood), demandé via la caisse de soins de votre mutualité. Ces aides tiennent compte de vos revenus et de votre degré d’autonomie.\n\nLe service social de votre mutualité ou le CPAS peuvent faire la demande avec vous.',
        'Na 65 jaar hangt de steun af van het gewest waar u woont. In Vlaanderen is er het zorgbudget voor ouderen met een zorgnood, dat u aanvraagt via de zorgkas van uw ziekenfonds. In Wallonië beheert AVIQ de tegemoetkoming voor hulp aan bejaarden (THAB, in het Frans APA); in Brussel is dat Iriscare. Die steun houdt rekening met uw inkomen en uw zelfredzaamheid.\n\nDe sociale dienst van uw ziekenfonds of het OCMW kan de aanvraag samen met u doen.',
      ),
      qa(
        'Mon enfant a un handicap : existe-t-il un supplément d’allocations familiales ?',
        'Mijn kind heeft een handicap: is er een toeslag op de kinderbijslag?',
        'Oui. Chaque région prévoit un supplément pour l’enfant atteint d’une affection ou d’un handicap, versé en plus des allocations familiales par votre caisse d’allocations familiales. Il est accordé après une évaluation médicale et sociale qui tient compte des conséquences pour l’enfant et pour la famille.\n\nEn Flandre, il s’agit de la zorgtoeslag du Groeipakket ; en Wallonie et à Bruxelles, du supplément pour enfant atteint d’une affection. Votre caisse vous aide à introduire la demande.',
        'Ja. Elk gewest voorziet een toeslag voor kinderen met een aandoening of een handicap, die uw uitbetaler bovenop de kinderbijslag stort. Hij wordt toegekend na een medisch en sociaal onderzoek dat rekening houdt met de gevolgen voor het kind en het gezin.\n\nIn Vlaanderen is dat de zorgtoeslag van het Groeipakket voor kinderen met een specifieke ondersteuningsbehoefte; in Wallonië en Brussel de toeslag voor kinderen met een aandoening. Uw uitbetaler helpt u bij de aanvraag.',
      ),
      qa(
        'Qu’est-ce que le budget d’assistance personnelle ou le persoonsvolgend budget ?',
        'Wat is het persoonsvolgend budget of het budget voor persoonlijke assistentie?',
        'Ce sont des budgets qui permettent à une personne handicapée d’organiser elle-même son aide, en engageant des assistants ou en choisissant ses services. En Flandre, la VAPH accorde le budget de soutien de base (basisondersteuningsbudget) et le budget personnalisé (persoonsvolgend budget, PVB). En Wallonie, l’AVIQ octroie le budget d’assistance personnelle (BAP). À Bruxelles, le service PHARE propose un budget d’assistance personnelle aux personnes francophones.\n\nLes listes d’attente peuvent être longues : inscrivez-vous tôt.',
        'Met die budgetten kan iemand met een handicap zijn ondersteuning zelf organiseren, door assistenten in dienst te nemen of zelf diensten te kiezen. In Vlaanderen kent het VAPH het basisondersteuningsbudget (BOB) en het persoonsvolgend budget (PVB) toe. In Wallonië geeft AVIQ het budget voor persoonlijke assistentie (in het Frans BAP). In Brussel biedt de dienst PHARE Franstaligen een budget voor persoonlijke assistentie.\n\nDe wachtlijsten kunnen lang zijn: schrijf u tijdig in.',
      ),
      qa(
        'Quels avantages sociaux peut ouvrir la reconnaissance du handicap ?',
        'Welke sociale voordelen kan een erkende handicap opleveren?',
        'Selon votre situation : tarif social pour l’énergie et le téléphone, réductions sur les transports en commun, carte d’accompagnateur gratuit dans les trains, exonération ou réduction de la taxe de circulation, TVA réduite à l’achat d’une voiture, réduction d’impôt, exonération de la redevance de certaines communes.\n\nChaque avantage a ses propres conditions. Votre attestation de handicap (téléchargeable sur My Handicap) sert de preuve auprès des organismes concernés.',
        'Afhankelijk van uw situatie: sociaal tarief voor energie en telefoon, korting op het openbaar vervoer, kaart voor een kosteloze begeleider op de trein, vrijstelling of vermindering van de verkeersbelasting, verlaagde btw bij de aankoop van een wagen, belastingvermindering, vrijstelling van sommige gemeentebelastingen.\n\nElk voordeel heeft eigen voorwaarden. Uw attest van handicap (te downloaden op My Handicap) dient als bewijs bij de betrokken instanties.',
      ),
    ],
  },
  {
    slug_fr: 'soins-et-remboursements',
    slug_nl: 'zorg-en-terugbetalingen',
    titre_fr: 'Soins de santé et remboursements',
    titre_nl: 'Gezondheidszorg en terugbetalingen',
    questions: [
      qa(
        'Qu’est-ce que l’intervention majorée et comment l’obtenir ?',
        'Wat is de verhoogde tegemoetkoming en hoe krijg ik die?',
        'L’intervention majorée (BIM) permet de payer moins cher vos consultations, vos médicaments et vos séjours à l’hôpital. Elle est accordée automatiquement à certaines personnes, par exemple celles qui reçoivent une allocation de personne handicapée, le revenu d’intégration ou la garantie de revenus aux personnes âgées. Les autres peuvent l’obtenir si les revenus du ménage restent sous un plafond.\n\nDemandez-la à votre mutualité : elle vérifie vos revenus avec vous.',
        'Met de verhoogde tegemoetkoming (VT) betaalt u minder voor raadplegingen, geneesmiddelen en ziekenhuisopnames. Sommige mensen krijgen ze automatisch, bijvoorbeeld wie een tegemoetkoming voor personen met een handicap, een leefloon of de inkomensgarantie voor ouderen ontvangt. Anderen kunnen ze krijgen als het gezinsinkomen onder een grens blijft.\n\nVraag ze aan bij uw ziekenfonds: dat bekijkt uw inkomen samen met u.',
      ),
      qa(
        'Qu’est-ce que le maximum à facturer (MàF) ?',
        'Wat is de maximumfactuur (MAF)?',
        'Le maximum à facturer protège les ménages contre des frais médicaux trop élevés. Quand les tickets modérateurs payés par votre ménage dans l’année dépassent un plafond, qui dépend de vos revenus, votre mutualité vous rembourse le surplus automatiquement. Des plafonds plus bas s’appliquent aux personnes avec une maladie chronique.\n\nVous n’avez rien à demander : le calcul est fait par la mutualité.',
        'De maximumfactuur beschermt gezinnen tegen te hoge medische kosten. Als de remgelden die uw gezin in een jaar betaalt een grens overschrijden, die afhangt van uw inkomen, betaalt uw ziekenfonds het meerdere automatisch terug. Voor mensen met een chronische ziekte gelden lagere grenzen.\n\nU hoeft niets aan te vragen: het ziekenfonds maakt de berekening.',
      ),
      qa(
        'Pourquoi ouvrir un dossier médical global chez mon médecin généraliste ?',
        'Waarom een globaal medisch dossier openen bij mijn huisarts?',
        'Le dossier médical global (DMG) rassemble vos informations de santé chez un médecin généraliste de votre choix. Il améliore le suivi, surtout quand plusieurs soignants interviennent. En plus, votre ticket modérateur pour les consultations chez ce médecin est réduit. Il suffit de le demander à votre généraliste ; la mutualité prend en charge les frais d’ouverture.',
        'Het globaal medisch dossier (GMD) bundelt uw gezondheidsgegevens bij een huisarts naar keuze. Het verbetert de opvolging, zeker als verschillende zorgverleners betrokken zijn. Bovendien betaalt u minder remgeld voor raadplegingen bij die arts. U vraagt het gewoon aan uw huisarts; het ziekenfonds betaalt de kosten van het dossier.',
      ),
      qa(
        'J’ai une maladie chronique : y a-t-il des aides particulières ?',
        'Ik heb een chronische ziekte: bestaat er specifieke steun?',
        'Oui. Le statut « affection chronique », accordé automatiquement par votre mutualité quand vos frais de santé sont élevés depuis deux ans ou quand vous recevez le forfait malades chroniques, vous donne droit au tiers payant et à un maximum à facturer plus bas. Selon votre maladie, d’autres aides existent : remboursement de soins de kinésithérapie plus fréquents, trajet de soins (diabète, insuffisance rénale), forfait pour incontinence.\n\nParlez-en avec votre médecin et le service social de votre mutualité.',
        'Ja. Het statuut chronische aandoening, dat uw ziekenfonds automatisch toekent als uw gezondheidskosten twee jaar hoog zijn of als u het forfait chronisch zieken krijgt, geeft recht op de derdebetalersregeling en een lagere maximumfactuur. Afhankelijk van uw ziekte bestaat er nog andere steun: terugbetaling van vaker kinesitherapie, een zorgtraject (diabetes, nierfalen), een forfait voor incontinentie.\n\nBespreek het met uw arts en de sociale dienst van uw ziekenfonds.',
      ),
      qa(
        'Je suis en incapacité de travail. Qui me paie ?',
        'Ik ben arbeidsongeschikt. Wie betaalt mij?',
        'Si vous êtes salarié, votre employeur paie d’abord le salaire garanti (en général un mois). Ensuite, votre mutualité verse des indemnités d’incapacité de travail, à condition que vous lui ayez envoyé à temps le certificat de votre médecin. Après un an, on parle d’invalidité ; c’est le médecin-conseil de la mutualité qui suit votre situation.\n\nUne reprise progressive du travail est possible avec son accord, tout en gardant une partie de vos indemnités.',
        'Als u werknemer bent, betaalt uw werkgever eerst het gewaarborgd loon (meestal een maand). Daarna betaalt uw ziekenfonds een uitkering voor arbeidsongeschiktheid, op voorwaarde dat u het getuigschrift van uw arts op tijd hebt bezorgd. Na een jaar spreekt men van invaliditeit; de adviserend arts van het ziekenfonds volgt uw situatie op.\n\nMet zijn akkoord kunt u het werk geleidelijk hervatten en toch een deel van uw uitkering behouden.',
      ),
      qa(
        'Mon matériel (chaise roulante, lit médicalisé) peut-il être remboursé ?',
        'Kan mijn materiaal (rolstoel, hoog-laagbed) terugbetaald worden?',
        'Les aides à la mobilité (chaise roulante, scooter, cadre de marche) sont remboursées en partie, sur prescription médicale et via un bandagiste agréé qui introduit le dossier auprès de votre mutualité. Cette compétence dépend aujourd’hui de la région : Iriscare à Bruxelles, l’AVIQ en Wallonie, la protection sociale flamande en Flandre.\n\nPour d’autres aides (lit médicalisé, aménagement du logement), voyez l’AVIQ, la VAPH ou le service PHARE, et le service de prêt de matériel de votre mutualité.',
        'Mobiliteitshulpmiddelen (rolstoel, scooter, rollator) worden gedeeltelijk terugbetaald, op medisch voorschrift en via een erkende bandagist die het dossier bij uw ziekenfonds indient. Die bevoegdheid ligt vandaag bij de gewesten: de Vlaamse sociale bescherming in Vlaanderen, Iriscare in Brussel, AVIQ in Wallonië.\n\nVoor andere hulpmiddelen (hoog-laagbed, aanpassing van de woning) kunt u terecht bij het VAPH, AVIQ of de dienst PHARE, en bij de uitleendienst van uw ziekenfonds.',
      ),
    ],
  },
  {
    slug_fr: 'aidants-proches',
    slug_nl: 'mantelzorgers',
    titre_fr: 'Aidants proches',
    titre_nl: 'Mantelzorgers',
    questions: [
      qa(
        'Qu’est-ce qu’un aidant proche ?',
        'Wat is een mantelzorger?',
        'Un aidant proche est une personne qui aide régulièrement, sans être payée pour cela, un parent, un ami ou un voisin qui a besoin de soutien à cause de son âge, d’une maladie ou d’un handicap. Cela peut être faire les courses, accompagner aux rendez-vous, gérer les papiers, aider à la toilette ou simplement assurer une présence.\n\nEn Belgique, plus d’une personne sur dix est aidant proche, souvent sans le savoir.',
        'Een mantelzorger is iemand die regelmatig en zonder er betaald voor te worden een familielid, vriend of buur helpt die steun nodig heeft door ouderdom, ziekte of een handicap. Dat kan boodschappen doen zijn, meegaan naar afspraken, de papieren regelen, helpen bij het wassen of gewoon aanwezig zijn.\n\nIn België is meer dan één op de tien mensen mantelzorger, vaak zonder het te weten.',
      ),
      qa(
        'Comment être reconnu aidant proche ?',
        'Hoe word ik erkend als mantelzorger?',
        'La reconnaissance se demande à votre mutualité (celle de l’aidant), avec une déclaration sur l’honneur signée par vous et, si possible, par la personne aidée. Il existe une reconnaissance générale, qui rend votre rôle visible, et une reconnaissance qui ouvre des droits sociaux, pour laquelle il faut notamment aider la personne au moins 50 heures par mois ou 600 heures par an.\n\nLa reconnaissance est valable un an et peut être renouvelée. Elle est gratuite.',
        'De erkenning vraagt u aan bij uw eigen ziekenfonds (dat van de mantelzorger), met een verklaring op erewoord die u en, indien mogelijk, de persoon die u helpt ondertekenen. Er is een algemene erkenning, die uw rol zichtbaar maakt, en een erkenning die sociale rechten opent, waarvoor u de persoon onder meer minstens 50 uur per maand of 600 uur per jaar moet helpen.\n\nDe erkenning is een jaar geldig en kan verlengd worden. Ze is gratis.',
      ),
      qa(
        'Puis-je réduire mon temps de travail pour aider un proche ?',
        'Kan ik minder werken om voor een naaste te zorgen?',
        'Oui. Si vous êtes reconnu aidant proche avec droits sociaux, vous pouvez prendre un congé pour aidant proche, à temps plein ou à temps partiel, pendant quelques mois sur votre carrière et par personne aidée, avec une allocation de l’ONEM. D’autres congés existent : congé pour assistance médicale à un membre gravement malade de la famille, congé pour soins palliatifs, crédit-temps pour soins.\n\nVotre employeur et l’ONEM vous informent sur les conditions et les durées à jour.',
        'Ja. Als u erkend bent als mantelzorger met sociale rechten, kunt u mantelzorgverlof nemen, voltijds of deeltijds, voor enkele maanden in uw loopbaan per geholpen persoon, met een uitkering van de RVA. Er bestaan nog andere verloven: verlof voor medische bijstand aan een zwaar ziek gezinslid, verlof voor palliatieve zorg, tijdskrediet voor zorg.\n\nUw werkgever en de RVA informeren u over de actuele voorwaarden en duur.',
      ),
      qa(
        'Je suis épuisé. Comment souffler un peu ?',
        'Ik ben uitgeput. Hoe kan ik even op adem komen?',
        'Prendre du répit n’est pas abandonner votre proche : c’est ce qui vous permet de continuer. Plusieurs solutions existent : garde à domicile quelques heures, centre de jour, court séjour en maison de repos, séjours de vacances adaptés, groupes de parole entre aidants.\n\nL’annuaire recense ces services près de chez vous (recherchez « répit »). Les associations d’aidants proches, votre mutualité et le CPAS peuvent aussi vous orienter. Si vous n’en pouvez plus, parlez-en à votre médecin.',
        'Respijt nemen is uw naaste niet in de steek laten: het is wat u toelaat door te gaan. Er zijn verschillende mogelijkheden: een paar uur oppas aan huis, een dagverzorgingscentrum, kortverblijf in een woonzorgcentrum, aangepaste vakanties, praatgroepen voor mantelzorgers.\n\nDe gids toont die diensten in uw buurt (zoek op “respijt”). Mantelzorgverenigingen, uw ziekenfonds en het OCMW kunnen u ook doorverwijzen. Kunt u niet meer? Praat erover met uw huisarts.',
      ),
      qa(
        'Existe-t-il une prime pour les aidants proches ?',
        'Bestaat er een premie voor mantelzorgers?',
        'Il n’existe pas de prime nationale. En Flandre, beaucoup de communes et certaines provinces versent une prime de mantelzorg (mantelzorgpremie) ; les conditions varient d’une commune à l’autre. En Wallonie et à Bruxelles, certaines communes proposent une aide similaire.\n\nRenseignez-vous auprès du service social de votre commune ou du CPAS. Le budget de soins pour personnes gravement dépendantes, en Flandre, peut aussi aider à payer l’aide à domicile.',
        'Er bestaat geen nationale premie. In Vlaanderen betalen veel gemeenten en sommige provincies een mantelzorgpremie; de voorwaarden verschillen van gemeente tot gemeente. In Wallonië en Brussel bieden sommige gemeenten een gelijkaardige steun.\n\nInformeer bij de sociale dienst van uw gemeente of het OCMW. In Vlaanderen kan ook het zorgbudget voor zwaar zorgbehoevenden helpen om thuishulp te betalen.',
      ),
    ],
  },
  {
    slug_fr: 'vivre-a-domicile-et-hebergement',
    slug_nl: 'thuis-wonen-en-huisvesting',
    titre_fr: 'Vivre à domicile et hébergement',
    titre_nl: 'Thuis wonen en huisvesting',
    questions: [
      qa(
        'Quelles aides pour continuer à vivre chez soi ?',
        'Welke hulp bestaat er om thuis te blijven wonen?',
        'Plusieurs services peuvent venir chez vous : soins infirmiers à domicile (remboursés par la mutualité sur prescription), aide familiale ou aide aux seniors pour le ménage, les repas et l’hygiène, repas livrés à domicile, télévigilance, transport adapté, petits travaux d’adaptation du logement. Les titres-services peuvent aussi servir pour l’aide ménagère.\n\nUne coordination de soins à domicile peut organiser l’ensemble avec vous et votre médecin.',
        'Verschillende diensten kunnen bij u thuis komen: thuisverpleging (terugbetaald door het ziekenfonds op voorschrift), gezinszorg voor huishouden, maaltijden en persoonlijke verzorging, maaltijden aan huis, een personenalarmsysteem, aangepast vervoer, kleine aanpassingen aan de woning. Dienstencheques kunnen ook gebruikt worden voor huishoudhulp.\n\nEen dienst voor thuiszorgcoördinatie kan het geheel met u en uw huisarts organiseren.',
      ),
      qa(
        'Qu’est-ce qu’un centre de jour ?',
        'Wat is een dagverzorgingscentrum?',
        'Un centre de jour accueille en journée des personnes âgées ou handicapées qui vivent chez elles. On y propose des activités, des repas, des soins et de la compagnie, un ou plusieurs jours par semaine. C’est aussi un moment de répit pour les proches. Le prix dépend du centre ; une partie peut être prise en charge par la mutualité ou la région.',
        'Een dagverzorgingscentrum ontvangt overdag ouderen of mensen met een handicap die thuis wonen. Er zijn activiteiten, maaltijden, zorg en gezelschap, een of meer dagen per week. Het is ook een moment van respijt voor de naasten. De prijs hangt af van het centrum; een deel kan door het ziekenfonds of het gewest gedragen worden.',
      ),
      qa(
        'Quelle différence entre maison de repos, maison de repos et de soins et résidence-services ?',
        'Wat is het verschil tussen een woonzorgcentrum en een assistentiewoning?',
        'La maison de repos (MR) accueille des personnes âgées qui ne peuvent plus vivre seules ; la maison de repos et de soins (MRS) accueille des personnes qui ont besoin de soins importants. La résidence-services propose des appartements adaptés, où l’on vit de manière autonome avec des services à la demande (repas, ménage, aide en cas d’urgence).\n\nLes prix sont libres mais doivent être affichés. Visitez plusieurs établissements et demandez ce que comprend le prix de la journée.',
        'Een woonzorgcentrum (vroeger rusthuis of rust- en verzorgingstehuis) biedt huisvesting en zorg aan ouderen die niet meer alleen kunnen wonen, ook als ze veel zorg nodig hebben. Een assistentiewoning (vroeger serviceflat) is een aangepast appartement waar u zelfstandig woont met diensten op vraag (maaltijden, poetshulp, hulp bij nood).\n\nDe prijzen zijn vrij maar moeten bekendgemaakt worden. Bezoek meerdere voorzieningen en vraag wat de dagprijs omvat.',
      ),
      qa(
        'Que fait le CPAS et puis-je m’y adresser ?',
        'Wat doet het OCMW en kan ik er terecht?',
        'Chaque commune a un CPAS (en Flandre, l’OCMW fait partie de l’administration communale). Il aide toute personne qui en a besoin à mener une vie conforme à la dignité humaine : revenu d’intégration, aide financière ponctuelle, prise en charge de frais médicaux, aide à domicile, repas, médiation de dettes, aide au logement.\n\nVous pouvez vous présenter au CPAS de la commune où vous habitez ; un assistant social examine votre demande et une décision doit être prise dans le mois.',
        'Elke gemeente heeft een OCMW (in Vlaanderen maakt het deel uit van het gemeentebestuur; u spreekt er vaak van het Sociaal Huis). Het helpt iedereen die het nodig heeft om een menswaardig leven te leiden: leefloon, eenmalige financiële steun, medische kosten, thuishulp, maaltijden, schuldbemiddeling, hulp bij huisvesting.\n\nU kunt zich aanmelden bij het OCMW van de gemeente waar u woont; een maatschappelijk werker onderzoekt uw vraag en er moet binnen de maand een beslissing vallen.',
      ),
      qa(
        'Comment adapter mon logement à mon handicap ?',
        'Hoe pas ik mijn woning aan mijn handicap aan?',
        'Un ergothérapeute peut venir voir votre logement et conseiller les bons aménagements : barres d’appui, douche de plain-pied, monte-escalier, élargissement des portes. Des interventions financières existent : aides matérielles de l’AVIQ ou de la VAPH, primes régionales à l’adaptation du logement, aides du service PHARE à Bruxelles, prêts à taux réduit.\n\nDemandez l’accord avant de commencer les travaux : une aide est rarement accordée après coup.',
        'Een ergotherapeut kan uw woning bekijken en de juiste aanpassingen aanraden: steunbeugels, inloopdouche, traplift, bredere deuren. Er bestaat financiële steun: hulpmiddelen van het VAPH of AVIQ, gewestelijke premies voor woningaanpassing, tussenkomsten van de dienst PHARE in Brussel, leningen tegen een lage rente.\n\nVraag het akkoord voor u met de werken begint: achteraf wordt zelden nog steun toegekend.',
      ),
    ],
  },
  {
    slug_fr: 'protection-juridique',
    slug_nl: 'rechtsbescherming',
    titre_fr: 'Protection juridique et droits du patient',
    titre_nl: 'Rechtsbescherming en patiëntenrechten',
    questions: [
      qa(
        'Mon parent ne peut plus gérer ses affaires. Que faire ?',
        'Mijn ouder kan zijn zaken niet meer beheren. Wat nu?',
        'Si une personne n’est plus capable de gérer ses biens ou de prendre certaines décisions, le juge de paix peut désigner un administrateur (souvent un membre de la famille) qui l’assiste ou la représente, uniquement pour ce qui est nécessaire. La demande se fait par requête au juge de paix du lieu de résidence, avec un certificat médical récent.\n\nTant que la personne en est capable, elle peut éviter cette procédure en donnant un mandat de protection extrajudiciaire, enregistré chez un notaire ou au greffe de la justice de paix.',
        'Als iemand zijn goederen niet meer kan beheren of bepaalde beslissingen niet meer kan nemen, kan de vrederechter een bewindvoerder aanstellen (vaak een familielid) die hem bijstaat of vertegenwoordigt, alleen voor wat nodig is. De aanvraag gebeurt met een verzoekschrift bij de vrederechter van de woonplaats, met een recent medisch attest.\n\nZolang de persoon daartoe in staat is, kan hij die procedure vermijden met een zorgvolmacht, geregistreerd bij een notaris of op de griffie van het vredegerecht.',
      ),
      qa(
        'Quels sont mes droits en tant que patient ?',
        'Welke rechten heb ik als patiënt?',
        'La loi relative aux droits du patient vous garantit notamment : des soins de qualité, le libre choix de votre soignant, une information claire sur votre état de santé, le droit de consentir ou de refuser un traitement, l’accès à votre dossier et une copie de celui-ci, le respect de votre vie privée et le droit de porter plainte auprès d’un service de médiation.\n\nVous pouvez désigner une personne de confiance qui vous accompagne et un représentant qui décidera à votre place si vous n’en êtes plus capable.',
        'De wet betreffende de rechten van de patiënt waarborgt onder meer: kwaliteitsvolle zorg, de vrije keuze van uw zorgverlener, duidelijke informatie over uw gezondheid, het recht om in te stemmen met een behandeling of ze te weigeren, inzage in en een afschrift van uw dossier, respect voor uw privacy en het recht om klacht in te dienen bij een ombudsdienst.\n\nU kunt een vertrouwenspersoon aanwijzen die u bijstaat en een vertegenwoordiger die in uw plaats beslist als u dat niet meer kunt.',
      ),
      qa(
        'Comment faire connaître mes volontés pour la fin de ma vie ?',
        'Hoe maak ik mijn wensen voor het levenseinde bekend?',
        'Vous pouvez rédiger une déclaration anticipée : refus de certains traitements, déclaration anticipée d’euthanasie (enregistrée à votre commune), choix concernant le don d’organes ou le don de corps. Parlez-en avec votre médecin et vos proches, qui sauront ainsi ce que vous souhaitez.\n\nLe « projet de soins anticipé » (vroegtijdige zorgplanning) est une démarche progressive avec votre médecin pour préparer ces choix en douceur.',
        'U kunt een wilsverklaring opstellen: weigering van bepaalde behandelingen, een wilsverklaring euthanasie (geregistreerd bij uw gemeente), keuzes over orgaandonatie of het afstaan van uw lichaam aan de wetenschap. Bespreek het met uw huisarts en uw naasten, zodat zij weten wat u wenst.\n\nVroegtijdige zorgplanning is een stap-voor-stapgesprek met uw arts om die keuzes rustig voor te bereiden.',
      ),
      qa(
        'Je me sens discriminé à cause de mon handicap. À qui m’adresser ?',
        'Ik voel me gediscrimineerd door mijn handicap. Bij wie kan ik terecht?',
        'La loi interdit la discrimination en raison du handicap ou de l’état de santé, y compris le refus d’aménagements raisonnables (au travail, à l’école, dans un magasin ou un service). Unia, le centre interfédéral pour l’égalité des chances, écoute gratuitement votre situation, vous informe sur vos droits et peut chercher une solution avec l’autre partie ou aller en justice.\n\nNotez les faits (date, lieu, témoins) et gardez les documents.',
        'De wet verbiedt discriminatie op grond van een handicap of de gezondheidstoestand, ook het weigeren van redelijke aanpassingen (op het werk, op school, in een winkel of een dienst). Unia, het interfederaal gelijkekansencentrum, luistert gratis naar uw situatie, informeert u over uw rechten en kan met de andere partij naar een oplossing zoeken of naar de rechter stappen.\n\nNoteer de feiten (datum, plaats, getuigen) en bewaar de documenten.',
      ),
      qa(
        'À qui parler si je traverse une crise ou si j’ai des idées suicidaires ?',
        'Met wie kan ik praten als ik in een crisis zit of aan zelfdoding denk?',
        'Vous n’êtes pas seul. En français, le Centre de prévention du suicide répond jour et nuit, gratuitement et anonymement, au 0800 32 123. En néerlandais, la Zelfmoordlijn répond au 1813. En cas de danger immédiat, appelez le 112.\n\nVotre médecin généraliste et les services de santé mentale de l’annuaire peuvent aussi vous accompagner dans la durée.',
        'U staat er niet alleen voor. In het Nederlands kunt u dag en nacht gratis en anoniem terecht bij de Zelfmoordlijn op 1813. In het Frans antwoordt het Centre de prévention du suicide op 0800 32 123. Bij onmiddellijk gevaar belt u 112.\n\nUw huisarts en de diensten voor geestelijke gezondheidszorg in de gids kunnen u ook op langere termijn begeleiden.',
      ),
    ],
  },
];

type GlossarySeed = [term_fr: string, term_nl: string, definition_fr: string, definition_nl: string];

export const GLOSSARY: readonly GlossarySeed[] = [
  ['Accueil de jour', 'Dagopvang', 'Service qui reçoit pendant la journée des personnes âgées ou handicapées vivant chez elles, pour des activités, des repas et des soins.', 'Dienst die overdag ouderen of mensen met een handicap ontvangt die thuis wonen, voor activiteiten, maaltijden en zorg.'],
  ['Administrateur (protection judiciaire)', 'Bewindvoerder', 'Personne désignée par le juge de paix pour assister ou représenter quelqu’un qui ne peut plus gérer seul ses biens ou sa personne.', 'Persoon die de vrederechter aanstelt om iemand bij te staan of te vertegenwoordigen die zijn goederen of persoon niet meer alleen kan beheren.'],
  ['Aidant proche', 'Mantelzorger', 'Personne qui aide régulièrement et sans être payée un proche qui a besoin de soutien à cause de son âge, d’une maladie ou d’un handicap.', 'Iemand die regelmatig en onbetaald een naaste helpt die steun nodig heeft door ouderdom, ziekte of een handicap.'],
  ['Aide familiale', 'Gezinszorg', 'Service agréé qui envoie à domicile une aide pour les tâches de la vie quotidienne : courses, repas, toilette, entretien léger. Le prix dépend des revenus.', 'Erkende dienst die thuis helpt bij dagelijkse taken: boodschappen, maaltijden, persoonlijke verzorging, licht onderhoud. De prijs hangt af van het inkomen.'],
  ['Allocation d’intégration (AI)', 'Integratietegemoetkoming (IT)', 'Allocation fédérale pour les personnes handicapées de 21 à 65 ans dont l’autonomie est réduite, pour compenser les frais supplémentaires que cela entraîne.', 'Federale tegemoetkoming voor mensen met een handicap van 21 tot 65 jaar met verminderde zelfredzaamheid, om de extra kosten daarvan te compenseren.'],
  ['Allocation de remplacement de revenus (ARR)', 'Inkomensvervangende tegemoetkoming (IVT)', 'Allocation fédérale pour les personnes handicapées de 21 à 65 ans dont la capacité de gagner leur vie est fortement réduite.', 'Federale tegemoetkoming voor mensen met een handicap van 21 tot 65 jaar van wie het vermogen om een inkomen te verdienen sterk verminderd is.'],
  ['Allocation pour l’aide aux personnes âgées (APA)', 'Tegemoetkoming voor hulp aan bejaarden (THAB)', 'Aide pour les personnes de 65 ans et plus qui perdent leur autonomie, gérée par l’AVIQ en Wallonie et par Iriscare à Bruxelles. En Flandre, elle est remplacée par le zorgbudget voor ouderen met een zorgnood.', 'Steun voor 65-plussers die minder zelfredzaam worden, in Wallonië beheerd door AVIQ en in Brussel door Iriscare. In Vlaanderen is ze vervangen door het zorgbudget voor ouderen met een zorgnood.'],
  ['Aménagement raisonnable', 'Redelijke aanpassing', 'Adaptation concrète qui permet à une personne handicapée de participer comme les autres (au travail, à l’école, dans un service). La refuser sans motif valable est une discrimination.', 'Concrete aanpassing waardoor iemand met een handicap net als anderen kan deelnemen (op het werk, op school, in een dienst). Ze zonder geldige reden weigeren is discriminatie.'],
  ['AVIQ', 'AVIQ', 'Agence pour une Vie de Qualité : organisme public wallon compétent pour le handicap, la santé, les personnes âgées et les allocations familiales en Wallonie.', 'Agence pour une Vie de Qualité: Waalse overheidsinstelling bevoegd voor handicap, gezondheid, ouderen en gezinsbijslagen in Wallonië.'],
  ['Bandagiste', 'Bandagist', 'Professionnel agréé qui fournit et adapte les aides à la mobilité, les prothèses et le matériel orthopédique, et introduit les demandes de remboursement.', 'Erkende professional die mobiliteitshulpmiddelen, prothesen en orthopedisch materiaal levert en aanpast, en de aanvragen tot terugbetaling indient.'],
  ['Budget d’assistance personnelle (BAP)', 'Persoonlijke-assistentiebudget', 'Budget accordé par l’AVIQ en Wallonie ou par le service PHARE à Bruxelles pour engager soi-même des assistants personnels.', 'Budget dat AVIQ in Wallonië of de dienst PHARE in Brussel toekent om zelf persoonlijke assistenten in dienst te nemen.'],
  ['Budget de soutien de base', 'Basisondersteuningsbudget (BOB)', 'Montant forfaitaire mensuel versé en Flandre, via la caisse de soins, aux personnes dont le handicap est reconnu par la VAPH, à utiliser librement pour leur soutien.', 'Vast maandelijks bedrag dat in Vlaanderen via de zorgkas wordt betaald aan mensen met een door het VAPH erkende handicap, vrij te besteden aan hun ondersteuning.'],
  ['Budget personnalisé (PVB)', 'Persoonsvolgend budget (PVB)', 'Budget accordé en Flandre par la VAPH à une personne handicapée pour acheter elle-même le soutien dont elle a besoin, en espèces ou sous forme de bons.', 'Budget dat het VAPH in Vlaanderen toekent aan een persoon met een handicap om zelf de ondersteuning te kopen die hij nodig heeft, in cash of met vouchers.'],
  ['Caisse de soins', 'Zorgkas', 'En Flandre, organisme (souvent lié à la mutualité) auprès duquel on paie la cotisation de protection sociale flamande et qui verse les budgets de soins.', 'In Vlaanderen de instelling (vaak verbonden aan het ziekenfonds) waar u de bijdrage voor de Vlaamse sociale bescherming betaalt en die de zorgbudgetten uitbetaalt.'],
  ['Carte de stationnement', 'Parkeerkaart', 'Carte européenne délivrée par le SPF Sécurité sociale aux personnes dont la mobilité est fortement réduite ; elle permet d’utiliser les places réservées.', 'Europese kaart die de FOD Sociale Zekerheid aflevert aan mensen met een sterk verminderde mobiliteit; ze geeft toegang tot de voorbehouden parkeerplaatsen.'],
  ['Carte d’accompagnateur gratuit', 'Kaart kosteloze begeleider', 'Carte de la SNCB qui permet à la personne qui accompagne un voyageur handicapé de voyager gratuitement avec lui.', 'Kaart van de NMBS waarmee de persoon die een reiziger met een handicap begeleidt, gratis met hem meereist.'],
  ['Centre de jour', 'Dagverzorgingscentrum', 'Lieu qui accueille en journée des personnes qui vivent chez elles, avec soins, repas et activités ; il offre aussi du répit aux proches.', 'Plaats die overdag mensen opvangt die thuis wonen, met zorg, maaltijden en activiteiten; het biedt ook respijt aan de naasten.'],
  ['Certificat médical d’incapacité', 'Getuigschrift van arbeidsongeschiktheid', 'Document du médecin attestant que vous ne pouvez pas travailler ; il doit être envoyé à temps à l’employeur et à la mutualité.', 'Document van de arts dat bevestigt dat u niet kunt werken; het moet tijdig naar de werkgever en het ziekenfonds.'],
  ['Congé pour aidant proche', 'Mantelzorgverlof', 'Congé, à temps plein ou partiel, accordé aux aidants proches reconnus avec droits sociaux, avec une allocation de l’ONEM.', 'Verlof, voltijds of deeltijds, voor erkende mantelzorgers met sociale rechten, met een uitkering van de RVA.'],
  ['Congé pour soins palliatifs', 'Verlof voor palliatieve zorg', 'Interruption de carrière pour accompagner une personne en fin de vie, avec une allocation de l’ONEM.', 'Loopbaanonderbreking om iemand aan het levenseinde bij te staan, met een uitkering van de RVA.'],
  ['Coordination de soins à domicile', 'Thuiszorgcoördinatie', 'Service qui organise et fait travailler ensemble les différents intervenants à domicile (infirmier, aide familiale, kiné, repas) autour de la personne.', 'Dienst die de verschillende hulpverleners aan huis (verpleegkundige, gezinszorg, kinesitherapeut, maaltijden) organiseert en laat samenwerken rond de persoon.'],
  ['Court séjour', 'Kortverblijf', 'Séjour temporaire en maison de repos ou en centre spécialisé, par exemple après une hospitalisation ou pour permettre aux aidants de souffler.', 'Tijdelijk verblijf in een woonzorgcentrum of gespecialiseerd centrum, bijvoorbeeld na een ziekenhuisopname of om mantelzorgers te laten uitrusten.'],
  ['CPAS', 'OCMW', 'Centre public d’action sociale : service de chaque commune qui aide toute personne à vivre dans la dignité (revenu d’intégration, aide sociale, aide à domicile).', 'Openbaar centrum voor maatschappelijk welzijn: dienst van elke gemeente die iedereen helpt om menswaardig te leven (leefloon, sociale steun, thuishulp).'],
  ['Déclaration anticipée', 'Wilsverklaring', 'Document dans lequel une personne exprime à l’avance ses volontés sur les soins ou l’euthanasie, pour le cas où elle ne pourrait plus les exprimer.', 'Document waarin iemand vooraf zijn wensen over zorg of euthanasie vastlegt, voor het geval hij die niet meer kan uiten.'],
  ['DG Personnes handicapées', 'DG Personen met een handicap', 'Direction générale du SPF Sécurité sociale qui reconnaît le handicap et verse les allocations fédérales (ARR, AI) et la carte de stationnement.', 'Directie-generaal van de FOD Sociale Zekerheid die de handicap erkent, de federale tegemoetkomingen (IVT, IT) betaalt en de parkeerkaart aflevert.'],
  ['Dossier médical global (DMG)', 'Globaal medisch dossier (GMD)', 'Dossier tenu par votre médecin généraliste qui rassemble vos informations de santé et réduit votre ticket modérateur chez lui.', 'Dossier bij uw huisarts dat uw gezondheidsgegevens bundelt en uw remgeld bij die arts vermindert.'],
  ['Enseignement spécialisé', 'Buitengewoon onderwijs', 'Enseignement adapté aux élèves qui ont des besoins spécifiques liés à un handicap ou à des troubles de l’apprentissage, organisé par types.', 'Onderwijs aangepast aan leerlingen met specifieke noden door een handicap of leerstoornissen, georganiseerd in types.'],
  ['Entreprise de travail adapté (ETA)', 'Maatwerkbedrijf', 'Entreprise qui emploie en majorité des travailleurs handicapés, avec un encadrement et des postes adaptés.', 'Bedrijf dat vooral werknemers met een handicap of arbeidsbeperking tewerkstelt, met aangepaste begeleiding en jobs.'],
  ['Ergothérapeute', 'Ergotherapeut', 'Professionnel de la santé qui aide à garder ou retrouver son autonomie dans la vie quotidienne, notamment en conseillant des aides techniques et l’aménagement du logement.', 'Zorgverstrekker die helpt om zelfredzaam te blijven of te worden in het dagelijks leven, onder meer met advies over hulpmiddelen en woningaanpassing.'],
  ['Forfait malades chroniques', 'Forfait chronisch zieken', 'Montant annuel versé automatiquement par la mutualité aux personnes qui ont des frais de santé élevés à cause d’une maladie chronique.', 'Jaarlijks bedrag dat het ziekenfonds automatisch betaalt aan mensen met hoge gezondheidskosten door een chronische ziekte.'],
  ['Forfait palliatif', 'Palliatief forfait', 'Intervention financière de la mutualité pour une personne en fin de vie soignée à domicile, pour couvrir médicaments, matériel et soins.', 'Tegemoetkoming van het ziekenfonds voor iemand aan het levenseinde die thuis verzorgd wordt, voor geneesmiddelen, materiaal en zorg.'],
  ['Garantie de revenus aux personnes âgées (GRAPA)', 'Inkomensgarantie voor ouderen (IGO)', 'Aide financière du Service fédéral des Pensions pour les personnes de 65 ans et plus dont les revenus sont trop faibles.', 'Financiële steun van de Federale Pensioendienst voor 65-plussers met een te laag inkomen.'],
  ['Garde à domicile', 'Oppashulp', 'Présence d’une personne formée au domicile, de jour ou de nuit, pour veiller sur quelqu’un et permettre à l’aidant de s’absenter.', 'Aanwezigheid van een opgeleide persoon aan huis, overdag of ’s nachts, om over iemand te waken zodat de mantelzorger even weg kan.'],
  ['Groupe de parole', 'Praatgroep', 'Rencontre régulière de personnes qui vivent une situation semblable (maladie, aidance, deuil), animée par un professionnel ou un bénévole.', 'Regelmatige bijeenkomst van mensen die iets gelijkaardigs meemaken (ziekte, mantelzorg, rouw), begeleid door een professional of een vrijwilliger.'],
  ['INAMI', 'RIZIV', 'Institut national d’assurance maladie-invalidité : organisme fédéral qui organise le remboursement des soins de santé et les indemnités, versés par les mutualités.', 'Rijksinstituut voor ziekte- en invaliditeitsverzekering: federale instelling die de terugbetaling van gezondheidszorg en de uitkeringen regelt, uitbetaald door de ziekenfondsen.'],
  ['Incapacité de travail', 'Arbeidsongeschiktheid', 'Situation d’une personne qui ne peut pas travailler pour raison de santé ; après le salaire garanti, la mutualité verse des indemnités.', 'Situatie van iemand die om gezondheidsredenen niet kan werken; na het gewaarborgd loon betaalt het ziekenfonds een uitkering.'],
  ['Intervention majorée (BIM)', 'Verhoogde tegemoetkoming (VT)', 'Droit à un meilleur remboursement des soins de santé, accordé selon la situation ou les revenus du ménage.', 'Recht op een betere terugbetaling van gezondheidszorg, toegekend volgens de situatie of het inkomen van het gezin.'],
  ['Invalidité', 'Invaliditeit', 'Incapacité de travail qui dure plus d’un an ; les indemnités continuent, sous le suivi du médecin-conseil de la mutualité.', 'Arbeidsongeschiktheid die langer dan een jaar duurt; de uitkering loopt door, opgevolgd door de adviserend arts van het ziekenfonds.'],
  ['Iriscare', 'Iriscare', 'Organisme public bruxellois bicommunautaire compétent pour les allocations familiales, l’aide aux personnes âgées, les maisons de repos et les aides à la mobilité à Bruxelles.', 'Bicommunautaire Brusselse overheidsinstelling bevoegd voor de gezinsbijslag, de hulp aan bejaarden, de woonzorgcentra en de mobiliteitshulpmiddelen in Brussel.'],
  ['Juge de paix', 'Vrederechter', 'Juge proche des citoyens, compétent notamment pour désigner un administrateur qui protège une personne vulnérable.', 'Rechter dicht bij de burger, onder meer bevoegd om een bewindvoerder aan te stellen die een kwetsbare persoon beschermt.'],
  ['Kinésithérapie', 'Kinesitherapie', 'Soins par le mouvement et des techniques manuelles, remboursés sur prescription ; les maladies chroniques ou graves donnent droit à plus de séances.', 'Behandeling met beweging en manuele technieken, terugbetaald op voorschrift; chronische of zware aandoeningen geven recht op meer zittingen.'],
  ['Logopède', 'Logopedist', 'Professionnel qui soigne les troubles de la parole, du langage, de la voix et de la déglutition.', 'Zorgverstrekker die stoornissen in spraak, taal, stem en slikken behandelt.'],
  ['Maison de repos (MR)', 'Woonzorgcentrum', 'Établissement où vivent des personnes âgées qui ne peuvent plus rester seules chez elles, avec aide et soins sur place.', 'Voorziening waar ouderen wonen die niet meer alleen thuis kunnen blijven, met hulp en zorg ter plaatse.'],
  ['Maison de repos et de soins (MRS)', 'Rust- en verzorgingstehuis (RVT)', 'Maison de repos agréée pour accueillir des personnes très dépendantes qui ont besoin de soins importants.', 'Erkend woonzorgcentrum voor zwaar zorgbehoevende mensen die veel verzorging nodig hebben.'],
  ['Maison médicale', 'Wijkgezondheidscentrum', 'Équipe de médecins généralistes, infirmiers, kinés et travailleurs sociaux d’un quartier ; souvent au forfait, donc sans rien payer par consultation.', 'Team van huisartsen, verpleegkundigen, kinesitherapeuten en maatschappelijk werkers in een wijk; vaak met een forfait, zodat u per raadpleging niets betaalt.'],
  ['Mandat de protection extrajudiciaire', 'Zorgvolmacht', 'Procuration donnée à l’avance à une personne de confiance pour gérer ses biens si l’on n’en est plus capable, enregistrée chez un notaire ou au greffe.', 'Volmacht die u vooraf aan een vertrouwenspersoon geeft om uw goederen te beheren als u dat niet meer kunt, geregistreerd bij een notaris of op de griffie.'],
  ['Maximum à facturer (MàF)', 'Maximumfactuur (MAF)', 'Plafond annuel de tickets modérateurs par ménage, selon les revenus ; au-delà, la mutualité rembourse tout automatiquement.', 'Jaarlijks plafond van remgelden per gezin, volgens het inkomen; daarboven betaalt het ziekenfonds alles automatisch terug.'],
  ['Médecin-conseil', 'Adviserend arts', 'Médecin de la mutualité qui évalue l’incapacité de travail, autorise certains remboursements et la reprise progressive du travail.', 'Arts van het ziekenfonds die de arbeidsongeschiktheid beoordeelt en bepaalde terugbetalingen en de geleidelijke werkhervatting toestaat.'],
  ['Mutualité', 'Ziekenfonds', 'Organisme auprès duquel on est affilié pour l’assurance soins de santé ; il rembourse les soins, verse les indemnités et propose un service social.', 'Instelling waarbij u aangesloten bent voor de verzekering geneeskundige verzorging; het betaalt zorg terug, betaalt uitkeringen en heeft een sociale dienst.'],
  ['My Handicap', 'My Handicap', 'Plateforme en ligne du SPF Sécurité sociale pour demander la reconnaissance du handicap, les allocations et la carte de stationnement, et suivre son dossier.', 'Onlineplatform van de FOD Sociale Zekerheid om de erkenning van een handicap, tegemoetkomingen en de parkeerkaart aan te vragen en uw dossier te volgen.'],
  ['ONEM', 'RVA', 'Office national de l’emploi : verse les allocations de chômage et les allocations d’interruption de carrière, dont les congés pour aidant proche.', 'Rijksdienst voor Arbeidsvoorziening: betaalt werkloosheidsuitkeringen en onderbrekingsuitkeringen, waaronder het mantelzorgverlof.'],
  ['Personne de confiance', 'Vertrouwenspersoon', 'Personne choisie par le patient pour l’accompagner, recevoir l’information avec lui et consulter son dossier.', 'Persoon die de patiënt kiest om hem bij te staan, samen met hem informatie te krijgen en zijn dossier in te kijken.'],
  ['PHARE', 'PHARE', 'Service de la Commission communautaire française (COCOF) qui soutient les personnes handicapées francophones à Bruxelles : aides matérielles, budget d’assistance, orientation.', 'Dienst van de Franse Gemeenschapscommissie (COCOF) die Franstalige personen met een handicap in Brussel ondersteunt: hulpmiddelen, assistentiebudget, doorverwijzing.'],
  ['Prescription', 'Voorschrift', 'Document du médecin nécessaire pour que certains soins, médicaments ou matériels soient remboursés.', 'Document van de arts dat nodig is om bepaalde zorg, geneesmiddelen of materiaal terugbetaald te krijgen.'],
  ['Projet de soins anticipé', 'Vroegtijdige zorgplanning', 'Dialogue progressif entre le patient, ses proches et ses soignants pour préparer les décisions sur les soins futurs.', 'Stapsgewijs gesprek tussen de patiënt, zijn naasten en zijn zorgverleners om beslissingen over toekomstige zorg voor te bereiden.'],
  ['Répit', 'Respijtzorg', 'Ensemble des solutions qui permettent à un aidant proche de souffler pendant que quelqu’un d’autre prend le relais : garde, centre de jour, court séjour.', 'Alle oplossingen waardoor een mantelzorger op adem kan komen terwijl iemand anders het overneemt: oppas, dagverzorging, kortverblijf.'],
  ['Reprise progressive du travail', 'Progressieve werkhervatting', 'Retour au travail à temps partiel pendant une incapacité, avec l’accord du médecin-conseil, en gardant une partie des indemnités.', 'Deeltijdse terugkeer naar het werk tijdens een arbeidsongeschiktheid, met akkoord van de adviserend arts, met behoud van een deel van de uitkering.'],
  ['Résidence-services', 'Assistentiewoning', 'Logement adapté pour personnes âgées autonomes, avec des services à la demande et une aide en cas d’urgence.', 'Aangepaste woning voor zelfstandige ouderen, met diensten op vraag en hulp bij nood.'],
  ['Revenu d’intégration', 'Leefloon', 'Revenu minimum versé par le CPAS aux personnes qui n’ont pas de ressources suffisantes et remplissent certaines conditions.', 'Minimuminkomen dat het OCMW betaalt aan mensen zonder voldoende middelen die aan bepaalde voorwaarden voldoen.'],
  ['Service de médiation', 'Ombudsdienst', 'Service indépendant, présent notamment dans chaque hôpital, qui reçoit les plaintes des patients et cherche une solution.', 'Onafhankelijke dienst, onder meer in elk ziekenhuis, die klachten van patiënten ontvangt en naar een oplossing zoekt.'],
  ['Service de santé mentale', 'Centrum voor geestelijke gezondheidszorg', 'Service ambulatoire qui propose des consultations psychologiques et psychiatriques, souvent à un prix adapté aux revenus.', 'Ambulante dienst met psychologische en psychiatrische consultaties, vaak tegen een prijs aangepast aan het inkomen.'],
  ['Soins infirmiers à domicile', 'Thuisverpleging', 'Soins donnés chez vous par un infirmier (toilette, pansements, injections), remboursés par la mutualité sur prescription.', 'Verzorging bij u thuis door een verpleegkundige (wassen, verbanden, inspuitingen), terugbetaald door het ziekenfonds op voorschrift.'],
  ['Soins palliatifs', 'Palliatieve zorg', 'Soins qui visent le confort et la qualité de vie d’une personne atteinte d’une maladie grave dont on ne peut plus guérir, et le soutien de ses proches.', 'Zorg gericht op het comfort en de levenskwaliteit van iemand met een ernstige ongeneeslijke ziekte, en op de steun aan zijn naasten.'],
  ['Statut affection chronique', 'Statuut chronische aandoening', 'Statut accordé par la mutualité aux personnes qui ont des frais de santé élevés ou une maladie rare ; il donne droit au tiers payant et à un maximum à facturer plus bas.', 'Statuut dat het ziekenfonds toekent aan mensen met hoge gezondheidskosten of een zeldzame ziekte; het geeft recht op de derdebetalersregeling en een lagere maximumfactuur.'],
  ['Télévigilance', 'Personenalarmsysteem', 'Bouton d’appel porté au poignet ou au cou qui permet d’alerter un proche ou une centrale en cas de chute ou de malaise.', 'Alarmknop aan de pols of de hals waarmee u bij een val of onwel worden een naaste of een centrale kunt verwittigen.'],
  ['Ticket modérateur', 'Remgeld', 'Partie du prix d’une consultation, d’un médicament ou d’un soin qui reste à votre charge après le remboursement de la mutualité.', 'Deel van de prijs van een raadpleging, een geneesmiddel of een behandeling dat u zelf betaalt na de terugbetaling door het ziekenfonds.'],
  ['Tiers payant', 'Derdebetalersregeling', 'Système par lequel le soignant se fait payer directement par la mutualité : vous ne payez que votre part personnelle.', 'Systeem waarbij de zorgverlener rechtstreeks door het ziekenfonds betaald wordt: u betaalt enkel uw persoonlijk aandeel.'],
  ['Titres-services', 'Dienstencheques', 'Chèques subventionnés qui permettent de payer une aide ménagère agréée (nettoyage, repassage, courses).', 'Gesubsidieerde cheques om een erkende huishoudhulp te betalen (poetsen, strijken, boodschappen).'],
  ['Transport adapté', 'Aangepast vervoer', 'Service de transport pour les personnes à mobilité réduite, avec véhicules accessibles aux chaises roulantes, souvent sur réservation.', 'Vervoersdienst voor mensen met een beperkte mobiliteit, met rolstoeltoegankelijke voertuigen, vaak op reservatie.'],
  ['Unia', 'Unia', 'Centre interfédéral pour l’égalité des chances, qui informe et aide gratuitement les victimes de discrimination, notamment en raison d’un handicap.', 'Interfederaal gelijkekansencentrum dat slachtoffers van discriminatie, onder meer door een handicap, gratis informeert en helpt.'],
  ['VAPH', 'VAPH', 'Agence flamande pour les personnes handicapées (Vlaams Agentschap voor Personen met een Handicap), qui accorde les budgets et les aides matérielles en Flandre et aux Bruxellois néerlandophones.', 'Vlaams Agentschap voor Personen met een Handicap, dat de budgetten en hulpmiddelen toekent in Vlaanderen en aan Nederlandstalige Brusselaars.'],
  ['Budget de soins pour personnes gravement dépendantes', 'Zorgbudget voor zwaar zorgbehoevenden', 'En Flandre, montant mensuel versé par la caisse de soins aux personnes qui ont besoin de beaucoup de soins, à domicile ou en institution.', 'In Vlaanderen een maandelijks bedrag dat de zorgkas betaalt aan mensen die veel zorg nodig hebben, thuis of in een voorziening.'],
];

export interface FaqSeedData {
  faq_categories: Insertable<Database['faq_categories']>[];
  faq_questions: Insertable<Database['faq_questions']>[];
  glossary_terms: Insertable<Database['glossary_terms']>[];
}

/** FAQ and glossary rows with fixed ids (the same on every run and every seed). */
export function buildFaqData(): FaqSeedData {
  const data: FaqSeedData = { faq_categories: [], faq_questions: [], glossary_terms: [] };
  FAQ.forEach(({ questions, ...category }, i) => {
    const categoryId = i + 1;
    data.faq_categories.push({ id: categoryId, ...category, position: i + 1 });
    questions.forEach((entry, j) => {
      data.faq_questions.push({ id: data.faq_questions.length + 1, category_id: categoryId, ...entry, position: j + 1 });
    });
  });
  GLOSSARY.forEach(([term_fr, term_nl, definition_fr, definition_nl], i) => {
    data.glossary_terms.push({ id: i + 1, term_fr, term_nl, definition_fr, definition_nl });
  });
  return data;
}
