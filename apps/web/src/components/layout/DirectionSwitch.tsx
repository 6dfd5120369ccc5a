import FormatTextdirectionRToLIcon from '@mui/icons-material/FormatTextdirectionRToL';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { useClientState } from '@/lib/client-state';

/**
 * PRODUCT.md section 10: Persian reads right to left unless the reader turns it off here; the
 * choice is kept with the rest of the persisted state. English has no such choice.
 */
export function DirectionSwitch(props: { label: string; hint: string }) {
  const language = useClientState((state) => state.language);
  const rightToLeft = useClientState((state) => state.rightToLeft);
  const id = useId();
  if (language !== 'fa') return null;
  return (
    <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2 }}>
      <FormatTextdirectionRToLIcon color="action" />
      <Box sx={{ flexGrow: 1 }}>
        <Box component="label" htmlFor={id}>
          {props.label}
        </Box>
        <Box sx={{ color: 'text.secondary', fontSize: 'body2.fontSize' }}>{props.hint}</Box>
      </Box>
      <Switch
        id={id}
        checked={rightToLeft}
        onChange={(event) => useClientState.getState().set({ rightToLeft: event.target.checked })}
      />
    </Paper>
  );
}
