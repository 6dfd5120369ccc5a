import type { LightMyRequestResponse } from 'fastify';
import { MemberTokens, type ApiClient } from '../../openapi/client';
import type { ApiDocument } from '../../openapi/document';
import { requestOf } from '../../openapi/request';
import type { App } from '../../../src/app';
import { multipartBody, realPng } from '../multipart';
import type { Planted } from '../planted-secrets/plant-secrets';
import type { Viewer } from '../planted-secrets/planter';
import { bearer } from '../sign-in';
import { callsFor, type Call } from './calls';
import { sightings, type Sighting } from './sightings';

/** Who each viewer is, in the messages. */
export const who: Record<Viewer, string> = {
  visitor: 'visitor',
  owner: 'owner A',
  member: 'member B',
  buyer: 'buyer C',
};

export interface Sweep {
  /** Every secret and marker a viewer received, and where. */
  seen: Sighting[];
  /** The operations the sweep could not call, and why. */
  problems: string[];
  send(call: Call, viewer: Viewer): Promise<LightMyRequestResponse>;
  /** Every call of the sweep as one viewer; with `readOnly`, only the GETs. */
  run(viewer: Viewer, readOnly: boolean): Promise<void>;
}

export function createSweep(app: App, client: ApiClient, planted: Planted, doc: ApiDocument) {
  const tokens = new MemberTokens(app, planted.memberIds);
  const values = [...planted.secrets, ...planted.markers];

  const send = async (call: Call, viewer: Viewer) => {
    let token: string | undefined;
    if (viewer !== 'visitor') {
      // Reads share a token; a mutation gets one of its own and retires the shared one, since it
      // may sign the member out everywhere (logout-all).
      const reading = call.method === 'GET' || call.method === 'HEAD';
      token = reading ? await tokens.get(viewer) : await tokens.single(viewer);
    }
    return client.send(
      requestOf(call.method, call.url, call.body, {
        ...call.headers,
        ...(token ? bearer(token) : {}),
        'accept-language': call.language,
      }),
    );
  };

  const sweep: Sweep = {
    seen: [],
    problems: [],
    send,
    async run(viewer, readOnly) {
      const picture = [{ field: 'file', filename: 'sweep.png', content: await realPng() }];
      const upload = { label: 'picture', ...multipartBody(picture) };
      const built = callsFor(doc, planted, { readOnly, upload });
      sweep.problems.push(...built.problems);
      for (const call of built.calls) {
        sweep.seen.push(...sightings(await send(call, viewer), viewer, call, values));
        if (call.alsoHead) {
          // Fastify answers HEAD for every GET route: the same headers, no body.
          const head = {
            ...call,
            method: 'HEAD' as const,
            route: call.route.replace('GET', 'HEAD'),
          };
          sweep.seen.push(...sightings(await send(head, viewer), viewer, head, values));
        }
      }
    },
  };
  return sweep;
}
