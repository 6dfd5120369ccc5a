import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiClient, type ApiClient } from '../../openapi/client';
import { readDocument, type ApiDocument } from '../../openapi/document';
import type { SampleFiles } from '../../openapi/shapes/bodies';
import { createTestApp, type TestApp } from '../app';
import { realPng, samples } from '../multipart';
import { startOidcPeer } from '../oidc-peer';

/** The app the fuzz suite runs against, its document, its log and the files it uploads. */
export interface FuzzApp {
  t: TestApp;
  doc: ApiDocument;
  /** Every line the app logged, to say why a request failed. */
  logs: string[];
  files: SampleFiles;
  /** Every request from its own address in 127.0.0.0/8. */
  client: ApiClient;
  close(): Promise<void>;
}

// Limits high enough that a 429 never hides what a request would have done.
const unlimited = 1_000_000;

export async function startFuzzApp(): Promise<FuzzApp> {
  const google = await startOidcPeer();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ideabazaar-fuzz-'));
  const logs: string[] = [];
  const t = await createTestApp({
    config: {
      dataDir,
      logLevel: 'error',
      rateLimitAuthSend: unlimited,
      rateLimitAuthTry: unlimited,
      rateLimitAuthFailures: unlimited,
      rateLimitContact: unlimited,
      rateLimitDrafts: unlimited,
      rateLimitComments: unlimited,
      google: { issuer: google.issuer, clientId: 'ideabazaar-fuzz', clientSecret: 'fuzz' },
      // The outbox route is in the document: on, so it is fuzzed like any other.
      devOutbox: true,
    },
    logStream: { write: (line) => void logs.push(line) },
  });
  return {
    t,
    doc: readDocument((await t.app.inject({ url: '/api/docs/json' })).json()),
    logs,
    files: { pdf: samples.pdf, png: await realPng(), exe: samples.exe },
    // From a developer's own machine, as routes such as the dev outbox require.
    client: apiClient(t.app, '127'),
    close: async () => {
      await t.close();
      await google.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
