// The kit's tokens and base styles first: this page runs alone inside the frame.
import '@portal/ui/styles.css';
import { isLanguage, setLanguage } from '@portal/shared/runtime/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerFormTexts } from '../i18n/use-form-t';
import defaultMap from './assets/default-map.svg';
import { EventFrameApp } from './components/event-frame-app';
import { readFrameParams } from './protocol';
import { postResult } from './rules/post-result';
import './event-frame.css';

const params = readFrameParams(window.location);
// The token is not needed by this page; keep it out of the history and of any later referrer.
window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
registerFormTexts();
void setLanguage(isLanguage(params.lang) ? params.lang : 'es', false);
document.documentElement.lang = params.lang;

const container = document.createElement('div');
document.body.append(container);
createRoot(container).render(
  <StrictMode>
    <EventFrameApp
      params={params}
      defaultMap={defaultMap}
      now={new Date()}
      onResult={(result) => postResult(result, params.origin)}
    />
  </StrictMode>,
);
