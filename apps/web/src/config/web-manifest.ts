import type { Language } from '@ideabazaar/shared/i18n/language';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { palette } from '../lib/palette.ts';
import { paths } from './paths.ts';

/**
 * The web app manifests, one per language (docs/decisions.md, "An app people install"): the
 * same app (one `id`, one start and scope), named and described in the member's language, with
 * Persian's right-to-left direction. The page links the one of its language (`applyLanguage`).
 * The build writes both (vite.config.ts) and generates the icons they list from one source image.
 */
export const manifestFiles: Record<Language, string> = {
  en: 'manifest.webmanifest',
  fa: 'manifest-fa.webmanifest',
};

/** The narrow screenshots the browser's install dialog shows: taken from the app itself. */
export const SCREENSHOT_SIZE = { width: 390, height: 844 } as const;
const screenshotNames = ['list', 'idea'] as const;
export const screenshotFile = (language: Language, name: (typeof screenshotNames)[number]) =>
  `screenshots/${language}-${name}.png`;

const texts = {
  en: {
    name: 'IdeaBazaar',
    short_name: 'IdeaBazaar',
    description:
      'A marketplace for ideas and needs: describe yours, browse and buy others, chat with their creators.',
    screenshots: { list: 'Ideas and needs to browse', idea: 'An idea and what it costs' },
    shortcuts: { create: 'New idea', myIdeas: 'My ideas', wallet: 'Wallet' },
  },
  fa: {
    name: 'ایده‌بازار',
    short_name: 'ایده‌بازار',
    description:
      'بازاری برای ایده‌ها و نیازها: ایده یا نیاز خود را شرح دهید، ایده‌های دیگران را ببینید و بخرید و با سازنده‌شان گفتگو کنید.',
    screenshots: { list: 'ایده‌ها و نیازها برای دیدن', idea: 'یک ایده و بهای آن' },
    shortcuts: { create: 'ایده تازه', myIdeas: 'ایده‌های من', wallet: 'کیف پول' },
  },
} satisfies Record<Language, unknown>;

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** The manifest of one language; `icons` are the build's generated ones. */
export function webManifest(
  language: Language,
  icons: ManifestIcon[] = [],
): Partial<ManifestOptions> {
  const text = texts[language];
  // The shortcuts show the app's own icon (the 192 one, the size a launcher's menu uses).
  const shortcutIcons = icons.filter((icon) => icon.sizes === '192x192' && !icon.purpose);
  const shortcut = (name: string, url: string) => ({
    name,
    short_name: name,
    url,
    icons: shortcutIcons,
  });
  return {
    id: '/',
    name: text.name,
    short_name: text.short_name,
    description: text.description,
    lang: language,
    dir: language === 'fa' ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: palette.primary,
    background_color: palette.background,
    categories: ['business', 'shopping', 'productivity'],
    icons,
    screenshots: screenshotNames.map((name) => ({
      src: `/${screenshotFile(language, name)}`,
      sizes: `${SCREENSHOT_SIZE.width}x${SCREENSHOT_SIZE.height}`,
      type: 'image/png',
      form_factor: 'narrow',
      label: text.screenshots[name],
    })),
    shortcuts: [
      shortcut(text.shortcuts.create, paths.home.href()),
      shortcut(text.shortcuts.myIdeas, paths.myIdeas.href()),
      shortcut(text.shortcuts.wallet, paths.wallet.href()),
    ],
  };
}
