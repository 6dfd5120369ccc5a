/** The languages of the app (PRODUCT.md section 10): English by default, Persian complete. */
export const languages = ['en', 'fa'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';
