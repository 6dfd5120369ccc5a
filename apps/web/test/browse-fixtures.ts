import type { ItemCard } from '@ideabazaar/shared/schemas/browse';

/** A published idea's card as GET /api/items gives it; ids are UUIDs like the server's. */
export function makeCard(index: number, overrides: Partial<ItemCard> = {}): ItemCard {
  const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  return {
    id,
    section: 'idea',
    status: 'published',
    title: `Idea number ${index}`,
    summary: `Summary ${index}`,
    elevator_text: `Pitch of idea ${index}`,
    category: 'food',
    category_label: 'Food',
    price: 1_200_000,
    negotiable: false,
    view_count: 3,
    comment_count: 2,
    rating: null,
    creator: { id: 'u2', name: 'Reza' },
    created_at: '2024-05-01T10:00:00.000Z',
    published_at: '2024-05-02T10:00:00.000Z',
    ...overrides,
  };
}

export const categories = {
  categories: [
    { value: 'food', label: 'Food' },
    { value: 'tech', label: 'Technology' },
  ],
};
