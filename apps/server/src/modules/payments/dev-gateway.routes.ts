import { formatToman } from '@ideabazaar/shared/persian/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/errors/app-error';
import { errorResponses } from '../../plugins/errors/error-responses';
import type { ZarinpalSimulator } from './zarinpal-simulator';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}
.banner{background:#fff3cd;border:1px solid #e0c36c;padding:.75rem;border-radius:.5rem}
.amount{font-size:1.6rem;margin:1rem 0}button{font-size:1.1rem;padding:.7rem 1.4rem;margin-right:.5rem;border-radius:.4rem;border:1px solid #888;cursor:pointer}
button.pay{background:#2e7d32;color:#fff;border-color:#2e7d32}</style></head>
<body>${body}</body></html>`;

const params = z.object({ authority: z.string().max(200) });
const choiceParams = params.extend({ choice: z.string().max(20) });
const AUTHORITY = /^[A-Za-z0-9_-]{1,64}$/;
const html = z.string().describe('An HTML page');
const schema = <P extends z.ZodType>(summary: string, description: string, params: P) => ({
  tags: ['development'],
  summary,
  description,
  params,
  response: {
    200: html,
    303: z.null(),
    ...errorResponses('validation_failed', 'payment_not_found'),
  },
});

/**
 * The development gateway's StartPay page (dev-gateway.ts): the payment's amount with Pay and
 * Cancel, clearly labelled as a test. The choice sends the browser back to the app's callback
 * as Zarinpal would, with Status=OK or NOK.
 */
export function devGatewayRoutes(simulator: ZarinpalSimulator): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/dev/gateway/pg/StartPay/:authority',
      {
        schema: schema(
          "The test payment gateway's page (development only)",
          "Stands in for Zarinpal's StartPay page when no PAYMENT_GATEWAY is set, outside production or with DEV_GATEWAY=1: the amount, with Pay and Cancel. Moves no money.",
          params,
        ),
      },
      async (request, reply) => {
        const { authority } = request.params;
        const payment = AUTHORITY.test(authority) ? simulator.payment(authority) : undefined;
        if (!payment) throw new AppError('payment_not_found');
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        return page(
          'Test payment gateway',
          `<div class="banner" role="note"><strong>Test payment gateway.</strong> No real money moves: this page stands in for Zarinpal outside production.</div>
<h1>Test payment gateway</h1>
<p>${escape(payment.description)}</p>
<p class="amount">${escape(formatToman(payment.amount, 'en'))}</p>
<form method="post" action="${payment.authority}/pay" style="display:inline"><button class="pay">Pay</button></form>
<form method="post" action="${payment.authority}/cancel" style="display:inline"><button>Cancel</button></form>`,
        );
      },
    );
    // The page's two forms post nothing but their path; their bodies are read and dropped.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    app.post(
      '/api/dev/gateway/pg/StartPay/:authority/:choice',
      {
        schema: schema(
          "The payer's choice on the test gateway (development only)",
          '`pay` or `cancel`: sends the browser back to the callback with Status=OK or NOK, as Zarinpal does.',
          choiceParams,
        ),
      },
      async (request, reply) => {
        const { authority, choice } = request.params;
        const back =
          AUTHORITY.test(authority) && (choice === 'pay' || choice === 'cancel')
            ? simulator.finish(authority, choice === 'pay')
            : undefined;
        if (!back) throw new AppError('payment_not_found');
        return reply.redirect(back, 303);
      },
    );
  };
}
