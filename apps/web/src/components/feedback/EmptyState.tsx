import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function EmptyState(props: {
  icon?: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      {props.icon && (
        <Box sx={{ fontSize: 48, mb: 1, '& svg': { fontSize: 'inherit' } }}>{props.icon}</Box>
      )}
      <Typography variant="h6" component="h2" color="text.primary" gutterBottom>
        {props.title}
      </Typography>
      {props.text && <Typography sx={{ mb: 2 }}>{props.text}</Typography>}
      {props.action}
    </Box>
  );
}
