/**
 * The style of an icon that points (back, send, a chevron, a way in or out): mirrored when the
 * page reads right to left, so it points the way the reader goes. Icons that do not point (a
 * lock, a star, a clock's turn) are left as drawn.
 */
export const mirrorInRtl = { '[dir=rtl] &': { transform: 'scaleX(-1)' } } as const;
