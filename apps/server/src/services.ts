import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Config } from './config/env';
import { noMeter, type BusinessMeter } from './lib/business-meter';
import type { Database } from './db/client';
import { transactionsOn } from './db/transaction';
import { createAdminService } from './modules/admin/admin.service';
import { createConsoleService } from './modules/admin/console.service';
import { createAuthService } from './modules/auth/auth.service';
import { createAuthorshipService } from './modules/authorship/authorship.service';
import { createCodesRepository } from './modules/auth/codes.repository';
import { createCodesService } from './modules/auth/codes.service';
import { createGoogleService } from './modules/auth/google.service';
import { createOidcRepository } from './modules/auth/oidc.repository';
import { createTokensRepository } from './modules/auth/tokens.repository';
import { createTokensService } from './modules/auth/tokens.service';
import { createBrowseService } from './modules/browse/browse.service';
import { createChatRepository } from './modules/chat/chat.repository';
import { createAuditService } from './modules/audit/audit.service';
import { createChatService } from './modules/chat/chat.service';
import { createSessionEnds } from './modules/chat/live/session-ends';
import { createTicketsRepository, createTicketsService } from './modules/chat/live/tickets';
import { createCommentsRepository } from './modules/comments/comments.repository';
import { createCommentsService } from './modules/comments/comments.service';
import { createContactRepository } from './modules/contact/contact.repository';
import { createContactService } from './modules/contact/contact.service';
import { createIndicatorsRepository } from './modules/indicators/indicators.repository';
import { createIndicatorsService } from './modules/indicators/indicators.service';
import { createCatalogRepository } from './modules/items/catalog.repository';
import { createCatalogService } from './modules/items/catalog.service';
import { createCatalogVersion } from './modules/items/catalog-version';
import { createFilesService } from './modules/items/files.service';
import { createFlowService } from './modules/items/flow.service';
import { createItemsRepository } from './modules/items/items.repository';
import { createItemsService } from './modules/items/items.service';
import { createModerationRepository } from './modules/items/moderation';
import { createMatchingRepository } from './modules/matching/matching.repository';
import { createMatchingService } from './modules/matching/matching.service';
import { createSavedSearchesRepository } from './modules/matching/saved-searches.repository';
import { createSavedSearchesService } from './modules/matching/saved-searches.service';
import { createMembersRepository } from './modules/members/members.repository';
import { createMembersService } from './modules/members/members.service';
import { createKavenegarSender } from './modules/messaging/kavenegar';
import { createMessagingService } from './modules/messaging/messaging.service';
import { createChannelsRepository } from './modules/notifications/channels/channels.repository';
import { createChannelsService } from './modules/notifications/channels/channels.service';
import { createOutboxRepository } from './modules/messaging/outbox.repository';
import { createSmtpMailer } from './modules/messaging/smtp-mailer';
import { createQuestionsRepository } from './modules/questions/questions.repository';
import { createQuestionsService } from './modules/questions/questions.service';
import { createLedgerRepository } from './modules/ledger/ledger.repository';
import { createLedgerService } from './modules/ledger/ledger.service';
import { createOperationsRepository } from './modules/ledger/operations.repository';
import { createDisputesService } from './modules/disputes/disputes.service';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createOffersRepository } from './modules/offers/offers.repository';
import { createOffersService } from './modules/offers/offers.service';
import { createDevGateway } from './modules/payments/dev-gateway';
import { createZarinpalGateway } from './modules/payments/gateway';
import { createPaymentsRepository } from './modules/payments/payments.repository';
import { createDepositsService } from './modules/payments/payments.service';
import { createPurchasesRepository } from './modules/purchases/purchases.repository';
import { createPurchasesService } from './modules/purchases/purchases.service';
import { createVouchersRepository } from './modules/vouchers/vouchers.repository';
import { createVouchersService } from './modules/vouchers/vouchers.service';
import { createReportsRepository, type NewReport } from './modules/reports/reports.repository';
import { createReportsService } from './modules/reports/reports.service';
import { createModerationService } from './modules/moderation/moderation.service';
import { createWalletRepository } from './modules/wallet/wallet.repository';
import { createWalletService } from './modules/wallet/wallet.service';
import { createWithdrawalsRepository } from './modules/withdrawals/withdrawals.repository';
import { createWithdrawalsService } from './modules/withdrawals/withdrawals.service';
import { createMemoryRateLimiter } from './plugins/rate-limit/memory-rate-limiter';
import type { RateLimiter } from './plugins/rate-limit/rate-limiter';
import type { Storage } from './plugins/storage';
import { createStorage } from './plugins/storage-plugin';

/** What the services are built on: one database, the configuration and the shared peers. */
export interface ServiceDeps {
  db: Database;
  config: Config;
  rateLimiter: RateLimiter;
  storage: Storage;
  log: FastifyBaseLogger;
  /** Where messages kept in the dev outbox are printed; standard output by default. */
  devConsole?: { write(line: string): void } | undefined;
  /** The HTTPS agent of Web Push deliveries; Node's default unless given (the tests trust their peer). */
  pushAgent?: Agent | undefined;
  /** Where purchases and deposits are counted (the server's metrics); nowhere unless given. */
  meter?: BusinessMeter | undefined;
}

