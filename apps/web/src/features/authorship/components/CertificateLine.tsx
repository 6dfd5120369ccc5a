import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useClientState } from '@/lib/client-state';
import { useCertificates } from '../api/certificates';
import { shortDate } from '../dates';
import { AuthorshipTexts } from '../i18n';

/**
 * On a public idea: one line naming when it was registered, to the printable page of its latest
 * signed version. Nothing while no version is signed or the list cannot be had.
 */
function CertificateLineBody(props: { itemId: string }) {
  const { t } = useTranslation('authorship');
  const language = useClientState((state) => state.language);
  const list = useCertificates(props.itemId);
  const latest = list.data?.certificates.find((entry) => entry.signed_at !== null);
  if (!latest?.signed_at) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} data-testid="certificate-line">
      <VerifiedIcon fontSize="small" color="success" />
      <Link component={RouterLink} to={paths.certificate.href(props.itemId, latest.version)}>
        {t('line.registered', { date: shortDate(latest.signed_at, language) })}
      </Link>
    </Box>
  );
}

export const CertificateLine = (props: { itemId: string }) => (
  <AuthorshipTexts>
    <CertificateLineBody {...props} />
  </AuthorshipTexts>
);
