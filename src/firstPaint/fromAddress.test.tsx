import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../pages/contact/ContactForm.tsx';
import { contactFormProps } from '../pages/contact/contactFormProps.ts';
import { fieldLimits } from '../pages/contact/content/contactForm.ts';
import { contactFieldId } from '../pages/contact/content/formParts.ts';
import { Estimator } from '../pages/estimate/Estimator.tsx';
import { estimatorProps } from '../pages/estimate/estimatorProps.ts';
import { estimateParams } from '../content/addresses.ts';
import { estimatorFormId } from '../pages/estimate/content/estimatorParts.ts';
import { GuideChoiceBlock } from '../pages/contact/GuideChoiceBlock.tsx';
import { PageProvider } from '../lib/pageContext.tsx';
import { frozenView } from '../test/frozenContent.ts';
import { resetPage } from '../test/firstPaintPage.ts';
import { testedPageSettings } from '../test/testedSettings.ts';
import { chooseFromAddress, prefillContactForm } from './fromAddress.ts';

afterEach(resetPage);

// The forms as the prerendered page holds them, before any of the site's code has run.
const page = { ...frozenView('en'), settings: testedPageSettings };
const formProps = contactFormProps(page);
const loggingForm = renderToString(<ContactForm {...formProps} delivery={{ kind: 'none' }} />);
const deliveryForm = renderToString(
  <ContactForm {...formProps} delivery={{ kind: 'endpoint', url: 'https://forms.example/f/1' }} />,
);
const estimator = renderToString(<Estimator {...estimatorProps(page)} />);

/** The contact form's two fields an address can fill, as they are now. */
function contactFields() {
  const type = document.getElementById(contactFieldId('subject'));
  const message = document.getElementById(contactFieldId('message'));
  if (!(type instanceof HTMLSelectElement) || !(message instanceof HTMLTextAreaElement))
    throw new Error('No contact form in the page');
  return { type, message };
}

/** The page still being parsed, to the test's end. */
const parsing = () => vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');

describe('the contact form, filled from its address', () => {
  it('takes the project type the address names, if the form offers it', () => {
    for (const form of [loggingForm, deliveryForm]) {
      document.body.innerHTML = form;
      prefillContactForm('?type=refinishing');
      expect(contactFields().type.value).toBe('refinishing');
      document.body.innerHTML = form;
      prefillContactForm('?type=parquet-art');
      expect(contactFields().type.value).toBe('');
    }
  });

  it('takes the message as text, cut to the box’s limit', () => {
    const text = `<b>${'Oak. '.repeat(fieldLimits.message)}</b>`;
    document.body.innerHTML = loggingForm;
    prefillContactForm(`?${new URLSearchParams({ message: text })}`);
    expect(contactFields().message.value).toBe(text.slice(0, fieldLimits.message));
    document.body.innerHTML = deliveryForm;
    prefillContactForm('?type=repair&message=A+loose+board');
    expect(contactFields().message.value).toBe('A loose board');
    expect(contactFields().type.value).toBe('repair');
  });

  it('never writes over what the visitor chose or wrote', () => {
    document.body.innerHTML = loggingForm;
    const { type, message } = contactFields();
    type.value = 'installation';
    message.value = 'My own words';
    prefillContactForm('?type=repair&message=A+loose+board');
    expect(contactFields()).toMatchObject({
      type: { value: 'installation' },
      message: { value: 'My own words' },
    });
  });

  it('fills the form as soon as the parser has passed it, before the page is parsed whole', async () => {
    parsing();
    prefillContactForm('?type=repair&message=A+loose+board');
    document.body.innerHTML = loggingForm;
    await vi.waitFor(() => expect(contactFields().message.value).toBe('A loose board'));
    expect(contactFields().type.value).toBe('repair');
  });

  it('puts a choice from the species guide into words, if the guide has it', () => {
    const withBlock =
      renderToString(
        <PageProvider page={page}>
          <GuideChoiceBlock />
        </PageProvider>,
      ) + loggingForm;
    document.body.innerHTML = withBlock;
    prefillContactForm('?type=installation&species=white-oak&stain=ebony');
    expect(contactFields().message.value).toBe(
      'I would like a White oak floor in the Ebony stain.',
    );
    document.body.innerHTML = withBlock;
    prefillContactForm('?type=installation&species=hickory&stain=tartan');
    expect(contactFields().message.value).toBe('I would like a floor of Hickory.');
    for (const species of ['constructor', '__proto__', 'balsa']) {
      document.body.innerHTML = withBlock;
      prefillContactForm(`?type=installation&species=${species}`);
      expect(contactFields().message.value).toBe('');
    }
  });

  it('finds nothing to fill in a page without the form', () => {
    document.body.innerHTML = estimator;
    expect(() => prefillContactForm('?type=repair')).not.toThrow();
  });
});

/** The estimator's choices as they are now: its kind of work, species and stain. */
function estimatorChoices() {
  const form = document.getElementById(estimatorFormId);
  if (!(form instanceof HTMLFormElement)) throw new Error('No estimator in the page');
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
  return { kind: value(estimateParams.kind), species: value('species'), stain: value('stain') };
}

const chooseInEstimator = (search: string) =>
  chooseFromAddress(search, `#${estimatorFormId}`, `#${estimatorFormId} [name="stain"]`);

describe('the estimator’s choices, from its address', () => {
  it('are the kind of work and the species the address names, if the estimator offers them', () => {
    document.body.innerHTML = estimator;
    chooseInEstimator('?kind=repair&species=white-oak&stain=natural');
    expect(estimatorChoices()).toEqual({ kind: 'repair', species: 'white-oak', stain: 'natural' });
    document.body.innerHTML = estimator;
    const first = estimatorChoices();
    chooseInEstimator('?kind=parquet-art&species=balsa');
    expect(estimatorChoices()).toEqual({ ...first, stain: '' });
  });

  it('are made as soon as the parser has passed the estimator’s choices', async () => {
    parsing();
    chooseInEstimator('?kind=consultation&species=hickory');
    document.body.innerHTML = estimator;
    await vi.waitFor(() =>
      expect(estimatorChoices()).toMatchObject({ kind: 'consultation', species: 'hickory' }),
    );
  });
});
