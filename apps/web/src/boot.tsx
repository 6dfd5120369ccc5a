// The app's start, loaded by main.tsx once the page has painted.
// First: how the app's schemas parse, before any module makes one.
import './lib/zod-config';
import { startApp } from './app/start';
import { startMonitoring } from './lib/monitoring';

startMonitoring();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
await startApp(root);
