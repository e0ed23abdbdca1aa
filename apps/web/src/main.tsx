import { startApp } from '@/app/start-app.tsx';
import { setupI18n } from '@/i18n/setup.ts';
import '@/styles/tokens.css';
import '@/styles/base.css';
import '@/styles/menu.css';

const rootElement = document.getElementById('root');
if (rootElement) void setupI18n().then((i18next) => startApp(rootElement, i18next));
