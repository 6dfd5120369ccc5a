import Box from '@mui/material/Box';
import { GoogleCallback } from '@/features/auth/components/GoogleCallback';

/** GoogleCallback sits outside the main layout (seed section 2). */
export default function GoogleCallbackScreen() {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3 }}>
      <GoogleCallback />
    </Box>
  );
}
