import Fade from '@mui/material/Fade';
import { useEffect, type ReactElement } from 'react';
import { serverDrawn } from '@/lib/server-drawn';

/** The app shell fades between screens (seed section 2): a new key starts a new fade-in. */
export function PageFade(props: { pageKey: string; children: ReactElement }) {
  // The screen the server drew is already on screen: it shows as it is (docs/decisions.md).
  const drawn = serverDrawn.path === props.pageKey;
  useEffect(() => {
    serverDrawn.path = null;
  }, []);
  return (
    <Fade key={props.pageKey} in appear={!drawn} timeout={{ enter: 250, exit: 0 }}>
      <div>{props.children}</div>
    </Fade>
  );
}
