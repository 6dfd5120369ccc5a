import SearchOffIcon from '@mui/icons-material/SearchOff';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { useCertificate } from '@/features/authorship/api/certificates';
import { CertificateSheet } from '@/features/authorship/components/CertificateSheet';
import { signedTitle } from '@/features/authorship/certificate-file';
import { VerifyPage } from '@/features/authorship/components/VerifyPage';
import { AuthorshipTexts } from '@/features/authorship/i18n';
import { useItem } from '@/features/items/api/item';

const Spinner = () => <CircularProgress sx={{ display: 'block', mx: 'auto' }} />;

/** /verify: open to anyone, signed in or not, online or not (issue 31). */
export function VerifyScreen() {
  return (
    <AuthorshipTexts fallback={<Spinner />}>
      <VerifyPage />
    </AuthorshipTexts>
  );
}

function Certificate() {
  const { t } = useTranslation('authorship');
  const { ideaId = '', version = '' } = useParams();
  const number = Number(version);
  const certificate = useCertificate(ideaId, number);
  const item = useItem(ideaId);

  if (certificate.isError || !Number.isSafeInteger(number) || number < 1) {
    return <EmptyState icon={<SearchOffIcon />} title={t('sheet.missing')} />;
  }
  if (!certificate.data)
    return (
      <CircularProgress sx={{ display: 'block', mx: 'auto' }} aria-label={t('sheet.loading')} />
    );
  return (
    <CertificateSheet
      certificate={certificate.data}
      title={signedTitle(certificate.data.canonical_content) ?? item.data?.title ?? ''}
    />
  );
}

/** /certificate/{id}/{version}: a version's printable certificate, public like the certificate. */
export function CertificateScreen() {
  return (
    <AuthorshipTexts fallback={<Spinner />}>
      <Certificate />
    </AuthorshipTexts>
  );
}
