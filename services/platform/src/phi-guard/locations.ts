import { collect } from './scan';
import { DISTINCT, GENERIC, LABELLED, type Candidate } from './types';

/*
 * Addresses below state level: a street address (number, name, street type, unit), a PO box, a city with a
 * state and ZIP code, a labelled ZIP code and any ZIP+4. A five-digit number alone is no ZIP code (too many
 * clinical numbers have five digits); nor is a city alone (it is only an address beside the rest of one).
 */

const STREET_WORDS =
  'Street Avenue Road Boulevard Lane Drive Court Place Terrace Way Circle Parkway Highway Square Trail Alley Route ' +
  'Crescent Close Plaza Row Walk';
// "Dr" before a capitalised word is a doctor's title ("in 2020 Smith Dr. Jones wrote").
const STREET_ABBREVIATIONS = 'St Ave Av Rd Blvd Ln Dr(?!\\.?\\s\\p{Lu}) Ct Pl Ter Cir Pkwy Hwy Sq Trl Rte';
// Capitalised or not ("12 Oak street"); an abbreviation keeps its full stop, a word leaves the sentence's.
const alternatives = (list: string) =>
  list
    .split(' ')
    .map((type) => `[${type[0]}${type[0].toLowerCase()}]${type.slice(1)}`)
    .join('|');
const TYPE = String.raw`(?:(?:${alternatives(STREET_WORDS)})|(?:${alternatives(STREET_ABBREVIATIONS)})\.?)(?![\p{L}\p{N}])`;
const DIRECTION = String.raw`(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\.?\s{1,2}`;
const STREET_WORD = String.raw`(?:\p{Lu}[\p{L}'’-]{0,24}|\d{1,3}(?:st|nd|rd|th))\s{1,2}`;
const UNIT = String.raw`(?:,?\s{1,2}(?:Apt|Apartment|Suite|Ste|Unit|Rm|Room|Fl|Floor|Flat)\.?\s{0,2}#?\s{0,2}[A-Za-z0-9-]{1,6}|,?\s{1,2}#\s{0,2}[A-Za-z0-9-]{1,6})?`;
// "12 Oak Street", "400 W. Main St., Apt 4", "1600 Pennsylvania Avenue NW".
const STREET = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])\d{1,6}[A-Za-z]?\s{1,2}(?:${DIRECTION})?(?:${STREET_WORD}){1,4}${TYPE}(?:\s{1,2}(?:N|S|E|W|NE|NW|SE|SW)(?![\p{L}\p{N}]))?${UNIT}`,
  'gu',
);
const PO_BOX = /(?<![\p{L}\p{N}])p\.?\s?o\.?\s{0,2}box\s{1,2}\d{1,6}(?![\p{L}\p{N}])/giu;

const STATE_CODES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA PR RI SC SD TN TX UT VT VA WA WV WI WY';
const STATE_NAMES =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New\\sHampshire|New\\sJersey|New\\sMexico|New\\sYork|North\\sCarolina|North\\sDakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode\\sIsland|South\\sCarolina|South\\sDakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West\\sVirginia|Wisconsin|Wyoming';
// "Springfield, IL 62704", "New York, New York 10001-1234": the city is part of what identifies.
const CITY_ZIP = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:\p{Lu}[\p{L}'’.-]{1,24}\s){0,2}\p{Lu}[\p{L}'’.-]{1,24},?\s{1,2}(?:${STATE_CODES.split(' ').join('|')}|${STATE_NAMES})\.?,?\s{1,2}\d{5}(?:-\d{4})?(?![\p{N}])`,
  'gu',
);
const ZIP_LABEL =
  /(?<![\p{L}])(?:zip|zip\s?code|postal\s+code|postcode)[\s:#]{0,3}(?<v>\d{5}(?:-\d{4})?)(?![\p{N}])/dgiu;
const ZIP_PLUS_FOUR = /(?<![\p{N}-])\d{5}-\d{4}(?![\p{N}]|-\d)/gu;

export function findLocations(text: string): Candidate[] {
  return [
    ...collect(STREET, text, 'address', GENERIC),
    ...collect(PO_BOX, text, 'address', DISTINCT),
    ...collect(CITY_ZIP, text, 'address', DISTINCT),
    ...collect(ZIP_LABEL, text, 'address', LABELLED),
    ...collect(ZIP_PLUS_FOUR, text, 'address', DISTINCT),
  ];
}
