import {
  expect,
  gotoBeforeCode,
  gotoReady,
  loggedMessages,
  test,
  waitForPageScript,
} from './fixtures.ts';

test.describe('contact form', () => {
  test('the browser blocks an incomplete submit', async ({ page }) => {
    await gotoReady(page, '/contact');
    await page.getByLabel(/Full Name/).fill('Ada Lovelace');
    await page.getByRole('button', { name: /Send Message/ }).click();
    await expect(page.getByText('Message Sent!')).toHaveCount(0);
    const invalid = await page.evaluate(() => document.querySelector('form')?.checkValidity());
    expect(invalid).toBe(false);
    await expect(page.getByLabel(/Email Address/)).toBeFocused();
    await page.getByLabel(/Email Address/).fill('not-an-email');
    await page.getByLabel(/Tell us about your project/).fill('Hello');
    await page.getByRole('button', { name: /Send Message/ }).click();
    await expect(page.getByText('Message Sent!')).toHaveCount(0);
    await expect(page.getByLabel(/Full Name/)).toHaveValue('Ada Lovelace');
  });

  test('a valid submit logs, confirms, resets and sends nothing', async ({ page }) => {
    await gotoReady(page, '/contact');
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

    const hostile = '<img src=x onerror=alert(1)>';
    await page.getByLabel(/Full Name/).fill(hostile);
    await page.getByLabel(/Email Address/).fill('ada@example.com');
    await page.getByLabel(/Phone/).fill('+1 303 555 0100');
    await page.getByLabel(/Project Type/).selectOption('consultation');
    await page.getByLabel(/Tell us about your project/).fill("1' OR '1'='1; 600 sq ft, May");
    await page.getByRole('button', { name: /Send Message/ }).click();

    const status = page.getByRole('status');
    await expect(status.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    await expect(status).toContainText("Thank you for your message. We'll get back to you soon.");
    await expect.poll(() => logs.length).toBe(1);
    expect(logs[0]).toEqual({
      name: hostile,
      email: 'ada@example.com',
      phone: '+1 303 555 0100',
      subject: 'consultation',
      message: "1' OR '1'='1; 600 sq ft, May",
      visit: '',
    });
    for (const label of [/Full Name/, /Email Address/, /Phone/, /Tell us about your project/]) {
      await expect(page.getByLabel(label)).toHaveValue('');
    }
    await expect(page.getByLabel(/Project Type/)).toHaveValue('');
    expect(requests).toEqual([]);
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
  });

  test('the draft survives a reload and over-long input is bounded', async ({ page }) => {
    await gotoReady(page, '/contact');
    await page.getByLabel(/Full Name/).fill('Grace Hopper');
    await page.getByLabel(/Tell us about your project/).fill('x'.repeat(5000));
    await expect(page.getByLabel(/Tell us about your project/)).toHaveValue('x'.repeat(2000));
    await page.reload();
    await waitForPageScript(page);
    await expect(page.getByLabel(/Full Name/)).toHaveValue('Grace Hopper');
    await expect(page.getByLabel(/Tell us about your project/)).toHaveValue('x'.repeat(2000));
  });
});

// A project's "Start a project like this" links to the form with its kind of work in the address.
test.describe('the project type the address asks for', () => {
  test('is chosen from the first paint, and stays once the code has arrived', async ({ page }) => {
    const release = await gotoBeforeCode(page, '/contact?type=refinishing');
    const projectType = page.getByLabel(/Project Type/);
    await expect(projectType).toHaveValue('refinishing');
    release();
    await waitForPageScript(page);
    await expect(projectType).toHaveValue('refinishing');
  });

  test('leaves "Select a service" for a type the form does not have', async ({ page }) => {
    await gotoReady(page, '/contact?type=painting');
    const projectType = page.getByLabel(/Project Type/);
    await expect(projectType).toHaveValue('');
    await expect(projectType.locator('option:checked')).toHaveText('Select a service');
  });
});
