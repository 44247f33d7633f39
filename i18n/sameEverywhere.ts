/**
 * Whether a catalog value may legitimately read the same in every language: codes, numbers,
 * brand tokens, placeholders, and a count with one word several languages share
 * ("{{count}} sites" in English and Portuguese). The catalog test and scripts/i18n-missing.mjs
 * use it to tell a copied English string from a universal one.
 */
/**
 * Casino words players in several markets read in English on the sites they play ("Jackpot" in
 * Indonesia, Malaysia and Turkey, where "hadiah utama" or "büyük ikramiye" is the lottery's word;
 * "Deposit", the cashier button in Indonesian and Malay, where deposit is the dictionary word and
 * "setor"/"simpan" are a bank's).
 */
const LOANWORDS = new Set(['Jackpot', 'Deposit']);

export function sameEverywhere(value: string): boolean {
  const codesOnly =
    /^[\s\d.,:+%x×–—\-/()A-Z@{}a-z]*$/.test(value) &&
    !/[a-z]{4,}/.test(value.replace(/\{\{\w+\}\}|example|iGaming|name@/g, ''));
  return codesOnly || /^\{\{count\}\} [^\s{]+$/.test(value) || LOANWORDS.has(value);
}
