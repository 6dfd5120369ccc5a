import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import Button from '@mui/material/Button';
import type { Section } from '@ideabazaar/shared/schemas/questions';
import { startTransition, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadable, usePreloaded } from '@/lib/preloadable';

// The dialog, its form and its schema are a chunk of their own, fetched once a member who may
// report has the page (issue 34: a visitor's item page starts without them).
const reportDialog = preloadable(async () => (await import('./ReportDialog')).ReportDialog);

/**
 * "Report this idea (need)": a signed-in member who does not own the item tells the operators
 * what is wrong with it, with a reason (ReportDialog).
 */
export function ReportItem(props: { itemId: string; section: Section }) {
  const { t } = useTranslation('items');
  const [open, setOpen] = useState(false);
  // Once opened it stays mounted, so that it closes with its transition.
  const [opened, setOpened] = useState(false);
  const dialog = usePreloaded(reportDialog, true);
  const ReportDialog = dialog.part;

  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<FlagOutlinedIcon />}
        onClick={() => {
          if (!ReportDialog) dialog.reload();
          startTransition(() => {
            setOpened(true);
            setOpen(true);
          });
        }}
        sx={{ justifySelf: 'start' }}
      >
        {t(`report.action.${props.section}`)}
      </Button>
      {opened && ReportDialog && (
        <ReportDialog
          itemId={props.itemId}
          section={props.section}
          open={open}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
