import { definePageScript } from '../../lib/pageScripts.ts';

/** The not-found page says which address was asked for, for whoever reads the console. */
export const notFoundScript = definePageScript({
  name: 'not-found log',
  start: () => {
    const notFoundLog = document.querySelector<HTMLElement>('[data-not-found-log]');
    if (notFoundLog) console.info(notFoundLog.dataset.notFoundLog, window.location.pathname);
  },
});
