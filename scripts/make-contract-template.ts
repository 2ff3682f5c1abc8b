// Writes the default French contract template that ships with the product (issue 31,
// decision 0062): src/server/features/collaborations/contracts/default-contract.docx, a minimal
// valid OOXML document whose `{tags}` are the placeholders of shared/domain/contract-placeholders.
// Run: node --import tsx scripts/make-contract-template.ts (the .docx is committed with it).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PizZip from 'pizzip';

const OUTPUT = fileURLToPath(
  new URL('../src/server/features/collaborations/contracts/default-contract.docx', import.meta.url),
);
// A fixed date in the zip's entries: the same script writes the same bytes.
const ZIP_DATE = new Date('2026-01-01T00:00:00Z');

type Block = { style?: 'Title' | 'Subtitle' | 'Heading1' | 'Note'; text: string };

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const paragraph = ({ style, text }: Block) => {
  const properties = style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : '';
  return `<w:p>${properties}<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
};

const h = (text: string): Block => ({ style: 'Heading1', text });
const p = (text: string): Block => ({ text });

const BLOCKS: Block[] = [
  { style: 'Title', text: 'Contrat de collaboration commerciale' },
  {
    style: 'Subtitle',
    text: 'Contrat d’influence commerciale conclu en application de l’article 8 de la loi n° 2023-451 du 9 juin 2023 visant à encadrer l’influence commerciale et à lutter contre les dérives des influenceurs sur les réseaux sociaux.',
  },
  p('Collaboration : {dealName} — Marque : {brandName}'),
  h('Entre les soussignés'),
  p(
    'L’annonceur : {brandLegalName}, dont l’adresse postale est {brandAddress}, joignable à l’adresse électronique {brandEmail}, ayant sa résidence fiscale en (pays) : {brandCountry}, représenté par {agencyName}, agissant en qualité de mandataire de l’annonceur, ci-après « l’Annonceur »,',
  ),
  p('d’une part,'),
  p(
    'et le créateur de contenu : {creatorName}, dont l’adresse postale est {creatorAddress}, joignable à l’adresse électronique {creatorEmail}, ayant sa résidence fiscale en (pays) : {creatorCountry}, SIRET : {creatorSiret}, ci-après « le Créateur »,',
  ),
  p('d’autre part.'),
  h('Article 1 – Objet'),
  p(
    'Le présent contrat définit les conditions dans lesquelles le Créateur réalise et publie, pour l’Annonceur, des contenus faisant la promotion de ses biens, services ou causes, au sens de l’article 1er de la loi n° 2023-451 du 9 juin 2023.',
  ),
  h('Article 2 – Missions et calendrier'),
  p('Le Créateur s’engage à réaliser et à publier les contenus suivants :'),
  p('{#missions}'),
  p('– {type} : {description} — publication prévue le {publishOn}. {imageMention}'),
  p('{/missions}'),
  h('Article 3 – Rémunération et avantages en nature'),
  p(
    'En contrepartie de ces missions, l’Annonceur verse au Créateur une rémunération de {payAmount} hors taxes. Le Créateur reçoit en outre des avantages en nature d’une valeur de {giftsAmount} hors taxes.',
  ),
  p(
    'La rémunération est payée dans un délai de {paymentDays} jours à compter de la réception de la facture du Créateur, émise après la publication des contenus.',
  ),
  h('Article 4 – Droits de propriété intellectuelle'),
  p(
    'Le Créateur cède à l’Annonceur les droits d’exploitation des contenus réalisés au titre du présent contrat pour les usages suivants : {rightsUsage}, pour une durée de {rightsMonths} mois à compter de leur première publication. Tout autre usage, ou tout usage au-delà de cette durée, requiert l’accord écrit préalable du Créateur.',
  ),
  h('Article 5 – Exclusivité'),
  p('{exclusivity}'),
  h('Article 6 – Mentions obligatoires'),
  p(
    'Conformément à l’article 5 de la loi n° 2023-451 du 9 juin 2023, le Créateur fait figurer sur chaque contenu, de manière claire, lisible et identifiable, pendant toute la durée de la promotion, la mention « Publicité » ou « Collaboration commerciale ».',
  ),
  p(
    'Un contenu comportant des images retouchées afin de modifier l’apparence du visage ou la silhouette porte la mention « Image retouchée » ; un contenu comportant des images produites par un procédé d’intelligence artificielle porte la mention « Image virtuelle ».',
  ),
  p(
    'Le Créateur s’interdit toute promotion interdite par l’article 4 de la même loi et respecte les conditions propres aux produits et services dont la promotion est encadrée.',
  ),
  h('Article 7 – Obligations des parties'),
  p(
    'L’Annonceur remet au Créateur les informations nécessaires à la réalisation des contenus. Le Créateur réalise les contenus avec loyauté, dans le respect des lois et règlements applicables, notamment du Code de la consommation, et soumet ses contenus à l’Annonceur avant leur publication lorsque les missions le prévoient.',
  ),
  h('Article 8 – Responsabilité solidaire'),
  p(
    'Conformément à l’article 8 de la loi n° 2023-451 du 9 juin 2023, l’Annonceur, son mandataire le cas échéant, et le Créateur sont solidairement responsables des dommages causés aux tiers dans l’exécution du présent contrat d’influence commerciale.',
  ),
  h('Article 9 – Droit applicable et juridiction'),
  p(
    'Le présent contrat est soumis au droit français. Tout litige relatif à sa formation, à son exécution ou à son interprétation relève de la compétence des juridictions françaises.',
  ),
  h('Article 10 – Signature électronique'),
  p(
    'Les parties signent le présent contrat par voie électronique. Cette signature électronique simple a la même valeur qu’une signature manuscrite, conformément à l’article 1367 du Code civil. L’empreinte SHA-256 du document signé, le nom saisi par le signataire, la date et l’heure, son adresse IP et son navigateur sont conservés et réunis dans un certificat de signature.',
  ),
  p('Fait le {generatedOn}.'),
  h('Signatures'),
  p('Pour l’Annonceur, {agencyName}, son mandataire :'),
  p(' '),
  p('Le Créateur, {creatorName} :'),
  p(' '),
  { style: 'Note', text: 'Document établi avec Infludesk.' },
];

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`;

const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const DOCUMENT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

const style = (id: string, name: string, run: string, spacing: string) =>
  `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/><w:qFormat/><w:pPr>${spacing}</w:pPr><w:rPr>${run}</w:rPr></w:style>`;

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="${W}"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="22"/><w:lang w:val="fr-FR"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="120" w:line="276" w:lineRule="auto"/><w:jc w:val="both"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>${style('Title', 'Title', '<w:b/><w:caps/><w:sz w:val="32"/>', '<w:jc w:val="center"/><w:spacing w:after="240"/>')}${style('Subtitle', 'Subtitle', '<w:i/><w:sz w:val="20"/>', '<w:jc w:val="center"/><w:spacing w:after="240"/>')}${style('Heading1', 'heading 1', '<w:b/><w:sz w:val="24"/>', '<w:keepNext/><w:spacing w:before="240" w:after="120"/><w:outlineLvl w:val="0"/>')}${style('Note', 'Note', '<w:color w:val="555555"/><w:sz w:val="16"/>', '<w:spacing w:before="480"/>')}</w:styles>`;

const DOCUMENT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${W}"><w:body>${BLOCKS.map(paragraph).join('')}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1417" w:right="1417" w:bottom="1417" w:left="1417" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`;

const zip = new PizZip();
const add = (name: string, text: string) => zip.file(name, text, { date: ZIP_DATE });
add('[Content_Types].xml', CONTENT_TYPES);
add('_rels/.rels', RELS);
add('word/_rels/document.xml.rels', DOCUMENT_RELS);
add('word/document.xml', DOCUMENT);
add('word/styles.xml', STYLES);
writeFileSync(OUTPUT, zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' }));
console.log(`written: ${OUTPUT}`);
