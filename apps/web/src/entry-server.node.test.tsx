// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CategoriesResponse, ItemPage } from '@ideabazaar/shared/schemas/browse';
import type { Language } from '@ideabazaar/shared/i18n/language';
import { render, scriptJson, type Loaded } from './entry-server';
import { browseQueryOptions } from './features/browse/api/browse-items';
import { categoriesQueryOptions } from './features/browse/api/categories';
import { defaultFilters } from './features/browse/filters';

// The server's drawing as the server runs it (Node, no document: Emotion keeps the rules for the
// head, the store keeps nothing), with text an attacker chose in every field a card shows.

const hostile = 'Saffron </script><script>alert(1)</script> </style><b>x</b> \u2028 $& <!--';

const page: ItemPage = {
  items: [
    {
      id: '0e0f4a52-5d6a-4f0e-9d1b-2b7c1f1e8a10',
      section: 'idea',
      status: 'published',
      title: hostile,
      summary: hostile,
      elevator_text: hostile,
      category: 'food',
      category_label: 'Food </style>',
      price: 1_200_000,
      negotiable: false,
      view_count: 3,
      comment_count: 2,
      rating: null,
      creator: { id: '7', name: hostile },
      created_at: '2024-05-02T10:00:00.000Z',
      published_at: '2024-05-02T10:00:00.000Z',
    },
  ],
  next_cursor: null,
};
const categories: CategoriesResponse = { categories: [{ value: 'food', label: 'Food </style>' }] };

const list = (language: Language, rightToLeft = true): Loaded => ({
  url: '/',
  language,
  rightToLeft,
  visitorOnly: false,
  answers: [
    { key: browseQueryOptions({ ...defaultFilters }).queryKey, data: page, firstPage: true },
    { key: categoriesQueryOptions().queryKey, data: categories },
  ],
});

describe("the server's drawing of the list", () => {
  it('writes hostile text as text: no element, no end of the script or the style', async () => {
    const drawn = await render(list('en'));

    expect(drawn.html).toContain('<article');
    expect(drawn.html).not.toContain('<script');
    expect(drawn.html).not.toContain('<b>x</b>');
    expect(drawn.html).toContain('&lt;/script&gt;');

    // The data goes in a script element: no `<` at all, and it reads back as it was.
    const json = scriptJson(drawn.state);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(drawn.state)));

    // One style element for the head, which Emotion's browser cache adopts by its names.
    expect(drawn.styles).toMatch(/^<style data-emotion="mui [^"]+">[^<]+<\/style>$/);
    expect(drawn.styles).toContain('.mui-');
    expect(drawn.lang).toBe('en');
    expect(drawn.dir).toBe('ltr');
  });

  it('draws Persian right to left, with the right-to-left styles', async () => {
    const drawn = await render(list('fa'));
    expect(drawn.lang).toBe('fa');
    expect(drawn.dir).toBe('rtl');
    expect(drawn.html).toContain('ایده‌ها');
    expect(drawn.html).toMatch(/class="[^"]*\bmui-rtl-/);
    expect(drawn.styles).toMatch(/^<style data-emotion="mui-rtl [^"]+">/);
  });

  it('draws Persian left to right, with the left-to-right styles, for a reader who turned it off', async () => {
    const drawn = await render(list('fa', false));
    expect(drawn.lang).toBe('fa');
    expect(drawn.dir).toBe('ltr');
    expect(drawn.state.rightToLeft).toBe(false);
    expect(drawn.html).toContain('ایده‌ها');
    expect(drawn.html).not.toMatch(/\bmui-rtl-/);
    expect(drawn.styles).toMatch(/^<style data-emotion="mui [^"]+">/);
  });

  it('draws each language right when drawings of both are asked at once', async () => {
    const [english, persian] = await Promise.all([render(list('en')), render(list('fa'))]);
    expect(english.html).toContain('>Ideas<');
    expect(english.html).not.toContain('ایده‌ها');
    expect(persian.html).toContain('ایده‌ها');
  });
});
