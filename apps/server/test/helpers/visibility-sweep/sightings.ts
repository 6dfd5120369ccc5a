import type { LightMyRequestResponse } from 'fastify';
import type { Marker, Secret, Viewer } from '../planted-secrets/planter';
import type { Call } from './calls';

/** Finding secrets and markers in the bytes of a response, in any form they may travel in. */

export interface Sighting {
  viewer: Viewer;
  route: string;
  url: string;
  where: string;
  value: string;
}

const lowerAscii = (bytes: Buffer) =>
  Buffer.from(bytes.map((b) => (b >= 65 && b <= 90 ? b + 32 : b)));
const persianDigits = (text: string) =>
  text.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
const unicodeEscaped = (text: string) =>
  text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The forms a secret can travel in: as is, URL-encoded (a file name in a header), escaped, Persian digits. */
const forms = new Map<string, Buffer[]>();
function formsOf(value: string): Buffer[] {
  const known = forms.get(value);
  if (known) return known;
  const made = [
    ...new Set([value, encodeURIComponent(value), unicodeEscaped(value), persianDigits(value)]),
  ].map((form) => Buffer.from(form.toLowerCase()));
  forms.set(value, made);
  return made;
}

/** Where each of `values` turns up in one response. */
export function sightings(
  response: LightMyRequestResponse,
  viewer: Viewer,
  call: Call,
  values: (Secret | Marker)[],
): Sighting[] {
  const headers = Object.entries(response.headers)
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('\n');
  const places = [
    { where: 'body', bytes: lowerAscii(response.rawPayload) },
    { where: 'headers', bytes: lowerAscii(Buffer.from(headers)) },
  ];
  const found: Sighting[] = [];
  for (const { value } of values) {
    for (const { where, bytes } of places) {
      if (formsOf(value).some((form) => bytes.includes(form))) {
        found.push({ viewer, route: call.route, url: call.url, where, value });
      }
    }
  }
  return found;
}
