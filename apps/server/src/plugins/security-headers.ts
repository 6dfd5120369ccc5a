import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Helmet's headers with a Content-Security-Policy that fits the built web app: its own scripts
 * only (no inline script), inline styles for Emotion, images from data: and blob: URLs (previews
 * before upload), and connections to itself, including the WebSocket. HSTS and the upgrade of
 * insecure requests apply only when the public address is HTTPS, so plain-HTTP local runs work.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const publicUrl = new URL(app.config.publicUrl);
    const https = publicUrl.protocol === 'https:';
    const socketOrigin = `${https ? 'wss' : 'ws'}://${publicUrl.host}`;
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          // The browser Sentry SDK, when the web app is built with a DSN, reports to Sentry.
          connectSrc: ["'self'", socketOrigin, 'https://*.sentry.io'],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      hsts: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
