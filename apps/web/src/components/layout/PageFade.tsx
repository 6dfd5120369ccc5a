import Fade from '@mui/material/Fade';
import type { ReactElement } from 'react';

/** The app shell fades between screens (seed section 2): a new key starts a new fade-in. */
export function PageFade(props: { pageKey: string; children: ReactElement }) {
  return (
    <Fade key={props.pageKey} in appear timeout={{ enter: 250, exit: 0 }}>
      <div>{props.children}</div>
    </Fade>
  );
}
