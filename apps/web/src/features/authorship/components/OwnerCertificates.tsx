import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Item } from '@ideabazaar/shared/schemas/items';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useClientState } from '@/lib/client-state';
import { useFormat } from '@/lib/format';
import { certificateQueryOptions, useCertificate, useCertificates } from '../api/certificates';
import { currentKeys } from '../api/keys';
import { certificateFileName, certificateFileOf, downloadJson } from '../certificate-file';
import { shortDate } from '../dates';
import { AuthorshipTexts } from '../i18n';
import { Hash } from './Hash';

/** The item's salt, from the owner's answer for a signed version, with the warning it needs. */
function Salt(props: { itemId: string; version: number }) {
  const { t } = useTranslation('authorship');
  const certificate = useCertificate(props.itemId, props.version);
  const salt = certificate.data?.salt;
  if (!salt) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="certificate-salt">
      <Typography variant="subtitle2">{t('owner.salt')}</Typography>
      <Alert severity="warning">{t('owner.saltWarning')}</Alert>
      <Hash value={salt} />
    </Box>
  );
}

/**
 * MyIdea's "Certificate of authorship" (issue 31): each version, signed or being signed; for a
 * signed one the file to download (with the published key and the canonical content, never the
 * salt) and its printable page; and the salt, once, for the owner alone.
 */
function OwnerCertificatesBody(props: { item: Item }) {
  const { t } = useTranslation('authorship');
  const language = useClientState((state) => state.language);
  const format = useFormat();
  const queryClient = useQueryClient();
  const { item } = props;
  const list = useCertificates(item.id);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);

  const download = async (version: number) => {
    setFailed(false);
    setBusy(version);
    try {
      const [certificate, keys] = await Promise.all([
        queryClient.fetchQuery(certificateQueryOptions(item.id, version)),
        currentKeys(),
      ]);
      const file = keys && certificateFileOf(certificate, keys.keys, item.title);
      if (!file) throw new Error('the key is not published');
      downloadJson(certificateFileName(item.id, version), file);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const certificates = list.data?.certificates ?? [];
  const latestSigned = certificates.find((entry) => entry.signed_at !== null);

  return (
    <Box
      component="section"
      aria-label={t('owner.title')}
      sx={{ display: 'grid', gap: 1 }}
      data-testid="owner-certificates"
    >
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
        {t('owner.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('owner.intro')}
      </Typography>
      {list.isPending && <CircularProgress size={24} />}
      {list.isError && <Typography color="text.secondary">{t('owner.error')}</Typography>}
      {list.isSuccess && certificates.length === 0 && (
        <Typography color="text.secondary">{t('owner.none')}</Typography>
      )}
      <List dense disablePadding>
        {certificates.map((entry) => (
          <ListItem
            key={entry.version}
            disableGutters
            sx={{ flexWrap: 'wrap', gap: 1 }}
            data-testid={`certificate-v${entry.version}`}
          >
            <ListItemText
              primary={t('owner.version', { version: format.number(entry.version) })}
              secondary={
                entry.signed_at === null
                  ? t('owner.pending')
                  : t('owner.signed', { date: shortDate(entry.signed_at, language) })
              }
            />
            {entry.signed_at !== null && (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  startIcon={<DownloadIcon />}
                  disabled={busy === entry.version}
                  onClick={() => void download(entry.version)}
                >
                  {t('owner.download')}
                </Button>
                <Button
                  size="small"
                  startIcon={<PrintIcon />}
                  component={Link}
                  to={paths.certificate.href(item.id, entry.version)}
                >
                  {t('owner.printable')}
                </Button>
              </Box>
            )}
          </ListItem>
        ))}
      </List>
      {failed && <Alert severity="error">{t('owner.downloadError')}</Alert>}
      {latestSigned && <Salt itemId={item.id} version={latestSigned.version} />}
      <Button component={Link} to={paths.verify.href()} size="small" sx={{ justifySelf: 'start' }}>
        {t('owner.verifyLink')}
      </Button>
    </Box>
  );
}

export const OwnerCertificates = (props: { item: Item }) => (
  <AuthorshipTexts>
    <OwnerCertificatesBody {...props} />
  </AuthorshipTexts>
);
