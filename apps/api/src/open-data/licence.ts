/** The open data's licence (decision 0018): reuse allowed, with attribution. */
export const OPEN_DATA_LICENCE = {
  name: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
  spdx: 'CC-BY-4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
  attribution: 'SAM asbl — répertoire des prestataires de soins et de soutien / register van zorg- en ondersteuningsverleners (Open Referral HSDS 3.0)',
} as const;
