import IosShareIcon from '@mui/icons-material/IosShare';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { installEvent } from '@/lib/install-event';
import {
  closeInstallOffer,
  dismissInstall,
  useInstallOffer,
  type InstallOffer,
} from '@/lib/install-offer';

/** The browser's install dialog; its "Cancel" counts as "Not now". */
async function installWithBrowser() {
  const event = installEvent.take();
  closeInstallOffer();
  if (!event) return;
  try {
    await event.prompt();
    if ((await event.userChoice).outcome === 'dismissed') dismissInstall();
  } catch {
    // The browser withdrew its offer (installed meanwhile in another tab): nothing to do.
  }
}

/**
 * The offer to install the app (lib/install-offer.ts says when): a card above the bottom navigation
 * with the app's icon, Install and Not now; on iOS, the steps of Safari's share menu instead.
 */
export function InstallPrompt() {
  const { t } = useTranslation();
  const offer = useInstallOffer();
  // What the card says stays while it slides away after the offer has ended.
  const [shown, setShown] = useState<InstallOffer>('prompt');
  if (offer !== null && offer !== shown) setShown(offer);
  const titleId = useId();
  return (
    <Snackbar
      open={offer !== null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // Escape is "Not now"; a tap elsewhere on the screen is not an answer.
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') dismissInstall();
      }}
      // Above the bottom navigation (56 px) and the phone's own bar.
      sx={{ bottom: { xs: 'calc(64px + env(safe-area-inset-bottom, 0px))' } }}
    >
      <Paper
        role="region"
        aria-labelledby={titleId}
        data-testid="install-prompt"
        sx={{ p: 2, display: 'grid', gap: 1, width: 'min(420px, calc(100vw - 16px))' }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Box
            component="img"
            src="/pwa-192x192.png"
            alt=""
            width={40}
            height={40}
            sx={{ borderRadius: 1, flexShrink: 0 }}
          />
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('install.title')}
          </Typography>
        </Box>
        {shown === 'ios-hint' ? (
          <>
            <Typography variant="body2" role="status">
              <Trans
                i18nKey="install.iosSteps"
                components={{
                  // iOS's menu item is named in English in both languages: kept in one piece.
                  ltr: <bdi dir="ltr" />,
                  share: (
                    <IosShareIcon
                      fontSize="small"
                      titleAccess={t('install.share')}
                      sx={{ verticalAlign: 'text-bottom', mx: 0.25 }}
                    />
                  ),
                }}
              />
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button size="small" onClick={() => dismissInstall()}>
                {t('install.gotIt')}
              </Button>
            </Box>
          </>
        ) : (
          <>
            <Typography variant="body2" role="status">
              {t('install.text')}
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
              <Button size="small" color="inherit" onClick={() => dismissInstall()}>
                {t('install.later')}
              </Button>
              <Button size="small" variant="contained" onClick={() => void installWithBrowser()}>
                {t('install.action')}
              </Button>
            </Box>
          </>
        )}
      </Paper>
    </Snackbar>
  );
}
