// The app's start, loaded by main.tsx once the page has painted.
import { startApp } from './app/start';
import { startMonitoring } from './lib/monitoring';

startMonitoring();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
await startApp(root);
