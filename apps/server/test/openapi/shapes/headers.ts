import { bearer } from '../../helpers/sign-in';

/** Odd headers: tokens past the id's range or cut short, other schemes, long languages. */
export const headerShapes: [label: string, headers: Record<string, string>][] = [
  ['token id past int4', bearer(`2147483648|${'a'.repeat(43)}`)],
  ['token id of 15 nines', bearer(`999999999999999|${'a'.repeat(43)}`)],
  ['token id 0', bearer(`0|${'a'.repeat(43)}`)],
  ['token without secret', bearer('1|')],
  ['token of 10k chars', bearer('x'.repeat(10_000))],
  ['Basic credentials', { authorization: 'Basic Zm9vOmJhcg==' }],
  ['bare Bearer', { authorization: 'Bearer' }],
  ['Persian first', { 'accept-language': 'fa-IR,fa;q=0.9,en;q=0.8' }],
  ['10k-char language', { 'accept-language': 'x'.repeat(10_000) }],
];