export type Services = ReturnType<typeof composeServices>;

/**
 * The composition root: every repository and service of the app, built once, each given the
 * ones it uses. The server decorates the app with the result (plugins/services.ts); the operator
 * commands and the demo seeder build theirs here too. `close` lets go of the mail connection.
 */
export function createServices(deps: ServiceDeps): { services: Services; close(): void } {
  const { smtpUrl, smtpFrom } = deps.config;
  const mailer = smtpUrl ? createSmtpMailer({ url: smtpUrl, from: smtpFrom }) : undefined;
  return { services: composeServices(deps, mailer), close: () => mailer?.close() };
}

/** Runs `work` on services built for it, then lets them go: the operator commands' way. */
export async function withServices<T>(
  deps: ServiceDeps,
  work: (services: Services) => Promise<T>,
): Promise<T> {
  const { services, close } = createServices(deps);
  try {
    return await work(services);
  } finally {
    close();
  }
}

/**
 * The peers of a tool that opened the database itself, with no server around it: a rate
 * limiter of its own, the configured file storage, and a log on standard error, so the
 * tool's own output stays clean.
 */
export function standaloneDeps(
  db: Database,
  config: Config,
): { deps: ServiceDeps; close(): Promise<void> } {
  const rateLimiter = createMemoryRateLimiter();
  const log = pino({ level: config.logLevel }, pino.destination(2));
  const storage = createStorage(config);
  return {
    deps: { db, config, rateLimiter, storage, log },
    close: async () => {
      storage.close();
      await rateLimiter.close();
    },
  };
}

