// SIRET: 14 digits with a Luhn check digit (INSEE), except La Poste's establishments, which
// share the SIREN 356000000 and use a digit sum divisible by 5 instead.

const LA_POSTE_SIREN = '356000000';
// La Poste's head office follows the ordinary Luhn rule.
const LA_POSTE_HEAD_OFFICE = '35600000000048';

export function normalizeSiret(siret: string): string {
  return siret.replace(/\s/g, '');
}

function hasLuhnChecksum(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    // Every second digit from the right is doubled; two-digit results add their digits.
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function sumDigits(digits: string): number {
  return [...digits].reduce((sum, digit) => sum + Number(digit), 0);
}

export function isValidSiret(siret: string): boolean {
  if (typeof siret !== 'string') return false;
  const digits = normalizeSiret(siret);
  if (!/^\d{14}$/.test(digits)) return false;
  if (digits.startsWith(LA_POSTE_SIREN) && digits !== LA_POSTE_HEAD_OFFICE) {
    return sumDigits(digits) % 5 === 0;
  }
  return hasLuhnChecksum(digits);
}
