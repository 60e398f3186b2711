/** The shop's name where it is not a translated text: page titles without data, structured data, mail. */
export const SITE_NAME = 'Karoo Appliances'
