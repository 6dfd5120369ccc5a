import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin/admin.routes';
import { consoleRoutes } from './admin/console.routes';
import { authRoutes } from './auth/auth.routes';
import { authorshipRoutes } from './authorship/authorship.routes';
import { chatRoutes } from './chat/chat.routes';
import { liveRoutes } from './chat/live/live.routes';
import { browseRoutes } from './browse/browse.routes';
import { commentsRoutes } from './comments/comments.routes';
import { contactRoutes } from './contact/contact.routes';
import { healthRoutes } from './health/health.routes';
import { indicatorsRoutes } from './indicators/indicators.routes';
import { filesRoutes } from './items/files.routes';
import { itemsRoutes } from './items/items.routes';
import { matchingRoutes } from './matching/matching.routes';
import { membersRoutes } from './members/members.routes';
import { moderationRoutes } from './moderation/moderation.routes';
import { reportsRoutes } from './reports/reports.routes';
import { messagingRoutes } from './messaging/messaging.routes';
import { channelsRoutes } from './notifications/channels/channels.routes';
import { disputesAdminRoutes, disputesRoutes } from './disputes/disputes.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { offersRoutes } from './offers/offers.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { purchasesRoutes } from './purchases/purchases.routes';
import { vouchersAdminRoutes, vouchersRoutes } from './vouchers/vouchers.routes';
import { walletAdminRoutes, walletRoutes } from './wallet/wallet.routes';
import { withdrawalsAdminRoutes, withdrawalsRoutes } from './withdrawals/withdrawals.routes';

/** Every module's routes, mounted under /api by buildApp. A new module adds one line here. */
export const apiRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(healthRoutes);
  await api.register(contactRoutes);
  await api.register(authRoutes);
  await api.register(membersRoutes);
  await api.register(messagingRoutes);
  await api.register(itemsRoutes);
  await api.register(filesRoutes);
  await api.register(adminRoutes);
  await api.register(consoleRoutes);
  await api.register(browseRoutes);
  await api.register(commentsRoutes);
  await api.register(indicatorsRoutes);
  // The money modules' member calls, then their operators' calls.
  await api.register(walletRoutes);
  await api.register(paymentsRoutes);
  await api.register(withdrawalsRoutes);
  await api.register(purchasesRoutes);
  await api.register(disputesRoutes);
  await api.register(offersRoutes);
  await api.register(vouchersRoutes);
  await api.register(withdrawalsAdminRoutes);
  await api.register(disputesAdminRoutes);
  await api.register(vouchersAdminRoutes);
  await api.register(walletAdminRoutes);
  await api.register(chatRoutes);
  await api.register(liveRoutes);
  // The operator console's moderation (issue 29).
  await api.register(reportsRoutes);
  await api.register(moderationRoutes);
  await api.register(notificationsRoutes);
  // Needs matched to ideas and saved searches (issue 30).
  await api.register(matchingRoutes);
  // The notifications' e-mail and Web Push (issue 30).
  await api.register(channelsRoutes);
  // Certificates of authorship (issue 31).
  await api.register(authorshipRoutes);
};