function composeServices(
  deps: ServiceDeps,
  mailer: ReturnType<typeof createSmtpMailer> | undefined,
) {
  const { db, config, rateLimiter, log } = deps;
  const { publicUrl } = config;
  const transaction = transactionsOn(db, {
    onRetry: (error, attempt) => log.warn({ err: error, attempt }, 'transaction retried'),
  });

  const messaging = createMessagingService({
    outbox: createOutboxRepository(db),
    mailer,
    sms: config.sms ? createKavenegarSender(config.sms) : undefined,
    devOutbox: config.devOutbox,
    log,
    devConsole: deps.devConsole ?? process.stdout,
  });
  const ticketsRepository = createTicketsRepository(db);
  // Auth ends sessions; chat's side of it (tickets, live sockets) is reached through this port.
  const sessionEnds = createSessionEnds({ tickets: ticketsRepository });
  const tokens = createTokensService({ repository: createTokensRepository(db), sessionEnds });
  const members = createMembersService({ repository: createMembersRepository(db), publicUrl });
  const questions = createQuestionsService({ repository: createQuestionsRepository(db) });
  const itemsRepository = createItemsRepository(db);
  // Who bought what is the purchases' record; the items and the offers ask it through this one
  // question.
  const purchasesRepository = createPurchasesRepository(db);
  const buyers = { hasBought: purchasesRepository.hasBought, terms: purchasesRepository.terms };
  // Every write to items moves it; the lists' page cache follows it. The items module's
  // services (items, flow, files) write items only through this transaction or through
  // `catalogVersion.write`.
  const catalogVersion = createCatalogVersion();
  const prices = { min: config.money.ideaMinPrice, max: config.money.ideaMaxPrice };
  const itemsTransaction = catalogVersion.around(transaction);
  // Certificates of authorship (issue 31): the items' writes record versions through it, and it
  // asks the items who may read an item's certificates (`items`, reached when called).
  const authorship = createAuthorshipService({
    db,
    transaction,
    storage: deps.storage,
    items: () => items,
    signingKey: config.authorshipSigningKey,
    tsaUrl: config.tsaUrl,
    log,
  });
  const versions = { record: authorship.recordVersion };
  const items = createItemsService({
    repository: itemsRepository,
    transaction: itemsTransaction,
    questions,
    members,
    buyers,
    publicUrl,
    catalogVersion,
    prices,
    moderationRepository: createModerationRepository(db),
    versions,
  });
  const ledger = createLedgerService({
    repository: createLedgerRepository(db),
    operations: createOperationsRepository(db),
  });
  const { money } = config;
  const dev = !config.payment && config.devGateway ? createDevGateway(publicUrl) : undefined;
  const gateway = config.payment ? createZarinpalGateway(config.payment) : dev?.gateway;
  const audit = createAuditService(db);
  // Comments and chat file their members' reports here, and the reports' queue reads and hides
  // what was reported through them: `reports` is built once they are, and reached when called.
  const filing = { file: (report: NewReport) => reports.file(report) };
  const vouchers = createVouchersService({
    repository: createVouchersRepository(db),
    transaction,
    audit,
    members,
  });
  const offers = createOffersService({
    repository: createOffersRepository(db),
    transaction,
    items,
    members,
    prices,
  });
  const purchases = createPurchasesService({
    repository: purchasesRepository,
    transaction,
    ledger,
    items,
    members,
    money,
    meter: deps.meter ?? noMeter,
  });
  const codes = createCodesService({
    repository: createCodesRepository(db),
    transaction,
    globalFailureLimit: config.rateLimitAuthFailures,
    codesPerAddressPer10Minutes: config.rateLimitCodesPerAddress,
  });
  const comments = createCommentsService({
    repository: createCommentsRepository(db),
    items,
    members,
    reports: filing,
    rateLimiter,
    perMemberPerHour: config.rateLimitComments,
  });
  const chat = createChatService({
    repository: createChatRepository(db),
    transaction,
    items,
    members,
    comments,
    reports: filing,
    rateLimiter,
    perMemberPerMinute: config.chatRateLimit,
  });
  const reports = createReportsService({
    repository: createReportsRepository(db),
    transaction,
    members,
    audit,
    targets: { comment: comments.reportTarget, chat: chat.reportTarget, item: items.reportTarget },
    catalogChanged: items.catalogChanged,
  });
  const catalog = createCatalogService({ repository: createCatalogRepository(db), members });
  const google = createGoogleService({
    config: config.google,
    repository: createOidcRepository(db),
    redirectUri: `${publicUrl}/google-login/callback`,
  });
  // E-mail and Web Push for the notifications (issue 30): the dispatcher hands it each batch.
  const channels = createChannelsService({
    repository: createChannelsRepository(db),
    transaction,
    members,
    messaging,
    publicUrl,
    maxPerHour: config.notifyMaxPerHour,
    vapid: config.vapid,
    vapidSubject: config.vapidSubject,
    pushServiceHosts: config.pushServiceHosts,
    pushAgent: deps.pushAgent,
    log,
  });
  const deposits = createDepositsService({
    repository: createPaymentsRepository(db),
    transaction,
    ledger,
    gateway,
    money,
    publicUrl,
    log,
    meter: deps.meter ?? noMeter,
  });
  const withdrawals = createWithdrawalsService({
    repository: createWithdrawalsRepository(db),
    transaction,
    ledger,
    members,
    audit,
  });
  const services = {
    authorship,
    messaging,
    channels,
    tokens,
    members,
    questions,
    items,
    codes,
    google,
    auth: createAuthService({
      codes,
      tokens,
      members,
      messaging,
      google,
      rateLimiter,
      sendsPerIpPer10Minutes: config.rateLimitAuthSend,
      triesPerIpPer10Minutes: config.rateLimitAuthTry,
    }),
    flow: createFlowService({
      repository: itemsRepository,
      transaction: itemsTransaction,
      questions,
      rateLimiter,
      draftsPerIpPerHour: config.rateLimitDrafts,
      versions,
    }),
    files: createFilesService({
      repository: itemsRepository,
      transaction: itemsTransaction,
      storage: deps.storage,
      viewers: { buyers, operators: members },
      versions,
    }),
    admin: createAdminService({ members, questions, transaction, audit }),
    catalog,
    browse: createBrowseService({
      catalog,
      catalogVersion: catalogVersion.current,
      cacheMs: config.listCacheMs,
    }),
    comments,
    matching: createMatchingService({
      repository: createMatchingRepository(db),
      transaction,
      items,
      catalog,
      log,
    }),
    savedSearches: createSavedSearchesService({
      repository: createSavedSearchesRepository(db),
      transaction,
    }),
    contact: createContactService({
      repository: createContactRepository(db),
      rateLimiter,
      limitPerHour: config.rateLimitContact,
    }),
    indicators: createIndicatorsService({
      repository: createIndicatorsRepository(db),
      items,
      comments,
      sales: { perDay: purchases.salesPerDay, totals: purchases.salesTotals },
    }),
    chat,
    audit,
    reports,
    moderation: createModerationService({
      transaction,
      items,
      members,
      purchases,
      reports,
      audit,
    }),
    tickets: createTicketsService({
      repository: ticketsRepository,
      rateLimiter,
      sessions: { isActive: tokens.isActive },
    }),
    sessionEnds,
    ledger,
    vouchers,
    purchases,
    disputes: createDisputesService({
      transaction,
      ledger,
      members,
      audit,
      purchases,
    }),
    deposits,
    withdrawals,
    offers,
    notifications: createNotificationsService({
      repository: createNotificationsRepository(db),
      items,
      members,
      offers,
      chat,
      unseenMs: config.notifyUnseenMs,
    }),
    wallet: createWalletService({
      repository: createWalletRepository(db),
      ledger,
      items,
      members,
      purchases,
      deposits,
      withdrawals,
      money,
    }),
    /** The development gateway's simulator, whose StartPay page the app serves; unset otherwise. */
    devGateway: dev?.simulator,
  };
  return {
    ...services,
    console: createConsoleService({
      transaction,
      members,
      tokens,
      items,
      reports,
      audit,
      ledger,
      purchases,
      moderation: services.moderation,
      wallet: services.wallet,
      deposits: services.deposits,
      withdrawals: services.withdrawals,
    }),
  };
}
