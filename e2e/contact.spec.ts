import { visitTimes } from '../src/pages/contact/content/visitTimes.ts';
import {
  expect,
  gotoBeforeCode,
  gotoReady,
  loggedMessages,
  pageKinds,
  test,
  waitForIsland,
  waitForPageScript,
} from './fixtures.ts';
import { contactForm, en } from './words.ts';

// The contact form as the site ships it, which sends nothing: it logs the message. What its
// fields are and what it logs is read in Node too (src/pages/contact/ContactForm.test.tsx); a
// submit made before its code has run is e2e/static-first.spec.ts's, its delivery to a service
// e2e/delivery.spec.ts's.

const { labels } = contactForm;

test('the browser blocks an incomplete submit; a complete one logs, confirms, resets and sends nothing', async ({
  page,
}) => {
  await gotoReady(page, pageKinds.form);
  // Whatever leaves the page. The page's own code may still be arriving (the form's island,
  // woken by the first touch): a GET of one of its built files, with no query to carry
  // anything of the visitor's.
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const ownCode =
      request.method() === 'GET' &&
      url.origin === new URL(page.url()).origin &&
      /^\/assets\/[\w-]+\.js$/u.test(url.pathname) &&
      url.search === '';
    if (!ownCode) requests.push(request.url());
  });
  const logs = loggedMessages(page);
  const name = page.getByLabel(labels.name);
  const email = page.getByLabel(labels.email);
  const message = page.getByLabel(labels.message);
  const send = page.getByRole('button', { name: contactForm.submit });
  const sent = page.getByRole('status').getByRole('heading', { name: contactForm.sentTitle });

  const hostile = '<img src=x onerror=alert(1)>';
  await name.fill(hostile);
  await send.click();
  await expect(email).toBeFocused();
  expect(await page.evaluate(() => document.querySelector('form')?.checkValidity())).toBe(false);
  await email.fill('not-an-email');
  await message.fill('Hello');
  await send.click();
  await expect(email).toBeFocused();
  await expect(sent).toHaveCount(0);
  await expect(name).toHaveValue(hostile);

  // When a visit suits, from the business hours: the last, a day with its hours.
  const visit = visitTimes(en).at(-1);
  await email.fill('ada@example.com');
  // In the page's main content: "Text us from your phone" names the floating text's panel.
  await page.getByRole('main').getByLabel(labels.phone).fill('+1 303 555 0100');
  await page.getByLabel(labels.subject).selectOption('consultation');
  await message.fill("1' OR '1'='1; 600 sq ft, May");
  await page.getByLabel(labels.visit).selectOption({ label: visit?.label ?? '' });
  await send.click();

  await expect(sent).toBeVisible();
  await expect(page.getByRole('status')).toContainText(contactForm.sentText);
  await expect
    .poll(() => logs)
    .toEqual([
      {
        name: hostile,
        email: 'ada@example.com',
        phone: '+1 303 555 0100',
        subject: 'consultation',
        message: "1' OR '1'='1; 600 sq ft, May",
        visit: visit?.value,
      },
    ]);
  for (const label of [labels.name, labels.email, labels.phone, labels.subject, labels.message]) {
    await expect(page.getByRole('main').getByLabel(label)).toHaveValue('');
  }
  await expect(page.getByLabel(labels.visit)).toHaveValue('');
  expect(requests).toEqual([]);
  expect(await page.locator('main img[src="x"]').count()).toBe(0);
});

// A project's "Start a project like this" links to the form with its kind of work in the
// address, the estimator's "Send this to us" with the estimate as the message too.
test('the project type and message an address asks for are there from the first paint, and stay once the code has arrived', async ({
  page,
}) => {
  const text = 'Room 1: 12 x 15 ft\nStairs: 2 steps';
  const release = await gotoBeforeCode(
    page,
    `${pageKinds.form}?${new URLSearchParams({ type: 'repair', message: text })}`,
  );
  const projectType = page.getByLabel(labels.subject);
  const message = page.getByLabel(labels.message);
  await expect(projectType).toHaveValue('repair');
  await expect(message).toHaveValue(text);
  release();
  await waitForPageScript(page);
  // The form's island, woken by the first touch.
  await message.focus();
  await waitForIsland(page, 'form');
  await expect(projectType).toHaveValue('repair');
  await expect(message).toHaveValue(text);
});
