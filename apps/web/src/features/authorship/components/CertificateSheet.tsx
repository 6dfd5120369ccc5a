import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Certificate } from '@ideabazaar/shared/schemas/authorship';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useClientState } from '@/lib/client-state';
import { useFormat } from '@/lib/format';
import { userText } from '@/lib/user-text';
import { certificateDates } from '../dates';
import { AuthorshipTexts } from '../i18n';
import { Hash } from './Hash';
import { PrintOnlyPage } from '@/components/ui/PrintOnlyPage';

/** The one-line check with Node alone, as docs/authorship.md gives it. */
export const VERIFY_COMMAND =
  'node scripts/verify-certificate.mjs certificate.json --keys ideabazaar-authorship-keys.json';

function Row(props: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.25, breakInside: 'avoid' }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {props.label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {props.children}
      </Typography>
    </Box>
  );
}

/** What a printed certificate shows of a version: the public certificate, never the salt. */
export type SheetCertificate = Pick<
  Certificate,
  | 'item_id'
  | 'version'
  | 'content_hash'
  | 'leaf_hash'
  | 'proof'
  | 'root'
  | 'signed_at'
  | 'key_id'
  | 'signature'
  | 'tsa_token'
>;

/**
 * The printable page of a certificate (issue 31), in the reader's language: its hashes, key and
 * signature left to right even in Persian, the signing time in the Jalali and Gregorian calendars,
 * and how anyone checks it without IdeaBazaar.
 */
function CertificateSheetBody(props: { certificate: SheetCertificate; title: string }) {
  const { t } = useTranslation('authorship');
  const language = useClientState((state) => state.language);
  const format = useFormat();
  const { certificate } = props;
  const dates = certificateDates(certificate.signed_at, language);
  const verifyUrl = `${typeof location === 'undefined' ? '' : location.origin}${paths.verify.href()}`;

  return (
    <Box
      component="article"
      aria-label={t('sheet.title')}
      sx={{ display: 'grid', gap: 2, maxWidth: 760, mx: 'auto' }}
    >
      <PrintOnlyPage />
      <Typography component="h2" variant="h5" sx={{ fontWeight: 'bold' }}>
        {t('sheet.title')}
      </Typography>
      <Typography>{t('sheet.intro')}</Typography>
      <Box component="dl" sx={{ display: 'grid', gap: 1.5, m: 0 }}>
        <Row label={t('sheet.idea')}>
          <Box component="span" {...userText}>
            {props.title}
          </Box>
        </Row>
        <Row label={t('sheet.itemId')}>
          <Hash value={certificate.item_id} testId="sheet-item-id" />
        </Row>
        <Row label={t('sheet.version')}>
          <span data-testid="sheet-version">{format.number(certificate.version)}</span>
        </Row>
        <Row label={t('sheet.signedAt')}>
          <span data-testid="sheet-jalali">{t('sheet.jalali', { date: dates.jalali })}</span>
          <br />
          <span data-testid="sheet-gregorian">
            {t('sheet.gregorian', { date: dates.gregorian })}
          </span>
        </Row>
        <Row label={t('sheet.contentHash')}>
          <Hash value={certificate.content_hash} testId="sheet-content-hash" />
        </Row>
        <Row label={t('sheet.leaf')}>
          <Hash value={certificate.leaf_hash} />
        </Row>
        <Row label={t('sheet.proof')}>
          {certificate.proof.length === 0 ? (
            t('sheet.proofEmpty')
          ) : (
            <Box
              component="ol"
              // The steps' numbers in the reader's digits.
              sx={{ m: 0, ps: 3, listStyleType: language === 'fa' ? 'persian' : 'decimal' }}
              data-testid="sheet-proof"
            >
              {certificate.proof.map((step, index) => (
                <li key={index}>
                  {t(`sheet.side.${step.side}`)}: <Hash value={step.hash} />
                </li>
              ))}
            </Box>
          )}
        </Row>
        <Row label={t('sheet.root')}>
          <Hash value={certificate.root} testId="sheet-root" />
        </Row>
        <Row label={t('sheet.keyId')}>
          <Hash value={certificate.key_id} testId="sheet-key-id" />
        </Row>
        <Row label={t('sheet.signature')}>
          <Hash value={certificate.signature} testId="sheet-signature" />
        </Row>
        <Row label={t('sheet.timestamp')}>
          <span data-testid="sheet-timestamp">
            {t(certificate.tsa_token === null ? 'sheet.timestampNo' : 'sheet.timestampYes')}
          </span>
        </Row>
      </Box>
      <Box component="section" sx={{ display: 'grid', gap: 1, breakInside: 'avoid' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
          {t('sheet.howTo')}
        </Typography>
        <Typography>{t('sheet.howToPage')}</Typography>
        <Box>
          <Link to={paths.verify.href()}>
            <Hash value={verifyUrl} />
          </Link>
        </Box>
        <Typography>{t('sheet.howToCommand')}</Typography>
        <Box
          component="pre"
          dir="ltr"
          data-user-text=""
          sx={{ m: 0, p: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', fontSize: '0.85em' }}
        >
          {VERIFY_COMMAND}
        </Box>
      </Box>
      <Box data-print="hide">
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('sheet.print')}
        </Button>
      </Box>
    </Box>
  );
}

export const CertificateSheet = (props: { certificate: SheetCertificate; title: string }) => (
  <AuthorshipTexts>
    <CertificateSheetBody {...props} />
  </AuthorshipTexts>
);
