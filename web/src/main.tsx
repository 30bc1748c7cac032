// The entry: the page (pre-rendered, or the app's shell) paints first with its styles; the app's code, fetched from
// then on (app/appCode.ts), runs right after that first paint, so the paint never waits for it. React's DOM
// renderer is evaluated in a task of its own before the rest, so no single task holds the main thread long. A tap on
// a pre-rendered button before then is held and replayed, and what was typed is handed to the app (app/earlyInput.ts);
// an error raised before the error reporter loads is kept for it (lib/clientErrorEvent.ts). A visitor on a signed-in
// page is shown the login page at once (app/visitorLogin.ts). On the case study list, its cards are painted from the
// answer its HTML preloaded as soon as that is in, and the app's code is fetched after that paint (or a late answer:
// features/case-studies/earlyCards.ts).
import './app/styles.css';
import './features/knowledge/knowledge.css';
import { fetchAppCode } from './app/appCode';
import { holdEarlyInput, releaseEarlyInput } from './app/earlyInput';
import { showVisitorLogin } from './app/visitorLogin';
import { CARD_TEMPLATE } from './features/case-studies/earlyCardSlots';
import { holdEarlyErrors } from './lib/clientErrorEvent';

holdEarlyErrors();
showVisitorLogin();
holdEarlyInput();
const cardsPainted = document.getElementById(CARD_TEMPLATE)
  ? import('./features/case-studies/earlyCards')
      .then(({ paintEarlyCards }) => paintEarlyCards())
      .catch((error: unknown) => console.error('The case study cards could not be painted before the app', error))
  : undefined;

const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const start = () => {
  fetchAppCode();
  void import('react-dom/client')
    .then(nextTask)
    .then(() => import('./boot'))
    .then(({ boot }) => boot())
    // The app's code did not arrive or failed to start: the page stays as it is, its buttons back to what the browser
    // does with them, and the error goes on (to the console, and to the error reporter's early errors).
    .catch((error: unknown) => {
      releaseEarlyInput();
      throw error;
    });
};

// A tab opened in the background paints nothing (and runs no animation frames) until shown: start at once there.
const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
if (document.visibilityState === 'hidden') start();
else if (cardsPainted) void cardsPainted.then(afterPaint);
else afterPaint();
