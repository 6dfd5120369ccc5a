import { lazy } from 'react';

/**
 * The certificates' parts that other screens show (MyIdea's section, TheIdea's line), loaded with
 * their own chunk and texts when shown, so that an item's screen does not carry them.
 */
export const OwnerCertificates = lazy(async () => ({
  default: (await import('./components/OwnerCertificates')).OwnerCertificates,
}));
export const CertificateLine = lazy(async () => ({
  default: (await import('./components/CertificateLine')).CertificateLine,
}));
